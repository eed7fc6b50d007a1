package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code ExpressionAttributeNames} and {@code ExpressionAttributeValues} of one request, shared by
 * all of its expressions, remembering which of them the expressions used: DynamoDB refuses a request
 * that offers a name or value no expression uses, or whose expressions name one it does not offer.
 */
public final class ExpressionContext {

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final Set<String> usedNames = new LinkedHashSet<>();
    private final Set<String> usedValues = new LinkedHashSet<>();

    /**
     * @param names the request's {@code ExpressionAttributeNames}, or {@code null}
     * @param values the request's {@code ExpressionAttributeValues}, or {@code null}
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} for an empty map, a
     *     name or value key of the wrong form, or an invalid value (as DynamoDB checks them up front)
     */
    public ExpressionContext(Map<String, String> names, Map<String, AttributeValue> values) {
        this(names, values, false);
    }

    /**
     * A context for the operations DynamoDB validates with its older request layer (TransactWriteItems and
     * Scan): an invalid value's message is wrapped as {@code ExpressionAttributeValues contains invalid
     * value: <message> for key :v}, the wording DynamoDB has long answered and users widely quote.
     *
     * @see #ExpressionContext(Map, Map)
     */
    public static ExpressionContext namingInvalidValueKeys(Map<String, String> names, Map<String, AttributeValue> values) {
        return new ExpressionContext(names, values, true);
    }

    private ExpressionContext(Map<String, String> names, Map<String, AttributeValue> values, boolean nameValueKeys) {
        this.names = names == null ? Map.of() : new LinkedHashMap<>(names);
        this.values = new LinkedHashMap<>();
        if (names != null) {
            if (names.isEmpty()) {
                throw ServiceError.validation("ExpressionAttributeNames must not be empty");
            }
            for (Map.Entry<String, String> entry : names.entrySet()) {
                if (!isPlaceholder(entry.getKey(), '#')) {
                    throw ServiceError.validation("ExpressionAttributeNames contains invalid key: Syntax error; key: \""
                            + entry.getKey() + "\"");
                }
                if (entry.getValue() == null || entry.getValue().isEmpty()) {
                    // Not found documented; DynamoDB refuses empty attribute names everywhere else.
                    throw ServiceError.validation("ExpressionAttributeNames contains invalid value: "
                            + "Empty attribute name for key " + entry.getKey());
                }
            }
        }
        if (values != null) {
            if (values.isEmpty()) {
                throw ServiceError.validation("ExpressionAttributeValues must not be empty");
            }
            for (Map.Entry<String, AttributeValue> entry : values.entrySet()) {
                if (!isPlaceholder(entry.getKey(), ':')) {
                    throw ServiceError.validation("ExpressionAttributeValues contains invalid key: Syntax error; key: \""
                            + entry.getKey() + "\"");
                }
                this.values.put(entry.getKey(), checkValue(entry.getKey(), entry.getValue(), nameValueKeys));
            }
        }
    }

    private static AttributeValue checkValue(String key, AttributeValue value, boolean nameValueKeys) {
        try {
            return AttributeValues.checkValue(value, "ExpressionAttributeValues");
        } catch (ServiceError error) {
            if (!nameValueKeys || !"ValidationException".equals(error.type())) {
                throw error;
            }
            throw ServiceError.validation("ExpressionAttributeValues contains invalid value: " + error.getMessage()
                    + " for key " + key);
        }
    }

    /** A context without names or values, for requests that send neither. */
    public static ExpressionContext empty() {
        return new ExpressionContext(null, null);
    }

    private static boolean isPlaceholder(String key, char marker) {
        if (key == null || key.length() < 2 || key.charAt(0) != marker) {
            return false;
        }
        for (int i = 1; i < key.length(); i++) {
            if (!Lexer.isIdentifierPart(key.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The attribute name a {@code #placeholder} stands for, marking it used; {@code null} when undefined. */
    String name(String placeholder) {
        String name = names.get(placeholder);
        if (name != null) {
            usedNames.add(placeholder);
        }
        return name;
    }

    /** The (checked, canonical) value a {@code :placeholder} stands for, marking it used; {@code null} when undefined. */
    AttributeValue value(String placeholder) {
        AttributeValue value = values.get(placeholder);
        if (value != null) {
            usedValues.add(placeholder);
        }
        return value;
    }

    /** Whether the request sent {@code ExpressionAttributeNames}. */
    public boolean hasNames() {
        return !names.isEmpty();
    }

    /** Whether the request sent {@code ExpressionAttributeValues}. */
    public boolean hasValues() {
        return !values.isEmpty();
    }

    /**
     * Refuses names and values that no expression of the request used, with DynamoDB's messages
     * ({@code Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}}).
     * Call it once, after every expression of the request was parsed.
     */
    public void requireAllUsed() {
        Set<String> unusedNames = new LinkedHashSet<>(names.keySet());
        unusedNames.removeAll(usedNames);
        if (!unusedNames.isEmpty()) {
            throw ServiceError.validation("Value provided in ExpressionAttributeNames unused in expressions: keys: {"
                    + String.join(", ", unusedNames) + "}");
        }
        Set<String> unusedValues = new LinkedHashSet<>(values.keySet());
        unusedValues.removeAll(usedValues);
        if (!unusedValues.isEmpty()) {
            throw ServiceError.validation("Value provided in ExpressionAttributeValues unused in expressions: keys: {"
                    + String.join(", ", unusedValues) + "}");
        }
    }
}
