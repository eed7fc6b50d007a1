package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Generated {@code fromItem} on items that do not fit the record: the {@code ItemDecodeException}
 * names the entity, the item's key and the attribute path.
 */
class GeneratedDecodeErrorsTest {

    private static final String KEY = "PK=ORDER#o1, SK=V#00000000001";

    private static GeneratedClasses classes;
    private static ItemSchema<Object> orders;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.dec.Line", "public record Line(String sku, int qty) {}"),
                source("t.dec.Order", """
                        @Entity(table = "Decode")
                        @PartitionKey("ORDER#<id>")
                        @SortKey("V#<v>")
                        public record Order(String id, int v, String note, int qty, List<Line> lines, Map<String, Line> byCode,
                                            Optional<Line> first) {
                            static Order sample() {
                                return new Order("o1", 1, "n", 2, List.of(new Line("a", 1), new Line("b", 2)),
                                        Map.of("k", new Line("c", 3)), Optional.of(new Line("d", 4)));
                            }
                        }
                        """),
                source("t.dec.Customer", """
                        @Entity(table = "Decode")
                        @PartitionKey("CUSTOMER#<id>")
                        @SortKey("PROFILE")
                        public record Customer(String id) {}
                        """));
        orders = classes.schema("t.dec.Order");
    }

    /** A valid stored order, changed by {@code change}, then read back; returns the failure. */
    private static ItemDecodeException decodeChanged(Consumer<Map<String, AttributeValue>> change) {
        Map<String, AttributeValue> item = new HashMap<>(orders.toItem(classes.call("t.dec.Order", "sample")));
        change.accept(item);
        return assertThrows(ItemDecodeException.class, () -> orders.fromItem(item));
    }

    private static void assertNames(ItemDecodeException e, String attribute, String reason) {
        assertEquals("Order", e.entityType());
        assertEquals(KEY, e.key());
        assertEquals(attribute, e.attribute());
        assertTrue(e.getMessage().startsWith("Cannot read Order " + KEY + " attribute '" + attribute + "': "), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    /** A nested record's map with one attribute replaced. */
    private static AttributeValue withAttribute(AttributeValue map, String name, AttributeValue value) {
        Map<String, AttributeValue> copy = new HashMap<>(map.m());
        if (value == null) {
            copy.remove(name);
        } else {
            copy.put(name, value);
        }
        return AttributeValue.fromM(copy);
    }

    @Test
    void sampleReadsBack() {
        Object sample = classes.call("t.dec.Order", "sample");
        assertEquals(sample, orders.fromItem(orders.toItem(sample)));
    }

    @Test
    void missingPrimitiveAttribute() {
        ItemDecodeException e = decodeChanged(item -> item.remove("qty"));
        assertNames(e, "qty", "missing");
    }

    @Test
    void nullPrimitiveAttribute() {
        ItemDecodeException e = decodeChanged(item -> item.put("qty", AttributeValue.fromNul(true)));
        assertNames(e, "qty", "missing");
    }

    @Test
    void numberWhereStringExpected() {
        ItemDecodeException e = decodeChanged(item -> item.put("note", AttributeValue.fromN("5")));
        assertNames(e, "note", "expected a string (S) but found a number (N)");
    }

    @Test
    void stringWhereListExpected() {
        ItemDecodeException e = decodeChanged(item -> item.put("lines", AttributeValue.fromS("x")));
        assertNames(e, "lines", "expected a list (L) but found a string (S)");
    }

    @Test
    void wrongTypeInsideNestedList() {
        ItemDecodeException e = decodeChanged(item -> {
            List<AttributeValue> lines = new java.util.ArrayList<>(item.get("lines").l());
            lines.set(1, withAttribute(lines.get(1), "sku", AttributeValue.fromN("7")));
            item.put("lines", AttributeValue.fromL(lines));
        });
        assertNames(e, "lines[1].sku", "expected a string (S) but found a number (N)");
    }

    @Test
    void missingPrimitiveInsideNestedList() {
        ItemDecodeException e = decodeChanged(item -> {
            List<AttributeValue> lines = new java.util.ArrayList<>(item.get("lines").l());
            lines.set(0, withAttribute(lines.get(0), "qty", null));
            item.put("lines", AttributeValue.fromL(lines));
        });
        assertNames(e, "lines[0].qty", "missing");
    }

    @Test
    void listElementThatIsNotARecordMap() {
        ItemDecodeException e = decodeChanged(item ->
                item.put("lines", AttributeValue.fromL(List.of(AttributeValue.fromS("not a map")))));
        assertNames(e, "lines[0]", "expected a map (M)");
    }

    @Test
    void wrongTypeInsideMapValueAndOptional() {
        assertNames(decodeChanged(item -> item.put("byCode", AttributeValue.fromM(Map.of("k",
                withAttribute(item.get("byCode").m().get("k"), "qty", AttributeValue.fromS("three")))))),
                "byCode[k].qty", "expected a number (N) but found a string (S)");
        assertNames(decodeChanged(item -> item.put("first", withAttribute(item.get("first"), "sku", AttributeValue.fromBool(true)))),
                "first.sku", "expected a string (S) but found a boolean (BOOL)");
    }

    @Test
    void nullElementsOfListsAndMapsOfRecordsReadAsNull() throws ReflectiveOperationException {
        Map<String, AttributeValue> item = new HashMap<>(orders.toItem(classes.call("t.dec.Order", "sample")));
        AttributeValue nul = AttributeValue.fromNul(true);
        item.put("lines", AttributeValue.fromL(java.util.Arrays.asList(nul, item.get("lines").l().get(1))));
        item.put("byCode", AttributeValue.fromM(Map.of("k", nul)));
        Object order = orders.fromItem(item);
        List<?> lines = (List<?>) order.getClass().getMethod("lines").invoke(order);
        Map<?, ?> byCode = (Map<?, ?>) order.getClass().getMethod("byCode").invoke(order);
        assertEquals(2, lines.size());
        assertNull(lines.get(0));
        assertEquals("b", lines.get(1).getClass().getMethod("sku").invoke(lines.get(1)));
        assertTrue(byCode.containsKey("k") && byCode.get("k") == null, byCode.toString());
    }

    @Test
    void itemOfAnotherEntityType() {
        ItemDecodeException e = decodeChanged(item -> item.put("_type", AttributeValue.fromS("Customer")));
        assertEquals("Order", e.entityType());
        assertEquals(KEY, e.key());
        assertNull(e.attribute());
        assertTrue(e.getMessage().contains("Customer") && e.getMessage().contains("not a Order"), e.getMessage());

        // And the other way round: a customer schema refuses a stored order.
        ItemSchema<Object> customers = classes.schema("t.dec.Customer");
        Map<String, AttributeValue> order = orders.toItem(classes.call("t.dec.Order", "sample"));
        ItemDecodeException refused = assertThrows(ItemDecodeException.class, () -> customers.fromItem(order));
        assertEquals("Customer", refused.entityType());
        assertEquals(KEY, refused.key());
    }
}
