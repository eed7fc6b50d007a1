package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** TransactWriteItems and TransactGetItems (API Reference of each; Developer Guide, "DynamoDB transactions"). */
class TransactionConformanceTest extends ConformanceSupport {

    private static final String CANCELLED = "Transaction cancelled, please refer cancellation reasons for specific reasons ";

    @BeforeEach
    void table() {
        createHashTable("Things");
    }

    private static TransactWriteItem putAction(Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(p -> p.tableName("Things").item(item)).build();
    }

    private static TransactWriteItem putIfAbsent(Map<String, AttributeValue> item, boolean returnOld) {
        return TransactWriteItem.builder().put(p -> p.tableName("Things").item(item).conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(returnOld ? ReturnValuesOnConditionCheckFailure.ALL_OLD
                        : ReturnValuesOnConditionCheckFailure.NONE)).build();
    }

    private static TransactWriteItem increment(String pk) {
        return TransactWriteItem.builder().update(u -> u.tableName("Things").key(item("pk", pk)).updateExpression("ADD cnt :one")
                .expressionAttributeValues(item(":one", 1))).build();
    }

    private static TransactGetItem getOf(String pk) {
        return TransactGetItem.builder().get(g -> g.tableName("Things").key(item("pk", pk))).build();
    }

    private static List<String> codes(TransactionCanceledException error) {
        return error.cancellationReasons().stream().map(CancellationReason::code).toList();
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: Put, Update, Delete and ConditionCheck succeed together")
    void allActionsApplied() {
        put("Things", item("pk", "del"));
        put("Things", item("pk", "check", "state", "open"));
        ddb.transactWriteItems(b -> b.transactItems(
                putAction(item("pk", "new", "v", 1)),
                increment("counter"),
                TransactWriteItem.builder().delete(d -> d.tableName("Things").key(item("pk", "del"))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("Things").key(item("pk", "check"))
                        .conditionExpression("#s = :open").expressionAttributeNames(Map.of("#s", "state"))
                        .expressionAttributeValues(item(":open", "open"))).build()));
        assertEquals(item("pk", "new", "v", 1), get("Things", item("pk", "new")));
        assertEquals(item("pk", "counter", "cnt", 1), get("Things", item("pk", "counter")));
        assertTrue(get("Things", item("pk", "del")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: \"up to 100 action requests\" - 100 accepted, 101 refused")
    void hundredActions() {
        List<TransactWriteItem> actions = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            actions.add(putAction(item("pk", "i" + i)));
        }
        assertValidation(() -> ddb.transactWriteItems(b -> b.transactItems(actions)),
                "Member must have length less than or equal to 100");
        assertEquals(0, ddb.scan(b -> b.tableName("Things")).count());
        ddb.transactWriteItems(b -> b.transactItems(actions.subList(0, 100)));
        assertEquals(100, ddb.scan(b -> b.tableName("Things")).count());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: TransactItems \"Minimum number of 1 item\"")
    void emptyTransaction() {
        assertValidation(() -> ddb.transactWriteItems(b -> b.transactItems(List.of())), "greater than or equal to 1");
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: \"multiple operations on one item in the same transaction\" -> \"Transaction request cannot include multiple operations on one item\"")
    void oneItemOnce() {
        assertValidation(() -> ddb.transactWriteItems(b -> b.transactItems(putAction(item("pk", "x")), increment("x"))),
                "Transaction request cannot include multiple operations on one item");
        assertTrue(get("Things", item("pk", "x")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: ResourceNotFoundException for a table that does not exist")
    void unknownTable() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName("Nowhere").item(item("pk", "x"))).build())),
                "Requested resource not found");
    }

    @Test
    @DisplayName("API Reference, TransactionCanceledException: one CancellationReason per action, in order (None / ConditionalCheckFailed); nothing applied")
    void conditionFailureCancelsAll() {
        put("Things", item("pk", "exists", "v", "old"));
        TransactionCanceledException error = assertRefused(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(b -> b.transactItems(putAction(item("pk", "fresh")), increment("counter"),
                        putIfAbsent(item("pk", "exists", "v", "new"), false))),
                CANCELLED + "[None, None, ConditionalCheckFailed]");
        assertEquals(List.of("None", "None", "ConditionalCheckFailed"), codes(error));
        assertEquals("The conditional request failed", error.cancellationReasons().get(2).message());
        assertFalse(error.cancellationReasons().get(2).hasItem(), "no item without ALL_OLD");
        assertTrue(get("Things", item("pk", "fresh")).isEmpty(), "the other actions are not applied");
        assertTrue(get("Things", item("pk", "counter")).isEmpty());
        assertEquals(item("pk", "exists", "v", "old"), get("Things", item("pk", "exists")));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: ReturnValuesOnConditionCheckFailure ALL_OLD puts the item in the CancellationReason")
    void cancellationReasonCarriesItem() {
        put("Things", item("pk", "a", "v", 1));
        put("Things", item("pk", "b", "v", 2));
        TransactionCanceledException error = assertRefused(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(b -> b.transactItems(putIfAbsent(item("pk", "a"), true), putIfAbsent(item("pk", "b"), false))),
                CANCELLED + "[ConditionalCheckFailed, ConditionalCheckFailed]");
        assertEquals(item("pk", "a", "v", 1), error.cancellationReasons().get(0).item());
        assertFalse(error.cancellationReasons().get(1).hasItem());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: Update, Delete and ConditionCheck \"Use ReturnValuesOnConditionCheckFailure to get the item attributes if the ... condition fails\"; a missing item has none")
    void everyActionCarriesItsItemWithAllOld() {
        put("Things", item("pk", "u", "v", 1));
        put("Things", item("pk", "d", "v", 2));
        put("Things", item("pk", "c", "v", 3));
        ReturnValuesOnConditionCheckFailure old = ReturnValuesOnConditionCheckFailure.ALL_OLD;
        TransactionCanceledException error = assertRefused(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().update(u -> u.tableName("Things").key(item("pk", "u"))
                                .updateExpression("SET v = :nine").conditionExpression("v = :nine")
                                .expressionAttributeValues(item(":nine", 9)).returnValuesOnConditionCheckFailure(old)).build(),
                        TransactWriteItem.builder().delete(d -> d.tableName("Things").key(item("pk", "d"))
                                .conditionExpression("attribute_not_exists(v)").returnValuesOnConditionCheckFailure(old)).build(),
                        TransactWriteItem.builder().conditionCheck(c -> c.tableName("Things").key(item("pk", "c"))
                                .conditionExpression("v > :nine").expressionAttributeValues(item(":nine", 9))
                                .returnValuesOnConditionCheckFailure(old)).build(),
                        TransactWriteItem.builder().conditionCheck(c -> c.tableName("Things").key(item("pk", "absent"))
                                .conditionExpression("attribute_exists(pk)").returnValuesOnConditionCheckFailure(old)).build())));
        assertEquals(List.of("ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed",
                "ConditionalCheckFailed"), codes(error));
        assertEquals(item("pk", "u", "v", 1), error.cancellationReasons().get(0).item());
        assertEquals(item("pk", "d", "v", 2), error.cancellationReasons().get(1).item());
        assertEquals(item("pk", "c", "v", 3), error.cancellationReasons().get(2).item());
        assertFalse(error.cancellationReasons().get(3).hasItem(), "no item stored, none returned");
        assertEquals(item("pk", "d", "v", 2), get("Things", item("pk", "d")), "nothing applied");
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: a failing ConditionCheck cancels the writes")
    void conditionCheckFails() {
        TransactionCanceledException error = assertRefused(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(b -> b.transactItems(increment("counter"),
                        TransactWriteItem.builder().conditionCheck(c -> c.tableName("Things").key(item("pk", "absent"))
                                .conditionExpression("attribute_exists(pk)")).build())));
        assertEquals(List.of("None", "ConditionalCheckFailed"), codes(error));
        assertTrue(get("Things", item("pk", "counter")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: a wrong-typed key cancels with a ValidationError reason")
    void validationErrorReason() {
        TransactionCanceledException error = assertRefused(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(b -> b.transactItems(putAction(item("pk", 5)))), CANCELLED + "[ValidationError]");
        assertEquals(List.of("ValidationError"), codes(error));
        assertEquals("One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N",
                error.cancellationReasons().get(0).message());
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: an empty string key is a top-level ValidationException")
    void emptyKeyIsValidation() {
        assertValidation(() -> ddb.transactWriteItems(b -> b.transactItems(putAction(item("pk", "")))),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk");
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems ClientRequestToken: a repeated call with the same token \"returns successful\" and makes no further change")
    void idempotentRetry() {
        // Tokens are remembered for 10 minutes across tables, so each test uses its own.
        String token = UUID.randomUUID().toString();
        ddb.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment("counter")));
        ddb.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment("counter")));
        assertEquals(n(1), get("Things", item("pk", "counter")).get("cnt"));
        ddb.transactWriteItems(b -> b.clientRequestToken(UUID.randomUUID().toString()).transactItems(increment("counter")));
        assertEquals(n(2), get("Things", item("pk", "counter")).get("cnt"));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems, ClientRequestToken: a repeated call returns \"the number of read capacity units consumed in reading the item\"")
    void idempotentRetryReportsReadCapacity() {
        String token = UUID.randomUUID().toString();
        TransactWriteItemsResponse first = ddb.transactWriteItems(b -> b.clientRequestToken(token)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).transactItems(increment("counted")));
        TransactWriteItemsResponse repeated = ddb.transactWriteItems(b -> b.clientRequestToken(token)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).transactItems(increment("counted")));
        // The initial call: a transactional write of a small item, 2 write units.
        assertEquals(2.0, first.consumedCapacity().get(0).capacityUnits());
        // The repeated call writes nothing: it reads the (small) item, one read unit.
        assertEquals(1.0, repeated.consumedCapacity().get(0).capacityUnits());
        assertEquals(n(1), get("Things", item("pk", "counted")).get("cnt"));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: the same ClientRequestToken with different parameters -> IdempotentParameterMismatchException")
    void tokenWithOtherRequest() {
        String token = UUID.randomUUID().toString();
        ddb.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment("counter")));
        assertRefused(IdempotentParameterMismatchException.class,
                () -> ddb.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment("other"))));
        assertTrue(get("Things", item("pk", "other")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, TransactGetItems: Responses in the order of the request; a missing item has an empty ItemResponse")
    void transactGet() {
        put("Things", item("pk", "a", "v", 1, "w", 2));
        put("Things", item("pk", "c", "v", 3));
        TransactGetItemsResponse response = ddb.transactGetItems(b -> b.transactItems(getOf("c"), getOf("missing"),
                TransactGetItem.builder().get(g -> g.tableName("Things").key(item("pk", "a")).projectionExpression("w")).build()));
        assertEquals(3, response.responses().size());
        assertEquals(item("pk", "c", "v", 3), response.responses().get(0).item());
        assertFalse(response.responses().get(1).hasItem());
        assertEquals(item("w", 2), response.responses().get(2).item());
    }

    @Test
    @DisplayName("API Reference, TransactGetItems: up to 100 gets; one item once; unknown table")
    void transactGetLimits() {
        List<TransactGetItem> gets = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            gets.add(getOf("g" + i));
        }
        assertEquals(100, ddb.transactGetItems(b -> b.transactItems(gets.subList(0, 100))).responses().size());
        assertValidation(() -> ddb.transactGetItems(b -> b.transactItems(gets)), "Member must have length less than or equal to 100");
        assertValidation(() -> ddb.transactGetItems(b -> b.transactItems(getOf("x"), getOf("x"))),
                "Transaction request cannot include multiple operations on one item");
        assertRefused(ResourceNotFoundException.class, () -> ddb.transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("Nowhere").key(item("pk", "x"))).build())));
    }

    @Test
    @DisplayName("API Reference, TransactWriteItems: an Update of a missing item creates it, as UpdateItem does")
    void transactionalUpsert() {
        ddb.transactWriteItems(b -> b.transactItems(increment("made")));
        assertEquals(item("pk", "made", "cnt", 1), get("Things", item("pk", "made")));
        assertNull(get("Things", item("pk", "made")).get("other"));
    }
}
