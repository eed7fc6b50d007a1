package dev.keyway.kcl;

import dev.keyway.runtime.stream.ChangeFailedException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * What the record processors of one worker share: how a failed change is retried, whether the worker is
 * stopping (closed, or halted as if it crashed), and where failures go.
 */
final class WorkerControl {

    private static final System.Logger LOG = System.getLogger(WorkerControl.class.getName());
    static final Duration MAX_BACKOFF = Duration.ofSeconds(30);

    private final int maxAttempts;
    private final Duration firstBackoff;
    private final Consumer<RuntimeException> onError;
    private final Consumer<ChangeFailedException> onGiveUp;
    private volatile boolean closing;
    private volatile boolean halted;
    private volatile ChangeFailedException gaveUp;

    WorkerControl(int maxAttempts, Duration firstBackoff, Consumer<RuntimeException> onError,
                  Consumer<ChangeFailedException> onGiveUp) {
        this.maxAttempts = maxAttempts;
        this.firstBackoff = Objects.requireNonNull(firstBackoff, "firstBackoff");
        this.onError = Objects.requireNonNull(onError, "onError");
        this.onGiveUp = Objects.requireNonNull(onGiveUp, "onGiveUp");
    }

    /** Unlimited attempts, 250 ms then doubling up to 30 s, failures logged, nothing stopped: for a scheduler of one's own. */
    static WorkerControl standalone() {
        return new WorkerControl(Integer.MAX_VALUE, Duration.ofMillis(250), WorkerControl::log, WorkerControl::log);
    }

    static void log(RuntimeException failure) {
        LOG.log(System.Logger.Level.WARNING, failure.getMessage(), failure);
    }

    int maxAttempts() {
        return maxAttempts;
    }

    /** The wait before the attempt after the {@code failures}-th failure: doubling from the first backoff, up to 30 s. */
    long backoffMillis(int failures) {
        long wait = firstBackoff.toMillis() << Math.min(failures - 1, 20);
        return Math.min(wait, MAX_BACKOFF.toMillis());
    }

    /** No more changes are handed on and nothing more is checkpointed (closed, or halted). */
    boolean stopping() {
        return closing || halted;
    }

    /** Halted as a crash would stop it: not even a shard read to its end is checkpointed. */
    boolean halted() {
        return halted;
    }

    void close() {
        closing = true;
    }

    void halt() {
        halted = true;
    }

    Optional<ChangeFailedException> gaveUp() {
        return Optional.ofNullable(gaveUp);
    }

    void report(ChangeFailedException failure) {
        try {
            onError.accept(failure);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "onError threw", e);
        }
        if (failure.gaveUp()) {
            gaveUp = failure;
            onGiveUp.accept(failure);
        }
    }

    /** Waits {@code millis}, waking early when the worker stops. @return false if it is stopping */
    boolean pause(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        try {
            while (!stopping()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return true;
                }
                TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }
}
