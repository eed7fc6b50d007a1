package dev.keyway.local.internal.stream;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One stream of a table: ENABLED from the moment its table's stream is turned on, DISABLED (its shards
 * closed, still readable) once it is turned off or the table deleted. Its shards are kept by shard ID,
 * which sorts in creation order; its open shards by slot, one slot per shard the stream writes to.
 * Not thread-safe: the {@link StreamStore} guards it.
 */
final class TableStream {

    private final String arn;
    private final String label;
    private final String tableName;
    private final List<KeySchemaElement> keySchema;
    private final String partitionKeyName;
    private final StreamViewType viewType;
    private final Instant created;
    private final String region;
    private final TreeMap<String, StreamShard> shards = new TreeMap<>();
    private final List<StreamShard> openSlots = new ArrayList<>();
    private long disabledMillis = -1;

    TableStream(String arn, String label, String tableName, List<KeySchemaElement> keySchema, StreamViewType viewType,
            Instant created) {
        this.arn = arn;
        this.label = label;
        this.tableName = tableName;
        this.keySchema = List.copyOf(keySchema);
        this.partitionKeyName = keySchema.stream().filter(key -> key.keyType() == KeyType.HASH)
                .map(KeySchemaElement::attributeName).findFirst().orElse(null);
        this.viewType = viewType;
        this.created = created;
        this.region = regionOf(arn);
    }

    String arn() {
        return arn;
    }

    String label() {
        return label;
    }

    String tableName() {
        return tableName;
    }

    StreamViewType viewType() {
        return viewType;
    }

    String region() {
        return region;
    }

    boolean isEnabled() {
        return disabledMillis < 0;
    }

    long disabledMillis() {
        return disabledMillis;
    }

    /** Opens the stream's first shards, {@code count} of them. */
    void open(int count, Function<String, StreamShard> newShard) {
        for (int i = 0; i < count; i++) {
            StreamShard shard = newShard.apply(null);
            shards.put(shard.id(), shard);
            openSlots.add(shard);
        }
    }

    /** The shard, or {@code null} if the stream has no such shard (any more). */
    StreamShard shard(String shardId) {
        return shards.get(shardId);
    }

    /** The open shard that takes the changes of the item with these keys. */
    StreamShard shardFor(Map<String, AttributeValue> keys) {
        AttributeValue partitionKey = partitionKeyName == null ? null : keys.get(partitionKeyName);
        return openSlots.get(PartitionSlots.slot(partitionKey, openSlots.size()));
    }

    /**
     * Closes every open shard and opens a child in its slot, so the changes of an item continue in the
     * child of the shard that held them.
     *
     * @param closeAt draws a shard's ending number
     * @return how many shards were closed
     */
    int roll(Function<String, StreamShard> newShard, LongSupplier closeAt, long nowMillis) {
        for (int slot = 0; slot < openSlots.size(); slot++) {
            StreamShard parent = openSlots.get(slot);
            parent.close(closeAt.getAsLong(), nowMillis);
            StreamShard child = newShard.apply(parent.id());
            shards.put(child.id(), child);
            openSlots.set(slot, child);
        }
        return openSlots.size();
    }

    /** Turns the stream off: DISABLED, every open shard closed. */
    void disable(LongSupplier closeAt, long nowMillis) {
        for (StreamShard shard : openSlots) {
            shard.close(closeAt.getAsLong(), nowMillis);
        }
        openSlots.clear();
        disabledMillis = nowMillis;
    }

    /**
     * Applies the 24-hour retention: trims records created before {@code horizonMillis} and forgets the
     * shards closed before it (their records are all older).
     */
    void retain(long horizonMillis) {
        shards.values().removeIf(shard -> !shard.isOpen() && shard.closedMillis() < horizonMillis);
        for (StreamShard shard : shards.values()) {
            shard.trim(horizonMillis);
        }
    }

    /** The stream as ListStreams lists it. */
    Stream summary() {
        return Stream.builder().streamArn(arn).tableName(tableName).streamLabel(label).build();
    }

    /**
     * The stream as DescribeStream describes it, with the shards whose ID follows {@code exclusiveStartShardId}
     * (all when {@code null}), at most {@code limit} of them; with {@code childrenOf}, only the shards whose
     * parent is that shard.
     */
    StreamDescription describe(String exclusiveStartShardId, int limit, String childrenOf) {
        Collection<StreamShard> candidates = exclusiveStartShardId == null ? shards.values()
                : shards.tailMap(exclusiveStartShardId, false).values();
        List<Shard> page = new ArrayList<>();
        String lastEvaluated = null;
        for (StreamShard shard : candidates) {
            if (childrenOf != null && !childrenOf.equals(shard.describe().parentShardId())) {
                continue;
            }
            if (page.size() == limit) {
                lastEvaluated = page.get(page.size() - 1).shardId();
                break;
            }
            page.add(shard.describe());
        }
        return StreamDescription.builder()
                .streamArn(arn)
                .streamLabel(label)
                .streamStatus(isEnabled() ? StreamStatus.ENABLED : StreamStatus.DISABLED)
                .streamViewType(viewType)
                .creationRequestDateTime(created)
                .tableName(tableName)
                .keySchema(keySchema)
                .shards(page)
                .lastEvaluatedShardId(lastEvaluated)
                .build();
    }

    /** The region in a stream ARN ({@code arn:aws:dynamodb:REGION:...}); {@code us-east-1} if it has none. */
    private static String regionOf(String arn) {
        String[] parts = arn.split(":", 5);
        return parts.length == 5 && !parts[3].isEmpty() ? parts[3] : "us-east-1";
    }
}
