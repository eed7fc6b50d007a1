package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.iot.DeviceEvent;
import dev.keyway.it.designs.iot.DeviceEventKeys;
import dev.keyway.it.designs.iot.DeviceEventRepository;
import dev.keyway.it.designs.iot.DeviceEventSchema;
import dev.keyway.it.designs.iot.Reading;
import dev.keyway.it.designs.iot.ReadingRepository;
import dev.keyway.it.designs.iot.SensorState;
import dev.keyway.it.designs.iot.SensorStateRepository;
import dev.keyway.it.designs.iot.SensorStateSchema;
import dev.keyway.it.designs.iot.Severity;
import dev.keyway.it.designs.iot.TelemetryTable;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The time-series design from the README only: a day's events sharded over four
 * partitions by event id and read back merged in order, readings with a time to live and a
 * randomly sharded index of a day's readings, a latest-value pointer written only if greater.
 */
class TimeSeriesDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final LocalDate DAY = LocalDate.parse("2024-05-01");
    private static final Instant T0 = Instant.parse("2024-05-01T00:00:00Z");
    private static final Instant FAR = Instant.parse("2099-01-01T00:00:00Z");

    private DynamoDbClient client;
    private DeviceEventRepository events;
    private ReadingRepository readings;
    private SensorStateRepository states;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        events = new DeviceEventRepository(client);
        readings = new ReadingRepository(client);
        states = new SensorStateRepository(client);
        events.createTable();
    }

    @Test
    void createTableTurnsTimeToLiveOn() {
        var ttl = client.describeTimeToLive(r -> r.tableName(TelemetryTable.NAME)).timeToLiveDescription();
        assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
        assertEquals("expiresAt", ttl.attributeName());
    }

    @Test
    void aDaysEventsAreSpreadOverShardsAndReadBackInOrder() {
        List<DeviceEvent> all = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            all.add(new DeviceEvent(DAY, T0.plusSeconds(37L * i), "e" + i, "d" + (i % 3), Severity.values()[i % 3]));
        }
        events.putAll(all).orThrow();
        events.put(new DeviceEvent(DAY.plusDays(1), T0.plusSeconds(86_400), "x", "d1", Severity.INFO));

        Set<String> shards = new HashSet<>();
        for (DeviceEvent event : all) {
            Map<String, AttributeValue> item = client.getItem(r -> r.tableName(TelemetryTable.NAME)
                    .key(DeviceEventKeys.primaryKey(event).attributes())).item();
            shards.add(item.get("PK").s());
            assertEquals("EVENTS#2024-05-01#" + DeviceEventKeys.partitionKeyShard(event.eventId()), item.get("PK").s());
        }
        assertEquals(4, shards.size(), shards::toString);

        List<String> inOrder = all.stream().map(DeviceEvent::eventId).toList();
        assertEquals(inOrder, events.eventsOn(DAY).stream().map(DeviceEvent::eventId).toList());
        List<String> paged = new ArrayList<>();
        Optional<String> cursor = Optional.empty();
        do {
            Page<DeviceEvent> page = events.eventsOn(DAY).descending().limit(7).page(cursor);
            if (page.cursor().isPresent()) {
                assertEquals(7, page.items().size());                  // pages are full but the last
            }
            page.items().forEach(event -> paged.add(event.eventId()));
            cursor = page.cursor();
        } while (cursor.isPresent());
        List<String> reversed = new ArrayList<>(inOrder);
        Collections.reverse(reversed);
        assertEquals(reversed, paged);

        assertEquals(List.of("e10", "e11", "e12"), events.eventsOn(DAY)
                .at().between(T0.plusSeconds(370), T0.plusSeconds(37L * 12)).stream().map(DeviceEvent::eventId).toList());
        Page<DeviceEvent> first = events.eventsOn(DAY).limit(5).page();
        assertThrows(InvalidCursorException.class, () -> events.eventsOn(DAY.plusDays(1)).limit(5).page(first.cursor().orElseThrow()));
        assertEquals(List.of("e1", "e4", "e7"), events.eventsOn(DAY).filter(DeviceEventSchema.SEVERITY.eq(Severity.WARNING))
                .limit(3).page().items().stream().map(DeviceEvent::eventId).toList());
    }

    @Test
    void shardedItemsAreFoundByTheirKey() {
        DeviceEvent event = new DeviceEvent(DAY, T0, "e1", "d1", Severity.INFO);
        events.put(event);
        assertEquals(event, events.get(DAY, T0, "e1").orElseThrow());
        DeviceEvent raised = events.update(DAY, T0, "e1").set(DeviceEventSchema.SEVERITY, Severity.ERROR).execute();
        assertEquals(Severity.ERROR, raised.severity());
        assertThrows(IllegalArgumentException.class, () -> events.update(DAY, T0, "e1").set(DeviceEventSchema.EVENT_ID, "e2"));
        events.delete(DAY, T0, "e1");
        assertTrue(events.get(DAY, T0, "e1").isEmpty());
        assertTrue(events.eventsOn(DAY).stream().findAny().isEmpty());
    }

    @Test
    void readingsExpireAndADaysReadingsMergeAcrossRandomShards() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        List<Reading> written = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            written.add(new Reading("s" + (i % 3), T0.plusSeconds(60L * i), DAY, i * 0.5, FAR));
        }
        readings.putAll(written).orThrow();
        Reading expired = new Reading("s0", T0.plusSeconds(5), DAY, 99, now.minusSeconds(3600));
        readings.put(expired);

        assertTrue(readings.get("s0", T0.plusSeconds(5)).isEmpty(), "an expired reading is not returned");
        assertEquals(10, readings.readingsOf("s0").stream().count());
        assertEquals(T0.plusSeconds(60L * 27), readings.readingsOf("s0").limit(1).page().items().get(0).at());
        assertEquals(List.of(T0.plusSeconds(60L * 3), T0.plusSeconds(60L * 6)), readings.readingsOf("s0")
                .at().between(T0.plusSeconds(1), T0.plusSeconds(60L * 6)).ascending().stream().map(Reading::at).toList());

        List<Instant> day = readings.readingsOn(DAY).stream().map(Reading::at).toList();
        assertEquals(30, day.size(), "every reading once, the expired one left out");
        assertEquals(day.stream().sorted().toList(), day);
        assertEquals(List.of("s1", "s2"), readings.readingsOn(DAY).at().between(T0.plusSeconds(60), T0.plusSeconds(120))
                .stream().map(Reading::sensorId).toList());
        assertEquals(30, readings.scanByDay().count());
        Reading stored = readings.get("s1", T0.plusSeconds(60)).orElseThrow();
        assertEquals(FAR, stored.expiresAt());
    }

    @Test
    void theLatestValueIsWrittenOnlyIfNewer() {
        assertTrue(writeIfNewer("s1", 5, 1.5).isPresent());
        assertTrue(writeIfNewer("s1", 7, 2.5).isPresent());
        assertTrue(writeIfNewer("s1", 6, 9.9).isEmpty());
        assertTrue(writeIfNewer("s1", 7, 9.9).isEmpty());
        SensorState state = states.get("s1").orElseThrow();
        assertEquals(7L, state.latestSeq());
        assertEquals(2.5, state.latestValue());
        readings.put(new Reading("s1", T0, DAY, 1, FAR));
        assertEquals(1, readings.readingsOf("s1").stream().count(), "the state item shares the partition, not the query");
    }

    private Optional<SensorState> writeIfNewer(String sensor, long seq, double value) {
        return states.update(sensor)
                .set(SensorStateSchema.LATEST_SEQ, seq)
                .set(SensorStateSchema.LATEST_VALUE, value)
                .when(SensorStateSchema.LATEST_SEQ.notExists().or(SensorStateSchema.LATEST_SEQ.lt(seq)))
                .tryExecute();
    }
}
