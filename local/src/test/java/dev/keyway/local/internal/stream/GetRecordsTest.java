package dev.keyway.local.internal.stream;

import static dev.keyway.local.internal.stream.Errors.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class GetRecordsTest {

    private final StreamFixture fixture = new StreamFixture();
    private final String arn = fixture.enable("Orders", StreamViewType.NEW_IMAGE);
    private final String shardId = fixture.firstShard(arn);

    @Test
    @DisplayName("API Reference, GetRecords: Limit is 1 to 1000")
    void limitRange() {
        String iterator = fixture.iterator(arn, shardId, ShardIteratorType.LATEST);
        assertNotNull(fixture.records(iterator, 1000).nextShardIterator());
        var tooMany = assertError("ValidationException", () -> fixture.records(iterator, 1001));
        assertEquals("1 validation error detected: Value '1001' at 'limit' failed to satisfy constraint: "
                + "Member must have value less than or equal to 1000", tooMany.getMessage());
        assertError("ValidationException", () -> fixture.records(iterator, 0));
        assertError("ValidationException", () -> fixture.records(iterator, -1));
        assertError("ValidationException", () -> fixture.store.getRecords(GetRecordsRequest.builder().build()));
    }

    @Test
    @DisplayName("API Reference, GetRecords: at most 1000 records by default, then the rest through NextShardIterator, in order")
    void pagingByCount() {
        for (int i = 0; i < 1205; i++) {
            fixture.insert("Orders", "p", String.format("%05d", i), "v");
        }
        GetRecordsResponse first = fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON));
        assertEquals(1000, first.records().size());
        GetRecordsResponse second = fixture.records(first.nextShardIterator(), 200);
        assertEquals(200, second.records().size());
        assertEquals("01000", second.records().get(0).dynamodb().keys().get("sk").s());
        GetRecordsResponse third = fixture.records(second.nextShardIterator());
        assertEquals(5, third.records().size());
        assertEquals("01204", third.records().get(4).dynamodb().keys().get("sk").s());
    }

    @Test
    @DisplayName("API Reference, GetRecords: one answer holds at most 1 MB of records")
    void pagingBySize() {
        String large = "x".repeat(300 * 1024);
        for (int i = 0; i < 5; i++) {
            fixture.insert("Orders", "p", "s" + i, large);
        }
        GetRecordsResponse first = fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON));
        assertEquals(3, first.records().size(), "three records of 300 KB fit in 1 MB, four do not");
        assertTrue(first.records().stream().mapToLong(record -> record.dynamodb().sizeBytes()).sum() <= 1024 * 1024);
        assertEquals(2, fixture.records(first.nextShardIterator()).records().size());
    }

    @Test
    @DisplayName("API Reference, GetRecords: nothing new gives an empty list and a NextShardIterator while the shard is open")
    void emptyAnswerOnOpenShard() {
        String iterator = fixture.iterator(arn, shardId, ShardIteratorType.LATEST);
        GetRecordsResponse empty = fixture.records(iterator);
        assertTrue(empty.records().isEmpty());
        assertTrue(empty.hasRecords(), "Records is an empty list, not missing");
        assertNotNull(empty.nextShardIterator());
        assertNotEquals(iterator, empty.nextShardIterator());
        fixture.insert("Orders", "p", "1", "v");
        assertEquals(1, fixture.records(empty.nextShardIterator()).records().size());
        assertEquals(1, fixture.records(iterator).records().size(), "an iterator can be read again while it lives");
    }

    @Test
    @DisplayName("API Reference, GetRecords: NextShardIterator is null once a closed shard is read to its end")
    void closedShardEnds() {
        fixture.insert("Orders", "p", "1", "v");
        fixture.insert("Orders", "p", "2", "v");
        String iterator = fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
        fixture.store.disable("Orders");
        GetRecordsResponse first = fixture.records(iterator, 1);
        assertEquals(1, first.records().size());
        assertNotNull(first.nextShardIterator(), "one record is left");
        GetRecordsResponse last = fixture.records(first.nextShardIterator());
        assertEquals(1, last.records().size());
        assertNull(last.nextShardIterator(), "the answer holding the shard's last record ends it");
        GetRecordsResponse latest = fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.LATEST));
        assertTrue(latest.records().isEmpty());
        assertNull(latest.nextShardIterator());
    }

    @Test
    @DisplayName("API Reference, GetRecords: a shard iterator that was not issued is a ValidationException")
    void malformedIterators() {
        String good = fixture.iterator(arn, shardId, ShardIteratorType.LATEST);
        for (String bad : List.of("sdfsdfsgagaddafgagasgasgasdfasdfasdfasdfasdgasdasdgasdg", "x", "a.b", "!!!.0",
                good.substring(0, good.length() - 1) + (good.endsWith("0") ? "1" : "0"),
                "Z" + good.substring(1))) {
            var error = assertError("ValidationException", () -> fixture.records(bad));
            assertEquals("Invalid ShardIterator", error.getMessage());
        }
        assertError("ValidationException", () -> fixture.records("x".repeat(2049)));
    }

    @Test
    @DisplayName("API Reference, GetRecords: an iterator of a stream gone after 24 hours is ResourceNotFoundException")
    void streamGone() {
        String iterator = fixture.iterator(arn, shardId, ShardIteratorType.LATEST);
        fixture.store.disable("Orders");
        fixture.store.forgetDisabledStreams();
        assertError("ResourceNotFoundException", () -> fixture.records(iterator));
    }
}
