package dev.keyway.runtime.key;

import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.key.KeyTypes.KeyType;
import dev.keyway.runtime.key.KeyTypes.Status;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** decode(encode(x)) gives x back for every key type: keys are read back into record components. */
class KeyCodecRoundTripTest {

    private static final long SEED = 77_001L;

    static Stream<KeyType<?>> types() {
        return KeyTypes.ORDERED.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    void decodeInvertsEncode(KeyType<?> type) {
        roundTrip(type);
    }

    private static <T> void roundTrip(KeyType<T> type) {
        Random random = new Random(SEED);
        for (T value : type.pool(random, 4000)) {
            String encoded = type.encode(value);
            T decoded;
            try {
                decoded = type.decode(encoded);
            } catch (RuntimeException e) {
                throw new AssertionError(type + " (seed " + SEED + "): cannot decode " + show(encoded) + " of "
                        + value, e);
            }
            if (type.order().compare(value, decoded) != 0 || !sameValue(value, decoded)) {
                fail(type + " (seed " + SEED + "): " + value + " -> " + show(encoded) + " -> " + decoded);
            }
        }
    }

    /** Equality beyond the order: strings exactly, BigDecimals without trailing zeros, enums the same constant. */
    private static boolean sameValue(Object value, Object decoded) {
        if (value instanceof BigDecimal d) {
            BigDecimal back = (BigDecimal) decoded;
            return back.compareTo(d) == 0 && (back.signum() == 0 ? back.equals(BigDecimal.ZERO)
                    : back.equals(back.stripTrailingZeros()));
        }
        return value.equals(decoded);
    }

    @Test
    void timesAreIsoTextWithFixedWidth() {
        DateTimeFormatter date = DateTimeFormatter.ofPattern("uuuu-MM-dd");
        DateTimeFormatter dateTime = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS");
        long min = LocalDate.of(0, 1, 1).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
        long max = LocalDate.of(9999, 12, 31).atTime(23, 59, 59).toEpochSecond(ZoneOffset.UTC);
        List<Instant> instants = new ArrayList<>(List.of(Instant.ofEpochSecond(min), Instant.ofEpochSecond(max, 999_999_999),
                Instant.EPOCH, Instant.ofEpochSecond(-1), Instant.ofEpochSecond(-86_400, 1),
                Instant.parse("2024-02-29T23:59:59.000000001Z")));
        Random random = new Random(SEED);
        for (int i = 0; i < 20_000; i++) {
            instants.add(Instant.ofEpochSecond(min + (long) (random.nextDouble() * (max - min)), random.nextInt(1_000_000_000)));
        }
        for (Instant instant : instants) {
            LocalDateTime utc = LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
            assertEquals(dateTime.format(utc) + "Z", KeyCodec.encodeInstant(instant), instant::toString);
            assertEquals(dateTime.format(utc), KeyCodec.encodeLocalDateTime(utc), utc::toString);
            assertEquals(date.format(utc), KeyCodec.encodeLocalDate(utc.toLocalDate()), utc::toString);
        }
    }

    @Test
    void stringsWithAnyValidUnicodeRoundTrip() {
        List<String> samples = List.of("", "#", "$", "$$", "$23", " ", "a b", "\u0000", "\u0001\u001F", "\t\n\r",
                "c1#ORDERS", "100%", "\uD83D\uDE00", "\uDBFF\uDFFE", "\uFFFF", "\uE000", "\u00E9t\u00E9",
                "a#b$c d", "~~~", "\u007F");
        for (String s : samples) {
            assertEquals(s, KeyCodec.decodeString(KeyCodec.encodeString(s)), () -> show(s));
        }
        Random random = new Random(SEED + 1);
        for (int i = 0; i < 20_000; i++) {
            String s = KeyTypes.randomString(random, 12);
            assertEquals(s, KeyCodec.decodeString(KeyCodec.encodeString(s)), () -> "seed " + SEED + ": " + show(s));
        }
    }

    @Test
    void documentedStringEscapes() {
        assertEquals("a$23b$24c$20d$00", KeyCodec.encodeString("a#b$c d\u0000"));
        assertEquals("plain%text", KeyCodec.encodeString("plain%text"));
    }

    @Test
    void bigDecimalDecodesByValueWithoutTrailingZeros() {
        for (String text : List.of("1.50", "100", "1E+3", "-2.500", "0.000", "0E+5", "0.0010")) {
            BigDecimal value = new BigDecimal(text);
            BigDecimal back = KeyCodec.decodeBigDecimal(KeyCodec.encodeBigDecimal(value));
            assertEquals(0, back.compareTo(value), text);
            assertEquals(value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros(), back, text);
        }
    }

    @Test
    void enumsRoundTripByOrdinalAndByName() {
        for (Status status : Status.values()) {
            assertSame(status, KeyCodec.decodeEnumOrdinal(Status.class, KeyCodec.encodeEnumOrdinal(status)));
            assertSame(status, KeyCodec.decodeEnumName(Status.class, KeyCodec.encodeEnumName(status)));
        }
        assertEquals("010-DELIVERED", KeyCodec.encodeEnumOrdinal(Status.DELIVERED));
    }
}
