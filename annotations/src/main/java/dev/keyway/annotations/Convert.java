package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a record component of a type Keyway does not know through a converter: a public class
 * with a public no-argument constructor implementing
 * {@code dev.keyway.runtime.schema.AttributeConverter<T>} for exactly the component's type.
 *
 * <pre>{@code
 * public final class MoneyConverter implements AttributeConverter<Money> {
 *     public AttributeValue toAttribute(Money money) { return AttributeValue.fromS(money.toString()); }
 *     public Money fromAttribute(AttributeValue value) { return Money.parse(value.s()); }
 * }
 *
 * public record Invoice(String id, @Convert(MoneyConverter.class) Money total) {}
 * }</pre>
 *
 * <p>Null values are never passed to the converter: they leave the attribute out. A converted
 * component can be part of a key only with a key converter of its own,
 * {@link KeyFormat#converter()}, which writes the key text.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Convert {

    /** The converter class. */
    Class<?> value();
}
