package dev.keyway.runtime.internal;

import dev.keyway.runtime.ItemAlreadyExistsException;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.Page;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The operations every generated repository delegates to, for one entity in one table: each
 * is one DynamoDB request built from the entity's schema.
 *
 * @param <T> the record type
 */
public final class EntityTable<T> {

    private final DynamoDbClient client;
    private final String tableName;
    private final ItemSchema<T> schema;

    public EntityTable(DynamoDbClient client, String tableName, ItemSchema<T> schema) {
        this.client = Objects.requireNonNull(client, "client");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
    }

    public DynamoDbClient client() {
        return client;
    }

    public String tableName() {
        return tableName;
    }

    public ItemSchema<T> schema() {
        return schema;
    }

    /** PutItem: stores the record, replacing any item with its key. */
    public void put(T value) {
        client.putItem(request -> request.tableName(tableName).item(schema.toItem(value)));
    }

    /** PutItem with {@code attribute_not_exists(PK)}: stores the record only if its key is new. */
    public void create(T value) {
        Map<String, AttributeValue> item = schema.toItem(value);
        try {
            client.putItem(request -> request.tableName(tableName).item(item)
                    .conditionExpression("attribute_not_exists(#pk)")
                    .expressionAttributeNames(Map.of("#pk", schema.table().partitionKeyAttribute())));
        } catch (ConditionalCheckFailedException e) {
            throw new ItemAlreadyExistsException(schema.entityType(), schema.table().describeKey(item), e);
        }
    }

    /** GetItem: the record stored under the key, if any. */
    public Optional<T> get(Map<String, AttributeValue> key) {
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName(tableName).key(key)).item();
        if (item == null || item.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(schema.fromItem(item));
    }

    /** DeleteItem: removes the item stored under the key, if any. */
    public void delete(Map<String, AttributeValue> key) {
        client.deleteItem(request -> request.tableName(tableName).key(key));
    }

    /** Creates the table with every index of its entities unless it exists, and waits until it is active. */
    public void createTable() {
        schema.table().createIfMissing(client, tableName);
    }

    /** One page of a query, starting after the cursor when one is given. */
    Page<T> page(QuerySpec<T> spec, String cursor) {
        if (spec.sortKey() != null && spec.sortKey().operator() == SortKeyCondition.Operator.NOTHING) {
            return new Page<>(List.of(), Optional.empty());
        }
        Map<String, String> names = new HashMap<>(4);
        Map<String, AttributeValue> values = new HashMap<>(4);
        names.put("#pk", spec.partitionKeyAttribute());
        values.put(":pk", AttributeValue.fromS(spec.partitionKey()));
        String keyCondition = "#pk = :pk";
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
        if (spec.typeFilter()) {
            names.put("#type", schema.table().typeAttribute());
            values.put(":type", AttributeValue.fromS(schema.entityType()));
            request.filterExpression("#type = :type");
        }
        if (spec.limit() > 0) {
            request.limit(spec.limit() + 1); // one more tells whether another page exists
        }
        if (cursor != null) {
            request.exclusiveStartKey(Cursors.decode(spec, cursor));
        }
        QueryResponse response = client.query(request.expressionAttributeNames(names)
                .expressionAttributeValues(values).build());

        List<Map<String, AttributeValue>> items = response.items();
        Map<String, AttributeValue> lastKey = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                ? response.lastEvaluatedKey() : null;
        if (spec.limit() > 0 && items.size() > spec.limit()) {
            items = items.subList(0, spec.limit());
            lastKey = keyOf(spec, items.get(items.size() - 1));
        }
        List<T> records = new ArrayList<>(items.size());
        String typeAttribute = schema.table().typeAttribute();
        for (Map<String, AttributeValue> item : items) {
            AttributeValue type = item.get(typeAttribute);
            if (type == null || schema.entityType().equals(type.s())) { // another entity's item is not ours to decode
                records.add(schema.fromItem(item));
            }
        }
        return new Page<>(records, Optional.ofNullable(lastKey).map(key -> Cursors.encode(spec, key)));
    }

    /** The key DynamoDB would report as last evaluated after this item: table and index keys. */
    private Map<String, AttributeValue> keyOf(QuerySpec<T> spec, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>(8);
        var definition = schema.table();
        copy(item, key, definition.partitionKeyAttribute());
        definition.sortKeyAttribute().ifPresent(attribute -> copy(item, key, attribute));
        if (spec.indexName() != null) {
            copy(item, key, spec.partitionKeyAttribute());
            if (spec.sortKeyAttribute() != null) {
                copy(item, key, spec.sortKeyAttribute());
            }
        }
        return key;
    }

    private static void copy(Map<String, AttributeValue> from, Map<String, AttributeValue> to, String attribute) {
        AttributeValue value = from.get(attribute);
        if (value != null) {
            to.put(attribute, value);
        }
    }
}
