package dev.keyway.runtime.stream;

import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.request.TableCreation;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@link Checkpoints} kept in a DynamoDB table of their own, so that a {@link StreamReader}
 * restarted (a new process, a redeploy) resumes after the last change its handler finished. One
 * item per consumer, stream and shard: the shard's last sequence number and whether it was read to
 * its end.
 *
 * <pre>{@code
 * TableCheckpoints checkpoints = new TableCheckpoints(client, "StreamCheckpoints", "audit-log");
 * checkpoints.createTable();                          // once; safe to call on every start
 * StreamReader.forTable(client, streams, "Shop").checkpoints(checkpoints)
 *         .build(ShopChange.DECODER, auditLog).start();
 * }</pre>
 *
 * <p><b>Never backwards.</b> A checkpoint moves forward only: each save is an {@code UpdateItem}
 * on condition that the stored sequence number is not greater than the new one (compared as
 * numbers). Two readers of one stream and consumer (a restarted one and one that has not stopped
 * yet) may both deliver a change, as at-least-once delivery allows, but the one behind never moves
 * the shard's checkpoint back behind the other's: its save is dropped. A shard recorded as read to
 * its end stays so.
 *
 * <p>Every request is a strongly consistent {@code GetItem} or an {@code UpdateItem}, reported to
 * the default {@link dev.keyway.runtime.listener.RequestListener} as operation {@code readStream}. A shard
 * known to be finished is remembered in memory, so the reader's rounds do not read it again.
 * Items expire by time to live after the retention (7 days by default; DynamoDB keeps a stream's
 * records 24 hours, so an older checkpoint points at records that are gone).
 */
public final class TableCheckpoints implements Checkpoints {

    /** The entity type, in the table's type attribute {@code _type}, of every checkpoint item. */
    public static final String CHECKPOINT_TYPE = "_Checkpoint";

    static final String ID = "id";
    static final String SEQUENCE_NUMBER = "sequenceNumber";
    static final String POSITION = "position";
    static final String FINISHED = "finished";
    static final String EXPIRES_AT = "expiresAt";
    /** Sequence numbers have 21 to 40 digits: left-padded to this width, they compare as numbers. */
    private static final int POSITION_DIGITS = 48;
    private static final Duration DEFAULT_RETENTION = Duration.ofDays(7);

    private final Requests requests;
    private final String tableName;
    private final String consumer;
    private final Duration retention;
    private final Set<String> finishedShards = ConcurrentHashMap.newKeySet();

    /**
     * Checkpoints of {@code consumer} (a name per handler: two handlers of one stream each read
     * every change, at their own pace) in {@code tableName}.
     */
    public TableCheckpoints(DynamoDbClient client, String tableName, String consumer) {
        this(client, tableName, consumer, DEFAULT_RETENTION);
    }

    /** The same, with checkpoints kept for {@code retention} after their last save (at least 24 hours). */
    public TableCheckpoints(DynamoDbClient client, String tableName, String consumer, Duration retention) {
        this.requests = Requests.of(Objects.requireNonNull(client, "client"));
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.consumer = Objects.requireNonNull(consumer, "consumer");
        this.retention = Objects.requireNonNull(retention, "retention");
        if (consumer.isEmpty() || retention.compareTo(Duration.ofHours(24)) < 0) {
            throw new IllegalArgumentException("A consumer needs a name, and checkpoints a retention of at least the "
                    + "stream's 24 hours; got '" + consumer + "', " + retention);
        }
    }

    /** The checkpoint table: partition key {@code id} (string), time to live on {@code expiresAt}. */
    public static TableDefinition table(String tableName) {
        return new TableDefinition(tableName, ID, Optional.empty(), "_type", List.of(), Optional.of(EXPIRES_AT));
    }

    /** Creates the checkpoint table (and turns its time to live on) if it is missing; waits until it is active. */
    public void createTable() {
        TableCreation.createIfMissing(requests, table(tableName), tableName, CHECKPOINT_TYPE);
    }

    /** The table the checkpoints are kept in. */
    public String tableName() {
        return tableName;
    }

    /** The consumer whose checkpoints these are. */
    public String consumer() {
        return consumer;
    }

    @Override
    public Optional<String> last(String streamArn, String shardId) {
        return read(streamArn, shardId).map(item -> item.get(SEQUENCE_NUMBER)).map(AttributeValue::s);
    }

    /**
     * Moves the shard's checkpoint to {@code sequenceNumber}, unless it is already there or further
     * (another reader of this consumer handled more): then the stored one is kept.
     *
     * @throws IllegalArgumentException if {@code sequenceNumber} is not a DynamoDB Streams sequence number (digits)
     */
    @Override
    public void save(String streamArn, String shardId, String sequenceNumber) {
        String position = position(sequenceNumber);
        UpdateItemRequest update = UpdateItemRequest.builder().tableName(tableName).key(key(streamArn, shardId))
                .updateExpression("SET #type = :type, #sequence = :sequence, #position = :position, "
                        + "#expires = :expires")
                .conditionExpression("attribute_not_exists(#position) OR #position <= :position")
                .expressionAttributeNames(Map.of("#type", "_type", "#sequence", SEQUENCE_NUMBER,
                        "#position", POSITION, "#expires", EXPIRES_AT))
                .expressionAttributeValues(Map.of(":type", AttributeValue.fromS(CHECKPOINT_TYPE),
                        ":sequence", AttributeValue.fromS(sequenceNumber), ":position", AttributeValue.fromS(position),
                        ":expires", expiresAt()))
                .build();
        try {
            requests.updateItem(context(streamArn, shardId), update);
        } catch (ConditionalCheckFailedException ahead) {
            // another reader of this consumer saved a later change of the shard: keep its checkpoint
        }
    }

    @Override
    public boolean finished(String streamArn, String shardId) {
        if (finishedShards.contains(id(streamArn, shardId))) {
            return true;
        }
        boolean finished = read(streamArn, shardId).map(item -> item.get(FINISHED))
                .map(value -> Boolean.TRUE.equals(value.bool())).orElse(false);
        if (finished) {
            finishedShards.add(id(streamArn, shardId));
        }
        return finished;
    }

    @Override
    public void finish(String streamArn, String shardId) {
        UpdateItemRequest update = UpdateItemRequest.builder().tableName(tableName).key(key(streamArn, shardId))
                .updateExpression("SET #type = :type, #finished = :finished, #expires = :expires")
                .expressionAttributeNames(Map.of("#type", "_type", "#finished", FINISHED, "#expires", EXPIRES_AT))
                .expressionAttributeValues(Map.of(":type", AttributeValue.fromS(CHECKPOINT_TYPE),
                        ":finished", AttributeValue.fromBool(true), ":expires", expiresAt()))
                .build();
        requests.updateItem(context(streamArn, shardId), update);
        finishedShards.add(id(streamArn, shardId));
    }

    @Override
    public String toString() {
        return "TableCheckpoints[" + consumer + " in " + tableName + "]";
    }

    private Optional<Map<String, AttributeValue>> read(String streamArn, String shardId) {
        Map<String, AttributeValue> item = requests.getItem(context(streamArn, shardId), GetItemRequest.builder()
                .tableName(tableName).key(key(streamArn, shardId)).consistentRead(true).build()).item();
        return item == null || item.isEmpty() ? Optional.empty() : Optional.of(item);
    }

    /** The item's id: consumer, stream and shard, each length-prefixed so that no two triples share one. */
    private String id(String streamArn, String shardId) {
        Objects.requireNonNull(streamArn, "streamArn");
        Objects.requireNonNull(shardId, "shardId");
        return consumer.length() + ":" + consumer + "|" + streamArn.length() + ":" + streamArn + "|" + shardId;
    }

    private Map<String, AttributeValue> key(String streamArn, String shardId) {
        return Map.of(ID, AttributeValue.fromS(id(streamArn, shardId)));
    }

    private Requests.Context context(String streamArn, String shardId) {
        return Requests.Context.of(tableName, CHECKPOINT_TYPE, RequestEvent.Operation.READ_STREAM)
                .key(ID + "=" + id(streamArn, shardId));
    }

    private AttributeValue expiresAt() {
        return AttributeValue.fromN(Long.toString(Instant.now().plus(retention).getEpochSecond()));
    }

    /** The sequence number left-padded with zeros, so that DynamoDB's string comparison orders it as a number. */
    static String position(String sequenceNumber) {
        Objects.requireNonNull(sequenceNumber, "sequenceNumber");
        if (sequenceNumber.isEmpty() || sequenceNumber.length() > POSITION_DIGITS
                || !sequenceNumber.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("Not a DynamoDB Streams sequence number (up to " + POSITION_DIGITS
                    + " digits): '" + sequenceNumber + "'");
        }
        return "0".repeat(POSITION_DIGITS - sequenceNumber.length()) + sequenceNumber;
    }
}
