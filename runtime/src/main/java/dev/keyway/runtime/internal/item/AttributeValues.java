package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.key.KeyCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conversions between Java values and {@link AttributeValue}s, one pair per supported type.
 *
 * <p>{@code fromX} returns {@code null} for a {@code null} value (the attribute is left out);
 * inside lists and maps a {@code null} element is stored as {@code NULL}. {@code asX} takes a
 * present, non-{@code NULL} value and throws {@link AttributeValueException} when it has the
 * wrong type. Dates and times are stored in {@link KeyCodec}'s fixed-width form, so that
 * string comparison in conditions and filters follows time order.
 *
 * <p>Generated code calls these methods; lists, maps and sets are converted by
 * {@link CollectionWrites} and {@link CollectionReads}.
 */
public final class AttributeValues {

    /** DynamoDB's numbers: 38 significant digits, magnitudes from 1E-130 to under 1E+126. */
    private static final int MAX_DIGITS = 38;
    private static final double TOO_LARGE = 1E126;
    private static final double MIN_MAGNITUDE = 1E-130;

    private AttributeValues() {
    }

    // ---- Java -> AttributeValue ------------------------------------------------------------

    public static AttributeValue fromString(String value) {
        return value == null ? null : AttributeValue.fromS(value);
    }

    public static AttributeValue fromBoolean(Boolean value) {
        return value == null ? null : AttributeValue.fromBool(value);
    }

    public static AttributeValue fromByte(byte value) {
        return AttributeValue.fromN(Byte.toString(value));
    }

    public static AttributeValue fromByte(Byte value) {
        return value == null ? null : fromByte(value.byteValue());
    }

    public static AttributeValue fromShort(short value) {
        return AttributeValue.fromN(Short.toString(value));
    }

    public static AttributeValue fromShort(Short value) {
        return value == null ? null : fromShort(value.shortValue());
    }

    public static AttributeValue fromInt(int value) {
        return AttributeValue.fromN(Integer.toString(value));
    }

    public static AttributeValue fromInt(Integer value) {
        return value == null ? null : fromInt(value.intValue());
    }

    public static AttributeValue fromLong(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }

    public static AttributeValue fromLong(Long value) {
        return value == null ? null : fromLong(value.longValue());
    }

    public static AttributeValue fromFloat(float value) {
        if (!Float.isFinite(value)) {
            throw AttributeValueException.of(value + " cannot be stored: DynamoDB numbers are finite");
        }
        // DynamoDB has no negative zero: write 0, so that the record a write returns is what a read gives.
        return AttributeValue.fromN(value == 0 ? "0" : Float.toString(value));
    }

    public static AttributeValue fromFloat(Float value) {
        return value == null ? null : fromFloat(value.floatValue());
    }

    public static AttributeValue fromDouble(double value) {
        if (!Double.isFinite(value)) {
            throw AttributeValueException.of(value + " cannot be stored: DynamoDB numbers are finite");
        }
        double magnitude = Math.abs(value);
        if (magnitude >= TOO_LARGE || magnitude < MIN_MAGNITUDE && magnitude != 0) {
            throw outOfRange(Double.toString(value)); // a float's range lies within DynamoDB's
        }
        return AttributeValue.fromN(value == 0 ? "0" : Double.toString(value)); // no negative zero, as for float
    }

    public static AttributeValue fromDouble(Double value) {
        return value == null ? null : fromDouble(value.doubleValue());
    }

    public static AttributeValue fromBigDecimal(BigDecimal value) {
        if (value == null) {
            return null;
        }
        checkStorable(value);
        return AttributeValue.fromN(value.toString());
    }

    public static AttributeValue fromBigInteger(BigInteger value) {
        if (value == null) {
            return null;
        }
        if (value.bitLength() > 120) { // from 10^36 on: check what DynamoDB holds
            checkStorable(new BigDecimal(value));
        }
        return AttributeValue.fromN(value.toString());
    }

    /**
     * A number DynamoDB stores: at most 38 significant digits, a magnitude from 1E-130 to under
     * 1E+126 (or zero); it refuses any other with a {@code ValidationException}.
     */
    private static void checkStorable(BigDecimal value) {
        if (value.signum() == 0) {
            return;
        }
        BigDecimal significant = value.precision() > MAX_DIGITS ? value.stripTrailingZeros() : value;
        if (significant.precision() > MAX_DIGITS) {
            throw AttributeValueException.of(value + " cannot be stored: DynamoDB numbers hold at most " + MAX_DIGITS
                    + " significant digits, this one has " + significant.precision());
        }
        long exponent = (long) significant.precision() - significant.scale() - 1; // of the first digit
        if (exponent > 125 || exponent < -130) {
            throw outOfRange(value.toString());
        }
    }

    private static AttributeValueException outOfRange(String value) {
        return AttributeValueException.of(value + " cannot be stored: DynamoDB numbers range in magnitude from 1E-130 "
                + "to 9.9999999999999999999999999999999999999E+125");
    }

    public static AttributeValue fromInstant(Instant value) {
        return value == null ? null : AttributeValue.fromS(KeyCodec.encodeInstant(value));
    }

    /** An instant as epoch seconds (a number), the form DynamoDB's time to live reads; fractions are dropped. */
    public static AttributeValue fromEpochSeconds(Instant value) {
        return value == null ? null : AttributeValue.fromN(Long.toString(value.getEpochSecond()));
    }

    public static AttributeValue fromLocalDate(LocalDate value) {
        return value == null ? null : AttributeValue.fromS(KeyCodec.encodeLocalDate(value));
    }

    public static AttributeValue fromLocalDateTime(LocalDateTime value) {
        return value == null ? null : AttributeValue.fromS(KeyCodec.encodeLocalDateTime(value));
    }

    public static AttributeValue fromUuid(UUID value) {
        return value == null ? null : AttributeValue.fromS(value.toString());
    }

    public static AttributeValue fromEnum(Enum<?> value) {
        return value == null ? null : AttributeValue.fromS(value.name());
    }

    public static AttributeValue fromBytes(byte[] value) {
        return value == null ? null : AttributeValue.fromB(SdkBytes.fromByteArray(value));
    }

    public static AttributeValue fromSdkBytes(SdkBytes value) {
        return value == null ? null : AttributeValue.fromB(value);
    }

    public static AttributeValue fromByteBuffer(ByteBuffer value) {
        return value == null ? null : AttributeValue.fromB(SdkBytes.fromByteBuffer(value));
    }

    /** A list ({@code L}); {@code null} elements become {@code NULL}. */
    public static <E> AttributeValue fromList(List<E> value, Function<? super E, AttributeValue> element) {
        return CollectionWrites.fromList(value, element);
    }

    /** A map ({@code M}) with string keys; {@code null} values become {@code NULL}. */
    public static <E> AttributeValue fromMap(Map<String, E> value, Function<? super E, AttributeValue> element) {
        return CollectionWrites.fromMap(value, element);
    }

    /** A string set ({@code SS}); an empty set is left out, as DynamoDB stores no empty sets. */
    public static AttributeValue fromStringSet(Set<String> value) {
        return CollectionWrites.fromStringSet(value);
    }

    /** A number set ({@code NS}); an empty set is left out. */
    public static <E> AttributeValue fromNumberSet(Set<E> value, Function<? super E, AttributeValue> element) {
        return CollectionWrites.fromNumberSet(value, element);
    }

    /** A binary set ({@code BS}); an empty set is left out. */
    public static <E> AttributeValue fromBinarySet(Set<E> value, Function<? super E, AttributeValue> element) {
        return CollectionWrites.fromBinarySet(value, element);
    }

    // The same for scalar elements, named by a Scalar instead of a function: no converter per use.

    /** A list ({@code L}) of scalars; {@code null} elements become {@code NULL}. */
    public static AttributeValue fromScalarList(List<?> value, Scalar element) {
        return CollectionWrites.fromScalarList(value, element);
    }

    /** A map ({@code M}) of scalars with string keys; {@code null} values become {@code NULL}. */
    public static AttributeValue fromScalarMap(Map<String, ?> value, Scalar element) {
        return CollectionWrites.fromScalarMap(value, element);
    }

    /** A string, number or binary set ({@code SS}, {@code NS}, {@code BS}) by element type; an empty set is left out. */
    public static AttributeValue fromScalarSet(Set<?> value, Scalar element) {
        return CollectionWrites.fromScalarSet(value, element);
    }

    // ---- records in lists and maps, through their codec ------------------------------------

    /** A list ({@code L}) of records; {@code null} elements become {@code NULL}. */
    public static <R> AttributeValue fromRecordList(List<R> value, RecordCodec<R> codec) {
        return CollectionWrites.fromRecordList(value, codec);
    }

    /** A map ({@code M}) of records with string keys; {@code null} values become {@code NULL}. */
    public static <R> AttributeValue fromRecordMap(Map<String, R> value, RecordCodec<R> codec) {
        return CollectionWrites.fromRecordMap(value, codec);
    }

    /** The value of an {@code Optional} component, {@code null} when it is empty or itself null. */
    public static <T> T unwrap(Optional<T> value) {
        return value == null ? null : value.orElse(null);
    }

    /** The initial capacity of a hash map or set that will hold {@code size} entries without growing. */
    static int capacity(int size) {
        return size < 3 ? size + 1 : (int) (size / 0.75f + 1);
    }

    // ---- AttributeValue -> Java ------------------------------------------------------------

    public static String asString(AttributeValue value) {
        String s = value.s();
        if (s == null) {
            throw AttributeValueException.mismatch("a string (S)", value);
        }
        return s;
    }

    public static Boolean asBoolean(AttributeValue value) {
        Boolean b = value.bool();
        if (b == null) {
            throw AttributeValueException.mismatch("a boolean (BOOL)", value);
        }
        return b;
    }

    public static Byte asByte(AttributeValue value) {
        String n = number(value, "a byte");
        try {
            return Byte.valueOf(n);
        } catch (NumberFormatException e) {
            return (byte) whole(n, "a byte", Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
    }

    public static Short asShort(AttributeValue value) {
        String n = number(value, "a short");
        try {
            return Short.valueOf(n);
        } catch (NumberFormatException e) {
            return (short) whole(n, "a short", Short.MIN_VALUE, Short.MAX_VALUE);
        }
    }

    public static Integer asInt(AttributeValue value) {
        String n = number(value, "an int");
        try {
            return Integer.valueOf(n);
        } catch (NumberFormatException e) {
            return (int) whole(n, "an int", Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
    }

    public static Long asLong(AttributeValue value) {
        String n = number(value, "a long");
        try {
            return Long.valueOf(n);
        } catch (NumberFormatException e) {
            return whole(n, "a long", Long.MIN_VALUE, Long.MAX_VALUE);
        }
    }

    /** A float; a number beyond its range (which would read as infinity, or as zero) fails. */
    public static Float asFloat(AttributeValue value) {
        String n = number(value, "a float");
        float f = Float.parseFloat(n);
        if (Float.isInfinite(f) || Float.isNaN(f) || f == 0 && decimal(n).signum() != 0) {
            throw AttributeValueException.of(n + " does not fit a float (magnitudes from 1.4E-45 to 3.4028235E38): "
                    + "it would read as " + f);
        }
        return f;
    }

    /** A double; a number beyond its range (which would read as infinity, or as zero) fails. */
    public static Double asDouble(AttributeValue value) {
        String n = number(value, "a double");
        double d = Double.parseDouble(n);
        if (Double.isInfinite(d) || Double.isNaN(d) || d == 0 && decimal(n).signum() != 0) {
            throw AttributeValueException.of(n + " does not fit a double (magnitudes from 4.9E-324 to "
                    + "1.7976931348623157E308): it would read as " + d);
        }
        return d;
    }

    public static BigDecimal asBigDecimal(AttributeValue value) {
        return decimal(number(value, "a BigDecimal"));
    }

    public static BigInteger asBigInteger(AttributeValue value) {
        String n = number(value, "a BigInteger");
        try {
            return decimal(n).toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw AttributeValueException.of(n + " is not a whole number, so it does not fit a BigInteger");
        }
    }

    /** An instant in the fixed-width form, or any ISO-8601 instant written by other tools. */
    public static Instant asInstant(AttributeValue value) {
        String text = asString(value);
        try {
            return KeyCodec.decodeInstant(text);
        } catch (IllegalArgumentException fixedWidth) {
            return parse(text, Instant::parse, "an ISO-8601 instant");
        }
    }

    public static Instant asEpochSeconds(AttributeValue value) {
        String n = number(value, "epoch seconds");
        return Instant.ofEpochSecond(whole(n, "epoch seconds", Instant.MIN.getEpochSecond(), Instant.MAX.getEpochSecond()));
    }

    public static LocalDate asLocalDate(AttributeValue value) {
        String text = asString(value);
        try {
            return KeyCodec.decodeLocalDate(text);
        } catch (IllegalArgumentException fixedWidth) {
            return parse(text, LocalDate::parse, "an ISO-8601 date");
        }
    }

    public static LocalDateTime asLocalDateTime(AttributeValue value) {
        String text = asString(value);
        try {
            return KeyCodec.decodeLocalDateTime(text);
        } catch (IllegalArgumentException fixedWidth) {
            return parse(text, LocalDateTime::parse, "an ISO-8601 date-time");
        }
    }

    public static UUID asUuid(AttributeValue value) {
        return UUID.fromString(asString(value));
    }

    public static <E extends Enum<E>> E asEnum(AttributeValue value, Class<E> type) {
        String name = asString(value);
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw AttributeValueException.of("'" + name + "' is not a constant of " + type.getSimpleName());
        }
    }

    public static byte[] asBytes(AttributeValue value) {
        return asSdkBytes(value).asByteArray();
    }

    public static SdkBytes asSdkBytes(AttributeValue value) {
        SdkBytes b = value.b();
        if (b == null) {
            throw AttributeValueException.mismatch("binary (B)", value);
        }
        return b;
    }

    public static ByteBuffer asByteBuffer(AttributeValue value) {
        return ByteBuffer.wrap(asBytes(value));
    }

    /** A list; {@code NULL} elements become {@code null}. */
    public static <E> List<E> asList(AttributeValue value, Function<AttributeValue, E> element) {
        return CollectionReads.asList(value, element);
    }

    /** A map with string keys; {@code NULL} values become {@code null}. */
    public static <E> Map<String, E> asMap(AttributeValue value, Function<AttributeValue, E> element) {
        return CollectionReads.asMap(value, element);
    }

    public static Set<String> asStringSet(AttributeValue value) {
        return CollectionReads.asStringSet(value);
    }

    /** A number set, each element read by {@code element} from an {@code N} value. */
    public static <E> Set<E> asNumberSet(AttributeValue value, Function<AttributeValue, E> element) {
        return CollectionReads.asNumberSet(value, element);
    }

    /** A binary set, each element read by {@code element} from a {@code B} value. */
    public static <E> Set<E> asBinarySet(AttributeValue value, Function<AttributeValue, E> element) {
        return CollectionReads.asBinarySet(value, element);
    }

    /** A list of scalars; {@code NULL} elements become {@code null}. */
    public static <E> List<E> asScalarList(AttributeValue value, Scalar element) {
        return CollectionReads.asScalarList(value, element);
    }

    /** A map of scalars with string keys; {@code NULL} values become {@code null}. */
    public static <E> Map<String, E> asScalarMap(AttributeValue value, Scalar element) {
        return CollectionReads.asScalarMap(value, element);
    }

    /** A string, number or binary set by element type. */
    public static <E> Set<E> asScalarSet(AttributeValue value, Scalar element) {
        return CollectionReads.asScalarSet(value, element);
    }

    /** A list of records; {@code NULL} elements become {@code null}. */
    public static <R> List<R> asRecordList(AttributeValue value, RecordCodec<R> codec) {
        return CollectionReads.asRecordList(value, codec);
    }

    /** A map of records with string keys; {@code NULL} values become {@code null}. */
    public static <R> Map<String, R> asRecordMap(AttributeValue value, RecordCodec<R> codec) {
        return CollectionReads.asRecordMap(value, codec);
    }

    // The SDK's hasM(), hasL(), hasSs()... test the collection against the interface that marks "not
    // set", and HotSpot answers such a test by scanning the collection class's interfaces whenever the
    // answer is no: for every real map and list read. The marker is always empty, so a collection that
    // is not empty is real without asking (a nested record's map cost about 20 ns more to read).

    /** Whether the value holds a map ({@code M}), as {@code hasM()} says. */
    public static boolean isMap(AttributeValue value) {
        Map<String, AttributeValue> m = value.m();
        return m != null && (!m.isEmpty() || value.hasM());
    }

    /** Whether the value holds a list ({@code L}), as {@code hasL()} says. */
    public static boolean isList(AttributeValue value) {
        List<AttributeValue> l = value.l();
        return l != null && (!l.isEmpty() || value.hasL());
    }

    /** Whether a present attribute value is DynamoDB's {@code NULL}. */
    public static boolean isNull(AttributeValue value) {
        return Boolean.TRUE.equals(value.nul());
    }

    private static String number(AttributeValue value, String what) {
        String n = value.n();
        if (n == null) {
            throw AttributeValueException.mismatch("a number (N)", value);
        }
        return n;
    }

    /**
     * A number that must be whole and within {@code [min, max]}: the exact value when it is
     * (spelled otherwise than the fast parsers read, e.g. {@code 1E+2}), else a failure saying why.
     */
    private static long whole(String n, String what, long min, long max) {
        BigDecimal number = decimal(n);
        BigInteger whole;
        try {
            whole = number.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw AttributeValueException.of(n + " is not a whole number, so it does not fit " + what);
        }
        if (whole.compareTo(BigInteger.valueOf(min)) < 0 || whole.compareTo(BigInteger.valueOf(max)) > 0) {
            throw AttributeValueException.of(n + " does not fit " + what + " (" + min + " to " + max + ")");
        }
        return whole.longValue();
    }

    private static BigDecimal decimal(String n) {
        try {
            return new BigDecimal(n.trim());
        } catch (NumberFormatException e) {
            throw AttributeValueException.of("'" + n + "' is not a number");
        }
    }

    private static <T> T parse(String text, Function<String, T> parser, String what) {
        try {
            return parser.apply(text);
        } catch (DateTimeParseException e) {
            throw AttributeValueException.of("'" + text + "' is not " + what);
        }
    }
}
