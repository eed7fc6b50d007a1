package dev.keyway.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** BatchOptions: defaults, withers, validation and the full-jitter backoff. */
class BatchOptionsTest {

    @Test
    void defaults() {
        BatchOptions options = BatchOptions.defaults();
        assertEquals(4, options.parallelism());
        assertEquals(8, options.maxAttempts());
        assertEquals(Duration.ofMillis(50), options.baseDelay());
        assertEquals(Duration.ofSeconds(5), options.maxDelay());
        assertSame(options, BatchOptions.defaults());
    }

    @Test
    void withersChangeOneSettingAndLeaveTheOriginalAlone() {
        BatchOptions.Sleeper sleeper = delay -> { };
        Random random = new Random(1);
        BatchOptions options = BatchOptions.defaults().withParallelism(2).withMaxAttempts(3)
                .withBaseDelay(Duration.ofMillis(10)).withMaxDelay(Duration.ofSeconds(1))
                .withSleeper(sleeper).withRandom(random);
        assertEquals(2, options.parallelism());
        assertEquals(3, options.maxAttempts());
        assertEquals(Duration.ofMillis(10), options.baseDelay());
        assertEquals(Duration.ofSeconds(1), options.maxDelay());
        assertSame(sleeper, options.sleeper());
        assertSame(random, options.random());
        assertEquals(4, BatchOptions.defaults().parallelism());
    }

    @Test
    void rejectsSettingsThatCannotWork() {
        BatchOptions options = BatchOptions.defaults();
        assertThrows(IllegalArgumentException.class, () -> options.withParallelism(0));
        assertThrows(IllegalArgumentException.class, () -> options.withMaxAttempts(0));
        assertThrows(IllegalArgumentException.class, () -> options.withBaseDelay(Duration.ofMillis(-1)));
        assertThrows(IllegalArgumentException.class, () -> options.withMaxDelay(Duration.ofMillis(-1)));
        assertThrows(IllegalArgumentException.class, () -> options.withMaxDelay(Duration.ofDays(400_000)));
        assertThrows(NullPointerException.class, () -> options.withBaseDelay(null));
        assertThrows(NullPointerException.class, () -> options.withSleeper(null));
        assertThrows(NullPointerException.class, () -> options.withRandom(null));
        assertThrows(IllegalArgumentException.class, () -> options.backoffCap(-1));
    }

    @Test
    void theCapDoublesFromTheBaseDelayUpToTheMaxDelay() {
        BatchOptions options = BatchOptions.defaults();
        long[] expectedMillis = {50, 100, 200, 400, 800, 1600, 3200, 5000, 5000};
        for (int attempt = 0; attempt < expectedMillis.length; attempt++) {
            assertEquals(Duration.ofMillis(expectedMillis[attempt]), options.backoffCap(attempt), "attempt " + attempt);
        }
        assertEquals(Duration.ofSeconds(5), options.backoffCap(63), "no overflow");
        assertEquals(Duration.ofSeconds(5), options.backoffCap(1_000));
        assertEquals(Duration.ZERO, options.withBaseDelay(Duration.ZERO).backoffCap(10));
        assertEquals(Duration.ofMillis(30), options.withBaseDelay(Duration.ofMillis(70))
                .withMaxDelay(Duration.ofMillis(30)).backoffCap(0), "the max delay caps even the first wait");
    }

    @Test
    void delaysAreFullJitterBetweenZeroAndTheCap() {
        BatchOptions lowest = BatchOptions.defaults().withRandom(() -> 0L);
        BatchOptions highest = BatchOptions.defaults().withRandom(() -> -1L); // nextDouble() just below 1
        for (int attempt = 0; attempt < 10; attempt++) {
            assertEquals(Duration.ZERO, lowest.backoff(attempt));
            Duration cap = highest.backoffCap(attempt);
            Duration top = highest.backoff(attempt);
            assertTrue(top.compareTo(cap) <= 0 && top.compareTo(cap.minusNanos(cap.toNanos() / 1000)) >= 0,
                    "attempt " + attempt + ": " + top + " vs cap " + cap);
        }
        BatchOptions seeded = BatchOptions.defaults().withRandom(new Random(3));
        double sum = 0;
        int draws = 2_000;
        for (int i = 0; i < draws; i++) {
            Duration delay = seeded.backoff(2);
            assertTrue(!delay.isNegative() && delay.compareTo(Duration.ofMillis(200)) <= 0, delay.toString());
            sum += delay.toNanos();
        }
        double mean = sum / draws / 1e6;
        assertTrue(mean > 90 && mean < 110, "uniform over [0, 200 ms] has mean 100 ms, got " + mean);
    }
}
