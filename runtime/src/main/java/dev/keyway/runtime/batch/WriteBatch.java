package dev.keyway.runtime.batch;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.batch.AsyncBatches;
import dev.keyway.runtime.internal.batch.TableBatches;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Puts and deletes of several entities of one table in one batch: {@code BatchWriteItem}
 * requests of up to 25 writes mixing the entities, with the retries, backoff, jitter and
 * leftover reporting of a repository's {@code putAll} (see {@link BatchOptions}), and a result
 * per entity.
 *
 * <pre>{@code
 * WriteBatch.Result result = WriteBatch.on(client)
 *         .put(customers, customer)
 *         .putAll(orders, customerOrders)
 *         .delete(refunds, RefundKeys.primaryKey("c1", "r-9"))
 *         .execute();
 * BatchResult<Order> written = result.puts(orders);      // typed per entity
 * result.orThrow();                                       // BatchIncompleteException if anything was left
 * }</pre>
 *
 * <p>As in {@code putAll}: records are stored as given (no conditions, versions neither checked
 * nor incremented); each record is converted, and checked against the item size limit, when it
 * is added, so an oversize one throws {@link ItemTooLargeException} from {@code put} and the
 * batch holds nothing of it; of two writes of one key, the last wins. Entities with
 * {@code @Unique} components are refused ({@link BatchWriteRefusedException}) when added:
 * their guard items need a {@link WriteTransaction}.
 *
 * <p>Every write goes to the table of the first repository added; a repository of another table
 * is refused. The requests are sent through the client given to {@link #on}. Not thread-safe;
 * executed once.
 */
public final class WriteBatch {

    /** One write: its entity's table, what was submitted, and whether it is a delete. */
    private record Slot(EntityOperations<?> table, Object submitted, boolean delete) {
    }

    private final DynamoDbClient client;
    private final List<TableBatches.Write> writes = new ArrayList<>();
    private final List<Slot> slots = new ArrayList<>();
    private final BatchTable table = new BatchTable("WriteBatch", "writes");

    private WriteBatch(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** A new, empty batch sent through this client. */
    public static WriteBatch on(DynamoDbClient client) {
        return new WriteBatch(client);
    }

    /**
     * Puts the record (replacing any item with its key).
     *
     * @throws BatchWriteRefusedException for an entity with {@code @Unique} components
     * @throws ItemTooLargeException      if the record's item is over DynamoDB's limit
     * @throws IllegalArgumentException   if the repository's table is not the batch's
     */
    public <T> WriteBatch put(Repository<T> repository, T record) {
        return putAll(repository, List.of(Objects.requireNonNull(record, "record")));
    }

    /**
     * Puts every record; see {@link #put}. Nothing of them is added if one is refused.
     */
    public <T> WriteBatch putAll(Repository<T> repository, Collection<? extends T> records) {
        EntityOperations<T> entity = join(repository, "putAll");
        List<TableBatches.Write> added = new ArrayList<>(records.size());
        for (T record : records) {
            added.add(TableBatches.Write.put(entity.schema(),
                    Objects.requireNonNull(record, "records holds a null record")));
        }
        writes.addAll(added);
        records.forEach(record -> slots.add(new Slot(entity, record, false)));
        return this;
    }

    /**
     * Deletes the item under the key, if there is one.
     *
     * @param key a primary key ({@code XKeys.primaryKey(...)}, or a key a result handed back)
     * @throws BatchWriteRefusedException for an entity with {@code @Unique} components
     * @throws KeyMismatchException       if the key is not one of the repository's entity
     * @throws IllegalArgumentException   if the repository's table is not the batch's
     */
    public <T> WriteBatch delete(Repository<T> repository, Key<T> key) {
        return deleteAll(repository, List.of(Objects.requireNonNull(key, "key")));
    }

    /** Deletes the items under every key; see {@link #delete}. Nothing of them is added if one is refused. */
    public <T> WriteBatch deleteAll(Repository<T> repository, Collection<? extends Key<T>> keys) {
        EntityOperations<T> entity = join(repository, "deleteAll");
        List<TableBatches.Write> added = new ArrayList<>(keys.size());
        for (Key<T> key : keys) {
            Objects.requireNonNull(key, "keys holds a null key");
            added.add(TableBatches.Write.delete(entity.schema(), entity.attributesOf(key)));
        }
        writes.addAll(added);
        keys.forEach(key -> slots.add(new Slot(entity, key, true)));
        return this;
    }

    /** How many writes the batch holds (two of one key counted twice). */
    public int size() {
        return writes.size();
    }

    private <T> EntityOperations<T> join(Repository<T> repository, String operation) {
        RuntimeAccess.operations(repository).refuseUniqueValues("a WriteBatch " + operation);
        return table.join(repository);
    }

    /** Sends the writes with the default {@link BatchOptions}. */
    public Result execute() {
        return execute(BatchOptions.defaults());
    }

    /**
     * Sends the writes: 25 per request, at most {@link BatchOptions#parallelism()} requests at
     * once, leftovers retried with backoff and jitter. What could still not be written is in the
     * result, never dropped (see {@link BatchResult}).
     *
     * @throws IllegalStateException if the batch was executed already
     */
    public Result execute(BatchOptions options) {
        Objects.requireNonNull(options, "options");
        table.execute();
        if (writes.isEmpty()) {
            return new Result(Map.of(), 0);
        }
        return result(TableBatches.writeAll(Requests.joint(client, involved()), context(),
                slots.get(0).table().schema().table(), writes, options));
    }

    /**
     * Sends the writes as {@link #execute(BatchOptions)} does, through {@link AsyncWriteBatch}'s
     * client: its future completes with the same result.
     */
    CompletableFuture<Result> executeAsync(DynamoDbAsyncClient asyncClient, BatchOptions options) {
        Objects.requireNonNull(options, "options");
        table.execute();
        if (writes.isEmpty()) {
            return CompletableFuture.completedFuture(new Result(Map.of(), 0));
        }
        return Futures.map(AsyncBatches.writeAll(AsyncRequests.joint(asyncClient, involved()), context(),
                slots.get(0).table().schema().table(), writes, options), this::result);
    }

    /** Each entity's puts and deletes: what the run left, at the positions they were added. */
    private Result result(TableBatches.WriteRun run) {
        Map<String, BatchResult<?>> results = new LinkedHashMap<>();
        for (boolean delete : new boolean[] {false, true}) {
            Map<String, List<Integer>> positions = new LinkedHashMap<>();
            for (int position = 0; position < slots.size(); position++) {
                Slot slot = slots.get(position);
                if (slot.delete() == delete) {
                    positions.computeIfAbsent(slot.table().schema().entityType(), type -> new ArrayList<>()).add(position);
                }
            }
            String operation = delete ? "delete" : "put";
            positions.forEach((entityType, at) -> {
                List<Object> submitted = at.stream().map(position -> slots.get(position).submitted()).toList();
                results.put(operation + " " + entityType, new BatchResult<>(entityType, operation, run.total(at),
                        run.failures(at, submitted), run.requests()));
            });
        }
        return new Result(results, run.requests());
    }

    /** The requests of every repository added, reported to each of their listeners. */
    private List<Requests> involved() {
        return slots.stream().map(slot -> slot.table().requests()).toList();
    }

    /** What the batch's requests are for: its table, its entities and {@code writeBatch}. */
    private Requests.Context context() {
        return Requests.Context.of(table.tableName(), Requests.joined(slots.stream()
                .map(slot -> slot.table().schema().entityType()).toList()), RequestEvent.Operation.WRITE_BATCH);
    }

    /** What a batch wrote: a {@link BatchResult} per entity and operation. */
    public static final class Result {

        private final Map<String, BatchResult<?>> results;
        private final int requests;

        private Result(Map<String, BatchResult<?>> results, int requests) {
            this.results = results;
            this.requests = requests;
        }

        /** The puts of the repository's entity: the records not written, with their causes (none put: empty). */
        @SuppressWarnings("unchecked")
        public <T> BatchResult<T> puts(Repository<T> repository) {
            String entityType = RuntimeAccess.operations(repository).schema().entityType();
            BatchResult<?> result = results.get("put " + entityType);
            return result != null ? (BatchResult<T>) result : new BatchResult<>(entityType, "put", 0, List.of(), requests);
        }

        /** The deletes of the repository's entity: the keys not deleted, with their causes (none deleted: empty). */
        @SuppressWarnings("unchecked")
        public <T> BatchResult<Key<T>> deletes(Repository<T> repository) {
            String entityType = RuntimeAccess.operations(repository).schema().entityType();
            BatchResult<?> result = results.get("delete " + entityType);
            return result != null ? (BatchResult<Key<T>>) result
                    : new BatchResult<>(entityType, "delete", 0, List.of(), requests);
        }

        /** The puts of the asynchronous repository's entity; see {@link #puts(Repository)}. */
        public <T> BatchResult<T> puts(AsyncEntityRepository<T> repository) {
            return puts(AsyncAccess.prepared(repository));
        }

        /** The deletes of the asynchronous repository's entity; see {@link #deletes(Repository)}. */
        public <T> BatchResult<Key<T>> deletes(AsyncEntityRepository<T> repository) {
            return deletes(AsyncAccess.prepared(repository));
        }

        /** Every entity's result: puts first, each entity in the order it was first added. */
        public List<BatchResult<?>> all() {
            return List.copyOf(results.values());
        }

        /** Whether every write was processed. */
        public boolean complete() {
            return results.values().stream().allMatch(BatchResult::complete);
        }

        /** How many requests the batch sent, retries included. */
        public int requests() {
            return requests;
        }

        /**
         * This result if every write was processed.
         *
         * @throws BatchIncompleteException for the first entity and operation that left writes unprocessed
         */
        public Result orThrow() {
            results.values().forEach(BatchResult::orThrow);
            return this;
        }

        @Override
        public String toString() {
            return "WriteBatch.Result" + results.values();
        }
    }
}
