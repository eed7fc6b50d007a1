package dev.keyway.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Shard lineage, built by hand from the records here (Keyway Local also rolls shards on demand, see
 * keyway-testing's TableStreamsTest): a parent shard is read to its end
 * before its child, even when the child is listed first and the listing takes pages; a finished
 * shard is not read again.
 */
class StreamReaderShardTest {

    static final TableDefinition TABLE = new TableDefinition("T", "PK", Optional.empty(), "_type", List.of());
    static final ChangeDecoder<ChangeEvent> RAW = ChangeDecoder.<ChangeEvent>on(TABLE)
            .guardItems(event -> event).unrecognized(event -> event).undecodable((event, type, error) -> event).build();

    @Test
    void readsAParentShardToItsEndBeforeItsChildren() {
        FakeStreams streams = new FakeStreams();
        streams.shard("child-2", "parent", false, "c3");
        streams.shard("child-1", "parent", false, "c1", "c2");
        streams.shard("parent", "trimmed-grandparent", true, "p1", "p2");
        List<String> seen = new ArrayList<>();
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").build(RAW, values(seen));

        assertEquals(5, reader.poll());
        assertEquals("p1", seen.get(0));
        assertEquals("p2", seen.get(1));
        assertEquals(List.of("p1", "p2", "c3", "c1", "c2"), seen);

        streams.append("child-1", "c4");
        assertEquals(1, reader.poll());
        assertEquals("c4", seen.get(5));
        assertEquals(0, reader.poll());
        assertEquals(List.of("parent"), streams.closedShardsRead); // read once, then known to be finished
    }

    @Test
    void anOpenShardBeingReadIsNotAskedAgainWhetherItIsFinished() {
        FakeStreams streams = new FakeStreams();
        streams.shard("open", null, false, "o1");
        List<String> asked = new ArrayList<>();
        Checkpoints memory = Checkpoints.inMemory();
        Checkpoints counting = new Checkpoints() {
            @Override
            public Optional<String> last(String streamArn, String shardId) {
                return memory.last(streamArn, shardId);
            }

            @Override
            public void save(String streamArn, String shardId, String sequenceNumber) {
                memory.save(streamArn, shardId, sequenceNumber);
            }

            @Override
            public boolean finished(String streamArn, String shardId) {
                asked.add(shardId);
                return memory.finished(streamArn, shardId);
            }

            @Override
            public void finish(String streamArn, String shardId) {
                memory.finish(streamArn, shardId);
            }
        };
        List<String> seen = new ArrayList<>();
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(counting)
                .build(RAW, values(seen));

        assertEquals(1, reader.poll());
        streams.append("open", "o2");
        assertEquals(1, reader.poll());
        assertEquals(0, reader.poll());
        assertEquals(List.of("o1", "o2"), seen);
        assertEquals(List.of("open"), asked, "asked once, before its iterator was held (a table store reads per ask)");
    }

    private static Consumer<ChangeEvent> values(List<String> seen) {
        return event -> seen.add(event.newItem().orElseThrow().get("v").s());
    }

    /** A stream whose shards are given; DescribeStream answers one shard per page. */
    static final class FakeStreams implements DynamoDbStreamsClient {
        final Map<String, Shard> shards = new LinkedHashMap<>();
        final Map<String, List<Record>> records = new LinkedHashMap<>();
        final List<String> closedShardsRead = new ArrayList<>();
        long sequence = 100;

        void shard(String id, String parent, boolean closed, String... values) {
            shards.put(id, Shard.builder().shardId(id).parentShardId(parent)
                    .sequenceNumberRange(SequenceNumberRange.builder().startingSequenceNumber("1")
                            .endingSequenceNumber(closed ? "999" : null).build()).build());
            records.put(id, new ArrayList<>());
            for (String value : values) {
                append(id, value);
            }
        }

        void append(String shard, String value) {
            append(shard, value, value);
        }

        /** A change of the item keyed {@code key}; an empty key makes a record without keys. */
        void append(String shard, String key, String value) {
            String number = Long.toString(sequence++);
            Map<String, AttributeValue> keys = key.isEmpty() ? Map.of() : Map.of("PK", AttributeValue.fromS(key));
            Map<String, AttributeValue> image = new LinkedHashMap<>(keys);
            image.put("v", AttributeValue.fromS(value));
            records.get(shard).add(Record.builder().eventID("e" + number).eventName(OperationType.INSERT)
                    .dynamodb(StreamRecord.builder().sequenceNumber(number).keys(keys).newImage(image).build()).build());
        }

        @Override
        public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
            List<String> ids = new ArrayList<>(shards.keySet());
            int next = request.exclusiveStartShardId() == null ? 0 : ids.indexOf(request.exclusiveStartShardId()) + 1;
            String last = next + 1 < ids.size() ? ids.get(next) : null;
            return DescribeStreamResponse.builder().streamDescription(description -> description
                    .shards(shards.get(ids.get(next))).lastEvaluatedShardId(last)).build();
        }

        @Override
        public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
            int position = 0;
            if (request.shardIteratorType() == ShardIteratorType.AFTER_SEQUENCE_NUMBER) {
                List<Record> shard = records.get(request.shardId());
                while (position < shard.size()
                        && !shard.get(position).dynamodb().sequenceNumber().equals(request.sequenceNumber())) {
                    position++;
                }
                position++;
            }
            return GetShardIteratorResponse.builder().shardIterator(request.shardId() + "@" + position).build();
        }

        @Override
        public GetRecordsResponse getRecords(GetRecordsRequest request) {
            String shardId = request.shardIterator().substring(0, request.shardIterator().indexOf('@'));
            int position = Integer.parseInt(request.shardIterator().substring(shardId.length() + 1));
            List<Record> shard = records.get(shardId);
            int from = Math.min(position, shard.size());
            int to = request.limit() == null ? shard.size() : Math.min(shard.size(), from + request.limit());
            List<Record> page = shard.subList(from, to);
            boolean closed = shards.get(shardId).sequenceNumberRange().endingSequenceNumber() != null;
            if (closed && page.isEmpty()) {
                closedShardsRead.add(shardId);
            }
            String next = closed && page.isEmpty() ? null : shardId + "@" + to;
            return GetRecordsResponse.builder().records(List.copyOf(page)).nextShardIterator(next).build();
        }

        @Override
        public String serviceName() {
            return "streams";
        }

        @Override
        public void close() {
        }
    }
}
