package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.l;
import static dev.keyway.local.internal.expression.Values.m;
import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.refused;
import static dev.keyway.local.internal.expression.Values.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Developer Guide, "Using projection expressions in DynamoDB". */
class ProjectionTest {

    private static final Map<String, AttributeValue> ITEM = map(
            "pk", s("k"),
            "a", m("b", s("ab"), "c", n("1"), "d", m("e", s("deep"))),
            "l", l(s("l0"), m("x", s("l1x"), "y", s("l1y")), s("l2")),
            "other", s("o"));

    private static Projection parse(String expression, Map<String, String> names) {
        ExpressionContext context = new ExpressionContext(names, null);
        Projection projection = Projection.parse(expression, context);
        context.requireAllUsed();
        return projection;
    }

    @Test
    @DisplayName("Top-level attributes, missing ones left out")
    void topLevel() {
        assertEquals(map("pk", s("k")), parse("pk, absent", null).apply(ITEM));
    }

    @Test
    @DisplayName("A nested path returns the structure that leads to it")
    void nested() {
        assertEquals(map("a", m("b", s("ab"))), parse("a.b", null).apply(ITEM));
        assertEquals(map("a", m("b", s("ab"), "d", m("e", s("deep")))), parse("a.b, a.d.e", null).apply(ITEM));
        assertEquals(map(), parse("a.zz", null).apply(ITEM));
    }

    @Test
    @DisplayName("List indexes return a list of the projected elements, in index order")
    void listIndexes() {
        assertEquals(map("l", l(m("x", s("l1x")))), parse("l[1].x", null).apply(ITEM));
        assertEquals(map("l", l(s("l0"), s("l2"))), parse("l[2], l[0]", null).apply(ITEM));
        assertEquals(map(), parse("l[7]", null).apply(ITEM));
    }

    @Test
    @DisplayName("Expression attribute names in projections")
    void placeholders() {
        Projection projection = parse("#a.#b, #o", names("#a", "a", "#b", "b", "#o", "other"));
        assertEquals(map("a", m("b", s("ab")), "other", s("o")), projection.apply(ITEM));
        assertEquals(Set.of("a", "other"), projection.topLevelAttributes());
    }

    @Test
    @DisplayName("Overlapping paths, reserved words, undefined names and syntax errors are refused")
    void errors() {
        String invalid = "Invalid ProjectionExpression: ";
        refused(invalid + "Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a, b]",
                () -> parse("a, a.b", null));
        refused(invalid + "Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [l, [0]], path two: [l, x]",
                () -> parse("l[0], l.x", null));
        refused(invalid + "Attribute name is a reserved keyword; reserved keyword: name", () -> parse("pk, name", null));
        refused(invalid + "An expression attribute name used in the document path is not defined; attribute name: #x",
                () -> parse("#x", names("#y", "y")));
        refused(invalid + "Syntax error; token: \"-\", near: \"user-id\"", () -> parse("user-id", null));
        refused(invalid + "Syntax error; token: \":v\", near: \", :v\"", () -> parse("a, :v", null));
        refused(invalid + "Syntax error; token: \"<EOF>\", near: \",\"", () -> parse("a,", null));
    }
}
