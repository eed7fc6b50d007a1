package dev.keyway.runtime.stream;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Where a {@link StreamReader} keeps its position in each shard of a stream: the sequence number
 * of the last change its handler finished, and which shards it read to their end. A reader
 * resumes after the saved position, so a change is delivered again only if its handler did not
 * finish (at least once). {@link #inMemory()} lasts as long as the process; {@link #inTable}
 * ({@link TableCheckpoints}) keeps them in a DynamoDB table, so that a restarted reader resumes
 * where it stopped; implement this interface to keep them elsewhere.
 */
public interface Checkpoints {

    /** The sequence number of the last change handled in the shard, if any. */
    Optional<String> last(String streamArn, String shardId);

    /** Records that the change with this sequence number, and every earlier one of the shard, was handled. */
    void save(String streamArn, String shardId, String sequenceNumber);

    /** Whether the shard was closed and read to its end. */
    boolean finished(String streamArn, String shardId);

    /** Records that the shard was closed and read to its end. */
    void finish(String streamArn, String shardId);

    /**
     * Checkpoints of {@code consumer} kept in the DynamoDB table {@code tableName}, which
     * {@link TableCheckpoints#createTable()} creates; a checkpoint never moves backwards.
     */
    static TableCheckpoints inTable(DynamoDbClient client, String tableName, String consumer) {
        return new TableCheckpoints(client, tableName, consumer);
    }

    /** Checkpoints held in memory, lost with the process; thread-safe. */
    static Checkpoints inMemory() {
        return new Checkpoints() {
            private final Map<String, String> positions = new ConcurrentHashMap<>();
            private final Set<String> finished = ConcurrentHashMap.newKeySet();

            @Override
            public Optional<String> last(String streamArn, String shardId) {
                return Optional.ofNullable(positions.get(streamArn + " " + shardId));
            }

            @Override
            public void save(String streamArn, String shardId, String sequenceNumber) {
                positions.put(streamArn + " " + shardId, sequenceNumber);
            }

            @Override
            public boolean finished(String streamArn, String shardId) {
                return finished.contains(streamArn + " " + shardId);
            }

            @Override
            public void finish(String streamArn, String shardId) {
                finished.add(streamArn + " " + shardId);
            }
        };
    }
}
