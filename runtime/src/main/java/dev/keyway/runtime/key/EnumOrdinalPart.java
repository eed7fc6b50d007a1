package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/**
 * An enum component by ordinal and name as declared ({@code 002-SHIPPED}), as sort keys hold it:
 * declaration order. Built without the enum's class, it encodes but cannot decode.
 */
final class EnumOrdinalPart<E extends Enum<E>> extends KeyPart<E> {
    private final Class<E> type;

    EnumOrdinalPart(String entityType, String component, Class<E> type) {
        super(entityType, component);
        this.type = type;
    }

    @Override
    public String encode(E value) {
        return KeyParts.ofEnumOrdinal(entityType(), component(), value);
    }

    @Override
    public E decode(String text) {
        return checked(() -> KeyCodec.decodeEnumOrdinal(enumType(type, this), text));
    }
}
