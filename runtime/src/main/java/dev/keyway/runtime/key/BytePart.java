package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/** A {@code byte} component: fixed width, ordered. */
final class BytePart extends KeyPart<Byte> {
    BytePart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Byte value) {
        return KeyParts.ofByte(entityType(), component(), value);
    }

    @Override
    public Byte decode(String text) {
        return checked(() -> KeyCodec.decodeByte(text));
    }
}
