package dev.keyway.runtime.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.util.Objects;

/**
 * A string component held raw ({@code @KeyFormat(raw = true)}): the text as given, refused when it holds a
 * delimiter.
 */
final class RawStringPart extends KeyPart<String> {
    private final String delimiter;
    private final KeyCase casing;

    RawStringPart(String entityType, String component, String delimiter, KeyCase casing) {
        super(entityType, component);
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.casing = Objects.requireNonNull(casing, "casing");
    }

    @Override
    public String encode(String value) {
        String cased = casing.apply(present(value));
        return checked(() -> KeyCodec.encodeRawString(cased, delimiter));
    }

    @Override
    public String decode(String text) {
        if (!casing.apply(text).equals(text)) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' is not in " + casing
                    + " case, as this key writes it", null);
        }
        return checked(() -> KeyCodec.decodeRawString(text, delimiter));
    }

    @Override
    public boolean orderedByValue() {
        return false;
    }
}
