package dev.keyway.runtime.internal.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.KeyCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/**
 * Encodes one key component with {@link KeyCodec}, turning a {@code null} or unencodable value
 * into an {@link InvalidKeyValueException} that names the entity and component.
 */
public final class KeyParts {

    private KeyParts() {
    }

    /** A string component that is the whole key: it must not be empty, as DynamoDB keys cannot be. */
    public static String ofNonEmptyString(String entity, String component, String value) {
        String encoded = ofString(entity, component, value);
        if (encoded.isEmpty()) {
            throw new InvalidKeyValueException(entity, component, "is empty, and it is the whole key", null);
        }
        return encoded;
    }

    public static String ofString(String entity, String component, String value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeString(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofBoolean(String entity, String component, boolean value) {
        return KeyCodec.encodeBoolean(value);
    }

    public static String ofBoolean(String entity, String component, Boolean value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeBoolean(value);
    }

    public static String ofByte(String entity, String component, byte value) {
        return KeyCodec.encodeByte(value);
    }

    public static String ofByte(String entity, String component, Byte value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeByte(value);
    }

    public static String ofShort(String entity, String component, short value) {
        return KeyCodec.encodeShort(value);
    }

    public static String ofShort(String entity, String component, Short value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeShort(value);
    }

    public static String ofInt(String entity, String component, int value) {
        return KeyCodec.encodeInt(value);
    }

    public static String ofInt(String entity, String component, Integer value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeInt(value);
    }

    public static String ofLong(String entity, String component, long value) {
        return KeyCodec.encodeLong(value);
    }

    public static String ofLong(String entity, String component, Long value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeLong(value);
    }

    public static String ofBigInteger(String entity, String component, BigInteger value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeBigInteger(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofBigDecimal(String entity, String component, BigDecimal value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeBigDecimal(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofInstant(String entity, String component, Instant value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeInstant(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofLocalDate(String entity, String component, LocalDate value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeLocalDate(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofLocalDateTime(String entity, String component, LocalDateTime value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeLocalDateTime(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    public static String ofUuid(String entity, String component, UUID value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeUuid(value);
    }

    public static String ofEnumName(String entity, String component, Enum<?> value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        return KeyCodec.encodeEnumName(value);
    }

    public static String ofEnumOrdinal(String entity, String component, Enum<?> value) {
        if (value == null) {
            throw nullValue(entity, component);
        }
        try {
            return KeyCodec.encodeEnumOrdinal(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyValueException(entity, component, e.getMessage(), e);
        }
    }

    private static InvalidKeyValueException nullValue(String entity, String component) {
        return new InvalidKeyValueException(entity, component, "is null, and keys need every component", null);
    }
}
