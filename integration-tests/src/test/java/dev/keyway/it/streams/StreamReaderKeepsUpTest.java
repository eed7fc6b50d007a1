package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.ChangeFailedException;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.runtime.stream.TableCheckpoints;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Issue #24 §5, "the stream reader keeps up and stops when told", on Keyway Local: a started
 * reader whose handler fails now and then keeps up (before, each failed round doubled the pause,
 * to 52 s, although every round made progress); {@code close()} returns promptly with the
 * checkpoint at what was handled (before, it finished the whole backlog first); and
 * {@code awaitCaughtUp} waits for the retries (before, it threw at the first failed round).
 */
class StreamReaderKeepsUpTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private CommentRepository comments;

    @BeforeEach
    void createTables(DynamoDbClient client) {
        this.client = client;
        comments = new CommentRepository(client);
        comments.createTable();
        new TableCheckpoints(client, "ReaderCheckpoints", "keeps-up").createTable();
    }

    /** Comment {@code id} at its {@code version}-th edit: the rating says which. */
    private static Comment comment(int id, int version) {
        return new Comment("p" + (id % 3), "c" + id, version, "en", MAY_1, "text");
    }

    /** The version each handled change carries, per item, in the order handled. */
    private static Consumer<CommentsChange> recordInto(Map<String, List<Integer>> handled) {
        return change -> {
            Comment comment = ((CommentsChange.OfComment) change).change().latest().orElseThrow();
            synchronized (handled) {
                handled.computeIfAbsent(comment.commentId(), id -> new ArrayList<>()).add(comment.rating());
            }
        };
    }

    /** Issue #24 §5 bullet 1: one failure in ten changes; after a bounded time nothing is waiting. */
    @Test
    void aHandlerFailingOneChangeInTenLeavesNothingWaitingForLong(DynamoDbStreamsClient streams) {
        for (int version = 1; version <= 4; version++) {
            for (int id = 0; id < 25; id++) {
                comments.put(comment(id, version));
            }
        }
        Map<String, List<Integer>> handled = new HashMap<>();
        Random random = new Random(24);
        AtomicInteger failures = new AtomicInteger();
        Consumer<CommentsChange> record = recordInto(handled);
        Consumer<CommentsChange> flaky = change -> {
            if (random.nextInt(10) == 0) {
                failures.incrementAndGet();
                throw new IllegalStateException("downstream hiccup");
            }
            record.accept(change);
        };
        long started = System.nanoTime();
        try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments")
                .onError(failure -> { }).build(CommentsChange.DECODER, flaky).start()) {
            while (handledCount(handled) < 100 && System.nanoTime() - started < Duration.ofSeconds(20).toNanos()) {
                sleep(10);                                   // watch the handler, not awaitCaughtUp
            }
            Duration took = Duration.ofNanos(System.nanoTime() - started);
            assertTrue(took.compareTo(Duration.ofSeconds(8)) < 0, handledCount(handled) + " of 100 handled in " + took);
            reader.awaitCaughtUp(Duration.ofSeconds(30));
        }
        assertTrue(failures.get() >= 5, "the handler failed " + failures.get() + " times");
        assertEquals(25, handled.size());
        handled.forEach((id, versions) -> assertEquals(List.of(1, 2, 3, 4), versions, "the changes of " + id));
    }

    /** Issue #24 §5 bullet 2: close() of a reader with a 200-change backlog returns promptly; a new one resumes. */
    @Test
    void closeReturnsPromptlyAndANewReaderResumesFromTheCheckpoint(DynamoDbStreamsClient streams) throws Exception {
        for (int version = 1; version <= 4; version++) {
            for (int id = 0; id < 50; id++) {
                comments.put(comment(id, version));
            }
        }
        Map<String, List<Integer>> first = new HashMap<>();
        AtomicInteger seen = new AtomicInteger();
        Consumer<CommentsChange> record = recordInto(first);
        Consumer<CommentsChange> slow = change -> {
            record.accept(change);
            seen.incrementAndGet();
            sleep(20);
        };
        TableCheckpoints checkpoints = Checkpoints.inTable(client, "ReaderCheckpoints", "keeps-up");
        StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments").checkpoints(checkpoints)
                .batchSize(100).build(CommentsChange.DECODER, slow).start();
        while (seen.get() < 20) {
            sleep(1);
        }
        long closing = System.nanoTime();
        reader.close();
        Duration closeTook = Duration.ofNanos(System.nanoTime() - closing);
        int atClose = seen.get();
        sleep(100);
        assertEquals(atClose, seen.get(), "nothing is handled after close() returned");
        assertTrue(closeTook.compareTo(Duration.ofMillis(1500)) < 0, "close() took " + closeTook);
        assertTrue(atClose < 150, "close() did not wait for the backlog: " + atClose + " of 200 handled");

        Map<String, List<Integer>> second = new HashMap<>();
        try (StreamReader<CommentsChange> resumed = StreamReader.forTable(client, streams, "Comments")
                .checkpoints(Checkpoints.inTable(client, "ReaderCheckpoints", "keeps-up"))
                .build(CommentsChange.DECODER, recordInto(second)).start()) {
            resumed.awaitCaughtUp(Duration.ofSeconds(30));
        }
        int total = 0;
        for (int id = 0; id < 50; id++) {
            List<Integer> versions = new ArrayList<>(first.getOrDefault("c" + id, List.of()));
            versions.addAll(second.getOrDefault("c" + id, List.of()));
            assertEquals(List.of(1, 2, 3, 4), versions, "c" + id + ": every change once, in order, across the restart");
            total += versions.size();
        }
        assertEquals(200, total);
    }

    /** Issue #24 §5 bullet 3: awaitCaughtUp on a started reader waits for the retries. */
    @Test
    void awaitCaughtUpOnAStartedReaderWaitsForTheRetries(DynamoDbStreamsClient streams) {
        comments.put(comment(1, 1));
        comments.put(comment(2, 1));
        Map<String, List<Integer>> handled = new HashMap<>();
        Consumer<CommentsChange> record = recordInto(handled);
        AtomicInteger attemptsOfC1 = new AtomicInteger();
        Consumer<CommentsChange> failsThrice = change -> {
            Comment comment = ((CommentsChange.OfComment) change).change().latest().orElseThrow();
            if (comment.commentId().equals("c1") && attemptsOfC1.incrementAndGet() <= 3) {
                throw new IllegalStateException("not yet");
            }
            record.accept(change);
        };
        List<RuntimeException> reported = Collections.synchronizedList(new ArrayList<>());
        try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments")
                .pollInterval(Duration.ofMillis(20)).onError(reported::add)
                .build(CommentsChange.DECODER, failsThrice).start()) {
            reader.awaitCaughtUp(Duration.ofSeconds(10));
        }
        assertEquals(Map.of("c1", List.of(1), "c2", List.of(1)), handled);
        assertEquals(3, reported.size(), reported.toString());
        ChangeFailedException third = assertInstanceOf(ChangeFailedException.class, reported.get(2));
        assertEquals(3, third.attempts());
        assertFalse(third.gaveUp());
    }

    @Test
    void awaitCaughtUpThrowsWhenTheReaderGivesUpOrOnTimeoutWithTheHandlersFailure(DynamoDbStreamsClient streams) {
        comments.put(comment(1, 1));
        Consumer<CommentsChange> broken = change -> {
            throw new IllegalStateException("broken handler");
        };
        try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments")
                .pollInterval(Duration.ofMillis(20)).maxAttempts(3).onError(failure -> { })
                .build(CommentsChange.DECODER, broken).start()) {
            ChangeFailedException gaveUp = assertThrows(ChangeFailedException.class,
                    () -> reader.awaitCaughtUp(Duration.ofSeconds(10)));
            assertTrue(gaveUp.gaveUp() && gaveUp.attempts() == 3, gaveUp.getMessage());
            assertTrue(gaveUp.getMessage().contains("broken handler"), gaveUp.getMessage());
        }
        try (StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments")
                .pollInterval(Duration.ofMillis(20)).onError(failure -> { })
                .build(CommentsChange.DECODER, broken).start()) {
            KeywayException timedOut = assertThrows(KeywayException.class,
                    () -> reader.awaitCaughtUp(Duration.ofMillis(500)));
            assertTrue(timedOut.getMessage().contains("did not catch up") && timedOut.getMessage().contains("broken handler"),
                    timedOut.getMessage());
            assertInstanceOf(ChangeFailedException.class, timedOut.getCause());
        }
    }

    @Test
    void aReaderWithoutStartRetriesInAwaitCaughtUpToo(DynamoDbStreamsClient streams) {
        comments.put(comment(1, 1));
        comments.put(comment(1, 2));
        Set<Integer> failedOnce = new HashSet<>();
        Map<String, List<Integer>> handled = new HashMap<>();
        Consumer<CommentsChange> record = recordInto(handled);
        StreamReader<CommentsChange> reader = StreamReader.forTable(client, streams, "Comments")
                .pollInterval(Duration.ofMillis(10)).build(CommentsChange.DECODER, change -> {
                    int version = ((CommentsChange.OfComment) change).change().latest().orElseThrow().rating();
                    if (failedOnce.add(version)) {
                        throw new IllegalStateException("first attempt of version " + version);
                    }
                    record.accept(change);
                });
        reader.awaitCaughtUp(Duration.ofSeconds(10));
        assertEquals(Map.of("c1", List.of(1, 2)), handled);
    }

    private static int handledCount(Map<String, List<Integer>> handled) {
        synchronized (handled) {
            return handled.values().stream().mapToInt(List::size).sum();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
