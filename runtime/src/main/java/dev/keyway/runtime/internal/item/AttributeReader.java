package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.schema.ItemSchema;
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
 * A reader object for code that reads an item attribute by attribute: {@link ItemReader}'s static
 * reads over one item (or nested record's map), whose failure is thrown at once, located (for an
 * item, the {@link dev.keyway.runtime.exception.ItemDecodeException} naming the entity and key).
 */
public final class AttributeReader {

    private final ItemSchema<?> schema;
    private final Map<String, AttributeValue> attributes;

    private AttributeReader(ItemSchema<?> schema, Map<String, AttributeValue> attributes) {
        this.schema = schema;
        this.attributes = attributes;
    }

    /**
     * A reader for an item of the schema's entity; fails if the item's type attribute names
     * another entity type.
     */
    public static AttributeReader item(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        ItemReader.checkType(schema, item);
        return new AttributeReader(schema, item);
    }

    /** A reader for a nested record stored as a map ({@code M}). */
    static AttributeReader nested(AttributeValue value) {
        return new AttributeReader(null, ItemReader.map(value));
    }

    /** The attribute converted, or {@code null} when it is absent or {@code NULL}. */
    public <T> T get(String name, Function<AttributeValue, T> converter) {
        try {
            return ItemReader.read(attributes, name, converter);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    /** The attribute converted; fails when it is absent. */
    public <T> T required(String name, Function<AttributeValue, T> converter) {
        T value = get(name, converter);
        if (value == null) {
            throw located(AttributeValueException.at(name,
                    ItemReader.missing()));
        }
        return value;
    }

    /** The attribute converted, or an empty {@code Optional} when it is absent. */
    public <T> Optional<T> optional(String name, Function<AttributeValue, T> converter) {
        return Optional.ofNullable(get(name, converter));
    }

    /** {@link ItemReader#keyComponent(Map, String, String, Object)} of this reader's item. */
    public <V> V keyComponent(String keyAttribute, String attribute, V value) {
        try {
            return ItemReader.keyComponent(attributes, keyAttribute, attribute, value);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    /** The set, or an empty set when the attribute is absent (DynamoDB stores no empty sets). */
    public <E> Set<E> set(String name, Function<AttributeValue, Set<E>> converter) {
        Set<E> value = get(name, converter);
        return value != null ? value : new LinkedHashSet<>();
    }

    public <E extends Enum<E>> E getEnum(String name, Class<E> type) {
        try {
            return ItemReader.readEnum(attributes, name, type);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public boolean getBoolean(String name) {
        try {
            return ItemReader.readBoolean(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public byte getByte(String name) {
        try {
            return ItemReader.readByte(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public short getShort(String name) {
        try {
            return ItemReader.readShort(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public int getInt(String name) {
        try {
            return ItemReader.readInt(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public long getLong(String name) {
        try {
            return ItemReader.readLong(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public float getFloat(String name) {
        try {
            return ItemReader.readFloat(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public double getDouble(String name) {
        try {
            return ItemReader.readDouble(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public String getString(String name) {
        try {
            return ItemReader.readString(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public BigDecimal getBigDecimal(String name) {
        try {
            return ItemReader.readBigDecimal(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public BigInteger getBigInteger(String name) {
        try {
            return ItemReader.readBigInteger(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public Instant getInstant(String name) {
        try {
            return ItemReader.readInstant(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public Instant getEpochSeconds(String name) {
        try {
            return ItemReader.readEpochSeconds(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public LocalDate getLocalDate(String name) {
        try {
            return ItemReader.readLocalDate(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public LocalDateTime getLocalDateTime(String name) {
        try {
            return ItemReader.readLocalDateTime(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public UUID getUuid(String name) {
        try {
            return ItemReader.readUuid(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public byte[] getBytes(String name) {
        try {
            return ItemReader.readBytes(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public SdkBytes getSdkBytes(String name) {
        try {
            return ItemReader.readSdkBytes(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    public ByteBuffer getByteBuffer(String name) {
        try {
            return ItemReader.readByteBuffer(attributes, name);
        } catch (AttributeValueException e) {
            throw located(e);
        }
    }

    /** A failure of this reader: for an item, the decode exception naming the entity and key; nested, the path. */
    private RuntimeException located(AttributeValueException e) {
        return schema == null ? e : ItemReader.failure(schema, attributes, e);
    }
}
