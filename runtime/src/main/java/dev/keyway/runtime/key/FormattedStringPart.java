package dev.keyway.runtime.key;

import java.util.Objects;

/**
 * A string component of a {@code @KeyFormat} key: in one case, or in a key with another delimiter than
 * {@code '#'}, which is escaped too.
 */
final class FormattedStringPart extends KeyPart<String> {
    private final char delimiter;
    private final KeyCase casing;

    FormattedStringPart(String entityType, String component, char delimiter, KeyCase casing) {
        super(entityType, component);
        this.delimiter = delimiter;
        this.casing = Objects.requireNonNull(casing, "casing");
    }

    @Override
    public String encode(String value) {
        String cased = casing.apply(present(value));
        return checked(() -> KeyCodec.encodeString(cased, delimiter));
    }

    @Override
    public String decode(String text) {
        return checked(() -> KeyCodec.decodeString(text, delimiter));
    }

    @Override
    public boolean orderedByValue() {
        return delimiter <= KeyCodec.ESCAPE;
    }
}
