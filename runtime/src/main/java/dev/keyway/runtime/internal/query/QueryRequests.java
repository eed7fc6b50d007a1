package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.schema.TableDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** The parts of a Query request and of reading its response that every page source shares. */
public final class QueryRequests {

    private QueryRequests() {
    }

    /**
     * A request with the key condition, index, order, consistency, limit (with {@code probe}, one
     * more than asked: it tells whether another page exists) and start key; names and values
     * are filled in and must be set on the request by the caller after adding its own.
     */
    static QueryRequest.Builder start(QuerySpec<?> spec, String tableName, Map<String, AttributeValue> startKey,
                                      boolean probe, Map<String, String> names, Map<String, AttributeValue> values) {
        String keyCondition;
        if (spec.attributeKey() != null) {
            keyCondition = spec.attributeKey().expression(names, values);
        } else {
            names.put("#pk", spec.partitionKeyAttribute());
            values.put(":pk", AttributeValue.fromS(spec.partitionKey()));
            keyCondition = "#pk = :pk";
        }
        if (spec.sortKey() != null) {
            names.put("#sk", spec.sortKeyAttribute());
            keyCondition += " AND " + spec.sortKey().expression(values);
        }
        QueryRequest.Builder request = QueryRequest.builder()
                .tableName(tableName)
                .indexName(spec.indexName())
                .keyConditionExpression(keyCondition)
                .scanIndexForward(!spec.descending());
        if (spec.consistentRead()) {
            request.consistentRead(true);
        }
        if (spec.limit() > 0) {
            request.limit(probe ? spec.limit() + 1 : spec.limit());
        }
        if (startKey != null) {
            request.exclusiveStartKey(startKey);
        }
        return request;
    }

    /** A response's items cut to the limit, and where the next page starts ({@code null}: none). */
    record Items(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastKey) {
    }

    /**
     * The response's items cut to the spec's limit; the next page starts after the last item
     * kept (one was read beyond the limit), or where DynamoDB stopped.
     */
    static Items read(QuerySpec<?> spec, TableDefinition table, QueryResponse response) {
        List<Map<String, AttributeValue>> items = response.items();
        Map<String, AttributeValue> lastKey = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                ? response.lastEvaluatedKey() : null;
        if (spec.limit() > 0 && items.size() > spec.limit()) {
            items = items.subList(0, spec.limit());
            lastKey = keyOf(spec, table, items.get(items.size() - 1));
        }
        return new Items(items, lastKey);
    }

    /** The key DynamoDB would report as last evaluated after this item: table and index keys. */
    static Map<String, AttributeValue> keyOf(QuerySpec<?> spec, TableDefinition table,
                                                     Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>(8);
        copy(item, key, table.partitionKeyAttribute());
        table.sortKeyAttribute().ifPresent(attribute -> copy(item, key, attribute));
        if (spec.attributeKey() != null) {
            table.index(spec.indexName()).keyAttributes().forEach(attribute -> copy(item, key, attribute));
        } else if (spec.indexName() != null) {
            copy(item, key, spec.partitionKeyAttribute());
            if (spec.sortKeyAttribute() != null) {
                copy(item, key, spec.sortKeyAttribute());
            }
        }
        return key;
    }

    public static void copy(Map<String, AttributeValue> from, Map<String, AttributeValue> to, String attribute) {
        AttributeValue value = from.get(attribute);
        if (value != null) {
            to.put(attribute, value);
        }
    }
}
