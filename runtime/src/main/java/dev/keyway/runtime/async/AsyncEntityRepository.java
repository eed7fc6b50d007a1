package dev.keyway.runtime.async;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.VectorSearch;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.key.Key;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The asynchronous operations every generated {@code XAsyncRepository} has, as
 * {@link EntityRepository} has them synchronously: writes and deletes of whole records, gets and
 * deletes by key, batches and scans. The generated subclass adds what depends on the entity's keys.
 *
 * <p>Each call returns at once, before any request is answered; its future completes on the SDK
 * client's threads. Nothing here blocks a thread: no {@code join()}, no sleep (a batch's backoff is
 * a delayed send). A failure completes the future exceptionally with the exception the synchronous
 * call throws (not wrapped: {@code future.exceptionally(e -> ...)} sees a
 * {@link ConditionFailedException} itself), including what the synchronous call checks before any
 * request (an invalid key, an item too large): then no request is sent. Requests are reported to
 * the same listener with the same {@code RequestEvent}s, and cursors are the synchronous ones.
 *
 * <pre>{@code
 * OrderAsyncRepository orders = new OrderAsyncRepository(DynamoDbAsyncClient.create());
 * orders.create(order)
 *       .thenCompose(created -> orders.get(created.customerId(), created.orderId()))
 *       .thenAccept(found -> log.info("stored {}", found));
 * }</pre>
 *
 * @param <T> the record type
 */
public abstract class AsyncEntityRepository<T> {

    private final AsyncEntityOperations<T> table;
    private final EntityRepository<T> prepared;

    /**
     * For generated subclasses: the entity of {@code prepared}, a synchronous repository built on a
     * client that sends nothing, whose keys, queries, updates and conditions this one sends with
     * {@code client}; its requests reported as the settings say. An entity's {@code @Unique} values
     * are guarded as the synchronous repository guards them.
     */
    @InternalApi
    protected AsyncEntityRepository(DynamoDbAsyncClient client, EntityRepository<T> prepared, KeywaySettings settings) {
        this.prepared = prepared;
        this.table = new AsyncEntityOperations<>(Objects.requireNonNull(client, "client"),
                RuntimeAccess.operations(Objects.requireNonNull(prepared, "prepared")),
                Objects.requireNonNull(settings, "settings"));
    }

    /**
     * For generated subclasses: the synchronous client of their prepared repository, which sends
     * nothing and refuses a synchronous call.
     */
    @InternalApi
    protected static final DynamoDbClient PREPARING = PreparingClient.INSTANCE;

    /** The synchronous repository that prepares this one's requests, for transactions. */
    final EntityRepository<T> prepared() {
        return prepared;
    }

    /** The asynchronous operations behind this repository, for transactions that read before they write. */
    final AsyncEntityOperations<T> operations() {
        return table;
    }

    public String tableName() {
        return table.tableName();
    }

    /** PutItem: stores the record, replacing any item with the same primary key; the record as stored. */
    public CompletableFuture<T> put(T value) {
        return table.put(value, null);
    }

    /**
     * PutItem if the condition holds for the stored item; the record as stored, or a
     * {@link ConditionFailedException} (for a versioned entity {@link VersionConflictException}).
     */
    public CompletableFuture<T> put(T value, Condition condition) {
        return table.put(value, condition);
    }

    /** PutItem if the primary key is new; the record as stored, or {@link ItemAlreadyExistsException}. */
    public CompletableFuture<T> create(T value) {
        return table.create(value);
    }

    /** DeleteItem of this record's item (for a versioned entity, only if the stored version is the record's). */
    public CompletableFuture<Void> delete(T value) {
        return table.deleteRecord(value, null);
    }

    /** DeleteItem of this record's item if the condition holds, else {@link ConditionFailedException}. */
    public CompletableFuture<Void> delete(T value, Condition condition) {
        return table.deleteRecord(value, condition);
    }

    /** GetItem: the record stored under the key (from {@code XKeys.primaryKey}), if any. */
    public CompletableFuture<Optional<T>> get(Key<T> key) {
        return table.get(key);
    }

    /** DeleteItem of the item stored under the key, if there is one. */
    public CompletableFuture<Void> delete(Key<T> key) {
        return table.delete(key, null);
    }

    /**
     * BatchWriteItem puts of any number of records, 25 per request, at most 4 in flight, unprocessed
     * items sent again after a backoff: what could still not be written is in the result, never dropped.
     */
    public CompletableFuture<BatchResult<T>> putAll(Collection<? extends T> records) {
        return table.putAll(records, BatchOptions.defaults());
    }

    /** As {@link #putAll(Collection)}, with requests in flight, attempts and backoff of your choosing. */
    public CompletableFuture<BatchResult<T>> putAll(Collection<? extends T> records, BatchOptions options) {
        return table.putAll(records, options);
    }

    /** BatchWriteItem deletes of any number of primary keys; the keys that could not be deleted are in the result. */
    public CompletableFuture<BatchResult<Key<T>>> deleteAll(Collection<? extends Key<T>> keys) {
        return table.deleteAll(keys, BatchOptions.defaults());
    }

    /** As {@link #deleteAll(Collection)}, with your options. */
    public CompletableFuture<BatchResult<Key<T>>> deleteAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return table.deleteAll(keys, options);
    }

    /** BatchGetItem of any number of primary keys, 100 per request: the records found, in key order, and the keys not read. */
    public CompletableFuture<BatchGetResult<T>> getAll(Collection<? extends Key<T>> keys) {
        return table.getAll(keys, BatchOptions.defaults());
    }

    /** As {@link #getAll(Collection)}, with your options. */
    public CompletableFuture<BatchGetResult<T>> getAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return table.getAll(keys, options);
    }

    /**
     * Creates the table with every index of its entities unless it exists (CreateTable), as
     * {@code XRepository.createTable()} does: the future completes once the table and its indexes
     * are active (DescribeTable, again after a delayed send, never a sleeping thread), with time to
     * live (UpdateTimeToLive) and point-in-time recovery (UpdateContinuousBackups) set as the table's
     * settings ask, for a table it created.
     */
    public CompletableFuture<Void> createTable() {
        return table.createTable();
    }

    /**
     * This repository's writes sent exactly once: each a single-item TransactWriteItems with the
     * SDK's client request token, so that a write whose answer was lost and that the SDK sends again
     * is applied once and answered as the first; see {@link AsyncExactlyOnceWrites}.
     */
    public AsyncExactlyOnceWrites<T> exactlyOnce() {
        return new AsyncExactlyOnceWrites<>(this, table.requests().client(), null);
    }

    /**
     * As {@link #exactlyOnce()}, with your client request token (1 to 36 characters): within 10
     * minutes, the same write sent again with it is applied at most once in all. One token per write.
     *
     * @throws IllegalArgumentException if the token is empty or longer
     */
    public AsyncExactlyOnceWrites<T> exactlyOnce(String clientRequestToken) {
        return new AsyncExactlyOnceWrites<>(this, table.requests().client(), clientRequestToken);
    }

    /** A Scan of every record of this entity in the table, published page by page on demand. */
    public AsyncScan<T> scan() {
        return new AsyncScan<>(table, RuntimeAccess.scan(table.prepared()));
    }

    // ---- for generated subclasses ---------------------------------------------------------------

    /** The call's future; what the call throws before it returns one (an invalid key) fails the future instead. */
    @InternalApi
    protected final <R> CompletableFuture<R> defer(Supplier<CompletableFuture<R>> call) {
        return Futures.attempt(call);
    }

    /**
     * The query the prepared repository builds, run asynchronously; what building it throws (an invalid
     * key) fails its pages and publishers instead.
     */
    @InternalApi
    protected final AsyncQuery<T> asyncQuery(Supplier<? extends Query<T>> query) {
        return AsyncQuery.of(table, query);
    }

    /**
     * The vector search the prepared repository builds, sent asynchronously by {@link AsyncVectorSearch#top};
     * what building it throws (a vector of another length) fails {@code top} instead.
     */
    @InternalApi
    protected final AsyncVectorSearch<T> asyncSearch(Supplier<? extends VectorSearch<T>> search) {
        return AsyncVectorSearch.of(table, search);
    }

    /** The update the prepared repository builds, sent asynchronously by {@link AsyncUpdate#execute()}. */
    @InternalApi
    protected final AsyncUpdate<T> asyncUpdate(Supplier<Update<T>> update) {
        return AsyncUpdate.of(table, update);
    }

    /**
     * A scan the prepared repository builds ({@code scanGsi1()}), published asynchronously. A supplier, not
     * an index name: no access pattern method of a subclass can take the same parameters.
     */
    @InternalApi
    protected final AsyncScan<T> asyncScan(Supplier<Scan<T>> scan) {
        return new AsyncScan<>(table, scan.get());
    }

    /**
     * PutItem of a versioned record that merges each version conflict with the record stored now
     * (which the conflict carries: no read) and puts the merge on its version, up to {@code maxAttempts}
     * puts; for the generated {@code putRetrying} of a {@code @Version} entity.
     */
    @InternalApi
    protected final CompletableFuture<T> retryingPut(T value, BinaryOperator<T> merge, int maxAttempts) {
        return table.putRetrying(value, merge, maxAttempts);
    }
}
