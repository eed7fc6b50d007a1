package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.ExpressionContext;
import dev.keyway.local.internal.expression.KeyCondition;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.expression.Update;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The expressions of one request and their shared {@link ExpressionContext}, made when the first expression
 * is parsed. ExpressionAttributeNames need some expression to use them and ExpressionAttributeValues one
 * that takes values (a condition, filter, key condition or update; a projection takes none): DynamoDB
 * refuses them otherwise ("ExpressionAttributeValues can only be specified when using expressions").
 */
final class Expressions {

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final boolean namingInvalidValueKeys;
    private ExpressionContext context;
    private boolean valueExpression;

    /**
     * @param names the request's ExpressionAttributeNames when it has them, else {@code null}
     * @param values the request's ExpressionAttributeValues when it has them, else {@code null}
     */
    Expressions(Map<String, String> names, Map<String, AttributeValue> values) {
        this(names, values, false);
    }

    /**
     * @param namingInvalidValueKeys whether the operation words an invalid value as DynamoDB's older request
     *     layer does (TransactWriteItems, Scan): see {@link ExpressionContext#namingInvalidValueKeys}
     */
    Expressions(Map<String, String> names, Map<String, AttributeValue> values, boolean namingInvalidValueKeys) {
        this.names = names;
        this.values = values;
        this.namingInvalidValueKeys = namingInvalidValueKeys;
    }

    private ExpressionContext context() {
        if (context == null) {
            context = namingInvalidValueKeys ? ExpressionContext.namingInvalidValueKeys(names, values)
                    : new ExpressionContext(names, values);
        }
        return context;
    }

    Condition condition(String expression, String parameter) {
        if (expression == null) {
            return null;
        }
        valueExpression = true;
        return Condition.parse(expression, context(), parameter);
    }

    Projection projection(String expression) {
        return expression == null ? null : Projection.parse(expression, context());
    }

    Update update(String expression) {
        if (expression == null) {
            return null;
        }
        valueExpression = true;
        return Update.parse(expression, context());
    }

    KeyCondition keyCondition(String expression, List<String> partition, List<String> sort,
            Map<String, ScalarAttributeType> keyTypes) {
        valueExpression = true;
        return KeyCondition.parse(expression, context(), partition, sort, keyTypes);
    }

    /**
     * Refuses names and values no expression could use or used; call once every expression was parsed.
     * Names are judged before values, as DynamoDB does.
     */
    void finish() {
        if (context == null && names != null) {
            throw ServiceError.validation("ExpressionAttributeNames can only be specified when using expressions");
        }
        if (!valueExpression && values != null) {
            throw ServiceError.validation("ExpressionAttributeValues can only be specified when using expressions");
        }
        if (context != null) {
            context.requireAllUsed();
        }
    }
}
