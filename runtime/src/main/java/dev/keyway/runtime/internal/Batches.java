package dev.keyway.runtime.internal;

import dev.keyway.runtime.BatchGetResult;
import dev.keyway.runtime.BatchOptions;
import dev.keyway.runtime.BatchResult;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.ItemTooLargeException;
import dev.keyway.runtime.RequestEvent.Operation;
import dev.keyway.runtime.RequestFailedException;
import dev.keyway.runtime.TableDefinition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
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

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final ThreadFactory DAEMON_THREADS = task -> {
        Thread thread = new Thread(task, "keyway-batch-" + THREAD_NUMBER.incrementAndGet());
        thread.setDaemon(true); // a pool left behind by a bug must not keep the JVM alive
        return thread;
    };

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
            KeyAttributes.of(schema.entityType(), schema.table()).idOf(key, "key");
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
        Map<KeyId, Entry<Integer>> unique = new LinkedHashMap<>();
        Set<Integer> superseded = new HashSet<>();
        List<Write> byPosition = List.copyOf(writes);
        for (int position = 0; position < byPosition.size(); position++) {
            Write write = byPosition.get(position);
            KeyAttributes keys = KeyAttributes.of(write.entityType(), table);
            KeyId id = keys.idOf(write.payload(), write.delete() ? "key" : "item");
            Map<String, AttributeValue> payload = write.delete() ? keys.project(write.payload()) : write.payload();
            Entry<Integer> earlier = unique.put(id, new Entry<>(position, payload, id)); // the last wins, at the first place
            if (earlier != null) {
                superseded.add(earlier.submitted());
            }
        }
        List<Entry<Integer>> entries = List.copyOf(unique.values());
        KeyAttributes keys = KeyAttributes.of("batch", table);
        Run<Integer> run = execute(entries, MAX_WRITES_PER_REQUEST, options, (chunk, found, attempt) -> {
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
        KeyAttributes keyAttributes = KeyAttributes.of(context.entityType(), table);
        Map<KeyId, Entry<Integer>> unique = new LinkedHashMap<>();
        List<KeyId> ids = new ArrayList<>(keys.size());
        for (int position = 0; position < keys.size(); position++) {
            KeyId id = keyAttributes.idOf(keys.get(position), "key");
            ids.add(id);
            unique.putIfAbsent(id, new Entry<>(position, keyAttributes.project(keys.get(position)), id));
        }
        List<Entry<Integer>> entries = List.copyOf(unique.values());
        Run<Integer> run = execute(entries, MAX_KEYS_PER_REQUEST, options, (chunk, found, attempt) -> {
            List<Map<String, AttributeValue>> chunkKeys = new ArrayList<>(chunk.size());
            for (Entry<Integer> entry : chunk) {
                chunkKeys.add(entry.payload());
            }
            KeysAndAttributes request = KeysAndAttributes.builder().keys(chunkKeys).consistentRead(consistentRead).build();
            BatchGetItemResponse response = requests.batchGetItem(context,
                    BatchGetItemRequest.builder().requestItems(Map.of(tableName, request)).build(), attempt);
            found.addAll(response.responses().getOrDefault(tableName, List.of()));
            KeysAndAttributes unprocessed = response.unprocessedKeys().get(tableName);
            return unprocessed == null ? Set.of() : ids(unprocessed.keys(), keyAttributes);
        });
        Map<KeyId, Map<String, AttributeValue>> itemsById = new HashMap<>();
        for (Map<String, AttributeValue> item : run.found()) {
            itemsById.put(keyAttributes.idOf(item, "returned item"), item);
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>(keys.size());
        ids.forEach(id -> items.add(itemsById.get(id)));
        Map<KeyId, BatchResult.Failure<Integer>> failedKeys = new HashMap<>();
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

    /** Whether a request failed because its thread was interrupted (the SDK's {@link AbortedException}). */
    private static boolean isInterruption(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof AbortedException || cause instanceof InterruptedException) {
                return true;
            }
        }
        return false;
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

    private static Set<KeyId> unprocessedWrites(BatchWriteItemResponse response, String tableName,
                                                KeyAttributes keyAttributes) {
        List<WriteRequest> unprocessed = response.unprocessedItems().get(tableName);
        if (unprocessed == null || unprocessed.isEmpty()) {
            return Set.of();
        }
        Set<KeyId> ids = new HashSet<>();
        for (WriteRequest write : unprocessed) {
            Map<String, AttributeValue> keyOrItem = write.putRequest() != null ? write.putRequest().item()
                    : write.deleteRequest().key();
            ids.add(keyAttributes.idOf(keyOrItem, "unprocessed item"));
        }
        return ids;
    }

    private static Set<KeyId> ids(List<Map<String, AttributeValue>> keys, KeyAttributes keyAttributes) {
        Set<KeyId> ids = new HashSet<>();
        for (Map<String, AttributeValue> key : keys) {
            ids.add(keyAttributes.idOf(key, "unprocessed key"));
        }
        return ids;
    }

    /** Splits the entries into chunks and runs them, at most {@code parallelism} at a time. */
    private static <K> Run<K> execute(List<Entry<K>> entries, int chunkSize, BatchOptions options, Sender<K> sender) {
        List<Chunk<K>> chunks = new ArrayList<>((entries.size() + chunkSize - 1) / chunkSize);
        for (int from = 0; from < entries.size(); from += chunkSize) {
            chunks.add(new Chunk<>(List.copyOf(entries.subList(from, Math.min(entries.size(), from + chunkSize)))));
        }
        AtomicInteger requests = new AtomicInteger();
        int threads = Math.min(options.parallelism(), chunks.size());
        if (threads <= 1) {
            for (Chunk<K> chunk : chunks) {
                attempt(chunk, sender, options, requests);
            }
            return new Run<>(chunks, requests.get());
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, DAEMON_THREADS);
        try {
            List<Future<?>> futures = new ArrayList<>(chunks.size());
            for (Chunk<K> chunk : chunks) {
                futures.add(pool.submit(() -> attempt(chunk, sender, options, requests)));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            // Do not wait for chunks in flight: report them as they stand (a late response is ignored).
            for (Chunk<K> chunk : chunks) {
                chunk.close(e);
            }
        } catch (ExecutionException e) {
            // attempt() reports what requests throw; anything else is a bug or an Error, not ours to hide
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow(); // interrupts chunks still running after an interrupt, and ends the threads
        }
        return new Run<>(chunks, requests.get());
    }

    /** Sends one chunk until it is done, fails, or runs out of attempts; always closes it. */
    private static <K> void attempt(Chunk<K> chunk, Sender<K> sender, BatchOptions options, AtomicInteger requests) {
        Throwable lastError = null;
        for (int attempt = 0; ; attempt++) {
            List<Entry<K>> remaining = chunk.remaining();
            if (remaining == null) {
                return; // closed by the caller, who stopped waiting
            }
            if (Thread.currentThread().isInterrupted()) {
                chunk.close(new InterruptedException("interrupted before the request was sent"));
                return;
            }
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            try {
                requests.incrementAndGet();
                Set<KeyId> unprocessed = sender.send(remaining, found, attempt + 1);
                List<Entry<K>> left = new ArrayList<>();
                for (Entry<K> entry : remaining) {
                    if (unprocessed.contains(entry.id())) {
                        left.add(entry);
                    }
                }
                lastError = null;
                if (!chunk.update(left, found)) {
                    return;
                }
                if (left.isEmpty()) {
                    chunk.close(null);
                    return;
                }
            } catch (RuntimeException e) {
                if (isInterruption(e)) {
                    Thread.currentThread().interrupt(); // the SDK may have cleared the flag: the caller needs it
                }
                if (!isThrottling(e) || Thread.currentThread().isInterrupted()) {
                    chunk.close(e); // sending it again would fail the same way
                    return;
                }
                lastError = e;
            }
            if (attempt + 1 >= options.maxAttempts()) {
                chunk.close(lastError);
                return;
            }
            Duration delay = options.backoff(attempt);
            try {
                options.sleeper().sleep(delay);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                chunk.close(e);
                return;
            }
        }
    }

    /** Sends one request for a chunk's entries (attempt 1, 2...) and returns the ids DynamoDB left unprocessed. */
    @FunctionalInterface
    private interface Sender<K> {
        Set<KeyId> send(List<Entry<K>> entries, List<Map<String, AttributeValue>> found, int attempt);
    }

    /** A table's primary key attributes, and the entity type that names them in messages. */
    private record KeyAttributes(String entityType, TableDefinition table, String partition, String sort) {

        static KeyAttributes of(String entityType, TableDefinition table) {
            return new KeyAttributes(entityType, table, table.partitionKeyAttribute(),
                    table.sortKeyAttribute().orElse(null));
        }

        KeyId idOf(Map<String, AttributeValue> keyOrItem, String what) {
            AttributeValue partitionValue = keyOrItem.get(partition);
            AttributeValue sortValue = sort == null ? null : keyOrItem.get(sort);
            if (partitionValue == null || sort != null && sortValue == null) {
                throw new IllegalArgumentException(entityType + " " + what + " lacks its key attribute "
                        + (partitionValue == null ? partition : sort) + ": " + table.describeKey(keyOrItem));
            }
            return new KeyId(partitionValue, sortValue);
        }

        /** Only the key attributes: DynamoDB rejects a key with more. */
        Map<String, AttributeValue> project(Map<String, AttributeValue> key) {
            int size = sort == null ? 1 : 2;
            if (key.size() == size) {
                return key;
            }
            Map<String, AttributeValue> projected = new HashMap<>(4);
            projected.put(partition, key.get(partition));
            if (sort != null) {
                projected.put(sort, key.get(sort));
            }
            return projected;
        }
    }

    /** A primary key's values, to find duplicates and match unprocessed items to what was submitted. */
    private record KeyId(AttributeValue partition, AttributeValue sort) {
    }

    /**
     * One distinct item or key.
     *
     * @param submitted what the caller passed (reported back if unprocessed)
     * @param payload   what is sent: the item, or the projected key
     * @param id        its primary key
     */
    private record Entry<K>(K submitted, Map<String, AttributeValue> payload, KeyId id) {
    }

    /**
     * A chunk's state, shared by the thread sending it and the caller: closed once, by whoever
     * finishes it first; after that, late updates are ignored.
     */
    private static final class Chunk<K> {

        private List<Entry<K>> remaining;
        private final List<Map<String, AttributeValue>> found = new ArrayList<>();
        private boolean closed;
        private Throwable cause;

        Chunk(List<Entry<K>> entries) {
            remaining = entries;
        }

        /** What is left to send, or {@code null} once closed. */
        synchronized List<Entry<K>> remaining() {
            return closed ? null : remaining;
        }

        /** Records a response; {@code false} if the chunk was closed meanwhile. */
        synchronized boolean update(List<Entry<K>> left, List<Map<String, AttributeValue>> newlyFound) {
            if (closed) {
                return false;
            }
            remaining = left;
            found.addAll(newlyFound);
            return true;
        }

        /** Stops the chunk: what remains is unprocessed, for that cause ({@code null}: left unprocessed). */
        synchronized void close(Throwable why) {
            if (!closed) {
                closed = true;
                cause = why;
            }
        }

        synchronized List<Entry<K>> unprocessed() {
            return remaining;
        }

        synchronized Throwable cause() {
            return cause;
        }

        synchronized List<Map<String, AttributeValue>> found() {
            return List.copyOf(found);
        }
    }

    /** All chunks after they ran, and the number of requests sent. */
    private record Run<K>(List<Chunk<K>> chunks, int requests) {

        List<BatchResult.Failure<K>> failures(TableDefinition table) {
            List<BatchResult.Failure<K>> failures = new ArrayList<>();
            for (Chunk<K> chunk : chunks) { // chunks and what remains of each keep the submission order
                chunk.close(new IllegalStateException("the batch stopped before this chunk finished"));
                Optional<Throwable> cause = Optional.ofNullable(chunk.cause());
                for (Entry<K> entry : chunk.unprocessed()) {
                    failures.add(new BatchResult.Failure<>(entry.submitted(),
                            table.describeKey(entry.payload()), cause));
                }
            }
            return failures;
        }

        List<Map<String, AttributeValue>> found() {
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            for (Chunk<K> chunk : chunks) {
                items.addAll(chunk.found());
            }
            return items;
        }
    }
}
