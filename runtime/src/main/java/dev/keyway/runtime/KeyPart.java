package dev.keyway.runtime;

import dev.keyway.runtime.internal.KeyParts;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.UUID;

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
 * <p>Each kind of value has its own final class, so a call on a constant compiles to a call the
 * JIT can inline; the factories are for generated code.
 *
 * @param <V> the component's type
 */
public abstract class KeyPart<V> {

    private final String entityType;
    private final String component;

    private KeyPart(String entityType, String component) {
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
     * The value as a key that is this component alone: as {@link #encode}, but an empty text
     * (an empty string) is refused, as DynamoDB refuses empty keys.
     *
     * @throws InvalidKeyValueException if the value is null, empty or cannot be encoded
     */
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

    // ---- factories, one per key type -------------------------------------------------------
    // Each part is made by its own class's create(): were it made here, verifying KeyPart would load
    // every kind of part on a cold start, where one entity's keys need two or three.

    /** A string component: escaped so that it cannot forge key structure. */
    public static KeyPart<String> ofString(String entityType, String component) {
        return StringPart.create(entityType, component);
    }

    /** A boolean component. */
    public static KeyPart<Boolean> ofBoolean(String entityType, String component) {
        return BooleanPart.create(entityType, component);
    }

    /** A byte component (fixed width, ordered). */
    public static KeyPart<Byte> ofByte(String entityType, String component) {
        return BytePart.create(entityType, component);
    }

    /** A short component (fixed width, ordered). */
    public static KeyPart<Short> ofShort(String entityType, String component) {
        return ShortPart.create(entityType, component);
    }

    /** An int component (fixed width, ordered). */
    public static KeyPart<Integer> ofInt(String entityType, String component) {
        return IntPart.create(entityType, component);
    }

    /** A long component (fixed width, ordered). */
    public static KeyPart<Long> ofLong(String entityType, String component) {
        return LongPart.create(entityType, component);
    }

    /** A {@code BigInteger} component. */
    public static KeyPart<BigInteger> ofBigInteger(String entityType, String component) {
        return BigIntegerPart.create(entityType, component);
    }

    /** A {@code BigDecimal} component (by value: {@code 1.5} and {@code 1.50} encode alike). */
    public static KeyPart<BigDecimal> ofBigDecimal(String entityType, String component) {
        return BigDecimalPart.create(entityType, component);
    }

    /** An {@code Instant} component (UTC, nine fraction digits). */
    public static KeyPart<Instant> ofInstant(String entityType, String component) {
        return InstantPart.create(entityType, component);
    }

    /** A {@code LocalDate} component. */
    public static KeyPart<LocalDate> ofLocalDate(String entityType, String component) {
        return LocalDatePart.create(entityType, component);
    }

    /** A {@code LocalDateTime} component. */
    public static KeyPart<LocalDateTime> ofLocalDateTime(String entityType, String component) {
        return LocalDateTimePart.create(entityType, component);
    }

    /** A {@code UUID} component. */
    public static KeyPart<UUID> ofUuid(String entityType, String component) {
        return UuidPart.create(entityType, component);
    }

    /** An enum component by its constant's name, as partition keys hold it. */
    public static <E extends Enum<E>> KeyPart<E> ofEnumName(String entityType, String component) {
        return EnumNamePart.create(entityType, component);
    }

    /** An enum component by ordinal and name, as sort keys hold it: declaration order. */
    public static <E extends Enum<E>> KeyPart<E> ofEnumOrdinal(String entityType, String component) {
        return EnumOrdinalPart.create(entityType, component);
    }

    private static final class StringPart extends KeyPart<String> {
        static KeyPart<String> create(String entityType, String component) {
            return new StringPart(entityType, component);
        }

        StringPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(String value) {
            return KeyParts.ofString(entityType(), component(), value);
        }
    }

    private static final class BooleanPart extends KeyPart<Boolean> {
        static KeyPart<Boolean> create(String entityType, String component) {
            return new BooleanPart(entityType, component);
        }

        BooleanPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Boolean value) {
            return KeyParts.ofBoolean(entityType(), component(), value);
        }
    }

    private static final class BytePart extends KeyPart<Byte> {
        static KeyPart<Byte> create(String entityType, String component) {
            return new BytePart(entityType, component);
        }

        BytePart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Byte value) {
            return KeyParts.ofByte(entityType(), component(), value);
        }
    }

    private static final class ShortPart extends KeyPart<Short> {
        static KeyPart<Short> create(String entityType, String component) {
            return new ShortPart(entityType, component);
        }

        ShortPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Short value) {
            return KeyParts.ofShort(entityType(), component(), value);
        }
    }

    private static final class IntPart extends KeyPart<Integer> {
        static KeyPart<Integer> create(String entityType, String component) {
            return new IntPart(entityType, component);
        }

        IntPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Integer value) {
            return KeyParts.ofInt(entityType(), component(), value);
        }
    }

    private static final class LongPart extends KeyPart<Long> {
        static KeyPart<Long> create(String entityType, String component) {
            return new LongPart(entityType, component);
        }

        LongPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Long value) {
            return KeyParts.ofLong(entityType(), component(), value);
        }
    }

    private static final class BigIntegerPart extends KeyPart<BigInteger> {
        static KeyPart<BigInteger> create(String entityType, String component) {
            return new BigIntegerPart(entityType, component);
        }

        BigIntegerPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(BigInteger value) {
            return KeyParts.ofBigInteger(entityType(), component(), value);
        }
    }

    private static final class BigDecimalPart extends KeyPart<BigDecimal> {
        static KeyPart<BigDecimal> create(String entityType, String component) {
            return new BigDecimalPart(entityType, component);
        }

        BigDecimalPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(BigDecimal value) {
            return KeyParts.ofBigDecimal(entityType(), component(), value);
        }
    }

    private static final class InstantPart extends KeyPart<Instant> {
        static KeyPart<Instant> create(String entityType, String component) {
            return new InstantPart(entityType, component);
        }

        InstantPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(Instant value) {
            return KeyParts.ofInstant(entityType(), component(), value);
        }
    }

    private static final class LocalDatePart extends KeyPart<LocalDate> {
        static KeyPart<LocalDate> create(String entityType, String component) {
            return new LocalDatePart(entityType, component);
        }

        LocalDatePart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(LocalDate value) {
            return KeyParts.ofLocalDate(entityType(), component(), value);
        }
    }

    private static final class LocalDateTimePart extends KeyPart<LocalDateTime> {
        static KeyPart<LocalDateTime> create(String entityType, String component) {
            return new LocalDateTimePart(entityType, component);
        }

        LocalDateTimePart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(LocalDateTime value) {
            return KeyParts.ofLocalDateTime(entityType(), component(), value);
        }
    }

    private static final class UuidPart extends KeyPart<UUID> {
        static KeyPart<UUID> create(String entityType, String component) {
            return new UuidPart(entityType, component);
        }

        UuidPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(UUID value) {
            return KeyParts.ofUuid(entityType(), component(), value);
        }
    }

    private static final class EnumNamePart<E extends Enum<E>> extends KeyPart<E> {
        static <E extends Enum<E>> KeyPart<E> create(String entityType, String component) {
            return new EnumNamePart<>(entityType, component);
        }

        EnumNamePart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(E value) {
            return KeyParts.ofEnumName(entityType(), component(), value);
        }
    }

    private static final class EnumOrdinalPart<E extends Enum<E>> extends KeyPart<E> {
        static <E extends Enum<E>> KeyPart<E> create(String entityType, String component) {
            return new EnumOrdinalPart<>(entityType, component);
        }

        EnumOrdinalPart(String entityType, String component) {
            super(entityType, component);
        }

        @Override
        public String encode(E value) {
            return KeyParts.ofEnumOrdinal(entityType(), component(), value);
        }
    }
}
