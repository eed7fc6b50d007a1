package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.RetryingPut;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The asynchronous "retry with what is there now" of a versioned record, deciding after each
 * conflict as the synchronous {@link RetryingPut} does (the same code): the conflict carries the
 * stored record (no read), the merge is put on its version, up to a number of puts in all. Each
 * attempt is sent when the previous one's answer arrives: no thread waits in between.
 *
 * @param <T> the record type
 */
final class AsyncRetryingPut<T> {

    private final AsyncEntityOperations<T> operations;
    private final ItemSchema<T> schema;

    AsyncRetryingPut(AsyncEntityOperations<T> operations) {
        this.operations = operations;
        this.schema = operations.schema();
    }

    CompletableFuture<T> put(T value, BinaryOperator<T> merge, int maxAttempts) {
        RetryingPut.check(schema, merge, maxAttempts);
        CompletableFuture<T> result = new CompletableFuture<>();
        attempt(value, schema.primaryKey(value), merge, 1, maxAttempts, result);
        return result;
    }

    private void attempt(T value, Map<String, AttributeValue> key, BinaryOperator<T> merge, int attempts,
                         int maxAttempts, CompletableFuture<T> result) {
        PreparedWrite<T> write;
        try {
            write = operations.prepared().preparePut(value, null);
        } catch (RuntimeException e) {
            result.completeExceptionally(e);
            return;
        }
        operations.put(write).whenComplete((stored, failure) -> {
            if (failure == null) {
                result.complete(stored);
                return;
            }
            Throwable error = AsyncRequests.unwrap(failure);
            if (!(error instanceof VersionConflictException conflict)) {
                result.completeExceptionally(error);
                return;
            }
            RetryingPut.Next<T> next;
            try {
                next = RetryingPut.afterConflict(schema, key, value, write, conflict, merge, attempts, maxAttempts);
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
                return;
            }
            if (next.done()) {
                result.complete(next.value());
            } else {
                attempt(next.value(), key, merge, attempts + 1, maxAttempts, result);
            }
        });
    }
}
