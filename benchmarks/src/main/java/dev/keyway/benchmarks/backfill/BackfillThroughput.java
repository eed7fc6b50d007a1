package dev.keyway.benchmarks.backfill;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import dev.keyway.benchmarks.report.Stats;
import dev.keyway.runtime.backfill.BackfillLeases;
import dev.keyway.runtime.backfill.BackfillReport;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Items per second of a backfill filling a new index's keys, against Keyway Local on loopback: Keyway's backfill
 * ({@code orders.backfill().run()}) against hand-written scan-and-update code ({@link HandBackfill}) on the same
 * items, then Keyway with 2 and 4 segments on as many threads, 4 sliced workers (threads each running
 * {@code sliceForWorker(i, 4)}), and 2 and 4 leased workers claiming 8 segments from a lease table.
 *
 * <p>Before each timed run (not timed) the variant's table gets its {@value #ITEMS} orders back as an older design
 * wrote them, without {@code GSI1PK}/{@code GSI1SK}; after it (not timed) a count checks that no order is left
 * without its keys. Each round runs every variant once, in an order that rotates from round to round; the figures
 * are medians over the rounds of items per second and of the per-round ratios to hand-written code on one thread.
 * The first round warms up and is not counted. On a 2-core machine the database, the SDK's HTTP stack and the
 * workers share the same two cores, so more than two threads cannot scale as they would against DynamoDB.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.backfill.BackfillThroughput [rounds] [out.csv]}
 * (default 5 rounds after 1 warm-up round)
 */
public final class BackfillThroughput {

    static final int ITEMS = 2_000;
    static final String[] VARIANTS = {"hand, 1 thread", "Keyway, 1 segment", "hand, 4 threads", "Keyway, 2 segments",
            "Keyway, 4 segments", "Keyway, 4 sliced workers", "Keyway, 2 leased workers", "Keyway, 4 leased workers"};
    private static final String KEYWAY_TABLE = "BackfillKeyway";
    private static final String HAND_TABLE = "BackfillHand";
    private static final String LEASE_TABLE = "BackfillLeases";

    private final DynamoDbClient client;
    private final TypicalItemRepository orders;
    private final List<Map<String, AttributeValue>> oldItems = new ArrayList<>();
    private final ExecutorService threads = Executors.newFixedThreadPool(4);
    private int leasedRuns;

    private BackfillThroughput(DynamoDbClient client) {
        this.client = client;
        this.orders = new TypicalItemRepository(client, KEYWAY_TABLE);
        orders.createTable();
        new TypicalItemRepository(client, HAND_TABLE).createTable();
        BackfillLeases.in(client, LEASE_TABLE, "setup").createTableIfMissing();
        Instant start = Instant.ofEpochSecond(1_704_067_200L, 123_456_789L);
        for (int i = 0; i < ITEMS; i++) {
            TypicalItem order = Fixtures.typical("customer-" + i % 200, "order-" + i, start.plusSeconds(i));
            Map<String, AttributeValue> item = new HashMap<>(HandWritten.toItem(order));
            item.remove("GSI1PK"); // written before the index existed
            item.remove("GSI1SK");
            oldItems.add(Map.copyOf(item));
        }
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path out = Paths.get(args.length > 1 ? args[1] : "backfill.csv");
        Map<String, List<Double>> perSecond = new LinkedHashMap<>();
        List<double[]> rows = new ArrayList<>();
        try (BenchDatabase local = BenchDatabase.onLoopback()) {
            BackfillThroughput bench = new BackfillThroughput(local.client());
            try {
                System.out.print("backfill throughput, " + ITEMS + " items: warm-up");
                for (int round = -1; round < rounds; round++) {
                    double[] row = new double[VARIANTS.length];
                    for (int k = 0; k < VARIANTS.length; k++) {
                        int variant = Math.floorMod(round + k, VARIANTS.length);
                        row[variant] = bench.run(VARIANTS[variant]);
                    }
                    if (round >= 0) {
                        rows.add(row);
                        for (int v = 0; v < VARIANTS.length; v++) {
                            perSecond.computeIfAbsent(VARIANTS[v], name -> new ArrayList<>()).add(row[v]);
                        }
                    }
                    System.out.print(round < 0 ? "." : " " + (round + 1));
                    System.out.flush();
                }
                System.out.println();
            } finally {
                bench.threads.shutdownNow();
            }
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("round,variant,itemsPerSecond");
            for (int r = 0; r < rows.size(); r++) {
                for (int v = 0; v < VARIANTS.length; v++) {
                    csv.printf(Locale.ROOT, "%d,\"%s\",%.1f%n", r + 1, VARIANTS[v], rows.get(r)[v]); // names hold commas
                }
            }
        }
        System.out.printf("%-26s %12s %16s%n", "variant", "items/s", "vs hand, 1 thread");
        for (int v = 0; v < VARIANTS.length; v++) {
            List<Double> ratios = new ArrayList<>();
            for (double[] row : rows) {
                ratios.add(row[v] / row[0]);
            }
            System.out.printf(Locale.ROOT, "%-26s %10.0f/s %15.2fx%n", VARIANTS[v],
                    Stats.median(perSecond.get(VARIANTS[v])), Stats.median(ratios));
        }
        System.out.println("(medians of " + rounds + " rounds, Keyway Local on loopback, "
                + Runtime.getRuntime().availableProcessors() + " cores; written to " + out + ")");
    }

    /** Items per second of one run of the variant, on items reset to the old design first. */
    private double run(String variant) throws Exception {
        String table = variant.startsWith("hand") ? HAND_TABLE : KEYWAY_TABLE;
        reset(table);
        long start = System.nanoTime();
        switch (variant) {
            case "hand, 1 thread" -> expect(HandBackfill.run(client, table, 1, threads));
            case "hand, 4 threads" -> expect(HandBackfill.run(client, table, 4, threads));
            case "Keyway, 1 segment" -> expect(orders.backfill().run());
            case "Keyway, 2 segments" -> expect(orders.backfill().segments(2).run());
            case "Keyway, 4 segments" -> expect(orders.backfill().segments(4).run());
            case "Keyway, 4 sliced workers" -> workers(4, worker -> orders.backfill().segments(4)
                    .sliceForWorker(worker, 4).run());
            case "Keyway, 2 leased workers", "Keyway, 4 leased workers" -> {
                BackfillLeases leases = BackfillLeases.in(client, LEASE_TABLE, "bench-" + leasedRuns++)
                        .leaseDuration(Duration.ofSeconds(30));
                workers(variant.contains("2") ? 2 : 4, worker -> orders.backfill().segments(8).leased(leases).run());
            }
            default -> throw new IllegalArgumentException(variant);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long left = client.scan(scan -> scan.tableName(table).select(Select.COUNT)
                .filterExpression("attribute_not_exists(GSI1PK)")).count();
        if (left != 0) {
            throw new IllegalStateException(variant + " left " + left + " items without their index keys");
        }
        return ITEMS / seconds;
    }

    private interface Worker {
        BackfillReport run(int worker);
    }

    /** Runs {@code count} workers on threads, and checks that their reports combine into a complete backfill. */
    private void workers(int count, Worker worker) throws Exception {
        List<Future<BackfillReport>> running = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            running.add(threads.submit(() -> worker.run(index)));
        }
        List<BackfillReport> reports = new ArrayList<>();
        for (Future<BackfillReport> report : running) {
            reports.add(report.get());
        }
        if (reports.get(0).sliced() ? !BackfillReport.combine(reports).complete()
                : !reports.stream().allMatch(BackfillReport::complete)) {
            throw new IllegalStateException("the workers' backfill is not complete: " + reports);
        }
    }

    private static void expect(BackfillReport report) {
        if (!report.complete() || report.changed() != ITEMS) {
            throw new IllegalStateException("the backfill did not rewrite every item: " + report);
        }
    }

    private static void expect(long written) {
        if (written != ITEMS) {
            throw new IllegalStateException("the hand-written backfill wrote " + written + " items, not " + ITEMS);
        }
    }

    /** Writes the orders back as the old design did (25 to a BatchWriteItem), outside the timed part. */
    private void reset(String table) {
        for (int i = 0; i < oldItems.size(); i += 25) {
            List<WriteRequest> batch = oldItems.subList(i, Math.min(i + 25, oldItems.size())).stream()
                    .map(item -> WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build())
                    .toList();
            Map<String, List<WriteRequest>> unprocessed = Map.of(table, batch);
            while (!unprocessed.isEmpty()) {
                Map<String, List<WriteRequest>> request = unprocessed;
                unprocessed = client.batchWriteItem(write -> write.requestItems(request)).unprocessedItems();
            }
        }
    }
}
