package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Projection expressions (Developer Guide, "Using projection expressions in DynamoDB"). */
class ProjectionExpressionConformanceTest extends ConformanceSupport {

    private static final Map<String, AttributeValue> KEY = item("pk", "p");

    @BeforeEach
    void table() {
        createHashTable("Projected");
        put("Projected", item("pk", "p", "title", "Book", "price", 10, "tags", l(s("a"), s("b"), s("c")),
                "info", m("dims", m("w", n(1), "h", n(2)), "color", s("red")), "name", "reserved"));
    }

    private Map<String, AttributeValue> project(String projection, Map<String, String> names) {
        return ddb.getItem(b -> {
            b.tableName("Projected").key(KEY).projectionExpression(projection);
            if (names != null) {
                b.expressionAttributeNames(names);
            }
        }).item();
    }

    @Test
    @DisplayName("Developer Guide, projection: top-level attributes by name; missing ones are simply absent")
    void topLevel() {
        assertEquals(item("title", "Book", "price", 10), project("title, price, absent", null));
    }

    @Test
    @DisplayName("Developer Guide, projection: nested map members keep their path; list elements come back as a list")
    void nestedPaths() {
        assertEquals(item("info", m("dims", m("w", n(1)))), project("info.dims.w", null));
        assertEquals(item("tags", l(s("b"))), project("tags[1]", null));
        assertEquals(item("tags", l(s("a"), s("c"))), project("tags[2], tags[0]", null), "elements in list order");
        assertEquals(item("info", m("dims", m("h", n(2)), "color", s("red"))), project("info.color, info.dims.h", null));
    }

    @Test
    @DisplayName("Developer Guide, projection: a reserved word needs ExpressionAttributeNames")
    void reservedWord() {
        assertValidation(() -> project("name", null), "Attribute name is a reserved keyword; reserved keyword: name");
        assertEquals(item("name", "reserved"), project("#n", Map.of("#n", "name")));
    }

    @Test
    @DisplayName("Developer Guide, projection: overlapping paths are refused (\"Two document paths overlap with each other\")")
    void overlappingPaths() {
        assertValidation(() -> project("info, info.color", null),
                "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths");
        assertValidation(() -> project("title, title", null), "Two document paths");
    }

    @Test
    @DisplayName("Developer Guide, projection: syntax errors and empty expressions are refused")
    void syntaxErrors() {
        assertValidation(() -> project("title,", null), "Invalid ProjectionExpression: Syntax error;");
        assertValidation(() -> project("", null), "Invalid ProjectionExpression: The expression can not be empty;");
        assertValidation(() -> project("#missing", null),
                "An expression attribute name used in the document path is not defined; attribute name: #missing");
        assertValidation(() -> project("title", Map.of("#unused", "x")),
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}");
    }

    @Test
    @DisplayName("Developer Guide, projection: the key attributes are returned only when named")
    void keysOnlyWhenNamed() {
        assertEquals(item("pk", "p", "price", 10), project("pk, price", null));
    }
}
