package dev.keyway.local.internal.stream;

import static dev.keyway.local.internal.stream.Errors.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class ShardLineageTest {

    @Test
    @DisplayName("Several shards per stream: each item's changes go to the one shard its partition key hashes to")
    void partitionKeyChoosesShard() {
        StreamFixture fixture = new StreamFixture(4);
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        List<Shard> shards = fixture.shards(arn);
        assertEquals(4, shards.size());
        for (int i = 0; i < 40; i++) {
            fixture.insert("Orders", "p" + i, "1", "v");
            fixture.insert("Orders", "p" + i, "2", "v");
        }
        Map<String, String> shardOfPartition = new HashMap<>();
        int nonEmpty = 0;
        for (Shard shard : shards) {
            List<Record> records = fixture.readAll(arn, shard.shardId());
            nonEmpty += records.isEmpty() ? 0 : 1;
            for (Record record : records) {
                String partition = record.dynamodb().keys().get("pk").s();
                String previous = shardOfPartition.put(partition, shard.shardId());
                assertTrue(previous == null || previous.equals(shard.shardId()), partition + " is in two shards");
            }
        }
        assertEquals(40, shardOfPartition.size());
        assertEquals(4, nonEmpty, "40 partition keys spread over the 4 shards");
    }

    @Test
    @DisplayName("API Reference, Shard: rolling closes each open shard (EndingSequenceNumber) and opens a child (ParentShardId)")
    void rollMakesChildren() {
        StreamFixture fixture = new StreamFixture(2);
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        List<Shard> parents = fixture.shards(arn);
        fixture.clock.advance(Duration.ofSeconds(1));
        assertEquals(2, fixture.store.rollShards("Orders"));
        List<Shard> all = fixture.shards(arn);
        assertEquals(4, all.size());
        List<Shard> children = all.subList(2, 4);
        for (int i = 0; i < 2; i++) {
            Shard parent = all.get(i);
            assertEquals(parents.get(i).shardId(), parent.shardId());
            assertNotNull(parent.sequenceNumberRange().endingSequenceNumber());
            Shard child = children.get(i);
            assertEquals(parent.shardId(), child.parentShardId());
            assertNull(child.sequenceNumberRange().endingSequenceNumber());
            assertTrue(new BigInteger(child.sequenceNumberRange().startingSequenceNumber())
                    .compareTo(new BigInteger(parent.sequenceNumberRange().endingSequenceNumber())) > 0);
        }
        List<String> ids = all.stream().map(Shard::shardId).toList();
        assertEquals(ids.stream().sorted().toList(), ids, "shards are listed in ID order, parents first");
    }

    @Test
    @DisplayName("Developer Guide, Reading and processing a stream: an item's records stay in order along its shard's lineage")
    void orderAlongLineage() {
        StreamFixture fixture = new StreamFixture(3);
        String arn = fixture.enable("Orders", StreamViewType.NEW_IMAGE);
        for (int round = 0; round < 4; round++) {
            for (int item = 0; item < 10; item++) {
                fixture.insert("Orders", "p" + item, "s", "v" + round);
            }
            fixture.store.rollShards("Orders");
        }
        Map<String, Shard> byId = fixture.shards(arn).stream().collect(Collectors.toMap(Shard::shardId, shard -> shard));
        assertEquals(15, byId.size());
        // Read each open shard's lineage from its oldest ancestor down.
        Map<String, List<String>> valuesByItem = new HashMap<>();
        for (Shard leaf : byId.values()) {
            if (leaf.sequenceNumberRange().endingSequenceNumber() != null) {
                continue;
            }
            List<Shard> lineage = new ArrayList<>();
            for (Shard shard = leaf; shard != null; shard = byId.get(shard.parentShardId())) {
                lineage.add(0, shard);
            }
            BigInteger previous = BigInteger.ZERO;
            for (Shard shard : lineage) {
                for (Record record : fixture.readAll(arn, shard.shardId())) {
                    BigInteger number = new BigInteger(record.dynamodb().sequenceNumber());
                    assertTrue(number.compareTo(previous) > 0, "sequence numbers increase along a lineage");
                    previous = number;
                    valuesByItem.computeIfAbsent(record.dynamodb().keys().get("pk").s(), k -> new ArrayList<>())
                            .add(record.dynamodb().newImage().get("value").s());
                }
            }
        }
        assertEquals(10, valuesByItem.size());
        valuesByItem.values().forEach(values -> assertEquals(List.of("v0", "v1", "v2", "v3"), values));
    }

    @Test
    @DisplayName("API Reference, DescribeStream: Limit pages the shards; LastEvaluatedShardId and ExclusiveStartShardId continue")
    void describePaging() {
        StreamFixture fixture = new StreamFixture(5);
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.store.rollShards("Orders");
        List<String> all = fixture.shards(arn).stream().map(Shard::shardId).toList();
        assertEquals(10, all.size());
        List<String> paged = new ArrayList<>();
        String start = null;
        int pages = 0;
        do {
            StreamDescription page = fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn).limit(4)
                    .exclusiveStartShardId(start).build()).streamDescription();
            assertTrue(page.shards().size() <= 4);
            page.shards().forEach(shard -> paged.add(shard.shardId()));
            start = page.lastEvaluatedShardId();
            pages++;
        } while (start != null);
        assertEquals(3, pages);
        assertEquals(all, paged);
        StreamDescription afterLast = fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                .exclusiveStartShardId(all.get(9)).build()).streamDescription();
        assertTrue(afterLast.shards().isEmpty());
        assertNull(afterLast.lastEvaluatedShardId());
        StreamDescription unknownStart = fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                .exclusiveStartShardId("zzzzzzzzzzzzzzzzzzzzzzzzsfasdgagadfadfgagkjsdfsfsdjfjks").build()).streamDescription();
        assertTrue(unknownStart.shards().isEmpty(), "an unknown start shard lists nothing, as the service does");
        assertError("ValidationException", () -> fixture.store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                .limit(101).build()));
    }

    @Test
    @DisplayName("A closed shard is forgotten 24 hours after it closed; its child keeps naming it as parent")
    void closedShardsExpire() {
        StreamFixture fixture = new StreamFixture();
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        String parent = fixture.firstShard(arn);
        fixture.store.rollShards("Orders");
        fixture.clock.advance(Duration.ofHours(24).plusSeconds(1));
        List<Shard> shards = fixture.shards(arn);
        assertEquals(1, shards.size());
        assertEquals(parent, shards.get(0).parentShardId());
        assertError("ResourceNotFoundException", () -> fixture.iterator(arn, parent,
                software.amazon.awssdk.services.dynamodb.model.ShardIteratorType.TRIM_HORIZON));
    }

    @Test
    @DisplayName("rollShards needs a table whose stream is on; the shards-per-stream setting is 1 to 100")
    void rollWithoutStream() {
        StreamFixture fixture = new StreamFixture();
        assertThrows(IllegalArgumentException.class, () -> fixture.store.rollShards("Orders"));
        fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        fixture.store.disable("Orders");
        assertThrows(IllegalArgumentException.class, () -> fixture.store.rollShards("Orders"));
        assertThrows(IllegalArgumentException.class, () -> new StreamStore(fixture.clock, 0));
        assertThrows(IllegalArgumentException.class, () -> new StreamStore(fixture.clock, 101));
    }
}
