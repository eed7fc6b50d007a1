package dev.keyway.runtime.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/**
 * Encodes key components into the text of a key and back.
 *
 * <p>Every encoding keeps order: for two values {@code a < b} of one type,
 * {@code encode(a) < encode(b)} in DynamoDB's byte-wise UTF-8 order, also when a
 * {@code '#'} and further components follow. No encoding ever contains the delimiter
 * {@code '#'}, so a value cannot forge key structure, and a value's encoding is never a prefix
 * of another's followed by {@code '#'} (a query on {@code ORDER#2024} never matches
 * {@code ORDER#20240}). The encodings, documented in the guide's "Key encoding":
 *
 * <ul>
 *   <li>strings: the text itself, with every code point up to {@code '$'} (U+0000..U+0024, which
 *       includes {@code '#'}, space and control characters) written as {@code '$'} plus two
 *       upper-case hex digits; lone surrogates and U+10FFFF (reserved as the upper bound of key
 *       ranges) are rejected;
 *   <li>{@code byte}, {@code short}, {@code int}, {@code long}: {@code '0'} then the value in 3, 5,
 *       10 or 19 zero-padded digits; a negative value is {@code '-'} then {@code value - MIN_VALUE}
 *       in as many digits;
 *   <li>{@link BigInteger}: {@code "0"} for zero; {@code '1'}, the digit count in 3 digits, the
 *       digits; a negative value is {@code '-'}, {@code 999 - count}, the nines' complement of
 *       its digits (up to 999 digits);
 *   <li>{@link BigDecimal}: compared by value ({@code 1.5} and {@code 1.50} are one key): {@code "0"}
 *       for zero; {@code '1'}, the exponent {@code e + 5000} in 4 digits, the significant digits
 *       (value = 0.digits &times; 10<sup>e</sup>); a negative value is {@code '-'},
 *       {@code 4999 - e}, the nines' complement of the digits and {@code '~'}; {@code |e| < 5000};
 *   <li>{@link Instant}: {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ} in UTC, always nine fraction digits;
 *       {@link LocalDateTime} the same without {@code Z}; {@link LocalDate} {@code yyyy-MM-dd};
 *       years 0000 to 9999;
 *   <li>{@link UUID}: the canonical lower-case form, ordered as an unsigned 128-bit number;
 *   <li>{@code boolean}: {@code false} or {@code true};
 *   <li>enums in a partition key: the constant's name (partition keys are not ordered); in a
 *       sort key: the ordinal in 3 digits, {@code '-'} and the name, so that they sort in
 *       declaration order ({@code 002-SHIPPED}).
 * </ul>
 *
 * <p>Formats for keys that other code wrote ({@code @KeyFormat}), which give up some of that:
 *
 * <ul>
 *   <li>strings in a key with another delimiter than {@code '#'}: escaped as above, and the
 *       delimiter too ({@link #encodeString(String, char)}); such keys no longer sort by value;
 *   <li>raw strings: the text as given; one holding the delimiter is refused
 *       ({@link #encodeRawString(String, char)}); not ordered;
 *   <li>plain integers: decimal digits as {@link Long#toString(long)} writes them ({@code 42},
 *       {@code -7}); not ordered;
 *   <li>zero-padded integers: exactly {@code digits} digits ({@code 00042}); ordered; negative
 *       and wider values are refused;
 *   <li>enums by name in any key, optionally in one case ({@link #encodeEnumName(Enum, KeyCase)}).
 * </ul>
 *
 * <p>Every method throws {@link IllegalArgumentException} for a value it cannot encode or text
 * it cannot decode; generated code turns that into an {@link InvalidKeyValueException} naming the
 * entity and component.
 */
public final class KeyCodec {

    /** Separates components and literals in key templates. */
    public static final char DELIMITER = '#';

    /** Starts an escaped character in an encoded string. */
    public static final char ESCAPE = '$';

    /**
     * U+10FFFF: greater than every character an encoded key can contain, so {@code prefix + MAX}
     * bounds the range of keys that start with {@code prefix}.
     */
    public static final String MAX = new String(Character.toChars(Character.MAX_CODE_POINT));

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    // 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z as literals: computing them through LocalDate
    // initialised the ISO chronology and its date-time classes on a cold start (KeyCodecRejectionTest checks them).
    static final long MIN_SECOND = -62_167_219_200L;
    static final long MAX_SECOND = 253_402_300_799L;

    private KeyCodec() {
    }

    // ---- strings ---------------------------------------------------------------------------

    /** Encodes a string, escaping the code points U+0000..U+0024. */
    public static String encodeString(String value) {
        int length = value.length();
        StringBuilder out = null;
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c > ESCAPE && !Character.isSurrogate(c)) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(length + 8).append(value, 0, i);
            }
            if (c <= ESCAPE) {
                appendEscaped(out, c);
            } else {
                out.appendCodePoint(pairAt(value, i));
                i++;
            }
        }
        return out == null ? value : out.toString();
    }

    /**
     * The code point of the surrogate pair at {@code i}: refused if the surrogate there is alone (not
     * UTF-8) or the pair is U+10FFFF (the upper bound of key ranges).
     */
    static int pairAt(String value, int i) {
        int codePoint = value.codePointAt(i);
        if (Character.isBmpCodePoint(codePoint)) { // a surrogate that is not part of a pair
            throw new IllegalArgumentException("contains a lone surrogate at index " + i
                    + ", which is not valid UTF-8");
        }
        if (codePoint == Character.MAX_CODE_POINT) {
            throw new IllegalArgumentException("contains U+10FFFF, which keys reserve as the upper bound of ranges");
        }
        return codePoint;
    }

    /** {@code '$'} and the character's code in two upper-case hex digits; the character is at most U+00FF. */
    static StringBuilder appendEscaped(StringBuilder out, char c) {
        return out.append(ESCAPE).append(HEX[c >> 4]).append(HEX[c & 0xF]);
    }

    /** Decodes {@link #encodeString(String)}; only text that encoding produces is accepted. */
    public static String decodeString(String text) {
        return KeyDecoding.decodeString(text);
    }

    /**
     * Encodes a string for a key whose delimiter is {@code delimiter}: as {@link #encodeString(String)},
     * with the delimiter escaped too when it is above {@code '$'}.
     *
     * @throws IllegalArgumentException if the delimiter is above U+00FF (no escape can write it)
     */
    public static String encodeString(String value, char delimiter) {
        return KeyFormats.encodeString(value, delimiter);
    }

    /**
     * Decodes {@link #encodeString(String, char)}; only text that encoding produces is accepted.
     *
     * @throws IllegalArgumentException if the delimiter is above U+00FF
     */
    public static String decodeString(String text, char delimiter) {
        return KeyFormats.decodeString(text, delimiter);
    }

    /**
     * A string as given, for a key that holds it raw: refused if it contains the key's
     * {@code delimiter} (it would make two keys ambiguous), a lone surrogate (not UTF-8) or
     * U+10FFFF (the upper bound of key ranges).
     */
    public static String encodeRawString(String value, char delimiter) {
        return KeyFormats.encodeRawString(value, delimiter);
    }

    /**
     * A string as given, for keys that hold it raw: refused if it contains one of
     * {@code delimiters} (those of every key that holds the component), a lone surrogate or U+10FFFF.
     */
    public static String encodeRawString(String value, String delimiters) {
        return KeyFormats.encodeRawString(value, delimiters);
    }

    /** Decodes {@link #encodeRawString(String, char)}: the text itself, if that encoding can produce it. */
    public static String decodeRawString(String text, char delimiter) {
        return KeyFormats.decodeRawString(text, delimiter);
    }

    /** Decodes {@link #encodeRawString(String, String)}: the text itself, if that encoding can produce it. */
    public static String decodeRawString(String text, String delimiters) {
        return KeyFormats.decodeRawString(text, delimiters);
    }

    // ---- integral numbers ------------------------------------------------------------------

    /** Encodes a {@code byte} in 4 characters. */
    public static String encodeByte(byte value) {
        return encodeIntegral(value, Byte.MIN_VALUE, 3);
    }

    /** Encodes a {@code short} in 6 characters. */
    public static String encodeShort(short value) {
        return encodeIntegral(value, Short.MIN_VALUE, 5);
    }

    /** Encodes an {@code int} in 11 characters. */
    public static String encodeInt(int value) {
        return encodeIntegral(value, Integer.MIN_VALUE, 10);
    }

    /** Encodes a {@code long} in 20 characters. */
    public static String encodeLong(long value) {
        return encodeIntegral(value, Long.MIN_VALUE, 19);
    }

    /** Decodes {@link #encodeByte(byte)}. */
    public static byte decodeByte(String text) {
        return (byte) KeyDecoding.decodeIntegral(text, Byte.MIN_VALUE, 3);
    }

    /** Decodes {@link #encodeShort(short)}. */
    public static short decodeShort(String text) {
        return (short) KeyDecoding.decodeIntegral(text, Short.MIN_VALUE, 5);
    }

    /** Decodes {@link #encodeInt(int)}. */
    public static int decodeInt(String text) {
        return (int) KeyDecoding.decodeIntegral(text, Integer.MIN_VALUE, 10);
    }

    /** Decodes {@link #encodeLong(long)}. */
    public static long decodeLong(String text) {
        return KeyDecoding.decodeIntegral(text, Long.MIN_VALUE, 19);
    }

    private static String encodeIntegral(long value, long min, int digits) {
        char[] out = new char[digits + 1];
        long magnitude;
        if (value < 0) {
            out[0] = '-';
            magnitude = value - min; // in [0, -min - 1]: no overflow for value < 0
        } else {
            out[0] = '0';
            magnitude = value;
        }
        for (int i = digits; i >= 1; i--) {
            out[i] = (char) ('0' + magnitude % 10);
            magnitude /= 10;
        }
        return new String(out);
    }

    /** Encodes an integer in plain decimal digits, as people write it: {@code 42}, {@code -7}. Not ordered. */
    public static String encodePlainInteger(long value) {
        return KeyFormats.encodePlainInteger(value);
    }

    /**
     * Decodes {@link #encodePlainInteger(long)} into a value from {@code min} to {@code max}
     * (the bounds of the component's type); only the canonical form ({@code 42}, never
     * {@code 042}, {@code +42} or {@code -0}) is accepted.
     */
    public static long decodePlainInteger(String text, long min, long max) {
        return KeyFormats.decodePlainInteger(text, min, max);
    }

    /** Encodes a {@link BigInteger} in plain decimal digits. Not ordered. */
    public static String encodePlainBigInteger(BigInteger value) {
        return KeyFormats.encodePlainBigInteger(value);
    }

    /** Decodes {@link #encodePlainBigInteger(BigInteger)}; only the canonical form is accepted. */
    public static BigInteger decodePlainBigInteger(String text) {
        return KeyFormats.decodePlainBigInteger(text);
    }

    /**
     * Encodes a non-negative integer zero-padded to exactly {@code digits} digits: {@code 00042}.
     * Ordered, since every value has the same width.
     *
     * @throws IllegalArgumentException for a negative value or one of more digits
     */
    public static String encodePaddedInteger(long value, int digits) {
        return KeyFormats.encodePaddedInteger(value, digits);
    }

    /** Decodes {@link #encodePaddedInteger(long, int)} into a value up to {@code max}. */
    public static long decodePaddedInteger(String text, int digits, long max) {
        return KeyFormats.decodePaddedInteger(text, digits, max);
    }

    /** Encodes a non-negative {@link BigInteger} zero-padded to exactly {@code digits} digits. */
    public static String encodePaddedBigInteger(BigInteger value, int digits) {
        return KeyFormats.encodePaddedBigInteger(value, digits);
    }

    /** Decodes {@link #encodePaddedBigInteger(BigInteger, int)}. */
    public static BigInteger decodePaddedBigInteger(String text, int digits) {
        return KeyFormats.decodePaddedBigInteger(text, digits);
    }

    // ---- arbitrary precision ---------------------------------------------------------------

    // ---- arbitrary precision ---------------------------------------------------------------

    /** Encodes a {@link BigInteger} of up to 999 digits. */
    public static String encodeBigInteger(BigInteger value) {
        return BigNumberCodec.encodeBigInteger(value);
    }

    /** Decodes {@link #encodeBigInteger(BigInteger)}; only text that encoding produces is accepted. */
    public static BigInteger decodeBigInteger(String text) {
        return BigNumberCodec.decodeBigInteger(text);
    }

    /** Encodes a {@link BigDecimal} by value (its scale is not kept); {@code |exponent| < 5000}. */
    public static String encodeBigDecimal(BigDecimal value) {
        return BigNumberCodec.encodeBigDecimal(value);
    }

    /**
     * Decodes {@link #encodeBigDecimal(BigDecimal)} into the value without trailing zeros; only
     * text that encoding produces is accepted.
     */
    public static BigDecimal decodeBigDecimal(String text) {
        return BigNumberCodec.decodeBigDecimal(text);
    }

    /** A non-negative value as at least {@code width} digits, zero-padded. */
    static void appendPadded(StringBuilder out, long value, int width) {
        String digits = Long.toString(value);
        for (int i = digits.length(); i < width; i++) {
            out.append('0');
        }
        out.append(digits);
    }


    // ---- time ------------------------------------------------------------------------------

    // Times are written digit by digit into a char[]: they are encoded for every key and attribute
    // that holds one, and going through LocalDateTime and StringBuilder cost twice as much.

    /** Encodes an {@link Instant} as {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ} (UTC). */
    public static String encodeInstant(Instant value) {
        long seconds = value.getEpochSecond();
        if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
            throw new IllegalArgumentException(value + " is outside the years 0000 to 9999");
        }
        char[] out = new char[30];
        writeDate(out, LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400)));
        writeTime(out, (int) Math.floorMod(seconds, 86_400), value.getNano());
        out[29] = 'Z';
        return new String(out);
    }

    /** Decodes {@link #encodeInstant(Instant)}. */
    public static Instant decodeInstant(String text) {
        if (text.length() != 30 || text.charAt(29) != 'Z' || text.charAt(4) != '-' || text.charAt(7) != '-'
                || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(19) != '.') {
            throw new IllegalArgumentException("'" + text + "' is not an encoded Instant");
        }
        // Straight to epoch seconds, as LocalDateTime would check it: a valid date, hours, minutes, seconds.
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        if (hour > 23 || minute > 59 || second > 59) {
            throw new IllegalArgumentException("'" + text + "' is not an encoded Instant");
        }
        long day;
        try {
            day = LocalDate.of(digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10)).toEpochDay();
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("'" + text + "' is not an encoded Instant", e);
        }
        return Instant.ofEpochSecond(day * 86_400 + hour * 3_600 + minute * 60 + second, digits(text, 20, 29));
    }

    /** Encodes a {@link LocalDateTime} as {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn}. */
    public static String encodeLocalDateTime(LocalDateTime value) {
        checkYear(value.getYear(), value);
        char[] out = new char[29];
        writeDate(out, value.toLocalDate());
        writeTime(out, value.toLocalTime().toSecondOfDay(), value.getNano());
        return new String(out);
    }

    /** Decodes {@link #encodeLocalDateTime(LocalDateTime)}. */
    public static LocalDateTime decodeLocalDateTime(String text) {
        return parseDateTime(text, 29);
    }

    /** Encodes a {@link LocalDate} as {@code yyyy-MM-dd}. */
    public static String encodeLocalDate(LocalDate value) {
        checkYear(value.getYear(), value);
        char[] out = new char[10];
        writeDate(out, value);
        return new String(out);
    }

    /** Decodes {@link #encodeLocalDate(LocalDate)}. */
    public static LocalDate decodeLocalDate(String text) {
        if (text.length() != 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            throw new IllegalArgumentException("'" + text + "' is not an encoded LocalDate");
        }
        try {
            return LocalDate.of(digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10));
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("'" + text + "' is not an encoded LocalDate", e);
        }
    }

    private static void checkYear(int year, Object value) {
        if (year < 0 || year > 9999) {
            throw new IllegalArgumentException(value + " is outside the years 0000 to 9999");
        }
    }

    /** {@code yyyy-MM-dd} into {@code out[0..9]}. */
    private static void writeDate(char[] out, LocalDate date) {
        writeDigits(out, 0, 4, date.getYear());
        out[4] = '-';
        writeDigits(out, 5, 2, date.getMonthValue());
        out[7] = '-';
        writeDigits(out, 8, 2, date.getDayOfMonth());
    }

    /** {@code THH:mm:ss.nnnnnnnnn} into {@code out[10..28]}. */
    private static void writeTime(char[] out, int secondOfDay, int nano) {
        out[10] = 'T';
        writeDigits(out, 11, 2, secondOfDay / 3600);
        out[13] = ':';
        writeDigits(out, 14, 2, secondOfDay / 60 % 60);
        out[16] = ':';
        writeDigits(out, 17, 2, secondOfDay % 60);
        out[19] = '.';
        writeDigits(out, 20, 9, nano);
    }

    /** A non-negative value as exactly {@code width} digits, zero-padded, from {@code out[at]}. */
    private static void writeDigits(char[] out, int at, int width, int value) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }

    /** {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn} at the start of a text of {@code length} characters, read in place. */
    private static LocalDateTime parseDateTime(String text, int length) {
        if (text.length() != length || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(19) != '.') {
            throw new IllegalArgumentException("'" + text + "' is not an encoded date-time");
        }
        try {
            return LocalDateTime.of(digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10),
                    digits(text, 11, 13), digits(text, 14, 16), digits(text, 17, 19), digits(text, 20, 29));
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("'" + text + "' is not an encoded date-time", e);
        }
    }

    /** The non-negative number that {@code text} holds in decimal digits from {@code from} to {@code to}. */
    static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            int digit = text.charAt(i) - '0';
            if (digit < 0 || digit > 9) {
                throw new IllegalArgumentException("'" + text + "' has a non-digit at index " + i);
            }
            value = value * 10 + digit;
        }
        return value;
    }

    // ---- other scalars ---------------------------------------------------------------------

    /** Encodes a {@link UUID} in its canonical lower-case form. */
    public static String encodeUuid(UUID value) {
        return value.toString();
    }

    /** Decodes {@link #encodeUuid(UUID)}. */
    public static UUID decodeUuid(String text) {
        return KeyDecoding.decodeUuid(text);
    }

    /** Encodes a {@code boolean} as {@code false} or {@code true}. */
    public static String encodeBoolean(boolean value) {
        return value ? "true" : "false";
    }

    /** Decodes {@link #encodeBoolean(boolean)}. */
    public static boolean decodeBoolean(String text) {
        return KeyDecoding.decodeBoolean(text);
    }

    /** Encodes an enum constant by name, as partition keys do. */
    public static String encodeEnumName(Enum<?> value) {
        return value.name();
    }

    /** Decodes {@link #encodeEnumName(Enum)}. */
    public static <E extends Enum<E>> E decodeEnumName(Class<E> type, String text) {
        return Enum.valueOf(type, text);
    }

    /** Encodes an enum constant as {@code ordinal-NAME} ({@code 002-SHIPPED}), as sort keys do. */
    public static String encodeEnumOrdinal(Enum<?> value) {
        int ordinal = value.ordinal();
        if (ordinal > 999) {
            throw new IllegalArgumentException("ordinal " + ordinal + " exceeds the 999 that sort keys hold");
        }
        StringBuilder out = new StringBuilder(value.name().length() + 4);
        appendPadded(out, ordinal, 3);
        return out.append('-').append(value.name()).toString();
    }

    /**
     * Decodes {@link #encodeEnumOrdinal(Enum)}, checking that the ordinal still names the same
     * constant (it does not once constants are reordered).
     */
    public static <E extends Enum<E>> E decodeEnumOrdinal(Class<E> type, String text) {
        return KeyFormats.decodeEnumOrdinal(type, text, KeyCase.AS_GIVEN);
    }

    /** Encodes an enum constant by name in the given case, as {@code @KeyFormat(raw = true)} keys hold it. */
    public static String encodeEnumName(Enum<?> value, KeyCase casing) {
        return KeyFormats.encodeEnumName(value, casing);
    }

    /** Decodes {@link #encodeEnumName(Enum, KeyCase)}: the one constant whose name in that case is the text. */
    public static <E extends Enum<E>> E decodeEnumName(Class<E> type, String text, KeyCase casing) {
        return KeyFormats.decodeEnumName(type, text, casing);
    }

    /** Encodes an enum constant as {@code ordinal-NAME} with the name in the given case. */
    public static String encodeEnumOrdinal(Enum<?> value, KeyCase casing) {
        return KeyFormats.encodeEnumOrdinal(value, casing);
    }

    /** Decodes {@link #encodeEnumOrdinal(Enum, KeyCase)}, checking that the ordinal still names the same constant. */
    public static <E extends Enum<E>> E decodeEnumOrdinal(Class<E> type, String text, KeyCase casing) {
        return KeyFormats.decodeEnumOrdinal(type, text, casing);
    }

    // ---- comparison ------------------------------------------------------------------------

    /** Compares two strings as DynamoDB compares key strings: by the bytes of their UTF-8 form. */
    public static int compareUtf8(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y); // code-point order is UTF-8 byte order
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
