package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** PutItem, GetItem, UpdateItem and DeleteItem: conditions and ReturnValues (API Reference of each). */
class ItemOperationsConformanceTest extends ConformanceSupport {

    private static final String T = "Items";
    private static final Map<String, AttributeValue> KEY = item("pk", "k");
    private static final Map<String, AttributeValue> ORIGINAL = item("pk", "k", "a", 1, "b", "x", "c", "keep");

    @BeforeEach
    void table() {
        createHashTable(T);
    }

    @Test
    @DisplayName("Developer Guide, data types: every type round-trips (S, N, B, BOOL, NULL, SS, NS, BS, L, M, nested; empty non-key strings)")
    void everyTypeRoundTrips() {
        Map<String, AttributeValue> stored = item("pk", "all",
                "s", "text", "empty", "", "n", n("-12.5"), "b", b(0, 1, 255), "t", bool(true), "nul", nul(),
                "ss", ss("x", "y"), "ns", ns("1", "2.5"),
                "bs", AttributeValue.fromBs(java.util.List.of(SdkBytes.fromByteArray(new byte[] {1}),
                        SdkBytes.fromByteArray(new byte[] {2}))),
                "l", l(s("one"), n(2), l(), m()), "m", m("inner", m("deep", l(bool(false))), "emptyBinary", b()));
        put(T, stored);
        Map<String, AttributeValue> read = get(T, item("pk", "all"));
        assertEquals(stored, normaliseSets(read, stored));
    }

    /** Sets come back in any order ("The order of the values within a set is not preserved"). */
    private static Map<String, AttributeValue> normaliseSets(Map<String, AttributeValue> read, Map<String, AttributeValue> stored) {
        Map<String, AttributeValue> copy = new java.util.LinkedHashMap<>(read);
        for (String name : new String[] {"ss", "ns", "bs"}) {
            AttributeValue got = read.get(name);
            AttributeValue want = stored.get(name);
            if (got != null && want != null && sameSet(got, want)) {
                copy.put(name, want);
            }
        }
        return copy;
    }

    private static boolean sameSet(AttributeValue a, AttributeValue b) {
        return new java.util.HashSet<>(a.ss()).equals(new java.util.HashSet<>(b.ss()))
                && new java.util.HashSet<>(a.ns()).equals(new java.util.HashSet<>(b.ns()))
                && new java.util.HashSet<>(a.bs()).equals(new java.util.HashSet<>(b.bs()));
    }

    @Test
    @DisplayName("API Reference, GetItem: \"If there is no matching item, GetItem does not return any data and there will be no Item element\"")
    void getMissingItem() {
        GetItemResponse response = ddb.getItem(b -> b.tableName(T).key(item("pk", "missing")));
        assertFalse(response.hasItem());
    }

    @Test
    @DisplayName("API Reference, GetItem: ProjectionExpression returns only the named attributes")
    void getWithProjection() {
        put(T, ORIGINAL);
        Map<String, AttributeValue> read = ddb.getItem(b -> b.tableName(T).key(KEY).projectionExpression("a, c")).item();
        assertEquals(item("a", 1, "c", "keep"), read);
    }

    @Test
    @DisplayName("API Reference, PutItem: ConditionExpression false -> ConditionalCheckFailedException \"The conditional request failed\"")
    void putConditionFails() {
        put(T, ORIGINAL);
        ConditionalCheckFailedException error = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.putItem(b -> b.tableName(T).item(item("pk", "k", "a", 2)).conditionExpression("attribute_not_exists(pk)")),
                "The conditional request failed");
        assertFalse(error.hasItem(), "no Item unless ReturnValuesOnConditionCheckFailure is ALL_OLD");
        assertEquals(ORIGINAL, get(T, KEY), "nothing written");
    }

    @Test
    @DisplayName("API Reference, PutItem: ReturnValuesOnConditionCheckFailure ALL_OLD returns the item in the exception")
    void returnValuesOnConditionCheckFailure() {
        put(T, ORIGINAL);
        ConditionalCheckFailedException error = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.putItem(b -> b.tableName(T).item(item("pk", "k")).conditionExpression("a = :two")
                        .expressionAttributeValues(item(":two", 2))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertEquals(ORIGINAL, error.item());
        ConditionalCheckFailedException onUpdate = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET a = :two").conditionExpression("a = :two")
                        .expressionAttributeValues(item(":two", 2))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertEquals(ORIGINAL, onUpdate.item());
        ConditionalCheckFailedException onDelete = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.deleteItem(b -> b.tableName(T).key(KEY).conditionExpression("attribute_not_exists(a)")
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertEquals(ORIGINAL, onDelete.item());
    }

    @Test
    @DisplayName("API Reference, ConditionalCheckFailedException: Item, \"Item which caused the ConditionalCheckFailedException\": none when no item is stored (PutItem, UpdateItem, DeleteItem with ALL_OLD)")
    void returnValuesOnConditionCheckFailureOfAMissingItem() {
        ReturnValuesOnConditionCheckFailure old = ReturnValuesOnConditionCheckFailure.ALL_OLD;
        ConditionalCheckFailedException onPut = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.putItem(b -> b.tableName(T).item(item("pk", "k")).conditionExpression("attribute_exists(pk)")
                        .returnValuesOnConditionCheckFailure(old)));
        assertFalse(onPut.hasItem() && !onPut.item().isEmpty(), "no item to return");
        ConditionalCheckFailedException onUpdate = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET a = :two")
                        .conditionExpression("attribute_exists(pk)").expressionAttributeValues(item(":two", 2))
                        .returnValuesOnConditionCheckFailure(old)));
        assertFalse(onUpdate.hasItem() && !onUpdate.item().isEmpty(), "no item to return");
        ConditionalCheckFailedException onDelete = assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.deleteItem(b -> b.tableName(T).key(KEY).conditionExpression("attribute_exists(pk)")
                        .returnValuesOnConditionCheckFailure(old)));
        assertFalse(onDelete.hasItem() && !onDelete.item().isEmpty(), "no item to return");
        assertTrue(get(T, KEY).isEmpty(), "nothing written");
    }

    @Test
    @DisplayName("API Reference, PutItem: ReturnValues ALL_OLD returns the replaced item, nothing for a new one")
    void putReturnsAllOld() {
        PutItemResponse first = ddb.putItem(b -> b.tableName(T).item(ORIGINAL).returnValues(ReturnValue.ALL_OLD));
        assertFalse(first.hasAttributes() && !first.attributes().isEmpty(), "no old item");
        PutItemResponse second = ddb.putItem(b -> b.tableName(T).item(item("pk", "k", "z", 9)).returnValues(ReturnValue.ALL_OLD));
        assertEquals(ORIGINAL, second.attributes());
        PutItemResponse none = ddb.putItem(b -> b.tableName(T).item(ORIGINAL).returnValues(ReturnValue.NONE));
        assertTrue(none.attributes().isEmpty());
    }

    @Test
    @DisplayName("API Reference, PutItem: \"PutItem does not recognize any values other than NONE or ALL_OLD\"")
    void putRefusesOtherReturnValues() {
        for (ReturnValue refused : new ReturnValue[] {ReturnValue.ALL_NEW, ReturnValue.UPDATED_OLD, ReturnValue.UPDATED_NEW}) {
            // The quoted DynamoDB answer: "Return values set to invalid value".
            assertValidation(() -> ddb.putItem(b -> b.tableName(T).item(ORIGINAL).returnValues(refused)),
                    "Return values set to invalid value");
        }
        assertTrue(get(T, KEY).isEmpty(), "a refused request writes nothing");
    }

    @Test
    @DisplayName("API Reference, DeleteItem: ReturnValues NONE or ALL_OLD only; ALL_OLD returns the deleted item")
    void deleteReturnValues() {
        put(T, ORIGINAL);
        assertValidation(() -> ddb.deleteItem(b -> b.tableName(T).key(KEY).returnValues(ReturnValue.ALL_NEW)),
                "Return values set to invalid value");
        assertEquals(ORIGINAL, ddb.deleteItem(b -> b.tableName(T).key(KEY).returnValues(ReturnValue.ALL_OLD)).attributes());
        assertTrue(get(T, KEY).isEmpty());
        assertTrue(ddb.deleteItem(b -> b.tableName(T).key(KEY).returnValues(ReturnValue.ALL_OLD)).attributes().isEmpty(),
                "deleting a missing item succeeds and returns nothing");
    }

    @Test
    @DisplayName("API Reference, DeleteItem: ConditionExpression false -> ConditionalCheckFailedException, item kept")
    void deleteConditionFails() {
        put(T, ORIGINAL);
        assertRefused(ConditionalCheckFailedException.class,
                () -> ddb.deleteItem(b -> b.tableName(T).key(KEY).conditionExpression("c = :v").expressionAttributeValues(item(":v", "other"))),
                "The conditional request failed");
        assertEquals(ORIGINAL, get(T, KEY));
        ddb.deleteItem(b -> b.tableName(T).key(KEY).conditionExpression("c = :v").expressionAttributeValues(item(":v", "keep")));
        assertTrue(get(T, KEY).isEmpty());
    }

    private UpdateItemResponse update(ReturnValue returnValue) {
        put(T, ORIGINAL);
        return ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET a = :two, d = :new REMOVE b")
                .expressionAttributeValues(item(":two", 2, ":new", "added")).returnValues(returnValue));
    }

    @Test
    @DisplayName("API Reference, UpdateItem: ReturnValues NONE returns nothing")
    void updateReturnsNone() {
        assertTrue(update(ReturnValue.NONE).attributes().isEmpty());
        assertEquals(item("pk", "k", "a", 2, "c", "keep", "d", "added"), get(T, KEY));
    }

    @Test
    @DisplayName("API Reference, UpdateItem: ALL_OLD \"Returns all of the attributes of the item, as they appeared before\"")
    void updateReturnsAllOld() {
        assertEquals(ORIGINAL, update(ReturnValue.ALL_OLD).attributes());
    }

    @Test
    @DisplayName("API Reference, UpdateItem: UPDATED_OLD \"Returns only the updated attributes, as they appeared before\"")
    void updateReturnsUpdatedOld() {
        assertEquals(item("a", 1, "b", "x"), update(ReturnValue.UPDATED_OLD).attributes());
    }

    @Test
    @DisplayName("API Reference, UpdateItem: ALL_NEW \"Returns all of the attributes of the item, as they appear after\"")
    void updateReturnsAllNew() {
        assertEquals(item("pk", "k", "a", 2, "c", "keep", "d", "added"), update(ReturnValue.ALL_NEW).attributes());
    }

    @Test
    @DisplayName("API Reference, UpdateItem: UPDATED_NEW \"Returns only the updated attributes, as they appear after\"")
    void updateReturnsUpdatedNew() {
        assertEquals(item("a", 2, "d", "added"), update(ReturnValue.UPDATED_NEW).attributes());
    }

    @Test
    @DisplayName("API Reference, UpdateItem: UPDATED_NEW returns attributes \"as they appear after\" the update: a removed list element has none")
    void updatedNewOmitsRemovedListElement() {
        put(T, Map.of("pk", AttributeValue.fromS("k"), "l", AttributeValue.fromL(List.of(
                AttributeValue.fromS("x"), AttributeValue.fromS("y"), AttributeValue.fromS("z")))));
        UpdateItemResponse removed = ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("REMOVE l[1]")
                .returnValues(ReturnValue.UPDATED_NEW));
        // "z" moved into l[1]; it was not updated, so nothing is returned (UPDATED_OLD returns {l: [y]}).
        assertTrue(removed.attributes().isEmpty(), "returned " + removed.attributes());
        UpdateItemResponse mixed = ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET a = :v REMOVE l[0]")
                .expressionAttributeValues(item(":v", 1)).returnValues(ReturnValue.UPDATED_NEW));
        assertEquals(item("a", 1), mixed.attributes());
    }

    @Test
    @DisplayName("API Reference, ReturnValues: \"Valid Values: NONE | ALL_OLD | UPDATED_OLD | ALL_NEW | UPDATED_NEW\"")
    void unknownReturnValueRefused() {
        assertValidation(() -> ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET a = :v")
                .expressionAttributeValues(item(":v", 1)).returnValues("EVERYTHING")), "Member must satisfy enum value set");
    }

    @Test
    @DisplayName("API Reference, UpdateItem: \"Edits an existing item's attributes, or adds a new item to the table if it does not already exist\"")
    void updateCreatesMissingItem() {
        ddb.updateItem(b -> b.tableName(T).key(item("pk", "new")).updateExpression("SET a = :v").expressionAttributeValues(item(":v", 1)));
        assertEquals(item("pk", "new", "a", 1), get(T, item("pk", "new")));
    }

    @Test
    @DisplayName("API Reference, UpdateItem: a failed ConditionExpression on a missing item creates nothing")
    void updateConditionOnMissingItem() {
        assertRefused(ConditionalCheckFailedException.class, () -> ddb.updateItem(b -> b.tableName(T).key(item("pk", "new"))
                .updateExpression("SET a = :v").conditionExpression("attribute_exists(pk)").expressionAttributeValues(item(":v", 1))),
                "The conditional request failed");
        assertTrue(get(T, item("pk", "new")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, UpdateItem: a key attribute cannot be updated (\"Cannot update attribute pk. This attribute is part of the key\")")
    void updateKeyAttributeRefused() {
        put(T, ORIGINAL);
        assertValidation(() -> ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("SET pk = :v")
                .expressionAttributeValues(item(":v", "other"))),
                "One or more parameter values were invalid: Cannot update attribute pk. This attribute is part of the key");
        assertValidation(() -> ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("REMOVE pk")),
                "Cannot update attribute pk. This attribute is part of the key");
        assertEquals(ORIGINAL, get(T, KEY));
    }

    @Test
    @DisplayName("API Reference, UpdateItem: an update that leaves only the key keeps the item")
    void updateRemovingEverythingKeepsKey() {
        put(T, item("pk", "k", "a", 1));
        ddb.updateItem(b -> b.tableName(T).key(KEY).updateExpression("REMOVE a"));
        assertEquals(item("pk", "k"), get(T, KEY));
    }

    @Test
    @DisplayName("API Reference, PutItem: \"creates a new item, or replaces an old item with a new item\" (attributes not carried over)")
    void putReplacesWholeItem() {
        put(T, ORIGINAL);
        put(T, item("pk", "k", "z", "only"));
        assertEquals(item("pk", "k", "z", "only"), get(T, KEY));
    }

    @Test
    @DisplayName("Developer Guide, expressions: ExpressionAttributeValues without an expression is refused")
    void valuesWithoutExpression() {
        assertValidation(() -> ddb.putItem(b -> b.tableName(T).item(ORIGINAL).expressionAttributeValues(item(":v", 1))),
                "ExpressionAttributeValues can only be specified when using expressions");
        assertValidation(() -> ddb.putItem(b -> b.tableName(T).item(ORIGINAL).expressionAttributeNames(Map.of("#a", "a"))),
                "ExpressionAttributeNames can only be specified when using expressions");
    }
}
