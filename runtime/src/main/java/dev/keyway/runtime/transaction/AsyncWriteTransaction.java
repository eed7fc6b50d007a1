package dev.keyway.runtime.transaction;

import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.key.Key;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A {@link WriteTransaction} of asynchronous repositories, sent asynchronously: the same items,
 * checks and conditions (it builds a {@code WriteTransaction}), one {@code TransactWriteItems}
 * whose future completes with the {@link WriteTransaction.Result}, or fails with the same
 * {@link TransactionFailedException} naming each item's reason (and its stored item). What the
 * synchronous transaction refuses while it is built (more than 100 items, one item twice, an invalid
 * key) fails the future of {@link #execute()} instead, and nothing is sent.
 *
 * <pre>{@code
 * AsyncWriteTransaction.on(asyncClient)
 *         .put(accounts, from.withBalance(from.balance() - 10))
 *         .put(accounts, to.withBalance(to.balance() + 10))
 *         .execute()
 *         .thenAccept(result -> ...);
 * }</pre>
 */
public final class AsyncWriteTransaction {

    private final DynamoDbAsyncClient client;
    private final WriteTransaction transaction = WriteTransaction.on(PreparingClient.INSTANCE);
    private RuntimeException invalid;

    private AsyncWriteTransaction(DynamoDbAsyncClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty transaction sent through this client. */
    public static AsyncWriteTransaction on(DynamoDbAsyncClient client) {
        return new AsyncWriteTransaction(client);
    }

    private AsyncWriteTransaction add(Consumer<WriteTransaction> item) {
        if (invalid == null) {
            try {
                item.accept(transaction);
            } catch (UnsupportedOperationException e) {
                // Only the read of a @Unique entity's stored item asks the preparing client, which sends nothing.
                invalid = new UnsupportedOperationException("An AsyncWriteTransaction cannot put, delete or update the"
                        + " @Unique values of an entity: their guards depend on the stored item, which it would have to"
                        + " read first. Use the asynchronous repository's own put, delete or update (one transaction"
                        + " with the guards), or a WriteTransaction; create is supported", e);
            } catch (RuntimeException e) {
                invalid = e;
            }
        }
        return this;
    }

    /** Adds a put of the record (a versioned record on its version), as {@link WriteTransaction#put}. */
    public <T> AsyncWriteTransaction put(AsyncEntityRepository<T> repository, T record) {
        return add(t -> t.put(AsyncAccess.prepared(repository), record));
    }

    /** Adds a put of the record on a condition. */
    public <T> AsyncWriteTransaction put(AsyncEntityRepository<T> repository, T record, Condition condition) {
        return add(t -> t.put(AsyncAccess.prepared(repository), record, condition));
    }

    /** Adds a put of the record on condition that its key is new. */
    public <T> AsyncWriteTransaction create(AsyncEntityRepository<T> repository, T record) {
        return add(t -> t.create(AsyncAccess.prepared(repository), record));
    }

    /** Adds the update (from the asynchronous repository's {@code update(...)}; not executed by itself). */
    public <T> AsyncWriteTransaction update(AsyncUpdate<T> update) {
        return add(t -> t.update(AsyncAccess.update(update)));
    }

    /** Adds a delete of the record's item (for a versioned entity, on its version). */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, T record) {
        return add(t -> t.delete(AsyncAccess.prepared(repository), record));
    }

    /** Adds a delete of the record's item on a condition. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, T record, Condition condition) {
        return add(t -> t.delete(AsyncAccess.prepared(repository), record, condition));
    }

    /** Adds a delete of the item under the key. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, Key<T> key) {
        return add(t -> t.delete(AsyncAccess.prepared(repository), key));
    }

    /** Adds a delete of the item under the key on a condition. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, Key<T> key, Condition condition) {
        return add(t -> t.delete(AsyncAccess.prepared(repository), key, condition));
    }

    /** Adds a condition on an item the transaction does not write. */
    public <T> AsyncWriteTransaction check(AsyncEntityRepository<T> repository, Key<T> key, Condition condition) {
        return add(t -> t.check(AsyncAccess.prepared(repository), key, condition));
    }

    /** Your client request token: a resend with it within 10 minutes is applied at most once. */
    public AsyncWriteTransaction clientRequestToken(String token) {
        return add(t -> t.clientRequestToken(token));
    }

    /** How many items the transaction writes or checks. */
    public int size() {
        return transaction.size();
    }

    /**
     * Sends {@code TransactWriteItems}: every write happens, or none. An empty transaction sends
     * nothing. Fails with {@link TransactionFailedException} if DynamoDB cancelled it,
     * {@link InvalidTransactionException} (and the like) if it could not be built, and
     * {@link IllegalStateException} if it was executed successfully before.
     */
    public CompletableFuture<WriteTransaction.Result> execute() {
        return Futures.attempt(() -> {
            if (invalid != null) {
                throw invalid;
            }
            List<TransactionEntry<?>> entries = transaction.entriesToSend();
            if (entries.isEmpty()) {
                return CompletableFuture.completedFuture(transaction.finish(entries));
            }
            TransactWriteRequest request = new TransactWriteRequest(entries);
            String token = transaction.clientRequestToken().orElse(null);
            return Futures.map(AsyncRequests.joint(client, request.involved())
                            .transactWriteItems(request.context(), request.request(token).build()),
                    response -> transaction.finish(entries),
                    error -> error instanceof TransactionCanceledException cancelled ? request.cancelled(cancelled) : error);
        });
    }
}
