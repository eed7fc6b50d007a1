package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.internal.request.AsyncRequests;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Composing futures the way the asynchronous repositories promise: a failure completes the
 * returned future with the exception the synchronous call would have thrown, never wrapped in a
 * {@code CompletionException}, and a check that fails before any request fails the future instead
 * of throwing. Nothing here waits; a delay is a scheduled completion, not a sleeping thread.
 */
public final class Futures {

    private Futures() {
    }

    /** The call's future, or a future failed with what the call threw before returning one. */
    public static <R> CompletableFuture<R> attempt(Supplier<CompletableFuture<R>> call) {
        try {
            return call.get();
        } catch (RuntimeException | Error e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * The value mapped when the future succeeds, or the error mapped when it fails (unwrapped
     * first); what either function throws fails the result.
     */
    public static <R, S> CompletableFuture<S> map(CompletableFuture<R> future, Function<? super R, ? extends S> value,
                                                  Function<Throwable, Throwable> error) {
        CompletableFuture<S> result = new CompletableFuture<>();
        future.whenComplete((answer, failure) -> {
            try {
                if (failure != null) {
                    result.completeExceptionally(error.apply(AsyncRequests.unwrap(failure)));
                } else {
                    result.complete(value.apply(answer));
                }
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    /** The value mapped when the future succeeds; its error as it is. */
    public static <R, S> CompletableFuture<S> map(CompletableFuture<R> future, Function<? super R, ? extends S> value) {
        return map(future, value, Function.identity());
    }

    /** The next call's future once this one succeeded; either one's error, unwrapped. */
    public static <R, S> CompletableFuture<S> then(CompletableFuture<R> future,
                                                   Function<? super R, CompletableFuture<S>> next) {
        CompletableFuture<S> result = new CompletableFuture<>();
        future.whenComplete((answer, failure) -> {
            if (failure != null) {
                result.completeExceptionally(AsyncRequests.unwrap(failure));
                return;
            }
            forward(attempt(() -> next.apply(answer)), result);
        });
        return result;
    }

    /** Completes {@code to} as {@code from} completes, its error unwrapped. */
    public static <R> void forward(CompletableFuture<R> from, CompletableFuture<R> to) {
        from.whenComplete((answer, failure) -> {
            if (failure != null) {
                to.completeExceptionally(AsyncRequests.unwrap(failure));
            } else {
                to.complete(answer);
            }
        });
    }

    /** The future as callers see it: its error unwrapped. */
    public static <R> CompletableFuture<R> unwrapped(CompletableFuture<R> future) {
        CompletableFuture<R> result = new CompletableFuture<>();
        forward(future, result);
        return result;
    }

    /** An executor that runs its task after the delay, on the common pool: a backoff that holds no thread. */
    public static Executor after(Duration delay) {
        return CompletableFuture.delayedExecutor(Math.max(0, delay.toNanos()), TimeUnit.NANOSECONDS);
    }
}
