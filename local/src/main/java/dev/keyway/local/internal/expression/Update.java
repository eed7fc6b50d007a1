package dev.keyway.local.internal.expression;

import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A parsed {@code UpdateExpression}: SET, REMOVE, ADD and DELETE clauses. */
public interface Update {

    /**
     * Applies the update to a copy of the item.
     *
     * @param item the current item, empty when there is none (an update then creates it)
     * @return the new item; attributes set to nothing are absent
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} where DynamoDB refuses
     *     the update for this item (an operand of the wrong type, a path that does not exist, an
     *     arithmetic result out of range...)
     */
    Map<String, AttributeValue> apply(Map<String, AttributeValue> item);

    /** The top-level attribute names the update's paths start with, to refuse changes to key attributes. */
    Set<String> topLevelAttributes();

    /**
     * The paths the update writes or removes, as a projection: applied to the item before the update it
     * gives what {@code ReturnValues} {@code UPDATED_OLD} returns.
     */
    Projection updatedPaths();

    /**
     * The paths the update writes (SET, ADD, DELETE), as a projection: applied to the item after the update
     * it gives what {@code ReturnValues} {@code UPDATED_NEW} returns. A removed path has no value after the
     * update, and whatever moved into it (the next element of a list) was not updated.
     */
    Projection writtenPaths();

    /**
     * Parses an {@code UpdateExpression}.
     *
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    static Update parse(String expression, ExpressionContext context) {
        return UpdateParser.parse(expression, context);
    }
}
