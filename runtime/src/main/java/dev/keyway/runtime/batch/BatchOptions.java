package dev.keyway.runtime.batch;

import dev.keyway.runtime.InternalApi;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;

/**
 * How a batch operation runs: how many requests it keeps in flight, how often it retries what
 * DynamoDB left unprocessed or throttled, and how long it backs off in between. Immutable; start
 * from {@link #defaults()} and change what you need with the {@code with...} methods.
 *
 * <pre>{@code
 * BatchOptions gentle = BatchOptions.defaults()
 *         .withParallelism(2)
 *         .withMaxAttempts(12)
 *         .withMaxDelay(Duration.ofSeconds(20));
 * BatchResult<Order> result = orders.putAll(newOrders, gentle);
 * }</pre>
 *
 * <p><b>Backoff.</b> After a chunk's attempt number {@code k} (counting from 0) left items
 * unprocessed or was throttled, the chunk waits a random time, uniform between 0 and
 * {@code min(maxDelay, baseDelay * 2^k)} ("full jitter"), before its next attempt. Random
 * waits keep many clients that were throttled together from retrying together.
 *
 * <p>The {@linkplain #sleeper() sleeper} and the {@linkplain #random() random generator} can be
 * replaced, so that tests run without waiting and deterministically.
 */
public final class BatchOptions {

    /** Waits between attempts; {@link Thread#sleep} unless replaced. */
    @FunctionalInterface
    @InternalApi
    public interface Sleeper {

        /**
         * Waits for the delay.
         *
         * @param delay how long to wait, never negative
         * @throws InterruptedException if the thread is interrupted while waiting; the batch then
         *                              stops and reports what it has not done as unprocessed
         */
        void sleep(Duration delay) throws InterruptedException;
    }

    /** The default number of requests in flight: 4. */
    public static final int DEFAULT_PARALLELISM = 4;
    /** The default number of attempts per chunk: 8. */
    public static final int DEFAULT_MAX_ATTEMPTS = 8;
    /** The default base delay of the backoff: 50 ms. */
    public static final Duration DEFAULT_BASE_DELAY = Duration.ofMillis(50);
    /** The default maximum delay of the backoff: 5 s. */
    public static final Duration DEFAULT_MAX_DELAY = Duration.ofSeconds(5);

    private static final Sleeper THREAD_SLEEP = delay -> TimeUnit.NANOSECONDS.sleep(delay.toNanos());
    // ThreadLocalRandom.current() must be called on the thread that uses it, so call it per draw.
    private static final RandomGenerator THREAD_LOCAL_RANDOM = () -> ThreadLocalRandom.current().nextLong();
    private static final BatchOptions DEFAULTS = new BatchOptions(DEFAULT_PARALLELISM, DEFAULT_MAX_ATTEMPTS,
            DEFAULT_BASE_DELAY, DEFAULT_MAX_DELAY, THREAD_SLEEP, THREAD_LOCAL_RANDOM);

    private final int parallelism;
    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final Sleeper sleeper;
    private final RandomGenerator random;

    private BatchOptions(int parallelism, int maxAttempts, Duration baseDelay, Duration maxDelay, Sleeper sleeper,
                         RandomGenerator random) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
        }
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
        }
        this.parallelism = parallelism;
        this.maxAttempts = maxAttempts;
        this.baseDelay = nonNegative(baseDelay, "baseDelay");
        this.maxDelay = nonNegative(maxDelay, "maxDelay");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        this.random = Objects.requireNonNull(random, "random");
    }

    private static Duration nonNegative(Duration delay, String name) {
        Objects.requireNonNull(delay, name);
        if (delay.isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative, got " + delay);
        }
        if (delay.compareTo(Duration.ofDays(1)) > 0) { // also keeps every wait within long nanoseconds
            throw new IllegalArgumentException(name + " must be at most a day, got " + delay);
        }
        return delay;
    }

    /**
     * Parallelism 4, at most 8 attempts per chunk, backoff from 50 ms up to 5 s, sleeping with
     * {@link Thread#sleep} and drawing from {@link ThreadLocalRandom}.
     */
    public static BatchOptions defaults() {
        return DEFAULTS;
    }

    /** At most this many requests in flight at once (at least 1). */
    public int parallelism() {
        return parallelism;
    }

    /** At most this many attempts per chunk of 25 writes or 100 keys, the first included (at least 1). */
    public int maxAttempts() {
        return maxAttempts;
    }

    /** The backoff's first cap: the wait after a chunk's first attempt is below it. */
    public Duration baseDelay() {
        return baseDelay;
    }

    /** The greatest cap of the backoff: no wait is longer. */
    public Duration maxDelay() {
        return maxDelay;
    }

    /** What waits between attempts. */
    @InternalApi
    public Sleeper sleeper() {
        return sleeper;
    }

    /** Where the random part of each wait comes from. */
    @InternalApi
    public RandomGenerator random() {
        return random;
    }

    /** These options with another parallelism. @throws IllegalArgumentException if below 1 */
    public BatchOptions withParallelism(int requestsInFlight) {
        return new BatchOptions(requestsInFlight, maxAttempts, baseDelay, maxDelay, sleeper, random);
    }

    /** These options with another number of attempts per chunk. @throws IllegalArgumentException if below 1 */
    public BatchOptions withMaxAttempts(int attempts) {
        return new BatchOptions(parallelism, attempts, baseDelay, maxDelay, sleeper, random);
    }

    /** These options with another base delay. @throws IllegalArgumentException if negative or over a day */
    public BatchOptions withBaseDelay(Duration delay) {
        return new BatchOptions(parallelism, maxAttempts, delay, maxDelay, sleeper, random);
    }

    /** These options with another maximum delay. @throws IllegalArgumentException if negative or over a day */
    public BatchOptions withMaxDelay(Duration delay) {
        return new BatchOptions(parallelism, maxAttempts, baseDelay, delay, sleeper, random);
    }

    /** These options with another sleeper (tests: record the delays instead of waiting). */
    @InternalApi
    public BatchOptions withSleeper(Sleeper waiter) {
        return new BatchOptions(parallelism, maxAttempts, baseDelay, maxDelay, waiter, random);
    }

    /**
     * These options with another random generator (tests: a seeded one). The batch draws from it
     * on several threads at once, so it must be thread-safe, or used with parallelism 1.
     */
    @InternalApi
    public BatchOptions withRandom(RandomGenerator generator) {
        return new BatchOptions(parallelism, maxAttempts, baseDelay, maxDelay, sleeper, generator);
    }

    /**
     * The cap of the wait after a chunk's attempt number {@code failedAttempt} (counting from 0):
     * {@code min(maxDelay, baseDelay * 2^failedAttempt)}.
     *
     * @param failedAttempt the attempt that left items unprocessed, from 0
     * @return the cap; the wait is uniform between 0 and the cap
     */
    @InternalApi
    public Duration backoffCap(int failedAttempt) {
        if (failedAttempt < 0) {
            throw new IllegalArgumentException("failedAttempt must not be negative, got " + failedAttempt);
        }
        long base = baseDelay.toNanos();
        long max = maxDelay.toNanos();
        // base * 2^k, without overflowing: once it would pass max, max is the cap anyway
        if (base == 0) {
            return Duration.ZERO;
        }
        if (failedAttempt >= 62 || base > (max >> failedAttempt)) {
            return maxDelay;
        }
        return Duration.ofNanos(Math.min(max, base << failedAttempt));
    }

    /**
     * A wait after a chunk's attempt number {@code failedAttempt}: uniform between 0 and
     * {@link #backoffCap backoffCap(failedAttempt)}, drawn from {@link #random()}.
     */
    @InternalApi
    public Duration backoff(int failedAttempt) {
        long cap = backoffCap(failedAttempt).toNanos();
        return Duration.ofNanos((long) (random.nextDouble() * cap));
    }

    @Override
    public String toString() {
        return "BatchOptions[parallelism=" + parallelism + ", maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay
                + ", maxDelay=" + maxDelay + "]";
    }
}
