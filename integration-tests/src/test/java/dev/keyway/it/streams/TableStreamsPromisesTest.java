package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The README's "In tests: TableStreams": the injected streams client is Keyway Local's, a handler
 * follows from the stream's oldest change, {@code follow(tableName, ...)} reads a table under
 * another name, and {@code awaitCaughtUp} waits for every followed stream.
 */
class TableStreamsPromisesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    private static String describe(CommentsChange change) {
        if (change instanceof CommentsChange.OfComment comment) {
            return comment.change().kind() + " " + comment.change().latest().orElseThrow().commentId();
        }
        return change.toString();
    }

    @Test
    void followsFromTheOldestChangeTablesUnderAnyNameAndWaitsForAll(DynamoDbClient client,
                                                                    DynamoDbStreamsClient streamsClient,
                                                                    TableStreams streams) {
        assertSame(DYNAMO.database().streamsClient(), streamsClient);
        CommentRepository comments = new CommentRepository(client);
        CommentRepository blue = new CommentRepository(client, "Comments-blue");
        comments.createTable();
        blue.createTable();                                                   // with its stream too
        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "before anyone follows"));

        List<String> seen = new CopyOnWriteArrayList<>();
        List<String> seenBlue = new CopyOnWriteArrayList<>();
        streams.follow(CommentsChange.DECODER, change -> seen.add(describe(change)));
        streams.follow("Comments-blue", CommentsChange.DECODER, change -> seenBlue.add(describe(change)));
        comments.put(new Comment("p1", "c1", 4, "en", MAY_1, "edited"));
        blue.put(new Comment("p2", "c9", 3, "de", MAY_1, "blau"));
        blue.delete("p2", "c9");
        streams.awaitCaughtUp(Duration.ofSeconds(20));

        assertEquals(List.of(ChangeKind.INSERT + " c1", ChangeKind.MODIFY + " c1"), seen);
        assertEquals(List.of(ChangeKind.INSERT + " c9", ChangeKind.REMOVE + " c9"), seenBlue);
    }
}
