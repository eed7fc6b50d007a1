package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.Counter;
import dev.keyway.it.writes.CounterRepository;
import dev.keyway.it.writes.CounterSchema;
import dev.keyway.it.writes.Pointer;
import dev.keyway.it.writes.PointerRepository;
import dev.keyway.it.writes.PointerSchema;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Two write patterns built on atomic updates: an id sequence and a latest-value pointer. */
class WriteCountersTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    /** The auto-increment id pattern: concurrent increments hand out every id exactly once. */
    @Test
    void concurrentIncrementsHandOutDistinctIds(DynamoDbClient client) throws Exception {
        CounterRepository counters = new CounterRepository(client);
        counters.createTable();
        int threads = 4;
        int idsPerThread = 50;
        ConcurrentLinkedQueue<Long> ids = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    for (int i = 0; i < idsPerThread; i++) {
                        ids.add(counters.update("orders").increment(CounterSchema.VALUE, 1L).execute().value());
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        Set<Long> expected = LongStream.rangeClosed(1, threads * idsPerThread).boxed().collect(Collectors.toSet());
        assertEquals(threads * idsPerThread, ids.size());
        assertEquals(expected, new TreeSet<>(ids));
        assertEquals(Optional.of(new Counter("orders", threads * idsPerThread)), counters.get("orders"));
    }

    private static Optional<Pointer> record(PointerRepository pointers, String device, long sequence, String value) {
        return pointers.update(device)
                .set(PointerSchema.LATEST_SEQUENCE, sequence)
                .set(PointerSchema.LATEST_VALUE, value)
                .when(PointerSchema.LATEST_SEQUENCE.notExists().or(PointerSchema.LATEST_SEQUENCE.lt(sequence)))
                .tryExecute();
    }

    /** Write only if greater: out-of-order and duplicate events leave the greatest; the stale ones are no-ops. */
    @Test
    void latestValuePointerKeepsTheGreatestSequence(DynamoDbClient client) {
        PointerRepository pointers = new PointerRepository(client);
        pointers.createTable();
        assertEquals(Optional.of(new Pointer("d1", 5, "five")), record(pointers, "d1", 5, "five"));
        assertEquals(Optional.empty(), record(pointers, "d1", 3, "three"));   // older, arriving late
        assertEquals(Optional.empty(), record(pointers, "d1", 5, "five"));    // a duplicate does not throw
        assertEquals(Optional.empty(), record(pointers, "d1", 5, "other"));   // nor does a conflicting duplicate
        assertEquals(Optional.of(new Pointer("d1", 5, "five")), pointers.get("d1"));
        assertEquals(Optional.of(new Pointer("d1", 9, "nine")), record(pointers, "d1", 9, "nine"));
        assertEquals(Optional.empty(), record(pointers, "d1", 7, "seven"));
        assertEquals(Optional.of(new Pointer("d1", 9, "nine")), pointers.get("d1"));
        // another device's pointer is independent
        assertEquals(Optional.of(new Pointer("d2", 1, "one")), record(pointers, "d2", 1, "one"));
    }

    /** Events delivered in any order by several threads: the pointer ends at the greatest. */
    @Test
    void concurrentOutOfOrderEventsLeaveTheGreatest(DynamoDbClient client) throws Exception {
        PointerRepository pointers = new PointerRepository(client);
        pointers.createTable();
        List<Long> sequences = new ArrayList<>(LongStream.rangeClosed(1, 60).boxed().toList());
        java.util.Collections.shuffle(sequences, new java.util.Random(7));
        ConcurrentLinkedQueue<Long> applied = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Long sequence : sequences) {
                futures.add(pool.submit(() -> record(pointers, "d1", sequence, "v" + sequence)
                        .ifPresent(pointer -> applied.add(pointer.latestSequence()))));
            }
            for (Future<?> future : futures) {
                future.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(Optional.of(new Pointer("d1", 60, "v60")), pointers.get("d1"));
        assertTrue(applied.contains(60L), applied.toString());
    }
}
