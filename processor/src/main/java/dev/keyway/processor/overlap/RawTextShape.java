package dev.keyway.processor.overlap;

import dev.keyway.processor.model.KeyFormatModel;

/**
 * Text written as it is, a raw string or a key converter's output: any characters but the
 * delimiters of the keys that hold it (and lone surrogates and U+10FFFF, which are not searched),
 * in one case when the component is cased; not empty when it is the whole key.
 */
final class RawTextShape extends UnboundedTextShape {

    private static final int START = 0;
    private static final int TEXT = 1;

    private final String refused;
    private final KeyFormatModel.Casing casing;
    private final boolean nonEmpty;

    RawTextShape(String refused, KeyFormatModel.Casing casing, boolean nonEmpty) {
        this.refused = refused;
        this.casing = casing;
        this.nonEmpty = nonEmpty;
    }

    /** Whether a text in that case can hold the character: no upper-case letter in lower case, and so on. */
    static boolean inCase(char c, KeyFormatModel.Casing casing) {
        return switch (casing) {
            case AS_GIVEN -> true;
            case LOWER -> !Character.isUpperCase(c) && !Character.isTitleCase(c);
            case UPPER -> !Character.isLowerCase(c) && !Character.isTitleCase(c);
        };
    }

    @Override
    Object start() {
        return START;
    }

    @Override
    Object step(Object state, char c) {
        return refused.indexOf(c) < 0 && inCase(c, casing) && !Character.isSurrogate(c) ? (Object) TEXT : null;
    }

    @Override
    boolean accepts(Object state) {
        return !nonEmpty || (Integer) state == TEXT;
    }
}
