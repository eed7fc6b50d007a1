package golden;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Post} items in table {@code Store}, asynchronously: the methods of {@link PostRepository} on
 * a {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, queries
 * paged as futures or published with back-pressure; {@code put}, {@code create}, batches and
 * {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PostAsyncRepository extends AsyncEntityRepository<Post> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final PostRepository prepared;

    /** A repository on table {@code Store}. */
    public PostAsyncRepository(DynamoDbAsyncClient client) {
        this(client, StoreTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public PostAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener).
     */
    public PostAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public PostAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new PostRepository(PREPARING, tableName, settings), settings);
    }

    private PostAsyncRepository(DynamoDbAsyncClient client, PostRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Post} with this primary key, if there is one. */
    public CompletableFuture<Optional<Post>> get(String feed, Instant postedAt, String postId) {
        return defer(() -> get(PostKeys.primaryKey(feed, postedAt, postId)));
    }

    /** DeleteItem: removes the {@code Post} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String feed, Instant postedAt, String postId) {
        return defer(() -> delete(PostKeys.primaryKey(feed, postedAt, postId)));
    }

    /**
     * UpdateItem of the {@code Post} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Post> update(String feed, Instant postedAt, String postId) {
        return asyncUpdate(() -> this.prepared.update(feed, postedAt, postId));
    }

    /** A Scan of index {@code GSI2}, published page by page on demand. */
    public AsyncScan<Post> scanGsi2() {
        return asyncScan(() -> this.prepared.scanGsi2());
    }

    /**
     * Access pattern {@code feed}, asynchronously: the query of {@link PostRepository#feed}, its pages as
     * futures or published on demand.
     */
    public AsyncQuery<Post> feed(String feed) {
        return asyncQuery(() -> this.prepared.feed(feed));
    }

    /**
     * Access pattern {@code feed}, asynchronously, narrowed by the sort-key conditions of
     * {@link PostRepository.FeedQuery}: {@code q -> q.postedAt().eq(...)}.
     */
    public AsyncQuery<Post> feed(String feed,
            Function<? super PostRepository.FeedQuery, ? extends Query<Post>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.feed(feed)));
    }

    /**
     * Access pattern {@code byTag}, asynchronously: the query of {@link PostRepository#byTag}, its pages
     * as futures or published on demand.
     */
    public AsyncQuery<Post> byTag(String tag) {
        return asyncQuery(() -> this.prepared.byTag(tag));
    }

    /**
     * Access pattern {@code byTag}, asynchronously, narrowed by the sort-key conditions of
     * {@link PostRepository.ByTagQuery}: {@code q -> q.postedAt().eq(...)}.
     */
    public AsyncQuery<Post> byTag(String tag,
            Function<? super PostRepository.ByTagQuery, ? extends Query<Post>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byTag(tag)));
    }
}
