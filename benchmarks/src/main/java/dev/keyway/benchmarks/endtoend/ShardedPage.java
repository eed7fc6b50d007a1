package dev.keyway.benchmarks.endtoend;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.model.FeedEvent;
import dev.keyway.benchmarks.model.FeedEventRepository;
import dev.keyway.benchmarks.model.LogEvent;
import dev.keyway.benchmarks.model.LogEventRepository;
import dev.keyway.benchmarks.report.Stats;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The latency of one page of a sharded access pattern against the same page read from one
 * unsharded partition, against Keyway Local on loopback: the same {@value #EVENTS} events are
 * stored twice, as {@link FeedEvent} (partition sharded eight ways by event id: a page is eight
 * Query requests in parallel, merged in sort-key order) and as {@link LogEvent} (one partition:
 * one Query request), and the first page of {@value #PAGE} events is read from each.
 *
 * <p>Both run in one JVM against one database, interleaved in blocks of {@value #CALLS} pages in
 * alternating order (ABBA); the ratio is the median over the rounds of the per-round ratio sharded
 * ÷ unsharded. The first rounds warm up and are not counted. Before timing, the two pages are
 * checked to hold the same events in the same order.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.endtoend.ShardedPage [rounds] [out.csv]}
 * (default 40 rounds after 8 warm-up rounds)
 */
public final class ShardedPage {

    static final int EVENTS = 1_600;
    static final int PAGE = 100;
    static final int CALLS = 4;
    static final int WARMUP_ROUNDS = 8;
    static final String FEED = "main";

    private final FeedEventRepository sharded;
    private final LogEventRepository unsharded;

    private ShardedPage(DynamoDbClient client) {
        sharded = new FeedEventRepository(client);
        unsharded = new LogEventRepository(client);
        sharded.createTable();
        Instant start = Instant.ofEpochSecond(1_714_558_530L);
        List<FeedEvent> feed = new ArrayList<>(EVENTS);
        List<LogEvent> log = new ArrayList<>(EVENTS);
        for (int i = 0; i < EVENTS; i++) {
            String id = String.format(Locale.ROOT, "event-%05d", i);
            Instant at = start.plusMillis(i * 250L);
            String kind = i % 3 == 0 ? "click" : i % 3 == 1 ? "view" : "purchase";
            String payload = "{\"session\":\"s-" + (i % 97) + "\",\"path\":\"/products/" + (i % 211) + "\",\"ms\":" + (i % 500) + "}";
            feed.add(new FeedEvent(FEED, id, at, kind, payload));
            log.add(new LogEvent(FEED, id, at, kind, payload));
        }
        sharded.putAll(feed).orThrow();
        unsharded.putAll(log).orThrow();
        check();
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Path out = Paths.get(args.length > 1 ? args[1] : "shardedpage.csv");
        List<double[]> rows = new ArrayList<>(); // {sharded, unsharded} ms per page
        try (BenchDatabase local = BenchDatabase.onLoopback()) {
            ShardedPage bench = new ShardedPage(local.client());
            System.out.print("sharded page (" + EVENTS + " events, pages of " + PAGE + "): warm-up");
            for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
                boolean shardedFirst = Math.floorMod(round, 2) == 0;
                double first = time(shardedFirst ? bench::shardedPage : bench::unshardedPage);
                double second = time(shardedFirst ? bench::unshardedPage : bench::shardedPage);
                if (round >= 0) {
                    rows.add(shardedFirst ? new double[] {first, second} : new double[] {second, first});
                }
                if (round < 0 || (round + 1) % 10 == 0) {
                    System.out.print(round < 0 ? "." : " " + (round + 1));
                    System.out.flush();
                }
            }
            System.out.println();
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("round,shards,pageSize,shardedMsPerPage,unshardedMsPerPage");
            for (int i = 0; i < rows.size(); i++) {
                csv.printf(Locale.ROOT, "%d,8,%d,%.4f,%.4f%n", i + 1, PAGE, rows.get(i)[0], rows.get(i)[1]);
            }
        }
        List<Double> ratios = new ArrayList<>();
        rows.forEach(row -> ratios.add(row[0] / row[1]));
        System.out.printf(Locale.ROOT, "page of %d: sharded (8 shards) %.3f ms, unsharded %.3f ms, ratio %.2fx%n", PAGE,
                Stats.median(rows, 0), Stats.median(rows, 1), Stats.median(ratios));
        System.out.println("(medians of " + rounds + " interleaved rounds of " + CALLS + " pages each; written to " + out + ")");
    }

    /** Milliseconds per page over a block. */
    private static double time(IntSupplier page) {
        int sink = 0;
        long start = System.nanoTime();
        for (int i = 0; i < CALLS; i++) {
            sink += page.getAsInt();
        }
        long elapsed = System.nanoTime() - start;
        if (sink != CALLS * PAGE) {
            throw new IllegalStateException("a page did not hold " + PAGE + " events");
        }
        return elapsed / 1e6 / CALLS;
    }

    int shardedPage() {
        return sharded.feed(FEED).limit(PAGE).page().items().size();
    }

    int unshardedPage() {
        return unsharded.log(FEED).limit(PAGE).page().items().size();
    }

    /** The sharded page holds the same events as the unsharded one, in the same order. */
    private void check() {
        List<String> fromShards = sharded.feed(FEED).limit(PAGE).page().items().stream().map(FeedEvent::eventId).toList();
        List<String> fromOne = unsharded.log(FEED).limit(PAGE).page().items().stream().map(LogEvent::eventId).toList();
        if (fromShards.size() != PAGE || !fromShards.equals(fromOne)) {
            throw new IllegalStateException("the sharded page differs from the unsharded one:\n" + fromShards + "\n" + fromOne);
        }
    }
}
