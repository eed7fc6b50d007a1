package dev.keyway.runtime.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;

/**
 * Writes a key component as key text and reads it back, for keys whose text no built-in format
 * describes ({@code @KeyFormat(converter = SemverKey.class)}). Generated code creates one
 * instance per component through the public no-argument constructor.
 *
 * <pre>{@code
 * public final class SemverKey implements KeyConverter<Semver> {
 *     public String toKey(Semver version) { return version.toString(); }          // "1.2.5"
 *     public Semver fromKey(String text) { return Semver.parse(text); }
 * }
 * }</pre>
 *
 * <p>Never called with null. The text must not contain the key's delimiter and must read back
 * to the value it was written from ({@code fromKey(toKey(x)).equals(x)}, so {@code T} needs a
 * value {@code equals}, as records have), which is written as the same text again; every write
 * (put, update, conditional writes, batches, transactions, unique guards) and every query
 * condition checks this before its request and throws {@link InvalidKeyValueException} naming
 * the component otherwise, as a read does for stored text that does not read back to itself.
 * Keys holding converted components do not sort by value: their queries offer equality
 * conditions only.
 *
 * @param <T> the component's type
 */
public interface KeyConverter<T> {

    /** The key text of a value. */
    String toKey(T value);

    /**
     * The value a key text holds.
     *
     * @throws IllegalArgumentException (or another runtime exception) for text this converter never writes
     */
    T fromKey(String text);
}
