package dev.keyway.local.internal.stream;

import dev.keyway.local.testsupport.MovingClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** A {@link StreamStore} on a clock the test moves, with shorthands for the changes the engine reports. */
final class StreamFixture {

    static final String ACCOUNT_ARN = "arn:aws:dynamodb:us-east-1:000000000000:table/";
    static final List<KeySchemaElement> KEYS = List.of(
            KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
            KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build());

    final MovingClock clock = new MovingClock(Instant.parse("2026-11-28T21:05:03.123456Z"));
    final StreamStore store;

    StreamFixture() {
        this(1);
    }

    StreamFixture(int shardsPerStream) {
        store = new StreamStore(clock, shardsPerStream);
    }

    /** Turns on the stream of table {@code name}; returns its ARN. */
    String enable(String name, StreamViewType view) {
        return store.enable(name, ACCOUNT_ARN + name, KEYS, view).arn();
    }

    static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("pk", s(pk), "sk", s(sk));
    }

    static Map<String, AttributeValue> item(String pk, String sk, String value) {
        return Map.of("pk", s(pk), "sk", s(sk), "value", s(value));
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    void insert(String table, String pk, String sk, String value) {
        store.changed(table, key(pk, sk), null, item(pk, sk, value), false);
    }

    void modify(String table, String pk, String sk, String before, String after) {
        store.changed(table, key(pk, sk), item(pk, sk, before), item(pk, sk, after), false);
    }

    void remove(String table, String pk, String sk, String before) {
        store.changed(table, key(pk, sk), item(pk, sk, before), null, false);
    }

    StreamDescription describe(String arn) {
        return store.describeStream(DescribeStreamRequest.builder().streamArn(arn).build()).streamDescription();
    }

    /** Every shard of a stream, following DescribeStream's pages. */
    List<Shard> shards(String arn) {
        List<Shard> shards = new ArrayList<>();
        String start = null;
        do {
            StreamDescription page = store.describeStream(DescribeStreamRequest.builder().streamArn(arn)
                    .exclusiveStartShardId(start).build()).streamDescription();
            shards.addAll(page.shards());
            start = page.lastEvaluatedShardId();
        } while (start != null);
        return shards;
    }

    String firstShard(String arn) {
        return describe(arn).shards().get(0).shardId();
    }

    String iterator(String arn, String shardId, ShardIteratorType type) {
        return store.getShardIterator(GetShardIteratorRequest.builder().streamArn(arn).shardId(shardId)
                .shardIteratorType(type).build()).shardIterator();
    }

    String iterator(String arn, String shardId, ShardIteratorType type, String sequenceNumber) {
        return store.getShardIterator(GetShardIteratorRequest.builder().streamArn(arn).shardId(shardId)
                .shardIteratorType(type).sequenceNumber(sequenceNumber).build()).shardIterator();
    }

    GetRecordsResponse records(String iterator) {
        return store.getRecords(GetRecordsRequest.builder().shardIterator(iterator).build());
    }

    GetRecordsResponse records(String iterator, int limit) {
        return store.getRecords(GetRecordsRequest.builder().shardIterator(iterator).limit(limit).build());
    }

    /** Every record of a shard from its trim horizon, following NextShardIterator until nothing is new. */
    List<Record> readAll(String arn, String shardId) {
        List<Record> all = new ArrayList<>();
        String iterator = iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
        while (iterator != null) {
            GetRecordsResponse page = records(iterator);
            all.addAll(page.records());
            if (page.records().isEmpty()) {
                break;
            }
            iterator = page.nextShardIterator();
        }
        return all;
    }
}
