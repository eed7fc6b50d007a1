package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.StreamReader;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Streams on Keyway Local: the reader's order, checkpoints and redelivery, and the test helper. */
class TableStreamsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final TableDefinition EVENTS = new TableDefinition("Events", "PK", Optional.of("SK"), "_type",
            List.of()).withStream(StreamViewType.NEW_AND_OLD_IMAGES);

    /** Every change as it is: no entities, so everything is "unrecognized". */
    private static final ChangeDecoder<ChangeEvent> RAW = ChangeDecoder.<ChangeEvent>on(EVENTS)
            .guardItems(event -> event).unrecognized(event -> event).undecodable((event, type, error) -> event)
            .build();

    @Test
    void deliversEveryChangeOfAnItemInOrderWithItsImages(DynamoDbClient client, TableStreams streams) {
        EVENTS.createIfMissing(client, "Events");
        List<ChangeEvent> seen = Collections.synchronizedList(new ArrayList<>());
        streams.follow(RAW, seen::add);
        put(client, "a", "1");
        put(client, "a", "2");
        client.deleteItem(request -> request.tableName("Events").key(key("a")));
        streams.awaitCaughtUp();

        assertEquals(List.of(ChangeKind.INSERT, ChangeKind.MODIFY, ChangeKind.REMOVE),
                seen.stream().map(ChangeEvent::kind).toList());
        assertEquals("2", seen.get(1).newItem().orElseThrow().get("value").s());
        assertEquals("1", seen.get(1).oldItem().orElseThrow().get("value").s());
        assertEquals(key("a"), seen.get(2).keys());
        assertTrue(seen.get(2).newItem().isEmpty());
        assertFalse(seen.get(2).timeToLiveExpiry());
        Instant recorded = seen.get(0).approximateCreationTime().orElseThrow(); // epoch seconds, as DynamoDB Streams gives
        assertTrue(Duration.between(recorded, Instant.now()).abs().compareTo(Duration.ofHours(1)) < 0, recorded::toString);
    }

    @Test
    void resumesAfterItsCheckpointAndRedeliversWhatAHandlerFailedOn(DynamoDbClient client, DynamoDbStreamsClient streams) {
        EVENTS.createIfMissing(client, "Events");
        Checkpoints checkpoints = Checkpoints.inMemory();
        List<String> handled = new ArrayList<>();
        AtomicBoolean failOnce = new AtomicBoolean(true);
        StreamReader<ChangeEvent> reader = StreamReader.forTable(client, streams, "Events").checkpoints(checkpoints)
                .build(RAW, change -> {
                    String value = change.newItem().orElseThrow().get("value").s();
                    if (value.equals("2") && failOnce.getAndSet(false)) {
                        throw new IllegalStateException("not now");
                    }
                    handled.add(value);
                });
        put(client, "a", "1");
        put(client, "b", "2");
        put(client, "c", "3");

        KeywayException failed = assertThrows(KeywayException.class, reader::poll);
        assertTrue(failed.getMessage().contains("delivered again"), failed.getMessage());
        // A failed change holds back only the later changes of its own item: "3" (another item) went on.
        assertEquals(List.of("1", "3"), handled);
        assertEquals(1, reader.poll());                // "2" again
        assertEquals(List.of("1", "3", "2"), handled);

        StreamReader<ChangeEvent> restarted = StreamReader.forTable(client, streams, "Events").checkpoints(checkpoints)
                .build(RAW, change -> handled.add("again"));
        put(client, "d", "4");
        assertEquals(1, restarted.poll());             // only what came after the checkpoint
        assertEquals(0, restarted.poll());
    }

    @Test
    void startsAtTheNewestChangeWhenAsked(DynamoDbClient client, DynamoDbStreamsClient streams) {
        EVENTS.createIfMissing(client, "Events");
        put(client, "old", "0");
        List<String> handled = new ArrayList<>();
        StreamReader<ChangeEvent> reader = StreamReader.forTable(client, streams, "Events").startAtLatest()
                .build(RAW, change -> handled.add(change.newItem().orElseThrow().get("value").s()));
        assertEquals(0, reader.poll());
        put(client, "new", "1");
        reader.awaitCaughtUp(Duration.ofSeconds(10));
        assertEquals(List.of("1"), handled);
    }

    @Test
    void aHandlerFailureFailsAwaitCaughtUp(DynamoDbClient client, TableStreams streams) {
        EVENTS.createIfMissing(client, "Events");
        streams.follow(RAW, change -> {
            throw new IllegalStateException("broken handler");
        });
        put(client, "a", "1");
        KeywayException failed = assertThrows(KeywayException.class, streams::awaitCaughtUp);
        assertTrue(failed.getMessage().contains("broken handler"), failed.getMessage());
    }

    @Test
    void followsTheChildShardsWhenKeywayLocalRollsTheShards(DynamoDbClient client, TableStreams streams, TestDatabase db) {
        // Developer Guide, DynamoDB Streams: shards are ephemeral, a closed parent shard has child shards,
        // and a reader processes a parent shard before its children.
        EVENTS.createIfMissing(client, "Events");
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        streams.follow(RAW, change -> seen.add(change.newItem().orElseThrow().get("value").s()));
        put(client, "a", "1");
        streams.awaitCaughtUp();
        assertTrue(db.rollStreamShards("Events") >= 1);
        put(client, "b", "2");
        put(client, "c", "3");
        streams.awaitCaughtUp();
        assertEquals(List.of("1", "2", "3"), seen);
    }

    @Test
    void aTableWithoutAStreamIsRefusedWithWhatToDo(DynamoDbClient client, DynamoDbStreamsClient streams) {
        Tables.create(client, "Plain");
        KeywayException refused = assertThrows(KeywayException.class,
                () -> StreamReader.forTable(client, streams, "Plain"));
        assertTrue(refused.getMessage().contains("has no stream"), refused.getMessage());
    }

    private static Map<String, AttributeValue> key(String id) {
        return Map.of("PK", AttributeValue.fromS(id), "SK", AttributeValue.fromS("X"));
    }

    private static void put(DynamoDbClient client, String id, String value) {
        client.putItem(request -> request.tableName("Events").item(Map.of("PK", AttributeValue.fromS(id),
                "SK", AttributeValue.fromS("X"), "value", AttributeValue.fromS(value))));
    }
}
