package dev.keyway.processor.overlap;

/**
 * An integer in plain decimal digits, as {@code Long.toString} writes it: {@code 0}, or an
 * optional {@code '-'} and digits without a leading zero, within the type's bounds (none for
 * {@code BigInteger}).
 */
final class PlainIntegerShape extends Shape {
    static final PlainIntegerShape BYTE = new PlainIntegerShape("127", "128");
    static final PlainIntegerShape SHORT = new PlainIntegerShape("32767", "32768");
    static final PlainIntegerShape INT = new PlainIntegerShape("2147483647", "2147483648");
    static final PlainIntegerShape LONG = new PlainIntegerShape("9223372036854775807", "9223372036854775808");
    static final PlainIntegerShape BIG_INTEGER = new PlainIntegerShape(null, null);

    private static final int LESS = 0;
    private static final int EQUAL = 1;
    private static final int GREATER = 2;

    /** Before anything; after {@code '-'}; after {@code "0"} (complete). */
    private static final Object START = "start";
    private static final Object MINUS = "minus";
    private static final Object ZERO = "zero";

    /** Digits so far (no leading zero), their count and how they compare with the bound's as many first digits. */
    private record Digits(boolean negative, int count, int compared) {
    }

    private final String max;
    private final String minMagnitude;

    private PlainIntegerShape(String max, String minMagnitude) {
        this.max = max;
        this.minMagnitude = minMagnitude;
    }

    @Override
    Object start() {
        return START;
    }

    @Override
    Object step(Object state, char c) {
        if (state == START) {
            return c == '-' ? MINUS : c == '0' ? ZERO : digit(c) ? next(new Digits(false, 0, EQUAL), c) : null;
        }
        if (state == MINUS) {
            return digit(c) && c != '0' ? next(new Digits(true, 0, EQUAL), c) : null;
        }
        if (state instanceof Digits digits && digit(c)) {
            return next(digits, c);
        }
        return null;
    }

    private Object next(Digits digits, char c) {
        String bound = digits.negative() ? minMagnitude : max;
        if (bound == null) {
            return new Digits(digits.negative(), Math.min(digits.count() + 1, 1), EQUAL);
        }
        int count = digits.count() + 1;
        if (count > bound.length()) {
            return null;
        }
        int compared = digits.compared();
        if (compared == EQUAL) {
            compared = Integer.compare(c, bound.charAt(count - 1)) + 1;
        }
        if (count == bound.length() && compared == GREATER) {
            return null;
        }
        return new Digits(digits.negative(), count, compared);
    }

    @Override
    boolean accepts(Object state) {
        return state == ZERO || state instanceof Digits;
    }

    @Override
    int minRemaining(Object state) {
        return accepts(state) ? 0 : 1;
    }

    @Override
    int maxRemaining(Object state) {
        if (state == ZERO) {
            return 0;
        }
        String bound = state instanceof Digits digits && digits.negative() || state == MINUS ? minMagnitude : max;
        if (bound == null) {
            return UNBOUNDED;
        }
        int count = state instanceof Digits digits ? digits.count() : 0;
        return bound.length() - count + (state == START ? 1 : 0);
    }
}
