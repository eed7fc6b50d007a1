package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.counters.Counter;
import dev.keyway.it.guide.patterns.counters.CounterRepository;
import dev.keyway.it.guide.patterns.counters.CounterSchema;
import dev.keyway.it.guide.patterns.counters.CountersTable;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Atomic counters: an UpdateItem that adds to the number, from 0 when the counter is missing, never lost by concurrent writers. */
class CountersPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private CounterRepository counters;

    @BeforeEach
    void createTable(DynamoDbClient client) {
        CountersTable.createIfMissing(client);
        counters = new CounterRepository(client);
    }

    @Test
    void theFirstIncrementCreatesTheCounter() {
        assertTrue(counters.get("orders").isEmpty());

        long id = counters.update("orders").increment(CounterSchema.VALUE, 1L).execute().value();

        assertEquals(1L, id);
        assertEquals(new Counter("orders", 1L), counters.get("orders").orElseThrow());
    }

    @Test
    void concurrentIncrementsAreNeverLostAndEachGetsItsOwnValue() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Long>> ids = IntStream.range(0, 200).mapToObj(i -> pool.submit(
                    () -> counters.update("orders").increment(CounterSchema.VALUE, 1L).execute().value())).toList();
            List<Long> values = ids.stream().map(future -> {
                try {
                    return future.get();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }).sorted().toList();

            assertEquals(LongStream.rangeClosed(1, 200).boxed().toList(), values);   // auto-increment ids: no gaps, no repeats
            assertEquals(200L, counters.get("orders").orElseThrow().value());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void decrementAndAConditionalDecrement() {
        counters.put(new Counter("seats", 2L));

        counters.update("seats").decrement(CounterSchema.VALUE, 1L).execute();
        Optional<Counter> taken = counters.update("seats").decrement(CounterSchema.VALUE, 1L)
                .when(CounterSchema.VALUE.gt(0L)).tryExecute();
        Optional<Counter> none = counters.update("seats").decrement(CounterSchema.VALUE, 1L)
                .when(CounterSchema.VALUE.gt(0L)).tryExecute();

        assertEquals(0L, taken.orElseThrow().value());
        assertFalse(none.isPresent());                                               // no seat left: nothing written
        assertEquals(0L, counters.get("seats").orElseThrow().value());
    }

    @Test
    void anExactlyOnceIncrementCountsOnce() {
        Counter counted = counters.update("payments").increment(CounterSchema.VALUE, 5L).exactlyOnce().execute();

        assertEquals(5L, counted.value());
    }
}
