package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The legacy parameters of single-item writes, which DynamoDB still accepts (the Kinesis Client Library's
 * lease management sends them): {@code Expected} and {@code ConditionalOperator} of PutItem, UpdateItem and
 * DeleteItem (Developer Guide, "Expected (legacy)", "Writing conditions with legacy parameters"; API
 * Reference, ExpectedAttributeValue) and {@code AttributeUpdates} of UpdateItem ("AttributeUpdates
 * (legacy)"; API Reference, AttributeValueUpdate).
 */
class LegacyWriteParametersConformanceTest extends ConformanceSupport {

    private static final Map<String, AttributeValue> KEY = item("pk", "lease-1");

    @BeforeEach
    void table() {
        createHashTable("Leases");
        put("Leases", item("pk", "lease-1", "owner", "w1", "counter", 3, "tags", ss("a", "b"), "name", "shard-0001"));
    }

    private static ExpectedAttributeValue value(AttributeValue value) {
        return ExpectedAttributeValue.builder().value(value).build();
    }

    private static ExpectedAttributeValue compare(ComparisonOperator operator, AttributeValue... values) {
        return ExpectedAttributeValue.builder().comparisonOperator(operator).attributeValueList(values).build();
    }

    /** Whether the expectations hold on the stored item: a PutItem of the same item under them succeeds. */
    private boolean holds(Map<String, ExpectedAttributeValue> expected, ConditionalOperator operator) {
        Map<String, AttributeValue> same = get("Leases", KEY);
        try {
            ddb.putItem(b -> b.tableName("Leases").item(same).expected(expected).conditionalOperator(operator));
            return true;
        } catch (ConditionalCheckFailedException e) {
            return false;
        }
    }

    private boolean holds(String attribute, ExpectedAttributeValue expected) {
        return holds(Map.of(attribute, expected), null);
    }

    @Test
    @DisplayName("ExpectedAttributeValue: a Value alone implies Exists true; Exists false means the attribute is absent")
    void valueAndExists() {
        assertTrue(holds("owner", value(s("w1"))));
        assertFalse(holds("owner", value(s("w2"))));
        assertFalse(holds("missing", value(s("w1"))));
        assertTrue(holds("owner", ExpectedAttributeValue.builder().value(s("w1")).exists(true).build()));
        assertTrue(holds("missing", ExpectedAttributeValue.builder().exists(false).build()));
        assertFalse(holds("owner", ExpectedAttributeValue.builder().exists(false).build()));
        assertFalse(holds("counter", value(s("3"))), "a string is not the number 3");
    }

    @Test
    @DisplayName("ExpectedAttributeValue: ValidationException for Exists true without Value, Exists false with Value, both forms at once")
    void valueAndExistsRefusals() {
        assertValidation(() -> holds("owner", ExpectedAttributeValue.builder().exists(true).build()),
                "Value must be provided when Exists is true");
        assertValidation(() -> holds("owner", ExpectedAttributeValue.builder().exists(false).value(s("w1")).build()),
                "Value cannot be used when Exists is false");
        assertValidation(() -> holds("owner", ExpectedAttributeValue.builder().value(s("w1"))
                .comparisonOperator(ComparisonOperator.EQ).attributeValueList(s("w1")).build()), "ComparisonOperator");
    }

    @Test
    @DisplayName("Writing conditions with legacy parameters: every ComparisonOperator")
    void comparisonOperators() {
        assertTrue(holds("owner", compare(ComparisonOperator.EQ, s("w1"))));
        assertTrue(holds("owner", compare(ComparisonOperator.NE, s("w2"))));
        assertTrue(holds("counter", compare(ComparisonOperator.LT, n(4))));
        assertFalse(holds("counter", compare(ComparisonOperator.LT, n(3))));
        assertTrue(holds("counter", compare(ComparisonOperator.LE, n(3))));
        assertTrue(holds("counter", compare(ComparisonOperator.GE, n(3))));
        assertFalse(holds("counter", compare(ComparisonOperator.GT, n(3))));
        assertFalse(holds("counter", compare(ComparisonOperator.GT, s("1"))), "another type never matches");
        assertTrue(holds("owner", compare(ComparisonOperator.NOT_NULL)));
        assertTrue(holds("missing", compare(ComparisonOperator.NULL)));
        assertFalse(holds("owner", compare(ComparisonOperator.NULL)));
        assertTrue(holds("tags", compare(ComparisonOperator.CONTAINS, s("a"))));
        assertTrue(holds("name", compare(ComparisonOperator.CONTAINS, s("0001"))));
        assertTrue(holds("tags", compare(ComparisonOperator.NOT_CONTAINS, s("c"))));
        assertTrue(holds("name", compare(ComparisonOperator.BEGINS_WITH, s("shard-"))));
        assertFalse(holds("name", compare(ComparisonOperator.BEGINS_WITH, s("lease-"))));
        assertTrue(holds("owner", compare(ComparisonOperator.IN, s("w0"), s("w1"))));
        assertFalse(holds("owner", compare(ComparisonOperator.IN, s("w0"), s("w2"))));
        assertTrue(holds("counter", compare(ComparisonOperator.BETWEEN, n(1), n(3))));
        assertFalse(holds("counter", compare(ComparisonOperator.BETWEEN, n(4), n(9))));
    }

    @Test
    @DisplayName("Writing conditions with legacy parameters: the number and types of AttributeValueList per operator")
    void comparisonRefusals() {
        assertValidation(() -> holds("owner", compare(ComparisonOperator.EQ)), "Invalid number of argument(s) for the EQ");
        assertValidation(() -> holds("owner", compare(ComparisonOperator.NULL, s("x"))), "NULL ComparisonOperator");
        assertValidation(() -> holds("counter", compare(ComparisonOperator.BETWEEN, n(1))), "BETWEEN ComparisonOperator");
        assertValidation(() -> holds("counter", compare(ComparisonOperator.GT, ns("1"))), "GT is not valid for NS");
        assertValidation(() -> holds("name", compare(ComparisonOperator.BEGINS_WITH, n(1))), "BEGINS_WITH is not valid for N");
    }

    @Test
    @DisplayName("Expected (legacy): elements are ANDed by default; ConditionalOperator OR needs one to hold")
    void conditionalOperator() {
        Map<String, ExpectedAttributeValue> oneTrue = Map.of("owner", value(s("w1")), "counter", value(n(9)));
        assertFalse(holds(oneTrue, null));
        assertFalse(holds(oneTrue, ConditionalOperator.AND));
        assertTrue(holds(oneTrue, ConditionalOperator.OR));
        assertValidation(() -> ddb.putItem(b -> b.tableName("Leases").item(KEY).conditionalOperator(ConditionalOperator.OR)),
                "ConditionalOperator can only be used when Filter or Expected");
    }

    @Test
    @DisplayName("Expected (legacy) on UpdateItem and DeleteItem: the write happens only when it holds; ALL_OLD on failure")
    void updateAndDelete() {
        assertThrows(ConditionalCheckFailedException.class, () -> ddb.deleteItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("owner", value(s("w2"))))));
        ddb.updateItem(b -> b.tableName("Leases").key(KEY).expected(Map.of("owner", value(s("w1"))))
                .attributeUpdates(Map.of("owner", AttributeValueUpdate.builder().value(s("w2")).build())));
        assertEquals(s("w2"), get("Leases", KEY).get("owner"));
        ConditionalCheckFailedException failed = assertThrows(ConditionalCheckFailedException.class, () -> ddb.updateItem(b
                -> b.tableName("Leases").key(KEY).expected(Map.of("owner", value(s("w1"))))
                .returnValuesOnConditionCheckFailure("ALL_OLD")
                .attributeUpdates(Map.of("owner", AttributeValueUpdate.builder().value(s("w3")).build()))));
        assertEquals(s("w2"), failed.item().get("owner"));
        ddb.deleteItem(b -> b.tableName("Leases").key(KEY).expected(Map.of("owner", value(s("w2")))));
        assertTrue(get("Leases", KEY) == null || get("Leases", KEY).isEmpty());
    }

    @Test
    @DisplayName("AttributeUpdates (legacy): PUT (the default), DELETE of an attribute or of set elements, ADD to a number or set")
    void attributeUpdates() {
        Map<String, AttributeValue> updated = ddb.updateItem(b -> b.tableName("Leases").key(KEY).returnValues(ReturnValue.ALL_NEW)
                .attributeUpdates(Map.of(
                        "owner", AttributeValueUpdate.builder().value(s("w9")).build(),
                        "name", AttributeValueUpdate.builder().action(AttributeAction.DELETE).build(),
                        "counter", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(n(2)).build(),
                        "tags", AttributeValueUpdate.builder().action(AttributeAction.DELETE).value(ss("a")).build(),
                        "fresh", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(ns("7")).build())))
                .attributes();
        assertEquals(s("w9"), updated.get("owner"));
        assertNull(updated.get("name"));
        assertEquals(n(5), updated.get("counter"));
        assertEquals(ss("b"), updated.get("tags"));
        assertEquals(ns("7"), updated.get("fresh"));
        ddb.updateItem(b -> b.tableName("Leases").key(item("pk", "lease-2"))
                .attributeUpdates(Map.of("counter", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(n(1)).build())));
        assertEquals(n(1), get("Leases", item("pk", "lease-2")).get("counter"), "ADD creates the item and the number");
    }

    @Test
    @DisplayName("AttributeUpdates (legacy): refusals (no Value for PUT or ADD, a key attribute, DELETE of a value from a non-set)")
    void attributeUpdateRefusals() {
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Leases").key(KEY).attributeUpdates(Map.of(
                "owner", AttributeValueUpdate.builder().action(AttributeAction.PUT).build()))), "no attribute value");
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Leases").key(KEY).attributeUpdates(Map.of(
                "pk", AttributeValueUpdate.builder().value(s("other")).build()))), "This attribute is part of the key");
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Leases").key(KEY).attributeUpdates(Map.of(
                "owner", AttributeValueUpdate.builder().action(AttributeAction.DELETE).value(s("w1")).build()))), "DELETE");
    }

    @Test
    @DisplayName("Expression and non-expression parameters may not be mixed in one request (ValidationException)")
    void noMix() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Leases").item(KEY).conditionExpression("attribute_exists(pk)")
                .expected(Map.of("owner", value(s("w1"))))), "Can not use both expression and non-expression parameters");
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Leases").key(KEY).updateExpression("SET owner = :o")
                .expressionAttributeValues(Map.of(":o", s("w2")))
                .attributeUpdates(Map.of("owner", AttributeValueUpdate.builder().value(s("w3")).build()))),
                "Can not use both expression and non-expression parameters");
        assertValidation(() -> ddb.deleteItem(b -> b.tableName("Leases").key(KEY).expressionAttributeNames(Map.of("#o", "owner"))
                .expected(Map.of("owner", value(s("w1"))))), "ExpressionAttributeNames can only be specified when using expressions");
    }
}
