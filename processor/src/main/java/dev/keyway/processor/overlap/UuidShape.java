package dev.keyway.processor.overlap;

/** A canonical UUID: 8-4-4-4-12 lower-case hex digits. */
final class UuidShape extends Shape {
    static final UuidShape INSTANCE = new UuidShape();

    @Override
    Object start() {
        return 0;
    }

    @Override
    Object step(Object state, char c) {
        int position = (Integer) state;
        if (position >= 36) {
            return null;
        }
        boolean dash = position == 8 || position == 13 || position == 18 || position == 23;
        boolean ok = dash ? c == '-' : digit(c) || (c >= 'a' && c <= 'f');
        return ok ? (Object) (position + 1) : null;
    }

    @Override
    boolean accepts(Object state) {
        return (Integer) state == 36;
    }

    @Override
    int minRemaining(Object state) {
        return 36 - (Integer) state;
    }

    @Override
    int maxRemaining(Object state) {
        return minRemaining(state);
    }
}
