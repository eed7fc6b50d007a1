package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How the keys that hold a record component write it, for tables whose keys were written by
 * other code: {@code ORDER#42}, {@code ORDER#00042}, {@code CITY#new york}, {@code STATUS#shipped}.
 * Without it a component keeps Keyway's own encoding, which sorts by value and escapes every
 * character that could forge key structure (see the guide's "Key encoding").
 *
 * <pre>{@code
 * @Entity(table = "Comments")
 * @PartitionKey("PRODUCT#<productId>")                                  // PRODUCT#42
 * @SortKey(value = "PRODUCT#<productId>/<language>/<version>/<commentId>", delimiter = '/')
 * public record Comment(@KeyFormat(raw = true) int productId,         // 42, not 000000000042
 *                       @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String language,
 *                       @KeyFormat(raw = true) String version,       // 1.2.5 as written
 *                       @KeyFormat(digits = 6) long commentId,       // 000017: sorts, ranges work
 *                       String text) {}
 * }</pre>
 *
 * <p>One annotation on the component, not options on each placeholder, because a component is
 * one value: every key that holds it writes it alike, and the record shows in one place what
 * its keys hold. The formats, and what each keeps and gives up:
 *
 * <ul>
 *   <li>{@link #raw()}: the value as people write it: a string as given, an integer in plain
 *       decimal digits ({@code 42}, {@code -7}), an enum by its constant's name. A string that
 *       contains the key's delimiter is refused before any request. Keys do not sort by the
 *       value, so queries offer equality (and {@code beginsWith} on strings), no ranges.
 *   <li>{@link #digits()}: an integer zero-padded to that many digits ({@code 00042}). Sorts by
 *       value, so every range works; a negative value, or one wider than the digits, is refused
 *       before any request.
 *   <li>{@link #casing()}: a string or enum written in lower or upper case in keys; the stored
 *       attribute keeps the value as given. Values that differ only in case are one key.
 *   <li>{@link #converter()}: a {@code dev.keyway.runtime.key.KeyConverter} writes the key text and
 *       reads it back: any component type, equality conditions only.
 *   <li>{@link #precision()}: an {@code Instant} as ISO-8601 text in UTC with a fixed number of
 *       fraction digits ({@code 2024-05-01T10:00:00.000Z}): sorts as time does.
 * </ul>
 *
 * <p>The processor still checks every template's structure: each placeholder is followed by
 * the key's delimiter or ends the template, no format can write the delimiter unnoticed, and
 * two entities whose keys could be the same text are a compile error.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface KeyFormat {

    /**
     * Writes the value as people write it: a {@code String} as given, a {@code byte},
     * {@code short}, {@code int}, {@code long} (or box) or {@code BigInteger} in plain decimal
     * digits, an enum by name. Such keys do not sort by value: no range conditions.
     */
    boolean raw() default false;

    /**
     * Zero-pads an integer ({@code byte}, {@code short}, {@code int}, {@code long}, their boxes,
     * {@code BigInteger}) to this many digits: {@code digits = 5} writes 42 as {@code 00042}.
     * 0 (the default) does not pad. Negative values and values wider than this are refused.
     * With {@code @Convert} on an integer box the key still writes the component's value padded,
     * while the converter writes the stored attribute (for example the same padded text).
     */
    int digits() default 0;

    /** The case a {@code String} or enum component takes in keys; the stored attribute keeps it as given. */
    Case casing() default Case.AS_GIVEN;

    /**
     * A class implementing {@code dev.keyway.runtime.key.KeyConverter<T>} for the component's type,
     * with a public no-argument constructor, that writes the key text and reads it back.
     * {@code void.class} (the default): no converter.
     */
    Class<?> converter() default void.class;

    /**
     * How an {@code Instant} component is written as ISO-8601 text in UTC, for keys that other
     * code wrote from timestamps ({@code ORDER#2024-05-01T10:00:00.000Z}). A fixed precision
     * writes every value in one width, so keys sort as time does: ranges and descending access
     * patterns work. A value with a finer fraction than the precision is refused before any
     * request (truncate it first: {@code Instant.truncatedTo}), and a key in another form reads
     * back as an error, never as a guessed instant. {@link Precision#VARIABLE} reads and writes
     * what {@code Instant.toString()} writes: equality only. Text with offsets ({@code +02:00})
     * cannot be ordered and is not a precision: keep such keys with a {@link #converter()}.
     */
    Precision precision() default Precision.KEYWAY;

    /** The case of a component in keys. */
    enum Case {
        /** As given. */
        AS_GIVEN,
        /** Lower case ({@code Locale.ROOT}), as ElectroDB writes keys by default. */
        LOWER,
        /** Upper case ({@code Locale.ROOT}). */
        UPPER
    }

    /** The form of an {@code Instant} in keys: ISO-8601 text in UTC, with this many fraction digits. */
    enum Precision {
        /** Keyway's own: nine fraction digits, {@code 2024-05-01T10:00:00.000000000Z} (as {@link #NANOS}). */
        KEYWAY,
        /** No fraction: {@code 2024-05-01T10:00:00Z}. Ordered. */
        SECONDS,
        /** Three fraction digits: {@code 2024-05-01T10:00:00.000Z}, as JavaScript's {@code toISOString()}. Ordered. */
        MILLIS,
        /** Six fraction digits: {@code 2024-05-01T10:00:00.000000Z}. Ordered. */
        MICROS,
        /** Nine fraction digits: {@code 2024-05-01T10:00:00.000000000Z}. Ordered. */
        NANOS,
        /**
         * As {@code Instant.toString()} writes it: no fraction, or 3, 6 or 9 digits, as the value
         * needs ({@code ...:00Z}, {@code ...:00.500Z}). Not ordered ({@code Z} sorts after
         * {@code .}): equality only, no ranges, no descending access pattern.
         */
        VARIABLE
    }
}
