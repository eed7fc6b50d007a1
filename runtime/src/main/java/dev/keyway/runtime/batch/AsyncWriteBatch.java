package dev.keyway.runtime.batch;

import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.key.Key;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * A {@link WriteBatch} of asynchronous repositories, sent asynchronously: the same chunks of 25
 * writes mixing the entities of one table, the same retries of unprocessed items with backoff and
 * jitter (a delayed send, not a sleeping thread), the same {@link WriteBatch.Result} with what could
 * still not be written: nothing is lost. What the synchronous batch refuses while it is built (an
 * entity with {@code @Unique} components, an item over 400 KB, a repository of another table)
 * fails the future of {@link #execute()} instead, and nothing is sent.
 *
 * <pre>{@code
 * AsyncWriteBatch.on(asyncClient)
 *         .put(customers, customer)
 *         .putAll(orders, customerOrders)
 *         .delete(refunds, RefundKeys.primaryKey("c1", "r-9"))
 *         .execute()
 *         .thenAccept(result -> result.puts(orders).orThrow());
 * }</pre>
 *
 * <p>Not thread-safe; executed once.
 */
public final class AsyncWriteBatch {

    private final DynamoDbAsyncClient client;
    private final WriteBatch batch = WriteBatch.on(PreparingClient.INSTANCE);
    private RuntimeException invalid;

    private AsyncWriteBatch(DynamoDbAsyncClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty batch sent through this client. */
    public static AsyncWriteBatch on(DynamoDbAsyncClient client) {
        return new AsyncWriteBatch(client);
    }

    private AsyncWriteBatch add(Consumer<WriteBatch> writes) {
        if (invalid == null) {
            try {
                writes.accept(batch);
            } catch (RuntimeException e) {
                invalid = e;
            }
        }
        return this;
    }

    /** Puts the record (replacing any item with its key), as {@link WriteBatch#put}. */
    public <T> AsyncWriteBatch put(AsyncEntityRepository<T> repository, T record) {
        return putAll(repository, List.of(Objects.requireNonNull(record, "record")));
    }

    /**
     * Puts every record, as {@link WriteBatch#putAll}; an entity with {@code @Unique} components
     * fails {@link #execute()} with {@link BatchWriteRefusedException}.
     */
    public <T> AsyncWriteBatch putAll(AsyncEntityRepository<T> repository, Collection<? extends T> records) {
        return add(b -> b.putAll(AsyncAccess.prepared(repository), records));
    }

    /** Deletes the item under the key, if there is one, as {@link WriteBatch#delete}. */
    public <T> AsyncWriteBatch delete(AsyncEntityRepository<T> repository, Key<T> key) {
        return deleteAll(repository, List.of(Objects.requireNonNull(key, "key")));
    }

    /** Deletes the items under every key, as {@link WriteBatch#deleteAll}. */
    public <T> AsyncWriteBatch deleteAll(AsyncEntityRepository<T> repository, Collection<? extends Key<T>> keys) {
        return add(b -> b.deleteAll(AsyncAccess.prepared(repository), keys));
    }

    /** How many writes the batch holds (two of one key counted twice). */
    public int size() {
        return batch.size();
    }

    /** Sends the writes with the default {@link BatchOptions}. */
    public CompletableFuture<WriteBatch.Result> execute() {
        return execute(BatchOptions.defaults());
    }

    /**
     * Sends the writes as {@link WriteBatch#execute(BatchOptions)} does; the future completes with
     * the result once every write was processed or its attempts are spent, or fails with what
     * building the batch refused ({@link IllegalStateException} once executed).
     */
    public CompletableFuture<WriteBatch.Result> execute(BatchOptions options) {
        return Futures.attempt(() -> {
            if (invalid != null) {
                throw invalid;
            }
            return batch.executeAsync(client, options);
        });
    }
}
