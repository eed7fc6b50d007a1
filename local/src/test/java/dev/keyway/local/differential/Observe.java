package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * Sends read requests and reduces their answers to what DynamoDB defines: a Query's order within its
 * partition (total on the table; on an index only between different index sort keys), a Scan's items
 * as a set, a batch's items as a set, a transaction's items in request order.
 */
final class Observe {

    /** More pages than this means a paging loop that does not end. */
    static final int MAX_PAGES = 200;

    private Observe() {
    }

    /**
     * Pages a Query to the end.
     *
     * @param totallyOrdered whether the queried index orders its items totally (the table does)
     * @param indexSortKey the queried index's sort key attribute, to order groups by; null for none
     */
    static Observation query(DynamoDbClient client, QueryRequest first, boolean totallyOrdered, String indexSortKey) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        List<String> pages = new ArrayList<>();
        long count = 0;
        long scanned = 0;
        QueryRequest request = first;
        for (int page = 0; ; page++) {
            if (page == MAX_PAGES) {
                return Observation.ok().field("paging", "no end after " + MAX_PAGES + " pages");
            }
            QueryResponse response = client.query(request);
            items.addAll(response.items());
            count += response.count();
            scanned += response.scannedCount();
            boolean more = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
            pages.add("items " + response.items().size() + ", Count " + response.count() + ", ScannedCount "
                    + response.scannedCount() + ", LastEvaluatedKey " + (more ? Canonical.item(response.lastEvaluatedKey()) : "none"));
            if (!more) {
                break;
            }
            request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
        }
        Observation observation = Observation.ok()
                .field("Items", Canonical.itemSet(items))
                .field("Count", count)
                .field("ScannedCount", scanned)
                .items(items);
        if (totallyOrdered) {
            observation.field("Order", items.stream().map(Canonical::item).toList());
            observation.field("Pages", pages);
        } else if (indexSortKey != null && items.stream().allMatch(item -> item.containsKey(indexSortKey))) {
            observation.field("Order", groups(items, indexSortKey));
        }
        return observation;
    }

    /** Items in runs of one index sort key value; order within a run is not defined. */
    private static List<List<String>> groups(List<Map<String, AttributeValue>> items, String sortKey) {
        List<List<String>> groups = new ArrayList<>();
        String current = null;
        List<Map<String, AttributeValue>> run = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            String value = Canonical.value(item.get(sortKey));
            if (!value.equals(current) && !run.isEmpty()) {
                groups.add(Canonical.itemSet(run));
                run = new ArrayList<>();
            }
            current = value;
            run.add(item);
        }
        if (!run.isEmpty()) {
            groups.add(Canonical.itemSet(run));
        }
        return groups;
    }

    /** Pages a Scan to the end, every segment of a parallel scan, and takes the union. */
    static Observation scan(DynamoDbClient client, ScanRequest first) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        long count = 0;
        long scanned = 0;
        int segments = first.totalSegments() == null ? 1 : first.totalSegments();
        for (int segment = 0; segment < segments; segment++) {
            ScanRequest request = first.totalSegments() == null ? first : first.toBuilder().segment(segment).build();
            for (int page = 0; ; page++) {
                if (page == MAX_PAGES) {
                    return Observation.ok().field("paging", "no end after " + MAX_PAGES + " pages");
                }
                ScanResponse response = client.scan(request);
                if (first.limit() != null && response.scannedCount() > first.limit()) {
                    return Observation.ok().field("paging", "ScannedCount " + response.scannedCount() + " above Limit");
                }
                items.addAll(response.items());
                count += response.count();
                scanned += response.scannedCount();
                if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
                    break;
                }
                request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
            }
        }
        return Observation.ok()
                .field("Items", Canonical.itemSet(items))
                .field("Count", count)
                .field("ScannedCount", scanned)
                .items(items);
    }

    /** Every item of a table or index, by full scans. */
    static List<Map<String, AttributeValue>> everything(DynamoDbClient client, String table, String index) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        ScanRequest request = ScanRequest.builder().tableName(table).indexName(index).build();
        for (int page = 0; page < MAX_PAGES; page++) {
            ScanResponse response = client.scan(request);
            items.addAll(response.items());
            if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
                return items;
            }
            request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
        }
        throw new IllegalStateException("the scan of " + table + (index == null ? "" : "/" + index) + " does not end");
    }

    static Observation batchGet(DynamoDbClient client, BatchGetItemRequest request) {
        BatchGetItemResponse response = client.batchGetItem(request);
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        response.responses().values().forEach(items::addAll);
        int unprocessed = response.unprocessedKeys().values().stream().mapToInt(keys -> keys.keys().size()).sum();
        return Observation.ok().field("Responses", Canonical.itemSet(items)).field("UnprocessedKeys", unprocessed).items(items);
    }

    static Observation batchWrite(DynamoDbClient client, BatchWriteItemRequest request) {
        BatchWriteItemResponse response = client.batchWriteItem(request);
        int unprocessed = response.unprocessedItems().values().stream().mapToInt(List::size).sum();
        return Observation.ok().field("UnprocessedItems", unprocessed);
    }

    static Observation transactGet(DynamoDbClient client, TransactGetItemsRequest request) {
        TransactGetItemsResponse response = client.transactGetItems(request);
        List<String> items = new ArrayList<>();
        for (ItemResponse item : response.responses()) {
            items.add(item.hasItem() && !item.item().isEmpty() ? Canonical.item(item.item()) : "<none>");
        }
        return Observation.ok().field("Responses", items);
    }

    /** Returned attributes: absent and empty read alike (DynamoDB omits the member when there is nothing). */
    static String attributes(boolean present, Map<String, AttributeValue> attributes) {
        return present && !attributes.isEmpty() ? Canonical.item(attributes) : "<none>";
    }
}
