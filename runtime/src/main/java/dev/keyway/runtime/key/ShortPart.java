package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/** A {@code short} component: fixed width, ordered. */
final class ShortPart extends KeyPart<Short> {
    ShortPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Short value) {
        return KeyParts.ofShort(entityType(), component(), value);
    }

    @Override
    public Short decode(String text) {
        return checked(() -> KeyCodec.decodeShort(text));
    }
}
