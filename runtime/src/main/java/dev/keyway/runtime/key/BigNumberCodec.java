package dev.keyway.runtime.key;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The order-keeping key encodings of {@link BigInteger} and {@link BigDecimal}, which {@link KeyCodec}
 * documents and delegates to.
 */
final class BigNumberCodec {

    private static final int BIG_INTEGER_MAX_DIGITS = 999;
    private static final int BIG_DECIMAL_EXPONENT_LIMIT = 5000;

    private BigNumberCodec() {
    }

    /** Encodes a {@link BigInteger} of up to 999 digits. */
    static String encodeBigInteger(BigInteger value) {
        int signum = value.signum();
        if (signum == 0) {
            return "0";
        }
        String digits = value.abs().toString();
        if (digits.length() > BIG_INTEGER_MAX_DIGITS) {
            throw new IllegalArgumentException("has " + digits.length() + " digits; keys hold at most "
                    + BIG_INTEGER_MAX_DIGITS);
        }
        StringBuilder out = new StringBuilder(digits.length() + 4);
        if (signum > 0) {
            out.append('1');
            KeyCodec.appendPadded(out, digits.length(), 3);
            out.append(digits);
        } else {
            out.append('-');
            KeyCodec.appendPadded(out, BIG_INTEGER_MAX_DIGITS - digits.length(), 3);
            appendComplement(out, digits);
        }
        return out.toString();
    }

    /** Decodes {@link KeyCodec#encodeBigInteger(BigInteger)}; only text that encoding produces is accepted. */
    static BigInteger decodeBigInteger(String text) {
        return KeyDecoding.canonical(text, decodeBigIntegerLeniently(text), BigNumberCodec::encodeBigInteger,
                "an encoded BigInteger");
    }

    private static BigInteger decodeBigIntegerLeniently(String text) {
        if (text.equals("0")) {
            return BigInteger.ZERO;
        }
        try {
            char sign = text.charAt(0);
            int count = Integer.parseInt(text.substring(1, 4));
            String digits = text.substring(4);
            if (sign == '1' && digits.length() == count) {
                return new BigInteger(digits);
            }
            if (sign == '-' && digits.length() == BIG_INTEGER_MAX_DIGITS - count) {
                return new BigInteger(complement(digits)).negate();
            }
        } catch (RuntimeException e) {
            // falls through to the error below
        }
        throw new IllegalArgumentException("'" + text + "' is not an encoded BigInteger");
    }

    /** Encodes a {@link BigDecimal} by value (its scale is not kept); {@code |exponent| < 5000}. */
    static String encodeBigDecimal(BigDecimal value) {
        int signum = value.signum();
        if (signum == 0) {
            return "0";
        }
        BigDecimal normalized = value.stripTrailingZeros();
        String digits = normalized.unscaledValue().abs().toString();
        long exponent = (long) digits.length() - normalized.scale();
        if (Math.abs(exponent) >= BIG_DECIMAL_EXPONENT_LIMIT) {
            throw new IllegalArgumentException("has decimal exponent " + exponent + "; keys hold exponents below "
                    + BIG_DECIMAL_EXPONENT_LIMIT + " in magnitude");
        }
        StringBuilder out = new StringBuilder(digits.length() + 6);
        if (signum > 0) {
            out.append('1');
            KeyCodec.appendPadded(out, exponent + BIG_DECIMAL_EXPONENT_LIMIT, 4);
            out.append(digits);
        } else {
            out.append('-');
            KeyCodec.appendPadded(out, BIG_DECIMAL_EXPONENT_LIMIT - 1 - exponent, 4);
            appendComplement(out, digits);
            out.append('~');
        }
        return out.toString();
    }

    /**
     * Decodes {@link KeyCodec#encodeBigDecimal(BigDecimal)} into the value without trailing zeros; only
     * text that encoding produces is accepted.
     */
    static BigDecimal decodeBigDecimal(String text) {
        return KeyDecoding.canonical(text, decodeBigDecimalLeniently(text), BigNumberCodec::encodeBigDecimal,
                "an encoded BigDecimal");
    }

    private static BigDecimal decodeBigDecimalLeniently(String text) {
        if (text.equals("0")) {
            return BigDecimal.ZERO;
        }
        try {
            char sign = text.charAt(0);
            int field = Integer.parseInt(text.substring(1, 5));
            if (sign == '1' && text.length() > 5) {
                String digits = text.substring(5);
                long exponent = field - BIG_DECIMAL_EXPONENT_LIMIT;
                return new BigDecimal(new BigInteger(digits), Math.toIntExact(digits.length() - exponent));
            }
            if (sign == '-' && text.length() > 6 && text.endsWith("~")) {
                String digits = complement(text.substring(5, text.length() - 1));
                long exponent = BIG_DECIMAL_EXPONENT_LIMIT - 1 - field;
                return new BigDecimal(new BigInteger(digits).negate(), Math.toIntExact(digits.length() - exponent));
            }
        } catch (RuntimeException e) {
            // falls through to the error below
        }
        throw new IllegalArgumentException("'" + text + "' is not an encoded BigDecimal");
    }

    private static void appendComplement(StringBuilder out, String digits) {
        for (int i = 0; i < digits.length(); i++) {
            out.append((char) ('9' - (digits.charAt(i) - '0')));
        }
    }

    private static String complement(String digits) {
        StringBuilder out = new StringBuilder(digits.length());
        appendComplement(out, digits);
        return out.toString();
    }
}
