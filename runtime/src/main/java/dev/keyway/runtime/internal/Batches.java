package dev.keyway.runtime.internal;

import dev.keyway.runtime.BatchGetResult;
import dev.keyway.runtime.BatchOptions;
import dev.keyway.runtime.BatchResult;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.ItemTooLargeException;
import dev.keyway.runtime.RequestEvent.Operation;
import dev.keyway.runtime.RequestFailedException;
import dev.keyway.runtime.TableDefinition;
import dev.keyway.runtime.internal.BatchChunks.Entry;
import dev.keyway.runtime.internal.BatchChunks.Run;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Batch put, delete and get of any number of items, for generated repositories and
 * {@link EntityTable}.
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
 * {@link dev.keyway.runtime.InvalidKeyValueException}) and nothing is written. A key without the table's key
 * attributes fails with {@link IllegalArgumentException}, also before any request.
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
        List<Write> writes = new ArrayList<>(items.size());
        for (T value : items) {
            Objects.requireNonNull(value, "items holds a null record");
            records.add(value);
            writes.add(Write.put(schema, value));
        }
        WriteRun run = writeAll(requests, context, schema.table(), writes, options);
        List<Integer> all = positions(records.size());
        return new BatchResult<>(schema.entityType(), "put", run.total(all), run.failures(all, records), run.requests());
    }

    /**
     * Deletes the items under the keys with {@code BatchWriteItem} delete requests, 25 per request.
     * Deleting a key under which nothing is stored is not an error.
     *
     * @param client    the client
     * @param tableName the table
     * @param schema    the entity's schema
     * @param keys      primary keys ({@code XKeys.primaryKey(...)}); attributes other than the
     *                  key attributes are ignored; duplicates are deleted once
     * @param options   parallelism and retries
     * @param <T>       the record type
     * @return the keys whose items were not deleted, with their causes
     * @throws IllegalArgumentException if a key lacks a key attribute (nothing is sent)
     */
    public static <T> BatchResult<Map<String, AttributeValue>> deleteAll(
            DynamoDbClient client, String tableName, ItemSchema<T> schema,
            Collection<? extends Map<String, AttributeValue>> keys, BatchOptions options) {
        requireArguments(client, tableName, schema, keys, options);
        return deleteAll(Requests.of(client), context(tableName, schema, Operation.BATCH_DELETE), schema, keys, options);
    }

    /** As {@link #deleteAll(DynamoDbClient, String, ItemSchema, Collection, BatchOptions)}, through {@code requests}. */
    public static <T> BatchResult<Map<String, AttributeValue>> deleteAll(
            Requests requests, Requests.Context context, ItemSchema<T> schema,
            Collection<? extends Map<String, AttributeValue>> keys, BatchOptions options) {
        requireArguments(requests, context, schema, keys, options);
        List<Map<String, AttributeValue>> submitted = new ArrayList<>(keys.size());
        List<Write> writes = new ArrayList<>(keys.size());
        for (Map<String, AttributeValue> key : keys) {
            Objects.requireNonNull(key, "keys holds a null key");
            submitted.add(key);
            writes.add(Write.delete(schema, key));
        }
        WriteRun run = writeAll(requests, context, schema.table(), writes, options);
        List<Integer> all = positions(submitted.size());
        return new BatchResult<>(schema.entityType(), "delete", run.total(all), run.failures(all, submitted),
                run.requests());
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
     * @param keys           primary keys; attributes other than the key attributes are ignored;
     *                       duplicates are read once
     * @param consistentRead whether to read strongly consistently
     * @param options        parallelism and retries
     * @param <T>            the record type
     * @return the records in the order of their keys, and the keys that could not be read
     * @throws IllegalArgumentException           if a key lacks a key attribute (nothing is sent)
     * @throws dev.keyway.runtime.ItemDecodeException if an item of this entity does not fit the record
     */
    public static <T> BatchGetResult<T> getAll(DynamoDbClient client, String tableName, ItemSchema<T> schema,
                                               Collection<? extends Map<String, AttributeValue>> keys,
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
                                               Collection<? extends Map<String, AttributeValue>> keys,
                                               boolean consistentRead, BatchOptions options) {
        requireArguments(requests, context, schema, keys, options);
        List<Map<String, AttributeValue>> submitted = new ArrayList<>(keys.size());
        KeySizes keySizes = KeySizes.of(schema);
        for (Map<String, AttributeValue> key : keys) {
            keySizes.check(Objects.requireNonNull(key, "keys holds a null key"));
            submitted.add(key);
        }
        GetRun run = getAll(requests, context, schema.table(), submitted, consistentRead, options);
        List<Integer> all = positions(submitted.size());
        return new BatchGetResult<>(run.records(schema, all), new BatchResult<>(schema.entityType(), "get",
                run.total(all), run.failures(all, submitted), run.requests()));
    }

    // ---- batches over several entities of one table ----------------------------------------

    /**
     * One write of a batch: a put of an item or a delete of a key, of one entity.
     *
     * @param entityType the entity type, for messages
     * @param payload    the item to put, or the key to delete (only its key attributes are sent)
     * @param delete     whether it is a delete
     */
    public record Write(String entityType, Map<String, AttributeValue> payload, boolean delete) {

        /**
         * A put of a record, converted and checked against the item and key size limits now.
         *
         * @throws ItemTooLargeException if the item is over the size limit
         * @throws dev.keyway.runtime.InvalidKeyValueException if a key is over its size limit
         */
        public static <T> Write put(ItemSchema<T> schema, T record) {
            Map<String, AttributeValue> item = schema.toItem(record);
            KeySizes.of(schema).check(item);
            ItemSize.check(schema, item);
            return new Write(schema.entityType(), item, false);
        }

        /**
         * A delete of a key.
         *
         * @throws IllegalArgumentException if the key lacks a key attribute of the table
         * @throws dev.keyway.runtime.InvalidKeyValueException if a key value is over its size limit
         */
        public static Write delete(ItemSchema<?> schema, Map<String, AttributeValue> key) {
            BatchKeyAttributes.of(schema.entityType(), schema.table()).idOf(key, "key");
            KeySizes.of(schema).check(key);
            return new Write(schema.entityType(), key, true);
        }
    }

    /**
     * What a batch of writes did.
     *
     * @param superseded the positions of writes replaced by a later write of the same key (not sent, not reported)
     * @param failures   the writes not processed, by position, in the order they were submitted
     * @param requests   how many requests were sent, retries included
     */
    public record WriteRun(Set<Integer> superseded, List<BatchResult.Failure<Integer>> failures, int requests) {

        /** How many distinct writes there were at these positions. */
        public int total(List<Integer> positions) {
            return (int) positions.stream().filter(position -> !superseded.contains(position)).count();
        }

        /**
         * The failures at these positions, with what was submitted there.
         *
         * @param submitted what was submitted, in the order of {@code positions}
         */
        public <K> List<BatchResult.Failure<K>> failures(List<Integer> positions, List<K> submitted) {
            Map<Integer, K> byPosition = new HashMap<>();
            for (int i = 0; i < positions.size(); i++) {
                byPosition.put(positions.get(i), submitted.get(i));
            }
            List<BatchResult.Failure<K>> mapped = new ArrayList<>();
            for (BatchResult.Failure<Integer> failure : failures) {
                K item = byPosition.get(failure.item());
                if (item != null) {
                    mapped.add(new BatchResult.Failure<>(item, failure.key(), failure.cause()));
                }
            }
            return mapped;
        }
    }

    /**
     * Sends the writes, of one or several entities of one table, with {@code BatchWriteItem}: 25
     * per request, in parallel, unprocessed ones retried with backoff and jitter. Of several
     * writes of one key, only the last is sent (at the first one's place).
     *
     * @param context what the requests are for: the table and the operation
     * @param table   the table's definition, for its key attributes
     * @throws IllegalArgumentException if a write lacks a key attribute (nothing is sent)
     */
    public static WriteRun writeAll(Requests requests, Requests.Context context, TableDefinition table,
                                    List<Write> writes, BatchOptions options) {
        Objects.requireNonNull(requests, "requests");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(options, "options");
        String tableName = context.tableName();
        Map<BatchKeyId, Entry<Integer>> unique = new LinkedHashMap<>();
        Set<Integer> superseded = new HashSet<>();
        List<Write> byPosition = List.copyOf(writes);
        for (int position = 0; position < byPosition.size(); position++) {
            Write write = byPosition.get(position);
            BatchKeyAttributes keys = BatchKeyAttributes.of(write.entityType(), table);
            BatchKeyId id = keys.idOf(write.payload(), write.delete() ? "key" : "item");
            Map<String, AttributeValue> payload = write.delete() ? keys.project(write.payload()) : write.payload();
            Entry<Integer> earlier = unique.put(id, new Entry<>(position, payload, id)); // the last wins, at the first place
            if (earlier != null) {
                superseded.add(earlier.submitted());
            }
        }
        List<Entry<Integer>> entries = List.copyOf(unique.values());
        BatchKeyAttributes keys = BatchKeyAttributes.of("batch", table);
        Run<Integer> run = BatchChunks.execute(entries, MAX_WRITES_PER_REQUEST, options, (chunk, found, attempt) -> {
            List<WriteRequest> chunkWrites = new ArrayList<>(chunk.size());
            for (Entry<Integer> entry : chunk) {
                chunkWrites.add(byPosition.get(entry.submitted()).delete()
                        ? WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(entry.payload()).build()).build()
                        : WriteRequest.builder().putRequest(PutRequest.builder().item(entry.payload()).build()).build());
            }
            return unprocessedWrites(requests.batchWriteItem(context, BatchWriteItemRequest.builder()
                    .requestItems(Map.of(tableName, chunkWrites)).build(), attempt), tableName, keys);
        });
        return new WriteRun(Set.copyOf(superseded), run.failures(table), run.requests());
    }

    /**
     * What a batch of reads did.
     *
     * @param items    the item read under each key, by position ({@code null}: none, or not read)
     * @param ids      each position's key, to tell which positions ask for one key
     * @param failed   the failure of each position whose key could not be read
     * @param requests how many requests were sent, retries included
     */
    public record GetRun(List<Map<String, AttributeValue>> items, List<Object> ids,
                         Map<Integer, BatchResult.Failure<Integer>> failed, int requests) {

        /** How many distinct keys there were at these positions. */
        public int total(List<Integer> positions) {
            Set<Object> distinct = new HashSet<>();
            positions.forEach(position -> distinct.add(ids.get(position)));
            return distinct.size();
        }

        /**
         * The keys not read at these positions, each once (at its first position), with what was
         * submitted there.
         *
         * @param submitted the keys submitted, in the order of {@code positions}
         */
        public <K> List<BatchResult.Failure<K>> failures(List<Integer> positions, List<K> submitted) {
            Set<Object> named = new HashSet<>();
            List<BatchResult.Failure<K>> failures = new ArrayList<>();
            for (int i = 0; i < positions.size(); i++) {
                BatchResult.Failure<Integer> failure = failed.get(positions.get(i));
                if (failure != null && named.add(ids.get(positions.get(i)))) {
                    failures.add(new BatchResult.Failure<>(submitted.get(i), failure.key(), failure.cause()));
                }
            }
            return failures;
        }

        /**
         * The records of the entity read under the keys at these positions, in their order, each
         * key once: items of another entity type or without the type attribute, and items past
         * their {@code @Ttl}, are left out.
         *
         * @throws dev.keyway.runtime.ItemDecodeException if an item of the entity does not fit the record
         */
        public <T> List<T> records(ItemSchema<T> schema, List<Integer> positions) {
            long now = Expiry.now();
            Set<Object> decoded = new HashSet<>();
            List<T> records = new ArrayList<>(positions.size());
            for (int position : positions) {
                Map<String, AttributeValue> item = items.get(position);
                if (item == null || !decoded.add(ids.get(position)) || Expiry.expired(schema, item, now)) {
                    continue;
                }
                if (ItemReader.isOfEntity(schema, item)) { // another entity's item, or one without a type, is not ours
                    records.add(schema.fromItem(item));
                }
            }
            return records;
        }
    }

    /** The positions 0 to {@code count - 1}: every write or key of a single-entity batch. */
    private static List<Integer> positions(int count) {
        List<Integer> positions = new ArrayList<>(count);
        for (int position = 0; position < count; position++) {
            positions.add(position);
        }
        return positions;
    }

    /**
     * Reads the items under the keys, of one or several entities of one table, with
     * {@code BatchGetItem}: 100 keys per request, in parallel, unprocessed keys retried. A key
     * given twice is read once.
     *
     * @param context what the requests are for: the table, the entity (or entities) and the operation
     * @throws IllegalArgumentException if a key lacks a key attribute (nothing is sent)
     */
    public static GetRun getAll(Requests requests, Requests.Context context, TableDefinition table,
                                List<Map<String, AttributeValue>> keys, boolean consistentRead, BatchOptions options) {
        Objects.requireNonNull(requests, "requests");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(options, "options");
        String tableName = context.tableName();
        BatchKeyAttributes keyAttributes = BatchKeyAttributes.of(context.entityType(), table);
        Map<BatchKeyId, Entry<Integer>> unique = new LinkedHashMap<>();
        List<BatchKeyId> ids = new ArrayList<>(keys.size());
        for (int position = 0; position < keys.size(); position++) {
            BatchKeyId id = keyAttributes.idOf(keys.get(position), "key");
            ids.add(id);
            unique.putIfAbsent(id, new Entry<>(position, keyAttributes.project(keys.get(position)), id));
        }
        List<Entry<Integer>> entries = List.copyOf(unique.values());
        Run<Integer> run = BatchChunks.execute(entries, MAX_KEYS_PER_REQUEST, options, (chunk, found, attempt) -> {
            List<Map<String, AttributeValue>> chunkKeys = new ArrayList<>(chunk.size());
            for (Entry<Integer> entry : chunk) {
                chunkKeys.add(entry.payload());
            }
            KeysAndAttributes request = KeysAndAttributes.builder().keys(chunkKeys).consistentRead(consistentRead).build();
            BatchGetItemResponse response = requests.batchGetItem(context,
                    BatchGetItemRequest.builder().requestItems(Map.of(tableName, request)).build(), attempt);
            found.addAll(response.responses().getOrDefault(tableName, List.of()));
            KeysAndAttributes unprocessed = response.unprocessedKeys().get(tableName);
            return unprocessed == null ? Set.of() : keyAttributes.idsOf(unprocessed.keys(), "unprocessed key");
        });
        Map<BatchKeyId, Map<String, AttributeValue>> itemsById = new HashMap<>();
        for (Map<String, AttributeValue> item : run.found()) {
            itemsById.put(keyAttributes.idOf(item, "returned item"), item);
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>(keys.size());
        ids.forEach(id -> items.add(itemsById.get(id)));
        Map<BatchKeyId, BatchResult.Failure<Integer>> failedKeys = new HashMap<>();
        run.failures(table).forEach(failure -> failedKeys.put(ids.get(failure.item()), failure));
        Map<Integer, BatchResult.Failure<Integer>> failed = new HashMap<>();
        for (int position = 0; position < ids.size(); position++) {
            BatchResult.Failure<Integer> failure = failedKeys.get(ids.get(position));
            if (failure != null) { // every position asking for a key that was not read
                failed.put(position, new BatchResult.Failure<>(position, failure.key(), failure.cause()));
            }
        }
        return new GetRun(items, List.copyOf(ids), failed, run.requests());
    }

    /** Whether a request failed because of throttling, and may succeed when sent again later. */
    static boolean isThrottling(Throwable error) {
        return error instanceof ProvisionedThroughputExceededException
                || error instanceof RequestLimitExceededException
                || error instanceof ThrottlingException
                || error instanceof AwsServiceException service && service.isThrottlingException()
                || error instanceof RequestFailedException refused && refused.throttling();
    }

    private static void requireArguments(Object client, Object tableName, ItemSchema<?> schema,
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

    private static Set<BatchKeyId> unprocessedWrites(BatchWriteItemResponse response, String tableName,
                                                     BatchKeyAttributes keyAttributes) {
        List<WriteRequest> unprocessed = response.unprocessedItems().get(tableName);
        if (unprocessed == null || unprocessed.isEmpty()) {
            return Set.of();
        }
        Set<BatchKeyId> ids = new HashSet<>();
        for (WriteRequest write : unprocessed) {
            Map<String, AttributeValue> keyOrItem = write.putRequest() != null ? write.putRequest().item()
                    : write.deleteRequest().key();
            ids.add(keyAttributes.idOf(keyOrItem, "unprocessed item"));
        }
        return ids;
    }
}
