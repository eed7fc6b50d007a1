package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.WriteRequests;
import dev.keyway.runtime.internal.batch.AsyncBatches;
import dev.keyway.runtime.internal.query.AsyncEntityPages;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.StaleGuards;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * The operations of an asynchronous repository, for one entity in one table: each prepares its
 * request with the synchronous {@link EntityOperations} (keys checked, conditions and versions,
 * update expressions: the same code, over a {@link PreparingClient} that sends nothing), sends it
 * through {@link AsyncRequests}, and maps the answer and the failed condition as the synchronous
 * call does. A check that fails before the request fails the returned future; nothing waits.
 *
 * @param <T> the record type
 */
public final class AsyncEntityOperations<T> {

    private final EntityOperations<T> prepared;
    private final AsyncRequests requests;
    private final AsyncEntityPages<T> pages;
    private final AsyncUniqueWrites<T> uniques;

    /**
     * @param prepared the synchronous operations over {@link PreparingClient#INSTANCE}, with the same settings
     */
    public AsyncEntityOperations(DynamoDbAsyncClient client, EntityOperations<T> prepared, KeywaySettings settings) {
        this.prepared = Objects.requireNonNull(prepared, "prepared");
        this.requests = new AsyncRequests(client, settings.requestListener().orElse(null));
        this.pages = new AsyncEntityPages<>(prepared.pages(), this);
        this.uniques = new AsyncUniqueWrites<>(prepared, requests);
    }

    /** The synchronous operations that prepare the requests (and never send one). */
    public EntityOperations<T> prepared() {
        return prepared;
    }

    /** Where this entity's requests are sent and reported. */
    public AsyncRequests requests() {
        return requests;
    }

    public String tableName() {
        return prepared.tableName();
    }

    public ItemSchema<T> schema() {
        return prepared.schema();
    }

    /** GetItem, as {@link EntityOperations#get(Key)}. */
    public CompletableFuture<Optional<T>> get(Key<T> key) {
        return Futures.attempt(() -> {
            Map<String, AttributeValue> attributes = prepared.attributesOf(key);
            Requests.Context context = prepared.context(Operation.GET).key(schema().table().describeKey(attributes));
            return Futures.map(requests.getItem(context,
                    GetItemRequest.builder().tableName(tableName()).key(attributes).build()),
                    response -> prepared.readRecord(response.item()));
        });
    }

    /**
     * A consistent GetItem of an item an exactly-once update has just changed, as
     * {@link EntityOperations#readAfterWrite}: the record, or a {@link KeywayException} if it is gone.
     */
    public CompletableFuture<T> readAfterWrite(Map<String, AttributeValue> key) {
        return Futures.attempt(() -> {
            String described = schema().table().describeKey(key);
            return Futures.map(requests.getItem(prepared.context(Operation.UPDATE).key(described),
                    GetItemRequest.builder().tableName(tableName()).key(key).consistentRead(true).build()), response -> {
                        if (!response.hasItem() || response.item().isEmpty()) {
                            throw new KeywayException("The update of " + schema().entityType() + " " + described
                                    + " was applied, but the item was deleted before it could be read back");
                        }
                        return schema().fromItem(response.item());
                    });
        });
    }

    /**
     * The consistent GetItem of the stored item a write of {@code @Unique} values decides its guards
     * from (empty for none), as {@link UniqueGuards#read} reads it: for an {@code AsyncWriteTransaction}.
     */
    public CompletableFuture<Map<String, AttributeValue>> readStored(Operation operation,
                                                                     Map<String, AttributeValue> key) {
        return Futures.attempt(() -> uniques.read(operation, key));
    }

    /**
     * Whether the guards of these failed claims are all gone now, their stale ones released, as
     * {@link StaleGuards#releaseStale} says synchronously: for an {@code AsyncWriteTransaction}.
     */
    public CompletableFuture<Boolean> releaseStale(Operation operation, List<UniqueGuards.Guard> claims) {
        return Futures.attempt(() -> uniques.releaseStale(operation, claims, 0));
    }

    /** PutItem, as {@link EntityOperations#put(Object, Condition)}. */
    public CompletableFuture<T> put(T value, Condition condition) {
        return Futures.attempt(() -> put(prepared.preparePut(value, condition), Operation.PUT));
    }

    /** PutItem with {@code attribute_not_exists(PK)}, as {@link EntityOperations#create(Object)}. */
    public CompletableFuture<T> create(T value) {
        return Futures.attempt(() -> {
            PreparedWrite<T> write = prepared.prepareCreate(value);
            return uniques.applies() ? uniques.create(write) : put(write, Operation.CREATE);
        });
    }

    private CompletableFuture<T> put(PreparedWrite<T> write, Operation operation) {
        if (uniques.applies()) {
            return uniques.put(write); // with its guard items, as the synchronous put
        }
        Requests.Context context = prepared.context(operation).key(schema().table().describeKey(write.item()));
        return Futures.map(requests.putItem(context, WriteRequests.put(tableName(), write)),
                response -> write.stored(), error -> failure(write, error));
    }

    /**
     * {@link #put(Object, Condition) put} of a versioned record that merges each version conflict
     * with the record the conflict carries, as {@code putRetrying} of the synchronous repository.
     */
    public CompletableFuture<T> putRetrying(T value, BinaryOperator<T> merge, int maxAttempts) {
        return Futures.attempt(() -> new AsyncRetryingPut<>(this).put(value, merge, maxAttempts));
    }

    /** PutItem of a prepared write, for {@link AsyncRetryingPut}. */
    CompletableFuture<T> put(PreparedWrite<T> write) {
        return put(write, Operation.PUT);
    }

    /** DeleteItem of the key, as {@link EntityOperations#delete(Key, Condition)}. */
    public CompletableFuture<Void> delete(Key<T> key, Condition condition) {
        return Futures.attempt(() -> delete(prepared.prepareDelete(key, condition)));
    }

    /** DeleteItem of the record's item, as {@link EntityOperations#deleteRecord(Object, Condition)}. */
    public CompletableFuture<Void> deleteRecord(T value, Condition condition) {
        return Futures.attempt(() -> delete(prepared.prepareDeleteRecord(value, condition)));
    }

    private CompletableFuture<Void> delete(PreparedWrite<T> write) {
        if (uniques.applies()) {
            return uniques.delete(write); // releases the unique values with the item
        }
        Requests.Context context = prepared.context(Operation.DELETE).key(schema().table().describeKey(write.item()));
        return Futures.map(requests.deleteItem(context, WriteRequests.delete(tableName(), write)),
                response -> null, error -> failure(write, error));
    }

    /** UpdateItem returning the new item, as {@link EntityOperations#update(UpdateSpec)}. */
    public CompletableFuture<T> update(UpdateSpec<T> update) {
        return Futures.attempt(() -> {
            if (uniques.applies() && prepared.uniques().touches(update)) {
                return uniques.update(update);
            }
            Expressions expressions = new Expressions();
            List<Condition> conditions = new ArrayList<>(2);
            String expression = update.expression(expressions, conditions);
            String rendered = EntityOperations.render(conditions, expressions);
            Requests.Context context = prepared.context(Operation.UPDATE).key(schema().table().describeKey(update.key()));
            PreparedWrite<T> write = PreparedWrite.ofUpdate(update.key(), conditions, update);
            return Futures.map(requests.updateItem(context,
                    WriteRequests.update(tableName(), update.key(), expression, rendered, expressions)),
                    response -> schema().fromItem(response.attributes()), error -> failure(write, error));
        });
    }

    /** One page of a query, after the cursor when it is not {@code null}. */
    public CompletableFuture<Page<T>> page(QuerySpec<T> spec, String cursor) {
        return Futures.attempt(() -> pages.page(spec, cursor));
    }

    /**
     * The records of items read from an index that holds part of them, fetched whole with
     * BatchGetItem in the index's order, as {@link EntityOperations#fetchWholeItems}.
     */
    public CompletableFuture<List<T>> fetchWholeItems(List<Map<String, AttributeValue>> indexItems,
                                                      boolean consistentRead, Requests.Context context) {
        return Futures.attempt(() -> Futures.map(AsyncBatches.getAll(requests, context, schema(),
                prepared.tableKeysOf(indexItems), consistentRead, BatchOptions.defaults()),
                result -> result.orThrow().items()));
    }

    /** BatchWriteItem puts, as {@link EntityOperations#putAll}. */
    public CompletableFuture<BatchResult<T>> putAll(Collection<? extends T> values, BatchOptions options) {
        return Futures.attempt(() -> {
            prepared.refuseUniqueValues("putAll"); // fails the future, as every check before a request
            return AsyncBatches.putAll(requests, prepared.context(Operation.BATCH_PUT), schema(), values, options);
        });
    }

    /** BatchWriteItem deletes, as {@link EntityOperations#deleteAll}. */
    public CompletableFuture<BatchResult<Key<T>>> deleteAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return Futures.attempt(() -> {
            prepared.refuseUniqueValues("deleteAll");
            return AsyncBatches.deleteAll(requests, prepared.context(Operation.BATCH_DELETE), schema(), keys, options);
        });
    }

    /** BatchGetItem, as {@link EntityOperations#getAll}. */
    public CompletableFuture<BatchGetResult<T>> getAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return AsyncBatches.getAll(requests, prepared.context(Operation.BATCH_GET), schema(), keys, false, options);
    }

    /** Creates the table with every index of its entities unless it exists; completes once it is active. */
    public CompletableFuture<Void> createTable() {
        return AsyncTableCreation.createIfMissing(requests, schema().table(), tableName(), schema().entityType());
    }

    /** A failed condition as Keyway's exception, with the stored item it carries; any other error as it is. */
    private Throwable failure(PreparedWrite<T> write, Throwable error) {
        return conditionFailure(prepared, write, error);
    }

    /** A failed condition of the entity's write as Keyway's exception; any other error as it is. */
    static Throwable conditionFailure(EntityOperations<?> prepared, PreparedWrite<?> write, Throwable error) {
        if (error instanceof ConditionalCheckFailedException failed) {
            KeywayException mapped = prepared.conditionFailure(write, failed.hasItem() ? failed.item() : Map.of(), failed);
            return mapped;
        }
        return error;
    }
}
