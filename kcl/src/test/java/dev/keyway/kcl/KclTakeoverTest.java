package dev.keyway.kcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.kcl.shop.Counter;
import dev.keyway.kcl.shop.CounterCopy;
import dev.keyway.kcl.shop.CounterCopyRepository;
import dev.keyway.kcl.shop.CounterProjection;
import dev.keyway.kcl.shop.CounterRepository;
import dev.keyway.kcl.shop.CountersChange;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #27 §1: two KCL workers (schedulers in one JVM, worker ids {@code a} and {@code b}) share the four
 * shards of a stream on Keyway Local, leases in a table KCL creates there. The first worker to reach its
 * fifth change applies it and then blocks, as a worker that dies between its handler and its checkpoint;
 * it is halted (its scheduler shut down without a checkpoint, its leases left to expire) and the other
 * worker takes its leases over after the failover time and reads their shards again from the last
 * checkpoint. Every change is handled at least once, the blocked one twice, and, through
 * {@link ProcessedChanges#applyOnce}, applied exactly once and in order per item.
 */
class KclTakeoverTest {

    private static final int COUNTERS = 16;
    private static final int VERSIONS = 6;
    private static final Duration FAILOVER = Duration.ofSeconds(3);
    /**
     * How long the test waits for KCL at most; it goes on as soon as what it waits for happened. KCL's start
     * (a random wait of up to 30 s on a new lease table, 10 s for its index) and its lease reassignment take
     * about a minute on an idle machine, three times as long when the build shares the cores.
     */
    private static final Duration PATIENCE = Duration.ofMinutes(4);

    private static KeywayLocal local;
    private static DynamoDbAsyncClient leases;

    @BeforeAll
    static void start() {
        local = KeywayLocal.builder().streamShards(4).start();
        leases = DynamoDbAsyncClient.builder().endpointOverride(local.startServer()).region(KeywayLocal.REGION)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .build();
    }

    @AfterAll
    static void stop() {
        leases.close();
        local.close();
    }

    @Test
    void aHaltedWorkersShardsAreTakenOverAndEveryChangeIsAppliedOnceInOrder() throws Exception {
        DynamoDbClient client = local.client();
        CounterRepository counters = new CounterRepository(client);
        counters.createTable();
        CounterCopyRepository copies = new CounterCopyRepository(client);
        copies.createTable();
        ProcessedChanges processed = new ProcessedChanges(client, "CounterMarkers", "counter-copies");
        processed.createTable();
        for (long version = 1; version <= VERSIONS; version++) {
            for (int i = 0; i < COUNTERS; i++) {
                counters.put(new Counter("c" + i, version));
            }
        }
        CounterProjection projection = new CounterProjection(client, processed);

        AtomicReference<String> victim = new AtomicReference<>();
        AtomicReference<String> blockedEvent = new AtomicReference<>();
        CountDownLatch blocked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Map<String, AtomicInteger> handledBy = new ConcurrentHashMap<>();
        Map<String, Set<String>> eventsBy = new ConcurrentHashMap<>();

        KclStreamWorker<CountersChange> a = worker("a", victimOrNot("a", projection, victim, blockedEvent, blocked,
                release, handledBy, eventsBy));
        KclStreamWorker<CountersChange> b = worker("b", victimOrNot("b", projection, victim, blockedEvent, blocked,
                release, handledBy, eventsBy));
        a.start();
        b.start();
        try {
            assertTrue(blocked.await(PATIENCE.toSeconds(), TimeUnit.SECONDS), "a worker reached its fifth change");
            KclStreamWorker<CountersChange> crashed = "a".equals(victim.get()) ? a : b;
            KclStreamWorker<CountersChange> survivor = crashed == a ? b : a;
            Thread halting = new Thread(crashed::halt);
            halting.start();
            Thread.sleep(200);
            release.countDown();                        // its handler returns: the halted worker checkpoints nothing
            halting.join(30_000);

            awaitAllApplied(projection, PATIENCE);

            for (int i = 0; i < COUNTERS; i++) {
                String id = "c" + i;
                assertEquals(LongStream.rangeClosed(1, VERSIONS).boxed().toList(), projection.applied.get(id),
                        "counter " + id + ": every version applied once, in order");
                assertTrue(projection.handed.get(id).containsAll(projection.applied.get(id)), "handled at least once");
                CounterCopy copy = copies.get(id).orElseThrow();
                assertEquals(VERSIONS, copy.applied(), "the copy counts each change once");
                assertEquals(VERSIONS, copy.lastVersion());
            }
            assertTrue(eventsBy.getOrDefault(survivor.workerId(), Set.of()).contains(blockedEvent.get()),
                    "the survivor was handed the change the halted worker had applied but not checkpointed");
            assertTrue(survivor.gaveUp().isEmpty());
        } finally {
            release.countDown();
            b.close();
            a.close();
        }
    }

    private static KclStreamWorker<CountersChange> worker(String id, Consumer<CountersChange> handler) {
        return KclStreamWorker.forTable(leases, local.streamsClient(), "Counters")
                .applicationName("counter-copies")
                .workerId(id)
                .failoverTime(FAILOVER)
                .pollInterval(Duration.ofMillis(100))
                .leaseManagement(config -> config.leaseAssignmentIntervalMillis(1000L)
                        .dynamoDbLockBasedLeaderLeaseDurationInMillis(FAILOVER.toMillis())
                        .dynamoDbLockBasedLeaderHeartbeatPeriodInMillis(500))
                .coordinator(config -> config.parentShardPollIntervalMillis(500).shardConsumerDispatchPollIntervalMillis(200)
                        .schedulerInitializationBackoffTimeMillis(200))
                .build(CountersChange.DECODER, handler);
    }

    /**
     * The projection, for worker {@code id}: the first worker to reach its fifth change becomes the victim,
     * applies that change and blocks until released (a worker dying between its handler and its checkpoint).
     */
    private static Consumer<CountersChange> victimOrNot(String id, CounterProjection projection,
            AtomicReference<String> victim, AtomicReference<String> blockedEvent, CountDownLatch blocked,
            CountDownLatch release, Map<String, AtomicInteger> handledBy, Map<String, Set<String>> eventsBy) {
        return change -> {
            projection.accept(change);
            eventsBy.computeIfAbsent(id, w -> ConcurrentHashMap.newKeySet()).add(change.event().eventId());
            int handled = handledBy.computeIfAbsent(id, w -> new AtomicInteger()).incrementAndGet();
            if (handled == 5 && victim.compareAndSet(null, id)) {
                blockedEvent.set(change.event().eventId());
                blocked.countDown();
                try {
                    release.await(PATIENCE.toSeconds(), TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    private static void awaitAllApplied(CounterProjection projection, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            int applied = projection.applied.values().stream().mapToInt(List::size).sum();
            if (applied >= COUNTERS * VERSIONS) {
                return;
            }
            Thread.sleep(100);
        }
    }
}
