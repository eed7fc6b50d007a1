package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.n;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.refused;
import static dev.keyway.local.internal.expression.Values.s;
import static dev.keyway.local.internal.expression.Values.ss;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Condition and filter expressions that DynamoDB refuses, with its messages. */
class ConditionParseTest {

    private static final String INVALID = "Invalid ConditionExpression: ";

    private static void refusedCondition(String message, String expression, Map<String, String> names,
            Map<String, AttributeValue> values) {
        refused(INVALID + message, () -> Condition.parse(expression, new ExpressionContext(names, values), "ConditionExpression"));
    }

    private static void refusedCondition(String message, String expression) {
        refusedCondition(message, expression, null, map(":v", s("x"), ":w", s("y"), ":n", n("1")));
    }

    @Test
    @DisplayName("Syntax errors name the token and the text near it")
    void syntaxErrors() {
        refusedCondition("Syntax error; token: \"<EOF>\", near: \"=\"", "a =");
        refusedCondition("Syntax error; token: \"=\", near: \"= =\"", "= = :v");
        refusedCondition("Syntax error; token: \"-\", near: \"user-id\"", "user-id = :v");
        refusedCondition("Syntax error; token: \"$\", near: \"a $ :v\"", "a $ :v");
        refusedCondition("Syntax error; token: \"b\", near: \":v b\"", "a = :v b");
        refusedCondition("Syntax error; token: \"AND\", near: \"= AND\"", "a = AND");
        refusedCondition("Syntax error; token: \")\", near: \"a)\"", "a)");
        refusedCondition("Syntax error; token: \"1\", near: \"1a\"", "1a = :v");
    }

    @Test
    @DisplayName("The function names are case-sensitive")
    void functionNames() {
        refusedCondition("Invalid function name; function: BEGINS_WITH", "BEGINS_WITH(a, :v)");
        refusedCondition("Invalid function name; function: foo", "foo(a)");
    }

    @Test
    @DisplayName("Developer Guide, reserved words: a reserved word cannot be an attribute name")
    void reservedWords() {
        refusedCondition("Attribute name is a reserved keyword; reserved keyword: status", "status = :v");
        refusedCondition("Attribute name is a reserved keyword; reserved keyword: Name", "a.Name = :v");
        Condition.parse("#s = :v", new ExpressionContext(names("#s", "status"), map(":v", s("x"))), "ConditionExpression");
    }

    @Test
    @DisplayName("Undefined expression attribute names and values")
    void undefinedPlaceholders() {
        refusedCondition("An expression attribute name used in the document path is not defined; attribute name: #n",
                "#n = :v", names("#a", "a"), map(":v", s("x")));
        refusedCondition("An expression attribute value used in expression is not defined; attribute value: :x",
                "a = :x");
        refusedCondition("An expression attribute value used in expression is not defined; attribute value: :x",
                "a = :x", null, null);
    }

    @Test
    @DisplayName("Redundant parentheses are refused")
    void redundantParentheses() {
        refusedCondition("The expression has redundant parentheses;", "((a = :v))");
        refusedCondition("The expression has redundant parentheses;", "((a = :v AND b = :w))");
        refusedCondition("The expression has redundant parentheses;", "((a)) = :v");
        ExpressionContext context = new ExpressionContext(null, map(":v", s("x"), ":w", s("y")));
        Condition.parse("(a = :v)", context, "ConditionExpression");
        Condition.parse("((a = :v) AND (b = :w))", context, "ConditionExpression");
        Condition.parse("(a) = :v", context, "ConditionExpression");
        Condition.parse("(a = :v AND b = :w) OR (a = :w AND b = :v)", context, "ConditionExpression");
    }

    @Test
    @DisplayName("Functions are operands only where DynamoDB allows them")
    void misusedFunctions() {
        refusedCondition("The function is not allowed to be used this way in an expression; function: size", "size(a)");
        refusedCondition("The function is not allowed to be used this way in an expression; function: attribute_exists",
                "attribute_exists(a) = :v");
    }

    @Test
    @DisplayName("Function operand counts and types")
    void functionOperands() {
        refusedCondition("Incorrect number of operands for operator or function; operator or function: begins_with, number of operands: 1",
                "begins_with(a)");
        refusedCondition("Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
                "attribute_exists(a, b)");
        refusedCondition("Operator or function requires a document path; operator or function: attribute_not_exists",
                "attribute_not_exists(:v)");
        refusedCondition("Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                "begins_with(a, :n)");
        refusedCondition("Incorrect operand type for operator or function; operator or function: size, operand type: N",
                "size(:n) > :n");
        refusedCondition("The first operand must be distinct from the remaining operands for this operator or function; operator: contains, first operand: [a, b]",
                "contains(a.b, a.b)");
        refusedCondition("The first operand must be distinct from the remaining operands for this operator or function; operator: =, first operand: [a]",
                "a = a");
    }

    @Test
    @DisplayName("attribute_type takes one of the ten type names")
    void attributeTypeNames() {
        refusedCondition("Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                "attribute_type(a, :t)", null, map(":t", s("STRING")));
        refusedCondition("Incorrect operand type for operator or function; operator or function: attribute_type, operand type: N",
                "attribute_type(a, :n)");
    }

    @Test
    @DisplayName("BETWEEN needs bounds of one type, the lower not above the upper")
    void betweenBounds() {
        refusedCondition("The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {N:1}",
                "a BETWEEN :hi AND :lo", null, map(":hi", n("5"), ":lo", n("1")));
        refusedCondition("The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:x}",
                "a BETWEEN :n AND :v", null, map(":n", n("1"), ":v", s("x")));
    }

    @Test
    @DisplayName("Ordering comparisons take strings, numbers and binaries")
    void orderingOperandTypes() {
        refusedCondition("Incorrect operand type for operator or function; operator or function: <, operand type: SS",
                "a < :set", null, map(":set", ss("x")));
    }

    @Test
    @DisplayName("IN takes at most 100 operands")
    void inLimit() {
        StringBuilder expression = new StringBuilder("a IN (");
        Map<String, AttributeValue> values = new java.util.LinkedHashMap<>();
        for (int i = 0; i < 101; i++) {
            expression.append(i == 0 ? "" : ", ").append(":v").append(i);
            values.put(":v" + i, n(Integer.toString(i)));
        }
        refusedCondition("The IN operator is provided with too many operands; number of operands: 101",
                expression.append(")").toString(), null, values);
    }

    @Test
    @DisplayName("Empty and oversized expressions")
    void emptyAndLarge() {
        refusedCondition("The expression can not be empty;", "  ");
        String large = "a = :v" + " ".repeat(4091);
        refusedCondition("Expression size has exceeded the maximum allowed size; expression size: 4097", large);
    }

    @Test
    @DisplayName("Keywords are case-insensitive")
    void keywordCase() {
        ExpressionContext context = new ExpressionContext(null, map(":v", s("x"), ":w", s("y")));
        Condition.parse("a = :v and not b = :w Or a between :v AnD :w", context, "FilterExpression");
        context.requireAllUsed();
    }

    @Test
    @DisplayName("The parameter names the expression in messages")
    void parameterName() {
        refused("Invalid FilterExpression: Syntax error; token: \"<EOF>\", near: \"=\"",
                () -> Condition.parse("a =", ExpressionContext.empty(), "FilterExpression"));
    }
}
