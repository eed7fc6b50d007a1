package dev.keyway.runtime.batch;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.key.Key;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a batch get read: the records found, and the keys it could not read after all its
 * attempts. A key is never dropped silently: it was either read (its record is in
 * {@link #items()}, or no item of this entity is stored under it) or it is in
 * {@link #unprocessedKeys()}.
 *
 * <pre>{@code
 * List<Key<Order>> keys = orderIds.stream()
 *         .map(id -> OrderKeys.primaryKey("c1", id.placedAt(), id.orderId()))
 *         .toList();
 * List<Order> found = orders.getAll(keys).orThrow().items();
 * }</pre>
 *
 * @param <T> the record type
 */
public final class BatchGetResult<T> {

    private final List<T> items;
    private final BatchResult<Key<T>> keys;

    /**
     * A result; the batch operations create them.
     *
     * @param items the records read, in the order of their keys
     * @param keys  what became of the keys: which were left unprocessed, and the request count
     */
    @InternalApi
    public BatchGetResult(List<T> items, BatchResult<Key<T>> keys) {
        this.items = List.copyOf(items);
        this.keys = Objects.requireNonNull(keys, "keys");
    }

    /**
     * The records found, in the order their keys were submitted. Keys under which nothing is
     * stored, or an item of another entity type, have no record here.
     */
    public List<T> items() {
        return items;
    }

    /** The entity type of the batch. */
    public String entityType() {
        return keys.entityType();
    }

    /** How many distinct keys the batch held (duplicates counted once). */
    public int total() {
        return keys.total();
    }

    /**
     * The keys that could not be read, in the order they were submitted; empty when complete. They
     * are the keys given, so they can be read again as they are: {@code orders.getAll(result.unprocessedKeys())}.
     */
    public List<Key<T>> unprocessedKeys() {
        return keys.unprocessed();
    }

    /** The unprocessed keys with their descriptions and causes, in the order they were submitted. */
    public List<BatchResult.Failure<Key<T>>> failures() {
        return keys.failures();
    }

    /** Whether every key was read. */
    public boolean complete() {
        return keys.complete();
    }

    /** How many requests the batch sent, retries included. */
    public int requests() {
        return keys.requests();
    }

    /** The cause of the first failure (in submission order) that has one; empty when complete. */
    public Optional<Throwable> error() {
        return keys.error();
    }

    /**
     * This result if every key was read.
     *
     * @return this result
     * @throws BatchIncompleteException naming the entity type, how many keys were left and the
     *                                  first few of them
     */
    public BatchGetResult<T> orThrow() {
        keys.orThrow();
        return this;
    }

    @Override
    public String toString() {
        return "BatchGetResult[" + keys.entityType() + ": " + items.size() + " found, " + keys.unprocessed().size()
                + " of " + keys.total() + " keys unprocessed, " + keys.requests() + " requests]";
    }
}
