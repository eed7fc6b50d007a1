package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/** A {@code long} component: fixed width, ordered. */
final class LongPart extends KeyPart<Long> {
    LongPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Long value) {
        return KeyParts.ofLong(entityType(), component(), value);
    }

    @Override
    public Long decode(String text) {
        return checked(() -> KeyCodec.decodeLong(text));
    }
}
