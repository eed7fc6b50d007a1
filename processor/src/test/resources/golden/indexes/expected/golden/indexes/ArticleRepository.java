package golden.indexes;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.OrderedPrefixKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.listener.RequestListener;
import java.time.Instant;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Article} items in table {@code Articles}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ArticleRepository extends EntityRepository<Article> {
    private static final AccessPatternSpec ARTICLES_OF = AccessPatternSpec.onTable("Article.articlesOf")
            .sortKey("ARTICLE#<articleId>");

    private static final AccessPatternSpec BY_TOPIC = AccessPatternSpec.onIndex("Article.byTopic",
            "ByTopic").sortKey("<publishedAt>#<articleId>").filterOnType().descending();

    private static final AccessPatternSpec BY_SLUG = AccessPatternSpec.onIndex("Article.bySlug", "BySlug")
            .filterOnType();

    private static final AccessPatternSpec FEATURED = AccessPatternSpec.onIndex("Article.featured",
            "Featured").sortKey("<publishedAt>").filterOnType();

    private static final AccessPatternSpec BY_LANGUAGE = AccessPatternSpec.onIndex("Article.byLanguage",
            "ByLanguage").sortKey("<publishedAt>").filterOnType();

    private static final AccessPatternSpec PUBLISHED_BY = AccessPatternSpec.onIndex("Article.publishedBy",
            "ByPublished").sortKey("PUBLISHED#<publishedAt>");

    private static final AccessPatternSpec BY_WORDS = AccessPatternSpec.onIndex("Article.byWords",
            "ByWords").sortKey("WORDS#<words>#<articleId>").consistentRead();

    private final EntityOperations<Article> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Articles}. */
    public ArticleRepository(DynamoDbClient client) {
        this(client, ArticlesTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ArticleRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, ArticleSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public ArticleRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, ArticleSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Articles} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public ArticleRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, ArticlesTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ArticleRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, ArticleSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Article} with this primary key, if there is one. */
    public Optional<Article> get(String author, String articleId) {
        return this.table.get(ArticleKeys.primaryKey(author, articleId));
    }

    /** DeleteItem: removes the {@code Article} with this primary key, if there is one. */
    public void delete(String author, String articleId) {
        this.table.delete(ArticleKeys.primaryKey(author, articleId), null);
    }

    /**
     * UpdateItem of the {@code Article} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Article> update(String author, String articleId) {
        return this.table.update(ArticleKeys.primaryKey(author, articleId),
                ArticleSchema.AUTHOR, author, ArticleSchema.ARTICLE_ID, articleId);
    }

    /**
     * A Scan of global index {@code ByTopic}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Article> scanByTopic() {
        return RuntimeAccess.scan(this.table, "ByTopic");
    }

    /**
     * A Scan of global index {@code BySlug}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Article> scanBySlug() {
        return RuntimeAccess.scan(this.table, "BySlug");
    }

    /**
     * A Scan of global index {@code Featured}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     * The index holds part of each item: every page's items are fetched whole from the table
     * (BatchGetItem).
     */
    public Scan<Article> scanFeatured() {
        return RuntimeAccess.scan(this.table, "Featured");
    }

    /**
     * A Scan of global index {@code ByLanguage}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     * The index holds part of each item: every page's items are fetched whole from the table
     * (BatchGetItem).
     */
    public Scan<Article> scanByLanguage() {
        return RuntimeAccess.scan(this.table, "ByLanguage");
    }

    /**
     * A Scan of local index {@code ByPublished}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Article> scanByPublished() {
        return RuntimeAccess.scan(this.table, "ByPublished");
    }

    /**
     * A Scan of local index {@code ByWords}: the {@code Article} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     * The index holds part of each item: every page's items are fetched whole from the table
     * (BatchGetItem).
     */
    public Scan<Article> scanByWords() {
        return RuntimeAccess.scan(this.table, "ByWords");
    }

    /**
     * Access pattern {@code articlesOf}: Query the table by
     * {@code PK = "AUTHOR#<author>" AND begins_with(SK, "ARTICLE#")}, ascending; narrow it by
     * {@code articleId}.
     */
    public ArticlesOfQuery articlesOf(String author) {
        return ARTICLES_OF.query(this.table, ArticleKeys.partitionKey(author), ArticlesOfQuery::new);
    }

    /**
     * Access pattern {@code byTopic}: Query index ByTopic by {@code ByTopicPK = "TOPIC#<topic>"} and
     * filter {@code _type = "Article"}, descending; narrow it by {@code publishedAt}, then
     * {@code articleId}.
     */
    public ByTopicQuery byTopic(String topic) {
        return BY_TOPIC.query(this.table, ArticleKeys.byTopicPartitionKey(topic), ByTopicQuery::new);
    }

    /**
     * Access pattern {@code bySlug}: Query index BySlug by {@code BySlugPK = "SLUG#<slug>"} and filter
     * {@code _type = "Article"}, ascending.
     */
    public BySlugQuery bySlug(String slug) {
        return BY_SLUG.query(this.table, ArticleKeys.bySlugPartitionKey(slug), BySlugQuery::new);
    }

    /**
     * Access pattern {@code featured}: Query index Featured by {@code FeaturedPK = "FEATURED#<featured>"}
     * and filter {@code _type = "Article"}, ascending; narrow it by {@code publishedAt}.
     */
    public FeaturedQuery featured(String featured) {
        return FEATURED.query(this.table, ArticleKeys.featuredPartitionKey(featured),
                FeaturedQuery::new);
    }

    /**
     * Access pattern {@code byLanguage}: Query index ByLanguage by
     * {@code ByLanguagePK = "LANG#<language>"} and filter {@code _type = "Article"}, ascending; narrow it
     * by {@code publishedAt}.
     */
    public ByLanguageQuery byLanguage(String language) {
        return BY_LANGUAGE.query(this.table, ArticleKeys.byLanguagePartitionKey(language),
                ByLanguageQuery::new);
    }

    /**
     * Access pattern {@code publishedBy}: Query index ByPublished by
     * {@code PK = "AUTHOR#<author>" AND begins_with(ByPublishedSK, "PUBLISHED#")}, ascending; narrow it by
     * {@code publishedAt}.
     */
    public PublishedByQuery publishedBy(String author) {
        return PUBLISHED_BY.query(this.table, ArticleKeys.byPublishedPartitionKey(author),
                PublishedByQuery::new);
    }

    /**
     * Access pattern {@code byWords}: Query index ByWords by
     * {@code PK = "AUTHOR#<author>" AND begins_with(ByWordsSK, "WORDS#")}, ascending, strongly consistent;
     * narrow it by {@code words}, then {@code articleId}.
     */
    public ByWordsQuery byWords(String author) {
        return BY_WORDS.query(this.table, ArticleKeys.byWordsPartitionKey(author), ByWordsQuery::new);
    }

    /** A query of the {@code AUTHOR#<author>} partition; {@code articleId()} narrows it. */
    public static final class ArticlesOfQuery extends PartitionQuery<Article, ArticlesOfQuery> {
        private ArticlesOfQuery(Query<Article> query) {
            super(query, ArticlesOfQuery::new);
        }

        /**
         * Key conditions on {@code articleId}: {@code eq} is {@code SK = "ARTICLE#<articleId>"};
         * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within
         * {@code "ARTICLE#"}; {@code beginsWith(prefix)} is {@code begins_with(SK, "ARTICLE#" + prefix)}.
         */
        public OrderedPrefixKeyRange<Article, Query<Article>> articleId() {
            return orderedPrefixRange(ArticleKeys.ARTICLE_ID);
        }
    }

    /** A query of the {@code TOPIC#<topic>} partition; {@code publishedAt()} narrows it. */
    public static final class ByTopicQuery extends PartitionQuery<Article, ByTopicQuery> {
        private ByTopicQuery(Query<Article> query) {
            super(query, ByTopicQuery::new);
        }

        /**
         * Key conditions on {@code publishedAt}: {@code eq} is
         * {@code begins_with(ByTopicSK, "<publishedAt>#")} and leads to {@code articleId}; {@code between},
         * {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code ByTopicSK}.
         */
        public OrderedKeyRange<Article, Instant, WithPublishedAt> publishedAt() {
            return orderedRange(ArticleKeys.PUBLISHED_AT, WithPublishedAt::new);
        }

        /**
         * A query of the items whose {@code <publishedAt>#<articleId>} fixes {@code publishedAt};
         * {@code articleId()} narrows it.
         */
        public static final class WithPublishedAt extends PartitionQuery<Article, WithPublishedAt> {
            private WithPublishedAt(Query<Article> query) {
                super(query, WithPublishedAt::new);
            }

            /**
             * Key conditions on {@code articleId}: {@code eq} is {@code ByTopicSK = "<publishedAt>#<articleId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code ByTopicSK}
             * within {@code "<publishedAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(ByTopicSK, "<publishedAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Article, Query<Article>> articleId() {
                return orderedPrefixRange(ArticleKeys.ARTICLE_ID);
            }
        }
    }

    /** A query of the {@code SLUG#<slug>} partition. */
    public static final class BySlugQuery extends PartitionQuery<Article, BySlugQuery> {
        private BySlugQuery(Query<Article> query) {
            super(query, BySlugQuery::new);
        }
    }

    /** A query of the {@code FEATURED#<featured>} partition; {@code publishedAt()} narrows it. */
    public static final class FeaturedQuery extends PartitionQuery<Article, FeaturedQuery> {
        private FeaturedQuery(Query<Article> query) {
            super(query, FeaturedQuery::new);
        }

        /**
         * Key conditions on {@code publishedAt}: {@code eq} is {@code FeaturedSK = "<publishedAt>"};
         * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code FeaturedSK}.
         */
        public OrderedKeyRange<Article, Instant, Query<Article>> publishedAt() {
            return orderedRange(ArticleKeys.PUBLISHED_AT);
        }
    }

    /** A query of the {@code LANG#<language>} partition; {@code publishedAt()} narrows it. */
    public static final class ByLanguageQuery extends PartitionQuery<Article, ByLanguageQuery> {
        private ByLanguageQuery(Query<Article> query) {
            super(query, ByLanguageQuery::new);
        }

        /**
         * Key conditions on {@code publishedAt}: {@code eq} is {@code ByLanguageSK = "<publishedAt>"};
         * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of
         * {@code ByLanguageSK}.
         */
        public OrderedKeyRange<Article, Instant, Query<Article>> publishedAt() {
            return orderedRange(ArticleKeys.PUBLISHED_AT);
        }
    }

    /** A query of the {@code AUTHOR#<author>} partition; {@code publishedAt()} narrows it. */
    public static final class PublishedByQuery extends PartitionQuery<Article, PublishedByQuery> {
        private PublishedByQuery(Query<Article> query) {
            super(query, PublishedByQuery::new);
        }

        /**
         * Key conditions on {@code publishedAt}: {@code eq} is
         * {@code ByPublishedSK = "PUBLISHED#<publishedAt>"}; {@code between}, {@code lt}, {@code le},
         * {@code gt} and {@code ge} are ranges of {@code ByPublishedSK} within {@code "PUBLISHED#"}.
         */
        public OrderedKeyRange<Article, Instant, Query<Article>> publishedAt() {
            return orderedRange(ArticleKeys.PUBLISHED_AT);
        }
    }

    /** A query of the {@code AUTHOR#<author>} partition; {@code words()} narrows it. */
    public static final class ByWordsQuery extends PartitionQuery<Article, ByWordsQuery> {
        private ByWordsQuery(Query<Article> query) {
            super(query, ByWordsQuery::new);
        }

        /**
         * Key conditions on {@code words}: {@code eq} is {@code begins_with(ByWordsSK, "WORDS#<words>#")} and
         * leads to {@code articleId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code ByWordsSK} within {@code "WORDS#"}.
         */
        public OrderedKeyRange<Article, Integer, WithWords> words() {
            return orderedRange(ArticleKeys.WORDS, WithWords::new);
        }

        /**
         * A query of the items whose {@code WORDS#<words>#<articleId>} fixes {@code words};
         * {@code articleId()} narrows it.
         */
        public static final class WithWords extends PartitionQuery<Article, WithWords> {
            private WithWords(Query<Article> query) {
                super(query, WithWords::new);
            }

            /**
             * Key conditions on {@code articleId}: {@code eq} is {@code ByWordsSK = "WORDS#<words>#<articleId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code ByWordsSK}
             * within {@code "WORDS#<words>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(ByWordsSK, "WORDS#<words>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Article, Query<Article>> articleId() {
                return orderedPrefixRange(ArticleKeys.ARTICLE_ID);
            }
        }
    }
}
