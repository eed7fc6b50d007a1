package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Expression limits (Developer Guide, quotas, "Expression parameters": "The maximum length of any expression string
 * is 4 KB", "The maximum number of operators or functions allowed in any expression is 300").
 */
class ExpressionLimitsConformanceTest extends ConformanceSupport {

    private static final int LIMIT = 4096;
    private static final String TOO_LONG = "Expression size has exceeded the maximum allowed size";

    @BeforeEach
    void table() {
        createHashTable("Limits");
    }

    /** A name of {@code length} letters ending in its index: never a reserved word, unique per clause. */
    private static String name(int index, int length) {
        String suffix = "x" + index;
        return "a".repeat(length - suffix.length()) + suffix;
    }

    /** Clauses joined to exactly {@code bytes} (ASCII), the last clause's name stretched to land on the byte. */
    private static List<String> clauses(int bytes, String prefix, String joiner, BiFunction<Integer, Integer, String> clause) {
        List<String> parts = new ArrayList<>();
        int total = prefix.length();
        for (int i = 0; ; i++) {
            String next = clause.apply(i, 50);
            int add = (parts.isEmpty() ? 0 : joiner.length()) + next.length();
            if (total + add > bytes) {
                break;
            }
            parts.add(next);
            total += add;
        }
        int shortBy = bytes - total;
        parts.set(parts.size() - 1, clause.apply(parts.size() - 1, 50 + shortBy));
        if ((prefix + String.join(joiner, parts)).length() != bytes) {
            throw new IllegalStateException("built the wrong length");
        }
        return parts;
    }

    private static String condition(int bytes) {
        return String.join(" AND ", clauses(bytes, "", " AND ", (i, n) -> "attribute_not_exists(" + name(i, n) + ")"));
    }

    @Test
    @DisplayName("Developer Guide, quotas: a ConditionExpression of exactly 4 KB is accepted, one byte more refused")
    void conditionExpressionLength() {
        ddb.putItem(b -> b.tableName("Limits").item(item("pk", "at")).conditionExpression(condition(LIMIT)));
        assertValidation(() -> ddb.putItem(b -> b.tableName("Limits").item(item("pk", "over"))
                .conditionExpression(condition(LIMIT + 1))), TOO_LONG);
    }

    @Test
    @DisplayName("Developer Guide, quotas: an UpdateExpression of exactly 4 KB is accepted and applied, one byte more refused")
    void updateExpressionLength() {
        for (int bytes : new int[] {LIMIT, LIMIT + 1}) {
            List<String> parts = clauses(bytes, "SET ", ", ", (i, n) -> name(i, n) + " = :v" + i);
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            for (int i = 0; i < parts.size(); i++) {
                values.put(":v" + i, s("x"));
            }
            String expression = "SET " + String.join(", ", parts);
            if (bytes == LIMIT) {
                ddb.updateItem(b -> b.tableName("Limits").key(item("pk", "upd")).updateExpression(expression)
                        .expressionAttributeValues(values));
                assertEquals(s("x"), get("Limits", item("pk", "upd")).get(name(0, 50)));
            } else {
                assertValidation(() -> ddb.updateItem(b -> b.tableName("Limits").key(item("pk", "upd2"))
                        .updateExpression(expression).expressionAttributeValues(values)), TOO_LONG);
            }
        }
    }

    @Test
    @DisplayName("Developer Guide, quotas: a ProjectionExpression over 4 KB is refused; the limit counts the expression as sent, not the substituted names")
    void projectionExpressionLength() {
        String over = String.join(", ", clauses(LIMIT + 1, "", ", ", (i, n) -> name(i, n)));
        assertValidation(() -> ddb.getItem(b -> b.tableName("Limits").key(item("pk", "p")).projectionExpression(over)), TOO_LONG);
        put("Limits", item("pk", "p", "real", "y"));
        Map<String, String> names = new LinkedHashMap<>();
        List<String> aliases = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            aliases.add("#a" + i);
            names.put("#a" + i, "n".repeat(246) + "q" + i); // about 7.5 KB of names behind 168 bytes of expression
        }
        ddb.getItem(b -> b.tableName("Limits").key(item("pk", "p")).projectionExpression(String.join(", ", aliases))
                .expressionAttributeNames(names));
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"The maximum number of operators or functions allowed in any expression is 300\"")
    void operatorLimit() {
        // 151 comparisons joined by 150 ORs: 301 operators, in about 2 KB, so only the operator count is over.
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 151; i++) {
            parts.add("a" + i + " = b" + i);
        }
        String tooMany = String.join(" OR ", parts);
        assertEquals(true, tooMany.length() < LIMIT, "the refusal must come from the operator count, not the size");
        List<String> fewer = parts.subList(0, 149); // 149 comparisons, 149 ORs and 1 function = 299: accepted
        String justUnder = String.join(" OR ", fewer) + " OR attribute_not_exists(pk)";
        ddb.putItem(b -> b.tableName("Limits").item(item("pk", "ops")).conditionExpression(justUnder));
        assertValidation(() -> ddb.putItem(b -> b.tableName("Limits").item(item("pk", "ops")).conditionExpression(tooMany)));
    }
}
