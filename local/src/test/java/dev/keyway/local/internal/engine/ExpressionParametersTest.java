package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** The engine's use of the expression parameters: where names and values may appear, what updates return. */
class ExpressionParametersTest extends EngineFixture {

    private static final String VALUES_WITHOUT = "ExpressionAttributeValues can only be specified when using expressions";
    private static final String NAMES_WITHOUT = "ExpressionAttributeNames can only be specified when using expressions";

    @BeforeEach
    void table() {
        createIndexedTable("Shop");
    }

    private void put(Map<String, AttributeValue> item) {
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item).build());
    }

    private UpdateItemResponse update(String expression, Map<String, AttributeValue> values, String returnValues) {
        return db.updateItem(UpdateItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                .updateExpression(expression).expressionAttributeValues(values).returnValues(returnValues).build());
    }

    @Test
    @DisplayName("Developer Guide, expressions: ExpressionAttributeValues or ExpressionAttributeNames without an "
            + "expression to use them are refused, names judged first, before their contents")
    void namesAndValuesNeedExpressions() {
        Map<String, AttributeValue> item = item("pk", "a", "sk", "1");
        assertValidation(VALUES_WITHOUT, () -> db.putItem(PutItemRequest.builder().tableName("Shop").item(item)
                .expressionAttributeValues(Map.of(":v", s("x"))).build()));
        assertValidation(NAMES_WITHOUT, () -> db.putItem(PutItemRequest.builder().tableName("Shop").item(item)
                .expressionAttributeNames(Map.of()).expressionAttributeValues(Map.of()).build()));
        assertValidation(NAMES_WITHOUT, () -> db.getItem(GetItemRequest.builder().tableName("Shop").key(item)
                .expressionAttributeNames(Map.of("#a", "a")).build()));
        assertValidation(VALUES_WITHOUT, () -> db.deleteItem(DeleteItemRequest.builder().tableName("Shop").key(item)
                .expressionAttributeValues(Map.of(":v", s("x"))).build()));
        // A projection uses names but takes no values.
        assertValidation(VALUES_WITHOUT, () -> db.scan(ScanRequest.builder().tableName("Shop").projectionExpression("#a")
                .expressionAttributeNames(Map.of("#a", "a")).expressionAttributeValues(Map.of(":v", s("x"))).build()));
        // With an expression, names it does not use are "unused", as before.
        assertValidation("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}",
                () -> db.getItem(GetItemRequest.builder().tableName("Shop").key(item).projectionExpression("pk")
                        .expressionAttributeNames(Map.of("#a", "a")).build()));
    }

    @Test
    @DisplayName("API Reference, UpdateItem ReturnValues: UPDATED_OLD/UPDATED_NEW return only the updated attributes, "
            + "nested paths with the structure leading to them")
    void updatedPathsOnly() {
        put(item("pk", "a", "sk", "1", "m", AttributeValue.fromM(Map.of("x", n("1"), "y", n("2"))),
                "l", AttributeValue.fromL(java.util.List.of(s("p"), s("q"))), "gone", "g"));
        Map<String, AttributeValue> values = Map.of(":v", n("10"));
        assertEquals(Map.of("m", AttributeValue.fromM(Map.of("x", n("1")))),
                update("SET m.x = :v", values, "UPDATED_OLD").attributes());
        assertEquals(Map.of("m", AttributeValue.fromM(Map.of("x", n("11")))),
                update("SET m.x = m.x + :v1", Map.of(":v1", n("1")), "UPDATED_NEW").attributes());
        assertEquals(Map.of("l", AttributeValue.fromL(java.util.List.of(s("q")))),
                update("SET l[1] = :s", Map.of(":s", s("r")), "UPDATED_OLD").attributes());
        UpdateItemResponse removed = db.updateItem(UpdateItemRequest.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).updateExpression("REMOVE gone").returnValues("UPDATED_OLD").build());
        assertEquals(Map.of("gone", s("g")), removed.attributes());
        assertFalse(db.updateItem(UpdateItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                .updateExpression("REMOVE m.y").returnValues("UPDATED_NEW").build()).hasAttributes());
    }

    @Test
    @DisplayName("Developer Guide, data types: \"nested attributes up to 32 levels deep\" holds for the item an UpdateItem "
            + "builds with nested SETs")
    void updateNestingDepth() {
        AttributeValue deep = s("leaf");
        for (int i = 0; i < 31; i++) {
            deep = AttributeValue.fromM(Map.of("n", deep));
        }
        put(item("pk", "a", "sk", "1", "top", AttributeValue.fromM(Map.of())));
        update("SET fine = :deep", Map.of(":deep", deep), "NONE");
        AttributeValue tooDeepOnceNested = deep;
        assertValidation("Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond "
                + "supported limit", () -> update("SET top.nest = :deep", Map.of(":deep", tooDeepOnceNested), "NONE"));
    }

    @Test
    @DisplayName("API Reference, Query: a filter expression cannot contain the queried key's attributes (the index's on "
            + "an index), in any operand or function")
    void filterOnIndexKey() {
        QueryRequest.Builder onIndex = QueryRequest.builder().tableName("Shop").indexName("GSI1")
                .keyConditionExpression("gpk = :g");
        assertValidation("Filter Expression can only contain non-primary key attributes: Primary key attribute: gsk",
                () -> db.query(onIndex.filterExpression("attribute_exists(gsk)")
                        .expressionAttributeValues(Map.of(":g", s("g"))).build()));
        assertValidation("Filter Expression can only contain non-primary key attributes: Primary key attribute: gpk",
                () -> db.query(onIndex.filterExpression("v IN (:g, #k)").expressionAttributeNames(Map.of("#k", "gpk"))
                        .expressionAttributeValues(Map.of(":g", s("g"))).build()));
        // The table's key attributes are not the index's key.
        db.query(QueryRequest.builder().tableName("Shop").indexName("GSI1").keyConditionExpression("gpk = :g")
                .filterExpression("pk = :g").expressionAttributeValues(Map.of(":g", s("g"))).build());
    }

    @Test
    @DisplayName("Scan runs DynamoDB's older validation: \"ExpressionAttributeValues contains invalid value: ... for key :v\"")
    void scanInvalidValueWording() {
        assertValidation("ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
                + "An number set  may not be empty for key :v", () -> db.scan(ScanRequest.builder().tableName("Shop")
                        .filterExpression("v = :v").expressionAttributeValues(Map.of(":v", AttributeValue.fromNs(
                                java.util.List.of()))).build()));
    }

    @Test
    @DisplayName("API Reference, Query: an empty sort key value in the key condition is refused")
    void emptySortKeyValue() {
        assertValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. Key: sk", () -> db.query(QueryRequest.builder().tableName("Shop")
                        .keyConditionExpression("pk = :p AND sk > :after")
                        .expressionAttributeValues(Map.of(":p", s("a"), ":after", s(""))).build()));
    }
}
