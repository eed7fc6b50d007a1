package dev.keyway.benchmarks.async;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandAsyncRequests;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemAsyncRepository;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import dev.keyway.benchmarks.report.Stats;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Throughput of Keyway's asynchronous API at a fixed concurrency, against the synchronous API at the same
 * concurrency (as many threads) and hand-written code on the SDK's asynchronous client, on the same requests to
 * Keyway Local over loopback: GetItem, PutItem and a 100-item Query page.
 *
 * <p>Each variant keeps {@value #CONCURRENCY} requests in flight: the asynchronous ones as that many chains of
 * futures (a chain sends its next request when the last one completes, on the SDK's threads; no thread waits),
 * the synchronous one as that many threads. Both asynchronous variants share one {@code DynamoDbAsyncClient}
 * (Netty); the synchronous one has a pooled client with as many connections. Each round runs a block of each
 * operation for each variant, in an order that rotates from round to round, and the figures are medians over the
 * rounds of requests per second and of the per-round ratios. The first rounds warm up and are not counted.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.async.AsyncThroughput [rounds] [out.csv]}
 * (default 20 rounds after 4 warm-up rounds)
 */
public final class AsyncThroughput {

    static final int CONCURRENCY = 16;
    static final int WARMUP_ROUNDS = 4;
    /** Requests per block. */
    static final Map<String, Integer> REQUESTS = Map.of("get", 1_600, "put", 1_600, "query", 160);
    static final String[] VARIANTS = {"keywayAsync", "handAsync", "keywaySync"};
    /** Items per variant, so that concurrent requests do not all touch one key. */
    static final int ITEMS = 64;

    private final DynamoDbAsyncClient asyncClient;
    private final DynamoDbClient syncClient;
    private final TypicalItemAsyncRepository keywayAsync;
    private final TypicalItemRepository keywaySync;
    private final List<TypicalItem> keywayItems = new ArrayList<>();
    private final List<TypicalItem> handItems = new ArrayList<>();
    private final ExecutorService threads = Executors.newFixedThreadPool(CONCURRENCY);

    private AsyncThroughput(BenchDatabase local) {
        StaticCredentialsProvider credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench"));
        asyncClient = DynamoDbAsyncClient.builder().endpointOverride(local.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(credentials)
                .httpClient(NettyNioAsyncHttpClient.builder().maxConcurrency(CONCURRENCY * 2)
                        .connectionAcquisitionTimeout(Duration.ofSeconds(30)).build())
                .build();
        syncClient = DynamoDbClient.builder().endpointOverride(local.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(credentials)
                .httpClient(Apache5HttpClient.builder().maxConnections(CONCURRENCY * 2).build())
                .build();
        keywayAsync = new TypicalItemAsyncRepository(asyncClient);
        keywaySync = new TypicalItemRepository(syncClient);
        keywaySync.createTable();
        Instant start = Instant.ofEpochSecond(1_704_067_200L, 123_456_789L);
        for (int i = 0; i < ITEMS; i++) {
            keywayItems.add(Fixtures.typical("keyway-" + i, "order-" + i, start.plusSeconds(i)));
            handItems.add(Fixtures.typical("hand-" + i, "order-" + i, start.plusSeconds(i)));
        }
        keywayItems.forEach(keywaySync::put);
        handItems.forEach(item -> syncClient.putItem(put -> put.tableName(BenchTable.NAME).item(HandWritten.toItem(item))));
        for (int i = 0; i < 150; i++) {
            keywaySync.put(Fixtures.typical("query-keyway", "order-" + i, start.plusSeconds(i)));
            TypicalItem hand = Fixtures.typical("query-hand", "order-" + i, start.plusSeconds(i));
            syncClient.putItem(put -> put.tableName(BenchTable.NAME).item(HandWritten.toItem(hand)));
        }
        check();
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Path out = Paths.get(args.length > 1 ? args[1] : "async.csv");
        Map<String, List<double[]>> results = new LinkedHashMap<>(); // op -> rows of requests/s per variant
        try (BenchDatabase local = BenchDatabase.onLoopback()) {
            AsyncThroughput bench = new AsyncThroughput(local);
            try {
                System.out.print("async throughput (" + CONCURRENCY + " in flight): warm-up");
                for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
                    for (String op : REQUESTS.keySet().stream().sorted().toList()) {
                        double[] row = new double[VARIANTS.length];
                        for (int k = 0; k < VARIANTS.length; k++) {
                            int variant = Math.floorMod(round + k, VARIANTS.length);
                            row[variant] = bench.run(op, VARIANTS[variant]);
                        }
                        if (round >= 0) {
                            results.computeIfAbsent(op, o -> new ArrayList<>()).add(row);
                        }
                    }
                    if (round < 0 || (round + 1) % 5 == 0) {
                        System.out.print(round < 0 ? "." : " " + (round + 1));
                        System.out.flush();
                    }
                }
                System.out.println();
            } finally {
                bench.close();
            }
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("operation,round,keywayAsyncPerSecond,handAsyncPerSecond,keywaySyncPerSecond");
            for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
                int round = 1;
                for (double[] row : e.getValue()) {
                    csv.printf(Locale.ROOT, "%s,%d,%.1f,%.1f,%.1f%n", e.getKey(), round++, row[0], row[1], row[2]);
                }
            }
        }
        System.out.printf("%-8s %14s %14s %14s %18s %18s%n", "op", "Keyway async", "hand async", "Keyway sync",
                "async/hand async", "async/sync");
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            List<Double> overHand = new ArrayList<>();
            List<Double> overSync = new ArrayList<>();
            for (double[] row : e.getValue()) {
                overHand.add(row[0] / row[1]);
                overSync.add(row[0] / row[2]);
            }
            System.out.printf(Locale.ROOT, "%-8s %12.0f/s %12.0f/s %12.0f/s %17.2fx %17.2fx%n", e.getKey(),
                    Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), Stats.median(e.getValue(), 2),
                    Stats.median(overHand), Stats.median(overSync));
        }
        System.out.println("(medians of " + rounds + " rounds, " + CONCURRENCY + " requests in flight; written to " + out + ")");
    }

    /** Requests per second of one block of the operation by the variant. */
    private double run(String op, String variant) throws Exception {
        int requests = REQUESTS.get(op);
        long start = System.nanoTime();
        switch (variant) {
            case "keywayAsync" -> chains(requests, i -> keywayAsync(op, i));
            case "handAsync" -> chains(requests, i -> handAsync(op, i));
            case "keywaySync" -> threads(requests, i -> keywaySync(op, i));
            default -> throw new IllegalArgumentException(variant);
        }
        return requests / ((System.nanoTime() - start) / 1e9);
    }

    private CompletableFuture<?> keywayAsync(String op, int i) {
        TypicalItem item = keywayItems.get(i % ITEMS);
        return switch (op) {
            case "get" -> keywayAsync.get(item.customerId(), item.placedAt(), item.orderId())
                    .thenApply(found -> found.orElseThrow());
            case "put" -> keywayAsync.put(item);
            case "query" -> keywayAsync.ordersOf("query-keyway").limit(100).page().thenApply(page -> expect100(page.items()));
            default -> throw new IllegalArgumentException(op);
        };
    }

    private CompletableFuture<?> handAsync(String op, int i) {
        TypicalItem item = handItems.get(i % ITEMS);
        return switch (op) {
            case "get" -> HandAsyncRequests.get(asyncClient, BenchTable.NAME, item.customerId(), item.placedAt(), item.orderId());
            case "put" -> HandAsyncRequests.put(asyncClient, BenchTable.NAME, item);
            case "query" -> HandAsyncRequests.query(asyncClient, BenchTable.NAME, "query-hand", 100).thenApply(AsyncThroughput::expect100);
            default -> throw new IllegalArgumentException(op);
        };
    }

    private void keywaySync(String op, int i) {
        TypicalItem item = keywayItems.get(i % ITEMS);
        switch (op) {
            case "get" -> keywaySync.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow();
            case "put" -> keywaySync.put(item);
            case "query" -> expect100(keywaySync.ordersOf("query-keyway").limit(100).page().items());
            default -> throw new IllegalArgumentException(op);
        }
    }

    private static <T> List<T> expect100(List<T> items) {
        if (items.size() != 100) {
            throw new IllegalStateException("a query page holds " + items.size() + " items, not 100");
        }
        return items;
    }

    /**
     * Sends {@code requests} calls as {@link #CONCURRENCY} chains: each chain's next call is sent when its last one
     * completes; the caller waits once, for the last chain.
     */
    private static void chains(int requests, IntFunction<CompletableFuture<?>> call) {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger running = new AtomicInteger(CONCURRENCY);
        CompletableFuture<Void> done = new CompletableFuture<>();
        for (int c = 0; c < CONCURRENCY; c++) {
            chain(requests, call, next, running, done);
        }
        done.join();
    }

    private static void chain(int requests, IntFunction<CompletableFuture<?>> call, AtomicInteger next,
                              AtomicInteger running, CompletableFuture<Void> done) {
        int i = next.getAndIncrement();
        if (i >= requests || done.isDone()) {
            if (running.decrementAndGet() == 0) {
                done.complete(null);
            }
            return;
        }
        call.apply(i).whenComplete((result, failure) -> {
            if (failure != null) {
                done.completeExceptionally(failure);
            }
            chain(requests, call, next, running, done);
        });
    }

    /** Sends {@code requests} calls from {@link #CONCURRENCY} threads, each taking the next call when its last returns. */
    private void threads(int requests, IntConsumer call) throws Exception {
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> workers = new ArrayList<>();
        for (int c = 0; c < CONCURRENCY; c++) {
            workers.add(threads.submit(() -> {
                for (int i = next.getAndIncrement(); i < requests; i = next.getAndIncrement()) {
                    call.accept(i);
                }
            }));
        }
        for (Future<?> worker : workers) {
            worker.get();
        }
    }

    private void check() {
        TypicalItem keyway = keywayItems.get(0);
        TypicalItem hand = handItems.get(0);
        if (!keywayAsync.get(keyway.customerId(), keyway.placedAt(), keyway.orderId()).join().orElseThrow().equals(keyway)
                || !HandAsyncRequests.get(asyncClient, BenchTable.NAME, hand.customerId(), hand.placedAt(), hand.orderId())
                        .join().equals(hand)) {
            throw new IllegalStateException("get does not return what was put");
        }
    }

    private void close() {
        threads.shutdownNow();
        asyncClient.close();
        syncClient.close();
    }
}
