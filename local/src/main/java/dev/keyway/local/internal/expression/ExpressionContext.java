package dev.keyway.local.internal.expression;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code ExpressionAttributeNames} and {@code ExpressionAttributeValues} of one request, shared by
 * all of its expressions, remembering which of them the expressions used: DynamoDB refuses a request
 * that offers a name or value no expression uses, or whose expressions name one it does not offer.
 */
public final class ExpressionContext {

    /**
     * @param names the request's {@code ExpressionAttributeNames}, or {@code null}
     * @param values the request's {@code ExpressionAttributeValues}, or {@code null}
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} for an empty map, a
     *     name or value key of the wrong form, or an invalid value (as DynamoDB checks them up front)
     */
    public ExpressionContext(Map<String, String> names, Map<String, AttributeValue> values) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Refuses names and values that no expression of the request used, with DynamoDB's messages
     * ({@code Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}}).
     * Call it once, after every expression of the request was parsed.
     */
    public void requireAllUsed() {
        throw new UnsupportedOperationException("not yet");
    }
}
