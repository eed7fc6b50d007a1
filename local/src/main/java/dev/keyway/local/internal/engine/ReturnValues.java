package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Update;
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
     * @param update the update expression, or {@code null} when there is none: UPDATED_OLD returns the paths it
     *     writes or removes as they were before, UPDATED_NEW the paths it writes as they are after the update,
     *     nested ones with the structure leading to them ({@code SET a.b = :v} gives {@code {a: {b: ..}}})
     *     (API Reference, UpdateItem, ReturnValues: "only the updated attributes, as they appear before / after
     *     the UpdateItem operation"; a removed path has no value after it)
     */
    static Map<String, AttributeValue> of(String returnValues, Map<String, AttributeValue> oldItem,
            Map<String, AttributeValue> newItem, Update update) {
        Map<String, AttributeValue> attributes = switch (returnValues) {
            case "ALL_OLD" -> oldItem;
            case "ALL_NEW" -> newItem;
            case "UPDATED_OLD" -> oldItem == null || update == null ? null : update.updatedPaths().apply(oldItem);
            case "UPDATED_NEW" -> newItem == null || update == null ? null : update.writtenPaths().apply(newItem);
            default -> null;
        };
        return attributes == null || attributes.isEmpty() ? null : attributes;
    }
}
