package dev.keyway.runtime.internal.item;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.key.KeyTypes.Status;
import dev.keyway.runtime.key.KeyTypes;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conversions between component values and AttributeValues: every value reads back as itself,
 * values DynamoDB cannot store are refused, and a wrong type deep inside lists and maps is reported
 * with the path to it.
 */
class AttributeValuesTest {

    private static final long SEED = 5150L;

    private static AttributeValueException fails(Executable call) {
        return assertThrows(AttributeValueException.class, call);
    }

    // ---- round trips -------------------------------------------------------------------------

    /** DynamoDB has no negative zero (it stores {@code -0.0} as {@code 0}): written as 0, so a write returns what a read gives. */
    @Test
    void negativeZeroIsWrittenAsZero() {
        assertEquals("0", AttributeValues.fromDouble(-0.0).n());
        assertEquals("0", AttributeValues.fromFloat(-0.0f).n());
        assertEquals("0", AttributeValues.fromDouble(0.0).n());
        assertEquals(Double.valueOf(0.0), AttributeValues.asDouble(AttributeValues.fromDouble(-0.0)));
        assertEquals(Float.valueOf(0.0f), AttributeValues.asFloat(AttributeValues.fromFloat(-0.0f)));
    }

    @Test
    void scalarsRoundTrip() {
        Random random = new Random(SEED);
        for (int i = 0; i < 3000; i++) {
            String s = KeyTypes.randomString(random, 10);
            assertEquals(s, AttributeValues.asString(AttributeValues.fromString(s)));
            int n = random.nextInt();
            assertEquals(n, AttributeValues.asInt(AttributeValues.fromInt(n)));
            long l = random.nextLong();
            assertEquals(l, AttributeValues.asLong(AttributeValues.fromLong(l)));
            double d = Double.longBitsToDouble(random.nextLong());
            double magnitude = Math.abs(d);
            if (Double.isFinite(d) && (magnitude == 0 || magnitude >= 1E-130 && magnitude < 1E126)) {
                assertEquals(d, AttributeValues.asDouble(AttributeValues.fromDouble(d)), "seed " + SEED);
            } else if (Double.isFinite(d)) {
                fails(() -> AttributeValues.fromDouble(d)); // beyond what DynamoDB stores
            }
            float f = Float.intBitsToFloat(random.nextInt());
            if (Float.isFinite(f)) {
                assertEquals(f, AttributeValues.asFloat(AttributeValues.fromFloat(f)), "seed " + SEED);
            }
            BigDecimal decimal = new BigDecimal(BigInteger.valueOf(random.nextLong()), random.nextInt(41) - 20);
            assertEquals(decimal, AttributeValues.asBigDecimal(AttributeValues.fromBigDecimal(decimal)), "scale kept");
            BigInteger big = new BigInteger(126, random).subtract(BigInteger.ONE.shiftLeft(125)); // DynamoDB's 38 digits
            assertEquals(big, AttributeValues.asBigInteger(AttributeValues.fromBigInteger(big)));
            Instant instant = KeyTypes.INSTANT.random().apply(random);
            assertEquals(instant, AttributeValues.asInstant(AttributeValues.fromInstant(instant)));
            LocalDate date = KeyTypes.LOCAL_DATE.random().apply(random);
            assertEquals(date, AttributeValues.asLocalDate(AttributeValues.fromLocalDate(date)));
            LocalDateTime dateTime = KeyTypes.LOCAL_DATE_TIME.random().apply(random);
            assertEquals(dateTime, AttributeValues.asLocalDateTime(AttributeValues.fromLocalDateTime(dateTime)));
            UUID uuid = new UUID(random.nextLong(), random.nextLong());
            assertEquals(uuid, AttributeValues.asUuid(AttributeValues.fromUuid(uuid)));
        }
        for (byte b : new byte[] {Byte.MIN_VALUE, -1, 0, Byte.MAX_VALUE}) {
            assertEquals(b, AttributeValues.asByte(AttributeValues.fromByte(b)));
        }
        for (short s : new short[] {Short.MIN_VALUE, -1, 0, Short.MAX_VALUE}) {
            assertEquals(s, AttributeValues.asShort(AttributeValues.fromShort(s)));
        }
        assertEquals(Boolean.TRUE, AttributeValues.asBoolean(AttributeValues.fromBoolean(true)));
        assertEquals(Boolean.FALSE, AttributeValues.asBoolean(AttributeValues.fromBoolean(false)));
        assertSame(Status.B$, AttributeValues.asEnum(AttributeValues.fromEnum(Status.B$), Status.class));
        byte[] bytes = {0, 1, -1, 127};
        assertArrayEquals(bytes, AttributeValues.asBytes(AttributeValues.fromBytes(bytes)));
        assertEquals(ByteBuffer.wrap(bytes), AttributeValues.asByteBuffer(AttributeValues.fromByteBuffer(ByteBuffer.wrap(bytes))));
        assertEquals(SdkBytes.fromByteArray(bytes), AttributeValues.asSdkBytes(AttributeValues.fromSdkBytes(SdkBytes.fromByteArray(bytes))));
    }

    /** Times are stored in the fixed-width key form, so that string comparison in filters follows time order. */
    @Test
    void timesUseTheFixedWidthFormAndReadOtherIsoForms() {
        assertEquals("2024-01-02T03:04:05.000000000Z", AttributeValues.fromInstant(Instant.parse("2024-01-02T03:04:05Z")).s());
        assertEquals(Instant.parse("2024-01-02T03:04:05Z"), AttributeValues.asInstant(AttributeValue.fromS("2024-01-02T03:04:05Z")));
        assertEquals(LocalDate.of(2024, 1, 2), AttributeValues.asLocalDate(AttributeValue.fromS("2024-01-02")));
        assertEquals(LocalDateTime.of(2024, 1, 2, 3, 4), AttributeValues.asLocalDateTime(AttributeValue.fromS("2024-01-02T03:04")));
        fails(() -> AttributeValues.asInstant(AttributeValue.fromS("yesterday")));
        fails(() -> AttributeValues.asLocalDate(AttributeValue.fromS("2024-02-30")));
        fails(() -> AttributeValues.asLocalDateTime(AttributeValue.fromS("2024-01-02 03:04")));
    }

    @Test
    void nullValuesAreLeftOut() {
        assertNull(AttributeValues.fromString(null));
        assertNull(AttributeValues.fromBoolean(null));
        assertNull(AttributeValues.fromInt((Integer) null));
        assertNull(AttributeValues.fromLong((Long) null));
        assertNull(AttributeValues.fromDouble((Double) null));
        assertNull(AttributeValues.fromFloat((Float) null));
        assertNull(AttributeValues.fromByte((Byte) null));
        assertNull(AttributeValues.fromShort((Short) null));
        assertNull(AttributeValues.fromBigDecimal(null));
        assertNull(AttributeValues.fromBigInteger(null));
        assertNull(AttributeValues.fromInstant(null));
        assertNull(AttributeValues.fromLocalDate(null));
        assertNull(AttributeValues.fromLocalDateTime(null));
        assertNull(AttributeValues.fromUuid(null));
        assertNull(AttributeValues.fromEnum(null));
        assertNull(AttributeValues.fromBytes(null));
        assertNull(AttributeValues.fromList(null, AttributeValues::fromString));
        assertNull(AttributeValues.fromMap(null, AttributeValues::fromString));
        assertNull(AttributeValues.unwrap(Optional.empty()));
        assertNull(AttributeValues.unwrap(null));
        assertEquals("x", AttributeValues.unwrap(Optional.of("x")));
    }

    // ---- values DynamoDB cannot store --------------------------------------------------------

    @Test
    void nonFiniteNumbersAreRejected() {
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            fails(() -> AttributeValues.fromDouble(d));
            fails(() -> AttributeValues.fromDouble(Double.valueOf(d)));
            fails(() -> AttributeValues.fromFloat((float) d));
        }
        AttributeValueException inList = fails(() -> AttributeValues.fromList(Arrays.asList(1.0, 2.0, Double.NaN),
                AttributeValues::fromDouble));
        assertEquals("[2]", inList.path());
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("ok", 1.0);
        scores.put("bad", Double.POSITIVE_INFINITY);
        assertEquals("[bad]", fails(() -> AttributeValues.fromMap(scores, AttributeValues::fromDouble)).path());
        fails(() -> AttributeValues.fromNumberSet(Set.of(Double.NaN), AttributeValues::fromDouble));
    }

    /** DynamoDB refuses a map with an empty key ("Empty attribute name"): refused before any request, with the path. */
    @Test
    void emptyMapKeysAreRejected() {
        Map<String, Map<String, Integer>> nested = Map.of("outer", Map.of("", 1));
        AttributeValueException refused = fails(() -> AttributeValues.fromMap(nested,
                inner -> AttributeValues.fromMap(inner, AttributeValues::fromInt)));
        assertEquals("[outer]", refused.path());
        assertTrue(refused.getMessage().contains("empty"), refused.getMessage());
        assertEquals("x", AttributeValues.fromMap(Map.of("x", 1), AttributeValues::fromInt).m().keySet().iterator().next());
        // The writers generated code calls for maps of scalars and of records refuse it the same way.
        assertTrue(fails(() -> AttributeValues.fromScalarMap(Map.of("", 1), Scalar.INT)).getMessage().contains("empty"));
        Map<String, GeneratedReadsWritesTest.Line> lines = Map.of("", new GeneratedReadsWritesTest.Line("a", 1));
        assertTrue(fails(() -> AttributeValues.fromRecordMap(lines, GeneratedReadsWritesTest.LINE_RECORD))
                .getMessage().contains("empty"));
    }

    @Test
    void setsHoldNoNullAndEmptySetsAreLeftOut() {
        assertNull(AttributeValues.fromStringSet(Set.of()));
        assertNull(AttributeValues.fromStringSet(null));
        assertNull(AttributeValues.fromNumberSet(Set.<Integer>of(), AttributeValues::fromInt));
        assertNull(AttributeValues.fromBinarySet(Set.<byte[]>of(), AttributeValues::fromBytes));
        Set<String> withNull = new HashSet<>(Arrays.asList("a", null));
        fails(() -> AttributeValues.fromStringSet(withNull));
        Set<Integer> numbersWithNull = new HashSet<>(Arrays.asList(1, null));
        fails(() -> AttributeValues.fromNumberSet(numbersWithNull, AttributeValues::fromInt));
        Set<SdkBytes> bytesWithNull = new HashSet<>(Arrays.asList(SdkBytes.fromUtf8String("a"), null));
        fails(() -> AttributeValues.fromBinarySet(bytesWithNull, AttributeValues::fromSdkBytes));
        Map<String, String> nullKey = new HashMap<>();
        nullKey.put(null, "x");
        fails(() -> AttributeValues.fromMap(nullKey, AttributeValues::fromString));
    }

    @Test
    void setsRoundTrip() {
        Set<String> strings = new LinkedHashSet<>(List.of("b", "a", ""));
        assertEquals(strings, AttributeValues.asStringSet(AttributeValues.fromStringSet(strings)));
        Set<Long> numbers = new LinkedHashSet<>(List.of(3L, -1L, Long.MAX_VALUE));
        assertEquals(numbers, AttributeValues.asNumberSet(AttributeValues.fromNumberSet(numbers, AttributeValues::fromLong),
                AttributeValues::asLong));
        Set<SdkBytes> binaries = Set.of(SdkBytes.fromUtf8String("x"), SdkBytes.fromUtf8String("y"));
        assertEquals(binaries, AttributeValues.asBinarySet(
                AttributeValues.fromBinarySet(binaries, AttributeValues::fromSdkBytes), AttributeValues::asSdkBytes));
    }

    /** In lists and maps a null element is NULL, and reads back as null. */
    @Test
    void nullElementsOfListsAndMaps() {
        AttributeValue list = AttributeValues.fromList(Arrays.asList("a", null, "c"), AttributeValues::fromString);
        assertTrue(AttributeValues.isNull(list.l().get(1)));
        assertEquals(Arrays.asList("a", null, "c"), AttributeValues.asList(list, AttributeValues::asString));
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("x", 1);
        map.put("y", null);
        assertEquals(map, AttributeValues.asMap(AttributeValues.fromMap(map, AttributeValues::fromInt), AttributeValues::asInt));
    }

    // ---- wrong types and their paths ---------------------------------------------------------

    @Test
    void wrongTypesAreNamed() {
        AttributeValueException e = fails(() -> AttributeValues.asString(AttributeValue.fromN("1")));
        assertEquals("", e.path());
        assertEquals("expected a string (S) but found a number (N)", e.reason());
        fails(() -> AttributeValues.asInt(AttributeValue.fromS("1")));
        fails(() -> AttributeValues.asBoolean(AttributeValue.fromS("true")));
        fails(() -> AttributeValues.asBytes(AttributeValue.fromS("x")));
        fails(() -> AttributeValues.asList(AttributeValue.fromS("x"), AttributeValues::asString));
        fails(() -> AttributeValues.asMap(AttributeValue.fromL(List.of()), AttributeValues::asString));
        fails(() -> AttributeValues.asStringSet(AttributeValue.fromS("x")));
        fails(() -> AttributeValues.asNumberSet(AttributeValue.fromSs(List.of("1")), AttributeValues::asInt));
        fails(() -> AttributeValues.asBinarySet(AttributeValue.fromS("x"), AttributeValues::asBytes));
        assertEquals("'NOPE' is not a constant of Status",
                fails(() -> AttributeValues.asEnum(AttributeValue.fromS("NOPE"), Status.class)).reason());
    }

    /** A record nested in a list: the failure names lines[2].sku, built from the segments of each level. */
    @Test
    void aWrongTypeDeepInsideIsReportedWithItsPath() {
        AttributeValue lines = AttributeValue.fromL(List.of(line("a", 1), line("b", 2),
                AttributeValue.fromM(Map.of("sku", AttributeValue.fromN("3"), "qty", AttributeValue.fromN("3")))));
        AttributeReader order = AttributeReader.nested(AttributeValue.fromM(Map.of("lines", lines)));
        AttributeValueException e = fails(() -> order.get("lines", value -> AttributeValues.asList(value,
                element -> AttributeReader.nested(element).required("sku", AttributeValues::asString))));
        assertEquals("lines[2].sku", e.path());
        assertEquals("expected a string (S) but found a number (N)", e.reason());
        assertEquals("lines[2].sku: expected a string (S) but found a number (N)", e.getMessage());

        // Maps of lists of records, and lists of lists.
        AttributeValue byWarehouse = AttributeValue.fromM(Map.of("w1", AttributeValue.fromL(List.of(line("a", 1),
                AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("b"), "qty", AttributeValue.fromS("many")))))));
        AttributeReader stock = AttributeReader.nested(AttributeValue.fromM(Map.of("stock", byWarehouse)));
        assertEquals("stock[w1][1].qty", fails(() -> stock.get("stock", value -> AttributeValues.asMap(value,
                list -> AttributeValues.asList(list, element -> AttributeReader.nested(element).getInt("qty"))))).path());
        AttributeValue grid = AttributeValue.fromL(List.of(AttributeValue.fromL(List.of(AttributeValue.fromN("1"))),
                AttributeValue.fromL(List.of(AttributeValue.fromN("2"), AttributeValue.fromS("x")))));
        assertEquals("[1][1]", fails(() -> AttributeValues.asList(grid,
                row -> AttributeValues.asList(row, AttributeValues::asInt))).path());
        // A nested record that is not a map.
        AttributeReader badLine = AttributeReader.nested(AttributeValue.fromM(Map.of("lines",
                AttributeValue.fromL(List.of(AttributeValue.fromS("x"))))));
        assertEquals("lines[0]", fails(() -> badLine.get("lines", value -> AttributeValues.asList(value,
                element -> AttributeReader.nested(element).required("sku", AttributeValues::asString)))).path());
    }

    private static AttributeValue line(String sku, int qty) {
        return AttributeValue.fromM(Map.of("sku", AttributeValue.fromS(sku), "qty", AttributeValue.fromN(Integer.toString(qty))));
    }

    /** Values of the right DynamoDB type that do not fit the component also fail with a path, not a bare exception. */
    @Test
    void valuesThatDoNotFitAreReportedWithTheirPath() {
        AttributeReader reader = AttributeReader.nested(AttributeValue.fromM(Map.of(
                "small", AttributeValue.fromN("300"),
                "whole", AttributeValue.fromN("1.5"),
                "id", AttributeValue.fromS("not-a-uuid"),
                "list", AttributeValue.fromL(List.of(AttributeValue.fromN("1"), AttributeValue.fromN("1.5"))))));
        assertEquals("small", fails(() -> reader.getByte("small")).path());
        assertEquals("whole", fails(() -> reader.getInt("whole")).path());
        assertEquals("whole", fails(() -> reader.get("whole", AttributeValues::asBigInteger)).path());
        assertEquals("id", fails(() -> reader.get("id", AttributeValues::asUuid)).path());
        assertEquals("list[1]", fails(() -> reader.get("list", v -> AttributeValues.asList(v, AttributeValues::asLong))).path());
        assertEquals("missing", fails(() -> reader.getInt("missing")).path());
        assertEquals(Optional.empty(), reader.optional("missing", AttributeValues::asString));
        assertEquals(Set.of(), reader.set("missing", AttributeValues::asStringSet));
    }

    /** A number DynamoDB would refuse is refused before the request, with DynamoDB's limits. */
    @Test
    void numbersDynamoDbCannotStoreAreRefusedWhenWritten() {
        assertTrue(fails(() -> AttributeValues.fromDouble(1e200)).reason()
                .contains("DynamoDB numbers range in magnitude from 1E-130"));
        assertTrue(fails(() -> AttributeValues.fromDouble(-1e-200)).reason().contains("1E-130"));
        assertEquals("9.99E125", AttributeValues.fromDouble(9.99e125).n());
        assertEquals("0", AttributeValues.fromDouble(0.0).n()); // zero, and negative zero, are written as 0
        assertTrue(fails(() -> AttributeValues.fromBigDecimal(new BigDecimal("1234567890123456789012345678901234567890.5")))
                .reason().contains("at most 38 significant digits, this one has 41"));
        assertTrue(fails(() -> AttributeValues.fromBigDecimal(new BigDecimal("1E+126"))).reason().contains("1E-130"));
        assertTrue(fails(() -> AttributeValues.fromBigDecimal(new BigDecimal("1E-131"))).reason().contains("1E-130"));
        assertEquals("1E+125", AttributeValues.fromBigDecimal(new BigDecimal("1E+125")).n());
        assertEquals("1.00E-130", AttributeValues.fromBigDecimal(new BigDecimal("1.00E-130")).n());
        BigInteger hundredDigits = BigInteger.TEN.pow(100);
        assertEquals(hundredDigits.toString(), AttributeValues.fromBigInteger(hundredDigits).n(),
                "one significant digit, trailing zeros");
        assertTrue(fails(() -> AttributeValues.fromBigInteger(hundredDigits.add(BigInteger.ONE))).reason()
                .contains("38 significant digits"));
    }

    /** A number that does not fit its component's type is refused, never read as infinity, zero or a wrapped value. */
    @Test
    void numbersBeyondTheirTypeAreRefusedWithTheRange() {
        assertEquals("1E+39 does not fit a float (magnitudes from 1.4E-45 to 3.4028235E38): it would read as Infinity",
                fails(() -> AttributeValues.asFloat(AttributeValue.fromN("1E+39"))).reason());
        assertTrue(fails(() -> AttributeValues.asFloat(AttributeValue.fromN("-1E+39"))).reason().contains("-Infinity"));
        assertTrue(fails(() -> AttributeValues.asFloat(AttributeValue.fromN("1E-50"))).reason()
                .contains("it would read as 0.0"), "underflow to zero invents a zero");
        assertTrue(fails(() -> AttributeValues.asDouble(AttributeValue.fromN("1E+309"))).reason()
                .contains("does not fit a double"));
        assertTrue(fails(() -> AttributeValues.asDouble(AttributeValue.fromN("-1E-400"))).reason()
                .contains("it would read as -0.0"));
        assertEquals(0.0f, AttributeValues.asFloat(AttributeValue.fromN("0")));
        assertEquals(-0.0, AttributeValues.asDouble(AttributeValue.fromN("-0")));
        assertEquals(3.4028235E38f, AttributeValues.asFloat(AttributeValue.fromN("3.4028235E38")));
        assertEquals(1.0E-40, AttributeValues.asDouble(AttributeValue.fromN("1E-40")), "a subnormal double fits");

        assertEquals("2147483648 does not fit an int (-2147483648 to 2147483647)",
                fails(() -> AttributeValues.asInt(AttributeValue.fromN("2147483648"))).reason());
        assertEquals("128 does not fit a byte (-128 to 127)", fails(() -> AttributeValues.asByte(AttributeValue.fromN("128")))
                .reason());
        assertEquals("-32769 does not fit a short (-32768 to 32767)",
                fails(() -> AttributeValues.asShort(AttributeValue.fromN("-32769"))).reason());
        assertEquals("9223372036854775808 does not fit a long (-9223372036854775808 to 9223372036854775807)",
                fails(() -> AttributeValues.asLong(AttributeValue.fromN("9223372036854775808"))).reason());
        assertEquals("1.5 is not a whole number, so it does not fit an int",
                fails(() -> AttributeValues.asInt(AttributeValue.fromN("1.5"))).reason());
        assertEquals("2.5 is not a whole number, so it does not fit a BigInteger",
                fails(() -> AttributeValues.asBigInteger(AttributeValue.fromN("2.5"))).reason());
        assertEquals("1.5 is not a whole number, so it does not fit epoch seconds",
                fails(() -> AttributeValues.asEpochSeconds(AttributeValue.fromN("1.5"))).reason());
        // whole numbers in range, however spelled, are exact
        assertEquals(100, AttributeValues.asInt(AttributeValue.fromN("1E+2")));
        assertEquals(7L, AttributeValues.asLong(AttributeValue.fromN("7.00")));
        assertEquals((short) -3, AttributeValues.asShort(AttributeValue.fromN("-3.0")));
    }

    @Test
    void nestedWriterReportsThePathOfAValueItCannotStore() {
        ItemWriter line = ItemWriter.nested(2);
        assertEquals("price", fails(() -> line.putDouble("price", Double.NaN)).path());
        AttributeValueException e = fails(() -> AttributeValues.fromList(List.of(1.0, 2.0, Double.NaN), price -> {
            ItemWriter w = ItemWriter.nested(1);
            w.put("price", price, AttributeValues::fromDouble);
            return w.toMapValue();
        }));
        assertEquals("[2].price", e.path());
    }

    @Test
    void collectionChecksAnswerAsTheSdkDoesForEveryKindOfValue() {
        List<AttributeValue> values = List.of(
                AttributeValue.fromS("x"), AttributeValue.fromN("1"), AttributeValue.fromBool(true),
                AttributeValue.fromNul(true), AttributeValue.fromB(SdkBytes.fromUtf8String("b")),
                AttributeValue.fromM(Map.of()), AttributeValue.fromM(Map.of("a", AttributeValue.fromS("x"))),
                AttributeValue.fromL(List.of()), AttributeValue.fromL(List.of(AttributeValue.fromS("x"))),
                AttributeValue.fromSs(List.of("x")), AttributeValue.fromNs(List.of("1")),
                AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("b"))), AttributeValue.builder().build(),
                AttributeValue.builder().m(null).l((List<AttributeValue>) null).build());
        for (AttributeValue value : values) {
            assertEquals(value.hasM(), AttributeValues.isMap(value), value::toString);
            assertEquals(value.hasL(), AttributeValues.isList(value), value::toString);
        }
        assertEquals(Set.of("x"), AttributeValues.asStringSet(AttributeValue.fromSs(List.of("x"))));
        assertThrows(AttributeValueException.class, () -> AttributeValues.asStringSet(AttributeValue.fromNs(List.of("1"))));
        assertThrows(AttributeValueException.class, () -> ItemReader.map(AttributeValue.fromL(List.of())));
        assertEquals(Map.of(), ItemReader.map(AttributeValue.fromM(Map.of())));
    }
}
