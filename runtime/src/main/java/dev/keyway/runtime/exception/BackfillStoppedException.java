package dev.keyway.runtime.exception;

import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import java.util.List;
import java.util.Objects;

/**
 * A {@link Backfill} stopped before its end: a request kept failing for a reason that is not an
 * item's own (throttling, an error of DynamoDB, a lost connection) after the SDK's retries and the
 * backfill's own ({@link Backfill#retries}), or DynamoDB refused a request no retry mends (access
 * denied, a missing table), or the thread was interrupted. The {@linkplain #getCause() cause} says
 * which. (An exception of the progress callback stops the backfill too, and is thrown as it is.)
 *
 * <p>Nothing was skipped: no segment's checkpoint passes an item that is not written, right
 * already, or failed for a reason of its own, and those that failed are in the checkpoints and in
 * {@link #report()}. Resume with {@code backfill().resumeFrom(e.checkpoints())} (the same
 * checkpoints as the last progress reports brought, so a process that saved those can resume after
 * a crash as well):
 *
 * <pre>{@code
 * try {
 *     report = orders.backfill().segments(8).run();
 * } catch (BackfillStoppedException e) {
 *     log.warn("backfill stopped, resuming later: {}", e.getMessage());
 *     e.report().failures().forEach(failure -> log.warn("{}: {}", failure.key(), failure.reason()));
 *     report = orders.backfill().resumeFrom(e.checkpoints()).run(); // once what stopped it is mended
 * }
 * }</pre>
 */
public class BackfillStoppedException extends KeywayException {

    private final transient BackfillReport report;

    /**
     * For a backfill that stopped.
     *
     * @param report what the backfill did until it stopped, with every segment's checkpoint
     * @param reason why it stopped
     * @param cause  the failure that stopped it
     */
    public BackfillStoppedException(BackfillReport report, String reason, Throwable cause) {
        super("The backfill of " + report.entityType() + " in " + report.tableName() + " stopped: " + reason
                + "; no item after its checkpoints was skipped: resume it with resumeFrom(checkpoints()) ("
                + report.scanned() + " items done, " + report.failed() + " failed)", cause);
        this.report = Objects.requireNonNull(report, "report");
    }

    /**
     * What the backfill did until it stopped: the counts of the pages whose checkpoints it passed,
     * their failures, and every segment's checkpoint ({@link BackfillReport#complete()} is false).
     */
    public BackfillReport report() {
        return report;
    }

    /** Every segment's checkpoint, to resume from: {@code report().checkpoints()}. */
    public List<BackfillCheckpoint> checkpoints() {
        return report.checkpoints();
    }
}
