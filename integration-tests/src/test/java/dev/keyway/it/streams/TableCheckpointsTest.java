package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.runtime.stream.TableCheckpoints;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Checkpoints kept in a DynamoDB table, against Keyway Local: a reader started again (new
 * checkpoints object, nothing in memory) resumes after the last change its handler finished, per
 * consumer; a checkpoint never moves backwards, whichever reader saves.
 */
class TableCheckpointsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");
    private static final Duration WAIT = Duration.ofSeconds(30);

    private DynamoDbClient client;
    private CommentRepository comments;

    @BeforeEach
    void createTables(DynamoDbClient client) {
        this.client = client;
        comments = new CommentRepository(client);
        comments.createTable();
        new TableCheckpoints(client, "ReaderCheckpoints", "audit-log").createTable();
    }

    private StreamReader<CommentsChange> reader(DynamoDbStreamsClient streams, String consumer,
                                                Consumer<CommentsChange> handler) {
        return StreamReader.forTable(client, streams, "Comments")
                .checkpoints(Checkpoints.inTable(client, "ReaderCheckpoints", consumer))   // a process of its own
                .build(CommentsChange.DECODER, handler);
    }

    private static Consumer<CommentsChange> into(List<String> seen) {
        return change -> {
            Change<Comment> comment = ((CommentsChange.OfComment) change).change();
            seen.add(comment.kind() + " " + comment.latest().map(Comment::commentId).orElseThrow());
        };
    }

    private static Comment comment(String id, String text) {
        return new Comment("p1", id, 5, "en", MAY_1, text);
    }

    @Test
    void aRestartedReaderResumesWhereItStopped(DynamoDbStreamsClient streams) {
        List<String> first = new ArrayList<>();
        try (StreamReader<CommentsChange> reader = reader(streams, "audit-log", into(first))) {
            comments.put(comment("c1", "great"));
            comments.put(comment("c2", "fine"));
            reader.awaitCaughtUp(WAIT);
        }
        assertEquals(List.of("INSERT c1", "INSERT c2"), first);

        comments.put(comment("c3", "meh"));                       // while no reader runs
        comments.put(comment("c1", "great, edited"));

        List<String> second = new ArrayList<>();
        try (StreamReader<CommentsChange> restarted = reader(streams, "audit-log", into(second))) {
            restarted.awaitCaughtUp(WAIT);
        }
        assertEquals(List.of("INSERT c3", "MODIFY c1"), second, "only what came after the checkpoint");

        List<String> otherConsumer = new ArrayList<>();
        try (StreamReader<CommentsChange> other = reader(streams, "search-index", into(otherConsumer))) {
            other.awaitCaughtUp(WAIT);
        }
        assertEquals(List.of("INSERT c1", "INSERT c2", "INSERT c3", "MODIFY c1"), otherConsumer,
                "another consumer keeps checkpoints of its own");
    }

    @Test
    void aChangeWhoseHandlerFailedIsDeliveredAgainAfterARestart(DynamoDbStreamsClient streams) {
        comments.put(comment("c1", "great"));
        comments.put(comment("c2", "fine"));
        comments.put(comment("c3", "meh"));
        List<String> first = new ArrayList<>();
        Consumer<CommentsChange> failsOnC2 = change -> {
            into(first).accept(change);
            if (first.size() == 2) {
                throw new IllegalStateException("the process died handling c2");
            }
        };
        try (StreamReader<CommentsChange> reader = reader(streams, "audit-log", failsOnC2)) {
            assertThrows(KeywayException.class, reader::poll);
        }

        List<String> second = new ArrayList<>();
        try (StreamReader<CommentsChange> restarted = reader(streams, "audit-log", into(second))) {
            restarted.awaitCaughtUp(WAIT);
        }
        assertEquals(List.of("INSERT c2", "INSERT c3"), second, "c1 was checkpointed, c2 was not");
    }

    @Test
    void aCheckpointNeverMovesBackwards() {
        TableCheckpoints ahead = new TableCheckpoints(client, "ReaderCheckpoints", "audit-log");
        TableCheckpoints behind = new TableCheckpoints(client, "ReaderCheckpoints", "audit-log");
        String later = "100000000000000000000001";                 // 24 digits
        String earlier = "99999999999999999999999";                 // 23 digits: greater as text, less as a number

        ahead.save("arn:stream", "shard-1", later);
        behind.save("arn:stream", "shard-1", earlier);              // dropped, not thrown
        behind.save("arn:stream", "shard-1", later);                // the same again: fine

        assertEquals(Optional.of(later), behind.last("arn:stream", "shard-1"));
        assertEquals(Optional.empty(), behind.last("arn:stream", "shard-2"));
        assertEquals(Optional.empty(), new TableCheckpoints(client, "ReaderCheckpoints", "other")
                .last("arn:stream", "shard-1"), "per consumer");

        String next = "100000000000000000000002";
        behind.save("arn:stream", "shard-1", next);
        assertEquals(Optional.of(next), ahead.last("arn:stream", "shard-1"));

        assertFalse(behind.finished("arn:stream", "shard-1"));
        ahead.finish("arn:stream", "shard-1");
        behind.save("arn:stream", "shard-1", earlier);
        assertTrue(behind.finished("arn:stream", "shard-1"), "read from the table");
        assertEquals(Optional.of(next), behind.last("arn:stream", "shard-1"));

        assertThrows(IllegalArgumentException.class, () -> ahead.save("arn:stream", "shard-1", "p1"));
        assertThrows(IllegalArgumentException.class, () -> new TableCheckpoints(client, "ReaderCheckpoints", "x",
                Duration.ofHours(1)));
    }
}
