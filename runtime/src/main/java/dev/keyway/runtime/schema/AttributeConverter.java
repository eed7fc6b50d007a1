package dev.keyway.runtime.schema;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts a component of a type Keyway does not know, named by {@code @Convert} on the
 * component. Implementations are public classes with a public no-argument constructor, and
 * stateless: generated code keeps one instance.
 *
 * <pre>{@code
 * public final class MoneyConverter implements AttributeConverter<Money> {
 *     public AttributeValue toAttribute(Money money) { return AttributeValue.fromS(money.toString()); }
 *     public Money fromAttribute(AttributeValue value) { return Money.parse(value.s()); }
 * }
 * }</pre>
 *
 * @param <T> the component's type
 */
public interface AttributeConverter<T> {

    /** The value as stored; never called with {@code null}. */
    AttributeValue toAttribute(T value);

    /** The value read back; never called for an absent or {@code NULL} attribute. */
    T fromAttribute(AttributeValue value);
}
