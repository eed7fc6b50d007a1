package dev.keyway.processor.overlap;

import dev.keyway.processor.model.KeyFormatModel;

/**
 * Keyway's encoded string: code units from {@code '%'} up (the delimiter aside), {@code '$'} +
 * two upper-case hex digits for U+0000..U+0024 and, in a key with a delimiter above {@code '$'},
 * for the delimiter; in one case when the component is cased.
 */
final class StringShape extends Shape {
    static final StringShape ANY = new StringShape(false, '#', KeyFormatModel.Casing.AS_GIVEN);
    static final StringShape NON_EMPTY = new StringShape(true, '#', KeyFormatModel.Casing.AS_GIVEN);

    private static final int START = 0;
    private static final int TEXT = 1;
    private static final int ESCAPE = 2;
    /** After {@code '$'} and a first hex digit {@code h}: {@code HEX + h}. */
    private static final int HEX = 100;

    private final boolean nonEmpty;
    private final char delimiter;
    private final KeyFormatModel.Casing casing;

    StringShape(boolean nonEmpty, char delimiter, KeyFormatModel.Casing casing) {
        this.nonEmpty = nonEmpty;
        this.delimiter = delimiter;
        this.casing = casing;
    }

    @Override
    Object start() {
        return START;
    }

    @Override
    Object step(Object state, char c) {
        int s = (Integer) state;
        if (s == START || s == TEXT) {
            if (c == '$') {
                return ESCAPE;
            }
            return c > '$' && c != delimiter && RawTextShape.inCase(c, casing) ? (Object) TEXT : null;
        }
        int hex = Character.digit(c, 16);
        if (hex < 0 || Character.isLowerCase(c)) {
            return null;
        }
        if (s == ESCAPE) {
            return HEX + hex;
        }
        int escaped = (s - HEX) * 16 + hex;
        return escaped <= '$' || (escaped == delimiter && delimiter > '$') ? (Object) TEXT : null;
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
