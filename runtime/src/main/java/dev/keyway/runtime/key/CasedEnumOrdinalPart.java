package dev.keyway.runtime.key;

import java.util.Objects;

/** An enum component by ordinal and name in one case ({@code 002-shipped}, {@code @KeyFormat}): declaration order. */
final class CasedEnumOrdinalPart<E extends Enum<E>> extends KeyPart<E> {
    private final Class<E> type;
    private final KeyCase casing;

    CasedEnumOrdinalPart(String entityType, String component, Class<E> type, KeyCase casing) {
        super(entityType, component);
        this.type = type;
        this.casing = Objects.requireNonNull(casing, "casing");
    }

    @Override
    public String encode(E value) {
        return checked(() -> KeyCodec.encodeEnumOrdinal(present(value), casing));
    }

    @Override
    public E decode(String text) {
        return checked(() -> KeyCodec.decodeEnumOrdinal(enumType(type, this), text, casing));
    }
}
