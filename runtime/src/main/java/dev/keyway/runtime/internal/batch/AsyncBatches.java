package dev.keyway.runtime.internal.batch;

import static dev.keyway.runtime.internal.batch.Batches.MAX_KEYS_PER_REQUEST;
import static dev.keyway.runtime.internal.batch.Batches.MAX_WRITES_PER_REQUEST;

import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The asynchronous {@link Batches} and {@link TableBatches}: the same checks before any request
 * (which fail the returned future), the same chunks, duplicates and results, run by
 * {@link AsyncBatchChunks}. Unprocessed items are retried with backoff and whatever is still not
 * done is in the result with its cause: nothing is lost.
 */
public final class AsyncBatches {

    private AsyncBatches() {
    }

    /** BatchWriteItem puts of one entity's records; see {@link Batches#putAll}. */
    public static <T> CompletableFuture<BatchResult<T>> putAll(AsyncRequests requests, Requests.Context context,
                                                               ItemSchema<T> schema, Collection<? extends T> items,
                                                               BatchOptions options) {
        return Futures.attempt(() -> {
            Batches.requireArguments(requests, context, schema, items, options);
            List<T> records = new ArrayList<>(items.size());
            List<TableBatches.Write> writes = Batches.puts(schema, items, records);
            return Futures.map(writeAll(requests, context, schema.table(), writes, options),
                    run -> Batches.result(schema, "put", run, records));
        });
    }

    /** BatchWriteItem deletes of one entity's keys; see {@link Batches#deleteAll}. */
    public static <T> CompletableFuture<BatchResult<Key<T>>> deleteAll(AsyncRequests requests, Requests.Context context,
                                                                       ItemSchema<T> schema,
                                                                       Collection<? extends Key<T>> keys,
                                                                       BatchOptions options) {
        return Futures.attempt(() -> {
            Batches.requireArguments(requests, context, schema, keys, options);
            List<Key<T>> submitted = new ArrayList<>(keys.size());
            List<TableBatches.Write> writes = Batches.deletes(schema, keys, submitted);
            return Futures.map(writeAll(requests, context, schema.table(), writes, options),
                    run -> Batches.result(schema, "delete", run, submitted));
        });
    }

    /** BatchGetItem of one entity's keys; see {@link Batches#getAll}. */
    public static <T> CompletableFuture<BatchGetResult<T>> getAll(AsyncRequests requests, Requests.Context context,
                                                                  ItemSchema<T> schema,
                                                                  Collection<? extends Key<T>> keys,
                                                                  boolean consistentRead, BatchOptions options) {
        return Futures.attempt(() -> {
            Batches.requireArguments(requests, context, schema, keys, options);
            List<Key<T>> submitted = new ArrayList<>(keys.size());
            List<Map<String, AttributeValue>> attributes = Batches.keys(schema, keys, submitted);
            return Futures.map(getAll(requests, context, schema.table(), attributes, consistentRead, options),
                    run -> Batches.result(schema, run, submitted));
        });
    }

    /** As {@link TableBatches#writeAll}, asynchronously. */
    public static CompletableFuture<TableBatches.WriteRun> writeAll(AsyncRequests requests, Requests.Context context,
                                                                    TableDefinition table,
                                                                    List<TableBatches.Write> writes,
                                                                    BatchOptions options) {
        return Futures.attempt(() -> {
            TableBatches.WritePlan plan = TableBatches.WritePlan.of(context.tableName(), table, writes);
            AsyncRequests caller = requests.forCaller(); // a chunk sent again goes out from a timer's thread
            return Futures.map(AsyncBatchChunks.execute(plan.entries(), MAX_WRITES_PER_REQUEST, options,
                    (chunk, found, attempt) -> Futures.map(
                            caller.batchWriteItem(context, plan.request(chunk), attempt), plan::unprocessed)),
                    plan::finish);
        });
    }

    /** As {@link TableBatches#getAll}, asynchronously. */
    public static CompletableFuture<TableBatches.GetRun> getAll(AsyncRequests requests, Requests.Context context,
                                                                TableDefinition table,
                                                                List<Map<String, AttributeValue>> keys,
                                                                boolean consistentRead, BatchOptions options) {
        return Futures.attempt(() -> {
            TableBatches.GetPlan plan = TableBatches.GetPlan.of(context, table, keys, consistentRead);
            AsyncRequests caller = requests.forCaller(); // a chunk sent again goes out from a timer's thread
            return Futures.map(AsyncBatchChunks.execute(plan.entries(), MAX_KEYS_PER_REQUEST, options,
                    (chunk, found, attempt) -> Futures.map(
                            caller.batchGetItem(context, plan.request(chunk), attempt),
                            response -> plan.collect(response, found))),
                    plan::finish);
        });
    }
}
