package dev.keyway.runtime.internal;

import dev.keyway.runtime.ItemDecodeException;
import dev.keyway.runtime.ItemSchema;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads one item (or one nested record's map) attribute by attribute. An absent or
 * {@code NULL} attribute reads as {@code null}, an empty {@code Optional} or an empty set, and
 * fails for a primitive component. Failures name the entity, the item's key and the attribute
 * path ({@link ItemDecodeException}); inside a nested record they carry the path up to the
 * enclosing reader ({@link AttributeValueException}).
 */
public final class ItemReader {

    private final ItemSchema<?> schema;
    private final Map<String, AttributeValue> attributes;

    private ItemReader(ItemSchema<?> schema, Map<String, AttributeValue> attributes) {
        this.schema = schema;
        this.attributes = attributes;
    }

    /**
     * A reader for an item of the schema's entity; fails if the item's type attribute names
     * another entity type.
     */
    public static ItemReader item(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        if (item == null) {
            throw new ItemDecodeException(schema.entityType(), "(no item)", null, "the item is null", null);
        }
        AttributeValue type = item.get(schema.table().typeAttribute());
        if (type != null && !schema.entityType().equals(type.s())) {
            throw new ItemDecodeException(schema.entityType(), schema.table().describeKey(item), null,
                    "the item is a " + (type.s() != null ? type.s() : type.toString()) + ", not a "
                            + schema.entityType(), null);
        }
        return new ItemReader(schema, item);
    }

    /** A reader for a nested record stored as a map ({@code M}). */
    public static ItemReader nested(AttributeValue value) {
        if (!value.hasM()) {
            throw AttributeValueException.of("expected a map (M) holding a record but found " + value.type());
        }
        return new ItemReader(null, value.m());
    }

    /** The attribute converted, or {@code null} when it is absent or {@code NULL}. */
    public <T> T get(String name, Function<AttributeValue, T> converter) {
        AttributeValue value = attributes.get(name);
        if (value == null || AttributeValues.isNull(value)) {
            return null;
        }
        try {
            return converter.apply(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** The attribute converted; fails when it is absent. */
    public <T> T required(String name, Function<AttributeValue, T> converter) {
        T value = get(name, converter);
        if (value == null) {
            throw failure(name, AttributeValueException.of("the attribute is missing, and the component cannot be null"));
        }
        return value;
    }

    /** The attribute converted, or an empty {@code Optional} when it is absent. */
    public <T> Optional<T> optional(String name, Function<AttributeValue, T> converter) {
        return Optional.ofNullable(get(name, converter));
    }

    /** The set, or an empty set when the attribute is absent (DynamoDB stores no empty sets). */
    public <E> Set<E> set(String name, Function<AttributeValue, Set<E>> converter) {
        Set<E> value = get(name, converter);
        return value != null ? value : new LinkedHashSet<>();
    }

    public boolean getBoolean(String name) {
        return required(name, AttributeValues::asBoolean);
    }

    public byte getByte(String name) {
        return required(name, AttributeValues::asByte);
    }

    public short getShort(String name) {
        return required(name, AttributeValues::asShort);
    }

    public int getInt(String name) {
        return required(name, AttributeValues::asInt);
    }

    public long getLong(String name) {
        return required(name, AttributeValues::asLong);
    }

    public float getFloat(String name) {
        return required(name, AttributeValues::asFloat);
    }

    public double getDouble(String name) {
        return required(name, AttributeValues::asDouble);
    }

    // The reference types by name: generated code calls these rather than passing a method
    // reference, so the converter functions exist once here instead of once per schema.

    public String getString(String name) {
        return get(name, AttributeValues::asString);
    }

    public BigDecimal getBigDecimal(String name) {
        return get(name, AttributeValues::asBigDecimal);
    }

    public BigInteger getBigInteger(String name) {
        return get(name, AttributeValues::asBigInteger);
    }

    public Instant getInstant(String name) {
        return get(name, AttributeValues::asInstant);
    }

    public Instant getEpochSeconds(String name) {
        return get(name, AttributeValues::asEpochSeconds);
    }

    public LocalDate getLocalDate(String name) {
        return get(name, AttributeValues::asLocalDate);
    }

    public LocalDateTime getLocalDateTime(String name) {
        return get(name, AttributeValues::asLocalDateTime);
    }

    public UUID getUuid(String name) {
        return get(name, AttributeValues::asUuid);
    }

    public byte[] getBytes(String name) {
        return get(name, AttributeValues::asBytes);
    }

    public SdkBytes getSdkBytes(String name) {
        return get(name, AttributeValues::asSdkBytes);
    }

    public ByteBuffer getByteBuffer(String name) {
        return get(name, AttributeValues::asByteBuffer);
    }

    public <E extends Enum<E>> E getEnum(String name, Class<E> type) {
        return get(name, value -> AttributeValues.asEnum(value, type));
    }

    private RuntimeException failure(String name, RuntimeException cause) {
        AttributeValueException located = AttributeValueException.at(name, cause);
        if (schema == null) {
            return located;
        }
        return new ItemDecodeException(schema.entityType(), schema.table().describeKey(attributes),
                located.path(), located.reason(), cause);
    }
}
