package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.streams.forum.AuthorPost;
import dev.keyway.it.streams.forum.AuthorPostRepository;
import dev.keyway.it.streams.forum.ForumChange;
import dev.keyway.it.streams.forum.ForumProjections;
import dev.keyway.it.streams.forum.ForumStats;
import dev.keyway.it.streams.forum.ForumStatsRepository;
import dev.keyway.it.streams.forum.Post;
import dev.keyway.it.streams.forum.PostRepository;
import dev.keyway.it.streams.forum.PostSchema;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.ProcessedChanges;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.runtime.stream.TableCheckpoints;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A stream handler keeps a denormalised copy of each post under its author and an exact post count per forum while
 * every change is delivered twice, a handler fails after its transaction committed, the reader restarts from its
 * {@code TableCheckpoints}, and a reader whose checkpoints were lost reads the stream again from its start (README
 * "Streams: typed changes": StreamReader, resuming after a restart, ProcessedChanges).
 */
class ForumStreamProjectionsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private PostRepository posts;
    private AuthorPostRepository copies;
    private ForumStatsRepository stats;
    private ProcessedChanges processed;

    @BeforeEach
    void createTables(DynamoDbClient client) {
        this.client = client;
        posts = new PostRepository(client);
        copies = new AuthorPostRepository(client);
        stats = new ForumStatsRepository(client);
        for (String table : List.of("Forum", "ForumProcessed", "ForumCheckpoints")) {
            if (client.listTables().tableNames().contains(table)) {
                client.deleteTable(request -> request.tableName(table));
            }
        }
        posts.createTable();                               // with its stream
        processed = new ProcessedChanges(client, "ForumProcessed", "forum-projections");
        processed.createTable();
        Checkpoints.inTable(client, "ForumCheckpoints", "forum-projections").createTable();
    }

    private void writeTheFirstPosts() {
        posts.put(new Post("dynamodb", "p1", "ada", "Single-table design?", 0));
        posts.put(new Post("dynamodb", "p2", "grace", "GSI overloading", 0));
        posts.put(new Post("dynamodb", "p3", "ada", "Streams", 0));
        posts.put(new Post("s3", "p4", "ada", "Lifecycle rules", 0));
    }

    private void editAndDelete() {
        posts.update("dynamodb", "p1").set(PostSchema.AUTHOR, "grace").execute();      // the copy moves
        posts.update("dynamodb", "p2").increment(PostSchema.LIKES, 3).execute();      // the copy follows
        posts.delete("dynamodb", "p3");                                               // the copy goes, the count drops
    }

    private void assertProjections() {
        assertEquals(List.of("dynamodb/p1 0", "dynamodb/p2 3"), copiesBy("grace"));
        assertEquals(List.of("s3/p4 0"), copiesBy("ada"));
        assertEquals(new ForumStats("dynamodb", 2), stats.get("dynamodb").orElseThrow());
        assertEquals(new ForumStats("s3", 1), stats.get("s3").orElseThrow());
    }

    private List<String> copiesBy(String author) {
        return copies.postsBy(author).stream().map(copy -> copy.forumId() + "/" + copy.postId() + " " + copy.likes())
                .toList();
    }

    @Test
    void everyChangeDeliveredTwiceCountsOnce(TableStreams streams) {
        ForumProjections projections = new ForumProjections(client, processed);
        streams.follow(ForumChange.DECODER, change -> {
            projections.accept(change);
            projections.accept(change);                     // at least once: here, always twice
        });
        writeTheFirstPosts();
        editAndDelete();
        streams.awaitCaughtUp();
        assertProjections();
    }

    private StreamReader<ForumChange> reader(DynamoDbStreamsClient streamsClient, String consumer,
                                             Consumer<ForumChange> handler) {
        TableCheckpoints checkpoints = Checkpoints.inTable(client, "ForumCheckpoints", consumer);
        return StreamReader.forTable(client, streamsClient, "Forum").checkpoints(checkpoints)
                .build(ForumChange.DECODER, handler);
    }

    private static void pollUntilIdle(StreamReader<ForumChange> reader) {
        while (reader.poll() > 0) {
            // every shard read once more, until a round finds nothing new
        }
    }

    @Test
    void aRestartedReaderResumesAndALostCheckpointChangesNothing(DynamoDbStreamsClient streamsClient) {
        ForumProjections projections = new ForumProjections(client, processed);
        AtomicBoolean failedOnce = new AtomicBoolean();
        Consumer<ForumChange> failsAfterCommitting = change -> {
            projections.accept(change);
            if (change instanceof ForumChange.OfPost post && post.change().keys().get("SK").s().equals("POST#p2")
                    && failedOnce.compareAndSet(false, true)) {
                throw new IllegalStateException("the process died after the transaction committed");
            }
        };
        writeTheFirstPosts();
        try (StreamReader<ForumChange> first = reader(streamsClient, "forum-projections", failsAfterCommitting)) {
            KeywayException failure = assertThrows(KeywayException.class, first::poll);
            assertEquals(IllegalStateException.class, failure.getCause().getClass(), failure.getMessage());
            pollUntilIdle(first);                           // p2's insert again: applyOnce skips it
        }
        assertEquals(new ForumStats("dynamodb", 3), stats.get("dynamodb").orElseThrow());

        editAndDelete();                                    // while no reader runs
        try (StreamReader<ForumChange> restarted = reader(streamsClient, "forum-projections", projections)) {
            pollUntilIdle(restarted);
        }
        assertProjections();

        // The checkpoints are lost (a new consumer name): the stream is read from its oldest change again.
        try (StreamReader<ForumChange> rewound = reader(streamsClient, "forum-projections-rewound", projections)) {
            pollUntilIdle(rewound);
        }
        assertProjections();
    }

    @Test
    void aNewReaderStartsAtLatestAndATableWithoutAStreamIsRefused(DynamoDbStreamsClient streamsClient) {
        writeTheFirstPosts();
        List<String> seen = new java.util.ArrayList<>();
        try (StreamReader<ForumChange> latest = StreamReader.forTable(client, streamsClient, "Forum").startAtLatest()
                .build(ForumChange.DECODER, change -> seen.add(change.event().kind() + " "
                        + change.event().keys().get("SK").s()))) {
            pollUntilIdle(latest);                          // the first poll: nothing the stream held before it
            posts.put(new Post("s3", "p5", "linus", "Versioning", 0));
            pollUntilIdle(latest);
        }
        assertEquals(List.of("INSERT POST#p5"), seen);

        KeywayException noStream = assertThrows(KeywayException.class,
                () -> StreamReader.forTable(client, streamsClient, "ForumProcessed"));
        assertTrue(noStream.getMessage().contains("stream"), noStream.getMessage());
    }
}
