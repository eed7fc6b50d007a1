package dev.keyway.runtime.key;

import java.util.Objects;

/** An enum component by its constant's name in one case ({@code @KeyFormat}): not ordered. */
final class CasedEnumNamePart<E extends Enum<E>> extends KeyPart<E> {
    private final Class<E> type;
    private final KeyCase casing;

    CasedEnumNamePart(String entityType, String component, Class<E> type, KeyCase casing) {
        super(entityType, component);
        this.type = type;
        this.casing = Objects.requireNonNull(casing, "casing");
    }

    @Override
    public String encode(E value) {
        return KeyCodec.encodeEnumName(present(value), casing);
    }

    @Override
    public E decode(String text) {
        return checked(() -> KeyCodec.decodeEnumName(enumType(type, this), text, casing));
    }

    @Override
    public boolean orderedByValue() {
        return false; // names are not in declaration order
    }
}
