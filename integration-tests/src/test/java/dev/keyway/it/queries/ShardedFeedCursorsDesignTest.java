package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.queries.feed.Post;
import dev.keyway.it.queries.feed.PostKeys;
import dev.keyway.it.queries.feed.PostRepository;
import dev.keyway.it.queries.feed.PostSchema;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.Query;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A sharded feed read in exact order over its shards, pages and cursors (tampered,
 * reused on another query, partition, order or table), filters, projections, and index queries
 * that fetch whole items.
 */
class ShardedFeedCursorsDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final int POSTS = 48;

    private static DynamoDbClient client;
    private static PostRepository posts;
    private static final List<Post> MAIN = new ArrayList<>();

    @BeforeEach
    void seed(DynamoDbClient dynamo) { // the extension gives every test fresh tables
        client = dynamo;
        MAIN.clear();
        posts = new PostRepository(client);
        posts.createTable();
        for (int i = 0; i < POSTS; i++) {
            Post post = new Post("main", String.format("p%02d", i), T0.plusSeconds(60L * i), i % 2 == 0 ? "java" : "aws",
                    i % 3 == 0 ? "ann" : "bob", (i * 7) % 50, "post " + i);
            MAIN.add(posts.put(post));
        }
        for (int i = 0; i < 5; i++) {
            posts.put(new Post("side", "s" + i, T0.plusSeconds(i), "java", "cy", i, "side " + i));
        }
        // an item of the feed's partition that Keyway did not write (no _type): no read returns it
        Map<String, AttributeValue> foreign = new HashMap<>(PostKeys.primaryKey("side", T0.plusMillis(1500), "s1").attributes());
        foreign.put("text", AttributeValue.fromS("not a post"));
        client.putItem(b -> b.tableName("Feeds").item(foreign));
    }

    private static List<String> ids(List<Post> list) {
        return list.stream().map(Post::postId).toList();
    }

    private static List<String> allPages(Supplier<Query<Post>> query) {
        List<String> seen = new ArrayList<>();
        Optional<String> cursor = Optional.empty();
        do {
            Page<Post> page = query.get().page(cursor);
            seen.addAll(ids(page.items()));
            cursor = page.cursor();
        } while (cursor.isPresent());
        return seen;
    }

    @Test
    void theShardedFeedReadsInExactOrderInPages() {
        List<String> ascending = ids(MAIN);
        List<String> descending = new ArrayList<>(ascending);
        java.util.Collections.reverse(descending);
        assertEquals(ascending, ids(posts.feed("main").stream().toList()));
        assertEquals(descending, ids(posts.feed("main").descending().stream().toList()));
        assertEquals(ascending, allPages(() -> posts.feed("main").limit(7)));
        assertEquals(descending, allPages(() -> posts.feed("main").descending().limit(5)));
        assertEquals(7, posts.feed("main").limit(7).page().items().size(), "pages are full");
        assertEquals(ascending.subList(41, POSTS),
                ids(posts.feed("main").postedAt().gt(T0.plusSeconds(60L * 40)).stream().toList()));
        assertEquals(List.of("p05", "p06", "p07"),
                ids(posts.feed("main").postedAt().between(T0.plusSeconds(300), T0.plusSeconds(420)).stream().toList()));
        assertEquals(List.of("p03"), ids(posts.feed("main").postedAt().eq(T0.plusSeconds(180)).stream().toList()));
        assertEquals(List.of("p03"), ids(posts.feed("main").postedAt().eq(T0.plusSeconds(180)).postId().eq("p03").stream().toList()));
        assertTrue(posts.feed("main").postedAt().eq(T0.plusSeconds(180)).postId().eq("p04").stream().toList().isEmpty());
        assertEquals(List.of("s0", "s1", "s2", "s3", "s4"), ids(posts.feed("side").stream().toList()));
        assertEquals(List.of("s0", "s1", "s2", "s3", "s4"), allPages(() -> posts.feed("side").limit(2)),
                "the untyped item is skipped, nothing else");
        assertEquals(MAIN.get(3), posts.get("main", T0.plusSeconds(180), "p03").orElseThrow());
        assertEquals(POSTS, posts.feed("main").limit(10).pages().mapToLong(p -> p.items().size()).sum());
    }

    @Test
    void filtersReachEveryMatchAcrossPages() {
        List<String> liked = ids(MAIN.stream().filter(p -> p.likes() > 30).toList());
        assertEquals(liked, allPages(() -> posts.feed("main").filter(PostSchema.LIKES.gt(30)).limit(4)));
        List<String> javaByAnnNewestFirst = ids(MAIN.stream().filter(p -> p.tag().equals("java") && p.author().equals("ann"))
                .sorted(Comparator.comparing(Post::postedAt).reversed()).toList());
        assertEquals(javaByAnnNewestFirst, allPages(() -> posts.byTag("java").filter(PostSchema.AUTHOR.eq("ann")).limit(3)));
        assertEquals(24 + 5, posts.byTag("java").stream().count());
        Post selected = posts.feed("main").select(PostSchema.TAG).limit(1).page().items().get(0);
        assertEquals("java", selected.tag());
        assertNull(selected.text(), "attributes left out of the projection come back null");
        assertEquals(0, selected.likes(), "primitives are always read");
    }

    @Test
    void aKeysOnlyIndexReturnsWholeItemsAndRefusesFiltersOnWhatItLacks() {
        List<Post> anns = posts.byAuthor("ann").stream().toList();
        List<Post> expected = MAIN.stream().filter(p -> p.author().equals("ann"))
                .sorted(Comparator.comparingInt(Post::likes).thenComparing(Post::postId)).toList();
        assertEquals(expected, anns);
        assertEquals(ids(expected), allPages(() -> posts.byAuthor("ann").limit(3)));
        assertEquals(ids(expected.stream().filter(p -> p.likes() >= 20).toList()),
                ids(posts.byAuthor("ann").likes().ge(20).stream().toList()));
        assertThrows(IllegalArgumentException.class, () -> posts.byAuthor("ann").filter(PostSchema.TEXT.eq("x")));
        assertThrows(UnsupportedOperationException.class, () -> posts.byTag("java").consistentRead());
        assertThrows(UnsupportedOperationException.class, () -> posts.scanByTag().consistentRead());
    }

    @Test
    void aCursorOnlyContinuesTheQueryThatMadeIt() {
        String cursor = posts.feed("main").limit(5).page().cursor().orElseThrow();
        assertEquals(ids(MAIN).subList(5, 10), ids(posts.feed("main").limit(5).page(cursor).items()));
        assertEquals(ids(MAIN).subList(5, 8), ids(posts.feed("main").limit(3).page(cursor).items()),
                "another page size continues the same query");

        assertThrows(InvalidCursorException.class, () -> posts.feed("side").limit(5).page(cursor));
        assertThrows(InvalidCursorException.class, () -> posts.feed("main").descending().limit(5).page(cursor));
        assertThrows(InvalidCursorException.class,
                () -> posts.feed("main").postedAt().gt(T0).limit(5).page(cursor));
        assertThrows(InvalidCursorException.class, () -> posts.byTag("java").limit(5).page(cursor));
        assertThrows(InvalidCursorException.class, () -> posts.byAuthor("ann").limit(5).page(cursor));
        PostRepository staging = new PostRepository(client, "Feeds-staging");
        staging.createTable();
        assertThrows(InvalidCursorException.class, () -> staging.feed("main").limit(5).page(cursor));

        for (int i = 0; i < cursor.length(); i += Math.max(1, cursor.length() / 12)) {
            char c = cursor.charAt(i);
            String tampered = cursor.substring(0, i) + (c == 'A' ? 'B' : 'A') + cursor.substring(i + 1);
            assertThrows(InvalidCursorException.class, () -> posts.feed("main").limit(5).page(tampered), tampered);
        }
        assertThrows(InvalidCursorException.class, () -> posts.feed("main").page(cursor + "x"));
        assertThrows(InvalidCursorException.class, () -> posts.feed("main").page(cursor.substring(0, cursor.length() / 2)));
        assertThrows(InvalidCursorException.class, () -> posts.feed("main").page(""));
        assertThrows(InvalidCursorException.class, () -> posts.feed("main").page("not a cursor at all!"));

        String tagCursor = posts.byTag("java").limit(4).page().cursor().orElseThrow();
        assertThrows(InvalidCursorException.class, () -> posts.byTag("aws").limit(4).page(tagCursor));
        assertEquals(4, posts.byTag("java").limit(4).page(tagCursor).items().size());
    }
}
