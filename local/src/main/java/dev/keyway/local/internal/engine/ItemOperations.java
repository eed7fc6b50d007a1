package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.expression.Update;
import dev.keyway.local.internal.value.AttributeValues;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** PutItem, GetItem, UpdateItem and DeleteItem. */
final class ItemOperations {

    private final Catalog catalog;

    ItemOperations(Catalog catalog) {
        this.catalog = catalog;
    }

    static Map<String, String> names(boolean present, Map<String, String> names) {
        return present ? names : null;
    }

    static Map<String, AttributeValue> values(boolean present, Map<String, AttributeValue> values) {
        return present ? values : null;
    }

    /** The expressions of a write, from its attribute names and values (each absent unless set). */
    private static Expressions expressions(boolean hasNames, Map<String, String> names, boolean hasValues,
            Map<String, AttributeValue> values) {
        return new Expressions(names(hasNames, names), values(hasValues, values));
    }

    /**
     * A write's condition: its ConditionExpression, or what its legacy Expected and ConditionalOperator
     * stand for ({@link LegacyWrites}); a request with both kinds is refused.
     */
    private static Condition condition(Expressions expressions, String conditionExpression, LegacyWrites.Parameters legacy,
            Map<String, ExpectedAttributeValue> expected, String conditionalOperator) {
        legacy.refuseMix();
        return legacy.anyLegacy() ? LegacyWrites.expected(expected, conditionalOperator)
                : expressions.condition(conditionExpression, "ConditionExpression");
    }

    /** Checks a write's ReturnConsumedCapacity and ReturnItemCollectionMetrics settings. */
    private static void checkWriteReturns(String consumedCapacity, String collectionMetrics) {
        Constraints.checkEnum(consumedCapacity, "returnConsumedCapacity", Capacity.MODES);
        CollectionMetrics.check(collectionMetrics);
    }

    PutItemResponse putItem(PutItemRequest request) {
        LegacyWrites.Parameters legacy = new LegacyWrites.Parameters(request.hasExpected(),
                request.conditionalOperatorAsString() != null, false, request.conditionExpression() != null, false,
                request.hasExpressionAttributeNames(), request.hasExpressionAttributeValues());
        String returnValues = ReturnValues.putOrDelete(request.returnValuesAsString());
        boolean oldOnFailure = ReturnValues.onFailure(request.returnValuesOnConditionCheckFailureAsString());
        checkWriteReturns(request.returnConsumedCapacityAsString(), request.returnItemCollectionMetricsAsString());
        Table table = catalog.require(request.tableName());
        Expressions expressions = expressions(request.hasExpressionAttributeNames(), request.expressionAttributeNames(),
                request.hasExpressionAttributeValues(), request.expressionAttributeValues());
        Condition condition = condition(expressions, request.conditionExpression(), legacy,
                request.hasExpected() ? request.expected() : null, request.conditionalOperatorAsString());
        expressions.finish();
        Map<String, AttributeValue> item = ItemChecks.item(table, request.hasItem() ? request.item() : null, "Item");
        Map<String, AttributeValue> old = table.get(item);
        checkCondition(condition, old, oldOnFailure);
        Capacity.Usage usage = write(table, old, item);
        return PutItemResponse.builder()
                .attributes(ReturnValues.of(returnValues, old, item, null))
                .consumedCapacity(usage.describe(request.returnConsumedCapacityAsString()))
                .itemCollectionMetrics(CollectionMetrics.of(table, item, request.returnItemCollectionMetricsAsString()))
                .build();
    }

    /** Commits one item's change (a {@code null} item deletes) and counts the capacity it used. */
    private Capacity.Usage write(Table table, Map<String, AttributeValue> old, Map<String, AttributeValue> item) {
        Capacity.Usage usage = new Capacity.Usage(table).addTable(Capacity.itemWriteUnits(old, item));
        usage.addVectorWrites(old, item).addIndexWrites(catalog.commit(table, old, item, false), 1);
        return usage;
    }

    /** Fails the request when the condition does not hold for the item (empty when there is none). */
    static void checkCondition(Condition condition, Map<String, AttributeValue> old, boolean oldOnFailure) {
        if (condition != null && !condition.test(old == null ? Map.of() : old)) {
            throw ServiceError.conditionalCheckFailed(oldOnFailure ? old : null);
        }
    }

    GetItemResponse getItem(GetItemRequest request) {
        Legacy.refuse("AttributesToGet", request.hasAttributesToGet(), "ProjectionExpression");
        Constraints.checkEnum(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES);
        Table table = catalog.require(request.tableName());
        Map<String, AttributeValue> key = ItemChecks.key(table, request.hasKey() ? request.key() : null, "Key");
        Expressions expressions = new Expressions(
                names(request.hasExpressionAttributeNames(), request.expressionAttributeNames()), null);
        Projection projection = expressions.projection(request.projectionExpression());
        expressions.finish();
        Map<String, AttributeValue> item = table.get(key);
        boolean consistent = Boolean.TRUE.equals(request.consistentRead());
        Capacity.Usage usage = new Capacity.Usage(table)
                .addTable(Capacity.readUnits(Capacity.sizeOf(item)) * (consistent ? Capacity.STRONG : Capacity.EVENTUAL));
        Map<String, AttributeValue> answer = item == null || projection == null ? item : projection.apply(item);
        return GetItemResponse.builder()
                .item(answer)
                .consumedCapacity(usage.describe(request.returnConsumedCapacityAsString()))
                .build();
    }

    DeleteItemResponse deleteItem(DeleteItemRequest request) {
        LegacyWrites.Parameters legacy = new LegacyWrites.Parameters(request.hasExpected(),
                request.conditionalOperatorAsString() != null, false, request.conditionExpression() != null, false,
                request.hasExpressionAttributeNames(), request.hasExpressionAttributeValues());
        String returnValues = ReturnValues.putOrDelete(request.returnValuesAsString());
        boolean oldOnFailure = ReturnValues.onFailure(request.returnValuesOnConditionCheckFailureAsString());
        checkWriteReturns(request.returnConsumedCapacityAsString(), request.returnItemCollectionMetricsAsString());
        Table table = catalog.require(request.tableName());
        Map<String, AttributeValue> key = ItemChecks.key(table, request.hasKey() ? request.key() : null, "Key");
        Expressions expressions = expressions(request.hasExpressionAttributeNames(), request.expressionAttributeNames(),
                request.hasExpressionAttributeValues(), request.expressionAttributeValues());
        Condition condition = condition(expressions, request.conditionExpression(), legacy,
                request.hasExpected() ? request.expected() : null, request.conditionalOperatorAsString());
        expressions.finish();
        Map<String, AttributeValue> old = table.get(key);
        checkCondition(condition, old, oldOnFailure);
        Capacity.Usage usage = write(table, old, null);
        return DeleteItemResponse.builder()
                .attributes(ReturnValues.of(returnValues, old, null, null))
                .consumedCapacity(usage.describe(request.returnConsumedCapacityAsString()))
                .itemCollectionMetrics(CollectionMetrics.of(table, key, request.returnItemCollectionMetricsAsString()))
                .build();
    }

    UpdateItemResponse updateItem(UpdateItemRequest request) {
        LegacyWrites.Parameters legacy = new LegacyWrites.Parameters(request.hasExpected(),
                request.conditionalOperatorAsString() != null, request.hasAttributeUpdates(),
                request.conditionExpression() != null, request.updateExpression() != null,
                request.hasExpressionAttributeNames(), request.hasExpressionAttributeValues());
        String returnValues = ReturnValues.update(request.returnValuesAsString());
        boolean oldOnFailure = ReturnValues.onFailure(request.returnValuesOnConditionCheckFailureAsString());
        checkWriteReturns(request.returnConsumedCapacityAsString(), request.returnItemCollectionMetricsAsString());
        Table table = catalog.require(request.tableName());
        Map<String, AttributeValue> key = ItemChecks.key(table, request.hasKey() ? request.key() : null, "Key");
        Expressions expressions = expressions(request.hasExpressionAttributeNames(), request.expressionAttributeNames(),
                request.hasExpressionAttributeValues(), request.expressionAttributeValues());
        legacy.refuseMix();
        Update update = legacy.anyLegacy() ? LegacyWrites.attributeUpdates(request.hasAttributeUpdates()
                ? request.attributeUpdates() : null) : expressions.update(request.updateExpression());
        Condition condition = condition(expressions, request.conditionExpression(), legacy,
                request.hasExpected() ? request.expected() : null, request.conditionalOperatorAsString());
        expressions.finish();
        checkKeyNotUpdated(table, update);
        Map<String, AttributeValue> old = table.get(key);
        checkCondition(condition, old, oldOnFailure);
        Map<String, AttributeValue> item = applyUpdate(table, update, old, key);
        Capacity.Usage usage = write(table, old, item);
        return UpdateItemResponse.builder()
                .attributes(ReturnValues.of(returnValues, old, item, update))
                .consumedCapacity(usage.describe(request.returnConsumedCapacityAsString()))
                .itemCollectionMetrics(CollectionMetrics.of(table, item, request.returnItemCollectionMetricsAsString()))
                .build();
    }

    /** Refuses an update expression that names a primary key attribute. */
    static void checkKeyNotUpdated(Table table, Update update) {
        if (update == null) {
            return;
        }
        for (String name : table.key.attributes()) {
            if (update.topLevelAttributes().contains(name)) {
                throw ServiceError.validation("One or more parameter values were invalid: Cannot update attribute " + name
                        + ". This attribute is part of the key");
            }
        }
    }

    /**
     * The item an update makes of the stored item, or of the key alone: UpdateItem creates missing items,
     * except that an update that only removes attributes from a missing item creates nothing (DynamoDB's
     * behaviour; an UpdateItem without any UpdateExpression does create the item).
     *
     * @return the new item, or {@code null} when nothing is to be written
     */
    static Map<String, AttributeValue> applyUpdate(Table table, Update update, Map<String, AttributeValue> old,
            Map<String, AttributeValue> key) {
        Map<String, AttributeValue> base = old != null ? old : key;
        Map<String, AttributeValue> item = Items.freeze(update == null ? base : update.apply(base));
        if (old == null && update != null && item.size() == key.size()) {
            return null;
        }
        // Nested SETs can build documents deeper than any one value was (each value was checked alone).
        AttributeValues.checkDepth(item);
        ItemChecks.indexKeys(table, item, true);
        ItemChecks.size(item, "Item size to update has exceeded the maximum allowed size");
        return item;
    }
}
