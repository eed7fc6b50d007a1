package dev.keyway.processor.overlap;

import java.util.Locale;

/** An enum constant in a sort key when the constants are unknown: three digits, {@code '-'}, a name. */
final class EnumOrdinalShape extends Shape {
    static final EnumOrdinalShape INSTANCE = new EnumOrdinalShape(EnumNameShape.INSTANCE);

    /** The shape of the name after the ordinal. */
    private final Shape name;

    EnumOrdinalShape(Shape name) {
        this.name = name;
    }

    private record At(int position, Object name) {
    }

    /** A constant's text in a sort key: its ordinal in three digits, {@code '-'} and its name. */
    static String encode(int ordinal, String name) {
        return String.format(Locale.ROOT, "%03d", ordinal) + "-" + name;
    }

    @Override
    Object start() {
        return new At(0, null);
    }

    @Override
    Object step(Object state, char c) {
        At at = (At) state;
        if (at.position() < 3) {
            return digit(c) ? new At(at.position() + 1, null) : null;
        }
        if (at.position() == 3) {
            return c == '-' ? new At(4, name.start()) : null;
        }
        Object next = name.step(at.name(), c);
        return next == null ? null : new At(4, next);
    }

    @Override
    boolean accepts(Object state) {
        At at = (At) state;
        return at.position() == 4 && name.accepts(at.name());
    }

    @Override
    int minRemaining(Object state) {
        At at = (At) state;
        return at.position() < 4 ? 4 - at.position() + 1 : name.minRemaining(at.name());
    }

    @Override
    int maxRemaining(Object state) {
        return UNBOUNDED;
    }
}
