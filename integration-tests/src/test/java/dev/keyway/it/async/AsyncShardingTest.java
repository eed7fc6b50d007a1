package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Post;
import dev.keyway.it.catalog.PostAsyncRepository;
import dev.keyway.it.catalog.PostKeys;
import dev.keyway.it.catalog.PostRepository;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Sharded partitions through the asynchronous repository (mirrors {@code queries.ShardingTest}): the
 * shards' queries merged in sort-key order as the synchronous pages merge them, pages full and exact,
 * the same cursors (one from either repository continues in the other), the publisher on demand.
 */
class AsyncShardingTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final Instant T0 = Instant.parse("2024-05-01T00:00:00Z");

    private static DynamoDbAsyncClient async;

    private PostRepository sync;
    private PostAsyncRepository posts;
    private final List<Post> seeded = new ArrayList<>();

    @BeforeAll
    static void client() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @BeforeEach
    void seed(DynamoDbClient client) {
        sync = new PostRepository(client);
        sync.createTable();
        for (int i = 0; i < 60; i++) {
            Post post = new Post("main", "p" + i, T0.plus(Duration.ofMinutes(i)), i % 3 == 0 ? "java" : "dynamo", "post " + i);
            sync.put(post);
            seeded.add(post);
        }
        sync.put(new Post("other", "x1", T0, "java", "another feed"));
        posts = new PostAsyncRepository(async);
    }

    private static <T> T await(java.util.concurrent.CompletableFuture<T> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    private static List<Post> readAll(AsyncQuery<Post> query) throws Exception {
        List<Post> read = new ArrayList<>();
        Page<Post> page = await(query.page());
        read.addAll(page.items());
        int pages = 1;
        while (page.cursor().isPresent()) {
            page = await(query.page(page.cursor().get()));
            read.addAll(page.items());
            assertTrue(++pages <= 200, "the query must make progress");
        }
        return read;
    }

    @Test
    void aFanOutQueryMergesTheShardsInSortKeyOrder() throws Exception {
        assertEquals(seeded, await(posts.feed("main").page()).items());
        List<Post> reversed = new ArrayList<>(seeded);
        Collections.reverse(reversed);
        assertEquals(reversed, await(posts.feed("main").descending().page()).items());
        assertEquals(seeded.subList(10, 21), await(posts.feed("main", q -> q.postedAt()
                .between(T0.plus(Duration.ofMinutes(10)), T0.plus(Duration.ofMinutes(20)))).page()).items());
    }

    @Test
    void pagesResumeEveryShardWithoutLossOrRepeatAndMatchTheSynchronousPages() throws Exception {
        for (int limit : new int[] {1, 7, 13, 60, 100}) {
            assertEquals(seeded, readAll(posts.feed("main").limit(limit)), "limit " + limit);
            Page<Post> asyncFirst = await(posts.feed("main").limit(limit).page());
            Page<Post> syncFirst = sync.feed("main").limit(limit).page();
            assertEquals(syncFirst.items(), asyncFirst.items(), "the same merge");
            assertEquals(syncFirst.cursor().isPresent(), asyncFirst.cursor().isPresent());
        }
        // a cursor of either repository continues in the other
        String syncCursor = sync.feed("main").limit(7).page().cursor().orElseThrow();
        assertEquals(seeded.subList(7, 14), await(posts.feed("main").limit(7).page(syncCursor)).items());
        String asyncCursor = await(posts.feed("main").limit(7).page()).cursor().orElseThrow();
        assertEquals(seeded.subList(7, 14), sync.feed("main").limit(7).page(asyncCursor).items());
    }

    @Test
    void pagesAreFullAndExactWhenOneShardHoldsMostItems() throws Exception {
        List<Post> skewed = new ArrayList<>();
        for (int i = 0; skewed.size() < 34; i++) {
            String id = "s" + i;
            boolean crowded = PostKeys.partitionKeyShard(id) == 0;
            long crowdedCount = skewed.stream().filter(post -> PostKeys.partitionKeyShard(post.postId()) == 0).count();
            if (crowded ? crowdedCount < 30 : skewed.size() - crowdedCount < 4) {
                Post post = new Post("skewed", id, T0.plus(Duration.ofSeconds(i)), "java", "skewed " + i);
                sync.put(post);
                skewed.add(post);
            }
        }
        List<Post> reversed = new ArrayList<>(skewed);
        Collections.reverse(reversed);
        for (boolean descending : new boolean[] {false, true}) {
            AsyncQuery<Post> query = descending ? posts.feed("skewed").descending().limit(12) : posts.feed("skewed").limit(12);
            List<Post> read = new ArrayList<>();
            List<Integer> sizes = new ArrayList<>();
            Page<Post> page = await(query.page());
            while (true) {
                read.addAll(page.items());
                sizes.add(page.items().size());
                if (page.cursor().isEmpty()) {
                    break;
                }
                page = await(query.page(page.cursor().get()));
            }
            assertEquals(descending ? reversed : skewed, read, descending ? "descending" : "ascending");
            assertEquals(List.of(12, 12, 10), sizes, "every page but the last is full");
        }
    }

    @Test
    void theItemsPublisherReadsEveryShardOnDemand() throws Exception {
        assertEquals(seeded, Subscribers.collect(posts.feed("main").limit(7).items(), 3).get(10, TimeUnit.SECONDS));
        List<Page<Post>> pages = Subscribers.collect(posts.feed("main").limit(25).pages(), 1).get(10, TimeUnit.SECONDS);
        assertEquals(List.of(25, 25, 10), pages.stream().map(page -> page.items().size()).toList());
    }

    @Test
    void aRandomlyShardedIndexMergesToo() throws Exception {
        List<Post> read = readAll(posts.byTag("java").limit(3));
        List<Post> expected = new ArrayList<>(seeded.stream().filter(post -> post.tag().equals("java")).toList());
        expected.add(new Post("other", "x1", T0, "java", "another feed")); // the tag index spans feeds
        assertEquals(expected.size(), read.size());
        assertTrue(read.containsAll(expected));
        for (int i = 1; i < read.size(); i++) {
            assertFalse(read.get(i).postedAt().isBefore(read.get(i - 1).postedAt()), "time order");
        }
    }

    @Test
    void aCursorOnlyContinuesItsOwnShardedQueryAndFailsTheFutureOtherwise() throws Exception {
        String cursor = await(posts.feed("main").limit(5).page()).cursor().orElseThrow();
        assertEquals(5, await(posts.feed("main").limit(5).page(cursor)).items().size());
        ExecutionException other = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> await(posts.feed("other").limit(5).page(cursor)));
        assertInstanceOf(InvalidCursorException.class, other.getCause());
        ExecutionException index = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> await(posts.byTag("java").limit(5).page(cursor)));
        assertInstanceOf(InvalidCursorException.class, index.getCause());
    }
}
