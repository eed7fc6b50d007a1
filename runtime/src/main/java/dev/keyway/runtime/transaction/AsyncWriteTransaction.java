package dev.keyway.runtime.transaction;

import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.key.Key;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@link WriteTransaction} of asynchronous repositories, sent asynchronously: the same items,
 * checks and conditions (it builds a {@code WriteTransaction}), one {@code TransactWriteItems}
 * whose future completes with the {@link WriteTransaction.Result}, or fails with the same
 * {@link dev.keyway.runtime.exception.TransactionFailedException TransactionFailedException}
 * naming each item's reason (and its stored item). What the
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
 *
 * <p><b>Unique values.</b> The writes of an entity with {@code @Unique} components bring their guard
 * items, as in a {@code WriteTransaction}: a create claims its values; a put, a delete and an update
 * that changes a unique value need the stored item's values, which {@link #execute()} reads first
 * (a consistent GetItem per such write, all sent at once, through the repository's client and
 * listener), and then carry the condition that the values are still those. The item is read when
 * the transaction executes, not when the write is added (as the synchronous one does): the guards
 * follow the values stored then, and a change in between cancels the write only through its own
 * conditions (a {@code @Version} record written since: a version conflict). A claim that fails on
 * a stale guard (its owner gone or holding another value) releases it and sends the transaction once
 * more, as the synchronous one does. Guard items count towards the 100 items; a transaction that
 * grows past them with the guards of its reads fails {@code execute()}'s future with
 * {@link InvalidTransactionException}, and two claims of one value with {@link UniqueConstraintException}.
 *
 * <p>Not thread-safe: build it on one thread, and add nothing while the future of {@link #execute()}
 * is pending (the reads' answers plan the waiting writes on the thread that completes them).
 */
public final class AsyncWriteTransaction {

    private final DynamoDbAsyncClient client;
    private final WriteTransaction transaction = WriteTransaction.on(PreparingClient.INSTANCE);
    /** From the first write that waits for its stored item on: the writes in order, planned by execute(). */
    private final List<Waiting<?>> waiting = new ArrayList<>();
    /** The asynchronous operations of each entity written, to read and release stale guards with. */
    private final Map<EntityOperations<?>, AsyncEntityOperations<?>> tables = new IdentityHashMap<>();
    private RuntimeException invalid;

    /** A write not planned yet, with the operations that read its stored item. */
    private record Waiting<T>(TransactionWrite<T> write, AsyncEntityOperations<T> table) {

        /** The stored item its guards depend on (empty for none), or {@code null} when it reads nothing. */
        CompletableFuture<Map<String, AttributeValue>> read() {
            return write.reads() ? table.readStored(write.readFor(), write.readKey())
                    : CompletableFuture.completedFuture(null);
        }
    }

    private AsyncWriteTransaction(DynamoDbAsyncClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty transaction sent through this client. */
    public static AsyncWriteTransaction on(DynamoDbAsyncClient client) {
        return new AsyncWriteTransaction(client);
    }

    /**
     * Adds the write, prepared now (what it refuses fails {@link #execute()}); planned now as well
     * unless it, or a write before it, waits for a stored item (the order of the items is kept).
     */
    private <T> AsyncWriteTransaction add(Supplier<AsyncEntityOperations<T>> repository,
                                          Function<EntityOperations<T>, TransactionWrite<T>> write) {
        return building(() -> {
            transaction.checkOpen();
            AsyncEntityOperations<T> table = repository.get();
            TransactionWrite<T> prepared = write.apply(table.prepared());
            tables.put(prepared.table(), table); // its entries' table, whose stale claims it releases
            if (waiting.isEmpty() && !prepared.reads()) {
                transaction.add(prepared, null);
            } else {
                waiting.add(new Waiting<>(prepared, table));
            }
        });
    }

    /** Takes a step of building, unless the transaction is invalid already; what it throws fails {@link #execute()}. */
    private AsyncWriteTransaction building(Runnable step) {
        if (invalid == null) {
            try {
                step.run();
            } catch (RuntimeException e) {
                invalid = e;
            }
        }
        return this;
    }

    /** Adds a put of the record (a versioned record on its version), as {@link WriteTransaction#put}. */
    public <T> AsyncWriteTransaction put(AsyncEntityRepository<T> repository, T record) {
        return put(repository, record, null);
    }

    /** Adds a put of the record on a condition. */
    public <T> AsyncWriteTransaction put(AsyncEntityRepository<T> repository, T record, Condition condition) {
        return add(() -> AsyncAccess.operations(repository), table -> TransactionWrite.put(table, record, condition));
    }

    /** Adds a put of the record on condition that its key is new. */
    public <T> AsyncWriteTransaction create(AsyncEntityRepository<T> repository, T record) {
        return add(() -> AsyncAccess.operations(repository), table -> TransactionWrite.create(table, record));
    }

    /**
     * Adds the update (from the asynchronous repository's {@code update(...)}; not executed by itself)
     * as it is now: changes made to it afterwards are not part of the transaction.
     */
    public <T> AsyncWriteTransaction update(AsyncUpdate<T> update) {
        return add(() -> AsyncAccess.operations(update),
                table -> TransactionWrite.update(table, RuntimeAccess.updateSpec(AsyncAccess.update(update)).copy()));
    }

    /** Adds a delete of the record's item (for a versioned entity, on its version). */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, T record) {
        return delete(repository, record, (Condition) null);
    }

    /** Adds a delete of the record's item on a condition. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, T record, Condition condition) {
        return add(() -> AsyncAccess.operations(repository),
                table -> TransactionWrite.deleteRecord(table, record, condition));
    }

    /** Adds a delete of the item under the key. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, Key<T> key) {
        return delete(repository, key, null);
    }

    /** Adds a delete of the item under the key on a condition. */
    public <T> AsyncWriteTransaction delete(AsyncEntityRepository<T> repository, Key<T> key, Condition condition) {
        return add(() -> AsyncAccess.operations(repository), table -> TransactionWrite.delete(table, key, condition));
    }

    /** Adds a condition on an item the transaction does not write. */
    public <T> AsyncWriteTransaction check(AsyncEntityRepository<T> repository, Key<T> key, Condition condition) {
        return add(() -> AsyncAccess.operations(repository), table -> TransactionWrite.check(table, key, condition));
    }

    /** Your client request token: a resend with it within 10 minutes is applied at most once. */
    public AsyncWriteTransaction clientRequestToken(String token) {
        return building(() -> transaction.clientRequestToken(token));
    }

    /**
     * How many items the transaction writes or checks: a put, delete or update of {@code @Unique}
     * values counts as one item until {@link #execute()} has read the stored item, and with its
     * guard items after.
     */
    public int size() {
        return transaction.size() + waiting.size();
    }

    /**
     * Reads the stored items the waiting writes' guards depend on, then sends
     * {@code TransactWriteItems}: every write happens, or none. An empty transaction sends
     * nothing. Fails with
     * {@link dev.keyway.runtime.exception.TransactionFailedException TransactionFailedException}
     * if DynamoDB cancelled it,
     * {@link InvalidTransactionException} (and the like) if it could not be built, and
     * {@link IllegalStateException} if it was executed successfully before.
     */
    public CompletableFuture<WriteTransaction.Result> execute() {
        return Futures.attempt(() -> {
            if (invalid != null) {
                throw invalid;
            }
            transaction.checkOpen();
            return Futures.then(planWaiting(), planned -> send());
        });
    }

    /**
     * Reads the stored items of the waiting writes, all at once, and plans the writes in order. A
     * read that failed leaves them waiting, for another {@link #execute()}; a write the plan refuses
     * makes the transaction invalid, as it would have been when added.
     */
    private CompletableFuture<Void> planWaiting() {
        if (waiting.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        List<Waiting<?>> writes = List.copyOf(waiting);
        List<CompletableFuture<Map<String, AttributeValue>>> reads = new ArrayList<>(writes.size());
        writes.forEach(write -> reads.add(write.read()));
        return Futures.map(CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new)), done -> {
            waiting.clear();
            try {
                for (int i = 0; i < writes.size(); i++) {
                    transaction.add(writes.get(i).write(), reads.get(i).getNow(null)); // every read is done
                }
            } catch (RuntimeException e) {
                invalid = e;
                throw e;
            }
            return null;
        });
    }

    private CompletableFuture<WriteTransaction.Result> send() {
        List<TransactionEntry<?>> entries = transaction.entriesToSend();
        if (entries.isEmpty()) {
            return CompletableFuture.completedFuture(transaction.finish(entries));
        }
        return Futures.map(new AsyncTransactWriteRequest(client, new TransactWriteRequest(entries), tables::get)
                .send(transaction.clientRequestToken().orElse(null)), response -> transaction.finish(entries));
    }
}
