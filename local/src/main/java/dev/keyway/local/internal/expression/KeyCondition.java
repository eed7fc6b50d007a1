package dev.keyway.local.internal.expression;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A parsed {@code KeyConditionExpression} of a Query: equality on every partition key attribute and
 * conditions on the sort key attributes. A key has one partition and at most one sort attribute, except
 * a global index with multi-attribute keys: up to four of each, with equality on every partition
 * attribute and, on the sort attributes, equality on a leading run and at most one range condition
 * ({@code <}, {@code <=}, {@code >}, {@code >=}, {@code BETWEEN}, {@code begins_with}) on the next one.
 */
public interface KeyCondition {

    /** The value each partition key attribute must equal, in key schema order. */
    Map<String, AttributeValue> partition();

    /** Whether the item's sort key attributes satisfy the sort conditions (always true without any). */
    boolean sortMatches(Map<String, AttributeValue> item);

    /**
     * Parses a {@code KeyConditionExpression}.
     *
     * @param partitionAttributes the key's partition attributes, in key schema order (one, or up to four)
     * @param sortAttributes the key's sort attributes, in key schema order (none, one, or up to four)
     * @param keyTypes the type of every key attribute, from the table's {@code AttributeDefinitions}
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     *     ({@code Query condition missed key schema element: pk}, an operator DynamoDB does not allow in
     *     a key condition, a value of another type than the key attribute's...)
     */
    static KeyCondition parse(String expression, ExpressionContext context, List<String> partitionAttributes,
            List<String> sortAttributes, Map<String, ScalarAttributeType> keyTypes) {
        return KeyConditionParser.parse(expression, context, partitionAttributes, sortAttributes, keyTypes);
    }
}
