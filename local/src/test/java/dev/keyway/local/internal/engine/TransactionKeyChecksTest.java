package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.keyway.local.internal.ServiceError;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * How BatchWriteItem and TransactWriteItems answer keys that do not match the table's schema, and the
 * older wording of invalid values in transactions.
 */
class TransactionKeyChecksTest extends EngineFixture {

    private static final String NO_MATCH = "The provided key element does not match the schema";

    @BeforeEach
    void table() {
        createTable("Shop");
    }

    private static TransactWriteItem put(Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(Put.builder().tableName("Shop").item(item).build()).build();
    }

    private static TransactWriteItem delete(Map<String, AttributeValue> key) {
        return TransactWriteItem.builder().delete(Delete.builder().tableName("Shop").key(key).build()).build();
    }

    private ServiceError cancelled(TransactWriteItem... actions) {
        ServiceError error = error(() -> db.transactWriteItems(TransactWriteItemsRequest.builder()
                .transactItems(actions).build()));
        assertEquals("TransactionCanceledException", error.type(), error.getMessage());
        return error;
    }

    private static List<String> codes(ServiceError error) {
        return error.cancellationReasons().stream().map(CancellationReason::code).toList();
    }

    private boolean exists(String pk) {
        return db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", pk, "sk", "1")).build()).hasItem();
    }

    private void batch(WriteRequest... writes) {
        db.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of("Shop", List.of(writes))).build());
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"Primary key attributes specified on an item in the request do not match "
            + "those in the corresponding table's primary key schema\" - answered with the key-element wording")
    void batchKeyMismatch() {
        WriteRequest wrongType = WriteRequest.builder().putRequest(PutRequest.builder()
                .item(item("pk", n("5"), "sk", "1")).build()).build();
        WriteRequest missing = WriteRequest.builder().putRequest(PutRequest.builder().item(item("pk", "a")).build()).build();
        WriteRequest extra = WriteRequest.builder().deleteRequest(DeleteRequest.builder()
                .key(item("pk", "a", "sk", "1", "v", "x")).build()).build();
        assertValidation(NO_MATCH, () -> batch(wrongType));
        assertValidation(NO_MATCH, () -> batch(missing));
        assertValidation(NO_MATCH, () -> batch(extra));
        // An empty key value keeps its own message.
        assertValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                + "contain an empty string value. Key: pk", () -> batch(WriteRequest.builder().putRequest(
                        PutRequest.builder().item(item("pk", "", "sk", "1")).build()).build()));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems CancellationReasons: a Put item's key of the wrong type or missing "
            + "cancels with ValidationError, worded as PutItem")
    void putKeyMismatchCancels() {
        ServiceError error = cancelled(put(item("pk", "ok", "sk", "1")), put(item("pk", n("5"), "sk", "1")));
        assertEquals("Transaction cancelled, please refer cancellation reasons for specific reasons [None, "
                + "ValidationError]", error.getMessage());
        assertEquals(List.of("None", "ValidationError"), codes(error));
        assertEquals("One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N",
                error.cancellationReasons().get(1).message());
        assertNull(error.cancellationReasons().get(0).message());
        assertFalse(exists("ok"));
        assertEquals("One or more parameter values were invalid: Missing the key sk in the item",
                cancelled(put(item("pk", "a"))).cancellationReasons().get(0).message());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: a Key that does not match the schema (Update, Delete, ConditionCheck) "
            + "cancels with ValidationError \"The provided key element does not match the schema\"")
    void keyParameterMismatchCancels() {
        TransactWriteItem update = TransactWriteItem.builder().update(Update.builder().tableName("Shop")
                .key(item("pk", n("5"), "sk", "1")).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", s("x"))).build()).build();
        TransactWriteItem check = TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName("Shop")
                .key(item("pk", "a")).conditionExpression("attribute_exists(pk)").build()).build();
        for (TransactWriteItem action : List.of(update, check, delete(item("pk", "a", "sk", "1", "x", "y")))) {
            ServiceError error = cancelled(action);
            assertEquals(List.of("ValidationError"), codes(error));
            assertEquals(NO_MATCH, error.cancellationReasons().get(0).message());
        }
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: only the first mismatching action gets ValidationError; keys are "
            + "checked before duplicate targets and conditions")
    void firstMismatchOnly() {
        ServiceError error = cancelled(put(item("pk", "a", "sk", "1")), delete(item("pk", "a", "sk", "1")),
                put(item("pk", n("1"), "sk", "1")), delete(item("pk", n("2"))));
        assertEquals(List.of("None", "None", "ValidationError", "None"), codes(error));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: values DynamoDB checks up front (an empty key string) fail the "
            + "whole request, ahead of another action's key mismatch")
    void emptyKeyIsTopLevel() {
        assertValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                + "contain an empty string value. Key: pk", () -> db.transactWriteItems(TransactWriteItemsRequest.builder()
                        .transactItems(put(item("pk", n("5"), "sk", "1")), put(item("pk", "", "sk", "1"))).build()));
    }

    @Test
    @DisplayName("TransactWriteItems runs DynamoDB's older validation: \"ExpressionAttributeValues contains invalid value: "
            + "... for key :v\"")
    void invalidValueWording() {
        assertValidation("ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric "
                + "value: abc for key :v", () -> db.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(
                        TransactWriteItem.builder().update(Update.builder().tableName("Shop").key(item("pk", "a", "sk", "1"))
                                .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", n("abc"))).build())
                                .build()).build()));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems CancellationReasons: \"Nesting Levels have exceeded supported limits\" "
            + "when an update nests a document too deep")
    void updateTooDeepCancels() {
        AttributeValue deep = s("leaf");
        for (int i = 0; i < 30; i++) {
            deep = AttributeValue.fromM(Map.of("n", deep));
        }
        db.putItem(software.amazon.awssdk.services.dynamodb.model.PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "1", "a", AttributeValue.fromM(Map.of()))).build());
        ServiceError error = cancelled(TransactWriteItem.builder().update(Update.builder().tableName("Shop")
                .key(item("pk", "a", "sk", "1")).updateExpression("SET a.b = :deep")
                .expressionAttributeValues(Map.of(":deep", AttributeValue.fromM(Map.of("n", deep)))).build()).build());
        assertEquals(List.of("ValidationError"), codes(error));
        assertEquals("Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond "
                + "supported limit", error.cancellationReasons().get(0).message());
    }
}
