package dev.keyway.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.stream.StreamReaderShardTest.FakeStreams;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Issue #24 §5: a change whose handler fails is retried on its own and holds back only the later
 * changes of its item; the checkpoint never passes it; {@code batchSize} bounds a round; a reader
 * with {@code maxAttempts} gives up, and says so. (Before: a failure stopped its whole shard for the
 * round, and a round read every shard to its end.)
 */
class StreamReaderRetryTest {

    private final FakeStreams streams = new FakeStreams();
    private final Checkpoints checkpoints = Checkpoints.inMemory();
    private final List<String> seen = new ArrayList<>();

    private Consumer<ChangeEvent> failingFirst(Set<String> values) {
        Set<String> failed = new HashSet<>();
        return event -> {
            String value = event.newItem().orElseThrow().get("v").s();
            if (values.contains(value) && failed.add(value)) {
                throw new IllegalStateException("downstream unavailable for " + value);
            }
            seen.add(value);
        };
    }

    @Test
    void aFailedChangeHoldsBackOnlyTheLaterChangesOfItsItem() {
        streams.shard("s", null, false);
        streams.append("s", "a", "a1");
        streams.append("s", "b", "b1");
        streams.append("s", "a", "a2");
        streams.append("s", "c", "c1");
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints)
                .build(StreamReaderShardTest.RAW, failingFirst(Set.of("a1")));

        ChangeFailedException failed = assertThrows(ChangeFailedException.class, reader::poll);
        assertEquals("100", failed.sequenceNumber());
        assertEquals(1, failed.attempts());
        assertFalse(failed.gaveUp());
        assertEquals(List.of("b1", "c1"), seen, "a2 waits for a1; b1 and c1 do not");
        assertEquals(Optional.empty(), checkpoints.last("arn", "s"), "the checkpoint does not pass a1");

        assertEquals(2, reader.poll());
        assertEquals(List.of("b1", "c1", "a1", "a2"), seen);
        assertEquals(Optional.of("103"), checkpoints.last("arn", "s"));
        assertEquals(0, reader.poll());
    }

    @Test
    void aRecordWithoutKeysHoldsBackEverythingAfterIt() {
        streams.shard("s", null, false);
        streams.append("s", "", "x1");
        streams.append("s", "b", "b1");
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints)
                .build(StreamReaderShardTest.RAW, event -> seen.add(event.newItem().orElseThrow().get("v").s()));

        ChangeFailedException failed = assertThrows(ChangeFailedException.class, reader::poll);
        assertTrue(failed.getCause() instanceof IllegalArgumentException, failed.toString());
        assertEquals(List.of(), seen, "a record that could be any item's comes first");
        assertEquals(Optional.empty(), checkpoints.last("arn", "s"));
    }

    @Test
    void batchSizeBoundsARound() {
        streams.shard("s", null, false);
        for (int i = 0; i < 25; i++) {
            streams.append("s", "k" + i, "v" + i);
        }
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints).batchSize(10)
                .build(StreamReaderShardTest.RAW, event -> seen.add(event.newItem().orElseThrow().get("v").s()));
        assertEquals(10, reader.poll());
        assertEquals(Optional.of("109"), checkpoints.last("arn", "s"));
        assertEquals(10, reader.poll());
        assertEquals(5, reader.poll());
        assertEquals(0, reader.poll());
        assertEquals(25, seen.size());
    }

    @Test
    void aShardWaitsOnceAThousandChangesWereReadPastItsOldestUnhandledOne() {
        streams.shard("s", null, false);
        streams.append("s", "a", "a1");
        for (int i = 0; i < 1500; i++) {
            streams.append("s", "k" + i, "v" + i);
        }
        Set<String> failing = new HashSet<>(Set.of("a1"));
        int[] attempts = {0};
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints)
                .build(StreamReaderShardTest.RAW, event -> {
                    String value = event.newItem().orElseThrow().get("v").s();
                    if (failing.contains(value) && ++attempts[0] < 3) {
                        throw new IllegalStateException("not yet");
                    }
                    seen.add(value);
                });
        assertThrows(ChangeFailedException.class, reader::poll);
        assertEquals(999, seen.size(), "the other items go on");
        assertThrows(ChangeFailedException.class, reader::poll);
        assertEquals(999, seen.size(), "1,000 changes read past a1: the shard waits for it");
        assertEquals(502, reader.poll());
        assertEquals(1501, seen.size());
        assertEquals(Optional.of(Long.toString(100 + 1500)), checkpoints.last("arn", "s"));
    }

    @Test
    void aReaderGivesUpAfterMaxAttemptsAndStaysStopped() {
        streams.shard("s", null, false);
        streams.append("s", "a", "a1");
        streams.append("s", "b", "b1");
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints)
                .maxAttempts(2).build(StreamReaderShardTest.RAW, event -> {
                    throw new IllegalStateException("always");
                });
        assertFalse(assertThrows(ChangeFailedException.class, reader::poll).gaveUp());
        ChangeFailedException gaveUp = assertThrows(ChangeFailedException.class, reader::poll);
        assertTrue(gaveUp.gaveUp(), gaveUp.getMessage());
        assertEquals(2, gaveUp.attempts());
        assertSame(gaveUp, assertThrows(ChangeFailedException.class, reader::poll));
        assertSame(gaveUp, assertThrows(ChangeFailedException.class, () -> reader.awaitCaughtUp(Duration.ofSeconds(5))));
        assertEquals(Optional.empty(), checkpoints.last("arn", "s"));
    }

    @Test
    void awaitCaughtUpWaitsForTheRetriesWithoutAStartedReader() {
        streams.shard("s", null, false);
        streams.append("s", "a", "a1");
        streams.append("s", "a", "a2");
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").checkpoints(checkpoints)
                .pollInterval(Duration.ofMillis(10)).build(StreamReaderShardTest.RAW, failingFirst(Set.of("a1", "a2")));
        reader.awaitCaughtUp(Duration.ofSeconds(10));
        assertEquals(List.of("a1", "a2"), seen);
        assertEquals(Optional.of("101"), checkpoints.last("arn", "s"));
    }

    @Test
    void aClosedReaderDoesNotPoll() {
        streams.shard("s", null, false, "a");
        StreamReader<ChangeEvent> reader = StreamReader.forStream(streams, "arn").build(StreamReaderShardTest.RAW, event -> { });
        reader.close();
        assertThrows(IllegalStateException.class, reader::poll);
    }
}
