package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.time.LocalDateTime;

/** A {@code LocalDateTime} component: nine fraction digits, no zone. */
final class LocalDateTimePart extends KeyPart<LocalDateTime> {
    LocalDateTimePart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(LocalDateTime value) {
        return KeyParts.ofLocalDateTime(entityType(), component(), value);
    }

    @Override
    public LocalDateTime decode(String text) {
        return checked(() -> KeyCodec.decodeLocalDateTime(text));
    }
}
