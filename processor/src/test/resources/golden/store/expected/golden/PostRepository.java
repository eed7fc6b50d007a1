package golden;

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
 * {@link Post} items in table {@code Store}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PostRepository extends EntityRepository<Post> {
    private static final AccessPatternSpec FEED = AccessPatternSpec.onTable("Post.feed")
            .sortKey("POST#<postedAt>#<postId>").sharded(4);

    private static final AccessPatternSpec BY_TAG = AccessPatternSpec.onIndex("Post.byTag", "GSI2")
            .sortKey("<postedAt>#<postId>").filterOnType().sharded(8);

    private final EntityOperations<Post> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Store}. */
    public PostRepository(DynamoDbClient client) {
        this(client, StoreTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public PostRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, PostSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public PostRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, PostSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public PostRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public PostRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, PostSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Post} with this primary key, if there is one. */
    public Optional<Post> get(String feed, Instant postedAt, String postId) {
        return this.table.get(PostKeys.primaryKey(feed, postedAt, postId));
    }

    /** DeleteItem: removes the {@code Post} with this primary key, if there is one. */
    public void delete(String feed, Instant postedAt, String postId) {
        this.table.delete(PostKeys.primaryKey(feed, postedAt, postId), null);
    }

    /**
     * UpdateItem of the {@code Post} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Post> update(String feed, Instant postedAt, String postId) {
        return this.table.update(PostKeys.primaryKey(feed, postedAt, postId),
                PostSchema.FEED, feed, PostSchema.POSTED_AT, postedAt, PostSchema.POST_ID, postId);
    }

    /**
     * A Scan of global index {@code GSI2}: the {@code Post} items that have its keys (of a sparse index,
     * only those), in parallel segments if asked.
     */
    public Scan<Post> scanGsi2() {
        return RuntimeAccess.scan(this.table, "GSI2");
    }

    /**
     * Access pattern {@code feed}: Query the table by
     * {@code PK = "FEED#<feed>" AND begins_with(SK, "POST#")}, ascending; narrow it by {@code postedAt},
     * then {@code postId}.
     * The partition is sharded into 4: one query per shard, in parallel, merged in sort-key order.
     */
    public FeedQuery feed(String feed) {
        return FEED.query(this.table, shard -> PostKeys.partitionKey(feed, shard), FeedQuery::new);
    }

    /**
     * Access pattern {@code byTag}: Query index GSI2 by {@code GSI2PK = "TAG#<tag>"} and filter
     * {@code _type = "Post"}, ascending; narrow it by {@code postedAt}, then {@code postId}.
     * The partition is sharded into 8: one query per shard, in parallel, merged in sort-key order.
     */
    public ByTagQuery byTag(String tag) {
        return BY_TAG.query(this.table, shard -> PostKeys.gsi2PartitionKey(tag, shard), ByTagQuery::new);
    }

    /** A query of the {@code FEED#<feed>} partition; {@code postedAt()} narrows it. */
    public static final class FeedQuery extends PartitionQuery<Post, FeedQuery> {
        private FeedQuery(Query<Post> query) {
            super(query, FeedQuery::new);
        }

        /**
         * Key conditions on {@code postedAt}: {@code eq} is {@code begins_with(SK, "POST#<postedAt>#")} and
         * leads to {@code postId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code SK} within {@code "POST#"}.
         */
        public OrderedKeyRange<Post, Instant, WithPostedAt> postedAt() {
            return orderedRange(PostKeys.POSTED_AT, WithPostedAt::new);
        }

        /**
         * A query of the items whose {@code POST#<postedAt>#<postId>} fixes {@code postedAt}; {@code postId()}
         * narrows it.
         */
        public static final class WithPostedAt extends PartitionQuery<Post, WithPostedAt> {
            private WithPostedAt(Query<Post> query) {
                super(query, WithPostedAt::new);
            }

            /**
             * Key conditions on {@code postId}: {@code eq} is {@code SK = "POST#<postedAt>#<postId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within
             * {@code "POST#<postedAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(SK, "POST#<postedAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Post, Query<Post>> postId() {
                return orderedPrefixRange(PostKeys.POST_ID);
            }
        }
    }

    /** A query of the {@code TAG#<tag>} partition; {@code postedAt()} narrows it. */
    public static final class ByTagQuery extends PartitionQuery<Post, ByTagQuery> {
        private ByTagQuery(Query<Post> query) {
            super(query, ByTagQuery::new);
        }

        /**
         * Key conditions on {@code postedAt}: {@code eq} is {@code begins_with(GSI2SK, "<postedAt>#")} and
         * leads to {@code postId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code GSI2SK}.
         */
        public OrderedKeyRange<Post, Instant, WithPostedAt2> postedAt() {
            return orderedRange(PostKeys.POSTED_AT, WithPostedAt2::new);
        }

        /**
         * A query of the items whose {@code <postedAt>#<postId>} fixes {@code postedAt}; {@code postId()}
         * narrows it.
         */
        public static final class WithPostedAt2 extends PartitionQuery<Post, WithPostedAt2> {
            private WithPostedAt2(Query<Post> query) {
                super(query, WithPostedAt2::new);
            }

            /**
             * Key conditions on {@code postId}: {@code eq} is {@code GSI2SK = "<postedAt>#<postId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code GSI2SK}
             * within {@code "<postedAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(GSI2SK, "<postedAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Post, Query<Post>> postId() {
                return orderedPrefixRange(PostKeys.POST_ID);
            }
        }
    }
}
