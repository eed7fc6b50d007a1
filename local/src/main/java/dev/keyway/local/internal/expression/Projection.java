package dev.keyway.local.internal.expression;

import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A parsed {@code ProjectionExpression}: the document paths a read returns. */
public interface Projection {

    /** The item reduced to the projected paths; paths the item lacks are left out. */
    Map<String, AttributeValue> apply(Map<String, AttributeValue> item);

    /** The top-level attribute names the paths start with (to check them against an index projection). */
    Set<String> topLevelAttributes();

    /**
     * Parses a {@code ProjectionExpression}.
     *
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    static Projection parse(String expression, ExpressionContext context) {
        return ProjectionParser.parse(expression, context);
    }
}
