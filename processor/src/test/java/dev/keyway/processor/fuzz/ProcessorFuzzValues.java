package dev.keyway.processor.fuzz;

import dev.keyway.processor.support.GeneratedClasses;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Values for {@link ProcessorFuzzOracle}'s records, taken from the edges of each stored type that
 * Keyway documents as supported: four profiles, so that each component holds a low edge, a high
 * edge, an awkward middle and nothing (null, absent) in one of an entity's records (minimum and
 * maximum integers, negative zero, 38-digit and extreme-exponent numbers, the years 0000 and 9999
 * with nanoseconds, empty, unicode, delimiter-laden and control-character strings, empty
 * collections versus null, null list elements, empty and present optionals, nested and recursive
 * records). Where a role needs a value (a primary-key component, a version), the last profile
 * holds zeros and plain text instead of nothing.
 *
 * <p>A value depends on the profile, the component's name and its role, never on chance: equal
 * component names get equal values in every entity, so that entities meet in the partitions they
 * share, as an item collection or an overloaded index needs.
 */
final class ProcessorFuzzValues {

    /** Records per entity: one per profile. */
    static final int PROFILES = 4;

    /** The profile where every component that may be absent is: null, an empty Optional, no collection. */
    static final int ABSENT = 3;

    /**
     * What a component is used for, which narrows its values to those the use allows.
     *
     * @param required a primary-key component: never null or absent
     * @param whole    the whole text of a key ({@code "<id>"}): never encoded to nothing
     * @param version  {@code @Version}: 0, the version of a record not yet stored
     * @param ttl      {@code @Ttl}: a time still to come, else reads leave the item out
     * @param rawText  the delimiters a raw-string key component must not hold ({@code @KeyFormat(raw = true)}),
     *                 or null when it is not one
     * @param digits   {@code @KeyFormat(digits = N)}: no negative number, at most N digits; 0 when not set
     * @param precision {@code @KeyFormat(precision = P)} on an instant ({@code "MILLIS"}): no finer fraction
     *                 than P (issue #24 §4); null when not set
     */
    record Use(boolean required, boolean whole, boolean version, boolean ttl, String rawText, int digits, String precision) {
        static final Use PLAIN = new Use(false, false, false, false, null, 0, null);
    }

    /** A type this generator has no value for (a type only a {@code @Convert} converter stores). */
    static final class NoValue extends RuntimeException {
        NoValue(Type type) {
            super("no fuzz value for type " + type.getTypeName());
        }
    }

    /**
     * Past this many nested records, recursive records stop: null, empty or absent. Lists and maps
     * do not count: a type nests them only as deep as it says (up to DynamoDB's limit), and the
     * values follow it to the bottom.
     */
    private static final int MAX_DEPTH = 2;

    /** Lists, maps and records on a path past which a record nests no other record (see {@link #record}). */
    private static final int DEEP = 16;

    /** Strings per profile; a component's value is one of these with a short tag of its name. */
    private static final String HIGH = "\u00e9\u65e5\u672c\uD83D\uDE00#$<>{id}${id}:id\"'\\\u2028\u2029~\uFFFF";
    private static final String MIDDLE = "\u0000a#b$23 \t\n\u001f!";

    private ProcessorFuzzValues() {
    }

    /** A value of {@code type} for the component {@code name} in {@code role}, for the profile. */
    static Object value(Type type, String name, Use use, int profile) {
        return value(type, name, use, profile, 0, 0);
    }

    private static Object value(Type type, String name, Use use, int profile, int depth, int levels) {
        boolean absent = profile == ABSENT && !use.required() && !use.version();
        if (type instanceof ParameterizedType parameterized) {
            Class<?> raw = (Class<?>) parameterized.getRawType();
            Type[] arguments = parameterized.getActualTypeArguments();
            if (raw == Optional.class) {
                return absent ? Optional.empty() : Optional.ofNullable(value(arguments[0], name, use, profile, depth, levels));
            }
            if (absent) {
                return null;
            }
            if (raw == List.class) {
                return list(arguments[0], name, profile, depth, levels + 1);
            }
            if (raw == Set.class) {
                return set(arguments[0], name, profile, depth, levels + 1);
            }
            if (raw == Map.class) {
                return map(arguments[0], arguments[1], name, profile, depth, levels + 1);
            }
            throw new NoValue(type);
        }
        if (!(type instanceof Class<?> raw) || raw.isArray() && raw != byte[].class) {
            throw new NoValue(type);
        }
        if (raw.isPrimitive()) {
            return primitive(raw, use, profile);
        }
        if (use.version()) {
            return raw == Integer.class ? (Object) 0 : raw == Long.class ? (Object) 0L : fail(type);
        }
        if (absent) {
            return null;
        }
        if (raw == String.class) {
            return string(name, use, profile);
        }
        if (raw == Integer.class || raw == Long.class || raw == Short.class || raw == Byte.class || raw == Boolean.class
                || raw == Double.class || raw == Float.class || raw == Character.class) {
            return primitive(unbox(raw), use, profile);
        }
        if (raw == BigDecimal.class) {
            return new BigDecimal[] {new BigDecimal("-9.9999999999999999999999999999999999999E+125"), new BigDecimal("1E-130"),
                    new BigDecimal("12345678901234567890.123456789012345678"), new BigDecimal("19.90")}[profile];
        }
        if (raw == BigInteger.class) {
            if (use.digits() > 0) { // zero-padded: 0 to N nines
                BigInteger widest = BigInteger.TEN.pow(use.digits()).subtract(BigInteger.ONE);
                return new BigInteger[] {BigInteger.ZERO, widest, BigInteger.ONE, widest.shiftRight(1)}[profile];
            }
            BigInteger nines = BigInteger.TEN.pow(38).subtract(BigInteger.ONE);
            return new BigInteger[] {nines.negate(), nines, BigInteger.ONE.negate(), BigInteger.ZERO}[profile];
        }
        if (raw == Instant.class) {
            if (use.ttl()) {
                // Whole seconds apart: a @Unique @Ttl holds the stored second, so two values must not share one.
                return new Instant[] {Instant.parse("9999-12-31T23:59:59Z"), Instant.parse("9999-12-31T23:59:58.999999999Z"),
                        Instant.parse("3000-01-01T00:00:00.5Z"), Instant.parse("2999-01-01T00:00:00Z")}[profile];
            }
            Instant instant = new Instant[] {Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                    Instant.parse("1969-12-31T23:59:59.000000001Z"), Instant.EPOCH}[profile];
            return use.precision() == null ? instant : switch (use.precision()) {
                // A finer fraction than the precision is refused before any request: the edges it can write.
                case "SECONDS" -> instant.truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
                case "MILLIS" -> instant.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
                case "MICROS" -> instant.truncatedTo(java.time.temporal.ChronoUnit.MICROS);
                default -> instant;
            };
        }
        if (raw == LocalDate.class) {
            return new LocalDate[] {LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(1969, 12, 31),
                    LocalDate.of(1970, 1, 1)}[profile];
        }
        if (raw == LocalDateTime.class) {
            return new LocalDateTime[] {LocalDateTime.of(0, 1, 1, 0, 0), LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999),
                    LocalDateTime.of(1969, 12, 31, 23, 59, 59, 1), LocalDateTime.of(1970, 1, 1, 0, 0)}[profile];
        }
        if (raw == UUID.class) {
            return new UUID[] {new UUID(0, 0), new UUID(-1, -1), new UUID(Long.MIN_VALUE, 1), new UUID(1, Long.MIN_VALUE)}[profile];
        }
        if (raw.isEnum()) {
            Object[] constants = raw.getEnumConstants();
            return constants[new int[] {0, constants.length - 1, constants.length / 2, (constants.length - 1) / 2}[profile]];
        }
        if (raw == byte[].class) {
            return bytes(profile);
        }
        if (raw == SdkBytes.class) {
            return SdkBytes.fromByteArray(bytes(profile));
        }
        if (raw == ByteBuffer.class) {
            return ByteBuffer.wrap(bytes(profile));
        }
        if (raw.isRecord()) {
            return record(raw, profile, depth, levels + 1);
        }
        throw new NoValue(type);
    }

    private static Object fail(Type type) {
        throw new NoValue(type);
    }

    /** A value of the type other than {@code current}: the next profile's, or the one after. */
    static Object otherValue(Type type, String name, Use use, int profile, Object current) {
        for (int step = 1; step < PROFILES; step++) {
            Object other = value(type, name, use, (profile + step) % PROFILES);
            if (!ProcessorFuzzSameness.sameValue(current, other)) {
                return other;
            }
        }
        return null;
    }

    private static Object primitive(Class<?> type, Use use, int profile) {
        if (use.version()) {
            return type == int.class ? (Object) 0 : (Object) 0L;
        }
        if (use.ttl()) {
            // Epoch seconds still to come: the year 9999, the largest long, the years 3000 and 2999.
            return new long[] {253402300799L, Long.MAX_VALUE, 32503680000L, 32472144000L}[profile];
        }
        if (type == boolean.class) {
            return profile == 1;
        }
        if (type == char.class) {
            return new char[] {'\u0000', '\uFFFF', '#', '0'}[profile];
        }
        if (use.digits() > 0 && (type == byte.class || type == short.class || type == int.class || type == long.class)) {
            return zeroPadded(type, use.digits(), profile);
        }
        if (type == byte.class) {
            return new byte[] {Byte.MIN_VALUE, Byte.MAX_VALUE, -1, 0}[profile];
        }
        if (type == short.class) {
            return new short[] {Short.MIN_VALUE, Short.MAX_VALUE, -1, 0}[profile];
        }
        if (type == int.class) {
            return new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0}[profile];
        }
        if (type == long.class) {
            return new long[] {Long.MIN_VALUE, Long.MAX_VALUE, -1, 0}[profile];
        }
        // DynamoDB's numbers reach from 1E-130 to 9.99...E+125 in magnitude: the edges a double holds within that.
        if (type == float.class) {
            return new float[] {-Float.MAX_VALUE, Float.MIN_VALUE, -0.0f, 0.1f}[profile];
        }
        if (type == double.class) {
            return new double[] {-1.0E-130, Math.nextDown(1.0E126), -0.0, 0.30000000000000004}[profile];
        }
        throw new NoValue(type);
    }

    /** A value a zero-padded key writes ({@code @KeyFormat(digits = N)}): from 0 to the widest of N digits the type holds. */
    private static Object zeroPadded(Class<?> type, int digits, int profile) {
        long typeMax = type == byte.class ? Byte.MAX_VALUE : type == short.class ? Short.MAX_VALUE
                : type == int.class ? Integer.MAX_VALUE : Long.MAX_VALUE;
        long widest = digits >= 19 ? typeMax : Math.min(typeMax, (long) Math.pow(10, digits) - 1);
        long value = new long[] {0, widest, 1, widest / 2}[profile];
        return type == byte.class ? (Object) (byte) value : type == short.class ? (Object) (short) value
                : type == int.class ? (Object) (int) value : (Object) value;
    }

    private static Class<?> unbox(Class<?> boxed) {
        return java.lang.invoke.MethodType.methodType(boxed).unwrap().returnType();
    }

    /**
     * Low: empty (a short tag where a key must not be empty); high: unicode, quotes and template
     * look-alikes; middle: controls and delimiters; last: plain text.
     */
    private static String string(String name, Use use, int profile) {
        String tag = tag(name);
        String text = switch (profile) {
            case 0 -> use.whole() ? tag : "";
            case 1 -> HIGH + tag;
            case 2 -> MIDDLE + tag;
            default -> "plain-" + tag;
        };
        if (use.rawText() != null) { // a raw key string holds no delimiter of its keys (else it is refused)
            for (char delimiter : use.rawText().toCharArray()) {
                text = text.replace(String.valueOf(delimiter), "");
            }
        }
        return text;
    }

    /** Two letters from the component's name, so that components of one record hold different strings. */
    private static String tag(String name) {
        int hash = name.hashCode();
        return "" + (char) ('a' + Math.floorMod(hash, 26)) + (char) ('a' + Math.floorMod(hash / 26, 26));
    }

    private static byte[] bytes(int profile) {
        return switch (profile) {
            case 0 -> new byte[0];
            case 1 -> new byte[] {0, -1, 127, -128};
            case 2 -> new byte[] {0};
            default -> new byte[] {42};
        };
    }

    /** Low: empty; high: two elements; middle: a null element (where one may be) and a value; last: one value. */
    private static List<Object> list(Type element, String name, int profile, int depth, int levels) {
        if (profile == 0) {
            return List.of();
        }
        List<Object> list = new ArrayList<>();
        if (profile == 1) {
            list.add(value(element, name, Use.PLAIN, 1, depth, levels));
            list.add(value(element, name, Use.PLAIN, 0, depth, levels));
        } else {
            if (profile == 2 && !(element instanceof Class<?> raw && raw.isPrimitive())) {
                list.add(null);
            }
            list.add(value(element, name, Use.PLAIN, profile, depth, levels));
        }
        return list;
    }

    /** Low: empty; high: the distinct values of every profile; middle and last: one value. */
    private static Set<Object> set(Type element, String name, int profile, int depth, int levels) {
        Set<Object> set = new LinkedHashSet<>();
        for (int p = 0; p < PROFILES; p++) {
            if (profile == 1 || profile == p && profile != 0) {
                Object value = value(element, name, Use.PLAIN, p, depth, levels);
                if (value != null && set.stream().noneMatch(known -> ProcessorFuzzSameness.sameValue(known, value))) {
                    set.add(value);
                }
            }
        }
        return set;
    }

    /** Low: empty; high: entries under an empty, a unicode and a delimiter key; middle and last: one entry. */
    private static Map<Object, Object> map(Type key, Type value, String name, int profile, int depth, int levels) {
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int p = 0; p < PROFILES; p++) {
            if (profile == 1 || profile == p && profile != 0) {
                Object entryKey = key == String.class ? new String[] {"-", HIGH, MIDDLE, "plain"}[p]
                        : value(key, name, Use.PLAIN, p, depth, levels);
                if (entryKey != null) {
                    map.put(entryKey, value(value, name, Use.PLAIN, p, depth, levels));
                }
            }
        }
        return map;
    }

    /**
     * A nested record: its components from the same profile, one level deeper; null past the depth
     * limit, and deep in a type (past {@value #DEEP} levels) null inside another record, so that a
     * recursive record stops there where the processor's nesting check (KW093) counts it stopping.
     */
    private static Object record(Class<?> type, int profile, int depth, int levels) {
        if (depth >= MAX_DEPTH || depth > 0 && levels > DEEP) {
            return null;
        }
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = value(components[i].getGenericType(), components[i].getName(), Use.PLAIN, profile, depth + 1, levels);
        }
        return GeneratedClasses.newRecord(type, values);
    }
}
