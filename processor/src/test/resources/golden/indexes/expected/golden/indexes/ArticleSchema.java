package golden.indexes;

import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.AttributeValues;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Article} is stored in table {@code Articles}: every item holds its keys, {@code _type = "Article"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ArticleSchema extends EntitySchema<Article> {
    /** The schema. */
    public static final ArticleSchema INSTANCE = new ArticleSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Article";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code author}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute AUTHOR = Attributes.string(ENTITY_TYPE, "author", true);
    /** {@code articleId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ARTICLE_ID = Attributes.string(ENTITY_TYPE, "articleId", true);
    /** {@code topic}. */
    public static final StringAttribute TOPIC = Attributes.string(ENTITY_TYPE, "topic");
    /** {@code slug}. */
    public static final StringAttribute SLUG = Attributes.string(ENTITY_TYPE, "slug");
    /** {@code featured}. */
    public static final StringAttribute FEATURED = Attributes.string(ENTITY_TYPE, "featured");
    /** {@code language}. */
    public static final StringAttribute LANGUAGE = Attributes.string(ENTITY_TYPE, "language");

    /** {@code publishedAt}. */
    public static final ComparableAttribute<Instant> PUBLISHED_AT = Attributes.comparable(
            ENTITY_TYPE, "publishedAt", Scalar.INSTANT);

    /** {@code words}. */
    public static final NumberAttribute<Integer> WORDS = Attributes.number(ENTITY_TYPE, "words", Scalar.INT);
    /** {@code title}. */
    public static final StringAttribute TITLE = Attributes.string(ENTITY_TYPE, "title");
    /** {@code body}. */
    public static final StringAttribute BODY = Attributes.string(ENTITY_TYPE, "body");

    private ArticleSchema() {
        super(ENTITY_TYPE, List.of("author", "articleId", "topic", "slug", "featured", "language",
                "publishedAt", "words"), List.of("words"));
    }

    @Override
    public TableDefinition table() {
        return ArticlesTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return ArticlesTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Article article) {
        ItemWriter item = ItemWriter.item(this, 25);
        // Key components encoded once: each is in several keys, or stored as the same text.
        String articleIdKey = ArticleKeys.ARTICLE_ID.encode(article.articleId());
        item.put("PK", AttributeValue.fromS(ArticleKeys.partitionKey(article.author())));
        item.put("SK", AttributeValue.fromS("ARTICLE#" + articleIdKey));
        // Sparse index ByTopic: an item without all its key components stays out of it.
        if (article.topic() != null && article.publishedAt() != null && article.articleId() != null) {
            item.put("ByTopicPK", AttributeValue.fromS(ArticleKeys.byTopicPartitionKey(article.topic())));
            item.put("ByTopicSK",
                    AttributeValue.fromS(ArticleKeys.PUBLISHED_AT.encode(article.publishedAt()) +
                    "#" + articleIdKey));
        }
        // Sparse index BySlug: an item without all its key components stays out of it.
        if (article.slug() != null) {
            item.put("BySlugPK", AttributeValue.fromS(ArticleKeys.bySlugPartitionKey(article.slug())));
        }
        // Sparse index Featured: an item without all its key components stays out of it.
        if (AttributeValues.unwrap(article.featured()) != null && article.publishedAt() != null) {
            item.put("FeaturedPK", AttributeValue.fromS(ArticleKeys.featuredPartitionKey(article.featured().get())));
            item.put("FeaturedSK", AttributeValue.fromS(ArticleKeys.featuredSortKey(article.publishedAt())));
        }
        // Sparse index ByLanguage: an item without all its key components stays out of it.
        if (article.language() != null && article.publishedAt() != null) {
            item.put("ByLanguagePK", AttributeValue.fromS(ArticleKeys.byLanguagePartitionKey(article.language())));
            item.put("ByLanguageSK", AttributeValue.fromS(ArticleKeys.byLanguageSortKey(article.publishedAt())));
        }
        // Sparse index ByPublished: an item without all its key components stays out of it.
        if (article.publishedAt() != null) {
            item.put("ByPublishedSK", AttributeValue.fromS(ArticleKeys.byPublishedSortKey(article.publishedAt())));
        }
        // Sparse index ByWords: an item without all its key components stays out of it.
        if (article.articleId() != null) {
            item.put("ByWordsSK", AttributeValue.fromS("WORDS#" +
                    KeyCodec.encodeInt(article.words()) + "#" + articleIdKey));
        }
        item.put("_type", TYPE_VALUE);
        item.putString("author", article.author());
        item.putString("articleId", article.articleId());
        item.putString("topic", article.topic());
        item.putString("slug", article.slug());
        item.putScalar("featured", AttributeValues.unwrap(article.featured()), Scalar.STRING);
        item.putString("language", article.language());
        item.putInstant("publishedAt", article.publishedAt());
        item.putInt("words", article.words());
        item.putString("title", article.title());
        item.putString("body", article.body());
        return item.toItem();
    }

    @Override
    public Article fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Article(
                    ItemReader.keyComponent(item, "PK", "author", ItemReader.readString(item, "author")),
                    ItemReader.keyComponent(item, "SK", "articleId", ItemReader.readString(item, "articleId")),
                    ItemReader.keyComponent(item, "ByTopicPK", "topic", ItemReader.readString(item, "topic")),
                    ItemReader.keyComponent(item, "BySlugPK", "slug", ItemReader.readString(item, "slug")),
                    ItemReader.keyComponent(item, "FeaturedPK", "featured",
                            ItemReader.readOptional(item, "featured", Scalar.STRING)),
                    ItemReader.keyComponent(item, "ByLanguagePK", "language", ItemReader.readString(item, "language")),
                    ItemReader.keyComponent(item, "ByTopicSK", "publishedAt",
                            ItemReader.readInstant(item, "publishedAt")),
                    ItemReader.readInt(item, "words"),
                    ItemReader.readString(item, "title"),
                    ItemReader.readString(item, "body")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Article article) {
        return ArticleKeys.primaryKey(article).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("ByTopic", "ByTopicPK", "TOPIC#<topic>", List.of("topic"),
                        values -> ArticleKeys.byTopicPartitionKey((String) values.get("topic"))),
                new ItemSchema.DerivedKey("ByTopic", "ByTopicSK", "<publishedAt>#<articleId>",
                        List.of("publishedAt", "articleId"),
                        values -> ArticleKeys.byTopicSortKey((Instant) values.get("publishedAt"),
                        (String) values.get("articleId"))),
                new ItemSchema.DerivedKey("BySlug", "BySlugPK", "SLUG#<slug>", List.of("slug"),
                        values -> ArticleKeys.bySlugPartitionKey((String) values.get("slug"))),
                new ItemSchema.DerivedKey("Featured", "FeaturedPK", "FEATURED#<featured>",
                        List.of("featured"),
                        values -> ArticleKeys.featuredPartitionKey((String) values.get("featured"))),
                new ItemSchema.DerivedKey("Featured", "FeaturedSK", "<publishedAt>",
                        List.of("publishedAt"),
                        values -> ArticleKeys.featuredSortKey((Instant) values.get("publishedAt"))),
                new ItemSchema.DerivedKey("ByLanguage", "ByLanguagePK", "LANG#<language>",
                        List.of("language"),
                        values -> ArticleKeys.byLanguagePartitionKey((String) values.get("language"))),
                new ItemSchema.DerivedKey("ByLanguage", "ByLanguageSK", "<publishedAt>",
                        List.of("publishedAt"),
                        values -> ArticleKeys.byLanguageSortKey((Instant) values.get("publishedAt"))),
                new ItemSchema.DerivedKey("ByPublished", "ByPublishedSK", "PUBLISHED#<publishedAt>",
                        List.of("publishedAt"),
                        values -> ArticleKeys.byPublishedSortKey((Instant) values.get("publishedAt"))),
                new ItemSchema.DerivedKey("ByWords", "ByWordsSK", "WORDS#<words>#<articleId>",
                        List.of("words", "articleId"),
                        values -> ArticleKeys.byWordsSortKey((Integer) values.get("words"),
                        (String) values.get("articleId"))));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "AUTHOR#<author>", ArticleKeys.AUTHOR),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "ARTICLE#<articleId>",
                        ArticleKeys.ARTICLE_ID),
                KeyTemplate.of(ENTITY_TYPE, "ByTopic", "ByTopicPK", "TOPIC#<topic>",
                        ArticleKeys.TOPIC),
                KeyTemplate.of(ENTITY_TYPE, "ByTopic", "ByTopicSK", "<publishedAt>#<articleId>",
                        ArticleKeys.PUBLISHED_AT, ArticleKeys.ARTICLE_ID),
                KeyTemplate.of(ENTITY_TYPE, "BySlug", "BySlugPK", "SLUG#<slug>", ArticleKeys.SLUG),
                KeyTemplate.of(ENTITY_TYPE, "Featured", "FeaturedPK", "FEATURED#<featured>",
                        ArticleKeys.FEATURED),
                KeyTemplate.of(ENTITY_TYPE, "Featured", "FeaturedSK", "<publishedAt>",
                        ArticleKeys.PUBLISHED_AT),
                KeyTemplate.of(ENTITY_TYPE, "ByLanguage", "ByLanguagePK", "LANG#<language>",
                        ArticleKeys.LANGUAGE),
                KeyTemplate.of(ENTITY_TYPE, "ByLanguage", "ByLanguageSK", "<publishedAt>",
                        ArticleKeys.PUBLISHED_AT),
                KeyTemplate.of(ENTITY_TYPE, "ByPublished", "ByPublishedSK",
                        "PUBLISHED#<publishedAt>", ArticleKeys.PUBLISHED_AT),
                KeyTemplate.of(ENTITY_TYPE, "ByWords", "ByWordsSK", "WORDS#<words>#<articleId>",
                        ArticleKeys.WORDS, ArticleKeys.ARTICLE_ID));
    }
}
