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

        ByDeviceAt at(Instant at) {
            return narrow(AT, at, ByDeviceAt::new);
        }

        Query<Event> atBetween(Instant from, Instant to) {
            return between(AT, from, to);
        }

        Query<Event> atLessThan(Instant at) {
            return lessThan(AT, at);
        }

        Query<Event> atGreaterThanOrEqual(Instant at) {
            return greaterThanOrEqual(AT, at);
        }

        Query<Event> skippingAComponent(String id) {
            return equalTo(ID, id);
        }
    }

    /** As a generated second level: conditions on {@code id}, {@code at} fixed. */
    static final class ByDeviceAt extends PartitionQuery<Event, ByDeviceAt> {
        ByDeviceAt(Query<Event> query) {
            super(query, ByDeviceAt::new);
        }

        Query<Event> id(String id) {
            return equalTo(ID, id);
        }

        Query<Event> idBeginsWith(String prefix) {
            return beginsWith(ID, prefix);
        }

        Query<Event> idLessThanOrEqual(String id) {
            return lessThanOrEqual(ID, id);
        }

        Query<Event> idGreaterThan(String id) {
            return greaterThan(ID, id);
        }
    }

    /** As a generated class of a sort key that is one component. */
    static final class ById extends PartitionQuery<Event, ById> {
        ById(Query<Event> query) {
            super(query, ById::new);
        }

        Query<Event> id(String id) {
            return equalTo(ID, id);
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
        assertEquals(SortKeyCondition.between("EVENT#", t1, AT.encode(T2), "#"), sortKey(byDevice().atBetween(T1, T2)));
        assertEquals(SortKeyCondition.lessThan("EVENT#", t1, "#"), sortKey(byDevice().atLessThan(T1)));
        assertEquals(SortKeyCondition.greaterThanOrEqual("EVENT#", t1, "#"), sortKey(byDevice().atGreaterThanOrEqual(T1)));
        ByDeviceAt at = byDevice().at(T1);
        assertEquals(SortKeyCondition.beginsWith("EVENT#" + t1 + "#"), sortKey(at));
        assertEquals(SortKeyCondition.equalTo("EVENT#" + t1 + "#e$231"), sortKey(at.id("e#1")));
        assertEquals(SortKeyCondition.componentBeginsWith("EVENT#" + t1 + "#", "e", ""), sortKey(at.idBeginsWith("e")));
        assertEquals(SortKeyCondition.lessThanOrEqual("EVENT#" + t1 + "#", "e", ""), sortKey(at.idLessThanOrEqual("e")));
        assertEquals(SortKeyCondition.greaterThan("EVENT#" + t1 + "#", "e", ""), sortKey(at.idGreaterThan("e")));
    }

    @Test
    void optionsKeepTheQueryClassAndTheFixedComponents() {
        ByDeviceAt at = byDevice().limit(5).descending().at(T1).consistentRead().limit(3);
        assertInstanceOf(ByDeviceAt.class, at);
        assertEquals(3, at.spec().limit());
        assertTrue(at.spec().descending());
        assertTrue(at.spec().consistentRead());
        assertEquals(SortKeyCondition.equalTo("EVENT#" + AT.encode(T1) + "#x"), sortKey(at.ascending().id("x")));
    }

    @Test
    void aConditionOnAnotherComponentThanTheNextIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> byDevice().skippingAComponent("x"));
        assertTrue(e.getMessage().contains("EVENT#<at>#<id>"), e.getMessage());
    }

    @Test
    void aSortKeyThatIsOneStringComponentMustNotBeEmpty() {
        ById byId = AccessPatternSpec.onIndex("Event.byId", "GSI1").sortKey("<id>").filterOnType()
                .query(table, "X", ById::new);
        assertNull(sortKey(byId)); // no literal prefix: the type filter keeps other entities out
        assertTrue(byId.spec().typeFilter());
        assertEquals(SortKeyCondition.equalTo("a"), sortKey(byId.id("a")));
        assertThrows(InvalidKeyValueException.class, () -> byId.id(""));
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
