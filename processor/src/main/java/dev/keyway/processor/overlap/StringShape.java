package dev.keyway.processor.overlap;

/** An encoded string: code units from {@code '%'} up, {@code '$'} + two hex digits for U+0000..U+0024. */
final class StringShape extends Shape {
    static final StringShape ANY = new StringShape(false);
    static final StringShape NON_EMPTY = new StringShape(true);

    private static final int START = 0;
    private static final int TEXT = 1;
    private static final int ESCAPE = 2;
    private static final int ESCAPE_LOW = 3;  // after "$0" or "$1": 0-9, A-F
    private static final int ESCAPE_HIGH = 4; // after "$2": 0-4

    private final boolean nonEmpty;

    private StringShape(boolean nonEmpty) {
        this.nonEmpty = nonEmpty;
    }

    @Override
    Object start() {
        return START;
    }

    @Override
    Object step(Object state, char c) {
        int s = (Integer) state;
        return switch (s) {
            case START, TEXT -> c == '$' ? (Object) ESCAPE : c > '$' ? (Object) TEXT : null;
            case ESCAPE -> c == '0' || c == '1' ? (Object) ESCAPE_LOW : c == '2' ? (Object) ESCAPE_HIGH : null;
            case ESCAPE_LOW -> digit(c) || (c >= 'A' && c <= 'F') ? (Object) TEXT : null;
            case ESCAPE_HIGH -> c >= '0' && c <= '4' ? (Object) TEXT : null;
            default -> null;
        };
    }

    @Override
    boolean accepts(Object state) {
        int s = (Integer) state;
        return s == TEXT || (s == START && !nonEmpty);
    }

    @Override
    int minRemaining(Object state) {
        return switch ((Integer) state) {
            case START -> nonEmpty ? 1 : 0;
            case TEXT -> 0;
            case ESCAPE -> 2;
            default -> 1;
        };
    }

    @Override
    int maxRemaining(Object state) {
        return UNBOUNDED;
    }
}
