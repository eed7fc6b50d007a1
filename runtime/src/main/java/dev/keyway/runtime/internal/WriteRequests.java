package dev.keyway.runtime.internal;

import dev.keyway.runtime.attribute.Expressions;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The single-item write requests of a prepared write, built once for the synchronous and the
 * asynchronous repositories, which differ only in how they send them. A conditional write asks
 * for the stored item on a failed condition ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}),
 * which the exception then carries.
 */
public final class WriteRequests {

    private WriteRequests() {
    }

    /** PutItem of the prepared item, with its conditions if it has any. */
    public static PutItemRequest put(String tableName, PreparedWrite<?> write) {
        PutItemRequest.Builder request = PutItemRequest.builder().tableName(tableName).item(write.item());
        if (!write.conditions().isEmpty()) {
            Expressions expressions = new Expressions();
            request.conditionExpression(EntityOperations.render(write.conditions(), expressions))
                    .expressionAttributeNames(EntityOperations.emptyToNull(expressions.names()))
                    .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        return request.build();
    }

    /** DeleteItem of the prepared key, with its conditions if it has any. */
    public static DeleteItemRequest delete(String tableName, PreparedWrite<?> write) {
        DeleteItemRequest.Builder request = DeleteItemRequest.builder().tableName(tableName).key(write.item());
        if (!write.conditions().isEmpty()) {
            Expressions expressions = new Expressions();
            request.conditionExpression(EntityOperations.render(write.conditions(), expressions))
                    .expressionAttributeNames(EntityOperations.emptyToNull(expressions.names()))
                    .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        return request.build();
    }

    /**
     * UpdateItem returning the new item.
     *
     * @param condition   the rendered conditions, or {@code null}
     * @param expressions the names and values the update and condition expressions use
     */
    public static UpdateItemRequest update(String tableName, Map<String, AttributeValue> key, String updateExpression,
                                           String condition, Expressions expressions) {
        return UpdateItemRequest.builder().tableName(tableName).key(key)
                .updateExpression(updateExpression)
                .conditionExpression(condition)
                .expressionAttributeNames(expressions.names())
                .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                .returnValues(ReturnValue.ALL_NEW)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
    }
}
