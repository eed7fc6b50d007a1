package dev.keyway.processor.overlap;

import java.util.Locale;

/** {@code '0'} or {@code '-'} and {@code width} digits not above {@code max} (a byte, short, int or long). */
final class IntegralShape extends Shape {
    static final IntegralShape BYTE = new IntegralShape(Byte.MAX_VALUE, 3);
    static final IntegralShape SHORT = new IntegralShape(Short.MAX_VALUE, 5);
    static final IntegralShape INT = new IntegralShape(Integer.MAX_VALUE, 10);
    static final IntegralShape LONG = new IntegralShape(Long.MAX_VALUE, 19);

    private final String max;

    private IntegralShape(long max, int width) {
        this.max = String.format(Locale.ROOT, "%0" + width + "d", max);
    }

    // state: position * 2 + (1 if the digits so far equal max's)
    @Override
    Object start() {
        return 0;
    }

    @Override
    Object step(Object state, char c) {
        int s = (Integer) state;
        int position = s / 2;
        if (position == 0) {
            return c == '0' || c == '-' ? (Object) (2 + 1) : null;
        }
        if (position > max.length() || !digit(c)) {
            return null;
        }
        boolean tight = s % 2 == 1;
        char limit = max.charAt(position - 1);
        if (tight && c > limit) {
            return null;
        }
        return (position + 1) * 2 + (tight && c == limit ? 1 : 0);
    }

    @Override
    boolean accepts(Object state) {
        return (Integer) state / 2 == max.length() + 1;
    }

    @Override
    int minRemaining(Object state) {
        return max.length() + 1 - (Integer) state / 2;
    }

    @Override
    int maxRemaining(Object state) {
        return minRemaining(state);
    }
}
