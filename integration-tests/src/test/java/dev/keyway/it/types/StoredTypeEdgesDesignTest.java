package dev.keyway.it.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.types.edges.Level;
import dev.keyway.it.types.edges.Reading;
import dev.keyway.it.types.edges.ReadingKeys;
import dev.keyway.it.types.edges.ReadingRepository;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every stored type of the README at its extremes, as key components (ranges,
 * begins_with, descending order) and as attributes, and the errors the README promises for values
 * DynamoDB cannot hold.
 */
class StoredTypeEdgesDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final UUID SENSOR = UUID.fromString("ffffffff-0000-4000-8000-00000000000a");
    private static final Instant MIN_AT = Instant.parse("0000-01-01T00:00:00Z");
    private static final Instant MAX_AT = Instant.parse("9999-12-31T23:59:59.999999999Z");
    private static final Instant MID_AT = Instant.parse("1970-01-01T00:00:00.000000001Z");
    private static final String NASTY = "a#b$c\u0000\u0001 \"'\\\u2028\u00e9\ud83d\ude00";

    private DynamoDbClient client;
    private ReadingRepository readings;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        readings = new ReadingRepository(client);
        readings.createTable();
    }

    private static Reading reading(Level level, long value, Instant at, String label, BigDecimal amount) {
        return new Reading(SENSOR, level, value, at, label, amount, new BigInteger("-" + "9".repeat(38)),
                LocalDate.of(9999, 12, 31), -1.0E125, Float.MIN_VALUE, new byte[] {0, -1, 127, -128},
                Set.of("", "\u00e9", NASTY), Set.of(Long.MIN_VALUE, Long.MAX_VALUE, 0L),
                Arrays.asList("x", null, ""), Map.of("k#1", -1, "\ud83d\ude00", Integer.MAX_VALUE),
                Optional.of(""), true);
    }

    private List<Long> values(List<Reading> list) {
        return list.stream().map(Reading::value).toList();
    }

    @Test
    void extremesRoundTripAsAttributesAndKeys() {
        Reading r = reading(Level.ERROR, Long.MIN_VALUE, MIN_AT, NASTY, new BigDecimal("-1E-130"));
        Reading stored = readings.put(r);
        Reading got = readings.get(SENSOR, Level.ERROR, Long.MIN_VALUE, MIN_AT, NASTY).orElseThrow();
        for (Reading x : List.of(stored, got)) {
            assertEquals(NASTY, x.label());
            assertEquals(0, new BigDecimal("-1E-130").compareTo(x.amount()));
            assertEquals(r.big(), x.big());
            assertEquals(r.day(), x.day());
            assertEquals(-1.0E125, x.ratio());
            assertEquals(Float.MIN_VALUE, x.small());
            assertArrayEquals(r.blob(), x.blob());
            assertEquals(r.tags(), x.tags());
            assertEquals(r.counts(), x.counts());
            assertEquals(r.notes(), x.notes());
            assertEquals(r.scores(), x.scores());
            assertEquals(Optional.of(""), x.memo());
            assertEquals(MIN_AT, x.at());
        }
        // the key a user builds from the key class reads the same item
        Map<String, AttributeValue> key = ReadingKeys.primaryKey(SENSOR, Level.ERROR, Long.MIN_VALUE, MIN_AT, NASTY)
                .attributes();
        assertTrue(client.getItem(b -> b.tableName("Edges").key(key)).hasItem());
    }

    @Test
    void rangesOnEachSortKeyComponentMatchExactly() {
        long[] values = {Long.MIN_VALUE, -10, -1, 0, 1, 9, 10, Long.MAX_VALUE};
        for (long v : values) {
            readings.put(reading(Level.WARN, v, MID_AT, "x", BigDecimal.valueOf(v)));
        }
        readings.put(reading(Level.INFO, 5, MID_AT, "x", BigDecimal.ONE));
        readings.put(reading(Level.ERROR, 5, MID_AT, "x", BigDecimal.ONE));

        List<Long> all = Arrays.stream(values).boxed().toList();
        assertEquals(all, values(readings.readings(SENSOR).level().eq(Level.WARN).stream().toList()));
        List<Long> reversed = new ArrayList<>(all);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, values(readings.latestReadings(SENSOR).level().eq(Level.WARN).stream().toList()));
        assertEquals(List.of(-10L, -1L, 0L, 1L), values(readings.readings(SENSOR).level().eq(Level.WARN)
                .value().between(-10L, 1L).stream().toList()));
        assertEquals(List.of(Long.MIN_VALUE, -10L, -1L), values(readings.readings(SENSOR).level().eq(Level.WARN)
                .value().lt(0L).stream().toList()));
        assertEquals(List.of(10L, Long.MAX_VALUE), values(readings.readings(SENSOR).level().eq(Level.WARN)
                .value().ge(10L).stream().toList()));
        assertEquals(List.of(Long.MAX_VALUE), values(readings.readings(SENSOR).level().eq(Level.WARN)
                .value().gt(10L).stream().toList()));
        // enum ranges follow declaration order
        assertEquals(List.of(Level.INFO), readings.readings(SENSOR).level().lt(Level.WARN).stream()
                .map(Reading::level).toList());
        assertEquals(List.of(Level.ERROR), readings.latestReadings(SENSOR).level().gt(Level.WARN).stream()
                .map(Reading::level).toList());
        assertEquals(10, readings.readings(SENSOR).level().between(Level.DEBUG, Level.ERROR).stream().count());
        // number ranges over the index, negatives before positives
        assertEquals(List.of(-1L, 0L, 1L, 1L, 1L), readings.byLabel("x").amount().between(new BigDecimal("-1"),
                new BigDecimal("1")).stream().map(r -> r.amount().longValue()).toList());
    }

    @Test
    void instantsAndTextAtTheEdgesSortAndMatchByPrefix() {
        for (Instant at : List.of(MAX_AT, MIN_AT, MID_AT)) {
            readings.put(reading(Level.DEBUG, 0, at, "a#b", BigDecimal.ZERO));
        }
        List<Instant> order = readings.readings(SENSOR).level().eq(Level.DEBUG).value().eq(0L).stream().map(Reading::at).toList();
        assertEquals(List.of(MIN_AT, MID_AT, MAX_AT), order);
        assertEquals(List.of(MID_AT, MAX_AT), readings.readings(SENSOR).level().eq(Level.DEBUG).value().eq(0L)
                .at().gt(MIN_AT).stream().map(Reading::at).toList());
        assertEquals(List.of(MIN_AT), readings.readings(SENSOR).level().eq(Level.DEBUG).value().eq(0L)
                .at().le(MIN_AT).stream().map(Reading::at).toList());

        for (String label : List.of("a", "a#", "a#b", "a#bc", "a$", "ab", "", NASTY, "\ud83d\ude00")) {
            readings.put(reading(Level.INFO, 7, MID_AT, label, BigDecimal.ZERO));
        }
        var at = readings.readings(SENSOR).level().eq(Level.INFO).value().eq(7L).at().eq(MID_AT);
        // key order is UTF-8 byte order of the encoded text: "a#b" + "$..." sorts before "a#bc"
        assertEquals(List.of("a#", "a#b", NASTY, "a#bc"), at.label().beginsWith("a#").stream().map(Reading::label)
                .toList());
        assertEquals(List.of("a#b"), at.label().eq("a#b").stream().map(Reading::label).toList());
        assertEquals(List.of("", "a", "a#", "a#b", NASTY, "a#bc", "a$"), at.label().lt("ab").stream()
                .map(Reading::label).toList());
        assertEquals(9, at.stream().count());
        assertEquals(1, readings.byLabel(NASTY).stream().count());
        assertEquals(List.of(""), at.label().beginsWith("").stream().limit(1).map(Reading::label).toList());
    }

    @Test
    void valuesDynamoDbCannotHoldAreRefusedBeforeTheRequest() {
        Reading ok = reading(Level.INFO, 1, MID_AT, "x", BigDecimal.ONE);
        InvalidAttributeValueException nan = assertThrows(InvalidAttributeValueException.class,
                () -> readings.put(withRatio(ok, Double.NaN)));
        assertEquals("Reading", nan.entityType());
        assertThrows(InvalidAttributeValueException.class, () -> readings.put(withRatio(ok, Double.POSITIVE_INFINITY)));
        assertThrows(InvalidAttributeValueException.class, () -> readings.put(withAmount(ok, new BigDecimal("1" + "1".repeat(38)))));
        assertThrows(InvalidAttributeValueException.class, () -> readings.put(withAmount(ok, new BigDecimal("1E+126"))));
        assertThrows(InvalidAttributeValueException.class, () -> readings.put(withAmount(ok, new BigDecimal("1E-131"))));
        Map<String, Integer> emptyKey = new HashMap<>();
        emptyKey.put("", 1);
        assertThrows(InvalidAttributeValueException.class, () -> readings.put(new Reading(SENSOR, Level.INFO, 1, MID_AT, "x",
                BigDecimal.ONE, BigInteger.ONE, LocalDate.EPOCH, 0, 0, null, Set.of(), Set.of(), List.of(), emptyKey,
                Optional.empty(), false)));

        InvalidKeyValueException nullKey = assertThrows(InvalidKeyValueException.class,
                () -> readings.put(withLabel(ok, null)));
        assertEquals("Reading", nullKey.entityType());
        assertEquals("label", nullKey.component());
        InvalidKeyValueException longKey = assertThrows(InvalidKeyValueException.class,
                () -> readings.put(withLabel(ok, "z".repeat(1000))));
        assertEquals("label", longKey.component());
        assertThrows(InvalidKeyValueException.class, () -> readings.get(SENSOR, Level.INFO, 1, MID_AT, "z".repeat(1000)));
        assertThrows(InvalidKeyValueException.class,
                () -> readings.readings(SENSOR).level().eq(Level.INFO).value().eq(1L).at().eq(MID_AT).label().eq("z".repeat(1000)).page());
        InvalidKeyValueException year = assertThrows(InvalidKeyValueException.class,
                () -> readings.put(new Reading(SENSOR, Level.INFO, 1, Instant.parse("+10000-01-01T00:00:00Z"), "x",
                        BigDecimal.ONE, BigInteger.ONE, LocalDate.EPOCH, 0, 0, null, Set.of(), Set.of(), List.of(),
                        Map.of(), Optional.empty(), false)));
        assertEquals("at", year.component());
        assertThrows(InvalidKeyValueException.class, () -> readings.put(withLabel(ok, "\ud800")));
        assertEquals(0, client.scan(b -> b.tableName("Edges")).count());
    }

    @Test
    void storedNumbersTheTypeCannotHoldFailToRead() {
        Reading ok = readings.put(reading(Level.INFO, 1, MID_AT, "x", BigDecimal.ONE));
        Map<String, AttributeValue> key = ReadingKeys.primaryKey(ok).attributes();
        client.updateItem(b -> b.tableName("Edges").key(key).updateExpression("SET small = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromN("1E+39"))));
        ItemDecodeException e = assertThrows(ItemDecodeException.class,
                () -> readings.get(SENSOR, Level.INFO, 1, MID_AT, "x"));
        assertEquals("Reading", e.entityType());
        assertEquals("small", e.attribute());
        client.updateItem(b -> b.tableName("Edges").key(key).updateExpression("SET small = :v, scores.k = :f")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromN("1"), ":f", AttributeValue.fromN("1.5"))));
        ItemDecodeException fraction = assertThrows(ItemDecodeException.class,
                () -> readings.get(SENSOR, Level.INFO, 1, MID_AT, "x"));
        assertTrue(fraction.attribute().startsWith("scores"), fraction.attribute());
    }

    @Test
    void aSortKeyOfExactly1024BytesIsTakenAndOneMoreIsNot() {
        // R# + 001-INFO + # + 20 digits + # + 30-character instant + # = 63 bytes before the label
        String label = "\u00e9".repeat(480) + "a";                     // 961 bytes in UTF-8
        Reading fits = readings.put(reading(Level.INFO, 1, MID_AT, label, BigDecimal.ONE));
        assertEquals(label, readings.get(SENSOR, Level.INFO, 1, MID_AT, label).orElseThrow().label());
        assertEquals(1, readings.readings(SENSOR).level().eq(Level.INFO).value().eq(1L).at().eq(MID_AT).label().eq(label).stream().count());
        assertEquals(label, fits.label());
        InvalidKeyValueException over = assertThrows(InvalidKeyValueException.class,
                () -> readings.put(reading(Level.INFO, 1, MID_AT, label + "b", BigDecimal.ONE)));
        assertEquals("label", over.component());
        // "#" is written as "$23": three bytes, so 958 + 1 + 3 = 962
        assertThrows(InvalidKeyValueException.class,
                () -> readings.put(reading(Level.INFO, 1, MID_AT, "\u00e9".repeat(479) + "a#", BigDecimal.ONE)));
    }

    @Test
    void negativeZeroIsStoredAsZero() {
        Reading r = withRatio(reading(Level.INFO, 1, MID_AT, "z", BigDecimal.ONE), -0.0);
        assertEquals(0.0, readings.put(r).ratio());
        assertEquals(Double.doubleToRawLongBits(0.0),
                Double.doubleToRawLongBits(readings.get(SENSOR, Level.INFO, 1, MID_AT, "z").orElseThrow().ratio()));
    }

    private static Reading withRatio(Reading r, double ratio) {
        return new Reading(r.sensor(), r.level(), r.value(), r.at(), r.label(), r.amount(), r.big(), r.day(), ratio,
                r.small(), r.blob(), r.tags(), r.counts(), r.notes(), r.scores(), r.memo(), r.flag());
    }

    private static Reading withAmount(Reading r, BigDecimal amount) {
        return new Reading(r.sensor(), r.level(), r.value(), r.at(), r.label(), amount, r.big(), r.day(), r.ratio(),
                r.small(), r.blob(), r.tags(), r.counts(), r.notes(), r.scores(), r.memo(), r.flag());
    }

    private static Reading withLabel(Reading r, String label) {
        return new Reading(r.sensor(), r.level(), r.value(), r.at(), label, r.amount(), r.big(), r.day(), r.ratio(),
                r.small(), r.blob(), r.tags(), r.counts(), r.notes(), r.scores(), r.memo(), r.flag());
    }
}
