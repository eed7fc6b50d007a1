package golden.sharded;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.internal.key.KeyShards;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Reading} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Telemetry}: {@code PK} = {@code DEVICE#<deviceId>}, {@code SK} =
 * {@code READING#<takenAt>#<readingId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ReadingKeys {
    /** {@code deviceId} as keys encode it. */
    public static final KeyPart<String> DEVICE_ID = KeyPart.ofString(ReadingSchema.ENTITY_TYPE, "deviceId");
    /** {@code readingId} as keys encode it. */
    public static final KeyPart<String> READING_ID = KeyPart.ofString(ReadingSchema.ENTITY_TYPE, "readingId");
    /** {@code takenAt} as keys encode it. */
    public static final KeyPart<Instant> TAKEN_AT = KeyPart.ofInstant(ReadingSchema.ENTITY_TYPE, "takenAt");
    /** {@code kind} as keys encode it. */
    public static final KeyPart<String> KIND = KeyPart.ofString(ReadingSchema.ENTITY_TYPE, "kind");
    /** The number of partitions {@code PK} is sharded into. */
    public static final int PARTITION_KEY_SHARDS = 8;
    /** The number of partitions {@code ByKindPK} is sharded into. */
    public static final int BY_KIND_PARTITION_KEY_SHARDS = 4;

    private ReadingKeys() {
    }

    /**
     * The partition key {@code PK}: {@code DEVICE#<deviceId>}.
     * Sharded into 8 partitions: the text ends in {@code #<shard>}, {@code 0} to {@code 7}.
     */
    public static String partitionKey(String deviceId, int shard) {
        return "DEVICE#" + DEVICE_ID.encode(deviceId) + "#" + shard;
    }

    /**
     * The shard of {@code PK} an item with this {@code readingId} is in: a stable hash of its encoded
     * value.
     */
    public static int partitionKeyShard(String readingId) {
        return KeyShards.of(READING_ID.encode(readingId), 8);
    }

    /** The sort key {@code SK}: {@code READING#<takenAt>#<readingId>}. */
    public static String sortKey(Instant takenAt, String readingId) {
        return "READING#" + TAKEN_AT.encode(takenAt) + "#" + READING_ID.encode(readingId);
    }

    /**
     * The text every {@code SK} of this entity starts with (template
     * {@code READING#<takenAt>#<readingId>}).
     */
    public static String sortKeyPrefix() {
        return "READING#";
    }

    /**
     * The text every {@code SK} with these leading components starts with, delimiter included (template
     * {@code READING#<takenAt>#<readingId>}).
     */
    public static String sortKeyPrefix(Instant takenAt) {
        return "READING#" + TAKEN_AT.encode(takenAt) + "#";
    }

    /**
     * The primary key of the {@code Reading} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Reading> primaryKey(String deviceId, Instant takenAt, String readingId) {
        return Key.of(ReadingSchema.ENTITY_TYPE,
                "PK", AttributeValue.fromS(partitionKey(deviceId, ReadingKeys.partitionKeyShard(readingId))),
                "SK", AttributeValue.fromS(sortKey(takenAt, readingId)));
    }

    /** The primary key of the given {@code Reading}, built from its key components. */
    public static Key<Reading> primaryKey(Reading reading) {
        return primaryKey(reading.deviceId(), reading.takenAt(), reading.readingId());
    }

    /**
     * Index ByKind's partition key {@code ByKindPK}: {@code KIND#<kind>}.
     * Sharded into 4 partitions: the text ends in {@code #<shard>}, {@code 0} to {@code 3}.
     */
    public static String byKindPartitionKey(String kind, int shard) {
        return "KIND#" + KIND.encode(kind) + "#" + shard;
    }

    /** Index ByKind's sort key {@code ByKindSK}: {@code <takenAt>}. */
    public static String byKindSortKey(Instant takenAt) {
        return TAKEN_AT.encodeWholeKey(takenAt);
    }

    /** The text every {@code ByKindSK} of this entity starts with (template {@code <takenAt>}). */
    public static String byKindSortKeyPrefix() {
        return "";
    }
}
