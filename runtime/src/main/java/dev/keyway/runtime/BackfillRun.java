package dev.keyway.runtime;

import dev.keyway.runtime.internal.EntityTable;
import dev.keyway.runtime.internal.IndexKeyRewrite;
import dev.keyway.runtime.internal.ParallelScan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * One run of a {@link Backfill}: the pages of a parallel scan, each item planned and written on
 * its segment's thread, counts and samples gathered under one lock, progress reported after
 * each page. A run that adopts untyped items also reads the items without a type attribute and
 * tells them apart by their primary keys: this entity's are planned like its typed items (and
 * get the type), another entity's are left for that entity's backfill, and those whose keys are
 * no entity's are reported.
 */
final class BackfillRun<T> {

    private final EntityTable<T> table;
    private final IndexKeyRewrite<T> rewrite;
    private final boolean dryRun;
    private final boolean adopt;
    private final int samples;
    private final int maxAttempts;
    private final Consumer<BackfillProgress> progress;

    // shared by the segments, guarded by this
    private long scanned;
    private long changed;
    private long unchanged;
    private long deletedMeanwhile;
    private long failed;
    private long conflicts;
    private long adopted;
    private long otherEntities;
    private long unmatched;
    private int segmentsDone;
    private final List<BackfillReport.Change> changes = new ArrayList<>();
    private final List<BackfillReport.Failure> failures = new ArrayList<>();
    private final List<String> unmatchedKeys = new ArrayList<>();
    private BackfillCheckpoint[] checkpoints;

    BackfillRun(EntityTable<T> table, List<String> indexes, boolean dryRun, boolean adopt, int samples, int maxAttempts,
                Consumer<BackfillProgress> progress) {
        this.table = table;
        this.rewrite = new IndexKeyRewrite<>(table, indexes);
        this.dryRun = dryRun;
        this.adopt = adopt;
        this.samples = samples;
        this.maxAttempts = maxAttempts;
        this.progress = progress;
    }

    /** Runs the scan (segments as set, or as the checkpoints say) and returns the report. */
    BackfillReport run(Scan<T> scan, int segmentsSet, List<BackfillCheckpoint> resume) {
        int segments = segmentCount(segmentsSet, resume);
        checkpoints = new BackfillCheckpoint[segments];
        List<ParallelScan.Start> starts = new ArrayList<>(segments);
        for (int segment = 0; segment < segments; segment++) {
            checkpoints[segment] = checkpoint(segment, segments, null, false);
            starts.add(ParallelScan.Start.BEGINNING);
        }
        for (BackfillCheckpoint checkpoint : resume) {
            checkpoints[checkpoint.segment()] = checkpoint;
            starts.set(checkpoint.segment(), new ParallelScan.Start(checkpoint.after(), checkpoint.done()));
            segmentsDone += checkpoint.done() ? 1 : 0;
        }
        ParallelScan<T> all = scan.segments(segments).parallelScan();
        ParallelScan<T> pages = adopt ? all.withUntypedItems() : all;
        pages.forEachPage(starts, (segment, items, next) -> {
            for (Map<String, AttributeValue> item : items) {
                if (pages.stopped()) {
                    return; // another segment failed: its checkpoint stays before this page
                }
                if (!untyped(item) || isOfThisEntity(item)) {
                    backfill(item);
                }
            }
            report(segment, segments, next);
        });
        synchronized (this) {
            return new BackfillReport(table.schema().entityType(), table.tableName(), dryRun, adopt,
                    new BackfillReport.Counts(scanned, changed, unchanged, deletedMeanwhile, failed, conflicts, adopted,
                            otherEntities, unmatched),
                    changes, failures, unmatchedKeys, Arrays.asList(checkpoints));
        }
    }

    /** The segment count: as set, or the checkpoints'; they must agree and fit this entity and table. */
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

    /** One item: planned, compared and written, again from the stored item while another writer changes it. */
    private void backfill(Map<String, AttributeValue> read) {
        Map<String, AttributeValue> item = read;
        String key = table.schema().table().describeKey(item);
        for (int attempt = 1; ; attempt++) {
            IndexKeyRewrite.Plan plan;
            try {
                plan = rewrite.plan(item);
            } catch (KeywayException e) {
                fail(key, "it cannot be rewritten: " + e.getMessage(), e);
                return;
            }
            if (!plan.changes()) {
                count(Outcome.UNCHANGED, null);
                return;
            }
            if (dryRun) {
                count(plan.adopts() ? Outcome.ADOPTED : Outcome.CHANGED, plan);
                return;
            }
            Optional<Map<String, AttributeValue>> changedMeanwhile;
            try {
                changedMeanwhile = rewrite.apply(plan);
            } catch (RequestFailedException e) {
                if (e.throttling()) {
                    throw e; // not about this item: stop, the checkpoints stay before this page
                }
                fail(key, "DynamoDB refused the rewrite: " + e.getMessage(), e);
                return;
            } catch (UniqueConstraintException e) { // adopting: another item holds one of its @Unique values
                fail(key, "it cannot be adopted: " + e.getMessage(), e);
                return;
            } catch (KeywayException e) { // a key or item DynamoDB finds too large
                fail(key, "DynamoDB refused the rewrite: " + e.getMessage(), e);
                return;
            } catch (DynamoDbException e) {
                if (!isValidation(e)) {
                    throw e; // not about this item: stop, the checkpoints stay before this page
                }
                fail(key, "DynamoDB refused the rewrite: " + e.getMessage(), e);
                return;
            }
            if (changedMeanwhile.isEmpty()) {
                count(plan.adopts() ? Outcome.ADOPTED : Outcome.CHANGED, plan);
                return;
            }
            count(Outcome.CONFLICT, null);
            item = changedMeanwhile.get();
            if (!ofThisEntity(item)) {
                count(Outcome.DELETED, null);
                return;
            }
            if (attempt == maxAttempts) {
                fail(key, "another writer changed it on each of " + maxAttempts + " attempts; run the backfill again",
                        new ConditionFailedException(table.schema().entityType(), key, "The item changed on each of "
                                + maxAttempts + " attempts to rewrite its index keys", null));
                return;
            }
        }
    }

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
    private boolean isOfThisEntity(Map<String, AttributeValue> item) {
        ItemSchema<T> schema = table.schema();
        if (schema.primaryKeyMatches(item)) {
            return true;
        }
        boolean another = schema.tableSchemas().stream().anyMatch(other -> other.primaryKeyMatches(item));
        synchronized (this) {
            if (another) {
                otherEntities++;
            } else {
                unmatched++;
                if (unmatchedKeys.size() < BackfillReport.MAX_FAILURES_KEPT) {
                    unmatchedKeys.add(schema.table().describeKey(item));
                }
            }
        }
        return false;
    }

    private static boolean isValidation(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode());
    }

    private enum Outcome { CHANGED, ADOPTED, UNCHANGED, DELETED, CONFLICT }

    private synchronized void count(Outcome outcome, IndexKeyRewrite.Plan plan) {
        switch (outcome) {
            case CHANGED, ADOPTED -> {
                scanned++;
                changed++;
                adopted += outcome == Outcome.ADOPTED ? 1 : 0;
                if (changes.size() < samples) {
                    changes.add(change(plan));
                }
            }
            case UNCHANGED -> {
                scanned++;
                unchanged++;
            }
            case DELETED -> {
                scanned++;
                deletedMeanwhile++;
            }
            case CONFLICT -> conflicts++;
        }
    }

    private synchronized void fail(String key, String reason, Throwable cause) {
        scanned++;
        failed++;
        if (failures.size() < BackfillReport.MAX_FAILURES_KEPT) {
            failures.add(new BackfillReport.Failure(key, reason, cause));
        }
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
        return new BackfillReport.Change(table.schema().table().describeKey(plan.key()), before, after);
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : value.toString();
    }

    private BackfillCheckpoint checkpoint(int segment, int segments, Map<String, AttributeValue> after, boolean done) {
        return BackfillCheckpoint.of(table.schema().entityType(), table.tableName(), segment, segments, after, done,
                adopt);
    }

    /** After a page: the segment's checkpoint, and a progress report. */
    private synchronized void report(int segment, int segments, Map<String, AttributeValue> next) {
        BackfillCheckpoint checkpoint = checkpoint(segment, segments, next, next == null);
        checkpoints[segment] = checkpoint;
        if (next == null) {
            segmentsDone++;
        }
        if (progress != null) {
            progress.accept(new BackfillProgress(segment, segments, next == null, segmentsDone, scanned, changed,
                    unchanged, failed, checkpoint));
        }
    }
}
