package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Update expressions: SET, REMOVE, ADD, DELETE and their functions (Developer Guide, "Using update expressions"). */
class UpdateExpressionConformanceTest extends ConformanceSupport {

    private static final Map<String, AttributeValue> KEY = item("pk", "u");

    @BeforeEach
    void table() {
        createHashTable("Things");
        put("Things", item("pk", "u", "n", 5, "s", "text", "l", l(s("a"), s("b"), s("c")),
                "m", m("x", m("y", s("deep"))), "tags", ss("red", "blue"), "nums", ns("1", "2")));
    }

    private Map<String, AttributeValue> update(String expression, Map<String, AttributeValue> values) {
        ddb.updateItem(b -> {
            b.tableName("Things").key(KEY).updateExpression(expression);
            if (values != null) {
                b.expressionAttributeValues(values);
            }
        });
        return get("Things", KEY);
    }

    private static Set<String> set(AttributeValue value) {
        return new HashSet<>(value.ss().isEmpty() ? value.ns() : value.ss());
    }

    @Test
    @DisplayName("Developer Guide, SET: adds or overwrites several attributes in one action list")
    void setAttributes() {
        Map<String, AttributeValue> after = update("SET a = :a, s = :s", item(":a", "new", ":s", "replaced"));
        assertEquals(s("new"), after.get("a"));
        assertEquals(s("replaced"), after.get("s"));
    }

    @Test
    @DisplayName("Developer Guide, SET: \"Incrementing and decrementing numeric attributes\" with + and -")
    void arithmetic() {
        assertEquals(n("7.5"), update("SET n = n + :v", item(":v", n("2.5"))).get("n"));
        assertEquals(n("4.5"), update("SET n = n - :v", item(":v", n("3"))).get("n"));
        assertEquals(n("-10"), update("SET o = :a - :b", item(":a", 2, ":b", 12)).get("o"));
    }

    @Test
    @DisplayName("Developer Guide, SET: 38-digit arithmetic is exact")
    void exactArithmetic() {
        assertEquals(n("10000000000000000000000000000000000000"),
                update("SET big = :a + :b", item(":a", n("9999999999999999999999999999999999999"), ":b", n("1"))).get("big"));
        assertEquals(n("0.3"), update("SET f = :a + :b", item(":a", n("0.1"), ":b", n("0.2"))).get("f"));
    }

    @Test
    @DisplayName("Developer Guide, SET: if_not_exists(path, value) \"If the item does not contain an attribute at the specified path\"")
    void ifNotExists() {
        Map<String, AttributeValue> after = update("SET cnt = if_not_exists(cnt, :zero) + :one, n = if_not_exists(n, :zero)",
                item(":zero", 0, ":one", 1));
        assertEquals(n("1"), after.get("cnt"));
        assertEquals(n("5"), after.get("n"), "an existing attribute is kept");
    }

    @Test
    @DisplayName("Developer Guide, SET: list_append(list1, list2) appends or prepends")
    void listAppend() {
        assertEquals(l(s("a"), s("b"), s("c"), s("d")), update("SET l = list_append(l, :more)", item(":more", l(s("d")))).get("l"));
        assertEquals(l(s("z"), s("a"), s("b"), s("c"), s("d")),
                update("SET l = list_append(:front, l)", item(":front", l(s("z")))).get("l"));
    }

    @Test
    @DisplayName("Developer Guide, SET: a list element is replaced; \"If the element doesn't already exist, SET appends the new element at the end of the list\"")
    void setListElements() {
        assertEquals(l(s("a"), s("B"), s("c")), update("SET l[1] = :v", item(":v", "B")).get("l"));
        assertEquals(l(s("a"), s("B"), s("c"), s("end")), update("SET l[10] = :v", item(":v", "end")).get("l"));
    }

    @Test
    @DisplayName("Developer Guide, SET: nested map attributes by document path")
    void setNestedPath() {
        Map<String, AttributeValue> after = update("SET m.x.z = :v, m.x.y = :w", item(":v", "added", ":w", "changed"));
        assertEquals(m("x", m("y", s("changed"), "z", s("added"))), after.get("m"));
    }

    @Test
    @DisplayName("Developer Guide, update expressions: every action reads the item as it was before the update")
    void actionsSeePreUpdateValues() {
        Map<String, AttributeValue> after = update("SET n = :one, dup = n", item(":one", 1));
        assertEquals(n("1"), after.get("n"));
        assertEquals(n("5"), after.get("dup"));
    }

    @Test
    @DisplayName("Developer Guide, REMOVE: attributes, list elements (later elements shift) and map members")
    void remove() {
        Map<String, AttributeValue> after = update("REMOVE s, l[0], m.x.y", null);
        assertFalse(after.containsKey("s"));
        assertEquals(l(s("b"), s("c")), after.get("l"));
        assertEquals(m("x", m()), after.get("m"));
        assertEquals(after, update("REMOVE absent", null), "removing a missing attribute changes nothing");
    }

    @Test
    @DisplayName("Developer Guide, ADD: a number is added (a missing attribute counts as 0); set elements are merged")
    void add() {
        Map<String, AttributeValue> after = update("ADD n :two, tally :two, tags :more, fresh :set",
                item(":two", 2, ":more", ss("green", "red"), ":set", ns("9")));
        assertEquals(n("7"), after.get("n"));
        assertEquals(n("2"), after.get("tally"));
        assertEquals(Set.of("red", "blue", "green"), set(after.get("tags")));
        assertEquals(Set.of("9"), set(after.get("fresh")));
    }

    @Test
    @DisplayName("Developer Guide, DELETE: removes elements from a set; an emptied set disappears")
    void deleteFromSet() {
        Map<String, AttributeValue> after = update("DELETE tags :red, nums :all",
                item(":red", ss("red", "absent"), ":all", ns("1", "2")));
        assertEquals(Set.of("blue"), set(after.get("tags")));
        assertFalse(after.containsKey("nums"), "a set left empty is removed (no empty sets)");
    }

    @Test
    @DisplayName("Developer Guide, update expressions: the four clauses together, any order")
    void allClauses() {
        Map<String, AttributeValue> after = update("DELETE tags :red ADD n :one REMOVE s SET a = :a",
                item(":red", ss("red"), ":one", 1, ":a", "x"));
        assertEquals(item("pk", "u", "n", 6, "l", l(s("a"), s("b"), s("c")), "m", m("x", m("y", s("deep"))),
                "tags", ss("blue"), "nums", ns("1", "2"), "a", "x").keySet(), after.keySet());
    }

    @Test
    @DisplayName("Developer Guide, ADD: \"only supports Number and set data types\" (ADD on a list refused)")
    void addToListRefused() {
        assertValidation(() -> update("ADD l :v", item(":v", l(s("x")))), "Incorrect operand type for operator or function");
        // A number added to an existing string: refused (the operand is fine, the attribute is not).
        assertValidation(() -> update("ADD s :v", item(":v", 1)));
    }

    @Test
    @DisplayName("Developer Guide, DELETE: \"The DELETE action only supports set data types\"")
    void deleteFromNonSetRefused() {
        assertValidation(() -> update("DELETE tags :v", item(":v", "red")), "Incorrect operand type for operator or function");
        // A set deleted from an existing string: refused.
        assertValidation(() -> update("DELETE s :v", item(":v", ss("t"))));
    }

    @Test
    @DisplayName("Developer Guide, SET: arithmetic needs numbers; list_append needs lists")
    void operandTypes() {
        assertValidation(() -> update("SET n = n + :v", item(":v", "one")), "Incorrect operand type for operator or function");
        assertValidation(() -> update("SET l = list_append(l, :v)", item(":v", "x")), "Incorrect operand type for operator or function");
    }

    @Test
    @DisplayName("Developer Guide, SET: arithmetic on a missing attribute refers to nothing")
    void arithmeticOnMissingAttribute() {
        assertValidation(() -> update("SET x = absent + :v", item(":v", 1)),
                "The provided expression refers to an attribute that does not exist in the item");
    }

    @Test
    @DisplayName("Developer Guide, SET: a nested path through a missing map is invalid")
    void pathThroughMissingMap() {
        assertValidation(() -> update("SET nope.deep = :v", item(":v", 1)),
                "The document path provided in the update expression is invalid for update");
        assertValidation(() -> update("SET s.deep = :v", item(":v", 1)),
                "The document path provided in the update expression is invalid for update");
    }

    @Test
    @DisplayName("Developer Guide, update expressions: \"each action keyword can appear only once\"")
    void clauseOnlyOnce() {
        assertValidation(() -> update("SET a = :v SET b = :v", item(":v", 1)),
                "The \"SET\" section can only be used once in an update expression;");
    }

    @Test
    @DisplayName("Developer Guide, update expressions: two actions on overlapping paths are refused")
    void overlappingPaths() {
        assertValidation(() -> update("SET a = :v REMOVE a", item(":v", 1)),
                "Two document paths overlap with each other; must remove or rewrite one of these paths");
        assertValidation(() -> update("SET m.x = :v, m.x.y = :v", item(":v", 1)), "Two document paths overlap with each other");
    }

    @Test
    @DisplayName("Developer Guide, update expressions: syntax errors name the token (\"Syntax error; token: ...\")")
    void syntaxErrors() {
        assertValidation(() -> update("INVALID SYNTAX HERE", null),
                "Invalid UpdateExpression: Syntax error; token: \"INVALID\", near: \"INVALID SYNTAX\"");
        assertValidation(() -> update("", null), "Invalid UpdateExpression: The expression can not be empty;");
        assertValidation(() -> update("SET a = ", null), "Invalid UpdateExpression: Syntax error;");
    }

    @Test
    @DisplayName("Developer Guide, reserved words: a reserved word in an update expression is refused")
    void reservedWord() {
        assertValidation(() -> update("SET name = :v", item(":v", 1)),
                "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: name");
        ddb.updateItem(b -> b.tableName("Things").key(KEY).updateExpression("SET #name = :v")
                .expressionAttributeNames(Map.of("#name", "name")).expressionAttributeValues(item(":v", 1)));
        assertEquals(n("1"), get("Things", KEY).get("name"));
    }

    @Test
    @DisplayName("Developer Guide, update expressions: undefined and unused placeholders are refused")
    void placeholders() {
        assertValidation(() -> update("SET a = :missing", null),
                "Invalid UpdateExpression: An expression attribute value used in expression is not defined; attribute value: :missing");
        assertValidation(() -> update("SET a = :v", item(":v", 1, ":unused", 2)),
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
    }

    @Test
    @DisplayName("Developer Guide, if_not_exists: \"specific to the SET action\" - not allowed in a condition")
    void ifNotExistsOnlyInSet() {
        assertValidation(() -> ddb.putItem(b -> b.tableName("Things").item(item("pk", "u"))
                .conditionExpression("if_not_exists(n, :v) = :v").expressionAttributeValues(item(":v", 1))),
                "Invalid ConditionExpression");
    }
}
