package dev.keyway.runtime.batch;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.batch.AsyncBatches;
import dev.keyway.runtime.internal.batch.TableBatches;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Gets of several entities of one table in one batch: {@code BatchGetItem} requests of up to 100
 * keys mixing the entities, with the retries, backoff, jitter and leftover reporting of a
 * repository's {@code getAll} (see {@link BatchOptions}), each item decoded by its own entity's
 * schema into a result per entity.
 *
 * <pre>{@code
 * ReadBatch.Result read = ReadBatch.on(client)
 *         .get(customers, CustomerKeys.primaryKey("c1"))
 *         .getAll(orders, orderKeys)
 *         .execute()
 *         .orThrow();
 * Optional<Customer> customer = read.of(customers).items().stream().findFirst();
 * List<Order> found = read.of(orders).items();            // in the order of orderKeys
 * }</pre>
 *
 * <p>As in {@code getAll}: keys under which nothing is stored, items of another entity type than
 * the one asked for, and items past their {@code @Ttl} give no record; a key asked for twice (by
 * one entity or two) is read once. Every key must be of the table of the first repository added.
 * Not thread-safe; executed once.
 */
public final class ReadBatch {

    /** One key: its entity's table, the key as submitted and its checked attributes. */
    private record Slot(EntityOperations<?> table, Key<?> key, Map<String, AttributeValue> attributes) {
    }

    private final DynamoDbClient client;
    private final List<Slot> slots = new ArrayList<>();
    private final BatchTable table = new BatchTable("ReadBatch", "reads");
    private boolean consistentRead;

    private ReadBatch(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty batch sent through this client. */
    public static ReadBatch on(DynamoDbClient client) {
        return new ReadBatch(client);
    }

    /**
     * Reads the item under the key, as the repository's entity.
     *
     * @param key a primary key ({@code XKeys.primaryKey(...)}, or a key a result handed back)
     * @throws IllegalArgumentException if the repository's table is not the batch's
     * @throws KeyMismatchException     if the key is not one of the repository's entity
     * @throws InvalidKeyValueException if a key value is over DynamoDB's size limit
     */
    public <T> ReadBatch get(Repository<T> repository, Key<T> key) {
        return getAll(repository, List.of(Objects.requireNonNull(key, "key")));
    }

    /** Reads the items under every key; see {@link #get}. Nothing of them is added if one is refused. */
    public <T> ReadBatch getAll(Repository<T> repository, Collection<? extends Key<T>> keys) {
        EntityOperations<T> entity = table.join(repository);
        List<Slot> added = new ArrayList<>(keys.size());
        for (Key<T> key : keys) {
            Objects.requireNonNull(key, "keys holds a null key");
            added.add(new Slot(entity, key, entity.attributesOf(key))); // refuses a key no item of it can have
        }
        slots.addAll(added);
        return this;
    }

    /** Strongly consistent reads, for every key. */
    public ReadBatch consistentRead() {
        consistentRead = true;
        return this;
    }

    /** How many keys the batch holds (one asked for twice counted twice). */
    public int size() {
        return slots.size();
    }

    /** Sends the reads with the default {@link BatchOptions}. */
    public Result execute() {
        return execute(BatchOptions.defaults());
    }

    /**
     * Sends the reads: 100 keys per request, at most {@link BatchOptions#parallelism()} requests
     * at once, unprocessed keys retried with backoff and jitter; the keys that could still not be
     * read are in the result, never dropped.
     *
     * @throws IllegalArgumentException if a key lacks a key attribute of the table (nothing is sent)
     * @throws ItemDecodeException      if an item of an entity asked for does not fit its record
     * @throws IllegalStateException    if the batch was executed already
     */
    public Result execute(BatchOptions options) {
        Objects.requireNonNull(options, "options");
        table.execute();
        if (slots.isEmpty()) {
            return new Result(Map.of(), 0);
        }
        return result(TableBatches.getAll(Requests.joint(client, involved()), context(),
                slots.get(0).table().schema().table(), keys(), consistentRead, options));
    }

    /**
     * Sends the reads as {@link #execute(BatchOptions)} does, through {@link AsyncReadBatch}'s
     * client: its future completes with the same result, or fails with what {@code execute} throws.
     */
    CompletableFuture<Result> executeAsync(DynamoDbAsyncClient asyncClient, BatchOptions options) {
        Objects.requireNonNull(options, "options");
        table.execute();
        if (slots.isEmpty()) {
            return CompletableFuture.completedFuture(new Result(Map.of(), 0));
        }
        return Futures.map(AsyncBatches.getAll(AsyncRequests.joint(asyncClient, involved()), context(),
                slots.get(0).table().schema().table(), keys(), consistentRead, options), this::result);
    }

    private List<Map<String, AttributeValue>> keys() {
        return slots.stream().map(Slot::attributes).toList();
    }

    /** The requests of every repository added, reported to each of their listeners. */
    private List<Requests> involved() {
        return slots.stream().map(slot -> slot.table().requests()).toList();
    }

    /** What the batch's requests are for: its table, its entities and {@code readBatch}. */
    private Requests.Context context() {
        return Requests.Context.of(table.tableName(), Requests.joined(slots.stream()
                .map(slot -> slot.table().schema().entityType()).toList()), RequestEvent.Operation.READ_BATCH);
    }

    /** Each entity's records and the keys the run left, in the order they were added. */
    private Result result(TableBatches.GetRun run) {
        Map<String, List<Integer>> positions = new LinkedHashMap<>();
        Map<String, EntityOperations<?>> tables = new LinkedHashMap<>();
        for (int position = 0; position < slots.size(); position++) {
            EntityOperations<?> entity = slots.get(position).table();
            positions.computeIfAbsent(entity.schema().entityType(), type -> new ArrayList<>()).add(position);
            tables.putIfAbsent(entity.schema().entityType(), entity);
        }
        Map<String, BatchGetResult<?>> results = new LinkedHashMap<>();
        positions.forEach((entityType, at) -> results.put(entityType, result(run, tables.get(entityType), at)));
        return new Result(results, run.requests());
    }

    @SuppressWarnings("unchecked") // each slot's key was added with its entity's repository, as a Key<T>
    private <T> BatchGetResult<T> result(TableBatches.GetRun run, EntityOperations<T> entity, List<Integer> positions) {
        List<Key<T>> submitted = positions.stream().map(position -> (Key<T>) slots.get(position).key()).toList();
        String entityType = entity.schema().entityType();
        return new BatchGetResult<>(run.records(entity.schema(), positions), new BatchResult<>(entityType, "get",
                run.total(positions), run.failures(positions, submitted), run.requests()));
    }

    /** What a batch read: a {@link BatchGetResult} per entity. */
    public static final class Result {

        private final Map<String, BatchGetResult<?>> results;
        private final int requests;

        private Result(Map<String, BatchGetResult<?>> results, int requests) {
            this.results = results;
            this.requests = requests;
        }

        /** The records of the repository's entity, in the order their keys were added (none asked for: empty). */
        @SuppressWarnings("unchecked")
        public <T> BatchGetResult<T> of(Repository<T> repository) {
            String entityType = RuntimeAccess.operations(repository).schema().entityType();
            BatchGetResult<?> result = results.get(entityType);
            return result != null ? (BatchGetResult<T>) result
                    : new BatchGetResult<>(List.of(), new BatchResult<>(entityType, "get", 0, List.of(), requests));
        }

        /** The records of the asynchronous repository's entity; see {@link #of(Repository)}. */
        public <T> BatchGetResult<T> of(AsyncEntityRepository<T> repository) {
            return of(AsyncAccess.prepared(repository));
        }

        /** Whether every key was read. */
        public boolean complete() {
            return results.values().stream().allMatch(BatchGetResult::complete);
        }

        /** How many requests the batch sent, retries included. */
        public int requests() {
            return requests;
        }

        /**
         * This result if every key was read.
         *
         * @throws BatchIncompleteException for the first entity that left keys unread
         */
        public Result orThrow() {
            results.values().forEach(BatchGetResult::orThrow);
            return this;
        }

        @Override
        public String toString() {
            return "ReadBatch.Result" + results.values();
        }
    }
}
