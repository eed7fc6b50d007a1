package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/**
 * A string component of a key delimited by {@code '#'}, as given: escaped by
 * {@link KeyCodec#encodeString(String)}, ordered by value.
 */
final class StringPart extends KeyPart<String> {
    StringPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(String value) {
        return KeyParts.ofString(entityType(), component(), value);
    }

    @Override
    public String decode(String text) {
        return checked(() -> KeyCodec.decodeString(text));
    }
}
