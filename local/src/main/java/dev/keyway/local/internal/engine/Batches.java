package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Projection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchGetItem and BatchWriteItem (API Reference): at most 100 keys to get and 25 requests to write, no
 * duplicate keys, a 16 MB answer (keys beyond it come back in UnprocessedKeys), an unknown table fails
 * the whole request. Keyway Local processes every write of a valid batch, so UnprocessedItems is empty
 * unless fault injection leaves items out.
 */
final class Batches {

    static final int MAX_GET_KEYS = 100;
    static final int MAX_WRITES = 25;
    static final long MAX_GET_BYTES = 16L * 1024 * 1024;

    private final Catalog catalog;

    Batches(Catalog catalog) {
        this.catalog = catalog;
    }

    private record TableGet(Table table, KeysAndAttributes request, List<Map<String, AttributeValue>> keys,
            Projection projection) {
    }

    BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        Constraints constraints = new Constraints()
                .notNull(request.hasRequestItems() ? request.requestItems() : null, "requestItems")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES);
        if (request.hasRequestItems()) {
            constraints.lengthBetween(request.requestItems().keySet(), 1, MAX_GET_KEYS, "requestItems");
            request.requestItems().forEach((name, keys) -> constraints
                    .notNull(keys.hasKeys() ? keys.keys() : null, "requestItems." + name + ".member.keys")
                    .lengthBetween(keys.hasKeys() ? keys.keys() : null, 1, MAX_GET_KEYS, "requestItems." + name + ".member.keys"));
        }
        constraints.check();
        int total = 0;
        for (KeysAndAttributes keys : request.requestItems().values()) {
            Legacy.refuse("AttributesToGet", keys.hasAttributesToGet(), "ProjectionExpression");
            total += keys.keys().size();
        }
        if (total > MAX_GET_KEYS) {
            throw ServiceError.validation("Too many items requested for the BatchGetItem call");
        }
        List<TableGet> gets = new ArrayList<>();
        for (Map.Entry<String, KeysAndAttributes> entry : request.requestItems().entrySet()) {
            KeysAndAttributes keysAndAttributes = entry.getValue();
            Table table = catalog.require(entry.getKey());
            Expressions expressions = new Expressions(ItemOperations.names(keysAndAttributes.hasExpressionAttributeNames(),
                    keysAndAttributes.expressionAttributeNames()), null);
            Projection projection = expressions.projection(keysAndAttributes.projectionExpression());
            expressions.finish();
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            Set<Map<String, AttributeValue>> seen = new HashSet<>();
            for (Map<String, AttributeValue> key : keysAndAttributes.keys()) {
                Map<String, AttributeValue> checked = ItemChecks.key(table, key, "Keys");
                if (!seen.add(checked)) {
                    throw ServiceError.validation("Provided list of item keys contains duplicates");
                }
                keys.add(checked);
            }
            gets.add(new TableGet(table, keysAndAttributes, keys, projection));
        }

        Map<String, List<Map<String, AttributeValue>>> responses = new LinkedHashMap<>();
        Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>();
        Capacity.Ledger ledger = new Capacity.Ledger();
        long bytes = 0;
        for (TableGet get : gets) {
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            responses.put(get.table.name, found);
            double factor = Boolean.TRUE.equals(get.request.consistentRead()) ? Capacity.STRONG : Capacity.EVENTUAL;
            List<Map<String, AttributeValue>> left = new ArrayList<>();
            for (Map<String, AttributeValue> key : get.keys) {
                Map<String, AttributeValue> item = get.table.get(key);
                long size = Capacity.sizeOf(item);
                if (!left.isEmpty() || bytes + size > MAX_GET_BYTES) {
                    left.add(key);
                    continue;
                }
                bytes += size;
                // Each key is read as its own GetItem: its size is rounded up to 4 KB on its own.
                ledger.of(get.table).addTable(Capacity.readUnits(size) * factor);
                if (item != null) {
                    found.add(get.projection == null ? item : get.projection.apply(item));
                }
            }
            if (!left.isEmpty()) {
                unprocessed.put(get.table.name, get.request.toBuilder().keys(left).build());
            }
        }
        return BatchGetItemResponse.builder()
                .responses(responses)
                .unprocessedKeys(unprocessed)
                .consumedCapacity(ledger.describe(request.returnConsumedCapacityAsString()))
                .build();
    }

    private record Write(Table table, Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    }

    BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        Constraints constraints = new Constraints()
                .notNull(request.hasRequestItems() ? request.requestItems() : null, "requestItems")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES);
        if (request.hasRequestItems()) {
            constraints.lengthBetween(request.requestItems().keySet(), 1, MAX_WRITES, "requestItems");
            request.requestItems().forEach((name, writes) ->
                    constraints.lengthBetween(writes, 1, MAX_WRITES, "requestItems." + name + ".member"));
        }
        constraints.check();
        CollectionMetrics.check(request.returnItemCollectionMetricsAsString());
        int total = request.requestItems().values().stream().mapToInt(List::size).sum();
        if (total > MAX_WRITES) {
            throw ServiceError.validation("Too many items requested for the BatchWriteItem call");
        }
        List<Write> writes = new ArrayList<>();
        for (Map.Entry<String, List<WriteRequest>> entry : request.requestItems().entrySet()) {
            Table table = catalog.require(entry.getKey());
            Set<Map<String, AttributeValue>> seen = new HashSet<>();
            for (WriteRequest write : entry.getValue()) {
                if ((write.putRequest() == null) == (write.deleteRequest() == null)) {
                    throw ServiceError.validation("Supplied AttributeValue has more than one datatypes set, must contain "
                            + "exactly one of the supported datatypes");
                }
                Map<String, AttributeValue> key;
                Map<String, AttributeValue> item = null;
                if (write.putRequest() != null) {
                    // API Reference, BatchWriteItem: "Primary key attributes specified on an item in the request do
                    // not match those in the corresponding table's primary key schema" fails the request with
                    // DynamoDB's key-element wording (not PutItem's "Type mismatch for key").
                    item = ItemChecks.item(table, write.putRequest().hasItem() ? write.putRequest().item() : null, "Item",
                            true);
                    key = table.key.keyOf(item);
                } else {
                    key = ItemChecks.key(table, write.deleteRequest().hasKey() ? write.deleteRequest().key() : null, "Key");
                }
                if (!seen.add(key)) {
                    throw ServiceError.validation("Provided list of item keys contains duplicates");
                }
                writes.add(new Write(table, item, key));
            }
        }
        Capacity.Ledger ledger = new Capacity.Ledger();
        Map<String, List<ItemCollectionMetrics>> metrics = new LinkedHashMap<>();
        for (Write write : writes) {
            Map<String, AttributeValue> old = write.table.get(write.key);
            ledger.of(write.table).addTable(Capacity.itemWriteUnits(old, write.item)).addVectorWrites(old, write.item)
                    .addIndexWrites(catalog.commit(write.table, old, write.item, false), 1);
            ItemCollectionMetrics metric = CollectionMetrics.of(write.table, write.key,
                    request.returnItemCollectionMetricsAsString());
            if (metric != null) {
                metrics.computeIfAbsent(write.table.name, name -> new ArrayList<>()).add(metric);
            }
        }
        BatchWriteItemResponse.Builder response = BatchWriteItemResponse.builder()
                .unprocessedItems(Map.of())
                .consumedCapacity(ledger.describe(request.returnConsumedCapacityAsString()));
        if (!metrics.isEmpty()) {
            response.itemCollectionMetrics(metrics);
        }
        return response.build();
    }
}
