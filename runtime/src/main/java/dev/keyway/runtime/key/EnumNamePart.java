package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;

/**
 * An enum component by its constant's name as declared, as partition keys hold it: not ordered. Built
 * without the enum's class, it encodes but cannot decode.
 */
final class EnumNamePart<E extends Enum<E>> extends KeyPart<E> {
    private final Class<E> type;

    EnumNamePart(String entityType, String component, Class<E> type) {
        super(entityType, component);
        this.type = type;
    }

    @Override
    public String encode(E value) {
        return KeyParts.ofEnumName(entityType(), component(), value);
    }

    @Override
    public E decode(String text) {
        return checked(() -> KeyCodec.decodeEnumName(enumType(type, this), text, KeyCase.AS_GIVEN));
    }

    @Override
    public boolean orderedByValue() {
        return false; // names are not in declaration order
    }
}
