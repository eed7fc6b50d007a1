package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.assertRecordEquals;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.schema.ItemSchema;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type;

/**
 * Generated {@code XSchema.toItem}/{@code fromItem} on a record holding every supported
 * component type: exact round trips, the stored DynamoDB types, what is left out, renames,
 * {@code _type} and (sparse) index keys.
 */
class GeneratedSchemaRoundTripTest {

    private static GeneratedClasses classes;
    private static ItemSchema<Object> everything;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.rt.Status", "public enum Status { PLACED, PAID, SHIPPED }"),
                source("t.rt.Line", "public record Line(String sku, int qty, BigDecimal price) {}"),
                source("t.rt.Inner", "public record Inner(long n, List<String> words) {}"),
                source("t.rt.Outer", "public record Outer(String label, Inner inner) {}"),
                source("t.rt.Node", "public record Node(String name, List<Node> children) {}"),
                source("t.rt.Everything", """
                        @Entity(table = "RoundTrip")
                        @PartitionKey("ALL#<id>")
                        @SortKey("V#<version>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<day>")
                        public record Everything(
                                String id, int version, String text,
                                boolean flag, Boolean boxedFlag, byte b, Byte boxedB, short s, Short boxedS,
                                int i, Integer boxedI, long l, Long boxedL, float f, Float boxedF, double d, Double boxedD,
                                BigDecimal price, BigInteger big, Instant at, Instant atNanos, LocalDate day,
                                LocalDateTime localTime, UUID uuid, Status status,
                                byte[] bytes, SdkBytes sdkBytes, ByteBuffer buffer,
                                List<String> tags, List<List<Integer>> matrix, List<String> withNulls,
                                Set<String> names, Set<Integer> numbers, Set<BigDecimal> decimals, Set<SdkBytes> blobs,
                                Map<String, Integer> counts, Map<String, List<Line>> linesByGroup,
                                Outer outer, Node tree,
                                Optional<String> nickname, Optional<Line> favourite, Optional<Integer> rank,
                                @Attribute("stored") String renamed) {

                            static Everything full() {
                                return new Everything("e1", 3, "hello",
                                        true, Boolean.FALSE, (byte) -7, (byte) 8, (short) -300, (short) 301,
                                        -42, 43, -5_000_000_000L, 5_000_000_001L, 1.5f, 0.1f, -0.125, 1e-7,
                                        new BigDecimal("19.90"), new BigInteger("-123456789012345678901234567890"),
                                        Instant.parse("2024-05-01T10:00:00Z"), Instant.parse("2024-05-01T10:00:00.123456789Z"),
                                        LocalDate.of(2024, 5, 1), LocalDateTime.of(2024, 5, 1, 10, 15, 30, 7),
                                        UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), Status.SHIPPED,
                                        new byte[] {1, 2, 3}, SdkBytes.fromUtf8String("sdk"), ByteBuffer.wrap(new byte[] {9, 8, 7}),
                                        List.of("a", "b"), List.of(List.of(1, 2), List.of()), Arrays.asList("x", null, "z"),
                                        Set.of("red", "blue"), Set.of(1, -2), Set.of(new BigDecimal("19.90"), new BigDecimal("-0.5")),
                                        Set.of(SdkBytes.fromUtf8String("p"), SdkBytes.fromUtf8String("q")),
                                        Map.of("one", 1, "two", 2),
                                        Map.of("g1", List.of(new Line("s1", 2, new BigDecimal("9.99"))), "g2", List.of()),
                                        new Outer("out", new Inner(7L, List.of("w"))),
                                        new Node("root", List.of(new Node("leaf", List.of()), new Node("bare", null))),
                                        Optional.of("nick"), Optional.of(new Line("fav", 1, BigDecimal.ONE)), Optional.of(5),
                                        "renamed!");
                            }

                            /** Every nullable component null, every set empty, every optional empty. */
                            static Everything empty() {
                                return new Everything("e2", 0, null,
                                        false, null, (byte) 0, null, (short) 0, null,
                                        0, null, 0L, null, 0f, null, 0d, null,
                                        null, null, null, null, null, null, null, null,
                                        null, null, null,
                                        null, null, null,
                                        Set.of(), Set.of(), Set.of(), Set.of(),
                                        null, null, null, null,
                                        Optional.empty(), Optional.empty(), Optional.empty(),
                                        null);
                            }

                            /** Like empty(), but sets and optionals are null rather than empty. */
                            static Everything nulls() {
                                return new Everything("e2", 0, null,
                                        false, null, (byte) 0, null, (short) 0, null,
                                        0, null, 0L, null, 0f, null, 0d, null,
                                        null, null, null, null, null, null, null, null,
                                        null, null, null,
                                        null, null, null,
                                        null, null, null, null,
                                        null, null, null, null,
                                        null, null, null,
                                        null);
                            }
                        }
                        """),
                source("t.rt.Renamed", """
                        @Entity(table = "RoundTrip", type = "Thing")
                        @PartitionKey("THING#<id>")
                        @SortKey("THING")
                        public record Renamed(String id, @Attribute("stored") String label) {}
                        """),
                source("t.rt.Bag", """
                        @Entity(table = "RoundTrip")
                        @PartitionKey("BAG#<id>")
                        @SortKey("BAG")
                        public record Bag(String id, double d, Set<String> names, List<Double> ratios,
                                          Map<String, Set<String>> setsByKey, List<Set<Integer>> setList) {}
                        """),
                source("t.rt.Sparse", """
                        @Entity(table = "RoundTrip")
                        @PartitionKey("SPARSE#<id>")
                        @SortKey("SPARSE")
                        @Gsi(index = "GSI1", partitionKey = "A#<a>", sortKey = "B#<b>")
                        @Gsi(index = "GSI2", partitionKey = "N#<n>", sortKey = "A#<a>")
                        public record Sparse(String id, String a, Instant b, int n) {}
                        """));
        everything = classes.schema("t.rt.Everything");
    }

    private static Object everything(String factory) {
        return classes.call("t.rt.Everything", factory);
    }

    private static Map<String, AttributeValue> item(String factory) {
        return everything.toItem(everything(factory));
    }

    // ---- round trips -----------------------------------------------------------------------

    @Test
    void fullRecordRoundTripsExactly() {
        Object full = everything("full");
        assertRecordEquals(full, everything.fromItem(everything.toItem(full)));
    }

    @Test
    void emptyRecordRoundTripsExactly() {
        Object empty = everything("empty");
        assertRecordEquals(empty, everything.fromItem(everything.toItem(empty)));
    }

    @Test
    void nullSetsAndOptionalsReadBackAsEmpty() {
        // DynamoDB stores no empty set, so null and empty are one stored state; reads pick "empty".
        assertRecordEquals(everything("empty"), everything.fromItem(item("nulls")));
    }

    @Test
    void bigDecimalKeepsItsScale() {
        Object read = everything.fromItem(item("full"));
        BigDecimal price = (BigDecimal) GeneratedClasses.accessor(read, "price");
        assertEquals(2, price.scale());
        assertEquals("19.90", price.toPlainString());
        assertEquals(Set.of(new BigDecimal("19.90"), new BigDecimal("-0.5")), GeneratedClasses.accessor(read, "decimals"));
    }

    @Test
    void byteBufferIsReadWithoutDisturbingTheRecord() {
        Object full = everything("full");
        ByteBuffer buffer = (ByteBuffer) GeneratedClasses.accessor(full, "buffer");
        everything.toItem(full);
        assertEquals(0, buffer.position(), "toItem must not consume the record's buffer");
        assertEquals(3, buffer.remaining());
    }

    // ---- stored form -----------------------------------------------------------------------

    @Test
    void storesEachComponentAsItsDynamoDbType() {
        Map<String, AttributeValue> item = item("full");
        Map<String, Type> expected = Map.ofEntries(
                Map.entry("id", Type.S), Map.entry("version", Type.N), Map.entry("text", Type.S),
                Map.entry("flag", Type.BOOL), Map.entry("boxedFlag", Type.BOOL),
                Map.entry("b", Type.N), Map.entry("boxedB", Type.N), Map.entry("s", Type.N), Map.entry("boxedS", Type.N),
                Map.entry("i", Type.N), Map.entry("boxedI", Type.N), Map.entry("l", Type.N), Map.entry("boxedL", Type.N),
                Map.entry("f", Type.N), Map.entry("boxedF", Type.N), Map.entry("d", Type.N), Map.entry("boxedD", Type.N),
                Map.entry("price", Type.N), Map.entry("big", Type.N), Map.entry("at", Type.S), Map.entry("atNanos", Type.S),
                Map.entry("day", Type.S), Map.entry("localTime", Type.S), Map.entry("uuid", Type.S), Map.entry("status", Type.S),
                Map.entry("bytes", Type.B), Map.entry("sdkBytes", Type.B), Map.entry("buffer", Type.B),
                Map.entry("tags", Type.L), Map.entry("matrix", Type.L), Map.entry("withNulls", Type.L),
                Map.entry("names", Type.SS), Map.entry("numbers", Type.NS), Map.entry("decimals", Type.NS),
                Map.entry("blobs", Type.BS), Map.entry("counts", Type.M), Map.entry("linesByGroup", Type.M),
                Map.entry("outer", Type.M), Map.entry("tree", Type.M),
                Map.entry("nickname", Type.S), Map.entry("favourite", Type.M), Map.entry("rank", Type.N),
                Map.entry("stored", Type.S),
                Map.entry("PK", Type.S), Map.entry("SK", Type.S), Map.entry("GSI1PK", Type.S), Map.entry("GSI1SK", Type.S),
                Map.entry("_type", Type.S));
        Map<String, Type> actual = item.entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, entry -> entry.getValue().type()));
        assertEquals(expected, actual);
    }

    @Test
    void storesScalarsInTheirDocumentedText() {
        Map<String, AttributeValue> item = item("full");
        assertEquals("-7", item.get("b").n());
        assertEquals("-5000000000", item.get("l").n());
        assertEquals("1.5", item.get("f").n());
        assertEquals("19.90", item.get("price").n());
        assertEquals("-123456789012345678901234567890", item.get("big").n());
        // Fixed-width times, so that string order is time order in conditions and filters.
        assertEquals("2024-05-01T10:00:00.000000000Z", item.get("at").s());
        assertEquals("2024-05-01T10:00:00.123456789Z", item.get("atNanos").s());
        assertEquals("2024-05-01", item.get("day").s());
        assertEquals("2024-05-01T10:15:30.000000007", item.get("localTime").s());
        assertEquals("123e4567-e89b-12d3-a456-426614174000", item.get("uuid").s());
        assertEquals("SHIPPED", item.get("status").s());
        assertEquals(SdkBytes.fromByteArray(new byte[] {1, 2, 3}), item.get("bytes").b());
        assertEquals(SdkBytes.fromByteArray(new byte[] {9, 8, 7}), item.get("buffer").b());
    }

    @Test
    void storesCollectionsAndNestedRecords() {
        Map<String, AttributeValue> item = item("full");
        assertEquals(List.of(AttributeValue.fromS("x"), AttributeValue.fromNul(true), AttributeValue.fromS("z")),
                item.get("withNulls").l());
        assertEquals(List.of(AttributeValue.fromL(List.of(AttributeValue.fromN("1"), AttributeValue.fromN("2"))),
                AttributeValue.fromL(List.of())), item.get("matrix").l());
        assertEquals(Set.of("red", "blue"), Set.copyOf(item.get("names").ss()));
        assertEquals(Set.of("1", "-2"), Set.copyOf(item.get("numbers").ns()));
        assertEquals(Set.of("19.90", "-0.5"), Set.copyOf(item.get("decimals").ns()));
        assertEquals(Set.of(SdkBytes.fromUtf8String("p"), SdkBytes.fromUtf8String("q")), Set.copyOf(item.get("blobs").bs()));
        assertEquals(Map.of("one", AttributeValue.fromN("1"), "two", AttributeValue.fromN("2")), item.get("counts").m());

        Map<String, AttributeValue> line = item.get("linesByGroup").m().get("g1").l().get(0).m();
        assertEquals(Map.of("sku", AttributeValue.fromS("s1"), "qty", AttributeValue.fromN("2"),
                "price", AttributeValue.fromN("9.99")), line);
        Map<String, AttributeValue> inner = item.get("outer").m().get("inner").m();
        assertEquals(AttributeValue.fromN("7"), inner.get("n"));
        assertEquals(List.of(AttributeValue.fromS("w")), inner.get("words").l());

        // The recursive record: a leaf with an empty list keeps it; one with a null list leaves it out.
        List<AttributeValue> children = item.get("tree").m().get("children").l();
        assertEquals(Map.of("name", AttributeValue.fromS("leaf"), "children", AttributeValue.fromL(List.of())),
                children.get(0).m());
        assertEquals(Map.of("name", AttributeValue.fromS("bare")), children.get(1).m());

        assertEquals("nick", item.get("nickname").s());
        assertEquals("fav", item.get("favourite").m().get("sku").s());
        assertEquals("5", item.get("rank").n());
    }

    @Test
    void nullsEmptySetsAndEmptyOptionalsAreLeftOut() {
        // Only keys, the type and the primitives remain; status and day are null, so no GSI1 keys either.
        assertEquals(Set.of("PK", "SK", "_type", "id", "version", "flag", "b", "s", "i", "l", "f", "d"),
                item("empty").keySet());
        assertEquals(item("empty"), item("nulls"));
    }

    @Test
    void keysAndTypeAttributeArePresent() {
        Map<String, AttributeValue> item = item("full");
        assertEquals("ALL#e1", item.get("PK").s());
        assertEquals("V#00000000003", item.get("SK").s());
        assertEquals("STATUS#SHIPPED", item.get("GSI1PK").s());
        assertEquals("2024-05-01", item.get("GSI1SK").s());
        assertEquals("Everything", item.get("_type").s());
        assertEquals("Everything", everything.entityType());
        assertEquals(everything.primaryKey(everything("full")), Map.of("PK", item.get("PK"), "SK", item.get("SK")));
    }

    @Test
    void attributeAnnotationRenamesAndEntityTypeOverrides() {
        ItemSchema<Object> schema = classes.schema("t.rt.Renamed");
        Object renamed = classes.record("t.rt.Renamed", "r1", "label!");
        Map<String, AttributeValue> item = schema.toItem(renamed);
        assertEquals(Map.of("PK", AttributeValue.fromS("THING#r1"), "SK", AttributeValue.fromS("THING"),
                "_type", AttributeValue.fromS("Thing"), "id", AttributeValue.fromS("r1"),
                "stored", AttributeValue.fromS("label!")), item);
        assertEquals("Thing", schema.entityType());
        assertEquals(renamed, schema.fromItem(item));
        // The constant sort key is built once, like the type attribute, and shared by every item.
        assertSame(item.get("SK"), schema.toItem(classes.record("t.rt.Renamed", "r2", "other")).get("SK"));

        assertEquals("renamed!", item("full").get("stored").s());
        assertFalse(item("full").containsKey("renamed"));
    }

    @Test
    void emptySetsInsideListsAndMapsRoundTrip() {
        // At the top level an empty set is left out; inside a list or map it cannot be, and the
        // item must still hold only real AttributeValues (DynamoDB rejects anything else).
        ItemSchema<Object> schema = classes.schema("t.rt.Bag");
        Object bag = classes.record("t.rt.Bag", "b1", 1.0, Set.of("n"), List.of(0.5),
                Map.of("empty", Set.of(), "full", Set.of("x")), List.of(Set.of(), Set.of(1)));
        Map<String, AttributeValue> item = schema.toItem(bag);
        item.forEach(GeneratedSchemaRoundTripTest::assertNoJavaNulls);
        assertEquals(bag, schema.fromItem(item));
    }

    @Test
    void unstorableValuesNameTheAttribute() {
        ItemSchema<Object> schema = classes.schema("t.rt.Bag");
        InvalidAttributeValueException nan = assertThrows(InvalidAttributeValueException.class,
                () -> schema.toItem(classes.record("t.rt.Bag", "b1", Double.NaN, Set.of(), List.of(), Map.of(), List.of())));
        assertEquals("Bag", nan.entityType());
        assertEquals("d", nan.attribute());
        InvalidAttributeValueException inList = assertThrows(InvalidAttributeValueException.class,
                () -> schema.toItem(classes.record("t.rt.Bag", "b1", 0.0, Set.of(), List.of(1.0, Double.POSITIVE_INFINITY),
                        Map.of(), List.of())));
        assertEquals("ratios[1]", inList.attribute());
        Set<String> withNull = new HashSet<>(Arrays.asList("a", null));
        InvalidAttributeValueException nullInSet = assertThrows(InvalidAttributeValueException.class,
                () -> schema.toItem(classes.record("t.rt.Bag", "b1", 0.0, withNull, List.of(), Map.of(), List.of())));
        assertEquals("names", nullInSet.attribute());
    }

    private static void assertNoJavaNulls(String path, AttributeValue value) {
        assertNotNull(value, path + " holds a Java null instead of an AttributeValue");
        if (value.hasL()) {
            for (int i = 0; i < value.l().size(); i++) {
                assertNoJavaNulls(path + "[" + i + "]", value.l().get(i));
            }
        }
        if (value.hasM()) {
            value.m().forEach((key, element) -> assertNoJavaNulls(path + "." + key, element));
        }
    }

    @Test
    void indexWithNullKeyComponentIsLeftOut() {
        ItemSchema<Object> schema = classes.schema("t.rt.Sparse");
        Instant at = Instant.parse("2024-05-01T10:00:00Z");

        Map<String, AttributeValue> both = schema.toItem(classes.record("t.rt.Sparse", "s1", "x", at, 1));
        assertEquals("A#x", both.get("GSI1PK").s());
        assertEquals("B#2024-05-01T10:00:00.000000000Z", both.get("GSI1SK").s());
        assertEquals("N#00000000001", both.get("GSI2PK").s());
        assertEquals("A#x", both.get("GSI2SK").s());

        // A null sort-key component keeps the item out of GSI1 (both keys), not out of GSI2.
        Map<String, AttributeValue> noB = schema.toItem(classes.record("t.rt.Sparse", "s1", "x", null, 1));
        assertFalse(noB.containsKey("GSI1PK"));
        assertFalse(noB.containsKey("GSI1SK"));
        assertTrue(noB.containsKey("GSI2PK"));

        // A null partition-key component keeps it out of GSI1, and (as GSI2's sort key) out of GSI2.
        Map<String, AttributeValue> noA = schema.toItem(classes.record("t.rt.Sparse", "s1", null, at, 1));
        assertEquals(Set.of("PK", "SK", "_type", "id", "b", "n"), noA.keySet());
        assertNull(GeneratedClasses.accessor(schema.fromItem(noA), "a"));
    }
}
