package dev.keyway.local.internal.value;

import dev.keyway.local.internal.ServiceError;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * DynamoDB's number type: parsing with DynamoDB's refusals, the canonical text DynamoDB returns, and
 * arithmetic for update expressions. A number has at most 38 significant digits and a magnitude of zero
 * or between 1E-130 and 9.9999999999999999999999999999999999999E+125.
 */
public final class Numbers {

    static final String NOT_NUMERIC = "The parameter cannot be converted to a numeric value";
    static final String OVERFLOW =
            "Number overflow. Attempting to store a number with magnitude larger than supported range";
    static final String UNDERFLOW =
            "Number underflow. Attempting to store a number with magnitude smaller than supported range";
    static final String TOO_PRECISE = "Attempting to store more than 38 significant digits in a Number";

    /** The most significant digits a number may have. */
    public static final int MAX_DIGITS = 38;
    private static final int MAX_EXPONENT = 125;
    private static final int MIN_EXPONENT = -130;

    private Numbers() {
    }

    /**
     * Parses a number as DynamoDB reads one (Java's decimal syntax: optional sign, digits with an optional
     * point, optional exponent; no spaces, hex, NaN or Infinity) and checks its range and precision.
     *
     * @throws ServiceError a {@code ValidationException} with DynamoDB's message
     */
    public static BigDecimal parse(String text) {
        if (text == null) {
            throw ServiceError.validation(NOT_NUMERIC);
        }
        int length = text.length();
        int i = 0;
        boolean negative = false;
        if (i < length && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            negative = text.charAt(i) == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        int fractionDigits = 0;
        boolean point = false;
        int mantissaDigits = 0;
        for (; i < length; i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                digits.append(c);
                mantissaDigits++;
                if (point) {
                    fractionDigits++;
                }
            } else if (c == '.' && !point) {
                point = true;
            } else {
                break;
            }
        }
        if (mantissaDigits == 0) {
            throw notNumeric(text);
        }
        long exponent = 0;
        if (i < length) {
            char c = text.charAt(i);
            if (c != 'e' && c != 'E') {
                throw notNumeric(text);
            }
            i++;
            boolean negativeExponent = false;
            if (i < length && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                negativeExponent = text.charAt(i) == '-';
                i++;
            }
            if (i == length) {
                throw notNumeric(text);
            }
            BigInteger exponentValue = BigInteger.ZERO;
            for (; i < length; i++) {
                char d = text.charAt(i);
                if (d < '0' || d > '9') {
                    throw notNumeric(text);
                }
                exponentValue = exponentValue.multiply(BigInteger.TEN).add(BigInteger.valueOf(d - '0'));
            }
            if (negativeExponent) {
                exponentValue = exponentValue.negate();
            }
            // DynamoDB reads the exponent as a 64-bit integer: past that the text is not a number at all.
            if (exponentValue.bitLength() > 63) {
                throw notNumeric(text);
            }
            exponent = exponentValue.longValue();
            // Far past the range whatever the digits: decide here, before the arithmetic below could wrap.
            if (exponent > 1_000_000_000_000L) {
                throw ServiceError.validation(OVERFLOW);
            }
            if (exponent < -1_000_000_000_000L) {
                throw ServiceError.validation(UNDERFLOW);
            }
        }
        // value = digits * 10^(exponent - fractionDigits); the scientific exponent is that of the first digit
        String all = digits.toString();
        int firstNonZero = 0;
        while (firstNonZero < all.length() && all.charAt(firstNonZero) == '0') {
            firstNonZero++;
        }
        if (firstNonZero == all.length()) {
            // Zero is range-checked by the exponent it is written with (0e126 overflows, 0e-131 underflows).
            long adjusted = exponent - fractionDigits + all.length() - 1;
            checkRange(adjusted);
            return BigDecimal.ZERO;
        }
        int lastNonZero = all.length() - 1;
        while (all.charAt(lastNonZero) == '0') {
            lastNonZero--;
        }
        String significant = all.substring(firstNonZero, lastNonZero + 1);
        long lowestDigitExponent = exponent - fractionDigits + (all.length() - 1 - lastNonZero);
        long adjusted = lowestDigitExponent + significant.length() - 1;
        checkRange(adjusted);
        if (significant.length() > MAX_DIGITS) {
            throw ServiceError.validation(TOO_PRECISE);
        }
        BigDecimal value = new BigDecimal(new BigInteger(significant), (int) -lowestDigitExponent);
        return negative ? value.negate() : value;
    }

    private static void checkRange(long adjustedExponent) {
        if (adjustedExponent > MAX_EXPONENT) {
            throw ServiceError.validation(OVERFLOW);
        }
        if (adjustedExponent < MIN_EXPONENT) {
            throw ServiceError.validation(UNDERFLOW);
        }
    }

    private static ServiceError notNumeric(String text) {
        return ServiceError.validation(NOT_NUMERIC + ": " + text);
    }

    /**
     * Checks that a computed number fits DynamoDB's range and precision.
     *
     * @throws ServiceError a {@code ValidationException} with DynamoDB's message
     */
    public static BigDecimal check(BigDecimal value) {
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        long adjusted = (long) stripped.precision() - stripped.scale() - 1;
        checkRange(adjusted);
        if (stripped.precision() > MAX_DIGITS) {
            throw ServiceError.validation(TOO_PRECISE);
        }
        return stripped;
    }

    /** The text DynamoDB stores and returns for a number: no exponent, no superfluous zeros, {@code 0} for zero. */
    public static String canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    /** Parses, checks and canonicalises number text ({@code 1.50} gives {@code 1.5}, {@code 1E+2} gives {@code 100}). */
    public static String canonical(String text) {
        return canonical(parse(text));
    }

    /** The value of number text already checked (stored numbers); no range checks. */
    public static BigDecimal value(String canonicalText) {
        return new BigDecimal(canonicalText);
    }

    /**
     * {@code a + b} as an update expression computes it: exactly, then refused when the result has more
     * than 38 significant digits or leaves the range.
     */
    public static String add(String a, String b) {
        return canonical(check(value(a).add(value(b))));
    }

    /** {@code a - b}, checked like {@link #add}. */
    public static String subtract(String a, String b) {
        return canonical(check(value(a).subtract(value(b))));
    }

    /** Compares two numbers by value. */
    public static int compare(String a, String b) {
        return value(a).compareTo(value(b));
    }

    /**
     * The bytes a number occupies in an item: one byte plus one per pair of significant digits, the pairs
     * aligned on the decimal point ({@code 1.5} takes two pairs, {@code 15} one), plus one for a negative
     * number; zero takes one byte. This matches every size measured against DynamoDB that we know of
     * ({@code 3.14159} is 5 bytes, {@code 123456} 4, {@code 1E125} 2, {@code -42} 3); the Developer Guide
     * only says "approximately one byte per two significant digits, plus one byte".
     */
    public static long size(String text) {
        BigDecimal value = value(text).stripTrailingZeros();
        if (value.signum() == 0) {
            return 1;
        }
        long lowest = -(long) value.scale();
        long highest = lowest + value.precision() - 1;
        long pairs = Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1;
        return 1 + pairs + (value.signum() < 0 ? 1 : 0);
    }
}
