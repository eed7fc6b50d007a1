package dev.keyway.processor.model;

import java.util.Optional;

/**
 * How keys write one component ({@code @KeyFormat}): Keyway's own encoding (the default), raw,
 * zero-padded to {@code digits}, or through a key converter; and its case in keys.
 *
 * @param kind      which format
 * @param digits    the width of a zero-padded number, the fraction digits of an instant as text
 *                  ({@link #VARIABLE_PRECISION} for {@code Instant.toString()}'s), else 0
 * @param casing    the case of a string or enum in keys
 * @param converter  the {@code KeyConverter} class of a converted component
 * @param delimiters for a raw or converted component, the delimiters of every key that holds it,
 *                   which its values may not contain (a value is written into all of them); else empty
 */
public record KeyFormatModel(Kind kind, int digits, Casing casing, Optional<ClassRef> converter, String delimiters) {

    /** The formats. */
    public enum Kind {
        /** Keyway's own encoding: ordered, escaped. */
        KEYWAY,
        /** As people write it: strings as given, integers in plain digits, enums by name. */
        RAW,
        /** An integer zero-padded to a width. */
        PADDED,
        /** Written and read back by a user's key converter. */
        CONVERTED,
        /** An {@code Instant} as ISO-8601 text in UTC with {@code digits} fraction digits, or -1: as {@code Instant.toString()}. */
        INSTANT_TEXT
    }

    /** {@code digits} of an {@code Instant} written as {@code Instant.toString()} does: variable precision. */
    public static final int VARIABLE_PRECISION = -1;

    /** The case of a component in keys. */
    public enum Casing { AS_GIVEN, LOWER, UPPER }

    /** Keyway's own encoding, as given. */
    public static final KeyFormatModel KEYWAY = new KeyFormatModel(Kind.KEYWAY, 0, Casing.AS_GIVEN, Optional.empty());

    /** A format whose delimiters are not known yet (or do not matter). */
    public KeyFormatModel(Kind kind, int digits, Casing casing, Optional<ClassRef> converter) {
        this(kind, digits, casing, converter, "");
    }

    /** Whether this is Keyway's own encoding with the value as given: no {@code @KeyFormat}. */
    public boolean isDefault() {
        return kind == Kind.KEYWAY && casing == Casing.AS_GIVEN;
    }

    /** Whether values are written as they are, so that they must not contain a delimiter: raw strings, converted text. */
    public boolean refusesDelimiters() {
        return kind == Kind.RAW || kind == Kind.CONVERTED;
    }

    /** The format with the delimiters of the keys that hold the component. */
    public KeyFormatModel withDelimiters(String keyDelimiters) {
        return new KeyFormatModel(kind, digits, casing, converter, keyDelimiters);
    }
}
