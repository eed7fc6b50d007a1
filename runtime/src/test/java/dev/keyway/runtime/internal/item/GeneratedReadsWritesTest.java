package dev.keyway.runtime.internal.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reads and writes generated schemas use without lambdas: {@code Scalar} constants for scalars and
 * collections of them, a {@code RecordCodec} constant per nested record, the static {@code ItemReader}
 * reads with their out-of-line path for absent, {@code NULL} and mistyped values, and the attribute
 * references made by {@code Attributes}. Failures carry the attribute path, and the entity and key once
 * {@code fromItem} catches them.
 */
class GeneratedReadsWritesTest {

    record Line(String sku, int qty) {
    }

    /** What the processor generates for a Line nested in an item. */
    static final RecordCodec<Line> LINE_RECORD = new RecordCodec<Line>() {
        @Override
        public AttributeValue write(Line nested) {
            ItemWriter item = ItemWriter.nested(2);
            item.putString("sku", nested.sku());
            item.putInt("qty", nested.qty());
            return item.toMapValue();
        }

        @Override
        public Line read(AttributeValue attribute) {
            Map<String, AttributeValue> item = ItemReader.map(attribute);
            return new Line(ItemReader.readString(item, "sku"), ItemReader.readInt(item, "qty"));
        }
    };

    record Order(String id, int count, Instant at, BigDecimal total, Integer boxed, Optional<Long> maybe,
                 List<String> notes, Set<Integer> sizes, Map<String, UUID> refs, Line first, List<Line> lines) {
    }

    /** What the processor generates for Order, written by hand. */
    static final class OrderSchema extends EntitySchema<Order> {
        static final OrderSchema INSTANCE = new OrderSchema();
        static final TableDefinition TABLE = new TableDefinition("T", "PK", Optional.empty(), "_type", List.of());

        private OrderSchema() {
            super("Order", List.of("id", "count"));
        }

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Order order) {
            ItemWriter item = ItemWriter.item(this, 13);
            item.put("PK", AttributeValue.fromS("O#" + order.id()));
            item.put("_type", AttributeValue.fromS("Order"));
            item.putString("id", order.id());
            item.putInt("count", order.count());
            item.putInstant("at", order.at());
            item.putBigDecimal("total", order.total());
            item.putScalar("boxed", order.boxed(), Scalar.INT);
            item.putScalar("maybe", AttributeValues.unwrap(order.maybe()), Scalar.LONG);
            item.putList("notes", order.notes(), Scalar.STRING);
            item.putSet("sizes", order.sizes(), Scalar.INT);
            item.putMap("refs", order.refs(), Scalar.UUID);
            item.putRecord("first", order.first(), LINE_RECORD);
            item.putRecordList("lines", order.lines(), LINE_RECORD);
            return item.toItem();
        }

        @Override
        public Order fromItem(Map<String, AttributeValue> item) {
            ItemReader.checkType(this, item);
            try {
                return new Order(
                        ItemReader.readString(item, "id"),
                        ItemReader.readInt(item, "count"),
                        ItemReader.readInstant(item, "at"),
                        ItemReader.readBigDecimal(item, "total"),
                        ItemReader.readScalar(item, "boxed", Scalar.INT),
                        ItemReader.readOptional(item, "maybe", Scalar.LONG),
                        ItemReader.readList(item, "notes", Scalar.STRING),
                        ItemReader.readSet(item, "sizes", Scalar.INT),
                        ItemReader.readMap(item, "refs", Scalar.UUID),
                        ItemReader.readRecord(item, "first", LINE_RECORD),
                        ItemReader.readRecordList(item, "lines", LINE_RECORD));
            } catch (AttributeValueException e) {
                throw ItemReader.failure(this, item, e);
            }
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Order order) {
            return Map.of("PK", AttributeValue.fromS("O#" + order.id()));
        }
    }

    private static Order order() {
        Map<String, UUID> refs = new LinkedHashMap<>();
        refs.put("a", new UUID(1, 2));
        refs.put("none", null);
        return new Order("o1", 3, Instant.ofEpochSecond(1_714_558_530L, 123_456_789L), new BigDecimal("12.5"), 7,
                Optional.of(9L), Arrays.asList("x", null, "z"), new LinkedHashSet<>(List.of(1, 22, 333)), refs,
                new Line("s", 1), Arrays.asList(new Line("a", 2), null, new Line("b", 3)));
    }

    @Test
    void everyShapeRoundTrips() {
        Order order = order();
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
        assertEquals(AttributeValue.fromNul(true), item.get("notes").l().get(1));
        assertEquals(List.of("1", "22", "333"), item.get("sizes").ns());
        assertEquals(order, OrderSchema.INSTANCE.fromItem(item));
    }

    @Test
    void absentAndNullAttributesReadAsNothing() {
        Order order = new Order("o1", 3, null, null, null, Optional.empty(), null, Set.of(), null, null, null);
        Map<String, AttributeValue> item = new LinkedHashMap<>(OrderSchema.INSTANCE.toItem(order));
        assertEquals(order, OrderSchema.INSTANCE.fromItem(item));
        for (String name : List.of("at", "total", "boxed", "maybe", "notes", "sizes", "refs", "first", "lines")) {
            item.put(name, AttributeValue.fromNul(true));
        }
        assertEquals(order, OrderSchema.INSTANCE.fromItem(item));
    }

    @Test
    void anInstantInAnotherIso8601FormIsRead() {
        Map<String, AttributeValue> item = new LinkedHashMap<>(OrderSchema.INSTANCE.toItem(order()));
        item.put("at", AttributeValue.fromS("2024-05-01T10:15:30Z"));
        assertEquals(Instant.parse("2024-05-01T10:15:30Z"), OrderSchema.INSTANCE.fromItem(item).at());
    }

    @Test
    void failuresNameTheEntityTheKeyAndThePath() {
        assertFailure("count", AttributeValue.fromS("three"), "count", "expected a number (N) but found a string (S)");
        assertFailure("count", AttributeValue.fromN("3.5"), "count", "3.5 is not a whole number");
        assertFailure("id", AttributeValue.fromN("1"), "id", "expected a string (S) but found a number (N)");
        assertFailure("at", AttributeValue.fromS("yesterday"), "at", "'yesterday' is not an ISO-8601 instant");
        assertFailure("boxed", AttributeValue.fromBool(true), "boxed", "expected a number (N) but found a boolean (BOOL)");
        assertFailure("first", AttributeValue.fromS("s"), "first", "expected a map (M) holding a record but found S");
        assertFailure("lines", AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of("sku", AttributeValue.fromN("1"),
                "qty", AttributeValue.fromN("1"))))), "lines[0].sku", "expected a string (S) but found a number (N)");
        assertFailure("refs", AttributeValue.fromM(Map.of("a", AttributeValue.fromS("not-a-uuid"))), "refs[a]",
                "Invalid UUID string: not-a-uuid");

        Map<String, AttributeValue> item = new LinkedHashMap<>(OrderSchema.INSTANCE.toItem(order()));
        item.remove("count");
        ItemDecodeException missing = assertThrows(ItemDecodeException.class, () -> OrderSchema.INSTANCE.fromItem(item));
        assertEquals("count", missing.attribute());
        assertTrue(missing.getMessage().contains("cannot be null"), missing::getMessage);
    }

    private static void assertFailure(String attribute, AttributeValue value, String path, String reason) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(OrderSchema.INSTANCE.toItem(order()));
        item.put(attribute, value);
        ItemDecodeException e = assertThrows(ItemDecodeException.class, () -> OrderSchema.INSTANCE.fromItem(item));
        assertEquals("Order", e.entityType());
        assertTrue(e.getMessage().contains("O#o1"), e::getMessage);
        assertEquals(path, e.attribute());
        assertTrue(e.getMessage().contains(reason), e::getMessage);
    }

    @Test
    void anItemOfAnotherTypeIsRefused() {
        Map<String, AttributeValue> item = new LinkedHashMap<>(OrderSchema.INSTANCE.toItem(order()));
        item.put("_type", AttributeValue.fromS("Refund"));
        ItemDecodeException e = assertThrows(ItemDecodeException.class, () -> OrderSchema.INSTANCE.fromItem(item));
        assertTrue(e.getMessage().contains("the item is a Refund, not a Order"), e::getMessage);
        assertThrows(ItemDecodeException.class, () -> OrderSchema.INSTANCE.fromItem(null));
    }

    @Test
    void writeFailuresNameTheEntityAndThePath() {
        Order order = order();
        Order badSet = new Order("o1", 3, null, null, null, Optional.empty(), null,
                new LinkedHashSet<>(Arrays.asList(1, null)), null, null, null);
        InvalidAttributeValueException e = assertThrows(InvalidAttributeValueException.class,
                () -> OrderSchema.INSTANCE.toItem(badSet));
        assertEquals("sizes", e.attribute());
        List<Line> lines = new ArrayList<>(order.lines());
        lines.set(0, new Line(null, 1));
        Map<String, AttributeValue> written = OrderSchema.INSTANCE.toItem(new Order("o1", 3, null, null, null,
                Optional.empty(), null, Set.of(), null, null, lines));
        assertNull(written.get("lines").l().get(0).m().get("sku"), "a null component is left out of the map");
    }

    @Test
    void attributeReferencesConvertThroughScalarsAndCodecs() {
        NumberAttribute<Integer> count = Attributes.number("Order", "count", Scalar.INT);
        assertEquals(AttributeValue.fromN("3"), count.toValue(3));
        Attribute<Status> status = Attributes.plain("Order", "status", Scalar.ENUM);
        assertEquals(AttributeValue.fromS("OPEN"), status.toValue(Status.OPEN));
        CollectionAttribute<Set<String>, String> tags = Attributes.set("Order", "tags", "t", Scalar.STRING);
        assertTrue(tags.isSet());
        assertEquals(AttributeValue.fromSs(List.of("a")), tags.toValue(Set.of("a")));
        assertEquals(AttributeValue.fromS("a"), tags.elementValue("a"));
        CollectionAttribute<List<Line>, Line> lines = Attributes.recordList("Order", "lines", LINE_RECORD);
        assertEquals(LINE_RECORD.write(new Line("a", 1)), lines.elementValue(new Line("a", 1)));
        assertEquals(1, lines.toValue(List.of(new Line("a", 1))).l().size());
        Attribute<Map<String, Line>> byName = Attributes.recordMap("Order", "byName", LINE_RECORD);
        assertInstanceOf(Map.class, byName.toValue(Map.of("a", new Line("a", 1))).m());
        assertEquals("t", tags.name());
        assertEquals("count", count.name());
    }

    enum Status { OPEN }
}
