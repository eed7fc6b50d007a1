package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardFilterType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** DynamoDB Streams: records, view types, iterators and shards (API Reference, "Amazon DynamoDB Streams"). */
class StreamsConformanceTest extends ConformanceSupport {

    /** Creates table S keyed by pk/sk with a stream of the given view type; returns the stream ARN. */
    private String streamedTable(StreamViewType viewType) {
        ddb.createTable(b -> b.tableName("Streamed").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(attrS("pk"), attrS("sk"))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(viewType)));
        return awaitActive("Streamed").latestStreamArn();
    }

    private String iterator(String streamArn, String shardId, ShardIteratorType type, String sequenceNumber) {
        return streams.getShardIterator(b -> b.streamArn(streamArn).shardId(shardId).shardIteratorType(type)
                .sequenceNumber(sequenceNumber)).shardIterator();
    }

    private List<Shard> shards(String streamArn) {
        return streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards();
    }

    /** Every record of one shard from TRIM_HORIZON, until a read returns nothing new or the shard ends. */
    private List<Record> readShard(String streamArn, String shardId) {
        List<Record> records = new ArrayList<>();
        String position = iterator(streamArn, shardId, ShardIteratorType.TRIM_HORIZON, null);
        for (int reads = 0; reads < 50 && position != null; reads++) {
            String current = position;
            GetRecordsResponse response = streams.getRecords(b -> b.shardIterator(current));
            records.addAll(response.records());
            position = response.nextShardIterator();
            if (response.records().isEmpty()) {
                break;
            }
        }
        return records;
    }

    /** Every record of the stream, shard by shard (parents before children, as DescribeStream lists them). */
    private List<Record> readAll(String streamArn) {
        List<Record> records = new ArrayList<>();
        for (Shard shard : shards(streamArn)) {
            records.addAll(readShard(streamArn, shard.shardId()));
        }
        return records;
    }

    private void writeInsertModifyRemove() {
        put("Streamed", item("pk", "a", "sk", "1", "v", 1));
        ddb.updateItem(b -> b.tableName("Streamed").key(item("pk", "a", "sk", "1")).updateExpression("SET v = :two")
                .expressionAttributeValues(item(":two", 2)));
        ddb.deleteItem(b -> b.tableName("Streamed").key(item("pk", "a", "sk", "1")));
    }

    @Test
    @DisplayName("API Reference, Record: INSERT, MODIFY, REMOVE with Keys, OldImage/NewImage (NEW_AND_OLD_IMAGES), eventSource aws:dynamodb")
    void recordsOfNewAndOldImages() {
        String arn = streamedTable(StreamViewType.NEW_AND_OLD_IMAGES);
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        writeInsertModifyRemove();
        Instant after = Instant.now().plusSeconds(1);
        List<Record> records = readAll(arn);
        assertEquals(List.of(OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE),
                records.stream().map(Record::eventName).toList());
        Record insert = records.get(0);
        Record modify = records.get(1);
        Record remove = records.get(2);
        assertEquals(item("pk", "a", "sk", "1"), insert.dynamodb().keys());
        assertFalse(insert.dynamodb().hasOldImage());
        assertEquals(item("pk", "a", "sk", "1", "v", 1), insert.dynamodb().newImage());
        assertEquals(item("pk", "a", "sk", "1", "v", 1), modify.dynamodb().oldImage());
        assertEquals(item("pk", "a", "sk", "1", "v", 2), modify.dynamodb().newImage());
        assertEquals(item("pk", "a", "sk", "1", "v", 2), remove.dynamodb().oldImage());
        assertFalse(remove.dynamodb().hasNewImage());
        for (Record record : records) {
            assertEquals("aws:dynamodb", record.eventSource());
            assertEquals("1.1", record.eventVersion());
            assertEquals("us-east-1", record.awsRegion());
            assertEquals(StreamViewType.NEW_AND_OLD_IMAGES, record.dynamodb().streamViewType());
            assertNotNull(record.eventID());
            assertTrue(record.dynamodb().sizeBytes() > 0);
            assertNull(record.userIdentity(), "a user's write has no userIdentity");
            // "ApproximateCreationDateTime: ... in UNIX epoch time format and rounded down to the closest second"
            Instant created = record.dynamodb().approximateCreationDateTime();
            assertFalse(created.isBefore(before) || created.isAfter(after), created + " not in [" + before + ", " + after + "]");
        }
        assertEquals(3, new HashSet<>(records.stream().map(Record::eventID).toList()).size(), "eventID is unique");
    }

    @Test
    @DisplayName("API Reference, StreamSpecification: KEYS_ONLY, NEW_IMAGE, OLD_IMAGE write only what they name")
    void viewTypes() {
        for (StreamViewType viewType : List.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE, StreamViewType.OLD_IMAGE)) {
            String arn = streamedTable(viewType);
            writeInsertModifyRemove();
            List<Record> records = readAll(arn);
            assertEquals(3, records.size(), viewType.toString());
            for (Record record : records) {
                assertEquals(item("pk", "a", "sk", "1"), record.dynamodb().keys());
                boolean hasNew = record.dynamodb().hasNewImage();
                boolean hasOld = record.dynamodb().hasOldImage();
                switch (viewType) {
                    case KEYS_ONLY -> assertFalse(hasNew || hasOld, viewType + " " + record);
                    case NEW_IMAGE -> assertEquals(record.eventName() != OperationType.REMOVE, hasNew && !hasOld, record.toString());
                    case OLD_IMAGE -> assertEquals(record.eventName() != OperationType.INSERT, hasOld && !hasNew, record.toString());
                    default -> throw new AssertionError(viewType);
                }
            }
            local.deleteAllTables();
        }
    }

    @Test
    @DisplayName("Developer Guide, streams: no record for a write that leaves the item unchanged, nor for deleting a missing item")
    void noRecordWithoutChange() {
        String arn = streamedTable(StreamViewType.NEW_AND_OLD_IMAGES);
        put("Streamed", item("pk", "a", "sk", "1", "v", 1));
        put("Streamed", item("pk", "a", "sk", "1", "v", 1));
        ddb.updateItem(b -> b.tableName("Streamed").key(item("pk", "a", "sk", "1")).updateExpression("SET v = :one")
                .expressionAttributeValues(item(":one", 1)));
        ddb.deleteItem(b -> b.tableName("Streamed").key(item("pk", "missing", "sk", "1")));
        assertEquals(1, readAll(arn).size());
    }

    @Test
    @DisplayName("Developer Guide, streams: \"Each stream record appears exactly once\" - one record per item a transaction or batch changed")
    void transactionsAndBatchesWriteOneRecordPerItem() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        put("Streamed", item("pk", "gone", "sk", "1"));
        ddb.transactWriteItems(b -> b.transactItems(
                software.amazon.awssdk.services.dynamodb.model.TransactWriteItem.builder()
                        .put(p -> p.tableName("Streamed").item(item("pk", "t1", "sk", "1"))).build(),
                software.amazon.awssdk.services.dynamodb.model.TransactWriteItem.builder()
                        .delete(d -> d.tableName("Streamed").key(item("pk", "gone", "sk", "1"))).build()));
        ddb.batchWriteItem(b -> b.requestItems(java.util.Map.of("Streamed", List.of(
                software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder()
                        .putRequest(p -> p.item(item("pk", "b1", "sk", "1"))).build(),
                software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder()
                        .putRequest(p -> p.item(item("pk", "b2", "sk", "1"))).build()))));
        List<Record> records = readAll(arn);
        assertEquals(5, records.size());
        assertEquals(java.util.Set.of(item("pk", "t1", "sk", "1"), item("pk", "gone", "sk", "1"), item("pk", "b1", "sk", "1"),
                item("pk", "b2", "sk", "1")), new HashSet<>(records.subList(1, 5).stream().map(r -> r.dynamodb().keys()).toList()));
    }

    @Test
    @DisplayName("API Reference, StreamRecord SequenceNumber: increases with every record of a shard")
    void sequenceNumbersIncrease() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        for (int i = 0; i < 5; i++) {
            put("Streamed", item("pk", "a", "sk", "s" + i));
        }
        List<Record> records = readAll(arn);
        assertEquals(5, records.size());
        for (int i = 1; i < records.size(); i++) {
            BigInteger previous = new BigInteger(records.get(i - 1).dynamodb().sequenceNumber());
            BigInteger next = new BigInteger(records.get(i).dynamodb().sequenceNumber());
            assertTrue(next.compareTo(previous) > 0, previous + " then " + next);
        }
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER, AFTER_SEQUENCE_NUMBER")
    void iteratorTypes() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        for (int i = 0; i < 3; i++) {
            put("Streamed", item("pk", "a", "sk", "s" + i));
        }
        String shardId = shards(arn).get(0).shardId();
        List<Record> all = readShard(arn, shardId);
        String second = all.get(1).dynamodb().sequenceNumber();

        List<Record> at = streams.getRecords(b -> b.shardIterator(iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, second)))
                .records();
        assertEquals(second, at.get(0).dynamodb().sequenceNumber());
        assertEquals(2, at.size());
        List<Record> afterSecond = streams.getRecords(b -> b.shardIterator(
                iterator(arn, shardId, ShardIteratorType.AFTER_SEQUENCE_NUMBER, second))).records();
        assertEquals(List.of(all.get(2).dynamodb().sequenceNumber()),
                afterSecond.stream().map(r -> r.dynamodb().sequenceNumber()).toList());

        String latest = iterator(arn, shardId, ShardIteratorType.LATEST, null);
        GetRecordsResponse nothingYet = streams.getRecords(b -> b.shardIterator(latest));
        assertTrue(nothingYet.records().isEmpty());
        assertNotNull(nothingYet.nextShardIterator(), "an open shard always gives a next iterator");
        put("Streamed", item("pk", "a", "sk", "s3"));
        List<Record> fresh = streams.getRecords(b -> b.shardIterator(nothingYet.nextShardIterator())).records();
        assertEquals(List.of(item("pk", "a", "sk", "s3")), fresh.stream().map(r -> r.dynamodb().keys()).toList());
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: SequenceNumber is required for AT_ and AFTER_SEQUENCE_NUMBER")
    void sequenceNumberRequired() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        String shardId = shards(arn).get(0).shardId();
        assertValidation(() -> iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, null));
        assertValidation(() -> iterator(arn, shardId, ShardIteratorType.AFTER_SEQUENCE_NUMBER, null));
    }

    @Test
    @DisplayName("API Reference, GetRecords: Limit caps the records of one call; NextShardIterator continues")
    void getRecordsLimit() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        for (int i = 0; i < 3; i++) {
            put("Streamed", item("pk", "a", "sk", "s" + i));
        }
        String shardId = shards(arn).get(0).shardId();
        GetRecordsResponse first = streams.getRecords(b -> b.shardIterator(
                iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON, null)).limit(1));
        assertEquals(1, first.records().size());
        GetRecordsResponse rest = streams.getRecords(b -> b.shardIterator(first.nextShardIterator()).limit(1000));
        assertEquals(2, rest.records().size());
        assertValidation(() -> streams.getRecords(b -> b.shardIterator(first.nextShardIterator()).limit(0)));
        assertValidation(() -> streams.getRecords(b -> b.shardIterator(first.nextShardIterator()).limit(1001)));
    }

    @Test
    @DisplayName("API Reference, DescribeStream/ListStreams: stream status, view type, key schema, shards; listing by table")
    void describeAndList() {
        String arn = streamedTable(StreamViewType.NEW_IMAGE);
        StreamDescription description = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        assertEquals(arn, description.streamArn());
        assertEquals("ENABLED", description.streamStatusAsString());
        assertEquals(StreamViewType.NEW_IMAGE, description.streamViewType());
        assertEquals("Streamed", description.tableName());
        assertEquals(List.of(hash("pk"), range("sk")), description.keySchema());
        assertFalse(description.shards().isEmpty());
        assertNotNull(description.shards().get(0).sequenceNumberRange().startingSequenceNumber());
        assertTrue(streams.listStreams(b -> b.tableName("Streamed")).streams().stream().anyMatch(s -> s.streamArn().equals(arn)));
        createHashTable("NoStream");
        assertTrue(streams.listStreams(b -> b.tableName("NoStream")).streams().isEmpty());
    }

    @Test
    @DisplayName("API Reference, DescribeStream: ResourceNotFoundException for a stream that does not exist")
    void unknownStream() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        assertRefused(ResourceNotFoundException.class, () -> streams.describeStream(b -> b.streamArn(
                arn.replace(":table/Streamed/", ":table/Missing/"))));
    }

    @Test
    @DisplayName("API Reference, Record userIdentity: TTL deletions carry Type \"Service\" and PrincipalId \"dynamodb.amazonaws.com\"")
    void timeToLiveDeletionIdentity() {
        String arn = streamedTable(StreamViewType.NEW_AND_OLD_IMAGES);
        ddb.updateTimeToLive(b -> b.tableName("Streamed").timeToLiveSpecification(t -> t.attributeName("ttl").enabled(true)));
        put("Streamed", item("pk", "a", "sk", "1", "ttl", n(Instant.now().getEpochSecond() - 60)));
        assertEquals(1, local.sweepExpiredItems());
        List<Record> records = readAll(arn);
        assertEquals(2, records.size());
        Record expiry = records.get(1);
        assertEquals(OperationType.REMOVE, expiry.eventName());
        assertEquals("Service", expiry.userIdentity().type());
        assertEquals("dynamodb.amazonaws.com", expiry.userIdentity().principalId());
        assertEquals(item("pk", "a", "sk", "1", "ttl", n(Instant.now().getEpochSecond() - 60)).keySet(),
                expiry.dynamodb().oldImage().keySet());
    }

    @Test
    @DisplayName("API Reference, Shard: a rolled shard is closed (EndingSequenceNumber), its child names it as ParentShardId, and its iterator ends with a null NextShardIterator")
    void shardLineage() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        put("Streamed", item("pk", "a", "sk", "before"));
        Shard parent = shards(arn).get(0);
        assertTrue(local.rollStreamShards("Streamed") >= 1);
        put("Streamed", item("pk", "a", "sk", "after"));

        List<Shard> shards = shards(arn);
        Shard closed = shards.stream().filter(s -> s.shardId().equals(parent.shardId())).findFirst().orElseThrow();
        assertNotNull(closed.sequenceNumberRange().endingSequenceNumber(), "the parent is closed");
        Shard child = shards.stream().filter(s -> parent.shardId().equals(s.parentShardId())).findFirst().orElseThrow();
        assertNull(child.sequenceNumberRange().endingSequenceNumber(), "the child is open");

        // Read the closed shard to its end: its records, then a null NextShardIterator.
        String position = iterator(arn, closed.shardId(), ShardIteratorType.TRIM_HORIZON, null);
        List<Record> parentRecords = new ArrayList<>();
        for (int reads = 0; reads < 10 && position != null; reads++) {
            String current = position;
            GetRecordsResponse response = streams.getRecords(b -> b.shardIterator(current));
            parentRecords.addAll(response.records());
            position = response.nextShardIterator();
        }
        assertNull(position, "a closed shard read to its end has no NextShardIterator");
        assertEquals(List.of(item("pk", "a", "sk", "before")), parentRecords.stream().map(r -> r.dynamodb().keys()).toList());

        List<Record> childRecords = readShard(arn, child.shardId());
        assertEquals(List.of(item("pk", "a", "sk", "after")), childRecords.stream().map(r -> r.dynamodb().keys()).toList());
        assertTrue(new BigInteger(childRecords.get(0).dynamodb().sequenceNumber())
                .compareTo(new BigInteger(parentRecords.get(0).dynamodb().sequenceNumber())) > 0);
    }

    @Test
    @DisplayName("API Reference, UpdateTable: after the stream is turned off its records stay readable and it is DISABLED")
    void disabledStreamStaysReadable() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        put("Streamed", item("pk", "a", "sk", "1"));
        ddb.updateTable(b -> b.tableName("Streamed").streamSpecification(s -> s.streamEnabled(false)));
        put("Streamed", item("pk", "a", "sk", "2"));
        String status = streams.describeStream(b -> b.streamArn(arn)).streamDescription().streamStatusAsString();
        assertTrue(status.equals("DISABLED") || status.equals("DISABLING"), status);
        assertEquals(1, readAll(arn).size(), "only the write made while the stream was on");
    }

    @Test
    @DisplayName("API Reference, DescribeStream and ShardFilter: CHILD_SHARDS with a parent's ShardId lists its children only; Type CHILD_SHARDS only")
    void shardFilterListsTheChildrenOfAShard() {
        String arn = streamedTable(StreamViewType.KEYS_ONLY);
        put("Streamed", item("pk", "a", "sk", "1"));
        String parent = shards(arn).get(0).shardId();
        assertTrue(local.rollStreamShards("Streamed") >= 1);
        List<Shard> children = streams.describeStream(b -> b.streamArn(arn)
                .shardFilter(f -> f.type(ShardFilterType.CHILD_SHARDS).shardId(parent))).streamDescription().shards();
        assertEquals(1, children.size());
        assertEquals(parent, children.get(0).parentShardId());
        assertEquals(2, shards(arn).size(), "without a filter: the parent and its child");
        String child = children.get(0).shardId();
        assertEquals(List.of(), streams.describeStream(b -> b.streamArn(arn)
                .shardFilter(f -> f.type(ShardFilterType.CHILD_SHARDS).shardId(child))).streamDescription().shards(),
                "an open shard has no children yet");
        assertValidation(() -> streams.describeStream(b -> b.streamArn(arn)
                .shardFilter(f -> f.type("PARENT_SHARDS").shardId(parent))), "shardFilter.type");
    }
}
