package dev.keyway.local.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import dev.keyway.local.testsupport.MovingClock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** DynamoDB Streams through the SDK's clients of a {@link KeywayLocal}: the wire protocol, the engine's changes and the store. */
class StreamsEndToEndTest {

    private final MovingClock clock = new MovingClock(Instant.parse("2026-11-28T21:05:03.123Z"));
    private final KeywayLocal local = KeywayLocal.builder().clock(clock).start();
    private final DynamoDbClient client = local.client();
    private final DynamoDbStreamsClient streams = local.streamsClient();

    @AfterEach
    void close() {
        local.close();
    }

    private TableDescription createTable(String name, StreamViewType view) {
        return client.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(view))).tableDescription();
    }

    private static Map<String, AttributeValue> item(String pk, String value) {
        return Map.of("pk", AttributeValue.fromS(pk), "value", AttributeValue.fromS(value));
    }

    private List<Record> readAll(String arn) {
        List<Record> all = new ArrayList<>();
        for (Shard shard : streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards()) {
            String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String current = iterator;
                GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(current));
                all.addAll(page.records());
                iterator = page.records().isEmpty() ? null : page.nextShardIterator();
            }
        }
        return all;
    }

    @Test
    @DisplayName("API Reference, CreateTable: LatestStreamArn and LatestStreamLabel name the stream ListStreams lists")
    void latestStreamArn() {
        TableDescription table = createTable("Orders", StreamViewType.NEW_AND_OLD_IMAGES);
        assertEquals(table.tableArn() + "/stream/2026-11-28T21:05:03.123", table.latestStreamArn());
        assertEquals("2026-11-28T21:05:03.123", table.latestStreamLabel());
        var listed = streams.listStreams(b -> b.tableName("Orders")).streams();
        assertEquals(1, listed.size());
        assertEquals(table.latestStreamArn(), listed.get(0).streamArn());
        var description = streams.describeStream(b -> b.streamArn(table.latestStreamArn())).streamDescription();
        assertEquals(StreamStatus.ENABLED, description.streamStatus());
        assertEquals(StreamViewType.NEW_AND_OLD_IMAGES, description.streamViewType());
        assertEquals("Orders", description.tableName());
    }

    @Test
    @DisplayName("Developer Guide, Change data capture: PutItem, UpdateItem and DeleteItem write INSERT, MODIFY and REMOVE records")
    void itemChanges() {
        String arn = createTable("Orders", StreamViewType.NEW_AND_OLD_IMAGES).latestStreamArn();
        client.putItem(b -> b.tableName("Orders").item(item("a", "first")));
        client.putItem(b -> b.tableName("Orders").item(item("a", "first"))); // no change: no record
        client.updateItem(b -> b.tableName("Orders").key(Map.of("pk", AttributeValue.fromS("a")))
                .updateExpression("SET #v = :v").expressionAttributeNames(Map.of("#v", "value"))
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("second"))));
        client.deleteItem(b -> b.tableName("Orders").key(Map.of("pk", AttributeValue.fromS("a"))));
        client.deleteItem(b -> b.tableName("Orders").key(Map.of("pk", AttributeValue.fromS("a")))); // nothing to delete
        List<Record> records = readAll(arn);
        assertEquals(List.of(OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE),
                records.stream().map(Record::eventName).toList());
        Record modify = records.get(1);
        assertEquals(item("a", "first"), modify.dynamodb().oldImage());
        assertEquals(item("a", "second"), modify.dynamodb().newImage());
        assertEquals(Map.of("pk", AttributeValue.fromS("a")), modify.dynamodb().keys());
        assertEquals("aws:dynamodb", modify.eventSource());
        assertEquals("1.1", modify.eventVersion());
        assertEquals("us-east-1", modify.awsRegion());
        assertEquals(StreamViewType.NEW_AND_OLD_IMAGES, modify.dynamodb().streamViewType());
        assertTrue(modify.dynamodb().sizeBytes() > 0);
        assertTrue(modify.dynamodb().sequenceNumber().matches("[0-9]{21,40}"));
        assertEquals(clock.instant().truncatedTo(ChronoUnit.SECONDS), modify.dynamodb().approximateCreationDateTime());
    }

    @Test
    @DisplayName("Developer Guide, Time to Live: an item deleted by TTL leaves a REMOVE record with the service's userIdentity")
    void timeToLive() {
        String arn = createTable("Sessions", StreamViewType.OLD_IMAGE).latestStreamArn();
        client.updateTimeToLive(b -> b.tableName("Sessions").timeToLiveSpecification(t -> t.enabled(true).attributeName("expires")));
        client.putItem(b -> b.tableName("Sessions").item(Map.of("pk", AttributeValue.fromS("s"),
                "expires", AttributeValue.fromN(Long.toString(clock.instant().getEpochSecond() - 60)))));
        assertEquals(1, local.sweepExpiredItems());
        List<Record> records = readAll(arn);
        assertEquals(2, records.size());
        Record removal = records.get(1);
        assertEquals(OperationType.REMOVE, removal.eventName());
        assertEquals("dynamodb.amazonaws.com", removal.userIdentity().principalId());
        assertEquals("Service", removal.userIdentity().type());
        assertNull(records.get(0).userIdentity());
    }

    @Test
    @DisplayName("UpdateTable turning the stream off disables it; DeleteTable too; both stay readable")
    void disableAndDelete() {
        String first = createTable("Orders", StreamViewType.KEYS_ONLY).latestStreamArn();
        client.putItem(b -> b.tableName("Orders").item(item("a", "x")));
        client.updateTable(b -> b.tableName("Orders").streamSpecification(s -> s.streamEnabled(false)));
        assertEquals(StreamStatus.DISABLED, streams.describeStream(b -> b.streamArn(first)).streamDescription().streamStatus());
        clock.advance(Duration.ofSeconds(1));
        String second = client.updateTable(b -> b.tableName("Orders").streamSpecification(s -> s.streamEnabled(true)
                .streamViewType(StreamViewType.NEW_IMAGE))).tableDescription().latestStreamArn();
        client.putItem(b -> b.tableName("Orders").item(item("b", "x")));
        client.deleteTable(b -> b.tableName("Orders"));
        assertEquals(StreamStatus.DISABLED, streams.describeStream(b -> b.streamArn(second)).streamDescription().streamStatus());
        assertEquals(1, readAll(first).size());
        assertEquals(1, readAll(second).size());
        assertEquals(2, streams.listStreams(b -> b.tableName("Orders")).streams().size());
    }

    @Test
    @DisplayName("The SDK raises each DynamoDB Streams error as its own exception class")
    void errorsThroughTheSdk() {
        String arn = createTable("Orders", StreamViewType.KEYS_ONLY).latestStreamArn();
        String shardId = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
        assertThrows(ResourceNotFoundException.class, () -> streams.describeStream(b -> b.streamArn(arn.replace("Orders", "Nopes"))));
        assertThrows(ResourceNotFoundException.class, () -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId("shardId-00000000000000000000-00000000").shardIteratorType(ShardIteratorType.LATEST)));
        DynamoDbException invalid = assertThrows(DynamoDbException.class, () -> streams.getRecords(b -> b.shardIterator("not-an-iterator")));
        assertEquals("ValidationException", invalid.awsErrorDetails().errorCode());

        client.putItem(b -> b.tableName("Orders").item(item("a", "x")));
        String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shardId)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        clock.advance(Duration.ofMinutes(15));
        assertThrows(ExpiredIteratorException.class, () -> streams.getRecords(b -> b.shardIterator(iterator)));
        String sequenceNumber = readAll(arn).get(0).dynamodb().sequenceNumber();
        clock.advance(Duration.ofHours(24));
        assertThrows(TrimmedDataAccessException.class, () -> streams.getShardIterator(b -> b.streamArn(arn).shardId(shardId)
                .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER).sequenceNumber(sequenceNumber)));
    }

    @Test
    @DisplayName("KeywayLocal.rollStreamShards closes the open shard and opens its child, which takes the next changes")
    void rollShards() {
        String arn = createTable("Orders", StreamViewType.KEYS_ONLY).latestStreamArn();
        client.putItem(b -> b.tableName("Orders").item(item("a", "1")));
        assertEquals(1, local.rollStreamShards("Orders"));
        client.putItem(b -> b.tableName("Orders").item(item("a", "2")));
        List<Shard> shards = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards();
        assertEquals(2, shards.size());
        assertNotNull(shards.get(0).sequenceNumberRange().endingSequenceNumber());
        assertEquals(shards.get(0).shardId(), shards.get(1).parentShardId());
        String parentIterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shards.get(0).shardId())
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        GetRecordsResponse parent = streams.getRecords(b -> b.shardIterator(parentIterator));
        assertEquals(1, parent.records().size());
        assertNull(parent.nextShardIterator(), "the closed parent is read to its end");
        assertEquals(2, readAll(arn).size());
    }

    @Test
    @DisplayName("The loopback server answers DynamoDB Streams over HTTP")
    void loopback() {
        String arn = createTable("Orders", StreamViewType.KEYS_ONLY).latestStreamArn();
        client.putItem(b -> b.tableName("Orders").item(item("a", "1")));
        local.startServer();
        try (DynamoDbStreamsClient overHttp = local.newLoopbackStreamsClient()) {
            String shardId = overHttp.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
            String iterator = overHttp.getShardIterator(b -> b.streamArn(arn).shardId(shardId)
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            assertEquals(1, overHttp.getRecords(b -> b.shardIterator(iterator)).records().size());
        }
    }
}
