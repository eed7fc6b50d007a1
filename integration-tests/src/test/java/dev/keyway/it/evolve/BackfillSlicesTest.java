package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.tickets.TicketSchema;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillProgress;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A backfill split over workers: each worker runs a slice of the parallel scan's segments, keeps
 * and resumes from its own checkpoints, and the slices' reports (passed on as text, as between the
 * processes of an array job) combine into the whole backfill's report, complete only when every
 * segment is covered exactly once and every slice is complete.
 */
class BackfillSlicesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final Set<String> INDEX_KEYS = Set.of("ByQueuePK", "ByQueueSK", "FlaggedPK", "FlaggedSK");

    private DynamoDbClient client;
    private TicketRepository tickets;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        tickets = new TicketRepository(client);
        tickets.createTable();
    }

    /** {@code count} tickets written before the indexes existed: none has its index keys. */
    private void ticketsWithoutIndexKeys(int count) {
        for (int i = 0; i < count; i++) {
            Ticket ticket = new Ticket("t" + i, i % 2 == 0 ? "billing" : "support", i % 5, T0.plusSeconds(i),
                    i % 3 == 0 ? Optional.of("urgent") : Optional.empty(), "Ticket " + i, 1);
            Map<String, AttributeValue> item = new HashMap<>(TicketSchema.INSTANCE.toItem(ticket));
            INDEX_KEYS.forEach(item::remove);
            client.putItem(request -> request.tableName("Tickets").item(item));
        }
    }

    private long ticketsWithoutTheirIndexKeys() {
        return client.scan(request -> request.tableName("Tickets").consistentRead(true)).items().stream()
                .filter(item -> "Ticket".equals(item.get("_type").s()))
                .filter(item -> !item.containsKey("ByQueuePK")).count();
    }

    @Test
    void fourWorkersRunTheirSlicesAndTheirReportsCombineIntoACompleteBackfill() throws Exception {
        ticketsWithoutIndexKeys(200);
        ExecutorService workers = Executors.newFixedThreadPool(4);
        List<Future<String>> outputs = new ArrayList<>();
        for (int worker = 0; worker < 4; worker++) { // each as an array job's worker computes it from its index
            int index = worker;
            outputs.add(workers.submit(() -> tickets.backfill().segments(16).sliceForWorker(index, 4).pageSize(7).run()
                    .token()));
        }
        List<BackfillReport> slices = new ArrayList<>();
        for (Future<String> output : outputs) {
            slices.add(BackfillReport.parse(output.get()));
        }
        workers.shutdown();

        for (int worker = 0; worker < 4; worker++) {
            BackfillReport slice = slices.get(worker);
            assertTrue(slice.sliced());
            assertEquals(16, slice.totalSegments());
            assertEquals(worker * 4, slice.firstSegment());
            assertEquals(worker * 4 + 3, slice.lastSegment());
            assertEquals(IntStream.rangeClosed(worker * 4, worker * 4 + 3).boxed().toList(),
                    slice.checkpoints().stream().map(BackfillCheckpoint::segment).toList(), "its own segments only");
            assertTrue(slice.complete(), "the slice is done: " + slice);
            assertTrue(slice.missingSegments().isEmpty());
        }
        BackfillReport whole = BackfillReport.combine(slices);
        assertFalse(whole.sliced());
        assertEquals(200, whole.scanned());
        assertEquals(200, whole.changed());
        assertEquals(16, whole.checkpoints().size());
        assertTrue(whole.complete());
        assertEquals(0, ticketsWithoutTheirIndexKeys());
        assertEquals(200, slices.stream().mapToLong(BackfillReport::scanned).sum(), "no item read by two workers");
    }

    @Test
    void aSliceOfSixtyFourSegmentsRunsOnlyItsOwnAndMissingOrOverlappingSlicesAreNotAWholeBackfill() {
        ticketsWithoutIndexKeys(120);
        List<BackfillProgress> reports = new ArrayList<>();
        BackfillReport second = tickets.backfill().segments(64).slice(16, 31).progress(reports::add).run();

        assertEquals(16, second.firstSegment());
        assertEquals(31, second.lastSegment());
        assertEquals(64, second.totalSegments());
        assertTrue(second.complete());
        assertTrue(reports.stream().allMatch(p -> p.segment() >= 16 && p.segment() <= 31 && p.sliceSegments() == 16
                && p.totalSegments() == 64));
        assertTrue(reports.get(reports.size() - 1).backfillDone(), "the slice's last report says its segments are done");
        assertEquals(120 - second.scanned(), ticketsWithoutTheirIndexKeys(), "the other segments' items are not touched");
        assertTrue(second.scanned() > 0 && second.scanned() < 120, second.toString());
        assertTrue(second.toString().contains("segments 16-31 of 64"), second.toString());

        BackfillReport first = tickets.backfill().segments(64).slice(0, 15).run();
        BackfillReport third = tickets.backfill().segments(64).slice(32, 47).run();
        BackfillReport partial = BackfillReport.combine(first, second, third);
        assertFalse(partial.complete(), "segments 48-63 are missing");
        assertEquals(IntStream.rangeClosed(48, 63).boxed().toList(), partial.missingSegments());
        assertTrue(partial.toString().contains("16 segments missing"), partial.toString());

        IllegalArgumentException overlap = assertThrows(IllegalArgumentException.class, () -> BackfillReport.combine(
                first, tickets.backfill().segments(64).slice(8, 40).dryRun().run()));
        assertTrue(overlap.getMessage().contains("different runs (a dry run and a run that writes)"), overlap.getMessage());
        BackfillReport overlapping = tickets.backfill().segments(64).slice(8, 20).run();
        overlap = assertThrows(IllegalArgumentException.class, () -> BackfillReport.combine(first, overlapping));
        assertEquals("Segment 8 of the backfill of Ticket in Tickets is in two reports (segments 0-15 of 64 and "
                + "segments 8-20 of 64): give each slice's last report once, and slices that do not overlap",
                overlap.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BackfillReport.combine(second, second), "a report given twice");
        assertThrows(IllegalArgumentException.class, () -> BackfillReport.combine(List.of()));

        BackfillReport fourth = tickets.backfill().segments(64).slice(48, 63).run();
        BackfillReport whole = BackfillReport.combine(fourth, third, first, second); // in any order
        assertTrue(whole.complete(), whole.toString());
        assertEquals(IntStream.range(0, 64).boxed().toList(),
                whole.checkpoints().stream().map(BackfillCheckpoint::segment).toList());
        assertEquals(120, whole.changed());
        assertEquals(0, ticketsWithoutTheirIndexKeys());
        assertThrows(IllegalArgumentException.class, () -> BackfillReport.combine(first,
                tickets.backfill().segments(32).slice(16, 31).run()), "another segment count");
    }

    @Test
    void aStoppedSliceResumesAloneFromItsOwnCheckpointsAndRefusesOthers() {
        ticketsWithoutIndexKeys(150);
        Map<Integer, String> saved = new ConcurrentHashMap<>();
        AtomicInteger pages = new AtomicInteger();
        assertThrows(IllegalStateException.class, () -> tickets.backfill().segments(8).slice(4, 7).pageSize(3)
                .progress(progress -> {
                    saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    if (pages.incrementAndGet() == 6) {
                        throw new IllegalStateException("the worker's container was stopped");
                    }
                }).run());
        List<BackfillCheckpoint> mine = saved.values().stream().map(BackfillCheckpoint::parse).toList();
        assertTrue(mine.stream().allMatch(checkpoint -> checkpoint.segment() >= 4 && checkpoint.totalSegments() == 8));

        BackfillReport otherHalf = tickets.backfill().segments(8).slice(0, 3).run();
        InvalidCheckpointException foreign = assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(8).slice(4, 7).resumeFrom(otherHalf.checkpoints()).run());
        assertTrue(foreign.getMessage().contains("segment 0 is not in this slice (segments 4-7 of 8); resume each slice "
                + "from its own segments' checkpoints"), foreign.getMessage());
        InvalidCheckpointException otherTotal = assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(16).slice(8, 15).resumeFrom(mine).run());
        assertTrue(otherTotal.getMessage().contains("in 8 segments, not 16"), otherTotal.getMessage());

        BackfillReport rest = tickets.backfill().segments(8).slice(4, 7).resumeFrom(mine).run();
        assertTrue(rest.complete());
        assertEquals(4, rest.checkpoints().size());
        BackfillReport whole = BackfillReport.combine(otherHalf, rest);
        assertTrue(whole.complete());
        assertEquals(0, ticketsWithoutTheirIndexKeys());
        assertTrue(whole.scanned() < 150, "the pages before the slice's checkpoints are not read again: " + whole);
    }

    @Test
    void aSliceThatDoesNotFitTheSegmentsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().segments(8).slice(4, 8));
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().slice(4, 8).segments(8));
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().slice(5, 4));
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().sliceForWorker(4, 4));
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().segments(3).sliceForWorker(0, 4));
        IllegalArgumentException noCount = assertThrows(IllegalArgumentException.class,
                () -> tickets.backfill().slice(16, 31).run());
        assertTrue(noCount.getMessage().contains("set the segment count first"), noCount.getMessage());
        assertTrue(tickets.backfill().segments(64).slice(16, 31).toString().contains("segments 16-31"));
    }

    @Test
    void aSlicesReportTravelsAsTextWithItsFailuresAndCheckpoints() {
        ticketsWithoutIndexKeys(10);
        Map<String, AttributeValue> broken = new HashMap<>(TicketSchema.INSTANCE.toItem(new Ticket("t99", "billing", 1,
                T0, Optional.empty(), "Broken", 1)));
        INDEX_KEYS.forEach(broken::remove);
        broken.put("priority", AttributeValue.fromS("high")); // does not decode: the item's own failure
        client.putItem(request -> request.tableName("Tickets").item(broken));

        BackfillReport report = tickets.backfill().segments(2).slice(0, 1).samples(3).run();
        BackfillReport read = BackfillReport.parse(report.token());

        assertEquals(report.toString(), read.toString());
        assertEquals(report.checkpoints(), read.checkpoints());
        assertEquals(report.samples(), read.samples());
        assertEquals(1, read.failures().size());
        assertEquals("PK=TICKET#t99, SK=TICKET", read.failures().get(0).key());
        assertEquals(report.failures().get(0).reason(), read.failures().get(0).reason());
        assertTrue(read.failures().get(0).cause() instanceof KeywayException);
        assertTrue(read.failures().get(0).cause().getMessage().startsWith(
                report.failures().get(0).cause().getClass().getName() + ": "), read.failures().get(0).cause().getMessage());
        assertFalse(read.complete(), "a failed item leaves the slice incomplete");
        assertEquals(1, read.checkpoints().stream().mapToLong(BackfillCheckpoint::failedItems).sum(),
                "its checkpoints keep the failed item to try again");

        String token = report.token();
        assertThrows(IllegalArgumentException.class, () -> BackfillReport.parse(token.substring(0, token.length() - 3)));
        assertThrows(IllegalArgumentException.class, () -> BackfillReport.parse("not a report"));
    }
}
