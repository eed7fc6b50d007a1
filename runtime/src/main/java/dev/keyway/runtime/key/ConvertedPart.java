package dev.keyway.runtime.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
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

    /**
     * The converter's text for the value, checked before any request that holds it (put, update,
     * conditional writes, batches, transactions, unique guards and query conditions all encode
     * through here): it must not hold a delimiter, must read back ({@code fromKey}) to a value
     * equal to this one, and that value must be written as the same text. A converter that loses
     * part of a value would otherwise give two values one key (a put of one replacing the other),
     * and one whose text reads back otherwise would store an item no read returns.
     */
    @Override
    public String encode(V value) {
        V present = present(value);
        String text = toKey(present);
        checked(() -> KeyCodec.encodeRawString(text, delimiter));
        V back = fromKey(text);
        if (!present.equals(back)) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + " writes " + present + " as '"
                    + text + "', which reads back as " + back + ": the key would not hold the value (two values could"
                    + " share one key); a key converter's text must read back to an equal value", null);
        }
        String again = toKey(back);
        if (!text.equals(again)) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + " writes " + present + " as '"
                    + text + "', but writes the value that text reads back to as '" + again + "': a key converter's text"
                    + " must read back to itself", null);
        }
        return text;
    }

    @Override
    public V decode(String text) {
        checked(() -> KeyCodec.decodeRawString(text, delimiter));
        V value = fromKey(text);
        String again = encode(value);
        if (!text.equals(again)) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' reads back through "
                    + converterName() + " as " + value + ", which it writes as '" + again + "'", null);
        }
        return value;
    }

    /** {@code toKey}, its failure or a null text as an {@link InvalidKeyValueException}. */
    private String toKey(V value) {
        String text;
        try {
            text = converter.toKey(value);
        } catch (RuntimeException e) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + ".toKey failed: "
                    + e.getMessage(), e);
        }
        if (text == null) {
            throw new InvalidKeyValueException(entityType(), component(), converterName() + " wrote no key text (null)",
                    null);
        }
        return text;
    }

    /** {@code fromKey}, its failure or a null value as an {@link InvalidKeyValueException}. */
    private V fromKey(String text) {
        V value;
        try {
            value = converter.fromKey(text);
        } catch (RuntimeException e) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' does not read back through "
                    + converterName() + ": " + e.getMessage(), e);
        }
        if (value == null) {
            throw new InvalidKeyValueException(entityType(), component(), "'" + text + "' reads back through "
                    + converterName() + " as null", null);
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
