package dev.keyway.runtime.attribute;

import dev.keyway.runtime.InternalApi;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
    @InternalApi
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

    /**
     * Between the values, both included.
     *
     * @throws IllegalArgumentException if {@code low} sorts after {@code high}, which DynamoDB refuses
     */
    public Condition between(T low, T high) {
        AttributeValue from = toValue(low);
        AttributeValue to = toValue(high);
        if (sortsAfter(from, to)) {
            throw new IllegalArgumentException(this + ".between(" + low + ", " + high + "): the lower bound sorts "
                    + "after the upper one, which DynamoDB refuses; swap them");
        }
        return expressions -> expressions.name(name()) + " BETWEEN " + expressions.value(from) + " AND "
                + expressions.value(to);
    }

    /** Whether DynamoDB orders {@code from} after {@code to}: numbers by value, strings by their UTF-8 bytes. */
    private static boolean sortsAfter(AttributeValue from, AttributeValue to) {
        if (from.n() != null && to.n() != null) {
            return new BigDecimal(from.n()).compareTo(new BigDecimal(to.n())) > 0;
        }
        if (from.s() != null && to.s() != null) {
            return Arrays.compareUnsigned(from.s().getBytes(StandardCharsets.UTF_8),
                    to.s().getBytes(StandardCharsets.UTF_8)) > 0;
        }
        return false;
    }
}
