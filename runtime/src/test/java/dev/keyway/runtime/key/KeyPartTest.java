package dev.keyway.runtime.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Each key part encodes as {@link KeyCodec} does and names the entity and component when it cannot. */
class KeyPartTest {

    enum Level { LOW, HIGH }

    @Test
    void eachKindEncodesAsKeyCodec() {
        Instant at = Instant.parse("2024-05-01T10:00:00Z");
        UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        assertEquals(KeyCodec.encodeString("a#b"), KeyPart.ofString("Order", "c").encode("a#b"));
        assertEquals("true", KeyPart.ofBoolean("Order", "c").encode(true));
        assertEquals(KeyCodec.encodeByte((byte) -3), KeyPart.ofByte("Order", "c").encode((byte) -3));
        assertEquals(KeyCodec.encodeShort((short) 7), KeyPart.ofShort("Order", "c").encode((short) 7));
        assertEquals(KeyCodec.encodeInt(-5), KeyPart.ofInt("Order", "c").encode(-5));
        assertEquals(KeyCodec.encodeLong(5L), KeyPart.ofLong("Order", "c").encode(5L));
        assertEquals(KeyCodec.encodeBigInteger(BigInteger.TEN), KeyPart.ofBigInteger("Order", "c").encode(BigInteger.TEN));
        assertEquals(KeyCodec.encodeBigDecimal(new BigDecimal("1.5")),
                KeyPart.ofBigDecimal("Order", "c").encode(new BigDecimal("1.50")));
        assertEquals("2024-05-01T10:00:00.000000000Z", KeyPart.ofInstant("Order", "c").encode(at));
        assertEquals("2024-05-01", KeyPart.ofLocalDate("Order", "c").encode(LocalDate.of(2024, 5, 1)));
        assertEquals(KeyCodec.encodeLocalDateTime(LocalDateTime.of(2024, 5, 1, 10, 0)),
                KeyPart.ofLocalDateTime("Order", "c").encode(LocalDateTime.of(2024, 5, 1, 10, 0)));
        assertEquals(id.toString(), KeyPart.ofUuid("Order", "c").encode(id));
        assertEquals("HIGH", KeyPart.<Level>ofEnumName("Order", "c").encode(Level.HIGH));
        assertEquals(KeyCodec.encodeEnumOrdinal(Level.HIGH), KeyPart.<Level>ofEnumOrdinal("Order", "c").encode(Level.HIGH));
    }

    @Test
    void aNullOrUnencodableValueNamesTheEntityAndComponent() {
        KeyPart<Instant> placedAt = KeyPart.ofInstant("Order", "placedAt");
        InvalidKeyValueException none = assertThrows(InvalidKeyValueException.class, () -> placedAt.encode(null));
        assertEquals("Order", none.entityType());
        assertEquals("placedAt", none.component());
        InvalidKeyValueException far = assertThrows(InvalidKeyValueException.class,
                () -> placedAt.encode(Instant.parse("+10000-01-01T00:00:00Z")));
        assertTrue(far.getMessage().contains("placedAt"), far.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> KeyPart.ofInt("Order", "n").encode(null));
        assertThrows(InvalidKeyValueException.class, () -> KeyPart.ofString("Order", "id").encode("\uD800"));
        assertEquals("Order.placedAt", placedAt.toString());
    }

    @Test
    void aWholeKeyMustNotBeEmpty() {
        KeyPart<String> email = KeyPart.ofString("Customer", "email");
        assertEquals("", email.encode(""));
        InvalidKeyValueException empty = assertThrows(InvalidKeyValueException.class, () -> email.encodeWholeKey(""));
        assertEquals("email", empty.component());
        assertEquals("a@b", email.encodeWholeKey("a@b"));
    }
}
