package dev.keyway.runtime.backfill;

import dev.keyway.runtime.Scan;
import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.backfill.IndexKeyRewrite;
import dev.keyway.runtime.internal.backfill.JobRetry;
import dev.keyway.runtime.internal.backfill.SegmentSlice;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.scan.ParallelScan;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * One run of a {@link Backfill}: the pages of a parallel scan, each item planned and written on
 * its segment's thread, progress reported after each page. A run that adopts untyped items also
 * reads the items without a type attribute and tells them apart by their primary keys: this
 * entity's are planned like its typed items (and get the type), another entity's are left for that
 * entity's backfill, and those whose keys are no entity's are reported.
 *
 * <p><b>Never skipping an item.</b> A request that fails for a reason not the item's own is sent
 * again ({@link JobRetry}); when it keeps failing, the run stops with
 * {@link BackfillStoppedException} before the segment's checkpoint passes the item. A page counts
 * only once its checkpoint is passed: its counts, failures and samples are gathered apart and added
 * then, so a page read again after a stop is not counted twice. An item that fails for its own
 * reason is final for this run, and its key goes into the segment's checkpoints, so that a resumed
 * run reads it again first. A Scan that keeps failing after the SDK's retries restarts the segments
 * from their checkpoints, with the same pauses (reset by progress), before it stops the run.
 *
 * <p><b>A slice</b> of the segments (another worker runs the others) keeps checkpoints for its own
 * segments only; the scan is still of all the segments, those of the other workers starting done, so
 * that its requests carry the backfill's {@code TotalSegments}.
 */
final class BackfillRun<T> {

    private final EntityOperations<T> table;
    private final IndexKeyRewrite<T> rewrite;
    private final boolean dryRun;
    private final boolean adopt;
    private final int samples;
    private final int maxAttempts;
    private final JobRetry retry;
    private final Consumer<BackfillProgress> progress;

    // shared by the segments, guarded by this
    private final BackfillTally totals;
    private int segmentsDone;
    private long pagesPassed;
    private BackfillCheckpoint[] checkpoints;
    private int firstSegment; // the slice run, both included
    private int lastSegment;

    BackfillRun(EntityOperations<T> table, List<String> indexes, boolean dryRun, boolean adopt, int samples, int maxAttempts,
                JobRetry retry, Consumer<BackfillProgress> progress) {
        this.table = table;
        this.rewrite = new IndexKeyRewrite<>(table, indexes);
        this.dryRun = dryRun;
        this.adopt = adopt;
        this.samples = samples;
        this.maxAttempts = maxAttempts;
        this.retry = retry;
        this.progress = progress;
        this.totals = new BackfillTally(samples);
    }

    /**
     * Runs the scan (segments as set, or as the checkpoints say) and returns the report.
     *
     * @throws BackfillStoppedException if the run stopped before its end
     */
    BackfillReport run(Scan<T> scan, int segmentsSet, List<BackfillCheckpoint> resume, SegmentSlice slice,
                       int parallelism) {
        int segments = segmentCount(segmentsSet, resume);
        int[] range = slice.resolve(segments);
        firstSegment = range[0];
        lastSegment = range[1];
        checkpoints = new BackfillCheckpoint[segments]; // null outside the slice: another worker's segments
        for (int segment = firstSegment; segment <= lastSegment; segment++) {
            checkpoints[segment] = BackfillCheckpoint.start(table.schema().entityType(), table.tableName(), segment,
                    segments, adopt, dryRun);
        }
        for (BackfillCheckpoint checkpoint : resume) {
            if (checkpoint.segment() < firstSegment || checkpoint.segment() > lastSegment) {
                throw invalid(checkpoint, "segment " + checkpoint.segment() + " is not in this slice (segments "
                        + firstSegment + "-" + lastSegment + " of " + segments + "); resume each slice from its own "
                        + "segments' checkpoints");
            }
            checkpoints[checkpoint.segment()] = checkpoint;
            segmentsDone += checkpoint.done() ? 1 : 0;
        }
        int sliceSize = lastSegment - firstSegment + 1;
        Scan<T> threads = sliceSize == segments ? scan // a thread per segment of the slice, not of the whole scan
                : scan.parallelism(Math.min(sliceSize, parallelism == 0 ? Scan.DEFAULT_MAX_PARALLELISM : parallelism));
        try {
            retryFailedItems();
            scanToTheEnd(threads, segments);
        } catch (Stop stop) {
            if (stop.callbacks) {
                throw (RuntimeException) stop.getCause(); // the application's own exception, as it threw it
            }
            throw new BackfillStoppedException(report(), stop.getMessage(), stop.getCause());
        }
        return report();
    }

    private synchronized BackfillReport report() {
        return new BackfillReport(table.schema().entityType(), table.tableName(), dryRun, adopt, totals.counts(),
                totals.changes, totals.failures, totals.unmatchedKeys,
                Arrays.asList(checkpoints).subList(firstSegment, lastSegment + 1),
                new BackfillReport.Scope(firstSegment, lastSegment, checkpoints.length));
    }

    /** The segment count: as set, or the checkpoints'; they must agree and fit this entity, table and run. */
    private int segmentCount(int segmentsSet, List<BackfillCheckpoint> resume) {
        int segments = segmentsSet;
        boolean[] seen = new boolean[resume.isEmpty() ? 0 : resume.get(0).totalSegments()];
        for (BackfillCheckpoint checkpoint : resume) {
            if (!checkpoint.entityType().equals(table.schema().entityType())
                    || !checkpoint.tableName().equals(table.tableName())) {
                throw invalid(checkpoint, "it is a checkpoint of " + checkpoint.entityType() + " in "
                        + checkpoint.tableName());
            }
            if (checkpoint.adoptsUntyped() != adopt) {
                throw invalid(checkpoint, adopt ? "it is of a backfill that did not adopt untyped items, so the "
                        + "untyped items before it were not read: start the adoption from the beginning"
                        : "it is of a backfill that adopts untyped items: resume it with adoptUntyped()");
            }
            if (checkpoint.dryRun() != dryRun) {
                throw invalid(checkpoint, dryRun ? "it is of a backfill that writes: resume it without dryRun()"
                        : "it is of a dry run, which wrote nothing before it: start the backfill from the beginning");
            }
            if (segments != 0 && checkpoint.totalSegments() != segments || checkpoint.totalSegments() != seen.length) {
                throw invalid(checkpoint, "it is of a backfill in " + checkpoint.totalSegments() + " segments, not "
                        + (segments != 0 ? segments : seen.length));
            }
            if (seen[checkpoint.segment()]) {
                throw invalid(checkpoint, "segment " + checkpoint.segment() + " has two checkpoints");
            }
            seen[checkpoint.segment()] = true;
            segments = checkpoint.totalSegments();
        }
        return segments == 0 ? 1 : segments;
    }

    private InvalidCheckpointException invalid(BackfillCheckpoint checkpoint, String reason) {
        return new InvalidCheckpointException("Cannot resume the backfill of " + table.schema().entityType() + " in "
                + table.tableName() + " from " + checkpoint + ": " + reason, null);
    }

    // ---- reading -------------------------------------------------------------------------------

    /** The items that failed before the checkpoints resumed from, each read again and tried once more. */
    private void retryFailedItems() {
        for (int segment = firstSegment; segment <= lastSegment; segment++) {
            BackfillCheckpoint checkpoint = checkpoints[segment];
            if (checkpoint.failedKeys().isEmpty()) {
                continue;
            }
            BackfillTally tally = new BackfillTally(samples);
            for (Map<String, AttributeValue> key : checkpoint.failedKeys()) {
                Map<String, AttributeValue> item;
                try {
                    item = read(key);
                } catch (Stop stop) {
                    throw stop;
                } catch (RuntimeException refused) { // DynamoDB refuses the key itself
                    fail(tally, key, "it cannot be read: " + refused.getMessage(), refused);
                    continue;
                }
                if (item.isEmpty() || Expiry.expired(table.schema(), item) || !ofThisEntity(item)) {
                    tally.deletedMeanwhile(); // deleted, expired or of another entity since: nothing to rewrite
                } else {
                    backfill(item, tally);
                }
            }
            synchronized (this) {
                checkpoints[segment] = checkpoint.afterRetry(tally.failedKeys);
                totals.add(tally);
                reportProgress(segment, checkpoint.done());
            }
        }
    }

    /** Reads every segment from its checkpoint to its end, starting again from the checkpoints after a failed Scan. */
    private void scanToTheEnd(Scan<T> scan, int segments) {
        for (int failedAttempts = 0; ; ) {
            List<ParallelScan.Start> starts = starts();
            if (starts.stream().allMatch(ParallelScan.Start::done)) {
                return;
            }
            long passedBefore = pagesPassed();
            ParallelScan<T> all = RuntimeAccess.parallelScan(scan.segments(segments));
            ParallelScan<T> pages = adopt ? all.withUntypedItems() : all;
            try {
                pages.forEachPage(starts, (segment, items, next) -> page(pages, segment, items, next));
                return;
            } catch (Stop stop) {
                throw stop;
            } catch (RuntimeException failure) { // a Scan that failed after the SDK's retries
                failedAttempts = pagesPassed() > passedBefore ? 1 : failedAttempts + 1; // progress: pauses start over
                String request = "Scan of " + table.schema().entityType() + " in " + table.tableName();
                if (JobRetry.verdict(failure) != JobRetry.Verdict.RETRY) {
                    throw new Stop(request + " failed: " + failure.getMessage(), failure);
                }
                if (failedAttempts >= retry.attempts()) {
                    throw persisting(request, failedAttempts, failure);
                }
                pause(failedAttempts, failure);
            }
        }
    }

    /** A segment outside the slice: another worker's, never read here. */
    private static final ParallelScan.Start OTHER_WORKERS = new ParallelScan.Start(null, true);

    private synchronized List<ParallelScan.Start> starts() {
        List<ParallelScan.Start> starts = new ArrayList<>(checkpoints.length);
        for (BackfillCheckpoint checkpoint : checkpoints) {
            starts.add(checkpoint == null ? OTHER_WORKERS : checkpoint.started() ? new ParallelScan.Start(checkpoint.after(), checkpoint.done())
                    : ParallelScan.Start.BEGINNING);
        }
        return starts;
    }

    private synchronized long pagesPassed() {
        return pagesPassed;
    }

    /** One page of a segment: every item written or judged, then the checkpoint passes the page. */
    private void page(ParallelScan<T> pages, int segment, List<Map<String, AttributeValue>> items,
                      Map<String, AttributeValue> next) {
        BackfillTally tally = new BackfillTally(samples);
        for (Map<String, AttributeValue> item : items) {
            if (pages.stopped()) {
                return; // another segment failed: this one's checkpoint stays before the page
            }
            if (!untyped(item) || isOfThisEntity(item, tally)) {
                backfill(item, tally);
            }
        }
        synchronized (this) {
            checkpoints[segment] = checkpoints[segment].afterPage(next, tally.failedKeys);
            totals.add(tally);
            pagesPassed++;
            if (next == null) {
                segmentsDone++;
            }
            reportProgress(segment, next == null);
        }
    }

    /**
     * Reports where a segment stands. The callback's exception stops the run and is thrown as it is:
     * the callback has the checkpoints. Called holding the lock.
     */
    private void reportProgress(int segment, boolean segmentDone) {
        if (progress == null) {
            return;
        }
        try {
            progress.accept(new BackfillProgress(segment, checkpoints.length, lastSegment - firstSegment + 1, segmentDone,
                    segmentsDone, totals.scanned,
                    totals.changed, totals.unchanged, totals.failed, checkpoints[segment]));
        } catch (RuntimeException e) {
            throw new Stop(e);
        }
    }

    // ---- one item ------------------------------------------------------------------------------

    /** One item: planned, compared and written, again from the stored item while another writer changes it. */
    private void backfill(Map<String, AttributeValue> read, BackfillTally tally) {
        Map<String, AttributeValue> item = read;
        for (int attempt = 1; ; attempt++) {
            IndexKeyRewrite.Plan plan;
            try {
                plan = rewrite.plan(item);
            } catch (RuntimeException e) { // the item does not decode, or its keys cannot hold a value: its own
                fail(tally, keyOf(item), "it cannot be rewritten: " + e.getMessage(), e);
                return;
            }
            if (!plan.changes()) {
                tally.unchanged();
                return;
            }
            if (dryRun) {
                tally.changed(change(plan), plan.adopts());
                return;
            }
            Optional<Map<String, AttributeValue>> changedMeanwhile;
            try {
                changedMeanwhile = sendRetrying((plan.claims().isEmpty() ? "UpdateItem" : "TransactWriteItems")
                        + " of " + table.schema().entityType() + " " + describe(plan.key()), () -> rewrite.apply(plan));
            } catch (Stop stop) {
                throw stop;
            } catch (RuntimeException refused) { // the item's own failure
                judgeRefused(plan, refused, tally);
                return;
            }
            if (changedMeanwhile.isEmpty()) {
                tally.changed(change(plan), plan.adopts());
                return;
            }
            tally.conflict();
            item = changedMeanwhile.get();
            if (!ofThisEntity(item)) {
                tally.deletedMeanwhile();
                return;
            }
            if (attempt == maxAttempts) {
                String key = describe(plan.key());
                fail(tally, plan.key(), "another writer changed it on each of " + maxAttempts
                        + " attempts; run the backfill again", new ConditionFailedException(table.schema().entityType(),
                        key, "The item changed on each of " + maxAttempts + " attempts to rewrite its index keys", null));
                return;
            }
        }
    }

    /**
     * A write refused for the item's own reason. The refusal may answer the SDK's retry of a write
     * that was applied while its answer was lost (an adoption whose claims its own item now holds),
     * so the item is read again: right now, it is done; otherwise it failed.
     */
    private void judgeRefused(IndexKeyRewrite.Plan plan, RuntimeException refused, BackfillTally tally) {
        Map<String, AttributeValue> now;
        try {
            now = read(plan.key());
        } catch (Stop stop) {
            throw stop;
        } catch (RuntimeException e) {
            now = null;
        }
        if (now != null && (now.isEmpty() || !ofThisEntity(now))) {
            tally.deletedMeanwhile();
            return;
        }
        if (now != null && isRight(now)) {
            tally.unchanged();
            return;
        }
        String reason = refused instanceof UniqueConstraintException ? "it cannot be adopted: "
                : "DynamoDB refused the rewrite: ";
        fail(tally, plan.key(), reason + refused.getMessage(), refused);
    }

    private boolean isRight(Map<String, AttributeValue> item) {
        try {
            return !rewrite.plan(item).changes();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void fail(BackfillTally tally, Map<String, AttributeValue> key, String reason, Throwable cause) {
        tally.failed(keyOf(key), new BackfillReport.Failure(describe(key), reason, cause));
    }

    /** The item as stored now, read consistently; empty when there is none. */
    private Map<String, AttributeValue> read(Map<String, AttributeValue> key) {
        String described = describe(key);
        GetItemResponse response = sendRetrying("GetItem of " + table.schema().entityType() + " " + described,
                () -> table.requests().getItem(table.context(Operation.BACKFILL).key(described),
                        GetItemRequest.builder().tableName(table.tableName()).key(keyOf(key)).consistentRead(true)
                                .build()));
        return response.hasItem() && response.item() != null ? response.item() : Map.of();
    }

    /**
     * Sends a request until it succeeds or fails for the item's own reason (thrown as it is). A
     * failure that is not the item's own is sent again after a pause; when it persists through every
     * attempt, or no retry can mend it, the run stops.
     */
    private <R> R sendRetrying(String request, Supplier<R> send) {
        for (int failed = 1; ; failed++) {
            try {
                return send.get();
            } catch (RuntimeException failure) {
                switch (JobRetry.verdict(failure)) {
                    case ITEM -> throw failure;
                    case STOP -> throw new Stop(request + " failed: " + failure.getMessage(), failure);
                    default -> {
                        if (failed >= retry.attempts()) {
                            throw persisting(request, failed, failure);
                        }
                        pause(failed, failure);
                    }
                }
            }
        }
    }

    private static Stop persisting(String request, int attempts, Throwable failure) {
        return new Stop(request + " failed on each of " + attempts + " attempts, each after the SDK's own retries: "
                + failure.getMessage(), failure);
    }

    private void pause(int failedAttempts, Throwable failure) {
        try {
            retry.pause(failedAttempts);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Stop stop = new Stop("interrupted while waiting to send a failed request again", e);
            stop.addSuppressed(failure);
            throw stop;
        }
    }

    // ---- whose item ----------------------------------------------------------------------------

    /** Whether the item is of this entity: typed so, or (when adopting) untyped under a key of this entity's. */
    private boolean ofThisEntity(Map<String, AttributeValue> item) {
        AttributeValue type = item.get(table.schema().table().typeAttribute());
        if (type == null) {
            return adopt && !item.isEmpty() && table.schema().primaryKeyMatches(item);
        }
        return table.schema().entityType().equals(type.s());
    }

    private boolean untyped(Map<String, AttributeValue> item) {
        return !item.containsKey(table.schema().table().typeAttribute());
    }

    /**
     * Whether an untyped item's primary key is this entity's; if not, it is counted as another
     * entity's (whose backfill adopts it) or, when its key is no entity's of the table, reported.
     * KW042 proves that no two entities of a table write one key, so at most one entity's
     * templates parse it.
     */
    private boolean isOfThisEntity(Map<String, AttributeValue> item, BackfillTally tally) {
        ItemSchema<T> schema = table.schema();
        if (schema.primaryKeyMatches(item)) {
            return true;
        }
        if (schema.tableSchemas().stream().anyMatch(other -> other.primaryKeyMatches(item))) {
            tally.otherEntity();
        } else {
            tally.unmatched(describe(item));
        }
        return false;
    }

    // ---- text ----------------------------------------------------------------------------------

    private String describe(Map<String, AttributeValue> itemOrKey) {
        return table.schema().table().describeKey(itemOrKey);
    }

    /** The primary key of an item. */
    private Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>(4);
        String partitionKey = table.schema().table().partitionKeyAttribute();
        key.put(partitionKey, item.get(partitionKey));
        table.schema().table().sortKeyAttribute().ifPresent(sortKey -> key.put(sortKey, item.get(sortKey)));
        return key;
    }

    /** The attributes that change, as text. */
    private BackfillReport.Change change(IndexKeyRewrite.Plan plan) {
        Map<String, String> before = new LinkedHashMap<>();
        Map<String, String> after = new LinkedHashMap<>();
        plan.before().forEach((attribute, value) -> {
            if (!value.equals(plan.after().get(attribute))) {
                before.put(attribute, text(value));
            }
        });
        plan.after().forEach((attribute, value) -> {
            if (!value.equals(plan.before().get(attribute))) {
                after.put(attribute, text(value));
            }
        });
        return new BackfillReport.Change(describe(plan.key()), before, after);
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : value.toString();
    }

    /**
     * Stops the run: thrown through the scan's segments, and turned into a
     * {@link BackfillStoppedException} with the report so far (its message is the reason), or, for an
     * exception of the progress callback, into that exception.
     */
    private static final class Stop extends RuntimeException {
        final boolean callbacks;

        Stop(String reason, Throwable cause) {
            super(reason, cause, true, false);
            this.callbacks = false;
        }

        /** The progress callback threw. */
        Stop(RuntimeException callbacks) {
            super("the progress callback threw", callbacks, true, false);
            this.callbacks = true;
        }
    }
}
