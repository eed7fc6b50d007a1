package dev.keyway.runtime.key;

import java.math.BigInteger;

/**
 * The encodings of {@code @KeyFormat}, for keys that other code wrote: strings with another delimiter,
 * raw strings, plain and zero-padded integers, enum names and ordinals in one case (the ordinals' decoder
 * serves the declared case too). {@link KeyCodec} documents them and delegates to them here, away from the
 * encodings every entity uses.
 */
final class KeyFormats {

    private KeyFormats() {
    }

    /** Refuses a delimiter the escape {@code $XX} cannot write: one above U+00FF. */
    private static void escapable(char delimiter) {
        if (delimiter > 0xFF) {
            throw new IllegalArgumentException("the key delimiter U+" + Integer.toHexString(delimiter).toUpperCase()
                    + " is above U+00FF, which a key's escape ($ and two hex digits) cannot write; use an ASCII delimiter");
        }
    }

    /**
     * Encodes a string for a key whose delimiter is {@code delimiter}: as {@link KeyCodec#encodeString(String)},
     * with the delimiter escaped too when it is above {@code '$'}.
     */
    static String encodeString(String value, char delimiter) {
        escapable(delimiter);
        String encoded = KeyCodec.encodeString(value);
        if (delimiter <= KeyCodec.ESCAPE || encoded.indexOf(delimiter) < 0) {
            return encoded;
        }
        StringBuilder out = new StringBuilder(encoded.length() + 8);
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == delimiter) {
                KeyCodec.appendEscaped(out, c);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Decodes {@link KeyCodec#encodeString(String, char)}; only text that encoding produces is accepted. */
    static String decodeString(String text, char delimiter) {
        escapable(delimiter);
        if (delimiter <= KeyCodec.ESCAPE) {
            return KeyCodec.decodeString(text);
        }
        String hex = KeyCodec.appendEscaped(new StringBuilder(3), delimiter).toString();
        return KeyDecoding.canonical(text, restoreDelimiter(text, hex, delimiter), v -> encodeString(v, delimiter),
                "an encoded string");
    }

    /** The string {@code text} encodes with escaped delimiters: each escaped delimiter turned back into it first. */
    private static String restoreDelimiter(String text, String hex, char delimiter) {
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        while (true) {
            int at = text.indexOf(hex, from);
            if (at < 0) {
                out.append(KeyDecoding.decodeStringLeniently(text.substring(from)));
                return out.toString();
            }
            out.append(KeyDecoding.decodeStringLeniently(text.substring(from, at))).append(delimiter);
            from = at + hex.length();
        }
    }

    /**
     * A string as given, for a key that holds it raw: refused if it contains the key's
     * {@code delimiter} (it would make two keys ambiguous), a lone surrogate (not UTF-8) or
     * U+10FFFF (the upper bound of key ranges).
     */
    static String encodeRawString(String value, char delimiter) {
        return encodeRawString(value, String.valueOf(delimiter));
    }

    /**
     * A string as given, for keys that hold it raw: refused if it contains one of
     * {@code delimiters} (those of every key that holds the component), a lone surrogate or U+10FFFF.
     */
    static String encodeRawString(String value, String delimiters) {
        for (int i = 0; i < value.length(); i++) {
            if (delimiters.indexOf(value.charAt(i)) >= 0) {
                throw new IllegalArgumentException("contains '" + value.charAt(i) + "' at index " + i
                        + ", a key delimiter, which a raw key component cannot hold");
            }
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!Character.isSurrogate(c)) {
                continue;
            }
            KeyCodec.pairAt(value, i);
            i++;
        }
        return value;
    }

    /** Decodes {@link KeyCodec#encodeRawString(String, char)}: the text itself, if that encoding can produce it. */
    static String decodeRawString(String text, char delimiter) {
        return encodeRawString(text, delimiter);
    }

    /** Decodes {@link KeyCodec#encodeRawString(String, String)}: the text itself, if that encoding can produce it. */
    static String decodeRawString(String text, String delimiters) {
        return encodeRawString(text, delimiters);
    }

    /** Encodes an integer in plain decimal digits, as people write it: {@code 42}, {@code -7}. Not ordered. */
    static String encodePlainInteger(long value) {
        return Long.toString(value);
    }

    /**
     * Decodes {@link KeyCodec#encodePlainInteger(long)} into a value from {@code min} to {@code max}
     * (the bounds of the component's type); only the canonical form ({@code 42}, never
     * {@code 042}, {@code +42} or {@code -0}) is accepted.
     */
    static long decodePlainInteger(String text, long min, long max) {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a plain decimal integer", e);
        }
        if (!Long.toString(value).equals(text)) {
            throw new IllegalArgumentException("'" + text + "' is not a plain decimal integer");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("'" + text + "' is out of range " + min + " to " + max);
        }
        return value;
    }

    /** Encodes a {@link BigInteger} in plain decimal digits. Not ordered. */
    static String encodePlainBigInteger(BigInteger value) {
        return value.toString();
    }

    /** Decodes {@link KeyCodec#encodePlainBigInteger(BigInteger)}; only the canonical form is accepted. */
    static BigInteger decodePlainBigInteger(String text) {
        BigInteger value;
        try {
            value = new BigInteger(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a plain decimal integer", e);
        }
        return KeyDecoding.canonical(text, value, KeyFormats::encodePlainBigInteger, "a plain decimal integer");
    }

    /**
     * Encodes a non-negative integer zero-padded to exactly {@code digits} digits: {@code 00042}.
     * Ordered, since every value has the same width.
     *
     * @throws IllegalArgumentException for a negative value or one of more digits
     */
    static String encodePaddedInteger(long value, int digits) {
        return encodePaddedBigInteger(BigInteger.valueOf(value), digits);
    }

    /** Decodes {@link KeyCodec#encodePaddedInteger(long, int)} into a value up to {@code max}. */
    static long decodePaddedInteger(String text, int digits, long max) {
        BigInteger value = decodePaddedBigInteger(text, digits);
        if (value.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException("'" + text + "' is out of range 0 to " + max);
        }
        return value.longValue();
    }

    /** Encodes a non-negative {@link BigInteger} zero-padded to exactly {@code digits} digits. */
    static String encodePaddedBigInteger(BigInteger value, int digits) {
        if (value.signum() < 0) {
            throw new IllegalArgumentException("is negative (" + value + "); a zero-padded key number holds 0 and up,"
                    + " since '-' would sort negative values wrongly");
        }
        String text = value.toString();
        if (text.length() > digits) {
            throw new IllegalArgumentException(value + " has " + text.length() + " digits; the key holds " + digits);
        }
        return "0".repeat(digits - text.length()) + text;
    }

    /** Decodes {@link KeyCodec#encodePaddedBigInteger(BigInteger, int)}. */
    static BigInteger decodePaddedBigInteger(String text, int digits) {
        if (text.length() != digits) {
            throw new IllegalArgumentException("'" + text + "' is not " + digits + " digits");
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                throw new IllegalArgumentException("'" + text + "' is not " + digits + " digits");
            }
        }
        return new BigInteger(text);
    }

    /** Encodes an enum constant by name in the given case, as {@code @KeyFormat(raw = true)} keys hold it. */
    static String encodeEnumName(Enum<?> value, KeyCase casing) {
        return casing.apply(value.name());
    }

    /** Decodes {@link KeyCodec#encodeEnumName(Enum, KeyCase)}: the one constant whose name in that case is the text. */
    static <E extends Enum<E>> E decodeEnumName(Class<E> type, String text, KeyCase casing) {
        for (E constant : type.getEnumConstants()) {
            if (casing.apply(constant.name()).equals(text)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("'" + text + "' names no constant of " + type.getSimpleName());
    }

    /** Encodes an enum constant as {@code ordinal-NAME} with the name in the given case. */
    static String encodeEnumOrdinal(Enum<?> value, KeyCase casing) {
        String encoded = KeyCodec.encodeEnumOrdinal(value);
        return encoded.substring(0, 4) + casing.apply(encoded.substring(4));
    }

    /** Decodes {@link KeyCodec#encodeEnumOrdinal(Enum, KeyCase)}, checking the ordinal still names that constant. */
    static <E extends Enum<E>> E decodeEnumOrdinal(Class<E> type, String text, KeyCase casing) {
        if (text.length() < 5 || text.charAt(3) != '-') {
            throw new IllegalArgumentException("'" + text + "' is not an encoded " + type.getSimpleName());
        }
        int ordinal = KeyCodec.digits(text, 0, 3);
        E[] constants = type.getEnumConstants();
        if (ordinal >= constants.length || !casing.apply(constants[ordinal].name()).equals(text.substring(4))) {
            throw new IllegalArgumentException("'" + text + "' does not match " + type.getSimpleName()
                    + "'s constants: were they reordered or renamed?");
        }
        return constants[ordinal];
    }
}
