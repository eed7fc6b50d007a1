package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.NonCanonicalKeyException;
import dev.keyway.runtime.internal.key.StoredKeyCheck;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
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
 * fails for a primitive component.
 *
 * <p>Generated code reads through the static {@code readX(item, name)} methods, which fail with an
 * {@link AttributeValueException} holding the attribute path; {@code fromItem} catches it around
 * the record's constructor and throws {@link #failure} instead, the {@link ItemDecodeException}
 * naming the entity, the item's key and the path. No reader object is made per item: where the
 * JIT does not inline a read, it stays a call, and nothing escapes. {@link AttributeReader} reads
 * the same way through a reader object and throws the located exception at once.
 */
public final class ItemReader {

    private ItemReader() {
    }

    // ---- for generated code: checks and reads of an item's map -------------------------------

    /**
     * Checks that the item is one of the schema's entity, stored under the key the entity writes:
     * fails if it is null, its type attribute names another entity type, or the text of a primary-key
     * attribute it holds is not what the entity's key template writes for the components in it
     * ({@link NonCanonicalKeyException}: {@code score#097} where the key of 97 is {@code score#97}).
     * Every generated {@code fromItem} calls this first, so no read path returns a record that a
     * {@code get} by its own components would not find.
     */
    public static void checkType(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        if (item == null) {
            throw new ItemDecodeException(schema.entityType(), "(no item)", null, "the item is null", null);
        }
        AttributeValue type = item.get(schema.table().typeAttribute());
        if (type != null && !schema.entityType().equals(type.s())) {
            throw new ItemDecodeException(schema.entityType(), schema.table().describeKey(item), null,
                    "the item is a " + (type.s() != null ? type.s() : type.toString()) + ", not a "
                            + schema.entityType(), null);
        }
        StoredKeyCheck.check(schema, item);
    }

    /**
     * {@link #checkType(ItemSchema, Map)} for a generated schema: its entity type is a final field,
     * read without a call through the interface.
     */
    public static void checkType(EntitySchema<?> schema, Map<String, AttributeValue> item) {
        if (item != null) {
            AttributeValue type = item.get(schema.table().typeAttribute());
            if (type == null || schema.entityType().equals(type.s())) {
                StoredKeyCheck.check(schema, item);
                return;
            }
        }
        checkType((ItemSchema<?>) schema, item); // fails, saying why
    }

    /**
     * The record a generated {@code fromItem} built, if the item is stored under the record's own
     * primary key: beyond {@link #checkType}, which checks the key's text, this compares it with
     * the key the record's components (read from the item's attributes) give.
     *
     * @throws NonCanonicalKeyException if they differ
     */
    public static <T> T checkStoredKey(ItemSchema<T> schema, Map<String, AttributeValue> item, T record) {
        return StoredKeyCheck.check(schema, item, record);
    }

    /**
     * Whether an item is one of the schema's entity: its type attribute names the entity type.
     * Every read (get, queries, scans, batch gets, transactions, item collections) returns only
     * such items: one without the type attribute was not written by Keyway, one with another type
     * belongs to another entity, and reading either as this entity could invent values.
     */
    public static boolean isOfEntity(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        AttributeValue type = item.get(schema.table().typeAttribute());
        return type != null && schema.entityType().equals(type.s());
    }

    /**
     * A nullable component a key is built from, as read: refused when it is absent (null, an
     * empty {@code Optional}) while the item holds that key. Keyway writes a key's components
     * with it, so such an item was written otherwise, and reading the component as absent would
     * invent a value the key says it does not have.
     *
     * @param keyAttribute the key attribute built from the component ({@code PK}, {@code GSI1PK})
     * @param attribute    the component's attribute
     * @param value        the component as read
     */
    public static <V> V keyComponent(Map<String, AttributeValue> item, String keyAttribute, String attribute, V value) {
        if ((value == null || value instanceof Optional<?> optional && optional.isEmpty())
                && present(item, keyAttribute) != null) {
            throw AttributeValueException.at(attribute, AttributeValueException.of("the attribute is missing, but the"
                    + " item's key " + keyAttribute + " is built from it: the item was not written by this entity's schema;"
                    + " store the attribute on the item"));
        }
        return value;
    }

    /** The exception a read of the schema's item failed with: the entity, the item's key and the attribute path. */
    public static ItemDecodeException failure(ItemSchema<?> schema, Map<String, AttributeValue> item,
                                              AttributeValueException e) {
        return new ItemDecodeException(schema.entityType(), schema.table().describeKey(item), e.path(), e.reason(),
                e.getCause() != null ? e.getCause() : e);
    }

    /** The map of a nested record stored as a map ({@code M}). */
    public static Map<String, AttributeValue> map(AttributeValue value) {
        if (!AttributeValues.isMap(value)) {
            throw AttributeValueException.of("expected a map (M) holding a record but found " + value.type());
        }
        return value.m();
    }

    /** The attribute converted, or {@code null} when it is absent or {@code NULL}. */
    public static <T> T read(Map<String, AttributeValue> item, String name, Function<AttributeValue, T> converter) {
        AttributeValue value = present(item, name);
        if (value == null) {
            return null;
        }
        try {
            return converter.apply(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** The attribute converted, or an empty {@code Optional} when it is absent. */
    public static <T> Optional<T> readOptional(Map<String, AttributeValue> item, String name,
                                               Function<AttributeValue, T> converter) {
        return Optional.ofNullable(read(item, name, converter));
    }

    /** The set, or an empty set when the attribute is absent (DynamoDB stores no empty sets). */
    public static <E> Set<E> readSet(Map<String, AttributeValue> item, String name,
                                     Function<AttributeValue, Set<E>> converter) {
        Set<E> value = read(item, name, converter);
        return value != null ? value : new LinkedHashSet<>();
    }

    /** A scalar of the given type (a boxed primitive, say), or {@code null} when it is absent or {@code NULL}. */
    @SuppressWarnings("unchecked")
    public static <V> V readScalar(Map<String, AttributeValue> item, String name, Scalar type) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : (V) type.read(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A scalar of the given type, or an empty {@code Optional} when it is absent. */
    public static <V> Optional<V> readOptional(Map<String, AttributeValue> item, String name, Scalar type) {
        return Optional.ofNullable(readScalar(item, name, type));
    }

    /** A list of scalars, or {@code null} when it is absent. */
    public static <E> List<E> readList(Map<String, AttributeValue> item, String name, Scalar element) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asScalarList(value, element);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A map of scalars, or {@code null} when it is absent. */
    public static <E> Map<String, E> readMap(Map<String, AttributeValue> item, String name, Scalar element) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asScalarMap(value, element);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A set, or an empty set when the attribute is absent (DynamoDB stores no empty sets). */
    public static <E> Set<E> readSet(Map<String, AttributeValue> item, String name, Scalar element) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? new LinkedHashSet<>() : AttributeValues.asScalarSet(value, element);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A nested record stored as a map, or {@code null} when it is absent. */
    public static <R> R readRecord(Map<String, AttributeValue> item, String name, RecordCodec<R> codec) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : codec.read(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A list of records, or {@code null} when it is absent. */
    public static <R> List<R> readRecordList(Map<String, AttributeValue> item, String name, RecordCodec<R> codec) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asRecordList(value, codec);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** A map of records, or {@code null} when it is absent. */
    public static <R> Map<String, R> readRecordMap(Map<String, AttributeValue> item, String name,
                                                   RecordCodec<R> codec) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asRecordMap(value, codec);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static <E extends Enum<E>> E readEnum(Map<String, AttributeValue> item, String name, Class<E> type) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asEnum(value, type);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    // The stored types by name. Each converts directly rather than through read(item, name, converter):
    // that one call site, shared by every converter, is megamorphic, and a call through it is not
    // inlined (fromItem was 1.4x to 1.7x hand-written code's time through it). A nullable read answers
    // an absent attribute itself: one schema's absent attribute would otherwise make readOther hot in
    // the profile every schema shares, the JIT would compile it into the read, and the read, then
    // "already compiled into a big method", would no longer be inlined into any fromItem.

    public static boolean readBoolean(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        Boolean bool = value == null ? null : value.bool();
        return bool != null ? bool : (boolean) readOther(item, name, Scalar.BOOLEAN);
    }

    public static byte readByte(Map<String, AttributeValue> item, String name) {
        AttributeValue value = required(item, name);
        try {
            return AttributeValues.asByte(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static short readShort(Map<String, AttributeValue> item, String name) {
        AttributeValue value = required(item, name);
        try {
            return AttributeValues.asShort(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static int readInt(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        String number = value == null ? null : value.n();
        if (number == null) {
            return (int) readOther(item, name, Scalar.INT); // throws: missing, NULL or not a number
        }
        try {
            return Integer.parseInt(number);
        } catch (NumberFormatException notPlainDigits) {
            return (int) readOther(item, name, Scalar.INT); // a whole number in another form, or the failure
        }
    }

    public static long readLong(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        String number = value == null ? null : value.n();
        if (number == null) {
            return (long) readOther(item, name, Scalar.LONG); // throws: missing, NULL or not a number
        }
        try {
            return Long.parseLong(number);
        } catch (NumberFormatException notPlainDigits) {
            return (long) readOther(item, name, Scalar.LONG); // a whole number in another form, or the failure
        }
    }

    public static float readFloat(Map<String, AttributeValue> item, String name) {
        AttributeValue value = required(item, name);
        try {
            return AttributeValues.asFloat(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static double readDouble(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        String number = value == null ? null : value.n();
        if (number == null) {
            return (double) readOther(item, name, Scalar.DOUBLE); // throws: missing, NULL or not a number
        }
        try {
            return AttributeValues.asDouble(value); // refuses what would read as infinity or as zero
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static String readString(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        if (value == null) {
            return null; // absent: here, so that readOther stays out of this method's compiled code
        }
        String text = value.s();
        return text != null ? text : (String) readOther(item, name, Scalar.STRING);
    }

    public static BigDecimal readBigDecimal(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        if (value == null) {
            return null;
        }
        String number = value.n();
        if (number == null) {
            return (BigDecimal) readOther(item, name, Scalar.BIG_DECIMAL);
        }
        try {
            return AttributeValues.asBigDecimal(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static BigInteger readBigInteger(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asBigInteger(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static Instant readInstant(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        if (value == null) {
            return null;
        }
        String text = value.s();
        if (text != null && text.length() == 30) {
            try {
                return KeyCodec.decodeInstant(text);
            } catch (IllegalArgumentException notFixedWidth) {
                // another ISO-8601 form, or no instant: below
            }
        }
        return (Instant) readOther(item, name, Scalar.INSTANT);
    }

    public static Instant readEpochSeconds(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asEpochSeconds(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static LocalDate readLocalDate(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asLocalDate(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static LocalDateTime readLocalDateTime(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asLocalDateTime(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static UUID readUuid(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asUuid(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static byte[] readBytes(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asBytes(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static SdkBytes readSdkBytes(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asSdkBytes(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    public static ByteBuffer readByteBuffer(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        try {
            return value == null ? null : AttributeValues.asByteBuffer(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /**
     * The hot reads above take the stored type they expect straight from the value; anything else
     * (absent, {@code NULL}, another form or type) comes here: {@code null}, or the failure saying
     * what is wrong, or the value read the long way. Kept out of the hot reads so that they stay
     * small enough for the JIT to inline many into one {@code fromItem}.
     */
    private static Object readOther(Map<String, AttributeValue> item, String name, Scalar type) {
        AttributeValue value = type == Scalar.BOOLEAN || type == Scalar.INT || type == Scalar.LONG || type == Scalar.DOUBLE
                ? required(item, name) : present(item, name);
        try {
            return value == null ? null : type.read(value);
        } catch (RuntimeException e) {
            throw AttributeValueException.at(name, e);
        }
    }

    /** The attribute, or {@code null} when it is absent or {@code NULL}. */
    private static AttributeValue present(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null || AttributeValues.isNull(value) ? null : value;
    }

    /** The attribute; fails when it is absent or {@code NULL}. */
    private static AttributeValue required(Map<String, AttributeValue> item, String name) {
        AttributeValue value = present(item, name);
        if (value == null) {
            throw AttributeValueException.at(name,
                    missing());
        }
        return value;
    }

    /** Why a primitive component's absent attribute cannot be read. */
    static AttributeValueException missing() {
        return AttributeValueException.of("the attribute is missing, and the component cannot be null (a primitive): "
                + "give the items that lack it the attribute, or make the component a boxed type or an Optional");
    }
}
