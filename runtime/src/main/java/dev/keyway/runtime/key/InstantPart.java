package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.time.Instant;

/** An {@code Instant} component: UTC with nine fraction digits. */
final class InstantPart extends KeyPart<Instant> {
    InstantPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(Instant value) {
        return KeyParts.ofInstant(entityType(), component(), value);
    }

    @Override
    public Instant decode(String text) {
        return checked(() -> KeyCodec.decodeInstant(text));
    }
}
