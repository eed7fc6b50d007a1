package dev.keyway.local.internal.fault;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleSupplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The {@code UNPROCESSED} fault on a batch: which items are left out of the request the engine sees, and
 * how they come back in {@code UnprocessedItems} / {@code UnprocessedKeys} exactly as they were sent.
 */
final class UnprocessedBatch {

    /** The request handed to the engine, with the left-out items removed. */
    private Object request;
    private final Map<String, List<WriteRequest>> leftOutWrites = new LinkedHashMap<>();
    private final Map<String, KeysAndAttributes> leftOutKeys = new LinkedHashMap<>();

    UnprocessedBatch(Object request) {
        this.request = request;
    }

    static boolean applies(Object request) {
        return request instanceof BatchWriteItemRequest || request instanceof BatchGetItemRequest;
    }

    Object request() {
        return request;
    }

    /** Whether no item is left for the engine. */
    boolean nothingLeft() {
        if (request instanceof BatchWriteItemRequest batch) {
            return batch.requestItems().values().stream().allMatch(List::isEmpty);
        }
        if (request instanceof BatchGetItemRequest batch) {
            return batch.requestItems().values().stream().allMatch(k -> k.keys().isEmpty());
        }
        return false;
    }

    /**
     * Leaves each item out with the chance, one draw per item in request order.
     *
     * @return how many items were left out
     */
    int leaveOut(double probability, DoubleSupplier random) {
        int leftOut = 0;
        if (request instanceof BatchWriteItemRequest batch) {
            Map<String, List<WriteRequest>> kept = new LinkedHashMap<>();
            for (Map.Entry<String, List<WriteRequest>> table : batch.requestItems().entrySet()) {
                List<WriteRequest> keep = new ArrayList<>();
                for (WriteRequest write : table.getValue()) {
                    if (random.getAsDouble() < probability) {
                        leftOutWrites.computeIfAbsent(table.getKey(), t -> new ArrayList<>()).add(write);
                        leftOut++;
                    } else {
                        keep.add(write);
                    }
                }
                kept.put(table.getKey(), keep);
            }
            request = batch.toBuilder().requestItems(kept).build();
        } else if (request instanceof BatchGetItemRequest batch) {
            Map<String, KeysAndAttributes> kept = new LinkedHashMap<>();
            for (Map.Entry<String, KeysAndAttributes> table : batch.requestItems().entrySet()) {
                List<Map<String, AttributeValue>> keep = new ArrayList<>();
                List<Map<String, AttributeValue>> out = new ArrayList<>();
                for (Map<String, AttributeValue> key : table.getValue().keys()) {
                    if (random.getAsDouble() < probability) {
                        out.add(key);
                        leftOut++;
                    } else {
                        keep.add(key);
                    }
                }
                if (!out.isEmpty()) {
                    KeysAndAttributes earlier = leftOutKeys.get(table.getKey());
                    List<Map<String, AttributeValue>> all = new ArrayList<>();
                    if (earlier != null) {
                        all.addAll(earlier.keys());
                    }
                    all.addAll(out);
                    leftOutKeys.put(table.getKey(), table.getValue().toBuilder().keys(all).build());
                }
                kept.put(table.getKey(), table.getValue().toBuilder().keys(keep).build());
            }
            request = batch.toBuilder().requestItems(kept).build();
        }
        return leftOut;
    }

    /** The engine's request: the kept items only, tables whose every item was left out removed. */
    Object engineRequest() {
        if (request instanceof BatchWriteItemRequest batch) {
            Map<String, List<WriteRequest>> kept = new LinkedHashMap<>(batch.requestItems());
            kept.values().removeIf(List::isEmpty);
            return batch.toBuilder().requestItems(kept).build();
        }
        if (request instanceof BatchGetItemRequest batch) {
            Map<String, KeysAndAttributes> kept = new LinkedHashMap<>(batch.requestItems());
            kept.values().removeIf(k -> k.keys().isEmpty());
            return batch.toBuilder().requestItems(kept).build();
        }
        return request;
    }

    /** Adds the left-out items to the engine's answer, after any it left unprocessed itself. */
    Object merge(Object response) {
        if (response instanceof BatchWriteItemResponse written && !leftOutWrites.isEmpty()) {
            Map<String, List<WriteRequest>> unprocessed = new LinkedHashMap<>();
            written.unprocessedItems().forEach((table, writes) -> unprocessed.put(table, new ArrayList<>(writes)));
            leftOutWrites.forEach((table, writes) ->
                    unprocessed.computeIfAbsent(table, t -> new ArrayList<>()).addAll(writes));
            return written.toBuilder().unprocessedItems(unprocessed).build();
        }
        if (response instanceof BatchGetItemResponse read && !leftOutKeys.isEmpty()) {
            Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>(read.unprocessedKeys());
            leftOutKeys.forEach((table, keys) -> unprocessed.merge(table, keys, (engine, ours) -> {
                List<Map<String, AttributeValue>> all = new ArrayList<>(engine.keys());
                all.addAll(ours.keys());
                return engine.toBuilder().keys(all).build();
            }));
            // DynamoDB lists every requested table under Responses, with no items if none was read.
            Map<String, List<Map<String, AttributeValue>>> responses = new LinkedHashMap<>(read.responses());
            leftOutKeys.keySet().forEach(table -> responses.putIfAbsent(table, List.of()));
            return read.toBuilder().responses(responses).unprocessedKeys(unprocessed).build();
        }
        return response;
    }
}
