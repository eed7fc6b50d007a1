package dev.keyway.runtime.attribute;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Nesting;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to one stored component of an entity, for conditions, filters and updates.
 * The processor generates one per component on each schema ({@code OrderSchema.STATUS}); the
 * subclasses add what the stored type supports (comparisons, {@code beginsWith}, {@code size}...).
 *
 * <pre>{@code
 * orders.put(order, OrderSchema.STATUS.eq(Status.PLACED));
 * orders.update("c1", placedAt, "o-17").set(OrderSchema.STATUS, Status.SHIPPED).execute();
 * }</pre>
 *
 * @param <T> the component's Java type (the element type of an {@code Optional} component)
 */
public class Attribute<T> {

    private final String entityType;
    private final String component;
    private final String name;
    private final Function<? super T, AttributeValue> converter;
    private final boolean keyComponent;

    /**
     * A reference; generated code creates them.
     *
     * @param entityType   the entity type, for messages
     * @param component    the record component
     * @param name         the stored attribute name
     * @param converter    how a value is stored
     * @param keyComponent whether the component is part of the primary key (updates may not change it)
     */
    @InternalApi
    public Attribute(String entityType, String component, String name, Function<? super T, AttributeValue> converter,
                     boolean keyComponent) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.component = Objects.requireNonNull(component, "component");
        this.name = Objects.requireNonNull(name, "name");
        this.converter = Objects.requireNonNull(converter, "converter");
        this.keyComponent = keyComponent;
    }

    /** The entity type. */
    public String entityType() {
        return entityType;
    }

    /** The record component. */
    public String component() {
        return component;
    }

    /** The stored attribute name. */
    public String name() {
        return name;
    }

    /** Whether the component is part of the table's primary key. */
    @InternalApi
    public boolean keyComponent() {
        return keyComponent;
    }

    /** The value as stored. @throws InvalidAttributeValueException if it cannot be stored */
    @InternalApi
    public AttributeValue toValue(T value) {
        if (value == null) {
            throw new InvalidAttributeValueException(entityType, name,
                    "a condition or update value is null; use notExists() or remove() for absent values", null);
        }
        AttributeValue converted;
        try {
            converted = converter.apply(value);
        } catch (RuntimeException e) {
            throw new InvalidAttributeValueException(entityType, name, e.getMessage(), e);
        }
        try {
            Nesting.check(converted); // DynamoDB refuses a value nested too deep wherever it stands
        } catch (AttributeValueException e) {
            throw new InvalidAttributeValueException(entityType, AttributeValueException.at(name, e).path(), e.reason(), e);
        }
        if (converted == null) {
            throw new InvalidAttributeValueException(entityType, name, "the value is stored as nothing (an empty set)", null);
        }
        return converted;
    }

    /** The attribute equals the value. */
    public Condition eq(T value) {
        return compare("=", value);
    }

    /** The attribute differs from the value (or is absent). */
    public Condition ne(T value) {
        return compare("<>", value);
    }

    /** The attribute equals one of the values. */
    @SafeVarargs
    public final Condition in(T... values) {
        return in(List.of(values));
    }

    /** The attribute equals one of the values (at most 100, DynamoDB's limit). */
    public Condition in(Collection<? extends T> values) {
        if (values.isEmpty() || values.size() > 100) {
            throw new IllegalArgumentException("in(...) takes 1 to 100 values, got " + values.size());
        }
        List<AttributeValue> stored = new ArrayList<>(values.size());
        for (T value : values) {
            stored.add(toValue(value));
        }
        return expressions -> {
            List<String> placeholders = new ArrayList<>(stored.size());
            stored.forEach(value -> placeholders.add(expressions.value(value)));
            return expressions.name(name) + " IN (" + String.join(", ", placeholders) + ")";
        };
    }

    /** The item has the attribute. */
    public Condition exists() {
        return expressions -> "attribute_exists(" + expressions.name(name) + ")";
    }

    /** The item lacks the attribute. */
    public Condition notExists() {
        return expressions -> "attribute_not_exists(" + expressions.name(name) + ")";
    }

    /** A comparison of the attribute with one value (for the reference kinds of this package only). */
    Condition compare(String operator, T value) {
        AttributeValue stored = toValue(value);
        return expressions -> expressions.name(name) + " " + operator + " " + expressions.value(stored);
    }

    /** The stored value's size (a string's or binary's length, a collection's elements); for this package's kinds. */
    Size sizeOf() {
        return new Size(name);
    }

    @Override
    public String toString() {
        return entityType + "." + component + " (" + name + ")";
    }
}
