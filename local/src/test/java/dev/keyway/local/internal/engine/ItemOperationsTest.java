package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.ServiceError;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

class ItemOperationsTest extends EngineFixture {

    @BeforeEach
    void table() {
        createIndexedTable("Shop");
    }

    PutItemResponse put(Map<String, AttributeValue> item) {
        return db.putItem(PutItemRequest.builder().tableName("Shop").item(item).build());
    }

    Map<String, AttributeValue> get(String pk, String sk) {
        var response = db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", pk, "sk", sk))
                .consistentRead(true).build());
        return response.hasItem() ? response.item() : null;
    }

    @Test
    @DisplayName("API Reference, PutItem/GetItem/DeleteItem: an item round-trips, numbers canonical")
    void roundTrip() {
        put(item("pk", "a", "sk", "1", "n", n("1.50")));
        assertEquals(item("pk", "a", "sk", "1", "n", n("1.5")), get("a", "1"));
        assertFalse(db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "2")).build())
                .hasItem());
        DeleteItemResponse deleted = db.deleteItem(DeleteItemRequest.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).returnValues("ALL_OLD").build());
        assertEquals(n("1.5"), deleted.attributes().get("n"));
        assertNull(get("a", "1"));
    }

    @Test
    @DisplayName("API Reference, PutItem: key attributes missing, of the wrong type or empty are refused")
    void keyChecks() {
        assertValidation("One or more parameter values were invalid: Missing the key sk in the item",
                () -> put(item("pk", "a")));
        assertValidation("One or more parameter values were invalid: Type mismatch for key sk expected: S actual: N",
                () -> put(item("pk", "a", "sk", n("1"))));
        assertValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. Key: pk", () -> put(item("pk", "", "sk", "x")));
        assertValidation("The provided key element does not match the schema", () -> db.getItem(GetItemRequest.builder()
                .tableName("Shop").key(item("pk", "a")).build()));
        assertValidation("The provided key element does not match the schema", () -> db.getItem(GetItemRequest.builder()
                .tableName("Shop").key(item("pk", "a", "sk", "b", "extra", "c")).build()));
    }

    @Test
    @DisplayName("API Reference, PutItem: index key attributes of the wrong type or empty are refused")
    void indexKeyChecks() {
        assertValidation("One or more parameter values were invalid: Type mismatch for Index Key gsk Expected: N Actual: S "
                + "IndexName: GSI1", () -> put(item("pk", "a", "sk", "b", "gsk", "x")));
        assertValidation("One or more parameter values are not valid. A value specified for a secondary index key is not "
                + "supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: GSI1, "
                + "IndexKey: gpk", () -> put(item("pk", "a", "sk", "b", "gpk", "")));
    }

    @Test
    @DisplayName("Developer Guide, Item size: an item over 400 KB is refused; key sizes 2048 and 1024 bytes")
    void sizes() {
        String big = "x".repeat(400 * 1024);
        assertValidation("Item size has exceeded the maximum allowed size", () -> put(item("pk", "a", "sk", "b", "d", big)));
        assertValidation("One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit "
                + "of2048 bytes", () -> put(item("pk", "p".repeat(2049), "sk", "b")));
        assertValidation("One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size "
                + "limit of 1024 bytes", () -> put(item("pk", "a", "sk", "s".repeat(1025))));
        put(item("pk", "p".repeat(2048), "sk", "s".repeat(1024)));
    }

    @Test
    @DisplayName("API Reference, PutItem: ReturnValues NONE or ALL_OLD only; legacy Expected with Exists false and a Value refused")
    void putReturnValues() {
        put(item("pk", "a", "sk", "1", "v", "old"));
        PutItemResponse response = db.putItem(PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "1", "v", "new")).returnValues("ALL_OLD").build());
        assertEquals(s("old"), response.attributes().get("v"));
        assertValidation("Return values set to invalid value", () -> db.putItem(PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "1")).returnValues("ALL_NEW").build()));
        ServiceError legacy = error(() -> db.putItem(PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "1")).expected(Map.of("v", ExpectedAttributeValue.builder().exists(false).value(s("x")).build()))
                .build()));
        assertTrue(legacy.getMessage().contains("Value cannot be used when Exists is false"), legacy.getMessage());
    }

    @Test
    @DisplayName("API Reference, PutItem: ConditionExpression, ReturnValuesOnConditionCheckFailure ALL_OLD")
    void conditionalPut() {
        put(item("pk", "a", "sk", "1", "v", "old"));
        ServiceError failed = error(() -> db.putItem(PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "1", "v", "new")).conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure("ALL_OLD").build()));
        assertEquals("ConditionalCheckFailedException", failed.type());
        assertEquals(s("old"), failed.item().get("v"));
        assertEquals(s("old"), get("a", "1").get("v"));
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "a", "sk", "2"))
                .conditionExpression("attribute_not_exists(pk)").build());
        assertTrue(get("a", "2") != null);
    }

    @Test
    @DisplayName("API Reference, UpdateItem: upsert, ReturnValues, key attributes cannot be updated")
    void update() {
        UpdateItemResponse created = db.updateItem(UpdateItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                .updateExpression("SET v = :v, c = :one").expressionAttributeValues(Map.of(":v", s("x"), ":one", n("1")))
                .returnValues("ALL_NEW").build());
        assertEquals(item("pk", "a", "sk", "1", "v", "x", "c", n("1")).entrySet(), created.attributes().entrySet());
        UpdateItemResponse updated = db.updateItem(UpdateItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                .updateExpression("ADD c :one").expressionAttributeValues(Map.of(":one", n("1")))
                .returnValues("UPDATED_OLD").build());
        assertEquals(Map.of("c", n("1")), updated.attributes());
        UpdateItemResponse updatedNew = db.updateItem(UpdateItemRequest.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).updateExpression("ADD c :one")
                .expressionAttributeValues(Map.of(":one", n("1"))).returnValues("UPDATED_NEW").build());
        assertEquals(Map.of("c", n("3")), updatedNew.attributes());
        assertValidation("One or more parameter values were invalid: Cannot update attribute sk. This attribute is part of "
                + "the key", () -> db.updateItem(UpdateItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                .updateExpression("SET sk = :v").expressionAttributeValues(Map.of(":v", s("x"))).build()));
        assertValidation("One or more parameter values were invalid: Type mismatch for Index Key gsk Expected: N Actual: S "
                + "IndexName: GSI1", () -> db.updateItem(UpdateItemRequest.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).updateExpression("SET gsk = :v")
                .expressionAttributeValues(Map.of(":v", s("x"))).build()));
        ServiceError failed = error(() -> db.updateItem(UpdateItemRequest.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).updateExpression("SET v = :v").conditionExpression("c = :zero")
                .expressionAttributeValues(Map.of(":v", s("y"), ":zero", n("0"))).build()));
        assertEquals("ConditionalCheckFailedException", failed.type());
        assertNull(failed.item());
    }

    @Test
    @DisplayName("Developer Guide, secondary indexes: item counts follow writes; sparse indexes")
    void indexCounts() {
        put(item("pk", "a", "sk", "1", "gpk", "g", "gsk", n("1"), "lsk", "l"));
        put(item("pk", "a", "sk", "2", "gpk", "g"));
        put(item("pk", "a", "sk", "3", "lsk", "m"));
        TableDescription table = db.describeTable(DescribeTableRequest.builder().tableName("Shop").build()).table();
        assertEquals(3L, table.itemCount());
        assertEquals(1L, table.globalSecondaryIndexes().get(0).itemCount());
        assertEquals(2L, table.localSecondaryIndexes().get(0).itemCount());
        db.deleteItem(DeleteItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1")).build());
        table = db.describeTable(DescribeTableRequest.builder().tableName("Shop").build()).table();
        assertEquals(0L, table.globalSecondaryIndexes().get(0).itemCount());
        assertEquals(1L, table.localSecondaryIndexes().get(0).itemCount());
        assertTrue(table.tableSizeBytes() > 0);
    }

    @Test
    @DisplayName("TableChanges: only writes that changed an item reach the stream")
    void changesReported() {
        db.updateTable(UpdateTableRequest.builder().tableName("Shop")
                .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType("NEW_AND_OLD_IMAGES")
                        .build()).build());
        put(item("pk", "a", "sk", "1", "v", "x"));
        put(item("pk", "a", "sk", "1", "v", "x"));
        put(item("pk", "a", "sk", "1", "v", "y"));
        db.deleteItem(DeleteItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1")).build());
        db.deleteItem(DeleteItemRequest.builder().tableName("Shop").key(item("pk", "a", "sk", "1")).build());
        assertEquals(3, changes.changes.size());
        assertNull(changes.changes.get(0).oldImage());
        assertEquals(item("pk", "a", "sk", "1"), changes.changes.get(2).keys());
        assertNull(changes.changes.get(2).newImage());
    }
}
