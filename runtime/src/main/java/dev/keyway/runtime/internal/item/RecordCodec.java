package dev.keyway.runtime.internal.item;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a generated schema stores one kind of nested record, as a map ({@code M}): one constant per
 * record type, an anonymous subclass whose methods write and read it attribute by attribute. Item
 * writers and readers, list and map conversions and attribute references take the constant itself,
 * so no lambda is spun for a record anywhere. As a {@code Function} it stores a non-null record.
 *
 * @param <R> the record type
 */
public abstract class RecordCodec<R> implements Function<R, AttributeValue> {

    /**
     * The record as a map value.
     *
     * @throws AttributeValueException if a component cannot be stored, with its path in the record
     */
    public abstract AttributeValue write(R value);

    /**
     * The record stored in a present, non-{@code NULL} value.
     *
     * @throws AttributeValueException if the value is no map or does not fit the record, with the path
     */
    public abstract R read(AttributeValue value);

    @Override
    public final AttributeValue apply(R value) {
        return write(value);
    }
}
