package dev.keyway.runtime.key;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Test fixtures shared by the key tests: every key type with its codec, its reference order (the
 * order of the Java values, independent of the encoding) and generators biased towards the cases
 * that break encodings: boundaries, neighbours, strings that extend each other.
 */
public final class KeyTypes {

    private KeyTypes() {
    }

    /** An enum whose declaration order differs from its name order, with two-digit ordinals. */
    public enum Status { SHIPPED, A, PENDING, B$, ZZ, AA, CANCELLED, X1, X10, X2, DELIVERED, RETURNED }

    /**
     * One key type.
     *
     * @param specials  boundary values that are always in a pool
     * @param random    a value drawn from the whole domain
     * @param near      a value close to the given one (neighbours are where order bugs hide)
     * @param encodable whether the contract says the value can be encoded (decided without the codec)
     */
    public record KeyType<T>(String name, Function<T, String> encoder, Function<String, T> decoder,
                             Comparator<T> order, List<T> specials, Function<Random, T> random,
                             BiFunction<Random, T, T> near, Predicate<T> encodable) {

        public String encode(T value) {
            return encoder.apply(value);
        }

        public T decode(String text) {
            return decoder.apply(text);
        }

        /** The specials, then random values and neighbours of earlier values, all encodable. */
        public List<T> pool(Random random, int size) {
            List<T> pool = new ArrayList<>(specials);
            while (pool.size() < size) {
                T value = random.nextInt(3) == 0 ? this.random.apply(random)
                        : near.apply(random, pool.get(random.nextInt(pool.size())));
                if (encodable.test(value)) {
                    pool.add(value);
                }
            }
            return pool;
        }

        /** A value from the pool or, one time in three, a fresh one (a bound no item has). */
        public T pick(Random random, List<T> pool) {
            if (random.nextInt(3) > 0) {
                return pool.get(random.nextInt(pool.size()));
            }
            while (true) {
                T value = random.nextInt(2) == 0 ? this.random.apply(random)
                        : near.apply(random, pool.get(random.nextInt(pool.size())));
                if (encodable.test(value)) {
                    return value;
                }
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    // ---- reference orders ------------------------------------------------------------------

    /** Code-point order, which is UTF-8 byte order (String.compareTo is UTF-16 order: wrong above U+D7FF). */
    public static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }

    /** DynamoDB's key order, computed from the bytes: an oracle independent of KeyCodec.compareUtf8. */
    public static int compareBytes(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    public static int compareUnsigned(UUID a, UUID b) {
        int high = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return high != 0 ? high : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }

    /** Shows a string with its code points, so that failures with invisible characters are readable. */
    public static String show(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp >= 0x21 && cp < 0x7F) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format("\\u{%X}", cp));
            }
        });
        return out.append('"').toString();
    }

    // ---- strings ---------------------------------------------------------------------------

    /** Code points around every boundary of the string encoding and of UTF-8/UTF-16. */
    private static final int[] INTERESTING = {0x00, 0x01, 0x09, 0x0A, 0x1F, ' ', '!', '"', '#', '$', '%', '0', '9',
            'A', 'F', 'Z', '_', 'a', 'b', 'z', '~', 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF,
            0x10000, 0x1F600, 0x10FFFE};

    /** A random valid code point below U+10FFFF, mostly from a tiny alphabet so strings extend each other. */
    public static int randomCodePoint(Random random) {
        int kind = random.nextInt(10);
        if (kind < 5) {
            return "ab#$ !".charAt(random.nextInt(6));
        }
        if (kind < 8) {
            return INTERESTING[random.nextInt(INTERESTING.length)];
        }
        if (kind < 9) {
            int cp = random.nextInt(0x10000);
            return Character.isSurrogate((char) cp) ? 'x' : cp;
        }
        return 0x10000 + random.nextInt(Character.MAX_CODE_POINT - 0x10000); // never U+10FFFF itself
    }

    public static String randomString(Random random, int maxCodePoints) {
        int length = random.nextInt(maxCodePoints + 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.appendCodePoint(randomCodePoint(random));
        }
        return out.toString();
    }

    private static String nearString(Random random, String s) {
        int[] cps = s.codePoints().toArray();
        StringBuilder out = new StringBuilder();
        switch (random.nextInt(4)) {
            case 0 -> { // extend
                out.append(s).appendCodePoint(randomCodePoint(random));
            }
            case 1 -> { // a prefix
                int keep = cps.length == 0 ? 0 : random.nextInt(cps.length);
                for (int i = 0; i < keep; i++) {
                    out.appendCodePoint(cps[i]);
                }
            }
            case 2 -> { // change the last code point by one
                for (int i = 0; i < cps.length - 1; i++) {
                    out.appendCodePoint(cps[i]);
                }
                if (cps.length > 0) {
                    int cp = cps[cps.length - 1] + (random.nextBoolean() ? 1 : -1);
                    out.appendCodePoint(cp < 0 || cp >= Character.MAX_CODE_POINT || Character.isSurrogate((char) cp)
                            && cp <= 0xFFFF ? 'a' : cp);
                }
            }
            default -> { // replace one code point
                int replaced = cps.length == 0 ? -1 : random.nextInt(cps.length);
                for (int i = 0; i < cps.length; i++) {
                    out.appendCodePoint(i == replaced ? randomCodePoint(random) : cps[i]);
                }
            }
        }
        return out.toString();
    }

    public static final KeyType<String> STRING = new KeyType<>("String", KeyCodec::encodeString,
            KeyCodec::decodeString, KeyTypes::compareCodePoints,
            List.of("", "a", "ab", "ab ", "ab!", "ab#", "ab$", "abc", "ab\u0000", "ab\u001F", "ab~", "ab\u00E9",
                    "ab\uFFFF", "ab\uD83D\uDE00", "ab\uDBFF\uDFFE", "#", "$", "$23", "$$", " ", "\u0000", "c1#ORDERS",
                    "c1", "\uE000", "\uD7FF", "\uD800\uDC00", "\uFFFF", "~", "\u007F"),
            random -> randomString(random, 6), KeyTypes::nearString, s -> true);

    // ---- integral numbers ------------------------------------------------------------------

    public static final KeyType<Boolean> BOOLEAN = new KeyType<>("boolean", KeyCodec::encodeBoolean,
            KeyCodec::decodeBoolean, Boolean::compare, List.of(false, true), Random::nextBoolean,
            (random, b) -> !b, b -> true);

    public static final KeyType<Byte> BYTE = new KeyType<>("byte", KeyCodec::encodeByte, KeyCodec::decodeByte,
            Byte::compare, List.of(Byte.MIN_VALUE, (byte) (Byte.MIN_VALUE + 1), (byte) -1, (byte) 0, (byte) 1,
                    (byte) 9, (byte) 10, (byte) (Byte.MAX_VALUE - 1), Byte.MAX_VALUE),
            random -> (byte) random.nextInt(), (random, b) -> (byte) (b + random.nextInt(5) - 2), b -> true);

    public static final KeyType<Short> SHORT = new KeyType<>("short", KeyCodec::encodeShort, KeyCodec::decodeShort,
            Short::compare, List.of(Short.MIN_VALUE, (short) (Short.MIN_VALUE + 1), (short) -1, (short) 0, (short) 1,
                    (short) 10, (short) -10, (short) (Short.MAX_VALUE - 1), Short.MAX_VALUE),
            random -> (short) random.nextInt(), (random, s) -> (short) (s + random.nextInt(5) - 2), s -> true);

    public static final KeyType<Integer> INT = new KeyType<>("int", KeyCodec::encodeInt, KeyCodec::decodeInt,
            Integer::compare, List.of(Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -100, -10, -2, -1, 0, 1, 2, 10, 100,
                    2024, 20240, Integer.MAX_VALUE - 1, Integer.MAX_VALUE),
            random -> random.nextBoolean() ? random.nextInt() : random.nextInt(41) - 20,
            (random, i) -> random.nextBoolean() ? i + random.nextInt(5) - 2 : i * 10, i -> true);

    public static final KeyType<Long> LONG = new KeyType<>("long", KeyCodec::encodeLong, KeyCodec::decodeLong,
            Long::compare, List.of(Long.MIN_VALUE, Long.MIN_VALUE + 1, (long) Integer.MIN_VALUE - 1, -10L, -1L, 0L, 1L,
                    10L, (long) Integer.MAX_VALUE + 1, Long.MAX_VALUE - 1, Long.MAX_VALUE),
            random -> random.nextBoolean() ? random.nextLong() : random.nextInt(41) - 20,
            (random, l) -> random.nextBoolean() ? l + random.nextInt(5) - 2 : l * 10, l -> true);

    // ---- arbitrary precision ---------------------------------------------------------------

    private static final BigInteger NINES_999 = BigInteger.TEN.pow(999).subtract(BigInteger.ONE);

    private static BigInteger randomBigInteger(Random random) {
        int digits = random.nextInt(10) == 0 ? 1 + random.nextInt(999) : 1 + random.nextInt(25);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < digits; i++) {
            text.append((char) ('0' + random.nextInt(10)));
        }
        BigInteger value = new BigInteger(text.toString());
        return random.nextBoolean() ? value.negate() : value;
    }

    public static final KeyType<BigInteger> BIG_INTEGER = new KeyType<>("BigInteger", KeyCodec::encodeBigInteger,
            KeyCodec::decodeBigInteger, BigInteger::compareTo,
            List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE.negate(), BigInteger.valueOf(9),
                    BigInteger.TEN, BigInteger.valueOf(-10), BigInteger.valueOf(99), BigInteger.valueOf(100),
                    BigInteger.valueOf(15), BigInteger.valueOf(155), BigInteger.valueOf(-15), BigInteger.valueOf(-155),
                    BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE), BigInteger.TEN.pow(998), NINES_999,
                    NINES_999.negate(), BigInteger.TEN.pow(998).negate()),
            KeyTypes::randomBigInteger,
            (random, b) -> switch (random.nextInt(4)) {
                case 0 -> b.add(BigInteger.valueOf(random.nextInt(5) - 2));
                case 1 -> b.multiply(BigInteger.TEN).add(BigInteger.valueOf(random.nextInt(10) * b.signum()));
                case 2 -> b.divide(BigInteger.TEN);
                default -> b.negate();
            },
            b -> b.abs().compareTo(NINES_999) <= 0); // at most 999 digits

    private static BigDecimal randomBigDecimal(Random random) {
        BigInteger unscaled = random.nextInt(4) == 0 ? randomBigInteger(random)
                : BigInteger.valueOf(random.nextInt(2001) - 1000);
        int scale = random.nextInt(10) == 0 ? random.nextInt(9990) - 4995 : random.nextInt(21) - 10;
        return new BigDecimal(unscaled, scale);
    }

    private static BigDecimal nearBigDecimal(Random random, BigDecimal d) {
        // Adding across a huge exponent gap would make numbers of thousands of digits: only small values get sums.
        boolean small = Math.abs(d.scale()) < 40 && d.precision() < 60;
        return switch (random.nextInt(5)) {
            case 0 -> small ? d.add(BigDecimal.ONE.movePointLeft(random.nextInt(6))
                    .multiply(BigDecimal.valueOf(random.nextInt(3) - 1))) : d.negate();
            case 1 -> d.scaleByPowerOfTen(random.nextInt(3) - 1); // keeps the digits (movePoint would expand 1E+4998)
            case 2 -> d.add(new BigDecimal(BigInteger.valueOf(random.nextInt(10)), d.scale() + 1)); // append a digit
            case 3 -> d.setScale(d.scale() + random.nextInt(3)); // the same value with trailing zeros
            default -> d.negate();
        };
    }

    /** The exponent e of value = 0.digits x 10^e, computed without the codec. */
    public static long decimalExponent(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return (long) stripped.precision() - stripped.scale();
    }

    public static final KeyType<BigDecimal> BIG_DECIMAL = new KeyType<>("BigDecimal", KeyCodec::encodeBigDecimal,
            KeyCodec::decodeBigDecimal, BigDecimal::compareTo,
            List.of(new BigDecimal("1.5"), new BigDecimal("1.55"), new BigDecimal("-1.5"), new BigDecimal("-1.55"),
                    BigDecimal.ZERO, BigDecimal.TEN, BigDecimal.ONE, new BigDecimal("1.50"), new BigDecimal("0.00"),
                    new BigDecimal("1E+2"), new BigDecimal("-1"), new BigDecimal("-10"), new BigDecimal("0.1"),
                    new BigDecimal("-0.1"), new BigDecimal("0.15"), new BigDecimal("15"), new BigDecimal("-15"),
                    new BigDecimal("1E+4998"), new BigDecimal("9.99E+4998"), new BigDecimal("-1E+4998"),
                    new BigDecimal("1E-5000"), new BigDecimal("-1E-5000"), new BigDecimal("-9.99E+4998")),
            KeyTypes::randomBigDecimal,
            KeyTypes::nearBigDecimal,
            d -> d.signum() == 0 || Math.abs(decimalExponent(d)) < 5000);

    // ---- time ------------------------------------------------------------------------------

    public static final Instant MIN_INSTANT = LocalDate.of(0, 1, 1).atStartOfDay().toInstant(ZoneOffset.UTC);
    public static final Instant MAX_INSTANT = LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999)
            .toInstant(ZoneOffset.UTC);

    private static int randomNanos(Random random) {
        return switch (random.nextInt(4)) {
            case 0, 1 -> 0;
            case 2 -> random.nextInt(1_000_000_000);
            default -> new int[] {1, 999_999_999, 500_000_000, 1_000}[random.nextInt(4)];
        };
    }

    public static final KeyType<Instant> INSTANT = new KeyType<>("Instant", KeyCodec::encodeInstant,
            KeyCodec::decodeInstant, Instant::compareTo,
            List.of(MIN_INSTANT, MIN_INSTANT.plusNanos(1), MAX_INSTANT, MAX_INSTANT.minusNanos(1),
                    MAX_INSTANT.minusNanos(999_999_999), Instant.EPOCH, Instant.ofEpochSecond(-1, 999_999_999),
                    Instant.ofEpochSecond(-1), Instant.parse("2024-01-01T00:00:00Z"),
                    Instant.parse("2024-01-01T00:00:00.000000001Z"), Instant.parse("2024-12-31T23:59:59.999999999Z")),
            random -> Instant.ofEpochSecond(random.nextLong(MIN_INSTANT.getEpochSecond(),
                    MAX_INSTANT.getEpochSecond() + 1), randomNanos(random)),
            (random, t) -> switch (random.nextInt(4)) {
                case 0 -> t.plusNanos(random.nextInt(3) - 1);
                case 1 -> t.plusSeconds(random.nextInt(3) - 1);
                case 2 -> t.plusMillis(random.nextInt(2001) - 1000);
                default -> Instant.ofEpochSecond(t.getEpochSecond());
            },
            t -> !t.isBefore(MIN_INSTANT) && !t.isAfter(MAX_INSTANT));

    public static final KeyType<LocalDate> LOCAL_DATE = new KeyType<>("LocalDate", KeyCodec::encodeLocalDate,
            KeyCodec::decodeLocalDate, LocalDate::compareTo,
            List.of(LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(1970, 1, 1),
                    LocalDate.of(2024, 2, 29), LocalDate.of(999, 12, 31), LocalDate.of(1000, 1, 1)),
            random -> LocalDate.ofEpochDay(random.nextLong(LocalDate.of(0, 1, 1).toEpochDay(),
                    LocalDate.of(9999, 12, 31).toEpochDay() + 1)),
            (random, d) -> random.nextBoolean() ? d.plusDays(random.nextInt(3) - 1) : d.plusMonths(random.nextInt(3) - 1),
            d -> d.getYear() >= 0 && d.getYear() <= 9999);

    public static final KeyType<LocalDateTime> LOCAL_DATE_TIME = new KeyType<>("LocalDateTime",
            KeyCodec::encodeLocalDateTime, KeyCodec::decodeLocalDateTime, LocalDateTime::compareTo,
            List.of(LocalDateTime.of(0, 1, 1, 0, 0), LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999),
                    LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 1, 1, 0, 0, 0, 1)),
            random -> LocalDateTime.of(LOCAL_DATE.random().apply(random),
                    LocalTime.ofNanoOfDay(random.nextLong(LocalTime.MAX.toNanoOfDay() + 1))
                            .withNano(randomNanos(random))),
            (random, t) -> random.nextBoolean() ? t.plusNanos(random.nextInt(3) - 1) : t.plusSeconds(random.nextInt(3) - 1),
            t -> t.getYear() >= 0 && t.getYear() <= 9999);

    // ---- other scalars ---------------------------------------------------------------------

    public static final KeyType<UUID> UUIDS = new KeyType<>("UUID", KeyCodec::encodeUuid, KeyCodec::decodeUuid,
            KeyTypes::compareUnsigned,
            List.of(new UUID(0, 0), new UUID(-1, -1), new UUID(Long.MIN_VALUE, 0), new UUID(Long.MAX_VALUE, -1),
                    new UUID(0, Long.MIN_VALUE), new UUID(0, Long.MAX_VALUE), new UUID(1, 0), new UUID(0, 1),
                    UUID.fromString("7fffffff-ffff-ffff-ffff-ffffffffffff"),
                    UUID.fromString("80000000-0000-0000-0000-000000000000")),
            random -> new UUID(random.nextLong(), random.nextLong()),
            (random, u) -> switch (random.nextInt(3)) {
                case 0 -> new UUID(u.getMostSignificantBits(), u.getLeastSignificantBits() + random.nextInt(3) - 1);
                case 1 -> new UUID(u.getMostSignificantBits() + random.nextInt(3) - 1, u.getLeastSignificantBits());
                default -> new UUID(u.getMostSignificantBits() ^ Long.MIN_VALUE, u.getLeastSignificantBits());
            },
            u -> true);

    public static final KeyType<Status> ENUM = new KeyType<>("enum (ordinal)", KeyCodec::encodeEnumOrdinal,
            text -> KeyCodec.decodeEnumOrdinal(Status.class, text), Comparator.comparingInt(Enum::ordinal),
            List.of(Status.values()), random -> Status.values()[random.nextInt(Status.values().length)],
            (random, s) -> Status.values()[Math.floorMod(s.ordinal() + random.nextInt(3) - 1, Status.values().length)],
            s -> true);

    /** Every key type whose encoding is ordered. */
    public static final List<KeyType<?>> ORDERED = List.of(STRING, BOOLEAN, BYTE, SHORT, INT, LONG, BIG_INTEGER,
            BIG_DECIMAL, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUIDS, ENUM);
}
