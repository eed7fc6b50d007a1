package dev.keyway.runtime.attribute;

import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the placeholders of one request's expressions: every attribute name becomes
 * {@code #n0}, {@code #n1}..., every value {@code :v0}, {@code :v1}..., so that no user value is
 * ever concatenated into an expression.
 */
public final class Expressions {

    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> placeholdersByName = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    /** The placeholder of an attribute name (the same placeholder for the same name). */
    public String name(String attribute) {
        return placeholdersByName.computeIfAbsent(attribute, name -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, name);
            return placeholder;
        });
    }

    /** A new placeholder holding the value. */
    public String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }

    /** For {@code ExpressionAttributeNames}; empty if no name was used. */
    public Map<String, String> names() {
        return names;
    }

    /** For {@code ExpressionAttributeValues}; empty if no value was used. */
    public Map<String, AttributeValue> values() {
        return values;
    }
}
