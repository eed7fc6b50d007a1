package dev.keyway.runtime.stream;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The DynamoDB Streams requests and checkpoint writes of one {@link StreamReader}: the stream's shards, and a shard's records from
 * where its reading stands (after the newest record read, else after its checkpoint, else where the reader
 * starts), with a new iterator when the old one expired.
 */
final class ShardRequests {

    private static final System.Logger LOG = System.getLogger(StreamReader.class.getName());

    private final DynamoDbStreamsClient streams;
    private final String streamArn;
    private final Checkpoints checkpoints;
    private final boolean startAtLatest;
    private Set<String> shardsAtStart; // for startAtLatest: the shards open when reading began

    ShardRequests(DynamoDbStreamsClient streams, String streamArn, Checkpoints checkpoints, boolean startAtLatest) {
        this.streams = streams;
        this.streamArn = streamArn;
        this.checkpoints = checkpoints;
        this.startAtLatest = startAtLatest;
    }

    /**
     * The table's current stream ({@code LatestStreamArn}), found with one {@code DescribeTable}.
     *
     * @throws KeywayException when the table has no stream
     */
    static String latestStreamArn(DynamoDbClient client, String tableName) {
        TableDescription table = Requests.of(client).describeTable(
                Requests.Context.of(tableName, "(stream)", RequestEvent.Operation.READ_STREAM),
                DescribeTableRequest.builder().tableName(tableName).build()).table();
        String arn = table.latestStreamArn();
        if (arn == null || table.streamSpecification() == null
                || !Boolean.TRUE.equals(table.streamSpecification().streamEnabled())) {
            throw new KeywayException("Table " + tableName + " has no stream. Declare one with @Entity(stream = "
                    + "StreamView.NEW_AND_OLD_IMAGES) before createTable(), or turn it on with UpdateTable.");
        }
        return arn;
    }

    /** The shards open when reading began: with startAtLatest, those without a checkpoint start at their end. */
    void startAtLatestOf(Set<String> shards) {
        this.shardsAtStart = shards;
    }

    /** Saves the shard's checkpoint if it moved since the last save. */
    void saveCheckpoint(ShardWindow shard) {
        if (shard.unsaved != null) {
            checkpoints.save(streamArn, shard.shardId, shard.unsaved);
            shard.unsaved = null;
        }
    }

    /** Marks the shard read to its end, every change handled. */
    void finish(ShardWindow shard) {
        checkpoints.finish(streamArn, shard.shardId);
    }

    /** Every shard of the stream, following DescribeStream's pages. */
    Map<String, Shard> describeShards() {
        Map<String, Shard> shards = new LinkedHashMap<>();
        String start = null;
        do {
            String exclusiveStart = start;
            DescribeStreamResponse response = streams.describeStream(request -> request.streamArn(streamArn)
                    .exclusiveStartShardId(exclusiveStart));
            response.streamDescription().shards().forEach(shard -> shards.put(shard.shardId(), shard));
            start = response.streamDescription().lastEvaluatedShardId();
        } while (start != null);
        return shards;
    }

    /** One GetRecords of the shard, from a new iterator when it has none (or it expired). */
    List<Record> getRecords(ShardWindow shard, int limit) {
        while (true) {
            if (shard.iterator == null) {
                shard.iterator = newIterator(shard);
            }
            String iterator = shard.iterator;
            GetRecordsResponse response;
            try {
                response = streams.getRecords(request -> request.shardIterator(iterator).limit(limit));
            } catch (ExpiredIteratorException expired) {
                shard.iterator = null;
                continue;
            } catch (TrimmedDataAccessException trimmed) {
                LOG.log(System.Logger.Level.WARNING, "Shard " + shard.shardId + " of " + streamArn
                        + " was trimmed past the checkpoint: changes were lost; reading on from the oldest left");
                shard.iterator = streams.getShardIterator(request -> request.streamArn(streamArn)
                        .shardId(shard.shardId).shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
                continue;
            }
            shard.iterator = response.nextShardIterator();
            shard.ended = shard.iterator == null;
            return response.records();
        }
    }

    /** After the newest record read, else after the checkpoint, else where the reader starts. */
    private String newIterator(ShardWindow shard) {
        String after = shard.lastRead != null ? shard.lastRead : checkpoints.last(streamArn, shard.shardId).orElse(null);
        if (after != null) {
            return streams.getShardIterator(request -> request.streamArn(streamArn).shardId(shard.shardId)
                    .shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(after)).shardIterator();
        }
        ShardIteratorType type = startAtLatest && shardsAtStart != null && shardsAtStart.contains(shard.shardId)
                ? ShardIteratorType.LATEST : ShardIteratorType.TRIM_HORIZON;
        return streams.getShardIterator(request -> request.streamArn(streamArn).shardId(shard.shardId)
                .shardIteratorType(type)).shardIterator();
    }
}
