package dev.keyway.runtime.batch;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.BatchIncompleteException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a batch put or delete did: which items it could not write or delete after all its
 * attempts, and why. A batch never drops an item silently: each one was either processed or is
 * in {@link #unprocessed()}.
 *
 * <pre>{@code
 * BatchResult<Order> result = orders.putAll(newOrders);
 * if (!result.complete()) {
 *     for (BatchResult.Failure<Order> failure : result.failures()) {
 *         log.warn("not written: {} ({})", failure.key(), failure.cause().map(Throwable::toString).orElse("unprocessed"));
 *     }
 *     retryLater(result.unprocessed());
 * }
 * // or, when anything left over is an error:
 * orders.putAll(newOrders).orThrow();
 * }</pre>
 *
 * <p>An item reported as unprocessed may nevertheless have been written when its outcome was
 * unknown (a request interrupted in flight); puts and deletes are idempotent, so repeating them
 * is safe.
 *
 * @param <K> what was submitted: the record type for puts, the key ({@code Key<T>}) for deletes and gets
 */
public final class BatchResult<K> {

    /**
     * One item or key that was not processed.
     *
     * @param item  the item or key as it was submitted
     * @param key   its primary key, described as {@code PK=..., SK=...}
     * @param cause the error of its last attempt: a non-retryable error (such as a
     *              {@code ValidationException}), the throttling error of the last attempt, or an
     *              {@link InterruptedException}; empty when DynamoDB returned it as unprocessed on
     *              every attempt
     * @param <K>   the submitted type
     */
    public record Failure<K>(K item, String key, Optional<Throwable> cause) {

        /** Checks the parts. */
        @InternalApi
        public Failure {
            Objects.requireNonNull(item, "item");
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(cause, "cause");
        }
    }

    private final String entityType;
    private final String operation;
    private final int total;
    private final List<Failure<K>> failures;
    private final int requests;

    /**
     * A result; the batch operations create them.
     *
     * @param entityType the entity type of the batch
     * @param operation  {@code "put"}, {@code "delete"} or {@code "get"}
     * @param total      how many distinct items or keys the batch held (after removing duplicates)
     * @param failures   the unprocessed items or keys, in the order they were submitted
     * @param requests   how many requests were sent, retries included
     */
    @InternalApi
    public BatchResult(String entityType, String operation, int total, List<Failure<K>> failures, int requests) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.operation = Objects.requireNonNull(operation, "operation");
        this.failures = List.copyOf(failures);
        if (total < this.failures.size()) {
            throw new IllegalArgumentException("total " + total + " is below the " + this.failures.size() + " failures");
        }
        this.total = total;
        this.requests = requests;
    }

    /** The entity type of the batch. */
    public String entityType() {
        return entityType;
    }

    /** How many distinct items or keys the batch held (duplicates by primary key counted once). */
    public int total() {
        return total;
    }

    /** The items or keys that were not processed, in the order they were submitted; empty when complete. */
    public List<K> unprocessed() {
        List<K> items = new ArrayList<>(failures.size());
        for (Failure<K> failure : failures) {
            items.add(failure.item());
        }
        return List.copyOf(items);
    }

    /** The unprocessed items or keys with their keys and causes, in the order they were submitted. */
    public List<Failure<K>> failures() {
        return failures;
    }

    /** Whether every item or key was processed. */
    public boolean complete() {
        return failures.isEmpty();
    }

    /** How many requests the batch sent, retries included (for metrics and tests). */
    public int requests() {
        return requests;
    }

    /** The cause of the first failure (in submission order) that has one; empty when complete. */
    public Optional<Throwable> error() {
        for (Failure<K> failure : failures) {
            if (failure.cause().isPresent()) {
                return failure.cause();
            }
        }
        return Optional.empty();
    }

    /**
     * This result if it is complete.
     *
     * @return this result
     * @throws BatchIncompleteException naming the entity type, how many items were left and the
     *                                  first few of their keys, with {@link #error()} as its cause
     */
    public BatchResult<K> orThrow() {
        if (!complete()) {
            List<String> keys = new ArrayList<>(BatchIncompleteException.KEYS_NAMED);
            for (int i = 0; i < failures.size() && i < BatchIncompleteException.KEYS_NAMED; i++) {
                keys.add(failures.get(i).key());
            }
            throw new BatchIncompleteException(entityType, operation, failures.size(), total, keys,
                    error().orElse(null));
        }
        return this;
    }

    @Override
    public String toString() {
        return "BatchResult[" + operation + " " + entityType + ": " + (total - failures.size()) + " of " + total
                + " processed, " + requests + " requests]";
    }
}
