package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Post;
import dev.keyway.it.catalog.PostKeys;
import dev.keyway.it.catalog.PostRepository;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Sharded partitions: writes spread over shards, queries fan out and merge in sort-key order. */
class ShardingTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final Instant T0 = Instant.parse("2024-05-01T00:00:00Z");

    private DynamoDbClient client;
    private PostRepository posts;
    private final List<Post> seeded = new ArrayList<>();

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        posts = new PostRepository(client);
        posts.createTable();
        for (int i = 0; i < 60; i++) {
            Post post = new Post("main", "p" + i, T0.plus(Duration.ofMinutes(i)), i % 3 == 0 ? "java" : "dynamo", "post " + i);
            posts.put(post);
            seeded.add(post);
        }
        posts.put(new Post("other", "x1", T0, "java", "another feed"));
    }

    @Test
    void writesSpreadOverTheShardsAndGetFindsAPostsShard() {
        Set<String> partitions = new HashSet<>();
        client.scan(request -> request.tableName("Catalog")).items().forEach(item -> {
            if (item.get("PK").s().startsWith("FEED#main#")) {
                partitions.add(item.get("PK").s());
            }
        });
        assertEquals(Set.of("FEED#main#0", "FEED#main#1", "FEED#main#2", "FEED#main#3"), partitions);
        Post post = seeded.get(17);
        assertEquals(Optional.of(post), posts.get("main", post.postedAt(), "p17"));
        assertEquals(PostKeys.partitionKey("main", PostKeys.partitionKeyShard("p17")),
                PostKeys.primaryKey(post).attributes().get("PK").s());
    }

    @Test
    void aFanOutQueryMergesTheShardsInSortKeyOrder() {
        assertEquals(seeded, posts.feed("main").page().items());
        List<Post> reversed = new ArrayList<>(seeded);
        Collections.reverse(reversed);
        assertEquals(reversed, posts.feed("main").descending().page().items());
        assertEquals(seeded.subList(10, 21),
                posts.feed("main").postedAt().between(T0.plus(Duration.ofMinutes(10)), T0.plus(Duration.ofMinutes(20))).page().items());
    }

    @Test
    void pagesResumeEveryShardWithoutLossOrRepeat() {
        for (int limit : new int[] {1, 7, 13, 60, 100}) {
            var query = posts.feed("main").limit(limit);
            List<Post> read = new ArrayList<>();
            Page<Post> page = query.page();
            read.addAll(page.items());
            int pages = 1;
            while (page.cursor().isPresent()) {
                page = query.page(page.cursor().get());
                read.addAll(page.items());
                assertTrue(++pages <= 200, "the query must make progress");
            }
            assertEquals(seeded, read, "limit " + limit);
        }
        assertEquals(seeded.subList(0, 25), posts.feed("main").limit(4).stream().limit(25).toList());
    }

    @Test
    void pagesAreFullAndExactWhenOneShardHoldsMostItems() {
        // A page first asks each shard for a share of it; here one shard holds 30 of the 34 posts, and its
        // frontier holds the page back until it is read further.
        List<Post> skewed = new ArrayList<>();
        for (int i = 0; skewed.size() < 34; i++) {
            String id = "s" + i;
            boolean crowded = PostKeys.partitionKeyShard(id) == 0;
            long crowdedCount = skewed.stream().filter(post -> PostKeys.partitionKeyShard(post.postId()) == 0).count();
            if (crowded ? crowdedCount < 30 : skewed.size() - crowdedCount < 4) {
                Post post = new Post("skewed", id, T0.plus(Duration.ofSeconds(i)), "java", "skewed " + i);
                posts.put(post);
                skewed.add(post);
            }
        }
        List<Post> reversed = new ArrayList<>(skewed);
        Collections.reverse(reversed);
        for (boolean descending : new boolean[] {false, true}) {
            var query = descending ? posts.feed("skewed").descending().limit(12) : posts.feed("skewed").limit(12);
            List<Post> read = new ArrayList<>();
            Page<Post> page = query.page();
            List<Integer> sizes = new ArrayList<>();
            while (true) {
                read.addAll(page.items());
                sizes.add(page.items().size());
                if (page.cursor().isEmpty()) {
                    break;
                }
                page = query.page(page.cursor().get());
            }
            assertEquals(descending ? reversed : skewed, read, descending ? "descending" : "ascending");
            assertEquals(List.of(12, 12, 10), sizes, "every page but the last is full");
        }
    }

    @Test
    void aRandomlyShardedIndexMergesToo() {
        List<Post> java = seeded.stream().filter(post -> post.tag().equals("java")).toList();
        List<Post> read = new ArrayList<>();
        var query = posts.byTag("java").limit(3);
        Page<Post> page = query.page();
        read.addAll(page.items());
        while (page.cursor().isPresent()) {
            page = query.page(page.cursor().get());
            read.addAll(page.items());
        }
        List<Post> expected = new ArrayList<>(java);
        expected.add(new Post("other", "x1", T0, "java", "another feed")); // the tag index spans feeds
        assertEquals(expected.size(), read.size());
        assertTrue(read.containsAll(expected));
        for (int i = 1; i < read.size(); i++) {
            assertFalse(read.get(i).postedAt().isBefore(read.get(i - 1).postedAt()), "time order");
        }
    }

    @Test
    void aCursorOnlyContinuesItsOwnShardedQuery() {
        String cursor = posts.feed("main").limit(5).page().cursor().orElseThrow();
        assertEquals(5, posts.feed("main").limit(5).page(cursor).items().size());
        assertThrows(InvalidCursorException.class, () -> posts.feed("other").limit(5).page(cursor));
        assertThrows(InvalidCursorException.class, () -> posts.byTag("java").limit(5).page(cursor));
    }
}
