package dev.keyway.runtime.internal.batch;

import static dev.keyway.runtime.internal.batch.Batches.MAX_KEYS_PER_REQUEST;
import static dev.keyway.runtime.internal.batch.Batches.MAX_WRITES_PER_REQUEST;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.internal.batch.BatchChunks.Entry;
import dev.keyway.runtime.internal.batch.BatchChunks.Run;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Batch writes and gets of one table's items, of one entity or several ({@link Batches} for one
 * entity, {@link dev.keyway.runtime.batch.WriteBatch} and {@link dev.keyway.runtime.batch.ReadBatch} for
 * several): each primary key once, in chunks of DynamoDB's limits, and what the run did by the
 * position each write or key was submitted at.
 */
public final class TableBatches {

    private TableBatches() {
    }

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
         * @throws dev.keyway.runtime.exception.InvalidKeyValueException if a key is over its size limit
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
         * @throws dev.keyway.runtime.exception.InvalidKeyValueException if a key value is over its size limit
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
        WritePlan plan = WritePlan.of(context.tableName(), table, writes);
        Requests caller = requests.forCaller(); // the chunks may go out from the batch's threads
        Run<Integer> run = BatchChunks.execute(plan.entries(), MAX_WRITES_PER_REQUEST, options, (chunk, found, attempt) ->
                plan.unprocessed(caller.batchWriteItem(context, plan.request(chunk), attempt)));
        return plan.finish(run);
    }

    /**
     * A batch of writes ready to send, for the synchronous and the asynchronous batches alike: each
     * key once (of several writes of one key, the last, at the first one's place), in entries of
     * their submission positions.
     */
    record WritePlan(String tableName, TableDefinition table, List<Write> byPosition, List<Entry<Integer>> entries,
                     Set<Integer> superseded, BatchKeyAttributes keys) {

        /** @throws IllegalArgumentException if a write lacks a key attribute (nothing is sent) */
        static WritePlan of(String tableName, TableDefinition table, List<Write> writes) {
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
            return new WritePlan(tableName, table, byPosition, List.copyOf(unique.values()), Set.copyOf(superseded),
                    BatchKeyAttributes.of("batch", table));
        }

        /** The BatchWriteItem of a chunk's entries. */
        BatchWriteItemRequest request(List<Entry<Integer>> chunk) {
            List<WriteRequest> chunkWrites = new ArrayList<>(chunk.size());
            for (Entry<Integer> entry : chunk) {
                chunkWrites.add(byPosition.get(entry.submitted()).delete()
                        ? WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(entry.payload()).build()).build()
                        : WriteRequest.builder().putRequest(PutRequest.builder().item(entry.payload()).build()).build());
            }
            return BatchWriteItemRequest.builder().requestItems(Map.of(tableName, chunkWrites)).build();
        }

        /** The ids a response left unprocessed. */
        Set<BatchKeyId> unprocessed(BatchWriteItemResponse response) {
            return unprocessedWrites(response, tableName, keys);
        }

        /** What the run did. */
        WriteRun finish(Run<Integer> run) {
            return new WriteRun(superseded, run.failures(table), run.requests());
        }
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
         * @throws dev.keyway.runtime.exception.ItemDecodeException if an item of the entity does not fit the record
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
        GetPlan plan = GetPlan.of(context, table, keys, consistentRead);
        Requests caller = requests.forCaller(); // the chunks may go out from the batch's threads
        Run<Integer> run = BatchChunks.execute(plan.entries(), MAX_KEYS_PER_REQUEST, options, (chunk, found, attempt) ->
                plan.collect(caller.batchGetItem(context, plan.request(chunk), attempt), found));
        return plan.finish(run);
    }

    /** A batch of reads ready to send, for the synchronous and the asynchronous batches alike: each key once. */
    record GetPlan(String tableName, TableDefinition table, BatchKeyAttributes keyAttributes, List<BatchKeyId> ids,
                   List<Entry<Integer>> entries, boolean consistentRead) {

        /** @throws IllegalArgumentException if a key lacks a key attribute (nothing is sent) */
        static GetPlan of(Requests.Context context, TableDefinition table, List<Map<String, AttributeValue>> keys,
                          boolean consistentRead) {
            BatchKeyAttributes keyAttributes = BatchKeyAttributes.of(context.entityType(), table);
            Map<BatchKeyId, Entry<Integer>> unique = new LinkedHashMap<>();
            List<BatchKeyId> ids = new ArrayList<>(keys.size());
            for (int position = 0; position < keys.size(); position++) {
                BatchKeyId id = keyAttributes.idOf(keys.get(position), "key");
                ids.add(id);
                unique.putIfAbsent(id, new Entry<>(position, keyAttributes.project(keys.get(position)), id));
            }
            return new GetPlan(context.tableName(), table, keyAttributes, List.copyOf(ids), List.copyOf(unique.values()),
                    consistentRead);
        }

        /** The BatchGetItem of a chunk's keys. */
        BatchGetItemRequest request(List<Entry<Integer>> chunk) {
            List<Map<String, AttributeValue>> chunkKeys = new ArrayList<>(chunk.size());
            for (Entry<Integer> entry : chunk) {
                chunkKeys.add(entry.payload());
            }
            KeysAndAttributes request = KeysAndAttributes.builder().keys(chunkKeys).consistentRead(consistentRead).build();
            return BatchGetItemRequest.builder().requestItems(Map.of(tableName, request)).build();
        }

        /** Adds the items a response returned to {@code found}; the ids it left unprocessed. */
        Set<BatchKeyId> collect(BatchGetItemResponse response, List<Map<String, AttributeValue>> found) {
            found.addAll(response.responses().getOrDefault(tableName, List.of()));
            KeysAndAttributes unprocessed = response.unprocessedKeys().get(tableName);
            return unprocessed == null ? Set.of() : keyAttributes.idsOf(unprocessed.keys(), "unprocessed key");
        }

        /** What the run read, by position. */
        GetRun finish(Run<Integer> run) {
            Map<BatchKeyId, Map<String, AttributeValue>> itemsById = new HashMap<>();
            for (Map<String, AttributeValue> item : run.found()) {
                itemsById.put(keyAttributes.idOf(item, "returned item"), item);
            }
            List<Map<String, AttributeValue>> items = new ArrayList<>(ids.size());
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
