package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code SearchConditionExpression} of {@code SearchVectors}: equality conditions on top-level
 * attributes ({@code #name = :value} or {@code name = :value}, either side first), joined by
 * {@code AND}, optionally in parentheses. What Keyway Local accepts is what the Developer Guide's
 * "Troubleshooting vector indexes" states: "Only the equality operator is currently supported for
 * vector index partition key and inline filter attributes" ({@code Invalid comparator used in
 * SearchConditionExpression} otherwise); {@code OR}, {@code NOT}, {@code IN}, {@code BETWEEN} and
 * functions are refused as well (see {@code local/README.md}).
 */
public final class SearchCondition {

    private static final String PREFIX = "Invalid SearchConditionExpression: ";

    private final Map<String, AttributeValue> equalities;

    private SearchCondition(Map<String, AttributeValue> equalities) {
        this.equalities = equalities;
    }

    /** The value each attribute must equal, by attribute name, in the order written. */
    public Map<String, AttributeValue> equalities() {
        return equalities;
    }

    /**
     * Parses the expression.
     *
     * @throws ServiceError a {@code ValidationException}
     */
    public static SearchCondition parse(String expression, ExpressionContext context) {
        if (expression.isBlank()) {
            throw ServiceError.validation(PREFIX + "The expression can not be empty;");
        }
        List<Token> tokens = Lexer.tokenize(expression);
        Map<String, AttributeValue> equalities = new LinkedHashMap<>();
        int depth = 0;
        int i = 0;
        boolean expectTerm = true;
        while (tokens.get(i).kind() != Token.Kind.EOF) {
            Token token = tokens.get(i);
            if (expectTerm && token.is("(")) {
                depth++;
                i++;
                continue;
            }
            if (!expectTerm && token.is(")") && depth > 0) {
                depth--;
                i++;
                continue;
            }
            if (!expectTerm) {
                if (!token.isKeyword("AND")) {
                    throw invalidComparator(token);
                }
                expectTerm = true;
                i++;
                continue;
            }
            Token left = token;
            Token operator = tokens.get(i + 1);
            if (operator.kind() == Token.Kind.EOF) {
                throw ServiceError.validation(PREFIX + "Syntax error; token: <EOF>, near: \"" + left.text() + "\"");
            }
            if (!operator.is("=")) {
                throw invalidComparator(operator);
            }
            Token right = tokens.get(i + 2);
            if (right.kind() == Token.Kind.EOF) {
                throw ServiceError.validation(PREFIX + "Syntax error; token: <EOF>, near: \"" + left.text() + " =\"");
            }
            Token path = left.kind() == Token.Kind.VALUE_PLACEHOLDER ? right : left;
            Token value = path == left ? right : left;
            if (value.kind() != Token.Kind.VALUE_PLACEHOLDER || path.kind() == Token.Kind.VALUE_PLACEHOLDER
                    || !(path.kind() == Token.Kind.NAME_PLACEHOLDER || path.kind() == Token.Kind.WORD)) {
                throw ServiceError.validation(PREFIX + "A condition compares an attribute of the SearchSchema with a "
                        + "value: #name = :value; near: \"" + left.text() + " = " + right.text() + "\"");
            }
            Token after = tokens.get(i + 3);
            if (after.is(".") || after.is("[")) {
                throw ServiceError.validation(PREFIX + "SearchConditionExpression supports top-level attributes only; "
                        + "near: \"" + path.text() + after.text() + "\"");
            }
            String name = path.kind() == Token.Kind.NAME_PLACEHOLDER ? context.name(path.text()) : path.text();
            if (name == null) {
                throw ServiceError.validation(PREFIX + "An expression attribute name used in the document path is not "
                        + "defined; attribute name: " + path.text());
            }
            if (path.kind() == Token.Kind.WORD && ReservedWords.isReserved(name)) {
                throw ServiceError.validation(PREFIX + "Attribute name is a reserved keyword; reserved keyword: " + name);
            }
            AttributeValue bound = context.value(value.text());
            if (bound == null) {
                throw ServiceError.validation(PREFIX + "An expression attribute value used in expression is not "
                        + "defined; attribute value: " + value.text());
            }
            if (equalities.containsKey(name) && !equalities.get(name).equals(bound)) {
                equalities.put(name, null); // two different values: no item matches
            } else {
                equalities.putIfAbsent(name, bound);
            }
            expectTerm = false;
            i += 3;
        }
        if (expectTerm || depth != 0) {
            throw ServiceError.validation(PREFIX + "Syntax error; token: <EOF>, near: \"" + expression.strip() + "\"");
        }
        return new SearchCondition(equalities);
    }

    private static ServiceError invalidComparator(Token token) {
        return ServiceError.validation("Invalid comparator used in SearchConditionExpression: " + token.text());
    }
}
