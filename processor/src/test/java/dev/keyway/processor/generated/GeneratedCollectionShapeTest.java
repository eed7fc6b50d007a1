package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.querySpec;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.internal.query.SortKeyCondition.Operator;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Generated item collections with and without a shared sort key, index scans, and the derived
 * keys a backfill conditions on; built against a client that fails on any call.
 */
class GeneratedCollectionShapeTest {

    private static final Instant AT = Instant.parse("2024-05-01T10:00:00Z");
    private static final String ENCODED_AT = "2024-05-01T10:00:00.000000000Z";

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.col.DeviceItem", "@ItemCollection public sealed interface DeviceItem permits Reading, Alarm {}"),
                source("t.col.Reading", """
                        @Entity(table = "Col")
                        @PartitionKey("DEVICE#<deviceId>")
                        @SortKey("AT#<at>#READING#<sensor>")
                        @Gsi(index = "Hot", partitionKey = "HOT#<hot>", sortKey = "<at>", projection = Projection.KEYS_ONLY)
                        public record Reading(String deviceId, Instant at, String sensor, @Attribute("h") String hot)
                                implements DeviceItem {}
                        """),
                source("t.col.Alarm", """
                        @Entity(table = "Col")
                        @PartitionKey("DEVICE#<deviceId>")
                        @SortKey("AT#<at>#ALARM")
                        public record Alarm(String deviceId, Instant at, String text) implements DeviceItem {}
                        """),
                source("t.col.OwnerItem", "@ItemCollection public sealed interface OwnerItem permits Owner, Reading2 {}"),
                source("t.col.Owner", """
                        @Entity(table = "Col")
                        @PartitionKey("OWNER#<ownerId>")
                        @SortKey("PROFILE")
                        public record Owner(String ownerId, String name) implements OwnerItem {}
                        """),
                source("t.col.Reading2", """
                        @Entity(table = "Col")
                        @PartitionKey("OWNER#<ownerId>")
                        @SortKey("READING#<at>")
                        public record Reading2(String ownerId, Instant at) implements OwnerItem {}
                        """));
    }

    private Object collection(String name) {
        return classes.construct("t.col." + name + "Collection", noCallsClient());
    }

    @Test
    void membersSharingTheSortKeysStartGetTypedConditions() throws Exception {
        Class<?> first = classes.type("t.col.DeviceItemCollection$DeviceItemQuery");
        assertEquals(first, classes.type("t.col.DeviceItemCollection").getMethod("query", String.class).getReturnType());
        Object query = call(collection("DeviceItem"), "query", "d1");

        QuerySpec<?> all = querySpec(query);
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "AT#", null), all.sortKey());
        assertEquals(true, all.typeFilter());

        // Equality on the shared component narrows to what both members' keys start with, not the whole key.
        Object atOnce = call(call(query, "at"), "eq", AT);
        assertEquals(classes.type("t.col.DeviceItemCollection$DeviceItemQuery$WithAt"), atOnce.getClass());
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "AT#" + ENCODED_AT + "#", null), querySpec(atOnce).sortKey());
        QuerySpec<?> since = querySpec(call(call(query, "at"), "ge", AT));
        assertEquals(Operator.BETWEEN, since.sortKey().operator());
        assertEquals("AT#" + ENCODED_AT + "#", since.sortKey().first());
    }

    @Test
    void membersSharingNothingTakeConditionsOnTheKeyText() {
        CollectionQuery<?> query = (CollectionQuery<?>) call(collection("OwnerItem"), "query", "o1");
        assertEquals(null, querySpec(query).sortKey());
        Query<?> range = query.sortKey().ge("READING#2024");
        assertEquals(new SortKeyCondition(Operator.GREATER_OR_EQUAL, "READING#2024", null), querySpec(range).sortKey());
        assertEquals(new SortKeyCondition(Operator.BETWEEN, "A", "B"), querySpec(query.sortKey().between("A", "B")).sortKey());
        assertEquals(Operator.NOTHING, querySpec(query.sortKey().between("B", "A")).sortKey().operator());
        assertEquals(new SortKeyCondition(Operator.LESS, "R", null), querySpec(query.sortKey().lt("R")).sortKey());
        assertThrows(IllegalArgumentException.class, () -> query.sortKey().gt(""));
        assertEquals(new SortKeyCondition(Operator.EQUAL, "PROFILE", null), querySpec(query.sortKey().eq("PROFILE")).sortKey());
    }

    @Test
    void eachIndexHasATypedScan() throws Exception {
        Object readings = classes.construct("t.col.ReadingRepository", noCallsClient());
        Scan<?> hot = (Scan<?>) call(readings, "scanHot");
        assertEquals("Scan[Reading in Col index Hot, segments=1]", hot.toString());
        assertEquals(Scan.class, classes.type("t.col.ReadingRepository").getMethod("scanHot").getReturnType());
    }

    @Test
    void derivedKeysNameTheAttributesTheirComponentsAreStoredIn() {
        ItemSchema<Object> schema = classes.schema("t.col.Reading");
        ItemSchema.DerivedKey partition = schema.derivedKeys().stream()
                .filter(key -> key.attribute().equals("HotPK")).findFirst().orElseThrow();
        assertEquals(List.of("hot"), partition.components());
        assertEquals(List.of("h"), partition.storedAttributes());
        assertEquals(0, partition.randomShards());
    }
}
