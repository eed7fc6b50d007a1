package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.b;
import static dev.keyway.local.internal.expression.Values.bool;
import static dev.keyway.local.internal.expression.Values.l;
import static dev.keyway.local.internal.expression.Values.m;
import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.ns;
import static dev.keyway.local.internal.expression.Values.nul;
import static dev.keyway.local.internal.expression.Values.s;
import static dev.keyway.local.internal.expression.Values.ss;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Developer Guide, "Comparison operator and function reference": how conditions evaluate. */
class ConditionEvaluationTest {

    private static final Map<String, AttributeValue> ITEM = map(
            "pk", s("user#1"),
            "age", n("30"),
            "name", s("Alice"),
            "tags", ss("red", "blue"),
            "scores", ns("1", "2.5"),
            "bytes", b(1, 2, 3),
            "flag", bool(true),
            "nothing", nul(),
            "address", m("city", s("Paris"), "zip", n("75001")),
            "elems", l(s("a"), n("2"), m("k", s("v"))),
            "weird name", s("w"),
            "glyphs", s("é𝄞"));

    private static boolean test(String expression, Object... values) {
        return test(expression, null, values);
    }

    private static boolean test(String expression, Map<String, String> names, Object... values) {
        Map<String, AttributeValue> valueMap = values.length == 0 ? null : map(values);
        ExpressionContext context = new ExpressionContext(names, valueMap);
        return Condition.parse(expression, context, "ConditionExpression").test(ITEM);
    }

    private static final Map<String, String> NAME = names("#n", "name");

    @Test
    @DisplayName("Comparators = <> < <= > >= on numbers and strings")
    void comparators() {
        assertEquals(true, test("age = :v", ":v", n("30.0")));
        assertEquals(false, test("age <> :v", ":v", n("30")));
        assertEquals(true, test("age < :v", ":v", n("100")));
        assertEquals(true, test("age <= :v", ":v", n("30")));
        assertEquals(false, test("age > :v", ":v", n("30")));
        assertEquals(true, test("age >= :v", ":v", n("-5")));
        assertEquals(true, test("#n < :v", NAME, ":v", s("Bob")));
        assertEquals(true, test(":v < #n", NAME, ":v", s("Al")));
        assertEquals(true, test("bytes > :v", ":v", b(1, 2)));
    }

    @Test
    @DisplayName("Comparing values of different types is false, not an error; <> is true")
    void differentTypes() {
        assertEquals(false, test("age = :v", ":v", s("30")));
        assertEquals(true, test("age <> :v", ":v", s("30")));
        assertEquals(false, test("age < :v", ":v", s("40")));
        assertEquals(false, test("tags < address"));
    }

    @Test
    @DisplayName("A absent attribute: = and < are false, <> is true")
    void missingAttribute() {
        assertEquals(false, test("absent = :v", ":v", s("x")));
        assertEquals(true, test("absent <> :v", ":v", s("x")));
        assertEquals(false, test("absent < :v", ":v", s("x")));
    }

    @Test
    @DisplayName("Equality of documents and sets")
    void documentEquality() {
        assertEquals(true, test("tags = :v", ":v", ss("blue", "red")));
        assertEquals(true, test("address = :v", ":v", m("zip", n("75001"), "city", s("Paris"))));
        assertEquals(true, test("elems = :v", ":v", l(s("a"), n("2"), m("k", s("v")))));
        assertEquals(true, test("nothing = :v", ":v", nul()));
        assertEquals(true, test("flag = :v", ":v", bool(true)));
    }

    @Test
    @DisplayName("Nested paths, list indexes and #names")
    void documentPaths() {
        assertEquals(true, test("address.city = :v", ":v", s("Paris")));
        assertEquals(true, test("elems[2].k = :v", ":v", s("v")));
        assertEquals(true, test("elems[1] = :v", ":v", n("2")));
        assertEquals(false, test("elems[9] = :v", ":v", n("2")));
        assertEquals(false, test("address[0] = :v", ":v", s("Paris")));
        assertEquals(true, test("#a.#c = :v", names("#a", "address", "#c", "city"), ":v", s("Paris")));
        assertEquals(true, test("#w = :v", names("#w", "weird name"), ":v", s("w")));
    }

    @Test
    @DisplayName("BETWEEN includes its bounds")
    void between() {
        assertEquals(true, test("age BETWEEN :a AND :b", ":a", n("30"), ":b", n("40")));
        assertEquals(true, test("age BETWEEN :a AND :b", ":a", n("20"), ":b", n("30")));
        assertEquals(false, test("age BETWEEN :a AND :b", ":a", n("31"), ":b", n("40")));
        assertEquals(false, test("age BETWEEN :a AND :b", ":a", s("a"), ":b", s("z")));
    }

    @Test
    @DisplayName("IN matches any of its operands")
    void in() {
        assertEquals(true, test("age IN (:a, :b)", ":a", n("1"), ":b", n("30")));
        assertEquals(false, test("age IN (:a)", ":a", n("1")));
        assertEquals(false, test("absent IN (:a)", ":a", n("1")));
    }

    @Test
    @DisplayName("AND, OR, NOT and parentheses, NOT binding tighter than AND, AND tighter than OR")
    void logic() {
        // true OR (false AND false) = true; with OR first it would be false
        assertEquals(true, test("age = :a OR age = :b AND age = :c", ":a", n("30"), ":b", n("1"), ":c", n("2")));
        assertEquals(false, test("(age = :a OR age = :b) AND age = :c", ":a", n("30"), ":b", n("1"), ":c", n("2")));
        assertEquals(true, test("NOT age = :b AND age = :a", ":a", n("30"), ":b", n("1")));
        assertEquals(false, test("NOT (age = :a OR age = :b)", ":a", n("30"), ":b", n("1")));
    }

    @Test
    @DisplayName("attribute_exists, attribute_not_exists and attribute_type")
    void existence() {
        assertEquals(true, test("attribute_exists(age)"));
        assertEquals(false, test("attribute_exists(address.country)"));
        assertEquals(true, test("attribute_not_exists(absent)"));
        assertEquals(true, test("attribute_exists(nothing)"));
        assertEquals(true, test("attribute_type(tags, :t)", ":t", s("SS")));
        assertEquals(false, test("attribute_type(tags, :t)", ":t", s("L")));
        assertEquals(true, test("attribute_type(address, :t)", ":t", s("M")));
        assertEquals(false, test("attribute_type(absent, :t)", ":t", s("S")));
    }

    @Test
    @DisplayName("begins_with on strings and binaries")
    void beginsWith() {
        assertEquals(true, test("begins_with(pk, :p)", ":p", s("user#")));
        assertEquals(false, test("begins_with(pk, :p)", ":p", s("order#")));
        assertEquals(true, test("begins_with(bytes, :p)", ":p", b(1, 2)));
        assertEquals(false, test("begins_with(age, :p)", ":p", s("3")));
    }

    @Test
    @DisplayName("contains: substring, set member, list element")
    void contains() {
        assertEquals(true, test("contains(#n, :v)", NAME, ":v", s("lic")));
        assertEquals(true, test("contains(tags, :v)", ":v", s("red")));
        assertEquals(false, test("contains(tags, :v)", ":v", s("re")));
        assertEquals(true, test("contains(scores, :v)", ":v", n("2.50")));
        assertEquals(true, test("contains(elems, :v)", ":v", n("2")));
        assertEquals(true, test("contains(elems, :v)", ":v", m("k", s("v"))));
        assertEquals(false, test("contains(age, :v)", ":v", n("3")));
    }

    @Test
    @DisplayName("size: strings, binaries, sets, lists and maps; other types make the comparison false")
    void size() {
        assertEquals(true, test("size(#n) = :v", NAME, ":v", n("5")));
        assertEquals(true, test("size(bytes) = :v", ":v", n("3")));
        assertEquals(true, test("size(tags) = :v", ":v", n("2")));
        assertEquals(true, test("size(elems) > :v", ":v", n("2")));
        assertEquals(true, test("size(address) = :v", ":v", n("2")));
        assertEquals(false, test("size(age) > :v", ":v", n("0")));
        assertEquals(false, test("size(absent) >= :v", ":v", n("0")));
        assertEquals(true, test("size(elems[2]) = :v", ":v", n("1")));
        assertEquals(true, test("size(tags) BETWEEN :a AND :b", ":a", n("1"), ":b", n("3")));
    }

    @Test
    @DisplayName("size of a string is \"the length of the string\": UTF-16 code units, not UTF-8 bytes")
    void sizeOfNonAsciiString() {
        // Developer Guide, size function; measured against DynamoDB: size("é𝄞") is 3 (é one unit, 𝄞 a surrogate pair)
        assertEquals(true, test("size(glyphs) = :v", ":v", n("3")));
    }

    @Test
    @DisplayName("A condition on no item: attribute_not_exists holds, comparisons fail")
    void noItem() {
        Condition condition = Condition.parse("attribute_not_exists(pk) OR version = :v",
                new ExpressionContext(null, map(":v", n("1"))), "ConditionExpression");
        assertEquals(true, condition.test(Map.of()));
        Condition equality = Condition.parse("version = :v", new ExpressionContext(null, map(":v", n("1"))), "ConditionExpression");
        assertEquals(false, equality.test(Map.of()));
    }

    @Test
    @DisplayName("The top-level attributes a condition names, for the engine's key attribute checks")
    void topLevelAttributes() {
        Condition condition = Condition.parse("#a.b = :v AND (size(c[1]) > :n OR NOT contains(d, :v)) AND e IN (:v, f)",
                new ExpressionContext(names("#a", "a"), map(":v", s("x"), ":n", n("1"))), "FilterExpression");
        assertEquals(java.util.Set.of("a", "c", "d", "e", "f"), condition.topLevelAttributes());
    }
}
