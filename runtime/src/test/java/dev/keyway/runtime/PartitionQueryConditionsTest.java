package dev.keyway.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.key.KeyPart;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The conditions generated query classes call: each computes the sort-key condition from the
 * access pattern's template, the components fixed so far and the next component's key part,
 * exactly as the key builders encode it; options keep the query class. Nothing is sent.
 */
class PartitionQueryConditionsTest {

    record Event(String device, Instant at, String id) {
    }

    static final KeyPart<Instant> AT = KeyPart.ofInstant("Event", "at");
    static final KeyPart<String> ID = KeyPart.ofString("Event", "id");
    static final Instant T1 = Instant.parse("2024-05-01T10:00:00Z");
    static final Instant T2 = Instant.parse("2024-05-02T10:00:00Z");

    static final TableDefinition TABLE = new TableDefinition("Events", "PK", Optional.of("SK"), "_type",
            List.of(IndexDefinition.global("GSI1", "GSI1PK", "GSI1SK")), Optional.empty());

    static final class EventSchema implements ItemSchema<Event> {
        @Override
        public String entityType() {
            return "Event";
        }

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Event value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Event fromItem(Map<String, AttributeValue> item) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Event value) {
            throw new UnsupportedOperationException();
        }
    }

    /** As a generated first level: conditions on {@code at}. */
    static final class ByDevice extends PartitionQuery<Event, ByDevice> {
        ByDevice(Query<Event> query) {
            super(query, ByDevice::new);
        }

        OrderedKeyRange<Event, Instant, ByDeviceAt> at() {
            return orderedRange(AT, ByDeviceAt::new);
        }

        KeyRange<Event, String, Query<Event>> skippingAComponent() {
            return range(ID);
        }
    }

    /** As a generated second level: conditions on {@code id}, {@code at} fixed. */
    static final class ByDeviceAt extends PartitionQuery<Event, ByDeviceAt> {
        ByDeviceAt(Query<Event> query) {
            super(query, ByDeviceAt::new);
        }

        OrderedPrefixKeyRange<Event, Query<Event>> id() {
            return orderedPrefixRange(ID);
        }

        /** As a generated accessor of a string whose keys do not sort by it (another delimiter). */
        PrefixKeyRange<Event, Query<Event>> unorderedId() {
            return prefixRange(ID);
        }
    }

    /** As a generated class of a sort key that is one component. */
    static final class ById extends PartitionQuery<Event, ById> {
        ById(Query<Event> query) {
            super(query, ById::new);
        }

        KeyRange<Event, String, Query<Event>> id() {
            return range(ID);
        }
    }

    private final EntityOperations<Event> table = RuntimeAccess.operations(
            new EntityRepository<Event>(DynamoDbClient.builder().region(software.amazon.awssdk.regions.Region.US_EAST_1)
                    .credentialsProvider(() -> software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create("a", "b"))
                    .build(), "Events", new EventSchema()) {
            });
    private static final AccessPatternSpec BY_DEVICE = AccessPatternSpec.onTable("Event.byDevice").sortKey("EVENT#<at>#<id>");

    private ByDevice byDevice() {
        return BY_DEVICE.query(table, "DEVICE#d1", ByDevice::new);
    }

    private static SortKeyCondition sortKey(Query<Event> query) {
        return query.spec().sortKey();
    }

    @Test
    void theFirstQueryKeepsToTheTemplatesLiteralPrefix() {
        QuerySpec<Event> spec = byDevice().spec();
        assertEquals("Event.byDevice", spec.patternId());
        assertEquals("DEVICE#d1", spec.partitionKey());
        assertEquals(SortKeyCondition.beginsWith("EVENT#"), spec.sortKey());
        assertEquals(false, spec.typeFilter());
    }

    @Test
    void conditionsEncodeThroughTheKeyPartsAsTheKeyBuildersDo() {
        String t1 = AT.encode(T1);
        assertEquals(SortKeyCondition.between("EVENT#", t1, AT.encode(T2), "#"), sortKey(byDevice().at().between(T1, T2)));
        assertEquals(SortKeyCondition.lessThan("EVENT#", t1, "#"), sortKey(byDevice().at().lt(T1)));
        assertEquals(SortKeyCondition.greaterThanOrEqual("EVENT#", t1, "#"), sortKey(byDevice().at().ge(T1)));
        assertEquals(SortKeyCondition.Operator.NOTHING, sortKey(byDevice().at().between(T2, T1)).operator()); // no request
        ByDeviceAt at = byDevice().at().eq(T1);
        assertEquals(SortKeyCondition.beginsWith("EVENT#" + t1 + "#"), sortKey(at));
        assertEquals(SortKeyCondition.equalTo("EVENT#" + t1 + "#e$231"), sortKey(at.id().eq("e#1")));
        assertEquals(SortKeyCondition.componentBeginsWith("EVENT#" + t1 + "#", "e", ""), sortKey(at.id().beginsWith("e")));
        assertEquals(SortKeyCondition.lessThanOrEqual("EVENT#" + t1 + "#", "e", ""), sortKey(at.id().le("e")));
        assertEquals(SortKeyCondition.greaterThan("EVENT#" + t1 + "#", "e", ""), sortKey(at.id().gt("e")));
    }

    @Test
    void optionsKeepTheQueryClassAndTheFixedComponents() {
        ByDeviceAt at = byDevice().limit(5).descending().at().eq(T1).consistentRead().limit(3);
        assertInstanceOf(ByDeviceAt.class, at);
        assertEquals(3, at.spec().limit());
        assertTrue(at.spec().descending());
        assertTrue(at.spec().consistentRead());
        assertEquals(SortKeyCondition.equalTo("EVENT#" + AT.encode(T1) + "#x"), sortKey(at.ascending().id().eq("x")));
    }

    @Test
    void aConditionOnAnotherComponentThanTheNextIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> byDevice().skippingAComponent().eq("x"));
        assertTrue(e.getMessage().contains("EVENT#<at>#<id>"), e.getMessage());
    }

    @Test
    void aRangeTheEncodingDoesNotAllowIsRefusedEvenThroughACast() {
        ByDeviceAt at = byDevice().at().eq(T1);
        assertEquals(sortKey(at.id().beginsWith("e")), sortKey(at.unorderedId().beginsWith("e")));
        @SuppressWarnings("unchecked")
        OrderedKeyRange<Event, String, Query<Event>> cast = (OrderedKeyRange<Event, String, Query<Event>>) at.unorderedId();
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, () -> cast.lt("e"));
        assertEquals("Keys of Event do not sort by id: a range of its values is no range of key text; use eq", e.getMessage());
    }

    @Test
    void aSortKeyThatIsOneStringComponentMustNotBeEmpty() {
        ById byId = AccessPatternSpec.onIndex("Event.byId", "GSI1").sortKey("<id>").filterOnType()
                .query(table, "X", ById::new);
        assertNull(sortKey(byId)); // no literal prefix: the type filter keeps other entities out
        assertTrue(byId.spec().typeFilter());
        assertEquals(SortKeyCondition.equalTo("a"), sortKey(byId.id().eq("a")));
        assertThrows(InvalidKeyValueException.class, () -> byId.id().eq(""));
        assertThrows(UnsupportedOperationException.class, byId::consistentRead); // a global index
    }

    @Test
    void aShardedPatternTakesTheKeyOfEachShard() {
        AccessPatternSpec sharded = AccessPatternSpec.onTable("Event.byDevice").sortKey("EVENT#<at>#<id>").sharded(3);
        ByDevice query = sharded.query(table, shard -> "DEVICE#d1#" + shard, ByDevice::new);
        assertEquals(List.of("DEVICE#d1#0", "DEVICE#d1#1", "DEVICE#d1#2"), query.spec().shardKeys());
        assertThrows(IllegalStateException.class, () -> sharded.query(table, "DEVICE#d1", ByDevice::new));
        assertThrows(IllegalStateException.class, () -> BY_DEVICE.query(table, shard -> "DEVICE#d1#" + shard, ByDevice::new));
        assertThrows(IllegalArgumentException.class, () -> BY_DEVICE.sharded(1));
    }
}
