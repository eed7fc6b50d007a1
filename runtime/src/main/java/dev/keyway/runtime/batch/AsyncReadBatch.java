package dev.keyway.runtime.batch;

import dev.keyway.runtime.async.AsyncEntityRepository;
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
 * A {@link ReadBatch} of asynchronous repositories, sent asynchronously: the same chunks of 100 keys
 * mixing the entities of one table, the same retries of unprocessed keys with backoff and jitter (a
 * delayed send, not a sleeping thread), the same {@link ReadBatch.Result} with each entity's records
 * and the keys that could still not be read: nothing is lost. What the synchronous batch refuses
 * while it is built (a key of another entity, a repository of another table) fails the future of
 * {@link #execute()} instead, and nothing is sent.
 *
 * <pre>{@code
 * AsyncReadBatch.on(asyncClient)
 *         .get(customers, CustomerKeys.primaryKey("c1"))
 *         .getAll(orders, orderKeys)
 *         .execute()
 *         .thenApply(ReadBatch.Result::orThrow)
 *         .thenAccept(read -> render(read.of(customers).items(), read.of(orders).items()));
 * }</pre>
 *
 * <p>Not thread-safe; executed once.
 */
public final class AsyncReadBatch {

    private final DynamoDbAsyncClient client;
    private final ReadBatch batch = ReadBatch.on(PreparingClient.INSTANCE);
    private RuntimeException invalid;

    private AsyncReadBatch(DynamoDbAsyncClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty batch sent through this client. */
    public static AsyncReadBatch on(DynamoDbAsyncClient client) {
        return new AsyncReadBatch(client);
    }

    private AsyncReadBatch add(Consumer<ReadBatch> reads) {
        if (invalid == null) {
            try {
                reads.accept(batch);
            } catch (RuntimeException e) {
                invalid = e;
            }
        }
        return this;
    }

    /** Reads the item under the key, as the repository's entity; see {@link ReadBatch#get}. */
    public <T> AsyncReadBatch get(AsyncEntityRepository<T> repository, Key<T> key) {
        return getAll(repository, List.of(Objects.requireNonNull(key, "key")));
    }

    /** Reads the items under every key; see {@link ReadBatch#getAll}. */
    public <T> AsyncReadBatch getAll(AsyncEntityRepository<T> repository, Collection<? extends Key<T>> keys) {
        return add(b -> b.getAll(AsyncAccess.prepared(repository), keys));
    }

    /** Strongly consistent reads, for every key. */
    public AsyncReadBatch consistentRead() {
        batch.consistentRead();
        return this;
    }

    /** How many keys the batch holds (one asked for twice counted twice). */
    public int size() {
        return batch.size();
    }

    /** Sends the reads with the default {@link BatchOptions}. */
    public CompletableFuture<ReadBatch.Result> execute() {
        return execute(BatchOptions.defaults());
    }

    /**
     * Sends the reads as {@link ReadBatch#execute(BatchOptions)} does; the future completes with the
     * result once every key was read or its attempts are spent, or fails with what building the batch
     * refused, or an item that does not fit its record ({@link IllegalStateException} once executed).
     */
    public CompletableFuture<ReadBatch.Result> execute(BatchOptions options) {
        return Futures.attempt(() -> {
            if (invalid != null) {
                throw invalid;
            }
            return batch.executeAsync(client, options);
        });
    }
}
