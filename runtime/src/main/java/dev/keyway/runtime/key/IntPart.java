package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/** An {@code int} component: fixed width, ordered. */
final class IntPart extends KeyPart<Integer> {
    IntPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Integer value) {
        return KeyParts.ofInt(entityType(), component(), value);
    }

    @Override
    public Integer decode(String text) {
        return checked(() -> KeyCodec.decodeInt(text));
    }
}
