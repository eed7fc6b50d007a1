package dev.keyway.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.DynamoDBStreamsLeaseManagementFactory;
import software.amazon.awssdk.services.kinesis.KinesisAsyncClient;
import software.amazon.kinesis.common.StreamConfig;
import software.amazon.kinesis.coordinator.DeletedStreamListProvider;
import software.amazon.kinesis.coordinator.StreamInfoManager;
import software.amazon.kinesis.leases.LeaseManagementConfig;
import software.amazon.kinesis.leases.ShardSyncTaskManager;
import software.amazon.kinesis.metrics.MetricsFactory;
import software.amazon.kinesis.retrieval.RetrievalConfig;

/**
 * The adapter's lease management on KCL 3.5: adapter 2.0.1 was built for KCL 3.1, whose scheduler
 * asked for a shard sync task manager with three arguments; KCL 3.4 on asks with four (a stream-info
 * manager added), which the adapter does not override, so KCL's Kinesis shard syncer would run instead
 * of the adapter's DynamoDB Streams one. This routes the new call to the adapter's (stream info stays
 * off, as the adapter's later releases set it).
 */
final class StreamsLeaseManagementFactory extends DynamoDBStreamsLeaseManagementFactory {

    StreamsLeaseManagementFactory(KinesisAsyncClient client, LeaseManagementConfig leases, RetrievalConfig retrieval) {
        super(client, leases, retrieval);
    }

    @Override
    public ShardSyncTaskManager createShardSyncTaskManager(MetricsFactory metricsFactory, StreamConfig streamConfig,
            DeletedStreamListProvider deletedStreamListProvider, StreamInfoManager streamInfoManager) {
        return createShardSyncTaskManager(metricsFactory, streamConfig, deletedStreamListProvider);
    }
}
