package dev.keyway.runtime.internal;

import dev.keyway.runtime.InvalidAttributeValueException;
import dev.keyway.runtime.ItemSchema;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds one item (or one nested record's map) attribute by attribute, leaving out
 * {@code null} values. A value that cannot be stored fails with the entity and the attribute
 * path: {@link InvalidAttributeValueException} for an item, {@link AttributeValueException} for a
 * nested record (its enclosing writer adds the path).
 */
public final class ItemWriter {

    private final String entityType;
    private final Map<String, AttributeValue> attributes;

    private ItemWriter(String entityType, int expectedSize) {
        this.entityType = entityType;
        this.attributes = new HashMap<>((int) (expectedSize / 0.75f) + 1);
    }

    /** A writer for an item of the schema's entity. */
    public static ItemWriter item(ItemSchema<?> schema, int expectedSize) {
        return new ItemWriter(schema.entityType(), expectedSize);
    }

    /** A writer for a nested record's map. */
    public static ItemWriter nested(int expectedSize) {
        return new ItemWriter(null, expectedSize);
    }

    /** Stores a converted value; {@code null} leaves the attribute out. */
    public void put(String name, AttributeValue value) {
        if (value != null) {
            attributes.put(name, value);
        }
    }

    /** Converts and stores a value; {@code null} leaves the attribute out. */
    public <V> void put(String name, V value, Function<? super V, AttributeValue> converter) {
        if (value == null) {
            return;
        }
        AttributeValue converted;
        try {
            converted = converter.apply(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
        put(name, converted);
    }

    public void putBoolean(String name, boolean value) {
        attributes.put(name, AttributeValue.fromBool(value));
    }

    public void putByte(String name, byte value) {
        attributes.put(name, AttributeValues.fromByte(value));
    }

    public void putShort(String name, short value) {
        attributes.put(name, AttributeValues.fromShort(value));
    }

    public void putInt(String name, int value) {
        attributes.put(name, AttributeValues.fromInt(value));
    }

    public void putLong(String name, long value) {
        attributes.put(name, AttributeValues.fromLong(value));
    }

    public void putFloat(String name, float value) {
        try {
            attributes.put(name, AttributeValues.fromFloat(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putDouble(String name, double value) {
        try {
            attributes.put(name, AttributeValues.fromDouble(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    // The reference types by name: generated code calls these rather than passing a method
    // reference, so the converter functions exist once here instead of once per schema.

    public void putString(String name, String value) {
        put(name, value, AttributeValues::fromString);
    }

    public void putBigDecimal(String name, BigDecimal value) {
        put(name, value, AttributeValues::fromBigDecimal);
    }

    public void putBigInteger(String name, BigInteger value) {
        put(name, value, AttributeValues::fromBigInteger);
    }

    public void putInstant(String name, Instant value) {
        put(name, value, AttributeValues::fromInstant);
    }

    public void putEpochSeconds(String name, Instant value) {
        put(name, value, AttributeValues::fromEpochSeconds);
    }

    public void putLocalDate(String name, LocalDate value) {
        put(name, value, AttributeValues::fromLocalDate);
    }

    public void putLocalDateTime(String name, LocalDateTime value) {
        put(name, value, AttributeValues::fromLocalDateTime);
    }

    public void putUuid(String name, UUID value) {
        put(name, value, AttributeValues::fromUuid);
    }

    public void putBytes(String name, byte[] value) {
        put(name, value, AttributeValues::fromBytes);
    }

    public void putSdkBytes(String name, SdkBytes value) {
        put(name, value, AttributeValues::fromSdkBytes);
    }

    public void putByteBuffer(String name, ByteBuffer value) {
        put(name, value, AttributeValues::fromByteBuffer);
    }

    public void putEnum(String name, Enum<?> value) {
        put(name, value, AttributeValues::fromEnum);
    }

    /** The item. */
    public Map<String, AttributeValue> toItem() {
        return attributes;
    }

    /** The nested record as a map value ({@code M}). */
    public AttributeValue toMapValue() {
        return AttributeValue.fromM(attributes);
    }

    private RuntimeException failure(String name, RuntimeException cause) {
        AttributeValueException located = AttributeValueException.at(name, cause);
        if (entityType == null) {
            return located;
        }
        return new InvalidAttributeValueException(entityType, located.path(), located.reason(), cause);
    }
}
