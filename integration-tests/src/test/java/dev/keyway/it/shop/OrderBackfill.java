package dev.keyway.it.shop;

// The README's "Backfilling index keys" example, as it is there; ReadmeExamplesTest runs it.

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

/** Brings every order's index keys up to date; a stopped run resumes where it stood. */
public final class OrderBackfill {

    private final OrderRepository orders;
    private final Path checkpoints; // one token per line, one line per segment

    public OrderBackfill(DynamoDbClient client, Path checkpoints) {
        this.orders = new OrderRepository(client);
        this.checkpoints = checkpoints;
    }

    /** What would change, without writing anything. */
    public BackfillReport preview() {
        BackfillReport report = orders.backfill().dryRun().samples(5).run();
        System.out.println(report.changed() + " of " + report.scanned() + " orders would change");
        report.samples().forEach(change ->
                System.out.println(change.key() + ": " + change.before() + " -> " + change.after()));
        return report;
    }

    /** Rewrites the keys in 8 parallel segments, saving every segment's checkpoint after each page. */
    public BackfillReport run() throws IOException {
        Map<Integer, String> tokens = new TreeMap<>();
        List<BackfillCheckpoint> resume = new ArrayList<>();
        if (Files.exists(checkpoints)) {
            for (String token : Files.readAllLines(checkpoints)) {
                BackfillCheckpoint checkpoint = BackfillCheckpoint.parse(token);
                resume.add(checkpoint);
                tokens.put(checkpoint.segment(), token);
            }
        }
        BackfillReport report = orders.backfill()
                .segments(8)
                .resumeFrom(resume)
                .progress(progress -> {         // one report at a time, after the page's writes
                    tokens.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    save(tokens.values());
                })
                .run();
        report.failures().forEach(failure -> System.err.println(failure.key() + ": " + failure.reason()));
        if (report.complete()) {
            Files.deleteIfExists(checkpoints);  // every order is right: a next run starts from the beginning
        }                                       // else the file holds the failed orders: a next run tries only those
        return report;
    }

    private void save(Iterable<String> lines) {
        try {
            Path next = checkpoints.resolveSibling(checkpoints.getFileName() + ".next");
            Files.write(next, lines);
            Files.move(next, checkpoints, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);  // stops the backfill; the file keeps the last saved positions
        }
    }
}
