package dev.keyway.processor.overlap;

/**
 * {@code "0"}; {@code '1'}, 0001..9999 and digits without leading or trailing zero;
 * {@code '-'}, 0000..9998, the complement digits (no leading or trailing nine) and {@code '~'}.
 */
final class BigDecimalShape extends Shape {
    static final BigDecimalShape INSTANCE = new BigDecimalShape();

    /**
     * phase: S start, Z zero, E exponent (read digits, 1 if all were 0 (positive) or 9
     * (negative)), F first digit, G digits ending well (not 0 / not 9), B digits ending badly,
     * T after '~'.
     */
    private record At(char phase, boolean negative, int read, int extreme) {
    }

    @Override
    Object start() {
        return new At('S', false, 0, 0);
    }

    @Override
    Object step(Object state, char c) {
        At at = (At) state;
        char bad = at.negative() ? '9' : '0';
        switch (at.phase()) {
            case 'S':
                return c == '0' ? new At('Z', false, 0, 0)
                        : c == '1' ? new At('E', false, 0, 1)
                        : c == '-' ? new At('E', true, 0, 1) : null;
            case 'E': {
                if (!digit(c)) {
                    return null;
                }
                boolean extreme = at.extreme() == 1 && c == bad;
                if (at.read() + 1 < 4) {
                    return new At('E', at.negative(), at.read() + 1, extreme ? 1 : 0);
                }
                return extreme ? null : new At('F', at.negative(), 0, 0); // 0000 / 9999 are out of range
            }
            case 'F':
                return digit(c) && c != bad ? new At('G', at.negative(), 0, 0) : null;
            case 'G', 'B':
                if (digit(c)) {
                    return new At(c == bad ? 'B' : 'G', at.negative(), 0, 0);
                }
                return at.negative() && at.phase() == 'G' && c == '~' ? new At('T', true, 0, 0) : null;
            default:
                return null;
        }
    }

    @Override
    boolean accepts(Object state) {
        At at = (At) state;
        return at.phase() == 'Z' || at.phase() == 'T' || (at.phase() == 'G' && !at.negative());
    }

    @Override
    int minRemaining(Object state) {
        At at = (At) state;
        int tilde = at.negative() ? 1 : 0;
        return switch (at.phase()) {
            case 'S' -> 1;
            case 'E' -> 4 - at.read() + 1 + tilde;
            case 'F' -> 1 + tilde;
            case 'G' -> tilde;
            case 'B' -> 1 + tilde;
            default -> 0;
        };
    }

    @Override
    int maxRemaining(Object state) {
        char phase = ((At) state).phase();
        return phase == 'Z' || phase == 'T' ? 0 : UNBOUNDED;
    }
}
