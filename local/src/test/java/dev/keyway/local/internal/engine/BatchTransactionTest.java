package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class BatchTransactionTest extends EngineFixture {

    @BeforeEach
    void table() {
        createTable("Shop");
    }

    void put(Map<String, AttributeValue> item) {
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item).build());
    }

    boolean exists(String pk, String sk) {
        return db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", pk, "sk", sk)).build()).hasItem();
    }

    static WriteRequest putRequest(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem/BatchGetItem: puts, deletes, gets; missing keys are left out")
    void batches() {
        put(item("pk", "gone", "sk", "1"));
        db.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of("Shop", List.of(
                putRequest(item("pk", "a", "sk", "1")), putRequest(item("pk", "b", "sk", "1")),
                WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(item("pk", "gone", "sk", "1")).build())
                        .build()))).build());
        assertFalse(exists("gone", "1"));
        BatchGetItemResponse response = db.batchGetItem(BatchGetItemRequest.builder().requestItems(Map.of("Shop",
                KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1"), item("pk", "b", "sk", "1"),
                        item("pk", "c", "sk", "1")).build())).build());
        assertEquals(2, response.responses().get("Shop").size());
        assertTrue(response.unprocessedKeys().isEmpty());
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: duplicates refused, at most 25 requests")
    void batchWriteRules() {
        assertValidation("Provided list of item keys contains duplicates", () -> db.batchWriteItem(BatchWriteItemRequest
                .builder().requestItems(Map.of("Shop", List.of(putRequest(item("pk", "a", "sk", "1")),
                        putRequest(item("pk", "a", "sk", "1", "v", "x"))))).build()));
        List<WriteRequest> many = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            many.add(putRequest(item("pk", "p" + i, "sk", "1")));
        }
        ServiceError error = error(() -> db.batchWriteItem(BatchWriteItemRequest.builder()
                .requestItems(Map.of("Shop", many)).build()));
        assertEquals("ValidationException", error.type());
        assertFalse(exists("p0", "1"));
        assertEquals("ResourceNotFoundException", error(() -> db.batchWriteItem(BatchWriteItemRequest.builder()
                .requestItems(Map.of("Nope", List.of(putRequest(item("pk", "a", "sk", "1"))))).build())).type());
    }

    @Test
    @DisplayName("API Reference, BatchGetItem: duplicates refused, at most 100 keys")
    void batchGetRules() {
        assertValidation("Provided list of item keys contains duplicates", () -> db.batchGetItem(BatchGetItemRequest.builder()
                .requestItems(Map.of("Shop", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1"),
                        item("pk", "a", "sk", "1")).build())).build()));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: all or nothing, one reason per action")
    void transactionCancelled() {
        put(item("pk", "a", "sk", "1", "v", "old"));
        ServiceError error = error(() -> db.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Shop").item(item("pk", "b", "sk", "1")).build())
                        .build(),
                TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName("Shop")
                        .key(item("pk", "a", "sk", "1")).conditionExpression("v = :x")
                        .expressionAttributeValues(Map.of(":x", s("other")))
                        .returnValuesOnConditionCheckFailure("ALL_OLD").build()).build()).build()));
        assertEquals("TransactionCanceledException", error.type());
        assertEquals("Transaction cancelled, please refer cancellation reasons for specific reasons [None, "
                + "ConditionalCheckFailed]", error.getMessage());
        assertEquals("None", error.cancellationReasons().get(0).code());
        assertEquals(s("old"), error.cancellationReasons().get(1).item().get("v"));
        assertFalse(exists("b", "1"));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: put, update, delete applied together; one item once")
    void transactionApplied() {
        put(item("pk", "d", "sk", "1"));
        db.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Shop").item(item("pk", "a", "sk", "1")).build())
                        .build(),
                TransactWriteItem.builder().update(Update.builder().tableName("Shop").key(item("pk", "u", "sk", "1"))
                        .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", s("x"))).build()).build(),
                TransactWriteItem.builder().delete(Delete.builder().tableName("Shop").key(item("pk", "d", "sk", "1"))
                        .build()).build()).build());
        assertTrue(exists("a", "1"));
        assertTrue(exists("u", "1"));
        assertFalse(exists("d", "1"));
        assertValidation("Transaction request cannot include multiple operations on one item", () -> db.transactWriteItems(
                TransactWriteItemsRequest.builder().transactItems(
                        TransactWriteItem.builder().put(Put.builder().tableName("Shop").item(item("pk", "a", "sk", "1"))
                                .build()).build(),
                        TransactWriteItem.builder().delete(Delete.builder().tableName("Shop")
                                .key(item("pk", "a", "sk", "1")).build()).build()).build()));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: ClientRequestToken makes the request idempotent for 10 minutes")
    void idempotency() {
        TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().clientRequestToken("token-1").transactItems(
                TransactWriteItem.builder().update(Update.builder().tableName("Shop").key(item("pk", "c", "sk", "1"))
                        .updateExpression("ADD n :one").expressionAttributeValues(Map.of(":one", n("1"))).build())
                        .build()).build();
        db.transactWriteItems(request);
        db.transactWriteItems(request);
        assertEquals(n("1"), db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", "c", "sk", "1")).build())
                .item().get("n"));
        ServiceError mismatch = error(() -> db.transactWriteItems(request.toBuilder().transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Shop").item(item("pk", "z", "sk", "1")).build())
                        .build()).build()));
        assertEquals("IdempotentParameterMismatchException", mismatch.type());
        clock.now = clock.now.plusSeconds(601);
        db.transactWriteItems(request);
        assertEquals(n("2"), db.getItem(GetItemRequest.builder().tableName("Shop").key(item("pk", "c", "sk", "1")).build())
                .item().get("n"));
    }

    @Test
    @DisplayName("API Reference, TransactGetItems: items in request order, missing ones empty")
    void transactGet() {
        put(item("pk", "a", "sk", "1", "v", "x"));
        var response = db.transactGetItems(TransactGetItemsRequest.builder().transactItems(
                TransactGetItem.builder().get(Get.builder().tableName("Shop").key(item("pk", "missing", "sk", "1")).build())
                        .build(),
                TransactGetItem.builder().get(Get.builder().tableName("Shop").key(item("pk", "a", "sk", "1")).build())
                        .build()).build());
        assertFalse(response.responses().get(0).hasItem());
        assertEquals(s("x"), response.responses().get(1).item().get("v"));
    }
}
