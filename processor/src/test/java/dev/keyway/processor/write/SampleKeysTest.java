package dev.keyway.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import dev.keyway.runtime.key.KeyCase;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyPart;
import dev.keyway.runtime.internal.key.KeyShards;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The processor's copy of the key encodings that sample items need equals the runtime's
 * {@code KeyCodec} and {@code KeyShards}, value by value: edge values and a seeded spread.
 */
class SampleKeysTest {

    private static final Random RANDOM = new Random(17);

    @Test
    void stringsAreEscapedAsTheRuntimeEscapesThem() {
        for (String value : List.of("", "c-1", "a#b", "$", "100%", "two words", "tab\there", "ümlaut", "user-1@example.com",
                "#$!\"\u0000\u001f%&", "é🙂z")) {
            assertEquals(KeyCodec.encodeString(value), SampleKeys.encode(value, false), value);
        }
    }

    @Test
    void integralNumbersAreFixedWidthAsInTheRuntime() {
        for (long value : List.of(0L, 1L, -1L, 5L, 42L, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE * 3L)) {
            assertEquals(KeyCodec.encodeLong(value), SampleKeys.encode(value, false));
        }
        for (int i = 0; i < 500; i++) {
            int value = RANDOM.nextInt();
            assertEquals(KeyCodec.encodeInt(value), SampleKeys.encode(value, true));
            assertEquals(KeyCodec.encodeShort((short) value), SampleKeys.encode((short) value, true));
            assertEquals(KeyCodec.encodeByte((byte) value), SampleKeys.encode((byte) value, true));
            long wide = RANDOM.nextLong();
            assertEquals(KeyCodec.encodeLong(wide), SampleKeys.encode(wide, false));
        }
        for (int value : List.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 1)) {
            assertEquals(KeyCodec.encodeInt(value), SampleKeys.encode(value, false));
        }
    }

    @Test
    void arbitraryPrecisionNumbersAreEncodedByValueAsInTheRuntime() {
        for (String value : List.of("0", "1", "-1", "1.5", "-1.5", "9.90", "19.90", "0.001", "-0.001", "123456789.123456789",
                "1E+20", "-1E-20", "100", "1.50")) {
            assertEquals(KeyCodec.encodeBigDecimal(new BigDecimal(value)), SampleKeys.encode(new BigDecimal(value), true), value);
        }
        for (int i = 0; i < 300; i++) {
            BigInteger integer = new BigInteger(1 + RANDOM.nextInt(200), RANDOM).multiply(BigInteger.valueOf(RANDOM.nextInt(3) - 1));
            assertEquals(KeyCodec.encodeBigInteger(integer), SampleKeys.encode(integer, false));
            BigDecimal decimal = new BigDecimal(integer, RANDOM.nextInt(60) - 30);
            assertEquals(KeyCodec.encodeBigDecimal(decimal), SampleKeys.encode(decimal, false));
        }
    }

    @Test
    void timesUuidsBooleansAndEnumsAreEncodedAsInTheRuntime() {
        for (int i = 0; i < 300; i++) {
            Instant instant = Instant.ofEpochSecond(RANDOM.nextLong(-62_000_000_000L, 253_000_000_000L), RANDOM.nextInt(1_000_000_000));
            assertEquals(KeyCodec.encodeInstant(instant), SampleKeys.encode(instant, true));
            LocalDateTime dateTime = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), java.time.ZoneOffset.UTC);
            assertEquals(KeyCodec.encodeLocalDateTime(dateTime), SampleKeys.encode(dateTime, true));
            assertEquals(KeyCodec.encodeLocalDate(dateTime.toLocalDate()), SampleKeys.encode(dateTime.toLocalDate(), true));
            UUID uuid = new UUID(RANDOM.nextLong(), RANDOM.nextLong());
            assertEquals(KeyCodec.encodeUuid(uuid), SampleKeys.encode(uuid, false));
        }
        assertEquals(KeyCodec.encodeInstant(Instant.parse("2024-05-01T10:00:00Z")), SampleKeys.encode(Instant.parse("2024-05-01T10:00:00Z"), false));
        assertEquals(KeyCodec.encodeLocalDate(LocalDate.of(2024, 5, 1)), SampleKeys.encode(LocalDate.of(2024, 5, 1), false));
        assertEquals(KeyCodec.encodeBoolean(true), SampleKeys.encode(true, false));
        assertEquals(KeyCodec.encodeBoolean(false), SampleKeys.encode(false, true));
        for (java.time.DayOfWeek day : java.time.DayOfWeek.values()) {
            SampleData.EnumValue value = new SampleData.EnumValue(day.name(), day.ordinal());
            assertEquals(KeyCodec.encodeEnumName(day), SampleKeys.encode(value, false));
            assertEquals(KeyCodec.encodeEnumOrdinal(day), SampleKeys.encode(value, true));
        }
    }

    @Test
    void shardsAreTheRuntimesHash() {
        for (int i = 0; i < 1000; i++) {
            String value = Integer.toString(RANDOM.nextInt(), 36) + (i % 7 == 0 ? "é🙂" : "");
            int shards = 1 + RANDOM.nextInt(1000);
            assertEquals(KeyShards.of(value, shards), SampleKeys.shard(value, shards), value);
        }
    }

    // ---- key formats ----------------------------------------------------------------------------

    enum Level { LOW, HIGH }

    private static KeyEncoding encoding(ValueType type, KeyFormatModel format, boolean sortKey, char delimiter) {
        return KeyEncoding.of(new ComponentModel("c", "c", type, format), sortKey, delimiter);
    }

    private static ValueType scalar(Scalar scalar) {
        return new ValueType.ScalarType(scalar, false);
    }

    private static KeyFormatModel format(KeyFormatModel.Kind kind, int digits, KeyFormatModel.Casing casing) {
        return new KeyFormatModel(kind, digits, casing, Optional.empty());
    }

    @Test
    void keyFormatsAreWrittenAsTheRuntimeWritesThem() {
        for (String value : List.of("", "en", "New York", "a#b", "x|y$", "ümlaut")) {
            for (KeyFormatModel.Casing casing : KeyFormatModel.Casing.values()) {
                KeyCase runtimeCase = KeyCase.valueOf(casing.name());
                for (char delimiter : new char[] {'#', '/', '|', ':'}) {
                    assertEquals(KeyPart.ofString("E", "c", delimiter, runtimeCase).encode(value), SampleKeys.encode(value,
                            encoding(scalar(Scalar.STRING), format(KeyFormatModel.Kind.KEYWAY, 0, casing), true, delimiter)));
                    if (value.indexOf(delimiter) < 0) {
                        assertEquals(KeyPart.ofRawString("E", "c", delimiter, runtimeCase).encode(value), SampleKeys.encode(value,
                                encoding(scalar(Scalar.STRING), format(KeyFormatModel.Kind.RAW, 0, casing), true, delimiter)));
                    }
                }
            }
        }
        for (long value : List.of(0L, 7L, 42L, 99_999L)) {
            assertEquals(KeyPart.ofPlainNumber("E", "c", Long.class).encode(value), SampleKeys.encode(value,
                    encoding(scalar(Scalar.LONG), format(KeyFormatModel.Kind.RAW, 0, KeyFormatModel.Casing.AS_GIVEN), true, '#')));
            assertEquals(KeyPart.ofPaddedNumber("E", "c", Long.class, 5).encode(value), SampleKeys.encode(value,
                    encoding(scalar(Scalar.LONG), format(KeyFormatModel.Kind.PADDED, 5, KeyFormatModel.Casing.AS_GIVEN), true,
                            '#')));
        }
        assertEquals(KeyPart.ofPaddedNumber("E", "c", BigInteger.class, 30).encode(BigInteger.TEN), SampleKeys.encode(
                BigInteger.TEN, encoding(scalar(Scalar.BIG_INTEGER), format(KeyFormatModel.Kind.PADDED, 30,
                        KeyFormatModel.Casing.AS_GIVEN), true, '#')));
        ValueType level = new ValueType.EnumType(new ClassRef("t", List.of("Level")), List.of("LOW", "HIGH"));
        for (KeyFormatModel.Casing casing : KeyFormatModel.Casing.values()) {
            KeyCase runtimeCase = KeyCase.valueOf(casing.name());
            assertEquals(KeyPart.ofEnumName("E", "c", Level.class, runtimeCase).encode(Level.HIGH), SampleKeys.encode(
                    new SampleData.EnumValue("HIGH", 1), encoding(level, format(KeyFormatModel.Kind.RAW, 0, casing), true, '#')));
            assertEquals(KeyPart.ofEnumOrdinal("E", "c", Level.class, runtimeCase).encode(Level.HIGH), SampleKeys.encode(
                    new SampleData.EnumValue("HIGH", 1), encoding(level, format(KeyFormatModel.Kind.KEYWAY, 0, casing), true,
                            '#')));
        }
    }
}
