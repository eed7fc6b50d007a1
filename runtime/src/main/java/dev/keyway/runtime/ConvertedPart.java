package dev.keyway.runtime;

import java.util.Objects;

/**
 * A component whose key text a {@link KeyConverter} writes: refused when it holds a delimiter or does not read
 * back to itself.
 */
final class ConvertedPart<V> extends KeyPart<V> {
    private final KeyConverter<V> converter;
    private final String delimiter;

    ConvertedPart(String entityType, String component, KeyConverter<V> converter, String delimiter) {
        super(entityType, component);
        this.converter = converter;
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
    }

    @Override
    public String encode(V value) {
        V present = present(value);
        String text;
        try {
            text = converter.toKey(present);
        } catch (RuntimeException e) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + ".toKey failed: "
                    + e.getMessage(), e);
        }
        if (text == null) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + " wrote no key text (null)",
                    null);
        }
        return checked(() -> KeyCodec.encodeRawString(text, delimiter));
    }

    @Override
    public V decode(String text) {
        checked(() -> KeyCodec.decodeRawString(text, delimiter));
        V value;
        try {
            value = converter.fromKey(text);
        } catch (RuntimeException e) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' does not read back through "
                    + converterName() + ": " + e.getMessage(), e);
        }
        String again = value == null ? null : encode(value);
        if (!text.equals(again)) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' reads back through "
                    + converterName() + " as " + value + ", which it writes as '" + again + "'", null);
        }
        return value;
    }

    @Override
    public boolean orderedByValue() {
        return false;
    }

    private String converterName() {
        return converter.getClass().getSimpleName();
    }
}
