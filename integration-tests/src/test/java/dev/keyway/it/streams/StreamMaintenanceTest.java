package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentCountRepository;
import dev.keyway.it.commentstream.CommentCounter;
import dev.keyway.it.commentstream.CommentFanOut;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.it.commentstream.FilteredComment;
import dev.keyway.it.commentstream.FilteredCommentRepository;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.ProcessedChanges;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The two uses of a stream the seeds show, against Keyway Local: (a) duplicated items kept from the
 * stream (a product comment copied into one partition per filter combination: written, edited and
 * deleted everywhere), and (b) an aggregate (comments per product) kept exact when every change is
 * delivered again.
 */
class StreamMaintenanceTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private CommentRepository comments;
    private FilteredCommentRepository copies;
    private CommentCountRepository counts;
    private ProcessedChanges processed;

    @BeforeEach
    void createTables(DynamoDbClient client) {
        this.client = client;
        comments = new CommentRepository(client);
        copies = new FilteredCommentRepository(client);
        counts = new CommentCountRepository(client);
        comments.createTable();                                   // with its stream: @Entity(stream = ...)
        processed = new ProcessedChanges(client, "CommentsProcessed", "comment-counts");
        processed.createTable();
    }

    // ---- (a) duplicated items -------------------------------------------------------------

    @Test
    void aNewCommentFansOutAnEditMovesItsCopiesAndADeleteRemovesThemEverywhere(TableStreams streams) {
        streams.follow(CommentsChange.DECODER, new CommentFanOut(copies));
        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "great"));
        comments.put(new Comment("p1", "c2", 3, "fr", MAY_1.plusSeconds(60), "bof"));
        streams.awaitCaughtUp();

        assertEquals(List.of("c2", "c1"), filtered("p1", "all"));             // newest first
        assertEquals(List.of("c1"), filtered("p1", "rating=5"));
        assertEquals(List.of("c1"), filtered("p1", "rating=5,lang=en"));
        assertEquals(List.of("c2"), filtered("p1", "lang=fr"));
        assertEquals(8, copyCount());

        comments.put(new Comment("p1", "c1", 4, "en", MAY_1, "good, after all"));   // the rating moves it
        streams.awaitCaughtUp();
        assertEquals(List.of(), filtered("p1", "rating=5"));
        assertEquals(List.of(), filtered("p1", "rating=5,lang=en"));
        assertEquals(List.of("c1"), filtered("p1", "rating=4,lang=en"));
        assertEquals("good, after all", copies.filtered("p1", "lang=en").stream().findFirst().orElseThrow().text());
        assertEquals(8, copyCount());

        comments.delete("p1", "c1");
        streams.awaitCaughtUp();
        assertEquals(List.of("c2"), filtered("p1", "all"));
        assertEquals(List.of(), filtered("p1", "lang=en"));
        assertEquals(4, copyCount());
    }

    @Test
    void theCopiesAreTheSameWhenEveryChangeIsDeliveredAgain(DynamoDbStreamsClient streams) {
        comments.put(new Comment("p1", "c1", 5, "en", MAY_1, "great"));
        comments.put(new Comment("p1", "c1", 2, "en", MAY_1, "changed my mind"));
        comments.put(new Comment("p1", "c2", 5, "de", MAY_1.plusSeconds(5), "gut"));
        comments.delete("p1", "c2");
        comments.put(new Comment("p2", "c3", 1, "en", MAY_1, "broken"));
        StreamReader<CommentsChange> reader = reader(streams, Checkpoints.inMemory(), new CommentFanOut(copies));
        reader.awaitCaughtUp(Duration.ofSeconds(30));
        Map<String, Map<String, AttributeValue>> once = copiesByKey();

        reader(streams, Checkpoints.inMemory(), new CommentFanOut(copies)).awaitCaughtUp(Duration.ofSeconds(30));
        assertEquals(once, copiesByKey());                        // all of it again, from the oldest change
        assertEquals(List.of("c1"), filtered("p1", "rating=2,lang=en"));
        assertEquals(List.of(), filtered("p1", "lang=de"));
        assertEquals(4, copiesByKey().keySet().stream().filter(key -> key.startsWith("FILTERED#p1#")).count());
    }

    // ---- (b) an aggregate ------------------------------------------------------------------

    @Test
    void theCountPerProductStaysExactWhenEveryChangeIsDeliveredAgain(DynamoDbStreamsClient streams) {
        CommentCounter counter = new CommentCounter(client, counts, processed);
        for (int i = 0; i < 5; i++) {
            comments.put(new Comment("p1", "c" + i, 4, "en", MAY_1.plusSeconds(i), "ok"));
        }
        comments.put(new Comment("p1", "c0", 1, "en", MAY_1, "edited: no new comment"));
        comments.put(new Comment("p2", "x", 5, "en", MAY_1, "top"));
        comments.delete("p1", "c3");
        reader(streams, Checkpoints.inMemory(), counter).awaitCaughtUp(Duration.ofSeconds(30));
        assertEquals(4, counts.get("p1").orElseThrow().count());
        assertEquals(1, counts.get("p2").orElseThrow().count());

        // A second reader from the oldest change (lost checkpoints): every change is delivered again.
        reader(streams, Checkpoints.inMemory(), counter).awaitCaughtUp(Duration.ofSeconds(30));
        assertEquals(4, counts.get("p1").orElseThrow().count());
        assertEquals(1, counts.get("p2").orElseThrow().count());
    }

    @Test
    void aHandlerThatFailsHalfwayIsRetriedAndStillCountsEachChangeOnce(DynamoDbStreamsClient streams) {
        CommentCounter counter = new CommentCounter(client, counts, processed);
        AtomicBoolean failNext = new AtomicBoolean(false);
        Consumer<CommentsChange> flaky = change -> {
            counter.accept(change);                               // the count and its marker are written...
            if (failNext.getAndSet(false)) {
                throw new IllegalStateException("crashed after writing");   // ...but the reader is not told
            }
        };
        comments.put(new Comment("p1", "a", 4, "en", MAY_1, "one"));
        comments.put(new Comment("p1", "b", 4, "en", MAY_1, "two"));
        StreamReader<CommentsChange> reader = reader(streams, Checkpoints.inMemory(), flaky);
        failNext.set(true);
        assertThrows(KeywayException.class, reader::poll);        // "a" counted, its checkpoint not saved
        assertEquals(2, counts.get("p1").orElseThrow().count()); // "b", another item, did not wait for "a"
        reader.awaitCaughtUp(Duration.ofSeconds(30));            // "a" again: skipped, it was processed
        assertEquals(2, counts.get("p1").orElseThrow().count());
        assertTrue(processed.isProcessed(CommentsChange.DECODER.decode(streamRecord(streams)).event()));
    }

    @Test
    void theSimplerOnceSkipsWhatWasMarked(DynamoDbStreamsClient streams) {
        Map<String, Integer> seen = new TreeMap<>();
        ProcessedChanges notified = new ProcessedChanges(client, "CommentsProcessed", "notifications");
        Consumer<CommentsChange> notify = notified.once(change -> seen.merge(change.event().eventId(), 1, Integer::sum));
        comments.put(new Comment("p1", "a", 4, "en", MAY_1, "one"));
        comments.put(new Comment("p1", "b", 4, "en", MAY_1, "two"));
        reader(streams, Checkpoints.inMemory(), notify).awaitCaughtUp(Duration.ofSeconds(30));
        reader(streams, Checkpoints.inMemory(), notify).awaitCaughtUp(Duration.ofSeconds(30));
        assertEquals(2, seen.size());
        assertTrue(seen.values().stream().allMatch(times -> times == 1), seen.toString());
        assertFalse(processed.isProcessed(CommentsChange.DECODER.decode(streamRecord(streams)).event()),
                "each consumer has its own markers");
    }

    private StreamReader<CommentsChange> reader(DynamoDbStreamsClient streams, Checkpoints checkpoints,
                                                Consumer<CommentsChange> handler) {
        return StreamReader.forTable(client, streams, "Comments").checkpoints(checkpoints)
                .build(CommentsChange.DECODER, handler);
    }

    /** The stream's first record, as DynamoDB Streams returns it. */
    private software.amazon.awssdk.services.dynamodb.model.Record streamRecord(DynamoDbStreamsClient streams) {
        String arn = client.describeTable(request -> request.tableName("Comments")).table().latestStreamArn();
        String shard = streams.describeStream(request -> request.streamArn(arn)).streamDescription().shards().get(0)
                .shardId();
        String iterator = streams.getShardIterator(request -> request.streamArn(arn).shardId(shard)
                .shardIteratorType("TRIM_HORIZON")).shardIterator();
        return streams.getRecords(request -> request.shardIterator(iterator)).records().get(0);
    }

    private List<String> filtered(String productId, String filter) {
        return copies.filtered(productId, filter).stream().map(FilteredComment::commentId).toList();
    }

    private long copyCount() {
        return copiesByKey().size();
    }

    /** Every copy's item by its key, to compare states. */
    private Map<String, Map<String, AttributeValue>> copiesByKey() {
        Map<String, Map<String, AttributeValue>> items = new TreeMap<>();
        client.scanPaginator(ScanRequest.builder().tableName("Comments").consistentRead(true).build()).items()
                .forEach(item -> {
                    if (item.get("PK").s().startsWith("FILTERED#")) {
                        items.put(item.get("PK").s() + " " + item.get("SK").s(), item);
                    }
                });
        return items;
    }
}
