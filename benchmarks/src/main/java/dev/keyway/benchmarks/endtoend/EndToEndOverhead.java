package dev.keyway.benchmarks.endtoend;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandBatchWrite;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import dev.keyway.benchmarks.report.Stats;
import dev.keyway.runtime.batch.BatchOptions;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keyway's end-to-end overhead over the same requests built by hand on the low-level client, against
 * Keyway Local in this JVM: GetItem, PutItem, one 100-item Query page and a 1,000-item batch write
 * (40 BatchWriteItem requests, sent one after the other: Keyway's {@code putAll} with parallelism 1).
 *
 * <p>A request to Keyway Local takes well under a millisecond and a client-side overhead of a few
 * percent is tens of microseconds, less than the drift of a shared 2-core machine between two JMH
 * forks. So both implementations run in one JVM against one database, interleaved: each round
 * times a block of each operation for Keyway and for hand-written code, in alternating order
 * (ABBA), and the overhead is the median over the rounds of the per-round ratio. The first rounds
 * warm up (JIT, Keyway Local's own JIT) and are not counted.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.endtoend.EndToEndOverhead
 * [rounds] [out.csv] [loopback|inProcess]} (default 60 rounds after 8 warm-up rounds, loopback)
 */
public final class EndToEndOverhead {

    static final String TABLE = BenchTable.NAME;
    static final int WARMUP_ROUNDS = 8;
    /** Calls per block; a batch block is one call, timed every {@link #BATCH_EVERY}th round. */
    static final Map<String, Integer> CALLS = Map.of("get", 25, "put", 25, "query", 4, "batchWrite1000", 1);
    static final int BATCH_EVERY = 2;

    private final DynamoDbClient client;
    private final TypicalItemRepository repository;
    private final TypicalItem item = Fixtures.typical();
    private final TypicalItem handItem;
    private final List<TypicalItem> batch;
    private final BatchOptions sequential = BatchOptions.defaults().withParallelism(1);

    private EndToEndOverhead(DynamoDbClient client) {
        this.client = client;
        this.repository = new TypicalItemRepository(client);
        repository.createTable();
        // Each implementation reads items it wrote itself, in partitions of its own.
        handItem = Fixtures.typical("customer-hand", item.orderId(), item.placedAt());
        repository.put(item);
        client.putItem(put -> put.tableName(TABLE).item(HandWritten.toItem(handItem)));
        Instant start = Instant.ofEpochSecond(1_704_067_200L, 123_456_789L);
        List<TypicalItem> keywayItems = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            keywayItems.add(Fixtures.typical("query-keyway", "order-" + i, start.plusSeconds(i)));
            TypicalItem hand = Fixtures.typical("query-hand", "order-" + i, start.plusSeconds(i));
            client.putItem(put -> put.tableName(TABLE).item(HandWritten.toItem(hand)));
        }
        repository.putAll(keywayItems, sequential).orThrow();
        batch = new ArrayList<>(1000);
        for (int i = 0; i < 1000; i++) {
            batch.add(Fixtures.typical("batch", "order-" + i, start.plusSeconds(i)));
        }
        check();
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        Path out = Paths.get(args.length > 1 ? args[1] : "endtoend.csv");
        String transport = args.length > 2 ? args[2] : "loopback";
        Map<String, List<double[]>> results = new LinkedHashMap<>(); // op -> rows of {keyway, hand} ms per call
        try (BenchDatabase local = BenchDatabase.of(transport)) {
            EndToEndOverhead bench = new EndToEndOverhead(local.client());
            Map<String, IntSupplier[]> ops = new LinkedHashMap<>();
            ops.put("get", new IntSupplier[] {bench::keywayGet, bench::handGet});
            ops.put("put", new IntSupplier[] {bench::keywayPut, bench::handPut});
            ops.put("query", new IntSupplier[] {bench::keywayQuery, bench::handQuery});
            ops.put("batchWrite1000", new IntSupplier[] {bench::keywayBatch, bench::handBatch});
            ops.keySet().forEach(op -> results.put(op, new ArrayList<>()));
            System.out.print("end to end (" + transport + "): warm-up");
            for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
                for (Map.Entry<String, IntSupplier[]> op : ops.entrySet()) {
                    if (op.getKey().equals("batchWrite1000") && Math.floorMod(round, BATCH_EVERY) != 0) {
                        continue;
                    }
                    int calls = CALLS.get(op.getKey());
                    boolean batch = op.getKey().equals("batchWrite1000");
                    boolean keywayFirst = Math.floorMod(batch ? Math.floorDiv(round, BATCH_EVERY) : round, 2) == 0;
                    double first = time(op.getValue()[keywayFirst ? 0 : 1], calls);
                    double second = time(op.getValue()[keywayFirst ? 1 : 0], calls);
                    if (round >= 0) {
                        results.get(op.getKey()).add(keywayFirst ? new double[] {first, second} : new double[] {second, first});
                    }
                }
                if (round < 0 || (round + 1) % 10 == 0) {
                    System.out.print(round < 0 ? "." : " " + (round + 1));
                    System.out.flush();
                }
            }
            System.out.println();
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("operation,transport,round,keywayMsPerCall,handMsPerCall");
            for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
                int round = 1;
                for (double[] row : e.getValue()) {
                    csv.printf(Locale.ROOT, "%s,%s,%d,%.4f,%.4f%n", e.getKey(), transport, round++, row[0], row[1]);
                }
            }
        }
        System.out.printf("%-16s %14s %14s %22s%n", "operation", "Keyway", "hand-written", "overhead (median ratio)");
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            List<Double> ratios = new ArrayList<>();
            for (double[] row : e.getValue()) {
                ratios.add(row[0] / row[1]);
            }
            System.out.printf(Locale.ROOT, "%-16s %11.3f ms %11.3f ms %+21.1f%%%n", e.getKey(), Stats.median(e.getValue(), 0),
                    Stats.median(e.getValue(), 1), (Stats.median(ratios) - 1) * 100);
        }
        System.out.println("(medians of " + rounds + " interleaved rounds, a batch write every " + BATCH_EVERY
                + " rounds; written to " + out + ")");
    }

    /** Milliseconds per call of {@code calls} calls. */
    private static double time(IntSupplier op, int calls) {
        int sink = 0;
        long start = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            sink += op.getAsInt();
        }
        long elapsed = System.nanoTime() - start;
        if (sink == Integer.MIN_VALUE) {
            System.out.print("");
        }
        return elapsed / 1e6 / calls;
    }

    private void check() {
        if (!repository.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow().equals(item)
                || !HandRequests.get(client, TABLE, handItem.customerId(), handItem.placedAt(), handItem.orderId())
                        .equals(handItem)) {
            throw new IllegalStateException("get does not return what was put");
        }
        if (keywayQuery() != 100 || handQuery() != 100) {
            throw new IllegalStateException("a query page does not hold 100 items");
        }
    }

    // ---- Keyway ---------------------------------------------------------------------------------

    int keywayGet() {
        return repository.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow().itemCount();
    }

    int keywayPut() {
        return repository.put(item).itemCount();
    }

    int keywayQuery() {
        return repository.ordersOf("query-keyway").limit(100).page().items().size();
    }

    int keywayBatch() {
        return repository.putAll(batch, sequential).orThrow().total();
    }

    // ---- the same requests by hand --------------------------------------------------------------

    int handGet() {
        return HandRequests.get(client, TABLE, handItem.customerId(), handItem.placedAt(), handItem.orderId()).itemCount();
    }

    int handPut() {
        HandRequests.put(client, TABLE, handItem);
        return 1;
    }

    int handQuery() {
        return HandRequests.query(client, TABLE, "query-hand", 100).size();
    }

    int handBatch() {
        return HandBatchWrite.putAll(client, TABLE, batch);
    }
}
