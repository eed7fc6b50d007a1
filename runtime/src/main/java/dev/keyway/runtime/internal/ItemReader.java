package dev.keyway.runtime.internal;

import dev.keyway.runtime.EntitySchema;
import dev.keyway.runtime.ItemDecodeException;
import dev.keyway.runtime.ItemSchema;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashSet;
import java.util.List;
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

    /**
     * {@link #item(ItemSchema, Map)} for a generated schema: its entity type and table are final
     * fields, read without a call through the interface.
     */
    public static ItemReader item(EntitySchema<?> schema, Map<String, AttributeValue> item) {
        if (item != null) {
            AttributeValue type = item.get(schema.table().typeAttribute());
            if (type == null || schema.entityType().equals(type.s())) {
                return new ItemReader(schema, item);
            }
        }
        return item((ItemSchema<?>) schema, item); // fails, saying why
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
        AttributeValue value = present(name);
        if (value == null) {
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
            throw failure(name, missing());
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

    /** A scalar of the given type (a boxed primitive, say), or {@code null} when it is absent or {@code NULL}. */
    @SuppressWarnings("unchecked")
    public <V> V getScalar(String name, Scalar type) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : (V) type.read(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** A scalar of the given type, or an empty {@code Optional} when it is absent. */
    public <V> Optional<V> getOptional(String name, Scalar type) {
        return Optional.ofNullable(getScalar(name, type));
    }

    /** A list of scalars, or {@code null} when it is absent. */
    public <E> List<E> getList(String name, Scalar element) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asScalarList(value, element);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** A map of scalars, or {@code null} when it is absent. */
    public <E> Map<String, E> getMap(String name, Scalar element) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asScalarMap(value, element);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** A set, or an empty set when the attribute is absent (DynamoDB stores no empty sets). */
    public <E> Set<E> getSet(String name, Scalar element) {
        AttributeValue value = present(name);
        try {
            return value == null ? new LinkedHashSet<>() : AttributeValues.asScalarSet(value, element);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    // The stored types by name, for generated code. Each converts directly rather than through
    // get(name, converter): that one call site, shared by every converter, is megamorphic, and a
    // call through it is not inlined (fromItem was 1.4x to 1.7x hand-written code's time through it).

    public boolean getBoolean(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asBoolean(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public byte getByte(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asByte(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public short getShort(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asShort(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public int getInt(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asInt(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public long getLong(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asLong(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public float getFloat(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asFloat(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public double getDouble(String name) {
        AttributeValue value = required(name);
        try {
            return AttributeValues.asDouble(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public String getString(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asString(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public BigDecimal getBigDecimal(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asBigDecimal(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public BigInteger getBigInteger(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asBigInteger(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public Instant getInstant(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asInstant(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public Instant getEpochSeconds(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asEpochSeconds(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public LocalDate getLocalDate(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asLocalDate(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public LocalDateTime getLocalDateTime(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asLocalDateTime(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public UUID getUuid(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asUuid(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public byte[] getBytes(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asBytes(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public SdkBytes getSdkBytes(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asSdkBytes(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public ByteBuffer getByteBuffer(String name) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asByteBuffer(value);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    public <E extends Enum<E>> E getEnum(String name, Class<E> type) {
        AttributeValue value = present(name);
        try {
            return value == null ? null : AttributeValues.asEnum(value, type);
        } catch (RuntimeException e) {
            throw failure(name, e);
        }
    }

    /** The attribute, or {@code null} when it is absent or {@code NULL}. */
    private AttributeValue present(String name) {
        AttributeValue value = attributes.get(name);
        return value == null || AttributeValues.isNull(value) ? null : value;
    }

    /** The attribute; fails when it is absent or {@code NULL}. */
    private AttributeValue required(String name) {
        AttributeValue value = present(name);
        if (value == null) {
            throw failure(name, missing());
        }
        return value;
    }

    private static AttributeValueException missing() {
        return AttributeValueException.of("the attribute is missing, and the component cannot be null");
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
