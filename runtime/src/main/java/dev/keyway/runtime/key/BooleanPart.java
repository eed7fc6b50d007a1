package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/** A {@code boolean} component: {@code false} or {@code true}. */
final class BooleanPart extends KeyPart<Boolean> {
    BooleanPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Boolean value) {
        return KeyParts.ofBoolean(entityType(), component(), value);
    }

    @Override
    public Boolean decode(String text) {
        return checked(() -> KeyCodec.decodeBoolean(text));
    }
}
