package dev.keyway.local.internal.stream;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;

/**
 * The streams of one Keyway Local database: the records of every table whose stream is on, in shards,
 * and the four DynamoDB Streams operations that read them.
 */
public final class StreamStore implements TableChanges {

    public StreamStore(Clock clock) {
    }

    @Override
    public StreamIdentity enable(String tableName, String tableArn, List<KeySchemaElement> keySchema,
            StreamViewType viewType) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    public void disable(String tableName) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    public void changed(String tableName, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
            Map<String, AttributeValue> newImage, boolean expiredByTimeToLive) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Closes the open shards of a table's stream and opens a child for each, as the service does from
     * time to time; records of an item written afterwards go to the child.
     *
     * @return how many shards were split
     */
    public int rollShards(String tableName) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DynamoDB Streams ListStreams operation. */
    public ListStreamsResponse listStreams(ListStreamsRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DynamoDB Streams DescribeStream operation. */
    public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DynamoDB Streams GetShardIterator operation. */
    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DynamoDB Streams GetRecords operation. */
    public GetRecordsResponse getRecords(GetRecordsRequest request) {
        throw new UnsupportedOperationException("not yet");
    }
}
