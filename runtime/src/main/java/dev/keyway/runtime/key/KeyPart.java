package dev.keyway.runtime.key;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * One key component of one entity, and how keys encode it ({@link KeyCodec}). The processor
 * generates one constant per key component on each keys class ({@code OrderKeys.PLACED_AT}); the
 * key builders and the typed sort-key conditions of queries encode through it, and code that
 * builds key text by hand can too:
 *
 * <pre>{@code
 * String text = OrderKeys.PLACED_AT.encode(placedAt);     // "2024-05-01T10:00:00.000000000Z"
 * }</pre>
 *
 * <p>{@link #decode} reads a component back from key text, and {@link #orderedByValue()} says
 * whether keys holding it sort by its value (Keyway's own encodings and zero-padded numbers do;
 * raw text, plain numbers, enums by name in sort keys and converted values do not, so queries
 * offer no ranges on them).
 *
 * <p>Each kind of value has its own final class, so a call on a constant compiles to a call the
 * JIT can inline; the factories are for generated code.
 *
 * @param <V> the component's type
 */
public abstract class KeyPart<V> {

    private final String entityType;
    private final String component;

    KeyPart(String entityType, String component) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.component = Objects.requireNonNull(component, "component");
    }

    /** The entity type, for messages. */
    public final String entityType() {
        return entityType;
    }

    /** The record component. */
    public final String component() {
        return component;
    }

    /**
     * The value as keys hold it.
     *
     * @throws InvalidKeyValueException if the value is null or cannot be encoded
     */
    public abstract String encode(V value);

    /**
     * The value that a key's text for this component holds: the inverse of {@link #encode}. A
     * component written in one case ({@link KeyCase}) comes back in that case.
     *
     * @throws InvalidKeyValueException if this component's encoding never writes the text
     */
    public abstract V decode(String text);

    /**
     * Whether keys holding this component sort by its value, so that range conditions on it
     * match exactly the values in the range. True for Keyway's own encodings in keys delimited
     * by {@code '#'} and for zero-padded numbers.
     */
    public boolean orderedByValue() {
        return true;
    }

    /**
     * The value as a key that is this component alone: as {@link #encode}, but an empty text
     * (an empty string) is refused, as DynamoDB refuses empty keys.
     *
     * @throws InvalidKeyValueException if the value is null, empty or cannot be encoded
     */
    @InternalApi
    public final String encodeWholeKey(V value) {
        String encoded = encode(value);
        if (encoded.isEmpty()) {
            throw new InvalidKeyValueException(entityType, component, "is empty, and it is the whole key", null);
        }
        return encoded;
    }

    @Override
    public String toString() {
        return entityType + "." + component;
    }

    /** The encoding's result, its {@code IllegalArgumentException} as an {@link InvalidKeyValueException}. */
    final <T> T checked(Supplier<T> encoding) {
        try {
            return encoding.get();
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entityType, component, e.getMessage(), e);
        }
    }

    /** {@code value} itself, or an {@link InvalidKeyValueException} for null. */
    final <T> T present(T value) {
        if (value == null) {
            throw new InvalidKeyValueException(entityType, component, "is null, and keys need every component", null);
        }
        return value;
    }

    // ---- factories, one per key type -------------------------------------------------------

    /** A string component: escaped so that it cannot forge key structure. */
    @InternalApi
    public static KeyPart<String> ofString(String entityType, String component) {
        return made(new StringPart(entityType, component));
    }

    /**
     * A string component of a key delimited by {@code delimiter}, in the given case: escaped,
     * the delimiter too. Ordered only with {@code '#'} (or another delimiter up to {@code '$'}).
     */
    @InternalApi
    public static KeyPart<String> ofString(String entityType, String component, char delimiter, KeyCase casing) {
        if (delimiter == KeyCodec.DELIMITER && casing == KeyCase.AS_GIVEN) {
            return ofString(entityType, component);
        }
        return made(new FormattedStringPart(entityType, component, delimiter, casing));
    }

    /** A raw string component: the text as given (in the given case); one holding {@code delimiter} is refused. */
    @InternalApi
    public static KeyPart<String> ofRawString(String entityType, String component, char delimiter, KeyCase casing) {
        return ofRawString(entityType, component, String.valueOf(delimiter), casing);
    }

    /**
     * A raw string component of keys delimited by any of {@code delimiters} (those of every key
     * that holds it): the text as given (in the given case); one holding a delimiter is refused.
     */
    @InternalApi
    public static KeyPart<String> ofRawString(String entityType, String component, String delimiters, KeyCase casing) {
        return made(new RawStringPart(entityType, component, delimiters, casing));
    }

    /** A boolean component. */
    @InternalApi
    public static KeyPart<Boolean> ofBoolean(String entityType, String component) {
        return made(new BooleanPart(entityType, component));
    }

    /** A byte component (fixed width, ordered). */
    @InternalApi
    public static KeyPart<Byte> ofByte(String entityType, String component) {
        return made(new BytePart(entityType, component));
    }

    /** A short component (fixed width, ordered). */
    @InternalApi
    public static KeyPart<Short> ofShort(String entityType, String component) {
        return made(new ShortPart(entityType, component));
    }

    /** An int component (fixed width, ordered). */
    @InternalApi
    public static KeyPart<Integer> ofInt(String entityType, String component) {
        return made(new IntPart(entityType, component));
    }

    /** A long component (fixed width, ordered). */
    @InternalApi
    public static KeyPart<Long> ofLong(String entityType, String component) {
        return made(new LongPart(entityType, component));
    }

    /**
     * An integer component ({@code Byte}, {@code Short}, {@code Integer}, {@code Long} or
     * {@code BigInteger}) in plain decimal digits, {@code 42}: not ordered.
     */
    @InternalApi
    public static <N extends Number> KeyPart<N> ofPlainNumber(String entityType, String component, Class<N> type) {
        return made(new PlainNumberPart<>(entityType, component, IntegerType.of(type)));
    }

    /**
     * An integer component ({@code Byte}, {@code Short}, {@code Integer}, {@code Long} or
     * {@code BigInteger}) zero-padded to {@code digits} digits, {@code 00042}: ordered; negative
     * and wider values are refused.
     */
    @InternalApi
    public static <N extends Number> KeyPart<N> ofPaddedNumber(String entityType, String component, Class<N> type,
                                                               int digits) {
        if (digits < 1) {
            throw new IllegalArgumentException("a zero-padded number has at least one digit, not " + digits);
        }
        return made(new PaddedNumberPart<>(entityType, component, IntegerType.of(type), digits));
    }

    /** A {@code BigInteger} component. */
    @InternalApi
    public static KeyPart<BigInteger> ofBigInteger(String entityType, String component) {
        return made(new BigIntegerPart(entityType, component));
    }

    /** A {@code BigDecimal} component (by value: {@code 1.5} and {@code 1.50} encode alike). */
    @InternalApi
    public static KeyPart<BigDecimal> ofBigDecimal(String entityType, String component) {
        return made(new BigDecimalPart(entityType, component));
    }

    /** An {@code Instant} component (UTC, nine fraction digits). */
    @InternalApi
    public static KeyPart<Instant> ofInstant(String entityType, String component) {
        return made(new InstantPart(entityType, component));
    }

    /** A {@code LocalDate} component. */
    @InternalApi
    public static KeyPart<LocalDate> ofLocalDate(String entityType, String component) {
        return made(new LocalDatePart(entityType, component));
    }

    /** A {@code LocalDateTime} component. */
    @InternalApi
    public static KeyPart<LocalDateTime> ofLocalDateTime(String entityType, String component) {
        return made(new LocalDateTimePart(entityType, component));
    }

    /** A {@code UUID} component. */
    @InternalApi
    public static KeyPart<UUID> ofUuid(String entityType, String component) {
        return made(new UuidPart(entityType, component));
    }

    /**
     * An enum component by its constant's name, as partition keys hold it; without its class it
     * cannot {@link #decode}: generated code uses {@link #ofEnumName(String, String, Class)}.
     */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumName(String entityType, String component) {
        return made(new EnumNamePart<>(entityType, component, null));
    }

    /** An enum component by its constant's name, as partition keys hold it. */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumName(String entityType, String component, Class<E> type) {
        return made(new EnumNamePart<>(entityType, component, Objects.requireNonNull(type, "type")));
    }

    /**
     * An enum component by its constant's name in the given case: as partition keys hold it, and
     * sort keys hold a {@code @KeyFormat(raw = true)} one, which then does not sort by value.
     */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumName(String entityType, String component, Class<E> type,
                                                            KeyCase casing) {
        if (casing == KeyCase.AS_GIVEN) {
            return ofEnumName(entityType, component, type);
        }
        return made(new CasedEnumNamePart<>(entityType, component, Objects.requireNonNull(type, "type"), casing));
    }

    /**
     * An enum component by ordinal and name, as sort keys hold it: declaration order; without its
     * class it cannot {@link #decode}: generated code uses {@link #ofEnumOrdinal(String, String, Class)}.
     */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumOrdinal(String entityType, String component) {
        return made(new EnumOrdinalPart<>(entityType, component, null));
    }

    /** An enum component by ordinal and name, as sort keys hold it: declaration order. */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumOrdinal(String entityType, String component, Class<E> type) {
        return made(new EnumOrdinalPart<>(entityType, component, Objects.requireNonNull(type, "type")));
    }

    /** An enum component by ordinal and name (in the given case), as sort keys hold it: declaration order. */
    @InternalApi
    public static <E extends Enum<E>> KeyPart<E> ofEnumOrdinal(String entityType, String component, Class<E> type,
                                                               KeyCase casing) {
        if (casing == KeyCase.AS_GIVEN) {
            return ofEnumOrdinal(entityType, component, type);
        }
        return made(new CasedEnumOrdinalPart<>(entityType, component, Objects.requireNonNull(type, "type"), casing));
    }

    /**
     * A component written by a {@link KeyConverter}: its text may not hold {@code delimiter} and
     * must read back to itself. Not ordered.
     */
    @InternalApi
    public static <V> KeyPart<V> ofConverted(String entityType, String component, KeyConverter<V> converter,
                                             char delimiter) {
        return ofConverted(entityType, component, converter, String.valueOf(delimiter));
    }

    /** A component written by a {@link KeyConverter} into keys delimited by any of {@code delimiters}. */
    @InternalApi
    public static <V> KeyPart<V> ofConverted(String entityType, String component, KeyConverter<V> converter,
                                             String delimiters) {
        return made(new ConvertedPart<>(entityType, component, Objects.requireNonNull(converter, "converter"),
                delimiters));
    }

    /**
     * A part as the factories return it. Through {@code Object}, so that the verifier, which would
     * load a class to check that it is a {@code KeyPart}, loads none of the kinds when it verifies
     * this class: an entity loads only the two or three kinds its keys use, not all of them, on a
     * cold start.
     */
    @SuppressWarnings("unchecked")
    private static <V> KeyPart<V> made(Object part) {
        return (KeyPart<V>) part;
    }

    /** The enum class a part was built with; one built without cannot decode. */
    static <E extends Enum<E>> Class<E> enumType(Class<E> type, KeyPart<?> part) {
        if (type == null) {
            throw new UnsupportedOperationException(part + " was built without its enum class, so it cannot decode");
        }
        return type;
    }
}
