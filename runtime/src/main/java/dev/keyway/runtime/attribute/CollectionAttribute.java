package dev.keyway.runtime.attribute;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A list or set attribute: {@code contains} an element and {@code size}; updates add and remove
 * set elements or append and prepend list elements.
 *
 * @param <C> the collection type
 * @param <E> the element type
 */
public final class CollectionAttribute<C, E> extends Attribute<C> {

    private final Function<? super E, AttributeValue> elementConverter;
    private final boolean set;

    /** A reference; generated code creates them. */
    @InternalApi
    public CollectionAttribute(String entityType, String component, String name, Function<? super C, AttributeValue> converter,
                               Function<? super E, AttributeValue> elementConverter, boolean set) {
        super(entityType, component, name, converter, false);
        this.elementConverter = Objects.requireNonNull(elementConverter, "elementConverter");
        this.set = set;
    }

    /** Whether this is a set (else a list). */
    @InternalApi
    public boolean isSet() {
        return set;
    }

    /** An element as stored. */
    @InternalApi
    public AttributeValue elementValue(E element) {
        if (element == null) {
            throw new InvalidAttributeValueException(entityType(), name(), "an element is null", null);
        }
        try {
            return elementConverter.apply(element);
        } catch (RuntimeException e) {
            throw new InvalidAttributeValueException(entityType(), name(), e.getMessage(), e);
        }
    }

    /** The collection holds the element. */
    public Condition contains(E element) {
        AttributeValue stored = elementValue(element);
        return expressions -> "contains(" + expressions.name(name()) + ", " + expressions.value(stored) + ")";
    }

    /** The number of elements, to compare. */
    public Size size() {
        return sizeOf();
    }
}
