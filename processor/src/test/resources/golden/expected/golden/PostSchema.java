package golden;

import dev.keyway.runtime.CollectionAttribute;
import dev.keyway.runtime.ComparableAttribute;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.KeyTemplate;
import dev.keyway.runtime.StringAttribute;
import dev.keyway.runtime.TableDefinition;
import dev.keyway.runtime.internal.AttributeValues;
import dev.keyway.runtime.internal.ItemReader;
import dev.keyway.runtime.internal.ItemWriter;
import dev.keyway.runtime.internal.KeyShards;
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
public final class PostSchema implements ItemSchema<Post> {
    /** The schema. */
    public static final PostSchema INSTANCE = new PostSchema();

    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Post";

    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);

    /** {@code feed}, stored as {@code feed} (a primary-key component: conditions only, no updates). */
    public static final StringAttribute FEED = new StringAttribute(ENTITY_TYPE, "feed", "feed", true);

    /** {@code postId}, stored as {@code postId} (a primary-key component: conditions only, no updates). */
    public static final StringAttribute POST_ID = new StringAttribute(ENTITY_TYPE, "postId", "postId", true);

    /** {@code postedAt}, stored as {@code postedAt} (a primary-key component: conditions only, no updates). */
    public static final ComparableAttribute<Instant> POSTED_AT = new ComparableAttribute<>(
            ENTITY_TYPE, "postedAt", "postedAt", AttributeValues::fromInstant, true);

    /** {@code tag}, stored as {@code tag}. */
    public static final StringAttribute TAG = new StringAttribute(ENTITY_TYPE, "tag", "tag", false);

    /** {@code text}, stored as {@code text}. */
    public static final StringAttribute TEXT = new StringAttribute(ENTITY_TYPE, "text", "text", false);

    /** {@code likes}, stored as {@code likes}. */
    public static final CollectionAttribute<Set<String>, String> LIKES = new CollectionAttribute<>(
            ENTITY_TYPE, "likes", "likes", AttributeValues::fromStringSet,
            AttributeValues::fromString, true);

    private static final List<ItemSchema.DerivedKey> DERIVED_KEYS = List.of(
        new ItemSchema.DerivedKey("GSI2", "GSI2PK", "TAG#<tag>", List.of("tag"),
            values -> PostKeys.gsi2PartitionKey((String) values.get("tag"), KeyShards.random(8)))
            .withRandomShards(8),
        new ItemSchema.DerivedKey("GSI2", "GSI2SK", "<postedAt>#<postId>",
                List.of("postedAt", "postId"),
            values -> PostKeys.gsi2SortKey((Instant) values.get("postedAt"),
                    (String) values.get("postId"))));

    private static final List<KeyTemplate> KEY_TEMPLATES = List.of(
        KeyTemplate.of(ENTITY_TYPE, "", "PK", "FEED#<feed>", PostKeys.FEED)
            .sharded(4),
        KeyTemplate.of(ENTITY_TYPE, "", "SK", "POST#<postedAt>#<postId>", PostKeys.POSTED_AT,
                PostKeys.POST_ID),
        KeyTemplate.of(ENTITY_TYPE, "GSI2", "GSI2PK", "TAG#<tag>", PostKeys.TAG)
            .sharded(8),
        KeyTemplate.of(ENTITY_TYPE, "GSI2", "GSI2SK", "<postedAt>#<postId>", PostKeys.POSTED_AT,
                PostKeys.POST_ID));

    private PostSchema() {
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
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
        item.put("likes", post.likes(), AttributeValues::fromStringSet);
        return item.toItem();
    }

    @Override
    public Post fromItem(Map<String, AttributeValue> attributes) {
        ItemReader item = ItemReader.item(this, attributes);
        return new Post(
                item.keyComponent("PK", "feed", item.getString("feed")),
                item.keyComponent("SK", "postId", item.getString("postId")),
                item.keyComponent("SK", "postedAt", item.getInstant("postedAt")),
                item.keyComponent("GSI2PK", "tag", item.getString("tag")),
                item.getString("text"),
                item.set("likes", AttributeValues::asStringSet));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Post post) {
        return PostKeys.primaryKey(post);
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return DERIVED_KEYS;
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return KEY_TEMPLATES;
    }

    @Override
    public List<String> requiredAttributes() {
        return List.of("feed", "postId", "postedAt", "tag");
    }
}
