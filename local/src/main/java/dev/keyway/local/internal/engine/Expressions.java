package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.ExpressionContext;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.expression.Update;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The expressions of one request and their shared {@link ExpressionContext}. The context is made only when
 * the request has an expression, names or values, so a request without any never reaches the parser.
 */
final class Expressions {

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private ExpressionContext context;

    /**
     * @param names the request's ExpressionAttributeNames when it has them, else {@code null}
     * @param values the request's ExpressionAttributeValues when it has them, else {@code null}
     */
    Expressions(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = names;
        this.values = values;
        if (names != null || values != null) {
            context = new ExpressionContext(names, values);
        }
    }

    ExpressionContext context() {
        if (context == null) {
            context = new ExpressionContext(names, values);
        }
        return context;
    }

    Condition condition(String expression, String parameter) {
        return expression == null ? null : Condition.parse(expression, context(), parameter);
    }

    Projection projection(String expression) {
        return expression == null ? null : Projection.parse(expression, context());
    }

    Update update(String expression) {
        return expression == null ? null : Update.parse(expression, context());
    }

    /** Refuses names and values no expression used; call once every expression was parsed. */
    void finish() {
        if (context != null) {
            context.requireAllUsed();
        }
    }
}
