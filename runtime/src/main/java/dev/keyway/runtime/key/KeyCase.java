package dev.keyway.runtime.key;

import java.util.Locale;

/**
 * The case a string or enum component takes in keys ({@code @KeyFormat(casing = ...)}); the
 * stored attribute keeps the value as given. Values that differ only in case are one key, and
 * a key read back gives the value in this case.
 */
public enum KeyCase {

    /** As given. */
    AS_GIVEN,

    /** Lower case, by {@link Locale#ROOT}. */
    LOWER,

    /** Upper case, by {@link Locale#ROOT}. */
    UPPER;

    /** The text in this case. */
    public String apply(String text) {
        return switch (this) {
            case AS_GIVEN -> text;
            case LOWER -> text.toLowerCase(Locale.ROOT);
            case UPPER -> text.toUpperCase(Locale.ROOT);
        };
    }
}
