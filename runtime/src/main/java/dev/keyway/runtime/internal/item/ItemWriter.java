package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.schema.ItemSchema;
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

    /** Stores a scalar of the given type (a boxed primitive, say); {@code null} leaves the attribute out. */
    public void putScalar(String name, Object value, Scalar type) {
        if (value == null) {
            return;
        }
        try {
            put(name, type.apply(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a list ({@code L}) of scalars; {@code null} leaves the attribute out. */
    public void putList(String name, java.util.List<?> value, Scalar element) {
        try {
            put(name, AttributeValues.fromScalarList(value, element));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a map ({@code M}) of scalars; {@code null} leaves the attribute out. */
    public void putMap(String name, Map<String, ?> value, Scalar element) {
        try {
            put(name, AttributeValues.fromScalarMap(value, element));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a set ({@code SS}, {@code NS} or {@code BS}); {@code null} or empty leaves the attribute out. */
    public void putSet(String name, java.util.Set<?> value, Scalar element) {
        try {
            put(name, AttributeValues.fromScalarSet(value, element));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a nested record as a map; {@code null} leaves the attribute out. */
    public <R> void putRecord(String name, R value, RecordCodec<R> codec) {
        if (value == null) {
            return;
        }
        try {
            put(name, codec.write(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a list ({@code L}) of records; {@code null} leaves the attribute out. */
    public <R> void putRecordList(String name, java.util.List<R> value, RecordCodec<R> codec) {
        try {
            put(name, AttributeValues.fromRecordList(value, codec));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** Stores a map ({@code M}) of records; {@code null} leaves the attribute out. */
    public <R> void putRecordMap(String name, Map<String, R> value, RecordCodec<R> codec) {
        try {
            put(name, AttributeValues.fromRecordMap(value, codec));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /**
     * Converts and stores a value whose nesting the compiler could not bound (a recursive record,
     * a converter's value); one nested deeper than DynamoDB stores is refused ({@link Nesting}).
     */
    public <V> void putDeep(String name, V value, Function<? super V, AttributeValue> converter) {
        if (value == null) {
            return;
        }
        AttributeValue converted;
        try {
            converted = Nesting.check(converter.apply(value));
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

    // The reference types by name, for generated code. Each converts directly rather than through
    // put(name, value, converter): that one call site, shared by every converter, is megamorphic, and
    // each method reference here would be one more class to spin up on a cold start.

    public void putString(String name, String value) {
        try {
            put(name, AttributeValues.fromString(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putBigDecimal(String name, BigDecimal value) {
        try {
            put(name, AttributeValues.fromBigDecimal(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putBigInteger(String name, BigInteger value) {
        try {
            put(name, AttributeValues.fromBigInteger(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putInstant(String name, Instant value) {
        try {
            put(name, AttributeValues.fromInstant(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putEpochSeconds(String name, Instant value) {
        try {
            put(name, AttributeValues.fromEpochSeconds(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putLocalDate(String name, LocalDate value) {
        try {
            put(name, AttributeValues.fromLocalDate(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putLocalDateTime(String name, LocalDateTime value) {
        try {
            put(name, AttributeValues.fromLocalDateTime(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putUuid(String name, UUID value) {
        try {
            put(name, AttributeValues.fromUuid(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putBytes(String name, byte[] value) {
        try {
            put(name, AttributeValues.fromBytes(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putSdkBytes(String name, SdkBytes value) {
        try {
            put(name, AttributeValues.fromSdkBytes(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putByteBuffer(String name, ByteBuffer value) {
        try {
            put(name, AttributeValues.fromByteBuffer(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public void putEnum(String name, Enum<?> value) {
        try {
            put(name, AttributeValues.fromEnum(value));
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
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
