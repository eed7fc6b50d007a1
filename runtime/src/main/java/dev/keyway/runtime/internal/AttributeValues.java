package dev.keyway.runtime.internal;

import dev.keyway.runtime.KeyCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
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
 * Conversions between Java values and {@link AttributeValue}s, one pair per supported type.
 *
 * <p>{@code fromX} returns {@code null} for a {@code null} value (the attribute is left out);
 * inside lists and maps a {@code null} element is stored as {@code NULL}. {@code asX} takes a
 * present, non-{@code NULL} value and throws {@link AttributeValueException} when it has the
 * wrong type. Dates and times are stored in {@link KeyCodec}'s fixed-width form, so that
 * string comparison in conditions and filters follows time order.
 */
public final class AttributeValues {

    private static final AttributeValue NULL = AttributeValue.fromNul(true);

    /** DynamoDB's numbers: 38 significant digits, magnitudes from 1E-130 to under 1E+126. */
    private static final int MAX_DIGITS = 38;
    private static final double TOO_LARGE = 1E126;
    private static final double MIN_MAGNITUDE = 1E-130;

    /**
     * An empty set inside a list or map. DynamoDB stores no empty sets and a null element is
     * {@code NULL}, so an empty set there is stored as an empty list and read back as an empty set.
     */
    private static final AttributeValue EMPTY_SET = AttributeValue.fromL(List.of());

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
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (E item : value) {
            out.add(elementOf(item, element, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) with string keys; {@code null} values become {@code NULL}. */
    public static <E> AttributeValue fromMap(Map<String, E> value, Function<? super E, AttributeValue> element) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(capacity(value.size()));
        for (Map.Entry<String, E> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), elementOf(entry.getValue(), element, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    /** A map key DynamoDB takes as an attribute name: neither null nor empty. */
    private static void checkMapKey(String key) {
        if (key == null) {
            throw AttributeValueException.of("a map key is null");
        }
        if (key.isEmpty()) {
            throw AttributeValueException.of("a map key is empty: DynamoDB refuses empty attribute names");
        }
    }

    /** A string set ({@code SS}); an empty set is left out, as DynamoDB stores no empty sets. */
    public static AttributeValue fromStringSet(Set<String> value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        return AttributeValue.fromSs(new ArrayList<>(value));
    }

    /** A number set ({@code NS}); an empty set is left out. */
    public static <E> AttributeValue fromNumberSet(Set<E> value, Function<? super E, AttributeValue> element) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        List<String> out = new ArrayList<>(value.size());
        for (E item : value) {
            out.add(element.apply(item).n());
        }
        return AttributeValue.fromNs(out);
    }

    /** A binary set ({@code BS}); an empty set is left out. */
    public static <E> AttributeValue fromBinarySet(Set<E> value, Function<? super E, AttributeValue> element) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        List<SdkBytes> out = new ArrayList<>(value.size());
        for (E item : value) {
            out.add(element.apply(item).b());
        }
        return AttributeValue.fromBs(out);
    }

    // The same for scalar elements, named by a Scalar instead of a function: no converter per use,
    // and the element conversion is a switch the JIT inlines here.

    /** A list ({@code L}) of scalars; {@code null} elements become {@code NULL}. */
    public static AttributeValue fromScalarList(List<?> value, Scalar element) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (Object item : value) {
            out.add(elementOf(item, element, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) of scalars with string keys; {@code null} values become {@code NULL}. */
    public static AttributeValue fromScalarMap(Map<String, ?> value, Scalar element) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(capacity(value.size()));
        for (Map.Entry<String, ?> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), elementOf(entry.getValue(), element, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    /** A string, number or binary set ({@code SS}, {@code NS}, {@code BS}) by element type; an empty set is left out. */
    @SuppressWarnings("unchecked")
    public static AttributeValue fromScalarSet(Set<?> value, Scalar element) {
        if (element == Scalar.STRING) {
            return fromStringSet((Set<String>) value);
        }
        return element.binary() ? fromBinarySet(value, element) : fromNumberSet(value, element);
    }

    private static AttributeValue elementOf(Object item, Scalar element, Object where) {
        if (item == null) {
            return NULL;
        }
        try {
            return element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    // ---- records in lists and maps, through their codec ------------------------------------

    /** A list ({@code L}) of records; {@code null} elements become {@code NULL}. */
    public static <R> AttributeValue fromRecordList(List<R> value, RecordCodec<R> codec) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (R item : value) {
            out.add(recordOf(item, codec, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) of records with string keys; {@code null} values become {@code NULL}. */
    public static <R> AttributeValue fromRecordMap(Map<String, R> value, RecordCodec<R> codec) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(capacity(value.size()));
        for (Map.Entry<String, R> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), recordOf(entry.getValue(), codec, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    private static <R> AttributeValue recordOf(R item, RecordCodec<R> codec, Object where) {
        if (item == null) {
            return NULL;
        }
        try {
            return codec.write(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    /** The value of an {@code Optional} component, {@code null} when it is empty or itself null. */
    public static <T> T unwrap(Optional<T> value) {
        return value == null ? null : value.orElse(null);
    }

    private static <E> AttributeValue elementOf(E item, Function<? super E, AttributeValue> element, Object where) {
        if (item == null) {
            return NULL;
        }
        AttributeValue converted;
        try {
            converted = element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
        return converted != null ? converted : EMPTY_SET; // only an empty set converts to null
    }

    private static void checkNoNull(Collection<?> value) {
        for (Object item : value) {
            if (item == null) {
                throw AttributeValueException.of("a set element is null; DynamoDB sets cannot hold null");
            }
        }
    }

    private static int capacity(int size) {
        return size < 3 ? size + 1 : (int) (size / 0.75f + 1);
    }

    // ---- AttributeValue -> Java ------------------------------------------------------------

    public static String asString(AttributeValue value) {
        String s = value.s();
        if (s == null) {
            throw mismatch("a string (S)", value);
        }
        return s;
    }

    public static Boolean asBoolean(AttributeValue value) {
        Boolean b = value.bool();
        if (b == null) {
            throw mismatch("a boolean (BOOL)", value);
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
            throw mismatch("binary (B)", value);
        }
        return b;
    }

    public static ByteBuffer asByteBuffer(AttributeValue value) {
        return ByteBuffer.wrap(asBytes(value));
    }

    /** A list; {@code NULL} elements become {@code null}. */
    public static <E> List<E> asList(AttributeValue value, Function<AttributeValue, E> element) {
        if (!isList(value)) {
            throw mismatch("a list (L)", value);
        }
        List<AttributeValue> items = value.l();
        List<E> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            out.add(elementAs(items.get(i), element, i));
        }
        return out;
    }

    /** A map with string keys; {@code NULL} values become {@code null}. */
    public static <E> Map<String, E> asMap(AttributeValue value, Function<AttributeValue, E> element) {
        if (!isMap(value)) {
            throw mismatch("a map (M)", value);
        }
        Map<String, E> out = new LinkedHashMap<>(capacity(value.m().size()));
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
            out.put(entry.getKey(), elementAs(entry.getValue(), element, entry.getKey()));
        }
        return out;
    }

    public static Set<String> asStringSet(AttributeValue value) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isStringSet(value)) {
            throw mismatch("a string set (SS)", value);
        }
        return new LinkedHashSet<>(value.ss());
    }

    /** A number set, each element read by {@code element} from an {@code N} value. */
    public static <E> Set<E> asNumberSet(AttributeValue value, Function<AttributeValue, E> element) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isNumberSet(value)) {
            throw mismatch("a number set (NS)", value);
        }
        Set<E> out = new LinkedHashSet<>(capacity(value.ns().size()));
        for (String n : value.ns()) {
            out.add(elementAs(AttributeValue.fromN(n), element, n));
        }
        return out;
    }

    /** A binary set, each element read by {@code element} from a {@code B} value. */
    public static <E> Set<E> asBinarySet(AttributeValue value, Function<AttributeValue, E> element) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isBinarySet(value)) {
            throw mismatch("a binary set (BS)", value);
        }
        Set<E> out = new LinkedHashSet<>(capacity(value.bs().size()));
        int index = 0;
        for (SdkBytes b : value.bs()) {
            out.add(elementAs(AttributeValue.fromB(b), element, index++));
        }
        return out;
    }

    /** A list of scalars; {@code NULL} elements become {@code null}. */
    @SuppressWarnings("unchecked")
    public static <E> List<E> asScalarList(AttributeValue value, Scalar element) {
        if (!isList(value)) {
            throw mismatch("a list (L)", value);
        }
        List<AttributeValue> items = value.l();
        int size = items.size();
        List<E> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            AttributeValue item = items.get(i);
            String text = element == Scalar.STRING && item != null ? item.s() : null; // the common case, no switch
            out.add(text != null ? (E) text : (E) elementAs(item, element, i));
        }
        return out;
    }

    /** A map of scalars with string keys; {@code NULL} values become {@code null}. */
    @SuppressWarnings("unchecked")
    public static <E> Map<String, E> asScalarMap(AttributeValue value, Scalar element) {
        if (!isMap(value)) {
            throw mismatch("a map (M)", value);
        }
        Map<String, E> out = new LinkedHashMap<>(capacity(value.m().size()));
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
            AttributeValue item = entry.getValue();
            String text = element == Scalar.STRING && item != null ? item.s() : null; // the common case
            out.put(entry.getKey(), text != null ? (E) text : (E) elementAs(item, element, entry.getKey()));
        }
        return out;
    }

    /** A string, number or binary set by element type. */
    @SuppressWarnings("unchecked")
    public static <E> Set<E> asScalarSet(AttributeValue value, Scalar element) {
        if (element == Scalar.STRING) {
            return (Set<E>) asStringSet(value);
        }
        Function<AttributeValue, E> read = item -> (E) element.read(item);
        return element.binary() ? asBinarySet(value, read) : asNumberSet(value, read);
    }

    private static Object elementAs(AttributeValue item, Scalar element, Object where) {
        if (item == null || isNull(item)) {
            return null;
        }
        try {
            return element.read(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    /** A list of records; {@code NULL} elements become {@code null}. */
    public static <R> List<R> asRecordList(AttributeValue value, RecordCodec<R> codec) {
        if (!isList(value)) {
            throw mismatch("a list (L)", value);
        }
        List<AttributeValue> items = value.l();
        int size = items.size();
        List<R> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            AttributeValue item = items.get(i);
            try {
                out.add(item == null || isNull(item) ? null : codec.read(item));
            } catch (RuntimeException e) {
                throw AttributeValueException.at("[" + i + "]", e);
            }
        }
        return out;
    }

    /** A map of records with string keys; {@code NULL} values become {@code null}. */
    public static <R> Map<String, R> asRecordMap(AttributeValue value, RecordCodec<R> codec) {
        if (!isMap(value)) {
            throw mismatch("a map (M)", value);
        }
        Map<String, R> out = new LinkedHashMap<>(capacity(value.m().size()));
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
            out.put(entry.getKey(), recordAs(entry.getValue(), codec, entry.getKey()));
        }
        return out;
    }

    private static <R> R recordAs(AttributeValue item, RecordCodec<R> codec, Object where) {
        if (item == null || isNull(item)) {
            return null;
        }
        try {
            return codec.read(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    private static boolean isEmptySet(AttributeValue value) {
        return value.hasL() && value.l().isEmpty();
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

    private static boolean isStringSet(AttributeValue value) {
        List<String> ss = value.ss();
        return ss != null && (!ss.isEmpty() || value.hasSs());
    }

    private static boolean isNumberSet(AttributeValue value) {
        List<String> ns = value.ns();
        return ns != null && (!ns.isEmpty() || value.hasNs());
    }

    private static boolean isBinarySet(AttributeValue value) {
        List<SdkBytes> bs = value.bs();
        return bs != null && (!bs.isEmpty() || value.hasBs());
    }

    /** Whether a present attribute value is DynamoDB's {@code NULL}. */
    public static boolean isNull(AttributeValue value) {
        return Boolean.TRUE.equals(value.nul());
    }

    private static <E> E elementAs(AttributeValue item, Function<AttributeValue, E> element, Object where) {
        if (item == null || isNull(item)) {
            return null;
        }
        try {
            return element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    private static String number(AttributeValue value, String what) {
        String n = value.n();
        if (n == null) {
            throw mismatch("a number (N)", value);
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

    private static AttributeValueException mismatch(String expected, AttributeValue actual) {
        return AttributeValueException.of("expected " + expected + " but found " + describe(actual));
    }

    private static String describe(AttributeValue value) {
        return switch (value.type()) {
            case S -> "a string (S)";
            case N -> "a number (N)";
            case B -> "binary (B)";
            case BOOL -> "a boolean (BOOL)";
            case NUL -> "NULL";
            case L -> "a list (L)";
            case M -> "a map (M)";
            case SS -> "a string set (SS)";
            case NS -> "a number set (NS)";
            case BS -> "a binary set (BS)";
            default -> "an unknown type";
        };
    }
}
