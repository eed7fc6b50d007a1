package dev.keyway.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A test-only stand-in for Lambda's DynamoDB event source mapping with {@code ReportBatchItemFailures}
 * on: it reads a table's stream (on Keyway Local) shard by shard, a parent shard to its end before its
 * children, and hands the function batches of at most {@code batchSize} records, in order, as
 * {@link DynamodbEvent} values.
 *
 * <p>It answers the function's response as the Lambda Developer Guide's page "Configuring partial
 * batch response with DynamoDB and Lambda" (services-ddb-batchfailurereporting) describes it:
 * <ul>
 *   <li>no failures (an empty or null list, a null response) is a complete success: the checkpoint
 *       moves to the batch's last record;</li>
 *   <li>failures naming records of the batch: the lowest sequence number named is the checkpoint, the
 *       records before it are done, and the batch is retried from it;</li>
 *   <li>a failure whose item identifier is null, empty or no record of the batch, or a function that
 *       throws, is a complete failure: the whole batch is retried.</li>
 * </ul>
 * After {@code maxAttempts} failed invocations of a batch, the mapping (as with
 * {@code MaximumRetryAttempts} set) sends what is left of it to its on-failure destination
 * ({@link #discarded()}) and passes it. It can also lose a successful response now and then (an
 * invocation that timed out after the handler finished): the batch is then retried whole, as Lambda
 * does, so the function sees changes again that it handled.
 */
final class EventSourceMapping {

    /** Called when the checkpoint of a shard passes records: those records, in order. */
    interface CheckpointListener {
        void passed(String shardId, List<Record> records, boolean discarded);
    }

    private final DynamoDbStreamsClient streams;
    private final String streamArn;
    private final int batchSize;
    private final int maxAttempts;
    private final Function<DynamodbEvent, StreamsEventResponse> function;
    private final Map<String, String> checkpoints = new HashMap<>();
    private final Set<String> finishedShards = new HashSet<>();
    private final List<Record> discarded = new ArrayList<>();
    private Random lostResponses = new Random(0);
    private double lostResponseChance;
    private CheckpointListener listener = (shardId, records, discardedRecords) -> { };
    private int invocations;

    EventSourceMapping(DynamoDbStreamsClient streams, String streamArn, int batchSize, int maxAttempts,
                       Function<DynamodbEvent, StreamsEventResponse> function) {
        this.streams = Objects.requireNonNull(streams);
        this.streamArn = Objects.requireNonNull(streamArn);
        this.batchSize = batchSize;
        this.maxAttempts = maxAttempts;
        this.function = Objects.requireNonNull(function);
    }

    /** Loses a successful response with this chance, drawn from {@code random}: the batch is retried whole. */
    EventSourceMapping losingResponses(Random random, double chance) {
        this.lostResponses = random;
        this.lostResponseChance = chance;
        return this;
    }

    EventSourceMapping onCheckpoint(CheckpointListener listener) {
        this.listener = listener;
        return this;
    }

    /**
     * One round: for each shard that may be read now, one batch (with its retries) from its checkpoint.
     *
     * @return how many records the checkpoints passed in this round
     */
    int poll() {
        int passed = 0;
        List<Shard> shards = shards();
        Set<String> known = new HashSet<>();
        shards.forEach(shard -> known.add(shard.shardId()));
        for (Shard shard : shards) {
            String parent = shard.parentShardId();
            boolean parentPending = parent != null && known.contains(parent) && !finishedShards.contains(parent);
            if (!finishedShards.contains(shard.shardId()) && !parentPending) {
                passed += pollShard(shard.shardId());
            }
        }
        return passed;
    }

    /** Polls until a round passes nothing and every closed shard is read to its end. */
    void drain() {
        while (poll() > 0) {
            // next batch
        }
    }

    /** The records sent to the on-failure destination, in order. */
    List<Record> discarded() {
        return List.copyOf(discarded);
    }

    /** How many times the function was invoked. */
    int invocations() {
        return invocations;
    }

    private int pollShard(String shardId) {
        String checkpoint = checkpoints.get(shardId);
        String iterator = streams.getShardIterator(request -> {
            request.streamArn(streamArn).shardId(shardId);
            if (checkpoint == null) {
                request.shardIteratorType(ShardIteratorType.TRIM_HORIZON);
            } else {
                request.shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(checkpoint);
            }
        }).shardIterator();
        GetRecordsResponse page = streams.getRecords(request -> request.shardIterator(iterator).limit(batchSize));
        if (page.records().isEmpty()) {
            if (page.nextShardIterator() == null) {
                finishedShards.add(shardId);                     // closed and read to its end
            }
            return 0;
        }
        return deliver(shardId, page.records());
    }

    /** Invokes the function on the batch until it is done or its attempts are spent; returns how many records passed. */
    private int deliver(String shardId, List<Record> batch) {
        List<Record> left = batch;
        for (int attempt = 1; ; attempt++) {
            int done = invoke(left);
            if (done > 0) {
                pass(shardId, left.subList(0, done), false);
                left = left.subList(done, left.size());
            }
            if (left.isEmpty()) {
                return batch.size();
            }
            if (attempt == maxAttempts) {
                discarded.addAll(left);
                pass(shardId, left, true);
                return batch.size();
            }
        }
    }

    /** One invocation: how many leading records of {@code records} the response counts as done. */
    private int invoke(List<Record> records) {
        invocations++;
        StreamsEventResponse response;
        try {
            response = function.apply(LambdaEvents.event(streamArn, records));
        } catch (RuntimeException | Error failed) {
            return 0;                                            // a complete failure: the whole batch again
        }
        if (lostResponseChance > 0 && lostResponses.nextDouble() < lostResponseChance) {
            return 0;                                            // timed out after the handler finished
        }
        if (response == null || response.getBatchItemFailures() == null || response.getBatchItemFailures().isEmpty()) {
            return records.size();
        }
        int lowest = records.size();
        for (StreamsEventResponse.BatchItemFailure failure : response.getBatchItemFailures()) {
            String identifier = failure == null ? null : failure.getItemIdentifier();
            int index = indexOf(records, identifier);
            if (index < 0) {
                return 0;                                        // null, empty or unknown: a complete failure
            }
            lowest = Math.min(lowest, index);
        }
        return lowest;
    }

    private static int indexOf(List<Record> records, String sequenceNumber) {
        if (sequenceNumber == null || sequenceNumber.isEmpty()) {
            return -1;
        }
        for (int i = 0; i < records.size(); i++) {
            if (records.get(i).dynamodb().sequenceNumber().equals(sequenceNumber)) {
                return i;
            }
        }
        return -1;
    }

    private void pass(String shardId, List<Record> records, boolean discardedRecords) {
        String last = records.get(records.size() - 1).dynamodb().sequenceNumber();
        String before = checkpoints.get(shardId);
        if (before != null && new BigInteger(before).compareTo(new BigInteger(last)) >= 0) {
            throw new IllegalStateException("the checkpoint of " + shardId + " would move back to " + last);
        }
        listener.passed(shardId, List.copyOf(records), discardedRecords);
        checkpoints.put(shardId, last);
    }

    private List<Shard> shards() {
        List<Shard> shards = new ArrayList<>();
        String start = null;
        do {
            String from = start;
            StreamDescription description = streams.describeStream(request -> request.streamArn(streamArn)
                    .exclusiveStartShardId(from)).streamDescription();
            shards.addAll(description.shards());
            start = description.lastEvaluatedShardId();
        } while (start != null);
        return shards;
    }
}
