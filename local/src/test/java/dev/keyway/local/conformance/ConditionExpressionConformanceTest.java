package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Condition and filter expressions: comparators, functions, logical operators and precedence, document paths
 * (Developer Guide, "Condition and filter expressions, operators, and functions").
 */
class ConditionExpressionConformanceTest extends ConformanceSupport {

    private static final Map<String, AttributeValue> ITEM = item("pk", "c",
            "n", 5, "s", "hello", "l", l(n(1), s("two"), m("a", n(1))), "m", m("x", m("y", s("deep"))),
            "ss", ss("a", "b"), "ns", ns("1", "2"), "flag", bool(true), "nothing", nul(), "blank", "");

    private static final Map<String, AttributeValue> VALUES = item(":zero", 0, ":one", 1, ":two", 2, ":three", 3,
            ":four", 4, ":five", 5, ":six", 6, ":hello", "hello", ":he", "he", ":ell", "ell", ":nope", "nope",
            ":a", "a", ":twoS", "two", ":deep", "deep", ":fiveS", "5", ":typeN", "N", ":typeS", "S", ":typeL", "L",
            ":typeM", "M", ":typeSS", "SS", ":typeNULL", "NULL", ":typeBOOL", "BOOL", ":true", bool(true), ":z", "z");

    @BeforeEach
    void table() {
        createHashTable("Things");
        put("Things", ITEM);
    }

    /** Whether the condition holds on ITEM: a conditional put of the same item succeeds or fails. */
    private boolean holds(String condition) {
        Map<String, AttributeValue> used = new HashMap<>();
        VALUES.forEach((name, value) -> {
            if (java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(name) + "(?![A-Za-z0-9_])").matcher(condition).find()) {
                used.put(name, value);
            }
        });
        try {
            ddb.putItem(b -> {
                b.tableName("Things").item(ITEM).conditionExpression(condition);
                if (!used.isEmpty()) {
                    b.expressionAttributeValues(used);
                }
            });
            return true;
        } catch (ConditionalCheckFailedException e) {
            return false;
        }
    }

    @Test
    @DisplayName("Developer Guide, comparators: = <> < <= > >= on numbers and strings")
    void comparators() {
        assertTrue(holds("n = :five"));
        assertTrue(holds("n <> :six"));
        assertTrue(holds("n < :six"));
        assertTrue(holds("n <= :five"));
        assertTrue(holds("n > :four"));
        assertTrue(holds("n >= :five"));
        assertFalse(holds("n > :five"));
        assertTrue(holds("s < :z"));
        assertTrue(holds("s = :hello"));
        assertTrue(holds(":four < n"), "a value may be on the left");
    }

    @Test
    @DisplayName("Developer Guide, comparators: values of different types are never equal or ordered")
    void comparisonAcrossTypes() {
        assertFalse(holds("n = :fiveS"));
        assertFalse(holds("n < :z"));
        assertTrue(holds("n <> :fiveS"));
    }

    @Test
    @DisplayName("Developer Guide: BETWEEN and IN")
    void betweenAndIn() {
        assertTrue(holds("n BETWEEN :four AND :six"));
        assertTrue(holds("n BETWEEN :five AND :five"), "BETWEEN is inclusive");
        assertFalse(holds("n BETWEEN :zero AND :four"));
        assertTrue(holds("n IN (:one, :five)"));
        assertFalse(holds("n IN (:one, :two, :three)"));
    }

    @Test
    @DisplayName("Developer Guide, functions: attribute_exists, attribute_not_exists, attribute_type")
    void existenceAndType() {
        assertTrue(holds("attribute_exists(s)"));
        assertTrue(holds("attribute_exists(nothing)"), "a NULL attribute exists");
        assertTrue(holds("attribute_not_exists(zz)"));
        assertFalse(holds("attribute_exists(zz)"));
        assertTrue(holds("attribute_type(n, :typeN)"));
        assertTrue(holds("attribute_type(s, :typeS)"));
        assertTrue(holds("attribute_type(l, :typeL)"));
        assertTrue(holds("attribute_type(m, :typeM)"));
        assertTrue(holds("attribute_type(ss, :typeSS)"));
        assertTrue(holds("attribute_type(nothing, :typeNULL)"));
        assertTrue(holds("attribute_type(flag, :typeBOOL)"));
        assertFalse(holds("attribute_type(n, :typeS)"));
    }

    @Test
    @DisplayName("Developer Guide, functions: begins_with, contains (string, set, list), size")
    void stringAndCollectionFunctions() {
        assertTrue(holds("begins_with(s, :he)"));
        assertFalse(holds("begins_with(s, :ell)"));
        assertTrue(holds("contains(s, :ell)"));
        assertTrue(holds("contains(ss, :a)"));
        assertTrue(holds("contains(l, :twoS)"));
        assertFalse(holds("contains(ss, :nope)"));
        assertTrue(holds("size(s) = :five"));
        assertTrue(holds("size(l) = :three"));
        assertTrue(holds("size(m) = :one"));
        assertTrue(holds("size(ss) = :two"));
        assertTrue(holds("size(blank) = :zero"));
        assertTrue(holds("size(s) > size(ss)"));
    }

    @Test
    @DisplayName("Developer Guide, document paths: map members (m.x.y) and list elements (l[2].a)")
    void documentPaths() {
        assertTrue(holds("m.x.y = :deep"));
        assertTrue(holds("l[0] = :one"));
        assertTrue(holds("l[2].a = :one"));
        assertTrue(holds("attribute_not_exists(l[3])"));
        assertTrue(holds("attribute_not_exists(m.x.z)"));
    }

    @Test
    @DisplayName("Developer Guide, precedence: \"NOT, AND, OR\" - AND binds tighter than OR; parentheses override")
    void precedence() {
        assertTrue(holds("n = :five OR n = :six AND s = :nope"), "OR(true, AND(false,false))");
        assertFalse(holds("(n = :five OR n = :six) AND s = :nope"));
        assertTrue(holds("NOT n = :six"));
        assertFalse(holds("NOT n = :five AND s = :hello"), "AND(NOT true, true)");
        assertTrue(holds("NOT (n = :five AND s = :nope)"));
    }

    @Test
    @DisplayName("Developer Guide, reserved words: a reserved word must go through ExpressionAttributeNames")
    void reservedWords() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(status)")),
                "Attribute name is a reserved keyword; reserved keyword: status");
        ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_not_exists(#status)")
                .expressionAttributeNames(Map.of("#status", "status")));
    }

    @Test
    @DisplayName("Developer Guide, ExpressionAttributeNames: names with special characters work through placeholders")
    void namePlaceholders() {
        put("Things", item("pk", "dots", "a.b", "flat", "a", m("b", s("nested"))));
        ddb.putItem(b -> b.tableName("Things").item(item("pk", "dots", "a.b", "flat", "a", m("b", s("nested"))))
                .conditionExpression("#ab = :flat AND #a.#b = :nested")
                .expressionAttributeNames(Map.of("#ab", "a.b", "#a", "a", "#b", "b"))
                .expressionAttributeValues(item(":flat", "flat", ":nested", "nested")));
    }

    @Test
    @DisplayName("Developer Guide, expression attribute values: an unused value is refused")
    void unusedValue() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("n = :five")
                .expressionAttributeValues(item(":five", 5, ":unused", 1))),
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
    }

    @Test
    @DisplayName("Developer Guide, expression attribute names: an unused name is refused")
    void unusedName() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("#n = :five")
                .expressionAttributeNames(Map.of("#n", "n", "#unused", "x")).expressionAttributeValues(item(":five", 5))),
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}");
    }

    @Test
    @DisplayName("Developer Guide, expression attribute values: an undefined value is refused")
    void undefinedValue() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("n = :missing")),
                "Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :missing");
    }

    @Test
    @DisplayName("Developer Guide, expression attribute names: an undefined name is refused")
    void undefinedName() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(#missing)")),
                "An expression attribute name used in the document path is not defined; attribute name: #missing");
    }

    @Test
    @DisplayName("API Reference, ExpressionAttributeValues/Names: empty maps are refused")
    void emptyMapsRefused() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(pk)")
                .expressionAttributeValues(Map.of())), "ExpressionAttributeValues must not be empty");
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(pk)")
                .expressionAttributeNames(Map.of())), "ExpressionAttributeNames must not be empty");
    }

    @Test
    @DisplayName("API Reference, ExpressionAttributeValues/Names: keys must start with ':' and '#'")
    void placeholderSyntax() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(pk)")
                .expressionAttributeValues(item("v", 1))), "ExpressionAttributeValues contains invalid key: Syntax error; key: \"v\"");
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("attribute_exists(pk)")
                .expressionAttributeNames(Map.of("n", "n"))), "ExpressionAttributeNames contains invalid key: Syntax error; key: \"n\"");
    }

    @Test
    @DisplayName("Developer Guide, condition expressions: syntax errors are ValidationExceptions naming the expression")
    void syntaxErrors() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("n = = :five")
                .expressionAttributeValues(item(":five", 5))), "Invalid ConditionExpression: Syntax error; token:");
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("n = :five AND")
                .expressionAttributeValues(item(":five", 5))), "Invalid ConditionExpression: Syntax error;");
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("")),
                "Invalid ConditionExpression: The expression can not be empty;");
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("((attribute_not_exists(pk)))")),
                "Invalid ConditionExpression: The expression has redundant parentheses;");
    }

    @Test
    @DisplayName("Developer Guide, functions: an unknown function is refused")
    void unknownFunction() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("starts_with(s, :he)")
                .expressionAttributeValues(item(":he", "he"))), "Invalid ConditionExpression: Invalid function name; function: starts_with");
    }

    @Test
    @DisplayName("Developer Guide, functions: a condition must be a boolean (a bare size() or value is refused)")
    void nonBooleanCondition() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(ITEM).conditionExpression("size(s)")),
                "Invalid ConditionExpression");
    }

    @Test
    @DisplayName("Developer Guide, filter expressions: a Scan FilterExpression uses the same grammar and may name key attributes")
    void scanFilter() {
        put("Things", item("pk", "d", "n", 7));
        put("Things", item("pk", "e", "n", 1));
        var scan = ddb.scan(b -> b.tableName("Things").filterExpression("n > :four AND pk <> :c")
                .expressionAttributeValues(item(":four", 4, ":c", "c")));
        assertEquals(1, scan.count());
        assertEquals(3, scan.scannedCount());
        assertEquals(s("d"), scan.items().get(0).get("pk"));
    }
}
