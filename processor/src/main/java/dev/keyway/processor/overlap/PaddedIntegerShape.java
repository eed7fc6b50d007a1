package dev.keyway.processor.overlap;

import java.math.BigInteger;

/** A non-negative integer zero-padded to exactly {@code digits} digits, not above the type's maximum. */
final class PaddedIntegerShape extends Shape {

    /** The maximum written in {@code digits} digits, or {@code null} when every such text is in range. */
    private final String bound;
    private final int digits;

    PaddedIntegerShape(int digits, BigInteger max) {
        this.digits = digits;
        String text = max == null ? null : max.toString();
        this.bound = text == null || text.length() > digits ? null : "0".repeat(digits - text.length()) + text;
    }

    // state: position * 2 + (1 while the digits so far equal the bound's)
    @Override
    Object start() {
        return 1;
    }

    @Override
    Object step(Object state, char c) {
        int s = (Integer) state;
        int position = s / 2;
        if (position >= digits || !digit(c)) {
            return null;
        }
        boolean tight = bound != null && s % 2 == 1;
        if (tight && c > bound.charAt(position)) {
            return null;
        }
        return (position + 1) * 2 + (tight && c == bound.charAt(position) ? 1 : 0);
    }

    @Override
    boolean accepts(Object state) {
        return (Integer) state / 2 == digits;
    }

    @Override
    int minRemaining(Object state) {
        return digits - (Integer) state / 2;
    }

    @Override
    int maxRemaining(Object state) {
        return minRemaining(state);
    }
}
