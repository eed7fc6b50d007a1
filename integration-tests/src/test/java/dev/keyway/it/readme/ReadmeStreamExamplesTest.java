package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentCount;
import dev.keyway.it.commentstream.CommentCountRepository;
import dev.keyway.it.commentstream.CommentCountSchema;
import dev.keyway.it.commentstream.CommentFanOut;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.it.commentstream.FilteredComment;
import dev.keyway.it.commentstream.FilteredCommentRepository;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.ProcessedChanges;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.runtime.stream.TableCheckpoints;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.io.StringWriter;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.tools.JavaCompiler;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The README's stream examples ("Streams: typed changes"), as written there, run against Keyway Local. */
class ReadmeStreamExamplesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    /** README: handling a change with the visitor. */
    static String describe(Record record) {
        CommentsChange change = CommentsChange.of(record);              // a record from DynamoDB Streams
        return change.accept(new CommentsChange.Visitor<String>() {
            @Override
            public String onComment(Change<Comment> comment) {
                return comment.kind() + " " + comment.latest().orElseThrow().commentId();
            }

            @Override
            public String onFilteredComment(Change<FilteredComment> copy) {
                return "a copy";
            }

            @Override
            public String onCommentCount(Change<CommentCount> count) {
                return "a count";
            }

            @Override
            public String onGuardItem(ChangeEvent event) {
                return "a @Unique guard item";
            }

            @Override
            public String onUnrecognized(ChangeEvent event) {
                return "an item of no entity of this table: " + event.keys();
            }

            @Override
            public String onUndecodable(CommentsChange.Undecodable undecodable) {
                throw undecodable.error();                             // or log it and go on
            }
        });
    }

    @Test
    void theVisitorExample(DynamoDbClient client, DynamoDbStreamsClient streamsClient) {
        CommentRepository comments = new CommentRepository(client);
        comments.createTable();
        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "great"));
        List<String> described = new ArrayList<>();
        StreamReader.forTable(client, streamsClient, "Comments")
                .build(CommentsChange.DECODER, change -> described.add(describe(record(change))))
                .awaitCaughtUp(Duration.ofSeconds(30));
        assertEquals(List.of("INSERT c1"), described);
    }

    /** README: the stream reader. */
    @Test
    void theReaderExample(DynamoDbClient client, DynamoDbStreamsClient streamsClient) {
        CommentRepository comments = new CommentRepository(client);
        FilteredCommentRepository copies = new FilteredCommentRepository(client);
        comments.createTable();                                         // the table and its stream
        Comment comment = new Comment("p1", "c1", 5, "en", MAY_1, "great");

        try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streamsClient, "Comments")
                .checkpoints(Checkpoints.inMemory())       // the default; Checkpoints.inTable(...) survives a restart
                .build(CommentsChange.DECODER, new CommentFanOut(copies))
                .start()) {                                 // polls on a daemon thread, every 250 ms
            comments.put(comment);
            reader.awaitCaughtUp(Duration.ofSeconds(10));   // every change so far is handled
        }

        assertEquals(1, copies.filtered("p1", "rating=5,lang=en").stream().count());
    }

    /** README: checkpoints in a table, resumed by a reader started again. */
    @Test
    void theTableCheckpointsExample(DynamoDbClient client, DynamoDbStreamsClient streamsClient) {
        CommentRepository comments = new CommentRepository(client);
        FilteredCommentRepository copies = new FilteredCommentRepository(client);
        comments.createTable();
        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "great"));
        List<Integer> handledPerStart = new ArrayList<>();
        for (int start = 0; start < 2; start++) {                       // the second start finds c1 handled
            List<CommentsChange> seen = new ArrayList<>();
            TableCheckpoints checkpoints = Checkpoints.inTable(client, "ReaderCheckpoints", "comment-fan-out");
            checkpoints.createTable();                          // if missing; partition key id, time to live on expiresAt
            try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streamsClient, "Comments")
                    .checkpoints(checkpoints)
                    .build(CommentsChange.DECODER, new CommentFanOut(copies).andThen(seen::add))
                    .start()) {
                reader.awaitCaughtUp(Duration.ofSeconds(10));   // after a restart: only what came after the checkpoint
            }
            handledPerStart.add(seen.size());
        }
        assertEquals(List.of(5, 0), handledPerStart, "the comment and its four copies, then nothing again");
    }

    /** README: exactly once per change, and at most once per marked change. */
    @Test
    void theIdempotencyExample(DynamoDbClient client, DynamoDbStreamsClient streamsClient) {
        CommentRepository comments = new CommentRepository(client);
        CommentCountRepository counts = new CommentCountRepository(client);
        comments.createTable();
        List<String> notified = new ArrayList<>();

        ProcessedChanges processed = new ProcessedChanges(client, "CommentsProcessed", "comment-counts");
        processed.createTable();                            // a table of its own: markers, expiring after 48 hours
        Consumer<CommentsChange> counter = change -> {
            if (change instanceof CommentsChange.OfComment comment && comment.change().kind() != ChangeKind.MODIFY) {
                long delta = comment.change().kind() == ChangeKind.INSERT ? 1 : -1;
                String productId = comment.change().latest().orElseThrow().productId();
                processed.applyOnce(change.event(), WriteTransaction.on(client)      // the count and the marker
                        .update(counts.update(productId).increment(CommentCountSchema.COUNT, delta)));
            }
        };
        Consumer<CommentsChange> notifier = new ProcessedChanges(client, "CommentsProcessed", "notifications")
                .once(change -> notified.add(change.event().eventId()));           // skips what it marked

        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "great"));
        for (int delivery = 0; delivery < 2; delivery++) {                         // everything twice
            StreamReader.forTable(client, streamsClient, "Comments").build(CommentsChange.DECODER, counter)
                    .awaitCaughtUp(Duration.ofSeconds(30));
            StreamReader.forTable(client, streamsClient, "Comments").build(CommentsChange.DECODER, notifier)
                    .awaitCaughtUp(Duration.ofSeconds(30));
        }
        assertEquals(1, counts.get("p1").orElseThrow().count());
        assertEquals(notified.size(), notified.stream().distinct().count());
    }

    /** README: the test helpers. */
    @Test
    void copiesEveryComment(DynamoDbClient client, TableStreams streams) {
        CommentRepository comments = new CommentRepository(client);
        FilteredCommentRepository copies = new FilteredCommentRepository(client);
        comments.createTable();                                               // with its stream
        streams.follow(CommentsChange.DECODER, new CommentFanOut(copies));    // from the stream's oldest change
        comments.put(new Comment("p1", "c1", 5, "en", Instant.parse("2024-05-01T10:00:00Z"), "great"));
        streams.awaitCaughtUp();                                              // the handler has seen the put
        assertEquals(List.of("c1"), copies.filtered("p1", "lang=en").stream().map(FilteredComment::commentId).toList());
    }

    /** README: the Java 21 switch over the sealed change type, compiled with --release 21 where the JDK can. */
    @Test
    void theSwitchExampleCompilesOnJava21() {
        assumeTrue(Runtime.version().feature() >= 21, "a switch with record patterns needs Java 21");
        String source = """
                package dev.keyway.it;

                import dev.keyway.it.commentstream.Comment;
                import dev.keyway.it.commentstream.CommentsChange;
                import dev.keyway.runtime.stream.Change;

                class SwitchExample {
                    static String handle(CommentsChange change) {
                        return switch (change) {        // no default: a new entity of the table breaks this switch
                            case CommentsChange.OfComment(Change<Comment> comment) -> "comment " + comment.kind();
                            case CommentsChange.OfFilteredComment copy -> "a copy";
                            case CommentsChange.OfCommentCount count -> "a count";
                            case CommentsChange.GuardItem guard -> "a guard item";
                            case CommentsChange.Unrecognized other -> "other: " + other.event().keys();
                            case CommentsChange.Undecodable bad -> throw bad.error();
                        };
                    }
                }
                """;
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        java.nio.file.Path out;
        try {
            out = java.nio.file.Files.createTempDirectory("switch-example");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        boolean compiled = javac.getTask(errors, null, null,
                List.of("--release", "21", "-proc:none", "-d", out.toString(),
                        "-classpath", System.getProperty("java.class.path")), null,
                List.of(new SimpleJavaFileObject(URI.create("string:///dev/keyway/it/SwitchExample.java"),
                        javax.tools.JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return source;
                    }
                })).call();
        assertTrue(compiled, errors::toString);
    }

    /** The SDK record a decoded change came from, rebuilt for the visitor example. */
    private static Record record(CommentsChange change) {
        ChangeEvent event = change.event();
        var stream = software.amazon.awssdk.services.dynamodb.model.StreamRecord.builder()
                .sequenceNumber(event.sequenceNumber()).keys(event.keys());
        event.oldItem().ifPresent(stream::oldImage);
        event.newItem().ifPresent(stream::newImage);
        return Record.builder().eventID(event.eventId()).eventName(event.kind().name()).dynamodb(stream.build()).build();
    }
}
