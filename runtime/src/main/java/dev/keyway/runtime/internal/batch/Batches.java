package dev.keyway.runtime.internal.batch;

import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.key.TypedKeys;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * Batch put, delete and get of any number of items, for generated repositories and
 * {@link EntityOperations}.
 *
 * <p><b>Chunks.</b> The items are split into chunks of DynamoDB's limits: 25 writes per
 * {@code BatchWriteItem}, 100 keys per {@code BatchGetItem}. DynamoDB rejects a request that
 * names one primary key twice, so duplicates are removed first: for puts the <em>last</em>
 * record with a key wins (the earlier ones are neither written nor reported), for deletes and
 * gets the duplicate keys are dropped. {@link BatchResult#total()} counts what remains.
 *
 * <p><b>Before any request</b> every record is converted and {@linkplain ItemSize#check checked
 * against the item size limit} and {@linkplain KeySizes the key size limits}: one oversize item
 * fails the whole call with {@link ItemTooLargeException} (a key too long with
 * {@link dev.keyway.runtime.exception.InvalidKeyValueException}) and nothing is written. A key that is not one of the
 * entity's fails with {@link dev.keyway.runtime.exception.KeyMismatchException}, also before any request.
 *
 * <p><b>Parallelism.</b> At most {@link BatchOptions#parallelism()} requests are in flight: the
 * chunks run on that many daemon threads of a pool that lives for one call (one chunk, or
 * parallelism 1, runs on the caller's thread). A chunk keeps its thread while it backs off, so a
 * throttled table also gets fewer concurrent requests.
 *
 * <p><b>Retries.</b> Items a response returns as unprocessed ({@code UnprocessedItems},
 * {@code UnprocessedKeys}) are sent again, and a chunk whose request is throttled
 * ({@link ProvisionedThroughputExceededException}, {@link RequestLimitExceededException},
 * {@link ThrottlingException}, or any {@link AwsServiceException#isThrottlingException()}, also
 * inside a {@link RequestFailedException}) is
 * sent again whole, after a wait with exponential backoff and full jitter (see
 * {@link BatchOptions}), up to {@link BatchOptions#maxAttempts()} attempts per chunk. (The SDK
 * client retries throttled requests itself first, with its own policy.)
 *
 * <p><b>Nothing is dropped.</b> What is still unprocessed after the last attempt, and every item
 * of a chunk whose request failed with an error that is not throttling (a
 * {@code ValidationException}, a network error the SDK gave up on), is reported in the result
 * with its cause; these do not make the call throw, the other chunks carry on. If the calling
 * thread is interrupted the call stops, returns with everything not known to be done reported
 * as unprocessed (with an {@link InterruptedException} cause, or the SDK's
 * {@link AbortedException} for a request cut short), and leaves the thread's interrupt flag set.
 *
 * <pre>{@code
 * BatchResult<Order> written = Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, BatchOptions.defaults());
 * BatchGetResult<Order> read = Batches.getAll(client, "Shop", OrderSchema.INSTANCE, keys, false, BatchOptions.defaults());
 * }</pre>
 */
public final class Batches {

    /** DynamoDB's limit of writes in one {@code BatchWriteItem}. */
    public static final int MAX_WRITES_PER_REQUEST = 25;
    /** DynamoDB's limit of keys in one {@code BatchGetItem}. */
    public static final int MAX_KEYS_PER_REQUEST = 100;

    private Batches() {
    }

    /**
     * Writes the records with {@code BatchWriteItem} put requests (replacing items with the same
     * key), 25 per request.
     *
     * @param client    the client
     * @param tableName the table
     * @param schema    the entity's schema
     * @param items     the records; of several with one primary key only the last is written
     * @param options   parallelism and retries
     * @param <T>       the record type
     * @return the records that were not written, with their causes
     * @throws ItemTooLargeException if any record's item is over the size limit (nothing is sent)
     */
    public static <T> BatchResult<T> putAll(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                                            Collection<? extends T> items, BatchOptions options) {
        requireArguments(client, tableName, schema, items, options);
        return putAll(Requests.of(client), context(tableName, schema, Operation.BATCH_PUT), schema, items, options);
    }

    /** As {@link #putAll(DynamoDbClient, String, ItemSchema, Collection, BatchOptions)}, through {@code requests}. */
    public static <T> BatchResult<T> putAll(Requests requests, Requests.Context context, ItemSchema<T> schema,
                                            Collection<? extends T> items, BatchOptions options) {
        requireArguments(requests, context, schema, items, options);
        List<T> records = new ArrayList<>(items.size());
        List<TableBatches.Write> writes = puts(schema, items, records);
        return result(schema, "put", TableBatches.writeAll(requests, context, schema.table(), writes, options), records);
    }

    /** The puts of the records, each converted and checked now; {@code records} receives them in order. */
    static <T> List<TableBatches.Write> puts(ItemSchema<T> schema, Collection<? extends T> items, List<T> records) {
        List<TableBatches.Write> writes = new ArrayList<>(items.size());
        for (T value : items) {
            Objects.requireNonNull(value, "items holds a null record");
            records.add(value);
            writes.add(TableBatches.Write.put(schema, value));
        }
        return writes;
    }

    /** The deletes of the keys, each checked now; {@code submitted} receives the keys in order. */
    static <T> List<TableBatches.Write> deletes(ItemSchema<T> schema, Collection<? extends Key<T>> keys,
                                                List<Key<T>> submitted) {
        List<TableBatches.Write> writes = new ArrayList<>(keys.size());
        for (Key<T> key : keys) {
            writes.add(TableBatches.Write.delete(schema, TypedKeys.attributesOf(schema, key, "keys holds a null key")));
            submitted.add(key);
        }
        return writes;
    }

    /** The attributes of the keys, each checked now; {@code submitted} receives the keys in order. */
    static <T> List<Map<String, AttributeValue>> keys(ItemSchema<T> schema, Collection<? extends Key<T>> keys,
                                                      List<Key<T>> submitted) {
        List<Map<String, AttributeValue>> attributes = new ArrayList<>(keys.size());
        KeySizes keySizes = KeySizes.of(schema);
        for (Key<T> key : keys) {
            Map<String, AttributeValue> checked = TypedKeys.attributesOf(schema, key, "keys holds a null key");
            keySizes.check(checked);
            attributes.add(checked);
            submitted.add(key);
        }
        return attributes;
    }

    /** What a run of writes of one entity did to what was submitted. */
    static <T, K> BatchResult<K> result(ItemSchema<T> schema, String operation, TableBatches.WriteRun run,
                                        List<K> submitted) {
        List<Integer> all = positions(submitted.size());
        return new BatchResult<>(schema.entityType(), operation, run.total(all), run.failures(all, submitted),
                run.requests());
    }

    /** What a run of reads of one entity read, and which keys it could not. */
    static <T> BatchGetResult<T> result(ItemSchema<T> schema, TableBatches.GetRun run, List<Key<T>> submitted) {
        List<Integer> all = positions(submitted.size());
        return new BatchGetResult<>(run.records(schema, all), new BatchResult<>(schema.entityType(), "get",
                run.total(all), run.failures(all, submitted), run.requests()));
    }

    /**
     * Deletes the items under the keys with {@code BatchWriteItem} delete requests, 25 per request.
     * Deleting a key under which nothing is stored is not an error.
     *
     * @param client    the client
     * @param tableName the table
     * @param schema    the entity's schema
     * @param keys      primary keys ({@code XKeys.primaryKey(...)}); duplicates are deleted once
     * @param options   parallelism and retries
     * @param <T>       the record type
     * @return the keys whose items were not deleted, with their causes
     * @throws dev.keyway.runtime.exception.KeyMismatchException if a key is not one of this entity (nothing is sent)
     */
    public static <T> BatchResult<Key<T>> deleteAll(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                                                    Collection<? extends Key<T>> keys, BatchOptions options) {
        requireArguments(client, tableName, schema, keys, options);
        return deleteAll(Requests.of(client), context(tableName, schema, Operation.BATCH_DELETE), schema, keys, options);
    }

    /** As {@link #deleteAll(DynamoDbClient, String, ItemSchema, Collection, BatchOptions)}, through {@code requests}. */
    public static <T> BatchResult<Key<T>> deleteAll(Requests requests, Requests.Context context, ItemSchema<T> schema,
                                                    Collection<? extends Key<T>> keys, BatchOptions options) {
        requireArguments(requests, context, schema, keys, options);
        List<Key<T>> submitted = new ArrayList<>(keys.size());
        List<TableBatches.Write> writes = deletes(schema, keys, submitted);
        return result(schema, "delete", TableBatches.writeAll(requests, context, schema.table(), writes, options),
                submitted);
    }

    /**
     * Reads the items under the keys with {@code BatchGetItem}, 100 keys per request, and decodes
     * those of this entity; items of another entity type or without the type attribute are
     * skipped, as are keys under which nothing is stored and items past their {@code @Ttl} (like
     * {@code get}).
     *
     * @param client         the client
     * @param tableName      the table
     * @param schema         the entity's schema
     * @param keys           primary keys; duplicates are read once
     * @param consistentRead whether to read strongly consistently
     * @param options        parallelism and retries
     * @param <T>            the record type
     * @return the records in the order of their keys, and the keys that could not be read
     * @throws dev.keyway.runtime.exception.KeyMismatchException if a key is not one of this entity (nothing is sent)
     * @throws dev.keyway.runtime.exception.ItemDecodeException if an item of this entity does not fit the record
     */
    public static <T> BatchGetResult<T> getAll(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                                               Collection<? extends Key<T>> keys,
                                               boolean consistentRead, BatchOptions options) {
        requireArguments(client, tableName, schema, keys, options);
        return getAll(Requests.of(client), context(tableName, schema, Operation.BATCH_GET), schema, keys, consistentRead,
                options);
    }

    /**
     * As {@link #getAll(DynamoDbClient, String, ItemSchema, Collection, boolean, BatchOptions)},
     * through {@code requests}, for the context's operation (a batch get, or a query fetching
     * whole items from the table).
     */
    public static <T> BatchGetResult<T> getAll(Requests requests, Requests.Context context, ItemSchema<T> schema,
                                               Collection<? extends Key<T>> keys,
                                               boolean consistentRead, BatchOptions options) {
        requireArguments(requests, context, schema, keys, options);
        List<Key<T>> submitted = new ArrayList<>(keys.size());
        List<Map<String, AttributeValue>> attributes = keys(schema, keys, submitted);
        return result(schema, TableBatches.getAll(requests, context, schema.table(), attributes, consistentRead, options),
                submitted);
    }

    /** The positions 0 to {@code count - 1}: every write or key of a single-entity batch. */
    private static List<Integer> positions(int count) {
        List<Integer> positions = new ArrayList<>(count);
        for (int position = 0; position < count; position++) {
            positions.add(position);
        }
        return positions;
    }

    /** Whether a request failed because of throttling, and may succeed when sent again later. */
    public static boolean isThrottling(Throwable error) {
        return error instanceof ProvisionedThroughputExceededException
                || error instanceof RequestLimitExceededException
                || error instanceof ThrottlingException
                || error instanceof AwsServiceException service && service.isThrottlingException()
                || error instanceof RequestFailedException refused && refused.throttling();
    }

    static void requireArguments(Object client, Object tableName, ItemSchema<?> schema,
                                         Collection<?> items, BatchOptions options) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(items, "items");
        Objects.requireNonNull(options, "options");
    }

    private static Requests.Context context(String tableName, ItemSchema<?> schema, Operation operation) {
        return Requests.Context.of(tableName, schema.entityType(), operation);
    }
}
