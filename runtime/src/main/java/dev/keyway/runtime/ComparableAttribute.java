package dev.keyway.runtime;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An attribute whose stored form orders like its values: numbers, strings, and dates and times
 * (stored fixed-width, so their text orders by time).
 *
 * @param <T> the component's Java type
 */
public class ComparableAttribute<T> extends Attribute<T> {

    /** A reference; generated code creates them. */
    public ComparableAttribute(String entityType, String component, String name,
                               Function<? super T, AttributeValue> converter, boolean keyComponent) {
        super(entityType, component, name, converter, keyComponent);
    }

    /** Less than the value. */
    public Condition lt(T value) {
        return compare("<", value);
    }

    /** At most the value. */
    public Condition le(T value) {
        return compare("<=", value);
    }

    /** Greater than the value. */
    public Condition gt(T value) {
        return compare(">", value);
    }

    /** At least the value. */
    public Condition ge(T value) {
        return compare(">=", value);
    }

    /** Between the values, both included. */
    public Condition between(T low, T high) {
        AttributeValue from = toValue(low);
        AttributeValue to = toValue(high);
        return expressions -> expressions.name(name()) + " BETWEEN " + expressions.value(from) + " AND "
                + expressions.value(to);
    }
}
