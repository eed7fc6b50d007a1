package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.KeyCondition;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Query and Scan (API Reference): key conditions, Select and projections, filters, Limit and the 1 MB page,
 * ExclusiveStartKey and LastEvaluatedKey, parallel scan segments. A scan visits partitions in the order
 * of a stable hash of their partition key, so no test can depend on insertion order.
 */
final class Reads {

    static final String QUERY_PREFIX = "1 validation error detected: ";
    static final int MAX_SEGMENTS = 1_000_000;

    private final Catalog catalog;

    Reads(Catalog catalog) {
        this.catalog = catalog;
    }

    QueryResponse query(QueryRequest request) {
        Legacy.refuse("KeyConditions", request.hasKeyConditions(), "KeyConditionExpression");
        Legacy.refuse("QueryFilter", request.hasQueryFilter(), "FilterExpression");
        Legacy.refuse("AttributesToGet", request.hasAttributesToGet(), "ProjectionExpression");
        Legacy.refuse("ConditionalOperator", request.conditionalOperatorAsString() != null, "FilterExpression");
        new Constraints().atLeast(request.limit(), 1, "limit")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES).check();
        String select = ReadPlan.select(request.selectAsString(), request.projectionExpression() != null,
                request.indexName() != null, QUERY_PREFIX);
        if (request.keyConditionExpression() == null) {
            throw ServiceError.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        Table table = catalog.require(request.tableName());
        boolean consistent = Boolean.TRUE.equals(request.consistentRead());
        SecondaryIndex index = ReadPlan.index(table, request.indexName(), consistent);
        KeyShape key = index == null ? table.key : index.key;
        Expressions expressions = new Expressions(
                ItemOperations.names(request.hasExpressionAttributeNames(), request.expressionAttributeNames()),
                ItemOperations.values(request.hasExpressionAttributeValues(), request.expressionAttributeValues()));
        KeyCondition keyCondition = expressions.keyCondition(request.keyConditionExpression(), key.partition(),
                key.sort(), keyTypes(table, key));
        Condition filter = expressions.condition(request.filterExpression(), "FilterExpression");
        Projection projection = expressions.projection(request.projectionExpression());
        expressions.finish();
        refuseKeyAttributesInFilter(filter, key);
        ReadPlan plan = ReadPlan.of(table, index, select, projection, filter, consistent);

        List<AttributeValue> partitionValues = new ArrayList<>();
        for (String name : key.partition()) {
            partitionValues.add(keyCondition.partition().get(name));
        }
        ItemKey partition = new ItemKey(partitionValues);
        NavigableMap<ItemKey, Map<String, AttributeValue>> items = plan.store().partition(partition);
        boolean forward = !Boolean.FALSE.equals(request.scanIndexForward());
        if (request.hasExclusiveStartKey()) {
            Map<String, AttributeValue> start = startKey(plan, request.exclusiveStartKey());
            if (index == null && !table.key.hasSort()) {
                throw ServiceError.validation("The query can return at most one row and cannot be restarted");
            }
            if (!plan.partitionOf(start).equals(partition)) {
                throw ServiceError.validation(
                        "The provided starting key is outside query boundaries based on provided conditions");
            }
            if (!keyCondition.sortMatches(start)) {
                throw ServiceError.validation("The provided starting key does not match the range key predicate");
            }
            ItemKey sort = plan.sortOf(start);
            if (!items.isEmpty()) { // an empty partition is a shared empty map without the key order
                items = forward ? items.tailMap(sort, false) : items.headMap(sort, false);
            }
        }
        Collection<Map<String, AttributeValue>> ordered = forward ? items.values() : items.descendingMap().values();
        PageBuilder page = new PageBuilder(plan, request.limit());
        for (Map<String, AttributeValue> item : ordered) {
            if (keyCondition.sortMatches(item) && !page.offer(item)) {
                break;
            }
        }
        // A query of a table without a sort key reads at most one item: there is never a next page.
        boolean singleItem = index == null && !table.key.hasSort();
        QueryResponse.Builder response = QueryResponse.builder()
                .count(page.count)
                .scannedCount(page.scanned)
                .lastEvaluatedKey(singleItem ? null : page.lastEvaluatedKey)
                .consumedCapacity(page.usage().describe(request.returnConsumedCapacityAsString()));
        if (!plan.count()) {
            response.items(page.items);
        }
        return response.build();
    }

    ScanResponse scan(ScanRequest request) {
        Legacy.refuse("ScanFilter", request.hasScanFilter(), "FilterExpression");
        Legacy.refuse("AttributesToGet", request.hasAttributesToGet(), "ProjectionExpression");
        Legacy.refuse("ConditionalOperator", request.conditionalOperatorAsString() != null, "FilterExpression");
        new Constraints().atLeast(request.limit(), 1, "limit")
                .atLeast(request.segment(), 0, "segment").atMost(request.segment(), MAX_SEGMENTS - 1, "segment")
                .atLeast(request.totalSegments(), 1, "totalSegments").atMost(request.totalSegments(), MAX_SEGMENTS, "totalSegments")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES).check();
        String select = ReadPlan.select(request.selectAsString(), request.projectionExpression() != null,
                request.indexName() != null, "");
        Integer segment = request.segment();
        Integer total = request.totalSegments();
        if (segment != null && total == null) {
            throw ServiceError.validation("The TotalSegments parameter is required but was not present in the request when "
                    + "Segment parameter is present");
        }
        if (total != null && segment == null) {
            throw ServiceError.validation("The Segment parameter is required but was not present in the request when "
                    + "parameter TotalSegments is present");
        }
        if (segment != null && segment >= total) {
            throw ServiceError.validation("The Segment parameter is zero-based and must be less than parameter "
                    + "TotalSegments: Segment: " + segment + " is not less than TotalSegments: " + total);
        }
        Table table = catalog.require(request.tableName());
        boolean consistent = Boolean.TRUE.equals(request.consistentRead());
        SecondaryIndex index = ReadPlan.index(table, request.indexName(), consistent);
        // Scan runs DynamoDB's older request validation, which names the key of an invalid value.
        Expressions expressions = new Expressions(
                ItemOperations.names(request.hasExpressionAttributeNames(), request.expressionAttributeNames()),
                ItemOperations.values(request.hasExpressionAttributeValues(), request.expressionAttributeValues()), true);
        Condition filter = expressions.condition(request.filterExpression(), "FilterExpression");
        Projection projection = expressions.projection(request.projectionExpression());
        expressions.finish();
        ReadPlan plan = ReadPlan.of(table, index, select, projection, filter, consistent);
        int segments = total == null ? 1 : total;
        int wanted = segment == null ? 0 : segment;

        NavigableMap<OrderedItems.Partition, TreeMap<ItemKey, Map<String, AttributeValue>>> partitions =
                plan.store().partitions();
        PageBuilder page = new PageBuilder(plan, request.limit());
        boolean full = false;
        NavigableMap<OrderedItems.Partition, TreeMap<ItemKey, Map<String, AttributeValue>>> rest;
        if (request.hasExclusiveStartKey()) {
            Map<String, AttributeValue> start = startKey(plan, request.exclusiveStartKey());
            OrderedItems.Partition startPartition = OrderedItems.Partition.of(plan.partitionOf(start));
            if (segmentOf(startPartition.hash(), segments) != wanted) {
                throw ServiceError.validation("The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
                        + "ExclusiveStartKey with correct Segment. TotalSegments: " + segments + " Segment: " + wanted);
            }
            TreeMap<ItemKey, Map<String, AttributeValue>> first = partitions.get(startPartition);
            if (first != null) {
                for (Map<String, AttributeValue> item : first.tailMap(plan.sortOf(start), false).values()) {
                    if (!page.offer(item)) {
                        full = true;
                        break;
                    }
                }
            }
            rest = partitions.tailMap(startPartition, false);
        } else {
            rest = partitions.tailMap(new OrderedItems.Partition(segmentStart(wanted, segments), null), true);
        }
        outer:
        for (Map.Entry<OrderedItems.Partition, TreeMap<ItemKey, Map<String, AttributeValue>>> entry : rest.entrySet()) {
            if (full) {
                break;
            }
            if (segmentOf(entry.getKey().hash(), segments) != wanted) {
                break;
            }
            for (Map<String, AttributeValue> item : entry.getValue().values()) {
                if (!page.offer(item)) {
                    break outer;
                }
            }
        }
        ScanResponse.Builder response = ScanResponse.builder()
                .count(page.count)
                .scannedCount(page.scanned)
                .lastEvaluatedKey(page.lastEvaluatedKey)
                .consumedCapacity(page.usage().describe(request.returnConsumedCapacityAsString()));
        if (!plan.count()) {
            response.items(page.items);
        }
        return response.build();
    }

    /**
     * API Reference, Query, FilterExpression: "A filter expression cannot contain partition key or sort key
     * attributes. You need to specify those attributes in the key condition expression, not the filter
     * expression." The key is the queried one (the index's on an index).
     */
    private static void refuseKeyAttributesInFilter(Condition filter, KeyShape key) {
        if (filter == null) {
            return;
        }
        for (String name : filter.topLevelAttributes()) {
            if (key.attributes().contains(name)) {
                throw ServiceError.validation("Filter Expression can only contain non-primary key attributes: Primary key "
                        + "attribute: " + name);
            }
        }
    }

    /** The segment of a partition hash: segments split the 32-bit hash range into equal parts. */
    static int segmentOf(long hash, int segments) {
        return (int) ((hash * segments) >>> 32);
    }

    /** The smallest hash of a segment. */
    static long segmentStart(int segment, int segments) {
        return ((long) segment << 32) / segments + (((long) segment << 32) % segments == 0 ? 0 : 1);
    }

    static Map<String, ScalarAttributeType> keyTypes(Table table, KeyShape key) {
        Map<String, ScalarAttributeType> types = new LinkedHashMap<>();
        for (String name : key.attributes()) {
            types.put(name, ScalarAttributeType.fromValue(table.attributeTypes.get(name)));
        }
        return types;
    }

    /** Checks an ExclusiveStartKey: exactly the table's key attributes and, on an index, the index's. */
    private static Map<String, AttributeValue> startKey(ReadPlan plan, Map<String, AttributeValue> startKey) {
        Map<String, AttributeValue> canonical = AttributeValues.checkItem(startKey, "ExclusiveStartKey");
        List<String> names = plan.positionAttributes();
        String invalid = plan.index == null
                ? "The provided starting key is invalid: The provided key element does not match the schema"
                : "The provided starting key is invalid";
        if (canonical.size() != names.size()) {
            throw ServiceError.validation(invalid);
        }
        for (String name : names) {
            AttributeValue value = canonical.get(name);
            if (value == null || !plan.table.attributeTypes.get(name).equals(ItemChecks.scalarType(value))) {
                throw ServiceError.validation(invalid);
            }
            if (ItemChecks.emptyScalar(value)) {
                throw ServiceError.validation("The provided starting key is invalid: One or more parameter values are not "
                        + "valid. The AttributeValue for a key attribute cannot contain an empty "
                        + (value.s() != null ? "string" : "binary") + " value. Key: " + name);
            }
        }
        return canonical;
    }
}
