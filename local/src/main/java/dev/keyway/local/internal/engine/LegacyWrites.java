package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.ExpressionContext;
import dev.keyway.local.internal.expression.Update;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;

/**
 * DynamoDB's legacy parameters of single-item writes, {@code Expected} with {@code ConditionalOperator}
 * (Developer Guide, "Expected (legacy)" and "Writing conditions with legacy parameters") and
 * {@code AttributeUpdates} of UpdateItem ("AttributeUpdates (legacy)"), read as the condition and update
 * expressions they stand for, with placeholders of their own, so that they are evaluated exactly as the
 * expressions are. DynamoDB still accepts them, and clients such as the Kinesis Client Library's lease
 * management send them. A request may not mix them with expression parameters.
 */
final class LegacyWrites {

    private LegacyWrites() {
    }

    /** A request's legacy parameters and expression parameters, for the refusal of a mix. */
    record Parameters(boolean expected, boolean conditionalOperator, boolean attributeUpdates,
                      boolean conditionExpression, boolean updateExpression, boolean names, boolean values) {

        boolean anyLegacy() {
            return expected || conditionalOperator || attributeUpdates;
        }

        /**
         * Refuses legacy and expression parameters in one request, as DynamoDB does ("Can not use both
         * expression and non-expression parameters in the same request").
         */
        void refuseMix() {
            if (!anyLegacy() || !(conditionExpression || updateExpression || names || values)) {
                return;
            }
            StringJoiner legacy = new StringJoiner(", ", "{", "}");
            if (attributeUpdates) {
                legacy.add("AttributeUpdates");
            }
            if (expected) {
                legacy.add("Expected");
            }
            if (conditionalOperator) {
                legacy.add("ConditionalOperator");
            }
            StringJoiner expressions = new StringJoiner(", ", "{", "}");
            if (updateExpression) {
                expressions.add("UpdateExpression");
            }
            if (conditionExpression) {
                expressions.add("ConditionExpression");
            }
            if (names || values) {
                if (!conditionExpression && !updateExpression) {
                    throw ServiceError.validation((names ? "ExpressionAttributeNames" : "ExpressionAttributeValues")
                            + " can only be specified when using expressions");
                }
            }
            throw ServiceError.validation("Can not use both expression and non-expression parameters in the same "
                    + "request: Non-expression parameters: " + legacy + " Expression parameters: " + expressions);
        }
    }

    /**
     * The condition an {@code Expected} map stands for, its elements joined by {@code ConditionalOperator}
     * ({@code AND} by default); {@code null} without one.
     */
    static Condition expected(Map<String, ExpectedAttributeValue> expected, String conditionalOperator) {
        if (expected == null || expected.isEmpty()) {
            if (conditionalOperator != null) {
                throw ServiceError.validation("One or more parameter values were invalid: ConditionalOperator can only "
                        + "be used when Filter or Expected has two or more elements");
            }
            return null;
        }
        String joiner;
        if (conditionalOperator == null || "AND".equals(conditionalOperator)) {
            joiner = " AND ";
        } else if ("OR".equals(conditionalOperator)) {
            joiner = " OR ";
        } else {
            throw ServiceError.validation("1 validation error detected: Value '" + conditionalOperator + "' at "
                    + "'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [AND, OR]");
        }
        Placeholders placeholders = new Placeholders();
        List<String> parts = new ArrayList<>();
        expected.forEach((attribute, condition) -> parts.add("(" + element(attribute, condition, placeholders) + ")"));
        return Condition.parse(String.join(joiner, parts), placeholders.context(), "Expected");
    }

    private static String element(String attribute, ExpectedAttributeValue condition, Placeholders placeholders) {
        String name = placeholders.name(attribute);
        String operator = condition.comparisonOperatorAsString();
        List<AttributeValue> list = condition.hasAttributeValueList() ? condition.attributeValueList() : null;
        if (operator == null) {
            if (list != null) {
                throw invalid("AttributeValueList can only be used with a ComparisonOperator for Attribute: " + attribute);
            }
            boolean exists = condition.exists() == null || condition.exists();
            if (exists && condition.value() == null) {
                throw invalid("Value must be provided when Exists is true for Attribute: " + attribute);
            }
            if (!exists && condition.value() != null) {
                throw invalid("Value cannot be used when Exists is false for Attribute: " + attribute);
            }
            return exists ? name + " = " + placeholders.value(condition.value()) : "attribute_not_exists(" + name + ")";
        }
        if (condition.value() != null || condition.exists() != null) {
            throw invalid("Exists and Value cannot be used with ComparisonOperator for Attribute: " + attribute);
        }
        List<AttributeValue> values = list == null ? List.of() : list;
        switch (operator) {
            case "NULL", "NOT_NULL" -> {
                count(operator, values, 0, 0);
                return ("NULL".equals(operator) ? "attribute_not_exists(" : "attribute_exists(") + name + ")";
            }
            case "EQ", "NE" -> {
                count(operator, values, 1, 1);
                return name + ("EQ".equals(operator) ? " = " : " <> ") + placeholders.value(values.get(0));
            }
            case "LE", "LT", "GE", "GT" -> {
                count(operator, values, 1, 1);
                scalar(operator, values, "SNB");
                String symbol = switch (operator) {
                    case "LE" -> " <= ";
                    case "LT" -> " < ";
                    case "GE" -> " >= ";
                    default -> " > ";
                };
                return name + symbol + placeholders.value(values.get(0));
            }
            case "CONTAINS", "NOT_CONTAINS" -> {
                count(operator, values, 1, 1);
                scalar(operator, values, "SNB");
                String contains = "contains(" + name + ", " + placeholders.value(values.get(0)) + ")";
                return "CONTAINS".equals(operator) ? contains : "NOT " + contains;
            }
            case "BEGINS_WITH" -> {
                count(operator, values, 1, 1);
                scalar(operator, values, "SB");
                return "begins_with(" + name + ", " + placeholders.value(values.get(0)) + ")";
            }
            case "IN" -> {
                count(operator, values, 1, Integer.MAX_VALUE);
                scalar(operator, values, "SNB");
                StringJoiner in = new StringJoiner(", ", name + " IN (", ")");
                values.forEach(value -> in.add(placeholders.value(value)));
                return in.toString();
            }
            case "BETWEEN" -> {
                count(operator, values, 2, 2);
                scalar(operator, values, "SNB");
                if (!type(values.get(0)).equals(type(values.get(1)))) {
                    throw invalid("AttributeValues for BETWEEN must be of the same type");
                }
                return name + " BETWEEN " + placeholders.value(values.get(0)) + " AND " + placeholders.value(values.get(1));
            }
            default -> throw ServiceError.validation("1 validation error detected: Value '" + operator + "' at "
                    + "'expected." + attribute + ".member.comparisonOperator' failed to satisfy constraint: Member must "
                    + "satisfy enum value set: [EQ, NE, LE, LT, GE, GT, NOT_NULL, NULL, CONTAINS, NOT_CONTAINS, "
                    + "BEGINS_WITH, IN, BETWEEN]");
        }
    }

    /**
     * The update an {@code AttributeUpdates} map stands for: {@code PUT} (the default) sets the value,
     * {@code DELETE} without a value removes the attribute and with a set removes its elements, {@code ADD}
     * adds to a number or a set (creating it).
     */
    static Update attributeUpdates(Map<String, AttributeValueUpdate> updates) {
        if (updates == null || updates.isEmpty()) {
            return null;
        }
        Placeholders placeholders = new Placeholders();
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        List<String> add = new ArrayList<>();
        List<String> delete = new ArrayList<>();
        updates.forEach((attribute, update) -> {
            String name = placeholders.name(attribute);
            String action = update.actionAsString() == null ? "PUT" : update.actionAsString();
            AttributeValue value = update.value();
            switch (action) {
                case "PUT" -> {
                    if (value == null) {
                        throw invalid("Only DELETE action is allowed when no attribute value is specified");
                    }
                    set.add(name + " = " + placeholders.value(value));
                }
                case "DELETE" -> {
                    if (value == null) {
                        remove.add(name);
                    } else {
                        if (!List.of("SS", "NS", "BS").contains(type(value))) {
                            throw invalid("DELETE action with value is not supported for the type " + type(value));
                        }
                        delete.add(name + " " + placeholders.value(value));
                    }
                }
                case "ADD" -> {
                    if (value == null) {
                        throw invalid("Only DELETE action is allowed when no attribute value is specified");
                    }
                    if (!List.of("N", "SS", "NS", "BS").contains(type(value))) {
                        throw invalid("ADD action is not supported for the type " + type(value));
                    }
                    add.add(name + " " + placeholders.value(value));
                }
                default -> throw ServiceError.validation("1 validation error detected: Value '" + action + "' at "
                        + "'attributeUpdates." + attribute + ".member.action' failed to satisfy constraint: Member must "
                        + "satisfy enum value set: [ADD, PUT, DELETE]");
            }
        });
        StringBuilder expression = new StringBuilder();
        clause(expression, "SET", set);
        clause(expression, "REMOVE", remove);
        clause(expression, "ADD", add);
        clause(expression, "DELETE", delete);
        return Update.parse(expression.toString(), placeholders.context());
    }

    private static void clause(StringBuilder expression, String keyword, List<String> actions) {
        if (!actions.isEmpty()) {
            expression.append(expression.length() == 0 ? "" : " ").append(keyword).append(' ')
                    .append(String.join(", ", actions));
        }
    }

    private static void count(String operator, List<AttributeValue> values, int min, int max) {
        if (values.size() < min || values.size() > max) {
            throw invalid("Invalid number of argument(s) for the " + operator + " ComparisonOperator");
        }
    }

    private static void scalar(String operator, List<AttributeValue> values, String types) {
        for (AttributeValue value : values) {
            String type = type(value);
            if (type.length() != 1 || types.indexOf(type.charAt(0)) < 0) {
                throw invalid("ComparisonOperator " + operator + " is not valid for " + type + " AttributeValue type");
            }
        }
    }

    private static String type(AttributeValue value) {
        AttributeValue.Type type = value.type();
        return type == null || type == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION ? "?" : type.name();
    }

    private static ServiceError invalid(String message) {
        return ServiceError.validation("One or more parameter values were invalid: " + message);
    }

    /** The names and values of the expressions made, under placeholders no request could have sent with them. */
    private static final class Placeholders {
        private final Map<String, String> names = new LinkedHashMap<>();
        private final Map<String, AttributeValue> values = new LinkedHashMap<>();

        String name(String attribute) {
            String placeholder = "#legacy" + names.size();
            names.put(placeholder, attribute);
            return placeholder;
        }

        String value(AttributeValue value) {
            String placeholder = ":legacy" + values.size();
            values.put(placeholder, value);
            return placeholder;
        }

        ExpressionContext context() {
            return new ExpressionContext(names, values.isEmpty() ? null : values);
        }
    }
}
