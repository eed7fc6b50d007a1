package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.util.UUID;

/** A {@code UUID} component: the canonical lower-case form. */
final class UuidPart extends KeyPart<UUID> {
    UuidPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(UUID value) {
        return KeyParts.ofUuid(entityType(), component(), value);
    }

    @Override
    public UUID decode(String text) {
        return checked(() -> KeyCodec.decodeUuid(text));
    }
}
