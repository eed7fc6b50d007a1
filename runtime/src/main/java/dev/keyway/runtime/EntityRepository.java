package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The operations every generated repository has, whatever its keys: writes and deletes of whole
 * records, batches, scans and table creation. A generated {@code XRepository} extends it and adds
 * what depends on the entity's keys: {@code get}, {@code delete} and {@code update} by key
 * components, and one method per access pattern.
 *
 * <p>For an entity with a {@code @Version} component, {@code put}, {@code create} and
 * {@code delete(record)} lock optimistically: they store the next version on condition that the stored
 * version is the record's (for version 0: that there is no item), and throw
 * {@link VersionConflictException} otherwise. Such an exception says that the stored version was
 * not the record's when DynamoDB evaluated the request: someone changed the item, possibly this
 * very call, when the AWS SDK sent again a request whose answer was lost after DynamoDB applied it.
 * {@link #exactlyOnce()} sends the writes so that a lost answer cannot be mistaken for a conflict
 * (or applied twice). For an entity with {@code @Unique} components,
 * {@code put}, {@code create} and {@code delete} claim and release the unique values in the same
 * transaction, and the batch writes are refused ({@link BatchWriteRefusedException}); a
 * {@link WriteTransaction} takes them with their guard items.
 *
 * @param <T> the record type
 */
public abstract non-sealed class EntityRepository<T> implements Repository<T> {

    /** The table operations; the generated subclass reaches them through {@code RuntimeAccess.operations(this)}. */
    private final EntityOperations<T> table;

    /**
     * A repository reading and writing {@code schema}'s records in table {@code tableName}, its
     * requests reported to the {@linkplain RequestListener#getDefault() default listener}.
     */
    @InternalApi
    protected EntityRepository(DynamoDbClient client, String tableName, ItemSchema<T> schema) {
        this(client, tableName, schema, KeywaySettings.defaults());
    }

    /**
     * A repository reading and writing {@code schema}'s records in table {@code tableName}, its
     * requests reported to the listener.
     *
     * @param listener the listener, or {@code null} for the default listener at each request
     */
    @InternalApi
    protected EntityRepository(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                               RequestListener listener) {
        this(client, tableName, schema,
                listener == null ? KeywaySettings.defaults() : KeywaySettings.defaults().withRequestListener(listener));
    }

    /**
     * A repository reading and writing {@code schema}'s records in table {@code tableName}, with an
     * application's settings: its requests reported to the settings' listener, its cursors signed
     * with the settings' keys (each falling back to the process-wide default where not set).
     */
    protected EntityRepository(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                               KeywaySettings settings) {
        this.table = new EntityOperations<>(client, tableName, schema, Objects.requireNonNull(settings, "settings"));
    }

    @Override
    public String tableName() {
        return table.tableName();
    }

    /**
     * PutItem: stores the record, replacing any item with the same primary key.
     *
     * @return the record as stored
     */
    public T put(T value) {
        return table.put(value, null);
    }

    /**
     * PutItem if the condition holds for the stored item.
     *
     * @return the record as stored
     * @throws ConditionFailedException if the condition does not hold
     */
    public T put(T value, Condition condition) {
        return table.put(value, condition);
    }

    /**
     * PutItem if {@code attribute_not_exists} of the partition-key attribute: stores the record only
     * if its primary key is new.
     *
     * @return the record as stored
     * @throws ItemAlreadyExistsException if an item with this key exists
     */
    public T create(T value) {
        return table.create(value);
    }

    /** DeleteItem of this record's item. */
    public void delete(T value) {
        table.deleteRecord(value, null);
    }

    /**
     * DeleteItem of this record's item if the condition holds.
     *
     * @throws ConditionFailedException if the condition does not hold
     */
    public void delete(T value, Condition condition) {
        table.deleteRecord(value, condition);
    }

    /**
     * This repository's writes sent exactly once, each as a single-item TransactWriteItems with a
     * client request token that the AWS SDK's own retries of the call reuse: a request whose answer
     * was lost after DynamoDB applied it is not applied twice, and a {@code @Version} write is not
     * refused as a {@link VersionConflictException} on the version it wrote itself. Costs twice the
     * write capacity of a plain write (DynamoDB's price of a transactional write).
     *
     * <pre>{@code
     * accounts.exactlyOnce().put(current.withBalance(current.balance() + 10));
     * }</pre>
     */
    public ExactlyOnceWrites<T> exactlyOnce() {
        return new ExactlyOnceWrites<>(this, null);
    }

    /**
     * As {@link #exactlyOnce()}, with your client request token: within 10 minutes, the same write
     * sent again with the same token (after a call that failed with its outcome unknown, say) is
     * applied at most once in all. One token per write.
     *
     * <pre>{@code
     * String token = UUID.randomUUID().toString();            // once per intended write
     * accounts.exactlyOnce(token).put(current.withBalance(current.balance() + 10));   // repeatable
     * }</pre>
     *
     * @param clientRequestToken 1 to 36 characters
     * @throws IllegalArgumentException if the token is empty or longer
     */
    public ExactlyOnceWrites<T> exactlyOnce(String clientRequestToken) {
        return new ExactlyOnceWrites<>(this, SingleWriteTransaction.checkedToken(clientRequestToken));
    }

    /**
     * BatchWriteItem puts of any number of records: 25 per request, in parallel, unprocessed items
     * retried with backoff and jitter; what could still not be written is in the result, never
     * dropped. Records are stored as given (no conditions, no version check).
     *
     * @throws BatchWriteRefusedException for an entity with {@code @Unique} components
     */
    public BatchResult<T> putAll(Collection<? extends T> records) {
        return table.putAll(records, BatchOptions.defaults());
    }

    /** As {@link #putAll(Collection)}, with parallelism, attempts and backoff of your choosing. */
    public BatchResult<T> putAll(Collection<? extends T> records, BatchOptions options) {
        return table.putAll(records, options);
    }

    /**
     * GetItem: the record stored under the key (from the entity's {@code XKeys.primaryKey}, or a key a
     * result handed back), if any; as the generated {@code get} by key components.
     *
     * @throws KeyMismatchException if the key is not one of this entity (an unchecked cast got it here)
     */
    public Optional<T> get(Key<T> key) {
        return table.get(key);
    }

    /**
     * DeleteItem: removes the item stored under the key, if there is one; as the generated
     * {@code delete} by key components (no version check: a key carries no version).
     *
     * @throws KeyMismatchException if the key is not one of this entity
     */
    public void delete(Key<T> key) {
        table.delete(key, null);
    }

    /**
     * BatchWriteItem deletes of any number of primary keys (from the entity's
     * {@code XKeys.primaryKey}): 25 per request; the keys that could not be deleted are in the result.
     *
     * @throws KeyMismatchException if a key is not one of this entity (nothing is sent)
     */
    public BatchResult<Key<T>> deleteAll(Collection<? extends Key<T>> keys) {
        return table.deleteAll(keys, BatchOptions.defaults());
    }

    /** As {@link #deleteAll(Collection)}, with parallelism, attempts and backoff of your choosing. */
    public BatchResult<Key<T>> deleteAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return table.deleteAll(keys, options);
    }

    /**
     * BatchGetItem of any number of primary keys (from the entity's {@code XKeys.primaryKey}): 100 per
     * request; the items found, in key order, and the keys that could not be read.
     *
     * @throws KeyMismatchException if a key is not one of this entity (nothing is sent)
     */
    public BatchGetResult<T> getAll(Collection<? extends Key<T>> keys) {
        return table.getAll(keys, BatchOptions.defaults());
    }

    /** As {@link #getAll(Collection)}, with parallelism, attempts and backoff of your choosing. */
    public BatchGetResult<T> getAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return table.getAll(keys, options);
    }

    /**
     * A Scan of every record of this entity in the table (other types are filtered out), in parallel
     * segments if asked, with a progress callback: for exports and migrations.
     */
    public Scan<T> scan() {
        return new Scan<>(table);
    }

    /**
     * A backfill of this entity's secondary-index keys: every item's index keys rewritten from its
     * components as the design now builds them, after an index was added or its template changed.
     * Parallel, resumable from checkpoints, conditional (never over a newer write), with a dry run.
     *
     * <pre>{@code
     * BackfillReport report = orders.backfill().segments(8).run();
     * }</pre>
     */
    public Backfill<T> backfill() {
        return RuntimeAccess.backfill(table);
    }

    /** The table operations, for transactions and {@code RuntimeAccess}. */
    final EntityOperations<T> table() {
        return table;
    }

    /** The table operations of any repository: {@link Repository} is sealed, every one is an {@code EntityRepository}. */
    static <T> EntityOperations<T> tableOf(Repository<T> repository) {
        return ((EntityRepository<T>) Objects.requireNonNull(repository, "repository")).table();
    }

    /**
     * Creates this repository's table, with every index its entities declare, unless it exists;
     * waits until it is active.
     */
    public void createTable() {
        table.createTable();
    }
}
