package dev.keyway.runtime;

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
 * to the same text ({@code toKey(fromKey(text)).equals(text)}); keys check both and throw
 * {@link InvalidKeyValueException} naming the component otherwise. Keys holding converted
 * components do not sort by value: their queries offer equality conditions only.
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
