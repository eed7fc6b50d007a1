package dev.keyway.runtime.internal;

import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.item.CurrentItems;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BinaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Optimistic locking's "retry with what is there now": puts a versioned record and, on a version
 * conflict, merges it with the record stored now, which the conflict carries
 * ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}: no read), and puts the merge on the stored
 * version, up to a number of puts in all.
 *
 * @param <T> the record type
 */
public final class RetryingPut<T> {

    private final EntityOperations<T> operations;
    private final ItemSchema<T> schema;

    RetryingPut(EntityOperations<T> operations, ItemSchema<T> schema) {
        this.operations = operations;
        this.schema = schema;
    }

    /**
     * @param merge given the record that failed and the one stored now, the record to put next (its
     *              version is set to the stored one's), or {@code null} to give up
     * @return the record as stored
     * @throws VersionConflictException      when the last attempt conflicts, the merge gives up, or
     *                                       the item was deleted (nothing to merge with)
     * @throws UnsupportedOperationException for an entity without {@code @Version} (generated
     *                                       repositories offer the call only with one)
     * @throws IllegalArgumentException      if {@code maxAttempts < 1}, or the merge changes the primary key
     */
    T put(T value, BinaryOperator<T> merge, int maxAttempts) {
        check(schema, merge, maxAttempts);
        Map<String, AttributeValue> key = schema.primaryKey(value);
        T attempt = value;
        for (int attempts = 1; ; attempts++) {
            PreparedWrite<T> write = operations.preparePut(attempt, null);
            try {
                return operations.put(write);
            } catch (VersionConflictException conflict) {
                Next<T> next = afterConflict(schema, key, attempt, write, conflict, merge, attempts, maxAttempts);
                if (next.done()) {
                    return next.value();
                }
                attempt = next.value();
            }
        }
    }

    /**
     * Refuses what cannot be retried, before the first put.
     *
     * @throws UnsupportedOperationException for an entity without {@code @Version}
     * @throws IllegalArgumentException      if {@code maxAttempts < 1}
     */
    public static void check(ItemSchema<?> schema, BinaryOperator<?> merge, int maxAttempts) {
        Objects.requireNonNull(merge, "merge");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1, not " + maxAttempts);
        }
        if (schema.versionAttribute().isEmpty()) {
            throw new UnsupportedOperationException(schema.entityType()
                    + " has no @Version component: putRetrying retries version conflicts");
        }
    }

    /**
     * What follows a put's version conflict: the stored record, when it is this very write (the
     * SDK's resend found it applied: {@code done}), else the merge to put next, on the stored version.
     *
     * @param attempt  the record whose put conflicted
     * @param attempts how many puts were sent so far
     * @throws VersionConflictException the conflict, to give up: the last attempt, a merge that gives up,
     *                                  or no stored item to merge with
     * @throws IllegalArgumentException if the merge changes the primary key
     */
    public static <T> Next<T> afterConflict(ItemSchema<T> schema, Map<String, AttributeValue> key, T attempt,
                                            PreparedWrite<T> write, VersionConflictException conflict,
                                            BinaryOperator<T> merge, int attempts, int maxAttempts) {
        Optional<T> current = conflict.currentItem().map(item -> CurrentItems.decode(schema, item));
        if (current.isEmpty() || attempts >= maxAttempts) {
            throw conflict;
        }
        if (conflict.resent() && current.get().equals(write.stored())) {
            return new Next<>(current.get(), true); // the SDK's resend found this very write applied
        }
        T merged = merge.apply(attempt, current.get());
        if (merged == null) {
            throw conflict;
        }
        if (!schema.primaryKey(merged).equals(key)) {
            throw new IllegalArgumentException("The merge of " + schema.entityType() + " "
                    + schema.table().describeKey(key) + " changed its key to "
                    + schema.table().describeKey(schema.primaryKey(merged)));
        }
        return new Next<>(schema.withVersion(merged, schema.versionOf(current.get())), false);
    }

    /** The record to put next, or ({@code done}) the one stored, which is the result. */
    public record Next<T>(T value, boolean done) {
    }
}
