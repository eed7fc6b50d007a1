package dev.keyway.processor.overlap;

/** {@code "0"}; {@code '1'}, a count 001..999 and as many digits; {@code '-'}, 000..998 and the complement. */
final class BigIntegerShape extends Shape {
    static final BigIntegerShape INSTANCE = new BigIntegerShape();

    /** phase: S start, Z zero, C count (read digits, value), D digits (remaining, 1 if first). */
    private record At(char phase, boolean negative, int a, int b) {
    }

    @Override
    Object start() {
        return new At('S', false, 0, 0);
    }

    @Override
    Object step(Object state, char c) {
        At at = (At) state;
        switch (at.phase()) {
            case 'S':
                return c == '0' ? new At('Z', false, 0, 0)
                        : c == '1' ? new At('C', false, 0, 0)
                        : c == '-' ? new At('C', true, 0, 0) : null;
            case 'C': {
                if (!digit(c)) {
                    return null;
                }
                int read = at.a() + 1;
                int value = at.b() * 10 + (c - '0');
                if (read < 3) {
                    return new At('C', at.negative(), read, value);
                }
                int count = at.negative() ? 999 - value : value;
                return count >= 1 && count <= 999 ? new At('D', at.negative(), count, 1) : null;
            }
            case 'D': {
                if (!digit(c) || at.a() == 0) {
                    return null;
                }
                if (at.b() == 1 && (at.negative() ? c == '9' : c == '0')) {
                    return null; // no leading zero (a leading nine in the complement)
                }
                return new At('D', at.negative(), at.a() - 1, 0);
            }
            default:
                return null;
        }
    }

    @Override
    boolean accepts(Object state) {
        At at = (At) state;
        return at.phase() == 'Z' || (at.phase() == 'D' && at.a() == 0);
    }

    @Override
    int minRemaining(Object state) {
        return remaining((At) state, true);
    }

    @Override
    int maxRemaining(Object state) {
        return remaining((At) state, false);
    }

    private static int remaining(At at, boolean fewest) {
        switch (at.phase()) {
            case 'S':
                return fewest ? 1 : 1 + 3 + 999;
            case 'C': {
                int left = 3 - at.a();
                int scale = left == 3 ? 1000 : left == 2 ? 100 : left == 1 ? 10 : 1;
                int low = at.b() * scale;
                int high = low + scale - 1;
                int countLow = at.negative() ? 999 - high : low;
                int countHigh = at.negative() ? 999 - low : high;
                return left + (fewest ? Math.max(1, countLow) : Math.min(999, countHigh));
            }
            case 'D':
                return at.a();
            default:
                return 0;
        }
    }
}
