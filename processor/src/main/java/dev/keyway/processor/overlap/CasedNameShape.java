package dev.keyway.processor.overlap;

import dev.keyway.processor.model.KeyFormatModel;

/**
 * An enum constant's name in lower or upper case when the constants are unknown: a Java
 * identifier in that case. Keywords are not left out: {@code TRUE} is a constant's name, and in
 * lower case it is {@code true}.
 */
final class CasedNameShape extends UnboundedTextShape {

    private final KeyFormatModel.Casing casing;

    CasedNameShape(KeyFormatModel.Casing casing) {
        this.casing = casing;
    }

    @Override
    Object start() {
        return Boolean.FALSE; // whether a first character was read
    }

    @Override
    Object step(Object state, char c) {
        boolean first = state == Boolean.FALSE;
        boolean fits = first ? EnumNameShape.identifierStart(c) : EnumNameShape.identifierPart(c);
        return fits && RawTextShape.inCase(c, casing) ? Boolean.TRUE : null;
    }

    @Override
    boolean accepts(Object state) {
        return state == Boolean.TRUE;
    }
}
