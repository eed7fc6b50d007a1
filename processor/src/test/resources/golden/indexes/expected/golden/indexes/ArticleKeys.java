package golden.indexes;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyPart;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Article} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Articles}: {@code PK} = {@code AUTHOR#<author>}, {@code SK} =
 * {@code ARTICLE#<articleId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ArticleKeys {
    /** {@code author} as keys encode it. */
    public static final KeyPart<String> AUTHOR = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "author");
    /** {@code articleId} as keys encode it. */
    public static final KeyPart<String> ARTICLE_ID = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "articleId");
    /** {@code topic} as keys encode it. */
    public static final KeyPart<String> TOPIC = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "topic");
    /** {@code publishedAt} as keys encode it. */
    public static final KeyPart<Instant> PUBLISHED_AT = KeyPart.ofInstant(ArticleSchema.ENTITY_TYPE, "publishedAt");
    /** {@code slug} as keys encode it. */
    public static final KeyPart<String> SLUG = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "slug");
    /** {@code featured} as keys encode it. */
    public static final KeyPart<String> FEATURED = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "featured");
    /** {@code language} as keys encode it. */
    public static final KeyPart<String> LANGUAGE = KeyPart.ofString(ArticleSchema.ENTITY_TYPE, "language");
    /** {@code words} as keys encode it. */
    public static final KeyPart<Integer> WORDS = KeyPart.ofInt(ArticleSchema.ENTITY_TYPE, "words");

    private ArticleKeys() {
    }

    /** The partition key {@code PK}: {@code AUTHOR#<author>}. */
    public static String partitionKey(String author) {
        return "AUTHOR#" + AUTHOR.encode(author);
    }

    /** The sort key {@code SK}: {@code ARTICLE#<articleId>}. */
    public static String sortKey(String articleId) {
        return "ARTICLE#" + ARTICLE_ID.encode(articleId);
    }

    /** The text every {@code SK} of this entity starts with (template {@code ARTICLE#<articleId>}). */
    public static String sortKeyPrefix() {
        return "ARTICLE#";
    }

    /**
     * The primary key of the {@code Article} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Article> primaryKey(String author, String articleId) {
        return Key.of(ArticleSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(author)),
                "SK", AttributeValue.fromS(sortKey(articleId)));
    }

    /** The primary key of the given {@code Article}, built from its key components. */
    public static Key<Article> primaryKey(Article article) {
        return primaryKey(article.author(), article.articleId());
    }

    /** Index ByTopic's partition key {@code ByTopicPK}: {@code TOPIC#<topic>}. */
    public static String byTopicPartitionKey(String topic) {
        return "TOPIC#" + TOPIC.encode(topic);
    }

    /** Index ByTopic's sort key {@code ByTopicSK}: {@code <publishedAt>#<articleId>}. */
    public static String byTopicSortKey(Instant publishedAt, String articleId) {
        return PUBLISHED_AT.encode(publishedAt) + "#" + ARTICLE_ID.encode(articleId);
    }

    /**
     * The text every {@code ByTopicSK} of this entity starts with (template
     * {@code <publishedAt>#<articleId>}).
     */
    public static String byTopicSortKeyPrefix() {
        return "";
    }

    /**
     * The text every {@code ByTopicSK} with these leading components starts with, delimiter included
     * (template {@code <publishedAt>#<articleId>}).
     */
    public static String byTopicSortKeyPrefix(Instant publishedAt) {
        return PUBLISHED_AT.encode(publishedAt) + "#";
    }

    /** Index BySlug's partition key {@code BySlugPK}: {@code SLUG#<slug>}. */
    public static String bySlugPartitionKey(String slug) {
        return "SLUG#" + SLUG.encode(slug);
    }

    /** Index Featured's partition key {@code FeaturedPK}: {@code FEATURED#<featured>}. */
    public static String featuredPartitionKey(String featured) {
        return "FEATURED#" + FEATURED.encode(featured);
    }

    /** Index Featured's sort key {@code FeaturedSK}: {@code <publishedAt>}. */
    public static String featuredSortKey(Instant publishedAt) {
        return PUBLISHED_AT.encodeWholeKey(publishedAt);
    }

    /** The text every {@code FeaturedSK} of this entity starts with (template {@code <publishedAt>}). */
    public static String featuredSortKeyPrefix() {
        return "";
    }

    /** Index ByLanguage's partition key {@code ByLanguagePK}: {@code LANG#<language>}. */
    public static String byLanguagePartitionKey(String language) {
        return "LANG#" + LANGUAGE.encode(language);
    }

    /** Index ByLanguage's sort key {@code ByLanguageSK}: {@code <publishedAt>}. */
    public static String byLanguageSortKey(Instant publishedAt) {
        return PUBLISHED_AT.encodeWholeKey(publishedAt);
    }

    /** The text every {@code ByLanguageSK} of this entity starts with (template {@code <publishedAt>}). */
    public static String byLanguageSortKeyPrefix() {
        return "";
    }

    /** Index ByPublished's partition key {@code PK}: {@code AUTHOR#<author>}. */
    public static String byPublishedPartitionKey(String author) {
        return "AUTHOR#" + AUTHOR.encode(author);
    }

    /** Index ByPublished's sort key {@code ByPublishedSK}: {@code PUBLISHED#<publishedAt>}. */
    public static String byPublishedSortKey(Instant publishedAt) {
        return "PUBLISHED#" + PUBLISHED_AT.encode(publishedAt);
    }

    /**
     * The text every {@code ByPublishedSK} of this entity starts with (template
     * {@code PUBLISHED#<publishedAt>}).
     */
    public static String byPublishedSortKeyPrefix() {
        return "PUBLISHED#";
    }

    /** Index ByWords's partition key {@code PK}: {@code AUTHOR#<author>}. */
    public static String byWordsPartitionKey(String author) {
        return "AUTHOR#" + AUTHOR.encode(author);
    }

    /** Index ByWords's sort key {@code ByWordsSK}: {@code WORDS#<words>#<articleId>}. */
    public static String byWordsSortKey(int words, String articleId) {
        return "WORDS#" + KeyCodec.encodeInt(words) + "#" + ARTICLE_ID.encode(articleId);
    }

    /**
     * The text every {@code ByWordsSK} of this entity starts with (template
     * {@code WORDS#<words>#<articleId>}).
     */
    public static String byWordsSortKeyPrefix() {
        return "WORDS#";
    }

    /**
     * The text every {@code ByWordsSK} with these leading components starts with, delimiter included
     * (template {@code WORDS#<words>#<articleId>}).
     */
    public static String byWordsSortKeyPrefix(int words) {
        return "WORDS#" + KeyCodec.encodeInt(words) + "#";
    }
}
