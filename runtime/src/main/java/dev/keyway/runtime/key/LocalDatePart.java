package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.time.LocalDate;

/** A {@code LocalDate} component: {@code yyyy-MM-dd}. */
final class LocalDatePart extends KeyPart<LocalDate> {
    LocalDatePart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(LocalDate value) {
        return KeyParts.ofLocalDate(entityType(), component(), value);
    }

    @Override
    public LocalDate decode(String text) {
        return checked(() -> KeyCodec.decodeLocalDate(text));
    }
}
