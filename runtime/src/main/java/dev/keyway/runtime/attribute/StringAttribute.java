package dev.keyway.runtime.attribute;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.internal.item.Scalar;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A string attribute: comparisons, {@code beginsWith}, {@code contains} and {@code size}. */
public final class StringAttribute extends ComparableAttribute<String> {

    /** A reference; generated code creates them. */
    @InternalApi
    public StringAttribute(String entityType, String component, String name, boolean keyComponent) {
        super(entityType, component, name, Scalar.STRING, keyComponent);
    }

    /** The string starts with the prefix. */
    public Condition beginsWith(String prefix) {
        AttributeValue stored = toValue(prefix);
        return expressions -> "begins_with(" + expressions.name(name()) + ", " + expressions.value(stored) + ")";
    }

    /** The string contains the text. */
    public Condition contains(String text) {
        AttributeValue stored = toValue(text);
        return expressions -> "contains(" + expressions.name(name()) + ", " + expressions.value(stored) + ")";
    }

    /** The string's length in UTF-8 bytes, to compare. */
    public Size size() {
        return sizeOf();
    }
}
