package dev.keyway.runtime.key;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Values that keys cannot hold are refused with IllegalArgumentException instead of producing a
 * key that is invalid UTF-8, out of order, or colliding with the range bound U+10FFFF.
 */
class KeyCodecRejectionTest {

    private static void rejected(String what, Executable call) {
        assertThrows(IllegalArgumentException.class, call, what);
    }

    @Test
    void aDelimiterNoEscapeCanWriteIsRefusedWhateverTheValue() {
        for (String value : List.of("plain", "a\u2192b")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> KeyCodec.encodeString(value, '\u2192'));
            assertTrue(e.getMessage().contains("U+2192"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> KeyCodec.decodeString("plain", '\u2192'));
        assertEquals("a$C3b", KeyCodec.encodeString("a\u00C3b", '\u00C3'));
    }

    @Test
    void loneSurrogatesAndTheRangeBoundAreRejected() {
        for (String s : List.of("\uD800", "\uDC00", "a\uD800", "\uD800a", "\uDC00\uD800", "ab\uDFFF#",
                "\uDBFF\uDFFF", "a\uDBFF\uDFFFb", KeyCodec.MAX)) {
            rejected(KeyTypes.show(s), () -> KeyCodec.encodeString(s));
        }
        // Neighbours of the rejected characters are fine.
        assertDoesNotThrow(() -> KeyCodec.encodeString("\uDBFF\uDFFE\uD800\uDC00\uD7FF\uE000\uFFFF"));
    }

    @Test
    void theBoundsOfYears0000To9999AreTheirEpochSeconds() {
        assertEquals(LocalDate.of(0, 1, 1).atStartOfDay().toEpochSecond(ZoneOffset.UTC), KeyCodec.MIN_SECOND);
        assertEquals(LocalDate.of(9999, 12, 31).atTime(23, 59, 59).toEpochSecond(ZoneOffset.UTC), KeyCodec.MAX_SECOND);
    }

    @Test
    void timesOutsideYears0000To9999AreRejected() {
        rejected("before 0000", () -> KeyCodec.encodeInstant(KeyTypes.MIN_INSTANT.minusNanos(1)));
        rejected("after 9999", () -> KeyCodec.encodeInstant(KeyTypes.MAX_INSTANT.plusNanos(1)));
        rejected("Instant.MIN", () -> KeyCodec.encodeInstant(Instant.MIN));
        rejected("Instant.MAX", () -> KeyCodec.encodeInstant(Instant.MAX));
        assertDoesNotThrow(() -> KeyCodec.encodeInstant(KeyTypes.MIN_INSTANT));
        assertDoesNotThrow(() -> KeyCodec.encodeInstant(KeyTypes.MAX_INSTANT));

        rejected("-0001-12-31", () -> KeyCodec.encodeLocalDate(LocalDate.of(-1, 12, 31)));
        rejected("10000-01-01", () -> KeyCodec.encodeLocalDate(LocalDate.of(10000, 1, 1)));
        rejected("LocalDate.MIN", () -> KeyCodec.encodeLocalDate(LocalDate.MIN));
        rejected("LocalDate.MAX", () -> KeyCodec.encodeLocalDate(LocalDate.MAX));

        rejected("-0001-12-31T23:59:59.999999999",
                () -> KeyCodec.encodeLocalDateTime(LocalDateTime.of(-1, 12, 31, 23, 59, 59, 999_999_999)));
        rejected("10000-01-01T00:00", () -> KeyCodec.encodeLocalDateTime(LocalDateTime.of(10000, 1, 1, 0, 0)));
        rejected("LocalDateTime.MAX", () -> KeyCodec.encodeLocalDateTime(LocalDateTime.MAX));
    }

    @Test
    void bigIntegersOver999DigitsAreRejected() {
        BigInteger thousandDigits = BigInteger.TEN.pow(999);
        rejected("10^999", () -> KeyCodec.encodeBigInteger(thousandDigits));
        rejected("-10^999", () -> KeyCodec.encodeBigInteger(thousandDigits.negate()));
        assertDoesNotThrow(() -> KeyCodec.encodeBigInteger(thousandDigits.subtract(BigInteger.ONE)));
        assertDoesNotThrow(() -> KeyCodec.encodeBigInteger(thousandDigits.subtract(BigInteger.ONE).negate()));
    }

    /** value = 0.d x 10^e with |e| < 5000: 1E+4998 has e = 4999, 1E+4999 has e = 5000; 1E-5000 has e = -4999. */
    @Test
    void bigDecimalsWithExponentsFrom5000AreRejected() {
        for (String text : List.of("1E+4999", "-1E+4999", "1E-5001", "-1E-5001", "12345E+4996", "1E+100000")) {
            rejected(text, () -> KeyCodec.encodeBigDecimal(new BigDecimal(text)));
        }
        for (String text : List.of("1E+4998", "-1E+4998", "1E-5000", "-1E-5000", "9.9999E+4998", "1.0E-4999")) {
            assertDoesNotThrow(() -> KeyCodec.encodeBigDecimal(new BigDecimal(text)), text);
        }
    }
}
