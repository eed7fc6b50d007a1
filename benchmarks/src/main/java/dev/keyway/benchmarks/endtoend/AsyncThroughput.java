package dev.keyway.benchmarks.endtoend;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemAsyncRepository;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #26, section 5: the asynchronous API's throughput at a fixed concurrency, side by side in one
 * run against Keyway Local on loopback: GetItem of one typical item (and its decoding), {@value #CONCURRENCY}
 * requests in flight at all times, by
 * <ul>
 *   <li><b>Keyway async</b>: {@code TypicalItemAsyncRepository.get} on a {@code DynamoDbAsyncClient} (Netty),
 *       each completion sending the next request, on one caller thread;</li>
 *   <li><b>Keyway sync</b>: {@code TypicalItemRepository.get} on the same concurrency of threads, each
 *       blocking on its request (the SDK's URL-connection client, Keyway Local's own loopback client);</li>
 *   <li><b>hand-written async</b>: the same GetItem built by hand on the same {@code DynamoDbAsyncClient},
 *       decoded by the hand-written code of the other benchmarks.</li>
 * </ul>
 * Each round runs each for a fixed time, in rotated order; the result is the median over the rounds of
 * requests answered per second. Not JMH: as for {@link EndToEndOverhead}, one JMH fork per variant is
 * too noisy on 2 shared cores, while rounds interleaved in one JVM see the same machine.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.endtoend.AsyncThroughput
 * [rounds] [seconds per run] [out.csv]} (default 8 rounds of 2 s after 2 warm-up rounds)
 */
public final class AsyncThroughput {

    static final int CONCURRENCY = 16;
    static final int WARMUP_ROUNDS = 2;

    private final TypicalItem item = Fixtures.typical();
    private final TypicalItemRepository sync;
    private final TypicalItemAsyncRepository async;
    private final DynamoDbAsyncClient client;
    private final Map<String, AttributeValue> handKey;

    private AsyncThroughput(BenchDatabase database, DynamoDbAsyncClient client) {
        this.client = client;
        this.sync = new TypicalItemRepository(database.client());
        this.async = new TypicalItemAsyncRepository(client);
        sync.createTable();
        sync.put(item);
        this.handKey = HandWritten.typicalKey(item.customerId(), item.placedAt(), item.orderId());
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        long millis = (long) (1000 * (args.length > 1 ? Double.parseDouble(args[1]) : 2.0));
        Path out = Paths.get(args.length > 2 ? args[2] : "asyncthroughput.csv");
        try (BenchDatabase database = BenchDatabase.onLoopback();
             DynamoDbAsyncClient client = DynamoDbAsyncClient.builder()
                     .endpointOverride(database.endpoint())
                     .region(Region.US_EAST_1)
                     .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
                     .httpClientBuilder(NettyNioAsyncHttpClient.builder().maxConcurrency(CONCURRENCY * 2))
                     .build()) {
            AsyncThroughput bench = new AsyncThroughput(database, client);
            bench.check();
            Map<String, List<Double>> perSecond = new LinkedHashMap<>();
            perSecond.put("Keyway async", new ArrayList<>());
            perSecond.put("Keyway sync (" + CONCURRENCY + " threads)", new ArrayList<>());
            perSecond.put("hand-written async", new ArrayList<>());
            List<String> names = List.copyOf(perSecond.keySet());
            ExecutorService threads = Executors.newFixedThreadPool(CONCURRENCY);
            try {
                for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
                    for (int i = 0; i < names.size(); i++) {
                        int which = Math.floorMod(round + i, names.size()); // rotated order
                        double rate = switch (which) {
                            case 0 -> bench.asynchronously(bench::keywayGet, millis);
                            case 1 -> bench.onThreads(threads, millis);
                            default -> bench.asynchronously(bench::handGet, millis);
                        };
                        if (round >= 0) {
                            perSecond.get(names.get(which)).add(rate);
                        }
                    }
                    System.out.print(round < 0 ? "." : "+");
                }
            } finally {
                threads.shutdownNow();
            }
            System.out.println();
            StringBuilder csv = new StringBuilder("implementation,round,requests_per_second\n");
            System.out.printf("GetItem of a typical item, %d in flight, Keyway Local on loopback, %d rounds of %d ms%n",
                    CONCURRENCY, rounds, millis);
            double base = median(perSecond.get(names.get(2)));
            for (String name : names) {
                List<Double> rates = perSecond.get(name);
                for (int round = 0; round < rates.size(); round++) {
                    csv.append('"').append(name).append("\",").append(round).append(',')
                            .append(String.format("%.1f", rates.get(round))).append('\n');
                }
                double median = median(rates);
                System.out.printf("  %-28s %9.0f requests/s (min %.0f, max %.0f)  %.2fx hand-written async%n", name,
                        median, rates.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                        rates.stream().mapToDouble(Double::doubleValue).max().orElse(0), median / base);
            }
            Files.writeString(out, csv);
        }
    }

    private void check() throws Exception {
        if (!item.equals(keywayGet().get(10, TimeUnit.SECONDS)) || !item.equals(handGet().get(10, TimeUnit.SECONDS))
                || !item.equals(sync.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow())) {
            throw new IllegalStateException("the implementations do not read the same item");
        }
    }

    private CompletableFuture<TypicalItem> keywayGet() {
        return async.get(item.customerId(), item.placedAt(), item.orderId()).thenApply(found -> found.orElseThrow());
    }

    private CompletableFuture<TypicalItem> handGet() {
        return client.getItem(get -> get.tableName(BenchTable.NAME).key(handKey))
                .thenApply(response -> HandWritten.typicalFromItem(response.item()));
    }

    /** Requests per second with {@link #CONCURRENCY} chains of calls, each sending the next when its answer arrives. */
    private double asynchronously(Supplier<CompletableFuture<TypicalItem>> call, long millis) throws InterruptedException {
        AtomicLong answered = new AtomicLong();
        CountDownLatch stopped = new CountDownLatch(CONCURRENCY);
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(millis);
        for (int chain = 0; chain < CONCURRENCY; chain++) {
            next(call, answered, deadline, stopped);
        }
        stopped.await(); // the harness waits for the chains; the calls never do
        return answered.get() * 1e9 / (System.nanoTime() - start);
    }

    private static void next(Supplier<CompletableFuture<TypicalItem>> call, AtomicLong answered, long deadline,
                             CountDownLatch stopped) {
        call.get().whenComplete((found, error) -> {
            if (error != null) {
                error.printStackTrace();
                stopped.countDown();
                return;
            }
            answered.incrementAndGet();
            if (System.nanoTime() < deadline) {
                next(call, answered, deadline, stopped);
            } else {
                stopped.countDown();
            }
        });
    }

    /** Requests per second with {@link #CONCURRENCY} threads each calling the synchronous repository in a loop. */
    private double onThreads(ExecutorService threads, long millis) throws Exception {
        AtomicLong answered = new AtomicLong();
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(millis);
        List<java.util.concurrent.Future<?>> running = new ArrayList<>();
        for (int thread = 0; thread < CONCURRENCY; thread++) {
            running.add(threads.submit(() -> {
                while (System.nanoTime() < deadline) {
                    sync.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow();
                    answered.incrementAndGet();
                }
            }));
        }
        for (java.util.concurrent.Future<?> thread : running) {
            thread.get();
        }
        return answered.get() * 1e9 / (System.nanoTime() - start);
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted.length == 0 ? 0 : sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }

}
