package dev.keyway.local.internal.stream;

import static dev.keyway.local.internal.stream.Errors.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class ShardIteratorTest {

    private final StreamFixture fixture = new StreamFixture();
    private final String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
    private final String shardId = fixture.firstShard(arn);

    private List<String> sortKeys(List<Record> records) {
        return records.stream().map(record -> record.dynamodb().keys().get("sk").s()).toList();
    }

    private List<Record> threeInserts() {
        fixture.insert("Orders", "a", "1", "x");
        fixture.insert("Orders", "a", "2", "x");
        fixture.insert("Orders", "a", "3", "x");
        return fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON)).records();
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: TRIM_HORIZON reads from the oldest record, LATEST only what follows")
    void trimHorizonAndLatest() {
        fixture.insert("Orders", "a", "1", "x");
        String latest = fixture.iterator(arn, shardId, ShardIteratorType.LATEST);
        fixture.insert("Orders", "a", "2", "x");
        assertEquals(List.of("1", "2"), sortKeys(fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON)).records()));
        assertEquals(List.of("2"), sortKeys(fixture.records(latest).records()));
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: AT_SEQUENCE_NUMBER reads from that record, AFTER_SEQUENCE_NUMBER from the next")
    void atAndAfterSequenceNumber() {
        List<Record> records = threeInserts();
        String second = records.get(1).dynamodb().sequenceNumber();
        assertEquals(List.of("2", "3"), sortKeys(fixture.records(
                fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, second)).records()));
        assertEquals(List.of("3"), sortKeys(fixture.records(
                fixture.iterator(arn, shardId, ShardIteratorType.AFTER_SEQUENCE_NUMBER, second)).records()));
    }

    @Test
    @DisplayName("DescribeStream's StartingSequenceNumber works with AT_SEQUENCE_NUMBER and reads the whole shard")
    void startingSequenceNumber() {
        String starting = fixture.describe(arn).shards().get(0).sequenceNumberRange().startingSequenceNumber();
        String before = fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, starting);
        threeInserts();
        assertEquals(List.of("1", "2", "3"), sortKeys(fixture.records(before).records()));
        assertEquals(List.of("1", "2", "3"), sortKeys(fixture.records(
                fixture.iterator(arn, shardId, ShardIteratorType.AFTER_SEQUENCE_NUMBER, starting)).records()));
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: SequenceNumber is required for AT_ and AFTER_SEQUENCE_NUMBER and refused for the others")
    void sequenceNumberRequiredOrRefused() {
        String starting = fixture.describe(arn).shards().get(0).sequenceNumberRange().startingSequenceNumber();
        for (ShardIteratorType type : List.of(ShardIteratorType.AT_SEQUENCE_NUMBER, ShardIteratorType.AFTER_SEQUENCE_NUMBER)) {
            assertError("ValidationException", () -> fixture.iterator(arn, shardId, type));
        }
        for (ShardIteratorType type : List.of(ShardIteratorType.TRIM_HORIZON, ShardIteratorType.LATEST)) {
            assertError("ValidationException", () -> fixture.iterator(arn, shardId, type, starting));
        }
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: required members, ShardIteratorType values, SequenceNumber of 21 to 40 digits")
    void requestValidation() {
        var missing = assertError("ValidationException", () -> fixture.store.getShardIterator(GetShardIteratorRequest.builder().build()));
        assertTrue(missing.getMessage().startsWith("3 validation errors detected: Value null at 'streamArn'"), missing.getMessage());
        var badType = assertError("ValidationException", () -> fixture.store.getShardIterator(GetShardIteratorRequest.builder()
                .streamArn(arn).shardId(shardId).shardIteratorType("bulle").build()));
        assertTrue(badType.getMessage().contains("Value 'bulle' at 'shardIteratorType' failed to satisfy constraint: "
                + "Member must satisfy enum value set"), badType.getMessage());
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, "12345"));
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER,
                "sdfsafglldfngjdafnasdflgnaldklkafdsgklnasdlv".substring(0, 30)));
        assertError("ValidationException", () -> fixture.iterator(arn, "short", ShardIteratorType.LATEST));
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: a SequenceNumber is checked against the shard")
    void sequenceNumberOutsideShard() {
        threeInserts();
        String beyond = SequenceNumbers.format(1_000_000);
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, beyond));
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER,
                "100000000000000000000"));
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER,
                "9999999999999999999999999999999999999999"));
        // A number of another shard (here: another stream's, written after this shard closed) is not this shard's.
        String other = fixture.enable("Other", StreamViewType.KEYS_ONLY);
        fixture.store.disable("Orders");
        fixture.insert("Other", "z", "9", "x");
        String othersNumber = fixture.readAll(other, fixture.firstShard(other)).get(0).dynamodb().sequenceNumber();
        assertError("ValidationException", () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, othersNumber));
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: an unknown shard or stream is ResourceNotFoundException, a malformed ARN ValidationException")
    void unknownShardOrStream() {
        var noShard = assertError("ResourceNotFoundException",
                () -> fixture.iterator(arn, "semprinidfaasdasfsdvacsdcfsdsvsdvsdvsdvsdvsdv", ShardIteratorType.LATEST));
        assertEquals("Requested resource not found: Shard does not exist", noShard.getMessage());
        assertError("ResourceNotFoundException",
                () -> fixture.iterator(StreamFixture.ACCOUNT_ARN + "Nope/stream/2026-11-28T21:05:03.123", shardId, ShardIteratorType.LATEST));
        assertError("ValidationException",
                () -> fixture.iterator("sdfadfsddafgdafsgjnadflkgnalngalsdfnlkasnlkasdfasdfasf", shardId, ShardIteratorType.LATEST));
    }

    @Test
    @DisplayName("API Reference, GetShardIterator: an iterator expires 15 minutes after it is returned (ExpiredIteratorException)")
    void iteratorExpires() {
        String iterator = fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
        fixture.clock.advance(Duration.ofMinutes(14).plusSeconds(59));
        String next = fixture.records(iterator).nextShardIterator();
        assertNotNull(next);
        fixture.clock.advance(Duration.ofSeconds(1));
        assertError("ExpiredIteratorException", () -> fixture.records(iterator));
        fixture.clock.advance(Duration.ofMinutes(14));
        assertNotNull(fixture.records(next).nextShardIterator(), "NextShardIterator has its own 15 minutes");
    }

    @Test
    @DisplayName("API Reference, TrimmedDataAccessException: records older than 24 hours are trimmed; an iterator behind them fails")
    void trimmed() {
        fixture.insert("Orders", "a", "1", "x");
        String oldest = fixture.records(fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON)).records().get(0)
                .dynamodb().sequenceNumber();
        fixture.clock.advance(Duration.ofHours(12));
        fixture.insert("Orders", "a", "2", "x");
        fixture.clock.advance(Duration.ofHours(12).plusSeconds(1)); // the first record is 24 h old, the second 12 h
        String horizon = fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
        assertEquals(List.of("2"), sortKeys(fixture.records(horizon).records()));
        var error = assertError("TrimmedDataAccessException",
                () -> fixture.iterator(arn, shardId, ShardIteratorType.AT_SEQUENCE_NUMBER, oldest));
        assertEquals("The data you are trying to access has been trimmed.", error.getMessage());
        assertNotNull(fixture.iterator(arn, shardId, ShardIteratorType.AFTER_SEQUENCE_NUMBER, oldest));

        // An iterator issued before a trim fails at GetRecords once the records it points to are gone.
        fixture.clock.advance(Duration.ofHours(12).minusMinutes(5)); // the second record is 5 minutes from trimming
        String early = fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
        fixture.clock.advance(Duration.ofMinutes(10));
        assertError("TrimmedDataAccessException", () -> fixture.records(early));
    }
}
