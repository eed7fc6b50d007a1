package dev.keyway.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyTypes;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Generated code builds keys through KeyParts: a value that cannot be a key must fail before any
 * request, with an InvalidKeyValueException that names the entity and the component.
 */
class KeyPartsTest {

    private static final String ENTITY = "Order";
    private static final String COMPONENT = "placedAt";

    private static void invalid(String what, Executable call, boolean withCause) {
        InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, call, what);
        assertEquals(ENTITY, e.entityType(), what);
        assertEquals(COMPONENT, e.component(), what);
        assertTrue(e.getMessage().contains("Order.placedAt"), () -> what + ": " + e.getMessage());
        if (withCause) {
            assertInstanceOf(IllegalArgumentException.class, e.getCause(), what);
        }
    }

    @Test
    void nullComponentsAreRejected() {
        Map<String, Executable> calls = new LinkedHashMap<>();
        calls.put("String", () -> KeyParts.ofString(ENTITY, COMPONENT, null));
        calls.put("non-empty String", () -> KeyParts.ofNonEmptyString(ENTITY, COMPONENT, null));
        calls.put("Boolean", () -> KeyParts.ofBoolean(ENTITY, COMPONENT, (Boolean) null));
        calls.put("Byte", () -> KeyParts.ofByte(ENTITY, COMPONENT, (Byte) null));
        calls.put("Short", () -> KeyParts.ofShort(ENTITY, COMPONENT, (Short) null));
        calls.put("Integer", () -> KeyParts.ofInt(ENTITY, COMPONENT, (Integer) null));
        calls.put("Long", () -> KeyParts.ofLong(ENTITY, COMPONENT, (Long) null));
        calls.put("BigInteger", () -> KeyParts.ofBigInteger(ENTITY, COMPONENT, null));
        calls.put("BigDecimal", () -> KeyParts.ofBigDecimal(ENTITY, COMPONENT, null));
        calls.put("Instant", () -> KeyParts.ofInstant(ENTITY, COMPONENT, null));
        calls.put("LocalDate", () -> KeyParts.ofLocalDate(ENTITY, COMPONENT, null));
        calls.put("LocalDateTime", () -> KeyParts.ofLocalDateTime(ENTITY, COMPONENT, null));
        calls.put("UUID", () -> KeyParts.ofUuid(ENTITY, COMPONENT, null));
        calls.put("enum name", () -> KeyParts.ofEnumName(ENTITY, COMPONENT, null));
        calls.put("enum ordinal", () -> KeyParts.ofEnumOrdinal(ENTITY, COMPONENT, null));
        calls.forEach((what, call) -> invalid(what, call, false));
    }

    @Test
    void unencodableValuesAreRejectedWithTheCodecsReason() {
        invalid("lone surrogate", () -> KeyParts.ofString(ENTITY, COMPONENT, "a\uD800"), true);
        invalid("U+10FFFF", () -> KeyParts.ofString(ENTITY, COMPONENT, KeyCodec.MAX), true);
        invalid("year 10000", () -> KeyParts.ofInstant(ENTITY, COMPONENT, KeyTypes.MAX_INSTANT.plusNanos(1)), true);
        invalid("year -1", () -> KeyParts.ofLocalDate(ENTITY, COMPONENT, LocalDate.of(-1, 1, 1)), true);
        invalid("year 10000",
                () -> KeyParts.ofLocalDateTime(ENTITY, COMPONENT, LocalDateTime.of(10000, 1, 1, 0, 0)), true);
        invalid("1000 digits", () -> KeyParts.ofBigInteger(ENTITY, COMPONENT, BigInteger.TEN.pow(999)), true);
        invalid("exponent 5000", () -> KeyParts.ofBigDecimal(ENTITY, COMPONENT, new BigDecimal("1E+4999")), true);
    }

    @Test
    void aStringThatIsTheWholeKeyMustNotBeEmpty() {
        invalid("empty", () -> KeyParts.ofNonEmptyString(ENTITY, COMPONENT, ""), false);
        assertEquals("$20", KeyParts.ofNonEmptyString(ENTITY, COMPONENT, " "));
        assertEquals("", KeyParts.ofString(ENTITY, COMPONENT, "")); // a component among literals may be empty
    }

    @Test
    void validValuesEncodeAsKeyCodecDoes() {
        Instant now = Instant.parse("2024-06-11T10:15:30.123Z");
        UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        assertEquals(KeyCodec.encodeString("a#b"), KeyParts.ofString(ENTITY, COMPONENT, "a#b"));
        assertEquals(KeyCodec.encodeInstant(now), KeyParts.ofInstant(ENTITY, COMPONENT, now));
        assertEquals(KeyCodec.encodeInt(-5), KeyParts.ofInt(ENTITY, COMPONENT, -5));
        assertEquals(KeyCodec.encodeInt(-5), KeyParts.ofInt(ENTITY, COMPONENT, Integer.valueOf(-5)));
        assertEquals(KeyCodec.encodeLong(7L), KeyParts.ofLong(ENTITY, COMPONENT, Long.valueOf(7)));
        assertEquals(KeyCodec.encodeByte((byte) 7), KeyParts.ofByte(ENTITY, COMPONENT, (byte) 7));
        assertEquals(KeyCodec.encodeShort((short) 7), KeyParts.ofShort(ENTITY, COMPONENT, Short.valueOf((short) 7)));
        assertEquals("true", KeyParts.ofBoolean(ENTITY, COMPONENT, Boolean.TRUE));
        assertEquals(KeyCodec.encodeUuid(id), KeyParts.ofUuid(ENTITY, COMPONENT, id));
        assertEquals("PENDING", KeyParts.ofEnumName(ENTITY, COMPONENT, KeyTypes.Status.PENDING));
        assertEquals("002-PENDING", KeyParts.ofEnumOrdinal(ENTITY, COMPONENT, KeyTypes.Status.PENDING));
        assertEquals(KeyCodec.encodeBigDecimal(new BigDecimal("1.5")),
                KeyParts.ofBigDecimal(ENTITY, COMPONENT, new BigDecimal("1.50")));
    }
}
