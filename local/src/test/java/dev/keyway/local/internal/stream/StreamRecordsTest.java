package dev.keyway.local.internal.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.value.ItemSizes;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class StreamRecordsTest {

    private final StreamFixture fixture = new StreamFixture();

    private List<Record> threeChanges(StreamViewType view) {
        String arn = fixture.enable("Orders", view);
        fixture.insert("Orders", "a", "1", "first");
        fixture.modify("Orders", "a", "1", "first", "second");
        fixture.remove("Orders", "a", "1", "second");
        return fixture.readAll(arn, fixture.firstShard(arn));
    }

    @Test
    @DisplayName("API Reference, Record: eventName INSERT, MODIFY, REMOVE; eventVersion 1.1; eventSource aws:dynamodb; awsRegion")
    void recordEnvelope() {
        List<Record> records = threeChanges(StreamViewType.KEYS_ONLY);
        assertEquals(List.of(OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE),
                records.stream().map(Record::eventName).toList());
        Set<String> eventIds = new HashSet<>();
        for (Record record : records) {
            assertEquals("1.1", record.eventVersion());
            assertEquals("aws:dynamodb", record.eventSource());
            assertEquals("us-east-1", record.awsRegion());
            assertNull(record.userIdentity());
            assertTrue(record.eventID().matches("[0-9a-f]{32}"), record.eventID());
            eventIds.add(record.eventID());
        }
        assertEquals(3, eventIds.size(), "event IDs are unique");
    }

    @Test
    @DisplayName("API Reference, StreamRecord: SequenceNumber of 21 to 40 digits, increasing in a shard")
    void sequenceNumbers() {
        List<Record> records = threeChanges(StreamViewType.KEYS_ONLY);
        BigInteger previous = BigInteger.ZERO;
        for (Record record : records) {
            String number = record.dynamodb().sequenceNumber();
            assertTrue(number.matches("[0-9]{21,40}"), number);
            BigInteger value = new BigInteger(number);
            assertTrue(value.compareTo(previous) > 0);
            previous = value;
        }
    }

    @ParameterizedTest
    @EnumSource(value = StreamViewType.class, names = {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
    @DisplayName("API Reference, StreamSpecification: StreamViewType decides which images a record holds; Keys always")
    void imagesByViewType(StreamViewType view) {
        List<Record> records = threeChanges(view);
        boolean news = view == StreamViewType.NEW_IMAGE || view == StreamViewType.NEW_AND_OLD_IMAGES;
        boolean olds = view == StreamViewType.OLD_IMAGE || view == StreamViewType.NEW_AND_OLD_IMAGES;
        StreamRecord insert = records.get(0).dynamodb();
        StreamRecord modify = records.get(1).dynamodb();
        StreamRecord remove = records.get(2).dynamodb();
        for (StreamRecord record : List.of(insert, modify, remove)) {
            assertEquals(StreamFixture.key("a", "1"), record.keys());
            assertEquals(view, record.streamViewType());
        }
        assertEquals(news, insert.hasNewImage());
        assertFalse(insert.hasOldImage(), "an insert has no old image");
        assertEquals(news, modify.hasNewImage());
        assertEquals(olds, modify.hasOldImage());
        assertFalse(remove.hasNewImage(), "a removal has no new image");
        assertEquals(olds, remove.hasOldImage());
        if (news) {
            assertEquals(StreamFixture.item("a", "1", "second"), modify.newImage());
        }
        if (olds) {
            assertEquals(StreamFixture.item("a", "1", "first"), modify.oldImage());
            assertEquals(StreamFixture.item("a", "1", "second"), remove.oldImage());
        }
    }

    @Test
    @DisplayName("API Reference, StreamRecord: SizeBytes counts the keys and the images the record holds, as DynamoDB sizes items")
    void sizeBytes() {
        List<Record> records = threeChanges(StreamViewType.NEW_AND_OLD_IMAGES);
        Map<String, AttributeValue> keys = StreamFixture.key("a", "1");
        long keySize = ItemSizes.of(keys);
        assertEquals(keySize + ItemSizes.of(StreamFixture.item("a", "1", "first")), records.get(0).dynamodb().sizeBytes());
        assertEquals(keySize + ItemSizes.of(StreamFixture.item("a", "1", "first")) + ItemSizes.of(StreamFixture.item("a", "1", "second")),
                records.get(1).dynamodb().sizeBytes());
        StreamFixture keysOnly = new StreamFixture();
        String arn = keysOnly.enable("Orders", StreamViewType.KEYS_ONLY);
        keysOnly.insert("Orders", "a", "1", "a much longer value than the key");
        assertEquals(keySize, keysOnly.readAll(arn, keysOnly.firstShard(arn)).get(0).dynamodb().sizeBytes());
    }

    @Test
    @DisplayName("API Reference, StreamRecord: ApproximateCreationDateTime is the clock's time rounded down to the second")
    void creationTime() {
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.clock.advance(Duration.ofMillis(900));
        fixture.insert("Orders", "a", "1", "x"); // at 21:05:04.023456
        Record record = fixture.readAll(arn, fixture.firstShard(arn)).get(0);
        assertEquals(Instant.parse("2026-11-28T21:05:04Z"), record.dynamodb().approximateCreationDateTime());
    }

    @Test
    @DisplayName("Developer Guide, Time to Live and DynamoDB Streams: a deletion by TTL carries userIdentity Service dynamodb.amazonaws.com")
    void timeToLiveIdentity() {
        String arn = fixture.enable("Orders", StreamViewType.OLD_IMAGE);
        fixture.store.changed("Orders", StreamFixture.key("a", "1"), StreamFixture.item("a", "1", "x"), null, true);
        Record record = fixture.readAll(arn, fixture.firstShard(arn)).get(0);
        assertEquals(OperationType.REMOVE, record.eventName());
        assertEquals("dynamodb.amazonaws.com", record.userIdentity().principalId());
        assertEquals("Service", record.userIdentity().type());
    }
}
