package golden;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.internal.key.KeyShards;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Post} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Store}: {@code PK} = {@code FEED#<feed>}, {@code SK} =
 * {@code POST#<postedAt>#<postId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PostKeys {
    /** {@code feed} as keys encode it. */
    public static final KeyPart<String> FEED = KeyPart.ofString(PostSchema.ENTITY_TYPE, "feed");
    /** {@code postId} as keys encode it. */
    public static final KeyPart<String> POST_ID = KeyPart.ofString(PostSchema.ENTITY_TYPE, "postId");
    /** {@code postedAt} as keys encode it. */
    public static final KeyPart<Instant> POSTED_AT = KeyPart.ofInstant(PostSchema.ENTITY_TYPE, "postedAt");
    /** {@code tag} as keys encode it. */
    public static final KeyPart<String> TAG = KeyPart.ofString(PostSchema.ENTITY_TYPE, "tag");
    /** The number of partitions {@code PK} is sharded into. */
    public static final int PARTITION_KEY_SHARDS = 4;
    /** The number of partitions {@code GSI2PK} is sharded into. */
    public static final int GSI2_PARTITION_KEY_SHARDS = 8;

    private PostKeys() {
    }

    /**
     * The partition key {@code PK}: {@code FEED#<feed>}.
     * Sharded into 4 partitions: the text ends in {@code #<shard>}, {@code 0} to {@code 3}.
     */
    public static String partitionKey(String feed, int shard) {
        return "FEED#" + FEED.encode(feed) + "#" + shard;
    }

    /** The shard of {@code PK} an item with this {@code postId} is in: a stable hash of its encoded value. */
    public static int partitionKeyShard(String postId) {
        return KeyShards.of(POST_ID.encode(postId), 4);
    }

    /** The sort key {@code SK}: {@code POST#<postedAt>#<postId>}. */
    public static String sortKey(Instant postedAt, String postId) {
        return "POST#" + POSTED_AT.encode(postedAt) + "#" + POST_ID.encode(postId);
    }

    /** The text every {@code SK} of this entity starts with (template {@code POST#<postedAt>#<postId>}). */
    public static String sortKeyPrefix() {
        return "POST#";
    }

    /**
     * The text every {@code SK} with these leading components starts with, delimiter included (template
     * {@code POST#<postedAt>#<postId>}).
     */
    public static String sortKeyPrefix(Instant postedAt) {
        return "POST#" + POSTED_AT.encode(postedAt) + "#";
    }

    /**
     * The primary key of the {@code Post} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Post> primaryKey(String feed, Instant postedAt, String postId) {
        return Key.of(PostSchema.ENTITY_TYPE,
                "PK", AttributeValue.fromS(partitionKey(feed, PostKeys.partitionKeyShard(postId))),
                "SK", AttributeValue.fromS(sortKey(postedAt, postId)));
    }

    /** The primary key of the given {@code Post}, built from its key components. */
    public static Key<Post> primaryKey(Post post) {
        return primaryKey(post.feed(), post.postedAt(), post.postId());
    }

    /**
     * Index GSI2's partition key {@code GSI2PK}: {@code TAG#<tag>}.
     * Sharded into 8 partitions: the text ends in {@code #<shard>}, {@code 0} to {@code 7}.
     */
    public static String gsi2PartitionKey(String tag, int shard) {
        return "TAG#" + TAG.encode(tag) + "#" + shard;
    }

    /** Index GSI2's sort key {@code GSI2SK}: {@code <postedAt>#<postId>}. */
    public static String gsi2SortKey(Instant postedAt, String postId) {
        return POSTED_AT.encode(postedAt) + "#" + POST_ID.encode(postId);
    }

    /** The text every {@code GSI2SK} of this entity starts with (template {@code <postedAt>#<postId>}). */
    public static String gsi2SortKeyPrefix() {
        return "";
    }

    /**
     * The text every {@code GSI2SK} with these leading components starts with, delimiter included
     * (template {@code <postedAt>#<postId>}).
     */
    public static String gsi2SortKeyPrefix(Instant postedAt) {
        return POSTED_AT.encode(postedAt) + "#";
    }
}
