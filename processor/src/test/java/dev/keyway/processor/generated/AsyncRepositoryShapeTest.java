package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.compileOnly;
import static dev.keyway.processor.support.GeneratedClasses.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue #26, section 5: every entity gets {@code XAsyncRepository} on a {@code DynamoDbAsyncClient},
 * with the typed methods of {@code XRepository} returning futures and queries narrowed by the
 * synchronous query classes' conditions (a sharded partition's too), vector searches whose {@code top}
 * is a future, an {@code XAsyncCollection} per item collection; {@code putRetrying} only for a versioned
 * entity. An entity with {@code @Unique} components has one too (its writes read and write its guard
 * items, as the synchronous repository's do).
 */
class AsyncRepositoryShapeTest {

    private static final JavaFileObject ORDER = source("t.async.Order", """
            @Entity(table = "Async")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("ORDER#<placedAt>#<orderId>")
            @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
            @AccessPattern(name = "ordersOf")
            @AccessPattern(name = "byStatus", index = "GSI1")
            public record Order(String customerId, java.time.Instant placedAt, String orderId, String status,
                                @Version long version) {}
            """);

    private static final JavaFileObject MEMBER = source("t.async.Member", """
            @Entity(table = "Async")
            @PartitionKey("MEMBER#<id>")
            @SortKey("PROFILE")
            public record Member(String id, @Unique String email) {}
            """);

    private static JavaFileObject caller(String body) {
        return JavaFileObjects.forSourceString("t.async.Caller", """
                package t.async;

                import java.time.Instant;
                import java.util.Optional;
                import java.util.concurrent.CompletableFuture;
                import dev.keyway.runtime.Page;
                import org.reactivestreams.Publisher;
                import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

                class Caller {
                    void call(DynamoDbAsyncClient client, Order order, Instant since) {
                        %s
                    }
                }
                """.formatted(body));
    }

    @Test
    void theAsyncRepositoryHasTheTypedMethodsReturningFutures() {
        Compilation compilation = compileOnly(ORDER, MEMBER, caller("""
                OrderAsyncRepository orders = new OrderAsyncRepository(client);
                CompletableFuture<Optional<Order>> found = orders.get("c1", since, "o1");
                CompletableFuture<Void> deleted = orders.delete("c1", since, "o1");
                CompletableFuture<Order> updated = orders.update("c1", since, "o1")
                        .set(OrderSchema.STATUS, "SHIPPED").expectVersion(2).execute();
                CompletableFuture<Order> merged = orders.putRetrying(order, (attempted, current) -> current, 3);
                CompletableFuture<Page<Order>> page = orders.ordersOf("c1", q -> q.placedAt().ge(since)).limit(10).page();
                Publisher<Order> items = orders.byStatus("PLACED").descending().items();
                Publisher<Order> scanned = orders.scanGsi1().items();
                """));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("t.async.OrderAsyncRepository");
    }

    private static final JavaFileObject FEED_POST = source("t.async.Post", """
            @Entity(table = "Async")
            @PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
            @SortKey("POST#<postedAt>#<postId>")
            @VectorIndex(index = "PostEmbeddings", component = "embedding", dimensions = 3, partitionKey = "feed",
                    filters = "tag")
            @AccessPattern(name = "feed")
            @AccessPattern(name = "similar", index = "PostEmbeddings")
            public record Post(String feed, String postId, java.time.Instant postedAt, String tag,
                               java.util.Optional<java.util.List<Float>> embedding) {}
            """);

    private static final JavaFileObject FEED_ITEM = source("t.async.FeedItem",
            "@ItemCollection public sealed interface FeedItem permits Pin, Note {}");

    private static final JavaFileObject NOTE = source("t.async.Note", """
            @Entity(table = "Async")
            @PartitionKey("FEED#<feed>")
            @SortKey("NOTE#<noteId>")
            public record Note(String feed, String noteId) implements FeedItem {}
            """);

    private static final JavaFileObject PIN = source("t.async.Pin", """
            @Entity(table = "Async")
            @PartitionKey("FEED#<feed>")
            @SortKey("PIN#<pinId>")
            public record Pin(String feed, String pinId) implements FeedItem {}
            """);

    @Test
    void shardedPatternsItemCollectionsAndVectorSearchesHaveTheirAsyncFaces() {
        Compilation compilation = compileOnly(ORDER, MEMBER, PIN, NOTE, FEED_ITEM, caller("""
                CompletableFuture<Page<Post>> merged = new PostAsyncRepository(client).feed("f1",
                        q -> q.postedAt().ge(since)).limit(10).page();
                CompletableFuture<java.util.List<dev.keyway.runtime.Neighbour<Post>>> nearest =
                        new PostAsyncRepository(client).similar("f1", new float[] {1, 0, 0})
                                .where(PostSchema.TAG, "java").top(5);
                FeedItemAsyncCollection items = new FeedItemAsyncCollection(client);
                Publisher<FeedItem> all = items.query("f1").items();
                CompletableFuture<Page<FeedItem>> pins = items.query("f1", q -> q.sortKey().beginsWith("PIN#")).page();
                """)
                , FEED_POST);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("t.async.FeedItemAsyncCollection");
    }

    @Test
    void anEntityWithUniqueValuesHasOneWithItsWrites() {
        Compilation compilation = compileOnly(ORDER, MEMBER, caller("""
                MemberAsyncRepository members = new MemberAsyncRepository(client);
                Member member = new Member("m1", "ada@example.com");
                CompletableFuture<Member> created = members.create(member);
                CompletableFuture<Member> stored = members.put(member);
                CompletableFuture<Member> updated = members.update("m1").set(MemberSchema.EMAIL, "b@example.com").execute();
                CompletableFuture<Void> deleted = members.delete("m1");
                """));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("t.async.MemberAsyncRepository");
    }
}
