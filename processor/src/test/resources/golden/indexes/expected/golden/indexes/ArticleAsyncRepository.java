package golden.indexes;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Article} items in table {@code Articles}, asynchronously: the methods of
 * {@link ArticleRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ArticleAsyncRepository extends AsyncEntityRepository<Article> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final ArticleRepository prepared;

    /** A repository on table {@code Articles}. */
    public ArticleAsyncRepository(DynamoDbAsyncClient client) {
        this(client, ArticlesTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ArticleAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Articles} with the application's settings
     * (cursor keys, request listener).
     */
    public ArticleAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, ArticlesTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ArticleAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new ArticleRepository(PREPARING, tableName, settings), settings);
    }

    private ArticleAsyncRepository(DynamoDbAsyncClient client, ArticleRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Article} with this primary key, if there is one. */
    public CompletableFuture<Optional<Article>> get(String author, String articleId) {
        return defer(() -> get(ArticleKeys.primaryKey(author, articleId)));
    }

    /** DeleteItem: removes the {@code Article} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String author, String articleId) {
        return defer(() -> delete(ArticleKeys.primaryKey(author, articleId)));
    }

    /**
     * UpdateItem of the {@code Article} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Article> update(String author, String articleId) {
        return asyncUpdate(() -> this.prepared.update(author, articleId));
    }

    /** A Scan of index {@code ByTopic}, published page by page on demand. */
    public AsyncScan<Article> scanByTopic() {
        return asyncScan(() -> this.prepared.scanByTopic());
    }

    /** A Scan of index {@code BySlug}, published page by page on demand. */
    public AsyncScan<Article> scanBySlug() {
        return asyncScan(() -> this.prepared.scanBySlug());
    }

    /** A Scan of index {@code Featured}, published page by page on demand. */
    public AsyncScan<Article> scanFeatured() {
        return asyncScan(() -> this.prepared.scanFeatured());
    }

    /** A Scan of index {@code ByLanguage}, published page by page on demand. */
    public AsyncScan<Article> scanByLanguage() {
        return asyncScan(() -> this.prepared.scanByLanguage());
    }

    /** A Scan of index {@code ByPublished}, published page by page on demand. */
    public AsyncScan<Article> scanByPublished() {
        return asyncScan(() -> this.prepared.scanByPublished());
    }

    /** A Scan of index {@code ByWords}, published page by page on demand. */
    public AsyncScan<Article> scanByWords() {
        return asyncScan(() -> this.prepared.scanByWords());
    }

    /**
     * Access pattern {@code articlesOf}, asynchronously: the query of
     * {@link ArticleRepository#articlesOf}, its pages as futures or published on demand.
     */
    public AsyncQuery<Article> articlesOf(String author) {
        return asyncQuery(() -> this.prepared.articlesOf(author));
    }

    /**
     * Access pattern {@code articlesOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.ArticlesOfQuery}: {@code q -> q.articleId().eq(...)}.
     */
    public AsyncQuery<Article> articlesOf(String author,
            Function<? super ArticleRepository.ArticlesOfQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.articlesOf(author)));
    }

    /**
     * Access pattern {@code byTopic}, asynchronously: the query of {@link ArticleRepository#byTopic}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Article> byTopic(String topic) {
        return asyncQuery(() -> this.prepared.byTopic(topic));
    }

    /**
     * Access pattern {@code byTopic}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.ByTopicQuery}: {@code q -> q.publishedAt().eq(...)}.
     */
    public AsyncQuery<Article> byTopic(String topic,
            Function<? super ArticleRepository.ByTopicQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byTopic(topic)));
    }

    /**
     * Access pattern {@code bySlug}, asynchronously: the query of {@link ArticleRepository#bySlug}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Article> bySlug(String slug) {
        return asyncQuery(() -> this.prepared.bySlug(slug));
    }

    /**
     * Access pattern {@code featured}, asynchronously: the query of {@link ArticleRepository#featured},
     * its pages as futures or published on demand.
     */
    public AsyncQuery<Article> featured(String featured) {
        return asyncQuery(() -> this.prepared.featured(featured));
    }

    /**
     * Access pattern {@code featured}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.FeaturedQuery}: {@code q -> q.publishedAt().eq(...)}.
     */
    public AsyncQuery<Article> featured(String featured,
            Function<? super ArticleRepository.FeaturedQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.featured(featured)));
    }

    /**
     * Access pattern {@code byLanguage}, asynchronously: the query of
     * {@link ArticleRepository#byLanguage}, its pages as futures or published on demand.
     */
    public AsyncQuery<Article> byLanguage(String language) {
        return asyncQuery(() -> this.prepared.byLanguage(language));
    }

    /**
     * Access pattern {@code byLanguage}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.ByLanguageQuery}: {@code q -> q.publishedAt().eq(...)}.
     */
    public AsyncQuery<Article> byLanguage(String language,
            Function<? super ArticleRepository.ByLanguageQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byLanguage(language)));
    }

    /**
     * Access pattern {@code publishedBy}, asynchronously: the query of
     * {@link ArticleRepository#publishedBy}, its pages as futures or published on demand.
     */
    public AsyncQuery<Article> publishedBy(String author) {
        return asyncQuery(() -> this.prepared.publishedBy(author));
    }

    /**
     * Access pattern {@code publishedBy}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.PublishedByQuery}: {@code q -> q.publishedAt().eq(...)}.
     */
    public AsyncQuery<Article> publishedBy(String author,
            Function<? super ArticleRepository.PublishedByQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.publishedBy(author)));
    }

    /**
     * Access pattern {@code byWords}, asynchronously: the query of {@link ArticleRepository#byWords}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Article> byWords(String author) {
        return asyncQuery(() -> this.prepared.byWords(author));
    }

    /**
     * Access pattern {@code byWords}, asynchronously, narrowed by the sort-key conditions of
     * {@link ArticleRepository.ByWordsQuery}: {@code q -> q.words().eq(...)}.
     */
    public AsyncQuery<Article> byWords(String author,
            Function<? super ArticleRepository.ByWordsQuery, ? extends Query<Article>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byWords(author)));
    }
}
