package dev.keyway.runtime.internal.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.internal.key.KeyParts;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * ItemReader and ItemWriter as generated schemas use them, through a hand-written schema for an
 * entity "Thing": a full round trip, and failures that name the entity, the item's key and the
 * path of the attribute, so that a corrupt item can be found in the table.
 */
class ItemReaderWriterTest {

    record Line(String sku, int qty, double price) {
    }

    record Thing(String id, int count, List<Line> lines, Set<String> tags, Optional<Double> score, Instant created) {
    }

    /** What the processor would generate for Thing, written by hand. */
    static final class ThingSchema implements ItemSchema<Thing> {

        static final ThingSchema INSTANCE = new ThingSchema();
        private static final TableDefinition TABLE = new TableDefinition("T", "PK", Optional.of("SK"), "_type", List.of());

        @Override
        public String entityType() {
            return "Thing";
        }

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Thing thing) {
            ItemWriter writer = ItemWriter.item(this, 9);
            primaryKey(thing).forEach(writer::put);
            writer.put("_type", AttributeValue.fromS("Thing"));
            writer.put("id", thing.id(), AttributeValues::fromString);
            writer.putInt("count", thing.count());
            writer.put("lines", thing.lines(), lines -> AttributeValues.fromList(lines, ThingSchema::writeLine));
            writer.put("tags", thing.tags(), AttributeValues::fromStringSet);
            writer.put("score", AttributeValues.unwrap(thing.score()), AttributeValues::fromDouble);
            writer.put("created", thing.created(), AttributeValues::fromInstant);
            return writer.toItem();
        }

        private static AttributeValue writeLine(Line line) {
            ItemWriter writer = ItemWriter.nested(3);
            writer.put("sku", line.sku(), AttributeValues::fromString);
            writer.putInt("qty", line.qty());
            writer.putDouble("price", line.price());
            return writer.toMapValue();
        }

        @Override
        public Thing fromItem(Map<String, AttributeValue> item) {
            AttributeReader reader = AttributeReader.item(this, item);
            return new Thing(reader.required("id", AttributeValues::asString), reader.getInt("count"),
                    reader.get("lines", value -> AttributeValues.asList(value, ThingSchema::readLine)),
                    reader.set("tags", AttributeValues::asStringSet),
                    reader.optional("score", AttributeValues::asDouble),
                    reader.get("created", AttributeValues::asInstant));
        }

        private static Line readLine(AttributeValue value) {
            AttributeReader reader = AttributeReader.nested(value);
            return new Line(reader.required("sku", AttributeValues::asString), reader.getInt("qty"),
                    reader.getDouble("price"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Thing thing) {
            return Map.of("PK", AttributeValue.fromS("THING#" + KeyParts.ofString("Thing", "id", thing.id())),
                    "SK", AttributeValue.fromS("THING"));
        }
    }

    private static final ThingSchema SCHEMA = ThingSchema.INSTANCE;

    private static Thing thing() {
        return new Thing("t1", 3, List.of(new Line("a", 1, 1.5), new Line("b", 2, 2.0), new Line("c", 3, 0.25)),
                Set.of("red", "blue"), Optional.of(4.5), Instant.parse("2024-05-06T07:08:09.123Z"));
    }

    @Test
    void itemsRoundTrip() {
        Map<String, AttributeValue> item = SCHEMA.toItem(thing());
        assertEquals("THING#t1", item.get("PK").s());
        assertEquals("Thing", item.get("_type").s());
        assertEquals(thing(), SCHEMA.fromItem(item));
    }

    @Test
    void absentValuesAreLeftOutAndReadBackEmpty() {
        Thing sparse = new Thing("t2", 0, null, Set.of(), Optional.empty(), null);
        Map<String, AttributeValue> item = SCHEMA.toItem(sparse);
        for (String absent : List.of("lines", "tags", "score", "created")) {
            assertFalse(item.containsKey(absent), absent);
        }
        assertEquals(sparse, SCHEMA.fromItem(item));
        item.put("score", AttributeValue.fromNul(true)); // NULL reads like absent
        assertEquals(sparse, SCHEMA.fromItem(item));
    }

    private static ItemDecodeException decodeFails(Map<String, AttributeValue> item) {
        return assertThrows(ItemDecodeException.class, () -> SCHEMA.fromItem(item));
    }

    @Test
    void aWrongTypeInANestedRecordNamesEntityKeyAndPath() {
        Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(thing()));
        List<AttributeValue> lines = new ArrayList<>(item.get("lines").l());
        Map<String, AttributeValue> third = new HashMap<>(lines.get(2).m());
        third.put("sku", AttributeValue.fromN("42"));
        lines.set(2, AttributeValue.fromM(third));
        item.put("lines", AttributeValue.fromL(lines));

        ItemDecodeException e = decodeFails(item);
        assertEquals("Thing", e.entityType());
        assertEquals("PK=THING#t1, SK=THING", e.key());
        assertEquals("lines[2].sku", e.attribute());
        assertTrue(e.getMessage().contains("Thing") && e.getMessage().contains("PK=THING#t1, SK=THING")
                && e.getMessage().contains("lines[2].sku") && e.getMessage().contains("number (N)"), e.getMessage());
    }

    @Test
    void missingAndMistypedTopLevelAttributes() {
        Map<String, AttributeValue> missing = new HashMap<>(SCHEMA.toItem(thing()));
        missing.remove("count");
        assertEquals("count", decodeFails(missing).attribute());

        Map<String, AttributeValue> mistyped = new HashMap<>(SCHEMA.toItem(thing()));
        mistyped.put("tags", AttributeValue.fromS("red"));
        assertEquals("tags", decodeFails(mistyped).attribute());

        Map<String, AttributeValue> badTime = new HashMap<>(SCHEMA.toItem(thing()));
        badTime.put("created", AttributeValue.fromS("soon"));
        ItemDecodeException e = decodeFails(badTime);
        assertEquals("created", e.attribute());
        assertEquals("PK=THING#t1, SK=THING", e.key());
    }

    @Test
    void anItemOfAnotherEntityIsNotReadAsThisOne() {
        Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(thing()));
        item.put("_type", AttributeValue.fromS("Order"));
        ItemDecodeException e = decodeFails(item);
        assertEquals("Thing", e.entityType());
        assertEquals("PK=THING#t1, SK=THING", e.key());
        assertNull(e.attribute());
        assertTrue(e.getMessage().contains("Order"), e.getMessage());

        item.put("_type", AttributeValue.fromN("1"));
        assertNull(decodeFails(item).attribute());
    }

    /**
     * A component a key is built from is never read as absent from an item that holds the key:
     * that would invent a value the key says it does not have. Without the key it may be absent
     * (a sparse index component).
     */
    @Test
    void aKeyComponentMissingFromAnItemHoldingItsKeyIsRefused() {
        Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(thing()));
        item.remove("id");
        AttributeReader reader = AttributeReader.item(SCHEMA, item);
        ItemDecodeException missing = assertThrows(ItemDecodeException.class,
                () -> reader.keyComponent("PK", "id", reader.getString("id")));
        assertEquals("id", missing.attribute());
        assertEquals("PK=THING#t1, SK=THING", missing.key());
        assertTrue(missing.getMessage().contains("the item's key PK is built from it"), missing.getMessage());
        assertThrows(ItemDecodeException.class, () -> reader.keyComponent("PK", "id", Optional.empty()));
        assertEquals("t1", AttributeReader.item(SCHEMA, SCHEMA.toItem(thing())).keyComponent("PK", "id", "t1"));
        assertNull(reader.keyComponent("GSI1PK", "id", null), "no such key on the item: the component may be absent");
    }

    @Test
    void onlyAnItemOfTheEntityTypeIsTheEntitys() {
        Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(thing()));
        assertTrue(ItemReader.isOfEntity(SCHEMA, item));
        item.put("_type", AttributeValue.fromS("Order"));
        assertFalse(ItemReader.isOfEntity(SCHEMA, item));
        item.remove("_type");
        assertFalse(ItemReader.isOfEntity(SCHEMA, item), "an item without the type attribute is no entity's");
    }

    @Test
    void aMissingItemIsReported() {
        ItemDecodeException e = assertThrows(ItemDecodeException.class, () -> AttributeReader.item(SCHEMA, null));
        assertEquals("Thing", e.entityType());
    }

    private static InvalidAttributeValueException writeFails(Executable call) {
        return assertThrows(InvalidAttributeValueException.class, call);
    }

    @Test
    void valuesThatCannotBeStoredNameEntityAndPath() {
        Thing nanPrice = new Thing("t1", 1, List.of(new Line("a", 1, 1.0), new Line("b", 1, Double.NaN)),
                Set.of(), Optional.empty(), null);
        InvalidAttributeValueException e = writeFails(() -> SCHEMA.toItem(nanPrice));
        assertEquals("Thing", e.entityType());
        assertEquals("lines[1].price", e.attribute());
        assertTrue(e.getMessage().contains("lines[1].price"), e.getMessage());

        Thing infiniteScore = new Thing("t1", 1, null, Set.of(), Optional.of(Double.POSITIVE_INFINITY), null);
        assertEquals("score", writeFails(() -> SCHEMA.toItem(infiniteScore)).attribute());

        Thing nullTag = new Thing("t1", 1, null, new HashSet<>(Arrays.asList("a", null)), Optional.empty(), null);
        assertEquals("tags", writeFails(() -> SCHEMA.toItem(nullTag)).attribute());

        ItemWriter writer = ItemWriter.item(SCHEMA, 1);
        assertEquals("ratio", writeFails(() -> writer.putDouble("ratio", Double.NaN)).attribute());
        assertEquals("ratio", writeFails(() -> writer.putFloat("ratio", Float.NEGATIVE_INFINITY)).attribute());
    }
}
