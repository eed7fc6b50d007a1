package dev.keyway.local.internal.expression;

import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A parsed condition or filter expression. */
public interface Condition {

    /**
     * @param item the item, empty when there is none
     * @return whether the item satisfies the condition
     * @throws dev.keyway.local.internal.ServiceError where DynamoDB fails the request at evaluation
     */
    boolean test(Map<String, AttributeValue> item);

    /**
     * The top-level attribute names the condition's document paths start with (a Query's filter may not
     * name a key attribute).
     */
    Set<String> topLevelAttributes();

    /**
     * Parses a {@code ConditionExpression} or {@code FilterExpression}.
     *
     * @param parameter the request parameter it came from, for messages ({@code ConditionExpression})
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    static Condition parse(String expression, ExpressionContext context, String parameter) {
        return ConditionParser.parse(expression, context, parameter);
    }
}
