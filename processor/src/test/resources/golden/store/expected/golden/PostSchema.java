package golden;

import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.internal.key.KeyShards;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Post} is stored in table {@code Store}: every item holds its keys, {@code _type = "Post"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PostSchema extends EntitySchema<Post> {
    /** The schema. */
    public static final PostSchema INSTANCE = new PostSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Post";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code feed}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute FEED = Attributes.string(ENTITY_TYPE, "feed", true);
    /** {@code postId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute POST_ID = Attributes.string(ENTITY_TYPE, "postId", true);

    /** {@code postedAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> POSTED_AT = Attributes.comparable(ENTITY_TYPE,
            "postedAt", Scalar.INSTANT, true);

    /** {@code tag}. */
    public static final StringAttribute TAG = Attributes.string(ENTITY_TYPE, "tag");
    /** {@code text}. */
    public static final StringAttribute TEXT = Attributes.string(ENTITY_TYPE, "text");

    /** {@code likes}. */
    public static final CollectionAttribute<Set<String>, String> LIKES = Attributes.set(ENTITY_TYPE,
            "likes", Scalar.STRING);

    private PostSchema() {
        super(ENTITY_TYPE, List.of("feed", "postId", "postedAt", "tag"));
    }

    @Override
    public TableDefinition table() {
        return StoreTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return StoreTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Post post) {
        ItemWriter item = ItemWriter.item(this, 11);
        // Key components encoded once: each is in several keys, or stored as the same text.
        String postedAtKey = PostKeys.POSTED_AT.encode(post.postedAt());
        String postIdKey = PostKeys.POST_ID.encode(post.postId());
        item.put("PK", AttributeValue.fromS(PostKeys.partitionKey(post.feed(),
                PostKeys.partitionKeyShard(post.postId()))));
        item.put("SK", AttributeValue.fromS("POST#" + postedAtKey + "#" + postIdKey));
        // Sparse index GSI2: an item without all its key components stays out of it.
        if (post.tag() != null && post.postedAt() != null && post.postId() != null) {
            item.put("GSI2PK", AttributeValue.fromS(PostKeys.gsi2PartitionKey(post.tag(), KeyShards.random(8))));
            item.put("GSI2SK", AttributeValue.fromS(postedAtKey + "#" + postIdKey));
        }
        item.put("_type", TYPE_VALUE);
        item.putString("feed", post.feed());
        item.putString("postId", post.postId());
        item.put("postedAt", AttributeValue.fromS(postedAtKey));
        item.putString("tag", post.tag());
        item.putString("text", post.text());
        item.putSet("likes", post.likes(), Scalar.STRING);
        return item.toItem();
    }

    @Override
    public Post fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Post(
                    ItemReader.keyComponent(item, "PK", "feed", ItemReader.readString(item, "feed")),
                    ItemReader.keyComponent(item, "SK", "postId", ItemReader.readString(item, "postId")),
                    ItemReader.keyComponent(item, "SK", "postedAt", ItemReader.readInstant(item, "postedAt")),
                    ItemReader.keyComponent(item, "GSI2PK", "tag", ItemReader.readString(item, "tag")),
                    ItemReader.readString(item, "text"),
                    ItemReader.readSet(item, "likes", Scalar.STRING)));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Post post) {
        return PostKeys.primaryKey(post).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("GSI2", "GSI2PK", "TAG#<tag>", List.of("tag"),
                        values -> PostKeys.gsi2PartitionKey((String) values.get("tag"),
                        KeyShards.random(8)))
                        .withRandomShards(8),
                new ItemSchema.DerivedKey("GSI2", "GSI2SK", "<postedAt>#<postId>",
                        List.of("postedAt", "postId"),
                        values -> PostKeys.gsi2SortKey((Instant) values.get("postedAt"),
                        (String) values.get("postId"))));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "FEED#<feed>", PostKeys.FEED)
                    .sharded(4),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "POST#<postedAt>#<postId>",
                        PostKeys.POSTED_AT, PostKeys.POST_ID),
                KeyTemplate.of(ENTITY_TYPE, "GSI2", "GSI2PK", "TAG#<tag>", PostKeys.TAG)
                    .sharded(8),
                KeyTemplate.of(ENTITY_TYPE, "GSI2", "GSI2SK", "<postedAt>#<postId>",
                        PostKeys.POSTED_AT, PostKeys.POST_ID));
    }
}
