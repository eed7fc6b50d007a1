package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.refused;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Developer Guide, "Service, account, and table quotas", Expression parameters: "The maximum number of
 * operators or functions allowed in any expression is 300", refused when the expression is parsed with
 * "The expression contains too many operators; operator count: 301".
 */
class OperatorLimitTest {

    private static final String TOO_MANY = "The expression contains too many operators; operator count: 301";

    /** {@code count} comparisons joined by OR: {@code 2 * count - 1} operators. */
    private static String comparisons(int count) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            parts.add("a" + i + " = b" + i);
        }
        return String.join(" OR ", parts);
    }

    private static Condition condition(String expression) {
        return Condition.parse(expression, ExpressionContext.empty(), "ConditionExpression");
    }

    @Test
    @DisplayName("Comparisons and ORs count one each: 299 and 300 accepted, 301 refused before any evaluation")
    void comparisonsAndLogicalOperators() {
        assertFalse(condition(comparisons(150)).test(Map.of()));
        // NOT (a0 = b0) holds for an item without a0: the 300-operator condition was parsed and evaluated.
        assertTrue(condition("NOT " + comparisons(150)).test(Map.of()));
        refused("Invalid ConditionExpression: " + TOO_MANY, () -> condition(comparisons(151)));
        refused("Invalid FilterExpression: " + TOO_MANY,
                () -> Condition.parse(comparisons(151), ExpressionContext.empty(), "FilterExpression"));
    }

    @Test
    @DisplayName("Functions count, parentheses do not; DynamoDB reports 301 however many there are")
    void functionsAndParentheses() {
        // 100 size() functions, 100 comparisons and 99 ANDs: 299, inside redundant-free parentheses.
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            parts.add("(size(a" + i + ") > b" + i + ")");
        }
        condition(String.join(" AND ", parts));
        parts.add("(c < d)");
        parts.add("(e < f)");
        refused("Invalid ConditionExpression: " + TOO_MANY, () -> condition(String.join(" AND ", parts)));
        refused("Invalid ConditionExpression: " + TOO_MANY,
                () -> condition(String.join(" AND ", Collections.nCopies(160, "attribute_exists(x)"))));
    }

    @Test
    @DisplayName("BETWEEN, IN and NOT count one each")
    void otherOperators() {
        // 100 BETWEENs + 100 NOTs + 99 ORs = 299, then one IN and one more OR = 301.
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            parts.add("NOT a" + i + " BETWEEN b AND c");
        }
        condition(String.join(" OR ", parts));
        parts.add("a IN (b, c)");
        refused("Invalid ConditionExpression: " + TOO_MANY, () -> condition(String.join(" OR ", parts)));
    }

    @Test
    @DisplayName("Developer Guide grammar \"NOT condition\": NOTs nest, each one operator (1000 of them are refused)")
    void nestedNots() {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item = Map.of("a", Values.s("x"),
                "b", Values.s("x"));
        assertTrue(condition("NOT NOT a = b").test(item));
        assertFalse(condition("NOT NOT NOT a = b").test(item));
        refused("Invalid ConditionExpression: " + TOO_MANY, () -> condition("not ".repeat(1000) + "a < b"));
    }

    @Test
    @DisplayName("Update expressions: arithmetic and functions count")
    void updateExpressions() {
        // 50 actions with a function and a +, 200 with a - : 300 operators in under 4 KB.
        List<String> actions = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            actions.add("a" + i + "=if_not_exists(b,:o)+:o");
        }
        for (int i = 0; i < 200; i++) {
            actions.add("c" + i + "=:o-:o");
        }
        Update.parse("SET " + String.join(",", actions), new ExpressionContext(null, map(":o", n("1"))));
        actions.add("d=list_append(e,f)");
        refused("Invalid UpdateExpression: " + TOO_MANY, () -> Update.parse("SET " + String.join(",", actions),
                new ExpressionContext(null, map(":o", n("1")))));
    }

    @Test
    @DisplayName("Key conditions are expressions too")
    void keyConditions() {
        StringBuilder expression = new StringBuilder("pk = :p");
        for (int i = 0; i < 150; i++) {
            expression.append(" AND pk = :p");
        }
        refused("Invalid KeyConditionExpression: " + TOO_MANY, () -> KeyCondition.parse(expression.toString(),
                new ExpressionContext(null, map(":p", n("1"))), List.of("pk"), List.of(),
                Map.of("pk", ScalarAttributeType.N)));
    }
}
