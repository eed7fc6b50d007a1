package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Projection;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The ReturnValues and ReturnValuesOnConditionCheckFailure parameters of the write operations. */
final class ReturnValues {

    static final List<String> ALL = List.of("NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW");
    static final List<String> ON_FAILURE = List.of("ALL_OLD", "NONE");

    private ReturnValues() {
    }

    /** Checks ReturnValues of PutItem and DeleteItem: only NONE and ALL_OLD. */
    static String putOrDelete(String returnValues) {
        Constraints.checkEnum(returnValues, "returnValues", ALL);
        if (returnValues != null && !"NONE".equals(returnValues) && !"ALL_OLD".equals(returnValues)) {
            throw ServiceError.validation("Return values set to invalid value");
        }
        return returnValues == null ? "NONE" : returnValues;
    }

    static String update(String returnValues) {
        Constraints.checkEnum(returnValues, "returnValues", ALL);
        return returnValues == null ? "NONE" : returnValues;
    }

    static boolean onFailure(String returnValuesOnConditionCheckFailure) {
        Constraints.checkEnum(returnValuesOnConditionCheckFailure, "returnValuesOnConditionCheckFailure", ON_FAILURE);
        return "ALL_OLD".equals(returnValuesOnConditionCheckFailure);
    }

    /**
     * The Attributes member of an answer, or {@code null} when there are none.
     *
     * @param updated the paths the update expression writes or removes
     *     ({@link dev.keyway.local.internal.expression.Update#updatedPaths()}), or {@code null} when there is
     *     no update expression: UPDATED_OLD and UPDATED_NEW return exactly those paths, nested ones with the
     *     structure leading to them ({@code SET a.b = :v} gives {@code {a: {b: ..}}}), as they were before and
     *     are after the update (API Reference, UpdateItem, ReturnValues)
     */
    static Map<String, AttributeValue> of(String returnValues, Map<String, AttributeValue> oldItem,
            Map<String, AttributeValue> newItem, Projection updated) {
        Map<String, AttributeValue> attributes = switch (returnValues) {
            case "ALL_OLD" -> oldItem;
            case "ALL_NEW" -> newItem;
            case "UPDATED_OLD" -> oldItem == null || updated == null ? null : updated.apply(oldItem);
            case "UPDATED_NEW" -> newItem == null || updated == null ? null : updated.apply(newItem);
            default -> null;
        };
        return attributes == null || attributes.isEmpty() ? null : attributes;
    }
}
