package dev.keyway.local.internal.stream;

import static dev.keyway.local.internal.stream.Errors.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.stream.TableChanges.StreamIdentity;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class StreamLifecycleTest {

    private final StreamFixture fixture = new StreamFixture();

    @Test
    @DisplayName("Developer Guide, Working with DynamoDB Streams: a stream's ARN is the table's ARN, /stream/ and its label, an ISO 8601 timestamp")
    void arnAndLabel() {
        StreamIdentity identity = fixture.store.enable("Orders", StreamFixture.ACCOUNT_ARN + "Orders", StreamFixture.KEYS,
                StreamViewType.NEW_AND_OLD_IMAGES);
        assertEquals("2026-11-28T21:05:03.123", identity.label());
        assertEquals("arn:aws:dynamodb:us-east-1:000000000000:table/Orders/stream/2026-11-28T21:05:03.123", identity.arn());
    }

    @Test
    @DisplayName("A table's streams have distinct labels even when enabled within one millisecond")
    void labelsUniquePerTable() {
        String first = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.store.disable("Orders");
        String second = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        assertNotEquals(first, second);
        assertTrue(second.endsWith("2026-11-28T21:05:03.124"), second);
        String other = fixture.enable("Other", StreamViewType.KEYS_ONLY);
        assertTrue(other.endsWith("2026-11-28T21:05:03.123"), other);
    }

    @Test
    @DisplayName("API Reference, DescribeStream: status, view type, table, key schema, creation time and one open shard")
    void describeEnabledStream() {
        String arn = fixture.enable("Orders", StreamViewType.NEW_IMAGE);
        StreamDescription description = fixture.describe(arn);
        assertEquals(arn, description.streamArn());
        assertEquals("2026-11-28T21:05:03.123", description.streamLabel());
        assertEquals(StreamStatus.ENABLED, description.streamStatus());
        assertEquals(StreamViewType.NEW_IMAGE, description.streamViewType());
        assertEquals("Orders", description.tableName());
        assertEquals(StreamFixture.KEYS, description.keySchema());
        assertEquals(Instant.parse("2026-11-28T21:05:03.123456Z"), description.creationRequestDateTime());
        assertNull(description.lastEvaluatedShardId());
        assertEquals(1, description.shards().size());
        Shard shard = description.shards().get(0);
        assertNull(shard.parentShardId());
        assertNull(shard.sequenceNumberRange().endingSequenceNumber(), "an open shard has no ending number");
        String starting = shard.sequenceNumberRange().startingSequenceNumber();
        assertTrue(starting.matches("[1-9][0-9]{20,39}"), starting);
        // API Reference, GetShardIterator: ShardId "Minimum length of 28. Maximum length of 65".
        assertTrue(shard.shardId().length() >= 28 && shard.shardId().length() <= 65, shard.shardId());
        assertTrue(shard.shardId().startsWith("shardId-"), shard.shardId());
    }

    @Test
    @DisplayName("API Reference, DescribeStream: a disabled stream is DISABLED, its shards closed (EndingSequenceNumber) and still readable")
    void disableClosesShards() {
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.insert("Orders", "a", "1", "x");
        fixture.store.disable("Orders");
        fixture.insert("Orders", "a", "2", "x"); // ignored: the stream is off
        StreamDescription description = fixture.describe(arn);
        assertEquals(StreamStatus.DISABLED, description.streamStatus());
        Shard shard = description.shards().get(0);
        String ending = shard.sequenceNumberRange().endingSequenceNumber();
        assertNotNull(ending);
        assertTrue(new BigInteger(ending).compareTo(new BigInteger(
                shard.sequenceNumberRange().startingSequenceNumber())) > 0);
        assertEquals(1, fixture.readAll(arn, shard.shardId()).size());
        assertEquals(List.of(arn), fixture.store.listStreams(ListStreamsRequest.builder().tableName("Orders").build())
                .streams().stream().map(Stream::streamArn).toList());
    }

    @Test
    @DisplayName("Developer Guide: a disabled stream stays readable 24 hours, then ResourceNotFoundException")
    void disabledStreamExpires() {
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.store.disable("Orders");
        fixture.clock.advance(Duration.ofHours(23));
        assertEquals(StreamStatus.DISABLED, fixture.describe(arn).streamStatus());
        fixture.clock.advance(Duration.ofHours(2));
        var error = assertError("ResourceNotFoundException", () -> fixture.describe(arn));
        assertEquals("Requested resource not found: Stream: " + arn + " not found", error.getMessage());
        assertTrue(fixture.store.listStreams(ListStreamsRequest.builder().build()).streams().isEmpty());
    }

    @Test
    @DisplayName("Enabling a stream again makes a new stream; the old one stays listed as DISABLED")
    void reEnable() {
        String first = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.clock.advance(Duration.ofSeconds(1));
        String second = fixture.enable("Orders", StreamViewType.NEW_IMAGE);
        assertEquals(StreamStatus.DISABLED, fixture.describe(first).streamStatus());
        assertEquals(StreamStatus.ENABLED, fixture.describe(second).streamStatus());
        fixture.insert("Orders", "a", "1", "x");
        assertTrue(fixture.readAll(first, fixture.firstShard(first)).isEmpty());
        assertEquals(1, fixture.readAll(second, fixture.firstShard(second)).size());
    }

    @Test
    @DisplayName("API Reference, ListStreams: TableName filters; Limit pages with LastEvaluatedStreamArn and ExclusiveStartStreamArn")
    void listStreamsPaging() {
        for (String table : List.of("Alpha", "Beta", "Gamma", "Delta")) {
            fixture.enable(table, StreamViewType.KEYS_ONLY);
        }
        ListStreamsResponse all = fixture.store.listStreams(ListStreamsRequest.builder().build());
        assertEquals(4, all.streams().size());
        assertNull(all.lastEvaluatedStreamArn());
        Stream beta = fixture.store.listStreams(ListStreamsRequest.builder().tableName("Beta").build()).streams().get(0);
        assertEquals("Beta", beta.tableName());
        assertEquals("2026-11-28T21:05:03.123", beta.streamLabel());
        assertTrue(fixture.store.listStreams(ListStreamsRequest.builder().tableName("Nope").build()).streams().isEmpty());

        List<String> paged = new ArrayList<>();
        String start = null;
        int pages = 0;
        do {
            ListStreamsResponse page = fixture.store.listStreams(ListStreamsRequest.builder().limit(3)
                    .exclusiveStartStreamArn(start).build());
            page.streams().forEach(stream -> paged.add(stream.streamArn()));
            start = page.lastEvaluatedStreamArn();
            pages++;
        } while (start != null);
        assertEquals(2, pages);
        assertEquals(all.streams().stream().map(Stream::streamArn).toList(), paged);
    }

    @Test
    @DisplayName("API Reference, ListStreams: Limit 1 to 100, TableName 3 to 255 characters of [a-zA-Z0-9_.-]")
    void listStreamsValidation() {
        assertError("ValidationException", () -> fixture.store.listStreams(ListStreamsRequest.builder().limit(0).build()));
        var tooMany = assertError("ValidationException",
                () -> fixture.store.listStreams(ListStreamsRequest.builder().limit(101).build()));
        assertEquals("1 validation error detected: Value '101' at 'limit' failed to satisfy constraint: "
                + "Member must have value less than or equal to 100", tooMany.getMessage());
        assertError("ValidationException", () -> fixture.store.listStreams(ListStreamsRequest.builder().tableName("ab").build()));
        assertError("ValidationException", () -> fixture.store.listStreams(ListStreamsRequest.builder().tableName("a b c").build()));
        assertError("ValidationException", () -> fixture.store.listStreams(ListStreamsRequest.builder()
                .exclusiveStartStreamArn("kossaapaaasdafsdaasdasdasdasasdasfadfadfasdasdas").build()));
        var two = assertError("ValidationException", () -> fixture.store.listStreams(ListStreamsRequest.builder()
                .limit(0).tableName("x").build()));
        assertTrue(two.getMessage().startsWith("2 validation errors detected: "), two.getMessage());
    }

    @Test
    @DisplayName("API Reference, DescribeStream: an unknown stream is ResourceNotFoundException, a string that is no stream ARN ValidationException")
    void describeErrors() {
        assertError("ResourceNotFoundException", () -> fixture.describe(StreamFixture.ACCOUNT_ARN + "Nope/stream/2026-11-28T21:05:03.123"));
        assertError("ValidationException", () -> fixture.describe("sdfadfsdfnlfkajakfgjalksfgklasjklasdjfklasdfasdfgasf"));
        assertError("ValidationException", () -> fixture.describe("short"));
        assertError("ValidationException", () -> fixture.store.describeStream(DescribeStreamRequest.builder().build()));
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        assertError("ValidationException", () -> fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                .limit(0).build()));
        assertError("ValidationException", () -> fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                .exclusiveStartShardId("short").build()));
    }

    @Test
    @DisplayName("TableChanges: changes of a table without a stream, and of nothing, leave no record")
    void ignoredChanges() {
        fixture.insert("NoStream", "a", "1", "x");
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.store.changed("Orders", StreamFixture.key("a", "1"), null, null, false);
        assertTrue(fixture.readAll(arn, fixture.firstShard(arn)).isEmpty());
        fixture.store.disable("NoStream"); // nothing to disable: no error
        assertEquals(1, fixture.store.listStreams(ListStreamsRequest.builder().build()).streams().size());
    }

    @Test
    @DisplayName("forgetDisabledStreams drops disabled streams at once and keeps enabled ones")
    void forgetDisabled() {
        String kept = fixture.enable("Kept", StreamViewType.KEYS_ONLY);
        String dropped = fixture.enable("Dropped", StreamViewType.KEYS_ONLY);
        fixture.store.disable("Dropped");
        assertEquals(1, fixture.store.forgetDisabledStreams());
        assertEquals(StreamStatus.ENABLED, fixture.describe(kept).streamStatus());
        assertError("ResourceNotFoundException", () -> fixture.describe(dropped));
        assertNotNull(fixture.iterator(kept, fixture.firstShard(kept), ShardIteratorType.LATEST));
    }
}
