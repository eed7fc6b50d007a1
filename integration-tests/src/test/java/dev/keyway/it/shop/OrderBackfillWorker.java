package dev.keyway.it.shop;

// The README's example of a backfill split over an array job's workers, as it is there; ReadmeBackfillWorkersTest runs it.

import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One worker of an array job that backfills the orders: its share of 64 segments, resumable from its
 * own checkpoints, its report left for the step that combines the workers' reports.
 */
public final class OrderBackfillWorker {

    static final int SEGMENTS = 64;

    private final OrderRepository orders;
    private final Path directory; // shared by the workers and the combining step (a mounted volume)

    public OrderBackfillWorker(DynamoDbClient client, Path directory) {
        this.orders = new OrderRepository(client);
        this.directory = directory;
    }

    /** The array job's command: {@code java ... OrderBackfillWorker /mnt/backfill 8} on each of 8 workers. */
    public static void main(String[] args) throws IOException {
        String index = System.getenv("AWS_BATCH_JOB_ARRAY_INDEX");         // AWS Batch array job
        if (index == null) {
            index = System.getenv("JOB_COMPLETION_INDEX");                  // Kubernetes indexed job
        }
        try (DynamoDbClient client = DynamoDbClient.create()) {
            BackfillReport slice = new OrderBackfillWorker(client, Path.of(args[0]))
                    .run(Integer.parseInt(index), Integer.parseInt(args[1]));
            System.out.println(slice);
        }
    }

    /** Runs worker {@code index} (from 0) of {@code workers}; run again after a crash, it resumes. */
    public BackfillReport run(int index, int workers) throws IOException {
        Path checkpoints = directory.resolve("worker-" + index + ".checkpoints");
        Map<Integer, String> tokens = new TreeMap<>();
        List<BackfillCheckpoint> resume = new ArrayList<>();
        if (Files.exists(checkpoints)) {
            for (String token : Files.readAllLines(checkpoints)) {
                BackfillCheckpoint checkpoint = BackfillCheckpoint.parse(token);
                resume.add(checkpoint);                       // only this worker's segments: others are refused
                tokens.put(checkpoint.segment(), token);
            }
        }
        BackfillReport slice = orders.backfill()
                .segments(SEGMENTS)
                .sliceForWorker(index, workers)                // worker 1 of 4: segments 16 to 31
                .resumeFrom(resume)
                .progress(progress -> {
                    tokens.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    write(checkpoints, tokens.values());
                })
                .run();
        write(directory.resolve("worker-" + index + ".report"), List.of(slice.token()));
        return slice;
    }

    /** The step after the array job: the whole backfill's report, complete when every worker's slice is. */
    public static BackfillReport combine(Path directory, int workers) throws IOException {
        List<BackfillReport> slices = new ArrayList<>();
        for (int index = 0; index < workers; index++) {
            Path report = directory.resolve("worker-" + index + ".report");
            if (Files.exists(report)) {                        // a worker that never finished left none
                slices.add(BackfillReport.parse(Files.readString(report).strip()));
            }
        }
        BackfillReport whole = BackfillReport.combine(slices);
        if (!whole.complete()) {
            System.err.println("segments without a report: " + whole.missingSegments() + "; "
                    + whole.failed() + " orders failed");
            whole.failures().forEach(failure -> System.err.println(failure.key() + ": " + failure.reason()));
        }
        return whole;
    }

    private static void write(Path file, Iterable<String> lines) {
        try {
            Path next = file.resolveSibling(file.getFileName() + ".next");
            Files.write(next, lines);
            Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);                 // stops the slice; the file keeps the last positions
        }
    }
}
