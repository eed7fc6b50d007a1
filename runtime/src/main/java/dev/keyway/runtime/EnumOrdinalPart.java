package dev.keyway.runtime;

import dev.keyway.runtime.internal.KeyParts;
import java.util.Objects;

/** An enum component by ordinal and name ({@code 002-SHIPPED}), as sort keys hold it: declaration order. */
final class EnumOrdinalPart<E extends Enum<E>> extends KeyPart<E> {
    private final Class<E> type;
    private final KeyCase casing;

    EnumOrdinalPart(String entityType, String component, Class<E> type, KeyCase casing) {
        super(entityType, component);
        this.type = type;
        this.casing = Objects.requireNonNull(casing, "casing");
    }

    @Override
    public String encode(E value) {
        return casing == KeyCase.AS_GIVEN ? KeyParts.ofEnumOrdinal(entityType(), component(), value)
                : checked(() -> KeyCodec.encodeEnumOrdinal(present(value), casing));
    }

    @Override
    public E decode(String text) {
        return checked(() -> KeyCodec.decodeEnumOrdinal(enumType(type, this), text, casing));
    }
}
