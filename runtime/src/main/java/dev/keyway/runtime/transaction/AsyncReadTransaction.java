package dev.keyway.runtime.transaction;

import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.key.Key;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A {@link ReadTransaction} of asynchronous repositories: items read at one instant with one
 * {@code TransactGetItems}, each into its {@link TransactionRead} handle once the future of
 * {@link #execute()} completes (or none, when it fails with
 * {@link dev.keyway.runtime.exception.TransactionFailedException TransactionFailedException}).
 *
 * <pre>{@code
 * AsyncReadTransaction reads = AsyncReadTransaction.on(asyncClient);
 * TransactionRead<Account> account = reads.get(accounts, AccountKeys.primaryKey("a"));
 * reads.execute().thenRun(() -> account.item().ifPresent(...));
 * }</pre>
 */
public final class AsyncReadTransaction {

    private final DynamoDbAsyncClient client;
    private final ReadTransaction reads = ReadTransaction.on(PreparingClient.INSTANCE);

    private AsyncReadTransaction(DynamoDbAsyncClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty read sent through this client. */
    public static AsyncReadTransaction on(DynamoDbAsyncClient client) {
        return new AsyncReadTransaction(client);
    }

    /**
     * Adds the read of the item with this primary key, as {@link ReadTransaction#get}; refuses (throws)
     * what that refuses, before any request: more than 100 items, one item twice, a key of another entity.
     */
    public <T> TransactionRead<T> get(AsyncEntityRepository<T> repository, Key<T> key) {
        return reads.get(AsyncAccess.prepared(repository), key);
    }

    /** How many items the read holds. */
    public int size() {
        return reads.size();
    }

    /** Sends {@code TransactGetItems} and fills every handle; an empty read sends nothing. */
    public CompletableFuture<Void> execute() {
        return Futures.attempt(() -> {
            if (reads.reads().isEmpty()) {
                return CompletableFuture.completedFuture(null);
            }
            return Futures.map(AsyncRequests.joint(client, reads.involved())
                            .transactGetItems(reads.context(), reads.request()),
                    response -> {
                        reads.fill(response);
                        return null;
                    },
                    error -> error instanceof TransactionCanceledException cancelled ? reads.cancelled(cancelled) : error);
        });
    }
}
