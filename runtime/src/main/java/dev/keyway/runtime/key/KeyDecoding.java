package dev.keyway.runtime.key;

import java.util.UUID;
import java.util.function.Function;

/**
 * Reads the text of the string, integer, UUID and boolean key encodings back into values, accepting only
 * text the encoding writes. Only {@link KeyPart#decode} and code that parses keys by hand call these
 * decoders, so they live apart from the encoders every write uses (the decoders of dates and times stay
 * in {@link KeyCodec}: attribute reads use them).
 */
final class KeyDecoding {

    private KeyDecoding() {
    }

    /** Decodes {@link KeyCodec#encodeString(String)}. */
    static String decodeString(String text) {
        String value = decodeStringLeniently(text);
        return canonical(text, value, KeyCodec::encodeString, "an encoded string");
    }

    /** The string {@code text} encodes, without checking that the encoding would write it so. */
    static String decodeStringLeniently(String text) {
        int escape = text.indexOf(KeyCodec.ESCAPE);
        if (escape < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length()).append(text, 0, escape);
        for (int i = escape; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != KeyCodec.ESCAPE) {
                out.append(c);
                continue;
            }
            if (i + 2 >= text.length()) {
                throw new IllegalArgumentException("truncated escape in '" + text + "'");
            }
            int decoded = Character.digit(text.charAt(i + 1), 16) * 16 + Character.digit(text.charAt(i + 2), 16);
            if (decoded < 0 || decoded > KeyCodec.ESCAPE) {
                throw new IllegalArgumentException("bad escape in '" + text + "'");
            }
            out.append((char) decoded);
            i += 2;
        }
        return out.toString();
    }

    /** A fixed-width integer of {@code digits} digits whose type's least value is {@code min}. */
    static long decodeIntegral(String text, long min, int digits) {
        if (text.length() != digits + 1 || (text.charAt(0) != '-' && text.charAt(0) != '0')) {
            throw new IllegalArgumentException("'" + text + "' is not an encoded " + (digits + 1)
                    + "-character integer");
        }
        long magnitude = 0;
        for (int i = 1; i <= digits; i++) {
            int digit = text.charAt(i) - '0';
            if (digit < 0 || digit > 9) {
                throw new IllegalArgumentException("'" + text + "' is not an encoded integer");
            }
            magnitude = magnitude * 10 + digit;
        }
        long value = text.charAt(0) == '-' ? magnitude + min : magnitude;
        if ((text.charAt(0) == '-') != (value < 0) || value < min || value > -(min + 1)) {
            throw new IllegalArgumentException("'" + text + "' is out of range");
        }
        return value;
    }

    /** Decodes {@link KeyCodec#encodeUuid(UUID)}. */
    static UUID decodeUuid(String text) {
        UUID value;
        try {
            value = text.length() == 36 ? UUID.fromString(text) : null;
        } catch (IllegalArgumentException e) {
            value = null;
        }
        return canonical(text, value, KeyCodec::encodeUuid, "a canonical UUID");
    }

    /** Decodes {@link KeyCodec#encodeBoolean(boolean)}. */
    static boolean decodeBoolean(String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("'" + text + "' is not an encoded boolean");
        };
    }

    /**
     * The decoded value if it encodes back to exactly {@code text}: rejects every malformed or
     * non-canonical text (other digits, signs, case, padding) that a lenient parse let through.
     */
    static <T> T canonical(String text, T value, Function<T, String> encoder, String what) {
        boolean same;
        try {
            same = value != null && encoder.apply(value).equals(text);
        } catch (IllegalArgumentException e) {
            same = false;
        }
        if (!same) {
            throw new IllegalArgumentException("'" + text + "' is not " + what);
        }
        return value;
    }
}
