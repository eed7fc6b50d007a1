package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.b;
import static dev.keyway.local.internal.expression.Values.l;
import static dev.keyway.local.internal.expression.Values.m;
import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.ns;
import static dev.keyway.local.internal.expression.Values.refused;
import static dev.keyway.local.internal.expression.Values.s;
import static dev.keyway.local.internal.expression.Values.ss;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Developer Guide, "Using update expressions in DynamoDB". */
class UpdateTest {

    private static final String INVALID = "Invalid UpdateExpression: ";

    private static Map<String, AttributeValue> apply(Map<String, AttributeValue> item, String expression, Object... values) {
        return apply(item, expression, null, values);
    }

    private static Map<String, AttributeValue> apply(Map<String, AttributeValue> item, String expression,
            Map<String, String> names, Object... values) {
        ExpressionContext context = new ExpressionContext(names, values.length == 0 ? null : map(values));
        Update update = Update.parse(expression, context);
        context.requireAllUsed();
        return update.apply(item);
    }

    private static void refusedUpdate(String message, String expression, Object... values) {
        refused(message, () -> apply(map("pk", s("k")), expression, values));
    }

    @Test
    @DisplayName("SET writes top-level and nested attributes; other attributes stay")
    void set() {
        Map<String, AttributeValue> item = map("pk", s("k"), "m", m("keep", s("k")));
        Map<String, AttributeValue> result = apply(item, "SET a = :a, m.child = :c", ":a", n("1"), ":c", s("nested"));
        assertEquals(map("pk", s("k"), "m", m("keep", s("k"), "child", s("nested")), "a", n("1")), result);
        assertEquals(map("pk", s("k"), "m", m("keep", s("k"))), item, "the original item is not changed");
    }

    @Test
    @DisplayName("SET with + and - on numbers, operands read from the item before the update")
    void arithmetic() {
        Map<String, AttributeValue> item = map("n", n("10"), "m", m("c", n("1.5")));
        assertEquals(n("15"), apply(item, "SET n = n + :i", ":i", n("5")).get("n"));
        assertEquals(n("7"), apply(item, "SET n = n - :i", ":i", n("3")).get("n"));
        assertEquals(n("-2"), apply(item, "SET x = :i - n", ":i", n("8")).get("x"));
        assertEquals(n("2"), apply(item, "SET m.c = m.c + :h", ":h", n("0.5")).get("m").m().get("c"));
        Map<String, AttributeValue> swapped = apply(map("a", n("1"), "b", n("2")), "SET a = b, b = a");
        assertEquals(map("a", n("2"), "b", n("1")), swapped);
    }

    @Test
    @DisplayName("if_not_exists and list_append")
    void functions() {
        Map<String, AttributeValue> item = map("c", n("3"), "l", l(s("a")));
        assertEquals(n("3"), apply(item, "SET c = if_not_exists(c, :z)", ":z", n("0")).get("c"));
        assertEquals(n("0"), apply(item, "SET d = if_not_exists(d, :z)", ":z", n("0")).get("d"));
        assertEquals(n("1"), apply(item, "SET d = if_not_exists(d, :z) + :one", ":z", n("0"), ":one", n("1")).get("d"));
        assertEquals(l(s("a"), s("b")), apply(item, "SET l = list_append(l, :x)", ":x", l(s("b"))).get("l"));
        assertEquals(l(s("b"), s("a")), apply(item, "SET l = list_append(:x, l)", ":x", l(s("b"))).get("l"));
        assertEquals(l(s("b")), apply(item, "SET k = list_append(if_not_exists(k, :e), :x)", ":e", l(), ":x", l(s("b"))).get("k"));
    }

    @Test
    @DisplayName("SET to a list index past the end appends")
    void setPastEnd() {
        Map<String, AttributeValue> item = map("l", l(s("a"), s("b"), s("c")));
        assertEquals(l(s("a"), s("b"), s("c"), s("x")), apply(item, "SET l[5] = :x", ":x", s("x")).get("l"));
        assertEquals(l(s("a"), s("x"), s("c")), apply(item, "SET l[1] = :x", ":x", s("x")).get("l"));
        assertEquals(l(s("a"), s("b"), s("c"), s("x"), s("y")),
                apply(item, "SET l[9] = :y, l[7] = :x", ":x", s("x"), ":y", s("y")).get("l"));
        assertEquals(l(s("first")), apply(map("l", l()), "SET l[0] = :v", ":v", s("first")).get("l"));
    }

    @Test
    @DisplayName("REMOVE deletes attributes and list elements, shifting the rest; indexes name the original list")
    void remove() {
        Map<String, AttributeValue> item = map("pk", s("k"), "a", n("1"), "l", l(s("a"), s("b"), s("c"), s("d")),
                "m", m("x", s("1"), "y", s("2")));
        assertEquals(map("pk", s("k"), "l", l(s("a"), s("b"), s("c"), s("d")), "m", m("x", s("1"), "y", s("2"))),
                apply(item, "REMOVE a"));
        assertEquals(l(s("a"), s("c"), s("d")), apply(item, "REMOVE l[1]").get("l"));
        assertEquals(l(s("a"), s("c")), apply(item, "REMOVE l[1], l[3]").get("l"));
        assertEquals(l(s("a"), s("b"), s("c"), s("d")), apply(item, "REMOVE l[7]").get("l"));
        assertEquals(m("y", s("2")), apply(item, "REMOVE m.x").get("m"));
        assertFalse(apply(item, "REMOVE absent").containsKey("absent"));
    }

    @Test
    @DisplayName("ADD to numbers and sets; a missing attribute starts from zero or the empty set")
    void add() {
        Map<String, AttributeValue> item = map("n", n("1"), "s", ss("a"), "ns", ns("1"), "bs", AttributeValue.fromBs(List.of(b(1).b())));
        assertEquals(n("3"), apply(item, "ADD n :v", ":v", n("2")).get("n"));
        assertEquals(n("2"), apply(item, "ADD fresh :v", ":v", n("2")).get("fresh"));
        assertEquals(ss("a", "b"), apply(item, "ADD s :v", ":v", ss("a", "b")).get("s"));
        assertEquals(ns("1", "2"), apply(item, "ADD ns :v", ":v", ns("1.0", "2")).get("ns"));
        assertEquals(ss("x"), apply(item, "ADD fresh :v", ":v", ss("x")).get("fresh"));
        assertEquals(2, apply(item, "ADD bs :v", ":v", AttributeValue.fromBs(List.of(b(2).b()))).get("bs").bs().size());
    }

    @Test
    @DisplayName("DELETE takes members out of a set; taking all removes the attribute")
    void delete() {
        Map<String, AttributeValue> item = map("s", ss("a", "b"), "ns", ns("1", "2"));
        assertEquals(ss("b"), apply(item, "DELETE s :v", ":v", ss("a", "z")).get("s"));
        assertFalse(apply(item, "DELETE s :v", ":v", ss("a", "b")).containsKey("s"));
        assertEquals(ns("2"), apply(item, "DELETE ns :v", ":v", ns("1.0")).get("ns"));
        assertFalse(apply(item, "DELETE absent :v", ":v", ss("a")).containsKey("absent"));
    }

    @Test
    @DisplayName("All four sections in one expression, in any order, keywords in any case")
    void sections() {
        Map<String, AttributeValue> item = map("a", n("1"), "b", n("1"), "s", ss("x", "y"), "r", s("gone"));
        Map<String, AttributeValue> result = apply(item, "delete s :d add b :one remove r set a = :two",
                ":d", ss("x"), ":one", n("1"), ":two", n("2"));
        assertEquals(map("a", n("2"), "b", n("2"), "s", ss("y")), result);
    }

    @Test
    @DisplayName("Each section at most once")
    void sectionOnce() {
        refusedUpdate(INVALID + "The \"SET\" section can only be used once in an update expression;",
                "SET a = :v SET b = :v", ":v", s("x"));
        refusedUpdate(INVALID + "The \"REMOVE\" section can only be used once in an update expression;", "REMOVE a remove b");
    }

    @Test
    @DisplayName("Two paths that overlap or conflict are refused")
    void overlaps() {
        refusedUpdate(INVALID + "Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a, b]",
                "SET a = :v, a.b = :v", ":v", s("x"));
        refusedUpdate(INVALID + "Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]",
                "SET a = :v REMOVE a", ":v", s("x"));
        refusedUpdate(INVALID + "Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, b], path two: [a, [1]]",
                "SET a.b = :v, a[1] = :v", ":v", s("x"));
        assertEquals(map("a", m("b", s("x"), "c", s("x"))), apply(map("a", m()), "SET a.b = :v, a.c = :v", ":v", s("x")));
    }

    @Test
    @DisplayName("A nested path whose parent is missing or of another type is invalid for update")
    void invalidPaths() {
        String invalid = "The document path provided in the update expression is invalid for update";
        refused(invalid, () -> apply(map("pk", s("k")), "SET #a.#b.#c = :v", names("#a", "missing", "#b", "nested", "#c", "deep"), ":v", s("x")));
        refused(invalid, () -> apply(map("a", s("str")), "SET a.b = :v", ":v", s("x")));
        refused(invalid, () -> apply(map("a", m()), "SET a[0] = :v", ":v", s("x")));
        refused(invalid, () -> apply(map("a", l()), "SET a.b = :v", ":v", s("x")));
        refused(invalid, () -> apply(map("pk", s("k")), "ADD a.b :v", ":v", n("1")));
    }

    @Test
    @DisplayName("Operands of the wrong type and missing operands")
    void operandErrors() {
        String wrongType = "An operand in the update expression has an incorrect data type";
        refused(wrongType, () -> apply(map("a", s("x")), "SET a = a + :v", ":v", n("1")));
        refused(wrongType, () -> apply(map("a", s("x")), "SET a = list_append(a, :v)", ":v", l()));
        refused(wrongType, () -> apply(map("a", s("x")), "ADD a :v", ":v", n("1")));
        refused(wrongType, () -> apply(map("a", ss("x")), "ADD a :v", ":v", ns("1")));
        refused(wrongType, () -> apply(map("a", n("1")), "DELETE a :v", ":v", ns("1")));
        refused("The provided expression refers to an attribute that does not exist in the item",
                () -> apply(map(), "SET a = b + :v", ":v", n("1")));
        refused("Number overflow. Attempting to store a number with magnitude larger than supported range",
                () -> apply(map("a", n("9E+125")), "SET a = a + :v", ":v", n("9E+125")));
    }

    @Test
    @DisplayName("Parse-time operand checks: ADD takes numbers and sets, DELETE sets, functions their types")
    void parseTimeOperands() {
        refusedUpdate(INVALID + "Incorrect operand type for operator or function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND",
                "ADD a :v", ":v", s("x"));
        refusedUpdate(INVALID + "Incorrect operand type for operator or function; operator: DELETE, operand type: NUMBER, typeSet: ALLOWED_FOR_DELETE_OPERAND",
                "DELETE a :v", ":v", n("1"));
        refusedUpdate(INVALID + "Incorrect operand type for operator or function; operator or function: +, operand type: S",
                "SET a = a + :v", ":v", s("x"));
        refusedUpdate(INVALID + "Incorrect operand type for operator or function; operator or function: list_append, operand type: S",
                "SET a = list_append(a, :v)", ":v", s("x"));
        refusedUpdate(INVALID + "Operator or function requires a document path; operator or function: if_not_exists",
                "SET a = if_not_exists(:v, :v)", ":v", s("x"));
        refusedUpdate(INVALID + "Incorrect number of operands for operator or function; operator or function: list_append, number of operands: 1",
                "SET a = list_append(a)");
        refusedUpdate(INVALID + "Invalid function name; function: foo", "SET a = foo(a)");
        refusedUpdate(INVALID + "The function is not allowed in an update expression; function: size", "SET a = size(a)");
    }

    @Test
    @DisplayName("Syntax errors, reserved words, undefined placeholders, empty expressions")
    void parseErrors() {
        refusedUpdate(INVALID + "Syntax error; token: \"INVALID\", near: \"INVALID SYNTAX\"", "INVALID SYNTAX HERE");
        refusedUpdate(INVALID + "Syntax error; token: \"<EOF>\", near: \"=\"", "SET a =");
        refusedUpdate(INVALID + "Syntax error; token: \"b\", near: \"a b\"", "REMOVE a b");
        refusedUpdate(INVALID + "Attribute name is a reserved keyword; reserved keyword: status", "SET status = :v", ":v", s("x"));
        refusedUpdate(INVALID + "An expression attribute value used in expression is not defined; attribute value: :v", "SET a = :v");
        refused(INVALID + "An expression attribute name used in the document path is not defined; attribute name: #a",
                () -> apply(map(), "SET #a = :v", names("#b", "b"), ":v", s("x")));
        refusedUpdate(INVALID + "The expression can not be empty;", "");
    }

    @Test
    @DisplayName("Top-level attributes and updated paths, for key checks and ReturnValues")
    void paths() {
        ExpressionContext context = new ExpressionContext(null, map(":v", s("x")));
        Update update = Update.parse("SET a.b = :v, c = :v REMOVE d[0]", context);
        assertEquals(Set.of("a", "c", "d"), update.topLevelAttributes());
        Map<String, AttributeValue> after = update.apply(map("a", m("b", s("old"), "keep", s("k")), "d", l(s("1"), s("2"))));
        assertEquals(map("a", m("b", s("x")), "c", s("x"), "d", l(s("2"))), update.updatedPaths().apply(after));
    }
}
