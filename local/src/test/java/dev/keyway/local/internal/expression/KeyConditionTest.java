package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.b;
import static dev.keyway.local.internal.expression.Values.bool;
import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.refused;
import static dev.keyway.local.internal.expression.Values.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** API Reference, Query, KeyConditionExpression; Developer Guide, multi-attribute keys. */
class KeyConditionTest {

    private static final Map<String, ScalarAttributeType> TYPES = Map.of(
            "pk", ScalarAttributeType.S, "sk", ScalarAttributeType.S, "num", ScalarAttributeType.N,
            "h", ScalarAttributeType.S, "a", ScalarAttributeType.S, "b", ScalarAttributeType.S,
            "c", ScalarAttributeType.S, "d", ScalarAttributeType.S, "bin", ScalarAttributeType.B);

    private static KeyCondition parse(String expression, List<String> sort, Object... values) {
        return parse(expression, List.of("pk"), sort, null, values);
    }

    private static KeyCondition parse(String expression, List<String> partition, List<String> sort,
            Map<String, String> names, Object... values) {
        ExpressionContext context = new ExpressionContext(names, values.length == 0 ? null : map(values));
        KeyCondition condition = KeyCondition.parse(expression, context, partition, sort, TYPES);
        context.requireAllUsed();
        return condition;
    }

    private static void refusedKey(String message, String expression, List<String> sort, Object... values) {
        refused(message, () -> parse(expression, sort, values));
    }

    @Test
    @DisplayName("The partition key condition must be an equality")
    void partitionEquality() {
        KeyCondition condition = parse("pk = :p", List.of("sk"), ":p", s("x"));
        assertEquals(Map.of("pk", s("x")), condition.partition());
        assertTrue(condition.sortMatches(map("pk", s("x"), "sk", s("anything"))));
        refusedKey("Query key condition not supported", "pk > :p", List.of("sk"), ":p", s("x"));
        refusedKey("Query key condition not supported", "begins_with(pk, :p)", List.of(), ":p", s("x"));
        refusedKey("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk",
                "pk = :p", List.of(), ":p", s(""));
    }

    @Test
    @DisplayName("Key attribute values may not be empty, on the sort key either, whatever the operator "
            + "(DynamoDB: \"One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
            + "contain an empty string value. Key: sk\")")
    void emptySortKeyValues() {
        String empty = "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. Key: sk";
        refusedKey(empty, "pk = :p AND sk > :v", List.of("sk"), ":p", s("x"), ":v", s(""));
        refusedKey(empty, "pk = :p AND sk = :v", List.of("sk"), ":p", s("x"), ":v", s(""));
        refusedKey(empty, "pk = :p AND begins_with(sk, :v)", List.of("sk"), ":p", s("x"), ":v", s(""));
        refusedKey(empty, "pk = :p AND sk BETWEEN :v AND :w", List.of("sk"), ":p", s("x"), ":v", s(""), ":w", s("b"));
        refusedKey("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty binary value. Key: bin", "pk = :p AND bin <= :v", List.of("bin"), ":p", s("x"), ":v", b());
        // The partition key is judged first.
        refusedKey("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. Key: pk", "pk = :p AND sk < :v", List.of("sk"), ":p", s(""), ":v", s(""));
    }

    @Test
    @DisplayName("Sort key conditions: = < <= > >= BETWEEN begins_with, in either operand order")
    void sortOperators() {
        Map<String, AttributeValue> item = map("pk", s("x"), "sk", s("m"));
        assertTrue(parse("pk = :p AND sk = :s", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(item));
        assertTrue(parse("pk = :p AND sk < :s", List.of("sk"), ":p", s("x"), ":s", s("n")).sortMatches(item));
        assertFalse(parse("pk = :p AND sk < :s", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(item));
        assertTrue(parse("pk = :p AND sk <= :s", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(item));
        assertTrue(parse("pk = :p AND sk > :s", List.of("sk"), ":p", s("x"), ":s", s("a")).sortMatches(item));
        assertTrue(parse("pk = :p AND sk >= :s", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(item));
        assertTrue(parse("pk = :p AND sk BETWEEN :a AND :b", List.of("sk"), ":p", s("x"), ":a", s("a"), ":b", s("m")).sortMatches(item));
        assertTrue(parse("pk = :p AND begins_with(sk, :s)", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(item));
        assertTrue(parse(":s > sk AND :p = pk", List.of("sk"), ":p", s("x"), ":s", s("n")).sortMatches(item));
        assertFalse(parse("pk = :p AND sk = :s", List.of("sk"), ":p", s("x"), ":s", s("m")).sortMatches(map("pk", s("x"))));
    }

    @Test
    @DisplayName("Number sort keys compare by value")
    void numberSortKey() {
        KeyCondition condition = parse("pk = :p AND num BETWEEN :a AND :b", List.of("num"), ":p", s("x"), ":a", n("9"), ":b", n("10"));
        assertTrue(condition.sortMatches(map("num", n("10.0"))));
        assertFalse(condition.sortMatches(map("num", n("100"))));
    }

    @Test
    @DisplayName("OR, NOT, IN, <> and other functions are not key conditions")
    void invalidOperators() {
        refusedKey("Invalid operator used in KeyConditionExpression: OR", "pk = :p OR sk = :s", List.of("sk"), ":p", s("x"), ":s", s("y"));
        refusedKey("Invalid operator used in KeyConditionExpression: NOT", "pk = :p AND NOT sk = :s", List.of("sk"), ":p", s("x"), ":s", s("y"));
        refusedKey("Invalid operator used in KeyConditionExpression: IN", "pk IN (:p)", List.of("sk"), ":p", s("x"));
        refusedKey("Invalid operator used in KeyConditionExpression: <>", "pk <> :p", List.of("sk"), ":p", s("x"));
        refusedKey("Invalid operator used in KeyConditionExpression: attribute_exists", "pk = :p AND attribute_exists(sk)", List.of("sk"), ":p", s("x"));
        refusedKey("Invalid operator used in KeyConditionExpression: contains", "pk = :p AND contains(sk, :s)", List.of("sk"), ":p", s("x"), ":s", s("y"));
    }

    @Test
    @DisplayName("Every key condition names a key attribute, at most once")
    void keyAttributes() {
        refusedKey("Query condition missed key schema element: pk", "sk = :s", List.of("sk"), ":s", s("y"));
        refusedKey("Query condition missed key schema element: sk", "pk = :p AND extra = :s", List.of("sk"), ":p", s("x"), ":s", s("y"));
        refusedKey("Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key",
                "pk = :p AND sk > :a AND sk < :b", List.of("sk"), ":p", s("x"), ":a", s("a"), ":b", s("b"));
        refusedKey("The number of query conditions (3) exceeds the number of key attributes defined in the schema (2)",
                "pk = :p AND sk > :a AND extra = :b", List.of("sk"), ":p", s("x"), ":a", s("a"), ":b", s("b"));
        refusedKey("The number of query conditions (2) exceeds the number of key attributes defined in the schema (1)",
                "pk = :p AND sk = :a", List.of(), ":p", s("x"), ":a", s("a"));
        refusedKey("Invalid KeyConditionExpression: KeyConditionExpressions cannot have conditions on nested attributes",
                "pk.x = :p", List.of(), ":p", s("x"));
    }

    @Test
    @DisplayName("Values must have the key attribute's type; begins_with needs a string or binary")
    void types() {
        String schema = "One or more parameter values were invalid: Condition parameter type does not match schema type";
        refusedKey(schema, "pk = :p", List.of(), ":p", n("1"));
        refusedKey(schema, "pk = :p AND num = :n", List.of("num"), ":p", s("x"), ":n", s("1"));
        refusedKey(schema, "pk = :p AND begins_with(num, :n)", List.of("num"), ":p", s("x"), ":n", s("1"));
        refusedKey(schema, "pk = :p AND num = :n", List.of("num"), ":p", s("x"), ":n", bool(true));
        refusedKey("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                "pk = :p AND begins_with(num, :n)", List.of("num"), ":p", s("x"), ":n", n("1"));
        refusedKey("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: <, operand type: BOOL",
                "pk = :p AND num < :n", List.of("num"), ":p", s("x"), ":n", bool(true));
        refusedKey("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: >=, operand type: BOOL",
                "pk = :p AND :n >= num", List.of("num"), ":p", s("x"), ":n", bool(true));
        refusedKey("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: BETWEEN, operand type: BOOL",
                "pk = :p AND num BETWEEN :a AND :b", List.of("num"), ":p", s("x"), ":a", bool(false), ":b", bool(true));
        assertTrue(parse("pk = :p AND begins_with(bin, :b)", List.of("bin"), ":p", s("x"), ":b", b(1)).sortMatches(map("bin", b(1, 2))));
    }

    @Test
    @DisplayName("Problems are reported in the order the conditions are written")
    void ordering() {
        refused("Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :missing",
                () -> parse("pk = :missing AND begins_with(sk, :n)", List.of("sk"), ":n", n("1")));
        refused("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                () -> parse("begins_with(sk, :n) AND pk = :missing", List.of("sk"), ":n", n("1")));
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: equality on a leading run, one range condition on the next")
    void multiAttributeKeys() {
        List<String> sort = List.of("a", "b", "c", "d");
        Map<String, AttributeValue> item = map("h", s("o1"), "a", s("T"), "b", s("live"), "c", s("a"), "d", s("r1"));
        assertTrue(parse("h = :h", List.of("h"), sort, null, ":h", s("o1")).sortMatches(item));
        assertTrue(parse("h = :h AND a = :a AND b = :b AND c > :c", List.of("h"), sort, null,
                ":h", s("o1"), ":a", s("T"), ":b", s("live"), ":c", s("0")).sortMatches(item));
        assertTrue(parse("b = :b AND h = :h AND a = :a", List.of("h"), sort, null,
                ":h", s("o1"), ":a", s("T"), ":b", s("live")).sortMatches(item));
        assertFalse(parse("h = :h AND a = :a AND b = :b AND c = :c AND begins_with(d, :d)", List.of("h"), sort, null,
                ":h", s("o1"), ":a", s("T"), ":b", s("live"), ":c", s("a"), ":d", s("x")).sortMatches(item));
        refused("RANGE key attributes b must have equality conditions specified in the query because a condition is present on key attribute c",
                () -> parse("h = :h AND a = :a AND c = :c", List.of("h"), sort, null, ":h", s("o1"), ":a", s("T"), ":c", s("a")));
        refused("RANGE key attributes b must have equality conditions specified in the query because a condition is present on key attribute c",
                () -> parse("h = :h AND a = :a AND b > :b AND c = :c", List.of("h"), sort, null,
                        ":h", s("o1"), ":a", s("T"), ":b", s("a"), ":c", s("a")));
        refused("RANGE key attributes a must have equality conditions specified in the query because a condition is present on key attribute b",
                () -> parse("h = :h AND b = :b", List.of("h"), sort, null, ":h", s("o1"), ":b", s("live")));
    }

    @Test
    @DisplayName("Multi-attribute partition keys need an equality on every attribute")
    void multiAttributePartition() {
        KeyCondition condition = parse("#b = :b AND #a = :a", List.of("a", "b"), List.of(), names("#a", "a", "#b", "b"),
                ":a", s("1"), ":b", s("2"));
        assertEquals(List.of("a", "b"), List.copyOf(condition.partition().keySet()));
        refused("Query condition missed key schema element: b",
                () -> parse("a = :a", List.of("a", "b"), List.of(), null, ":a", s("1")));
    }
}
