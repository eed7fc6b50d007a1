package dev.keyway.runtime.transaction;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.key.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes to several items, of any entities and tables, all or none: one {@code TransactWriteItems}
 * request built fluently from the repositories' writes.
 *
 * <pre>{@code
 * WriteTransaction.Result result = WriteTransaction.on(client)
 *         .put(accounts, from.withBalance(from.balance() - 50))      // @Version: only if still from.version()
 *         .put(accounts, to.withBalance(to.balance() + 50))
 *         .create(transfers, new Transfer(from.id(), "t-81", to.id(), 50))   // only if t-81 is new
 *         .update(orders, orders.update("c1", placedAt, "o-17").set(OrderSchema.STATUS, Status.PAID))
 *         .check(customers, CustomerKeys.primaryKey("c1"), CustomerSchema.EMAIL.exists())
 *         .delete(refunds, RefundKeys.primaryKey("c1", "r-9"))
 *         .clientRequestToken("transfer-t-81")                       // a retry is not applied twice
 *         .execute();
 * Account debited = result.stored(from.withBalance(from.balance() - 50));   // with its new version
 * }</pre>
 *
 * <p>Every write means what it means alone: {@code put} replaces the item (and for a
 * {@code @Version} entity stores the next version, only if the stored version is the record's),
 * {@code create} writes only a new key, {@code update} rewrites the index keys built from the
 * components it sets, {@code delete} of a record deletes only its version. If any condition
 * fails, or DynamoDB cancels the transaction for another reason, nothing is written and
 * {@link #execute()} throws {@link TransactionFailedException}, which names every failed item
 * with its entity, key, DynamoDB's code and the exception the write would have thrown alone
 * ({@link ItemAlreadyExistsException}, {@link VersionConflictException},
 * {@link ConditionFailedException}).
 *
 * <p><b>Unique values.</b> A write of an entity with {@code @Unique} components brings the guard
 * items of its values into the transaction, as its repository's own write does: a {@code create}
 * claims each value (a taken one cancels the transaction with a {@link UniqueConstraintException}
 * reason), a {@code put} or an {@code update} that changes a value claims the new one and releases
 * the old one, a {@code delete} releases them. To know the old values, a put, a delete, and an
 * update that changes a unique value read the stored item (consistently) when they are added, and
 * carry the condition that its values are still those. A value that one write of the transaction
 * releases and another claims moves to its new owner in one operation. Guard items count towards
 * the limit of {@value #MAX_ITEMS} items; two claims of one value in a transaction are refused
 * with {@link UniqueConstraintException} when the second is added.
 *
 * <p>Each item goes to its repository's table ({@link Repository#tableName()}), so one
 * transaction may span tables; the request is sent through the client given to {@link #on}.
 * DynamoDB's rules are checked as items are added, before anything is sent: at most
 * {@value #MAX_ITEMS} items, and at most one operation per item (table and primary key), else
 * {@link InvalidTransactionException}. Each
 * write's record is converted, and its conditions and update expression rendered, when it is
 * added, so a record or update changed afterwards does not change the transaction. DynamoDB
 * also limits a transaction to 4 MB in all; a larger one fails with its
 * {@code ValidationException}.
 *
 * <p>Not thread-safe: build and execute a transaction on one thread.
 */
public final class WriteTransaction {

    /** DynamoDB's limit on the items of one {@code TransactWriteItems} request. */
    public static final int MAX_ITEMS = TransactionItems.MAX_ITEMS;

    /** DynamoDB's limit on the length of a client request token. */
    public static final int MAX_TOKEN_LENGTH = 36;

    private final DynamoDbClient client;
    private final TransactionPlan plan = new TransactionPlan();
    private String clientRequestToken;
    private Result result;

    private WriteTransaction(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * A new, empty transaction sent through this client.
     *
     * @param client the client that sends {@code TransactWriteItems}; the repositories' own
     *               clients are not used
     */
    public static WriteTransaction on(DynamoDbClient client) {
        return new WriteTransaction(client);
    }

    /**
     * Puts the record, replacing any item with its key. For a {@code @Version} entity the record
     * is stored with the next version, on condition that the stored version is the record's
     * (version 0: that there is no item); a conflict cancels the transaction with a
     * {@link VersionConflictException} reason.
     *
     * <pre>{@code
     * transaction.put(accounts, account.withBalance(account.balance() + 10));
     * }</pre>
     *
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction put(Repository<T> repository, T record) {
        return put(repository, record, null);
    }

    /**
     * Puts the record if the condition holds for the stored item (and, for a {@code @Version}
     * entity, if the stored version is the record's).
     *
     * <pre>{@code
     * transaction.put(orders, paid, OrderSchema.STATUS.eq(Status.PLACED));
     * }</pre>
     *
     * @param condition the condition, or {@code null} for none
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction put(Repository<T> repository, T record, Condition condition) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        Objects.requireNonNull(record, "record");
        checkOpen();
        // For @Unique values: reads the stored item's values, claims and releases them with the put.
        return add(TransactionWrite.put(table, record, condition));
    }

    /**
     * Creates the record: puts it only if no item has its key ({@code attribute_not_exists}); a
     * {@code @Version} record is stored as version 1. A taken key cancels the transaction with an
     * {@link ItemAlreadyExistsException} reason.
     *
     * <pre>{@code
     * transaction.create(transfers, new Transfer("a", "t-81", "b", 50));
     * }</pre>
     *
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction create(Repository<T> repository, T record) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        Objects.requireNonNull(record, "record");
        checkOpen();
        return add(TransactionWrite.create(table, record));
    }

    /**
     * Updates one item as {@link Update#execute()} would, in the repository's table: the update's
     * sets, removals, counters and conditions, the index keys it rewrites and the
     * {@code @Version} increment. The update is read when added; executing the transaction does
     * not return the updated item (read it afterwards if needed).
     *
     * <pre>{@code
     * transaction.update(orders, orders.update("c1", placedAt, "o-17")
     *         .set(OrderSchema.STATUS, Status.SHIPPED)            // GSI1PK becomes STATUS#SHIPPED
     *         .when(OrderSchema.STATUS.eq(Status.PAID)));
     * }</pre>
     *
     * @param repository the repository the update was made by: its table receives the update
     * @param update     an update made by {@code repository.update(...)}
     * @throws IncompleteKeyUpdateException if an index key cannot be rewritten
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException        once executed
     */
    public <T> WriteTransaction update(Repository<T> repository, Update<T> update) {
        return update(RuntimeAccess.operations(repository), RuntimeAccess.updateSpec(Objects.requireNonNull(update, "update")));
    }

    /**
     * Updates one item in the table of the repository that made the update, as
     * {@link #update(Repository, Update)} does.
     *
     * <pre>{@code
     * transaction.update(orders.update("c1", placedAt, "o-17").set(OrderSchema.STATUS, Status.SHIPPED));
     * }</pre>
     */
    public <T> WriteTransaction update(Update<T> update) {
        UpdateSpec<T> spec = RuntimeAccess.updateSpec(Objects.requireNonNull(update, "update"));
        return update(spec.table(), spec);
    }

    /** An update of the table's item, for {@link #update(Update)} and {@link Update#exactlyOnce()}. */
    <T> WriteTransaction update(EntityOperations<T> table, UpdateSpec<T> update) {
        checkOpen();
        return add(TransactionWrite.update(table, update)); // one that changes a unique value reads the stored item
    }

    /**
     * Deletes the record's item; for a {@code @Version} entity only if the stored version is the
     * record's (else the transaction is cancelled with a {@link VersionConflictException} reason).
     *
     * <pre>{@code
     * transaction.delete(accounts, closedAccount);
     * }</pre>
     *
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction delete(Repository<T> repository, T record) {
        return delete(repository, record, (Condition) null);
    }

    /**
     * Deletes the record's item if the condition holds (and, for a {@code @Version} entity, if
     * the stored version is the record's).
     *
     * @param condition the condition, or {@code null} for none
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction delete(Repository<T> repository, T record, Condition condition) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        Objects.requireNonNull(record, "record");
        checkOpen();
        return add(TransactionWrite.deleteRecord(table, record, condition));
    }

    /**
     * Deletes the item with this primary key, if there is one (deleting a missing item does not
     * cancel the transaction).
     *
     * <pre>{@code
     * transaction.delete(orders, OrderKeys.primaryKey("c1", placedAt, "o-17"));
     * }</pre>
     *
     * @param key the primary key ({@code XKeys.primaryKey(...)}, or a key a result handed back)
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws KeyMismatchException        if the key is not one of the repository's entity
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction delete(Repository<T> repository, Key<T> key) {
        return delete(repository, key, null);
    }

    /**
     * Deletes the item with this primary key if the condition holds for it.
     *
     * <pre>{@code
     * transaction.delete(orders, OrderKeys.primaryKey("c1", placedAt, "o-17"),
     *         OrderSchema.STATUS.eq(Status.CANCELLED));
     * }</pre>
     *
     * @param key       the primary key
     * @param condition the condition, or {@code null} for none
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws KeyMismatchException        if the key is not one of the repository's entity
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction delete(Repository<T> repository, Key<T> key, Condition condition) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        checkOpen();
        return add(TransactionWrite.delete(table, key, condition)); // releases the stored item's unique values
    }

    /**
     * Requires the condition to hold for the item with this key, without writing it
     * ({@code ConditionCheck}): if it does not, the transaction is cancelled with a
     * {@link ConditionFailedException} reason.
     *
     * <pre>{@code
     * transaction.check(customers, CustomerKeys.primaryKey("c1"), CustomerSchema.EMAIL.exists());
     * }</pre>
     *
     * @param key       the primary key
     * @param condition the condition the stored item must meet
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the transaction already
     *                                     writes or checks this item
     * @throws KeyMismatchException        if the key is not one of the repository's entity
     * @throws IllegalStateException       once executed
     */
    public <T> WriteTransaction check(Repository<T> repository, Key<T> key, Condition condition) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        Objects.requireNonNull(condition, "condition");
        checkOpen();
        return add(TransactionWrite.check(table, key, condition));
    }

    /**
     * Makes the transaction idempotent: DynamoDB applies a transaction with a given token at most
     * once within 10 minutes; sending it again (the same items) succeeds without writing again.
     * Use a token derived from the business operation ({@code "transfer-" + transferId}) so that
     * a retry after a timeout, even from a new {@code WriteTransaction}, cannot apply it twice.
     * Sending other items with a token already used fails with DynamoDB's
     * {@code IdempotentParameterMismatchException}. DynamoDB remembers tokens for the account and
     * region, not per table: make them unique per operation. The repeated call does not say
     * whether it wrote; read the items if that matters. Without a token the SDK makes one per
     * call (its own retries of that call reuse it).
     *
     * <pre>{@code
     * WriteTransaction.on(client).update(accounts, accounts.update("a").increment(AccountSchema.BALANCE, 10L))
     *         .clientRequestToken("deposit-d-123")
     *         .execute();
     * }</pre>
     *
     * @param token 1 to {@value #MAX_TOKEN_LENGTH} characters
     * @throws IllegalArgumentException if the token is empty or too long
     */
    public WriteTransaction clientRequestToken(String token) {
        Objects.requireNonNull(token, "token");
        if (token.isEmpty() || token.length() > MAX_TOKEN_LENGTH) {
            throw new IllegalArgumentException("A client request token has 1 to " + MAX_TOKEN_LENGTH
                    + " characters, got " + token.length());
        }
        checkOpen();
        this.clientRequestToken = token;
        return this;
    }

    /** The client request token, if one was set. */
    public Optional<String> clientRequestToken() {
        return Optional.ofNullable(clientRequestToken);
    }

    /** How many items the transaction holds. */
    public int size() {
        return plan.entries().size();
    }

    /**
     * Sends {@code TransactWriteItems}: every write happens, or none. An empty transaction sends
     * nothing. It is applied at most once per call: the AWS SDK's retries of a request whose answer
     * was lost reuse its client request token (yours, or one the SDK makes per call), so a
     * {@code @Version} write in it never conflicts with its own change. After it threw, {@code execute()} may be called again (a
     * {@code TransactionConflict} is worth retrying; with a {@link #clientRequestToken} a retry
     * after a timeout is safe); after it succeeded the transaction is closed.
     *
     * @return the records as stored, for {@link Result#stored}
     * @throws TransactionFailedException if DynamoDB cancelled the transaction; nothing was written
     * @throws IllegalStateException         if the transaction was already executed successfully
     */
    public Result execute() {
        checkOpen();
        List<TransactionEntry<?>> entries = plan.entries();
        if (!entries.isEmpty()) {
            new TransactWriteRequest(entries).send(client, clientRequestToken);
        }
        return finish(entries);
    }

    /** The entries to send, for {@link AsyncWriteTransaction}; refused after a successful execution. */
    List<TransactionEntry<?>> entriesToSend() {
        checkOpen();
        return plan.entries();
    }

    /** Closes the transaction after the entries were written, with what it stored. */
    Result finish(List<TransactionEntry<?>> entries) {
        List<Stored> stored = new ArrayList<>();
        for (TransactionEntry<?> entry : entries) {
            if (entry.prepared().stored() != null) {
                stored.add(new Stored(entry.submitted(), entry.prepared().stored()));
            }
        }
        result = new Result(entries.size(), stored);
        return result;
    }

    /**
     * What an executed transaction wrote: the records of its puts and creates as stored (a
     * {@code @Version} record with its new version).
     */
    public static final class Result {

        private final int size;
        private final List<Stored> stored;

        private Result(int size, List<Stored> stored) {
            this.size = size;
            this.stored = List.copyOf(stored);
        }

        /** How many items the transaction wrote or checked. */
        public int size() {
            return size;
        }

        /**
         * The record as stored, for a record that was put or created (equal to the one passed):
         * with its new version for a {@code @Version} entity, and as a read would return it.
         *
         * <pre>{@code
         * Account debited = from.withBalance(40);
         * Account stored = WriteTransaction.on(client).put(accounts, debited).put(accounts, credited)
         *         .execute().stored(debited);
         * stored.version();   // debited.version() + 1
         * }</pre>
         *
         * @throws IllegalArgumentException if no such record was put or created in the transaction
         */
        @SuppressWarnings("unchecked")
        public <T> T stored(T record) {
            Objects.requireNonNull(record, "record");
            for (Stored pair : stored) {
                // Equal records store equal records (what is stored derives from the record), so the first will do.
                if (pair.submitted().equals(record)) {
                    return (T) pair.stored();
                }
            }
            throw new IllegalArgumentException("This record was not put or created in the transaction: " + record);
        }
    }

    // ---- internals -------------------------------------------------------------------------

    /** A record as submitted and as stored. */
    private record Stored(Object submitted, Object stored) {
    }

    /** @throws IllegalStateException once executed successfully */
    void checkOpen() {
        if (result != null) {
            throw new IllegalStateException("This transaction was executed already; start a new one with WriteTransaction.on(client)");
        }
    }

    /** Adds the write, the stored item its guards depend on read now. */
    private <T> WriteTransaction add(TransactionWrite<T> write) {
        return add(write, write.readNow());
    }

    /**
     * Adds an entity's write with the guard items of its unique values, as {@link TransactionPlan#add}
     * does, given the stored item ({@link TransactionWrite#plan}); {@link AsyncWriteTransaction} reads it itself.
     */
    <T> WriteTransaction add(TransactionWrite<T> write, Map<String, AttributeValue> stored) {
        TransactionWrite.Planned<T> planned = write.plan(stored);
        plan.add(planned.entry(), planned.guards());
        return this;
    }
}
