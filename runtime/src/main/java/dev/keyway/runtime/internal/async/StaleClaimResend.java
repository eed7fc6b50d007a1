package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A {@code TransactWriteItems} that claims {@code @Unique} values, sent asynchronously as the
 * synchronous repository and {@code WriteTransaction} send theirs: when DynamoDB cancels it, the
 * stale guards of the failed claims are released and, if they all are, it is sent once more; else
 * (or when it is cancelled again) the cancellation becomes Keyway's exception. One shape for the
 * repository's own transaction and the application's {@code AsyncWriteTransaction}.
 */
public final class StaleClaimResend {

    private StaleClaimResend() {
    }

    /**
     * @param send      sends the transaction (called once more for the resend)
     * @param released  whether to send it once more after this cancellation: its stale guards
     *                  released, asynchronously
     * @param cancelled what a cancellation means (Keyway's exception)
     * @return completes when the transaction was written; fails with what it failed with, mapped
     */
    public static CompletableFuture<Void> send(Supplier<CompletableFuture<?>> send,
                                               Function<TransactionCanceledException, CompletableFuture<Boolean>> released,
                                               Function<TransactionCanceledException, Throwable> cancelled) {
        Function<Throwable, Throwable> mapped = error -> error instanceof TransactionCanceledException again
                ? cancelled.apply(again) : error;
        CompletableFuture<Void> result = new CompletableFuture<>();
        send.get().whenComplete((response, failure) -> {
            Throwable error = failure == null ? null : AsyncRequests.unwrap(failure);
            if (error == null) {
                result.complete(null);
            } else if (!(error instanceof TransactionCanceledException first)) {
                result.completeExceptionally(error);
            } else {
                Futures.forward(Futures.then(Futures.attempt(() -> released.apply(first)), again -> again
                        ? Futures.map(send.get(), answer -> (Void) null, mapped) // once: the claims can succeed now
                        : CompletableFuture.failedFuture(cancelled.apply(first))), result);
            }
        });
        return result;
    }
}
