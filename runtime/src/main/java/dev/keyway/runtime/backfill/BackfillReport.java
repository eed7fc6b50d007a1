package dev.keyway.runtime.backfill;

import dev.keyway.runtime.InternalApi;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a {@link Backfill} did, or in a dry run would do: how many items of the entity it read,
 * rewrote, found right already or could not rewrite, with sample changes and the failures.
 * Every item read is counted exactly once: {@code scanned = changed + unchanged + deletedMeanwhile
 * + failed}. A backfill that {@linkplain Backfill#adoptUntyped() adopts untyped items} also counts
 * the items without a type attribute it gave one ({@link #adopted()}, part of {@code changed}),
 * and, outside {@code scanned}, those whose keys are another entity's ({@link #otherEntities()})
 * or no entity's ({@link #unmatched()}, with their keys in {@link #unmatchedKeys()}).
 * The report of a {@linkplain Backfill#slice slice} is about its segments ({@link #firstSegment()} to
 * {@link #lastSegment()}); {@link #combine} assembles the slices' reports into the whole backfill's.
 *
 * <pre>{@code
 * BackfillReport report = orders.backfill().dryRun().run();
 * log.info("{} of {} orders would change", report.changed(), report.scanned());
 * report.samples().forEach(change -> log.info("{}: {} -> {}", change.key(), change.before(), change.after()));
 * report.failures().forEach(failure -> log.warn("{}: {}", failure.key(), failure.reason()));
 * }</pre>
 */
public final class BackfillReport {

    /** The most failures a report keeps; {@link #failed()} counts them all. */
    public static final int MAX_FAILURES_KEPT = 1_000;

    /**
     * One item's index keys before and after: only the attributes that change, by name; an
     * attribute missing from {@code after} is removed (the item leaves that index), one missing
     * from {@code before} is added.
     *
     * @param key    the item's primary key, described as {@code PK=..., SK=...}
     * @param before the attributes as stored
     * @param after  the attributes as rewritten
     */
    public record Change(String key, Map<String, String> before, Map<String, String> after) {

        /** Copies the maps. */
        @InternalApi
        public Change {
            Objects.requireNonNull(key, "key");
            before = Map.copyOf(before);
            after = Map.copyOf(after);
        }
    }

    /**
     * An item the backfill could not rewrite for a reason of its own; it was left as it was, and
     * its key is in its segment's checkpoints, so that a resumed backfill tries it again.
     *
     * @param key    the item's primary key, described as {@code PK=..., SK=...}
     * @param reason what went wrong: the item does not decode, a key cannot hold a component's
     *               value, DynamoDB refused the write as invalid, another item holds one of its
     *               {@code @Unique} values, or the item changed on every attempt; never throttling,
     *               an error of DynamoDB or of the network, which stop the backfill instead
     * @param cause  the exception
     */
    public record Failure(String key, String reason, Throwable cause) {

        /** Checks the parts. */
        @InternalApi
        public Failure {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(cause, "cause");
        }
    }

    /**
     * The counts of a run.
     *
     * @param scanned          items of the entity read
     * @param changed          items rewritten (in a dry run: that would be)
     * @param unchanged        items whose index keys were right already
     * @param deletedMeanwhile items deleted by another writer between being read and written
     * @param failed           items that could not be rewritten
     * @param conflicts        writes whose condition failed because another writer changed the item;
     *                         each was planned again from the item as then stored
     * @param adopted          items without a type attribute that were given it (part of {@code changed})
     * @param otherEntities    items without a type attribute whose keys are another entity's
     * @param unmatched        items without a type attribute whose keys are no entity's of the table
     */
    record Counts(long scanned, long changed, long unchanged, long deletedMeanwhile, long failed, long conflicts,
                  long adopted, long otherEntities, long unmatched) {

        Counts plus(Counts other) {
            return new Counts(scanned + other.scanned, changed + other.changed, unchanged + other.unchanged,
                    deletedMeanwhile + other.deletedMeanwhile, failed + other.failed, conflicts + other.conflicts,
                    adopted + other.adopted, otherEntities + other.otherEntities, unmatched + other.unmatched);
        }
    }

    /**
     * The segments a report is about: a slice's, or all of them.
     *
     * @param first the first segment, from 0
     * @param last  the last segment, included
     * @param total the number of segments of the whole backfill
     */
    record Scope(int first, int last, int total) {

        Scope {
            if (first < 0 || last < first || last >= total) {
                throw new IllegalArgumentException("segments " + first + "-" + last + " of " + total);
            }
        }

        boolean all() {
            return first == 0 && last == total - 1;
        }

        @Override
        public String toString() {
            return all() ? total + " segments" : "segments " + first + "-" + last + " of " + total;
        }
    }

    private final String entityType;
    private final String tableName;
    private final boolean dryRun;
    private final boolean adoptsUntyped;
    private final Counts counts;
    private final List<Change> samples;
    private final List<Failure> failures;
    private final List<String> unmatchedKeys;
    private final List<BackfillCheckpoint> checkpoints;
    private final Scope scope;

    BackfillReport(String entityType, String tableName, boolean dryRun, boolean adoptsUntyped, Counts counts,
                   List<Change> samples, List<Failure> failures, List<String> unmatchedKeys,
                   List<BackfillCheckpoint> checkpoints, Scope scope) {
        this.entityType = entityType;
        this.tableName = tableName;
        this.dryRun = dryRun;
        this.adoptsUntyped = adoptsUntyped;
        this.counts = counts;
        this.samples = List.copyOf(samples);
        this.failures = List.copyOf(failures);
        this.unmatchedKeys = List.copyOf(unmatchedKeys);
        this.checkpoints = List.copyOf(checkpoints);
        this.scope = scope;
    }

    /**
     * The report of a whole backfill assembled from the reports of its
     * {@linkplain Backfill#slice slices}, run by several workers: the counts added up, the samples,
     * failures and unmatched keys put together (up to {@value #MAX_FAILURES_KEPT} of each kind),
     * every slice's checkpoints. It is about every segment of the backfill, so it is
     * {@link #complete()} only when the reports cover every segment, each exactly once, and every
     * slice is complete; {@link #missingSegments()} names the segments no report covers. Give each
     * slice's last report (a resumed slice's report counts its own run only, as for any resumed
     * backfill). Reports of workers in other processes travel as {@link #token()}:
     *
     * <pre>{@code
     * BackfillReport whole = BackfillReport.combine(tokens.stream().map(BackfillReport::parse).toList());
     * if (!whole.complete()) {
     *     log.warn("not done: segments {} missing, {} items failed", whole.missingSegments(), whole.failed());
     * }
     * }</pre>
     *
     * @param reports the slices' reports, at least one
     * @throws IllegalArgumentException if there is none, if they are of different entities, tables or
     *                                  segment counts, or mix dry runs and writing runs, or adopting and
     *                                  plain backfills, or if two reports cover one segment
     */
    public static BackfillReport combine(Collection<BackfillReport> reports) {
        return BackfillReportCombination.combine(List.copyOf(reports));
    }

    /** The report of a whole backfill assembled from its slices' reports; see {@link #combine(Collection)}. */
    public static BackfillReport combine(BackfillReport... reports) {
        return combine(List.of(reports));
    }

    /**
     * The report as URL-safe text, for {@link #parse}: a worker of an array job or a Step
     * Functions distributed map hands it to the step that {@linkplain #combine combines} the
     * slices' reports. It holds everything the report does but the failures' exceptions, of which
     * it keeps the type and message; compressed, but up to several hundred kilobytes with many
     * failures, so store it (S3, a file) rather than pass it as a state's output when it is large.
     */
    public String token() {
        return BackfillReportText.encode(this);
    }

    /**
     * The report a {@link #token()} holds. Each failure's {@linkplain Failure#cause() cause} is a
     * {@link dev.keyway.runtime.exception.KeywayException} naming the original exception's type and message.
     *
     * @throws IllegalArgumentException if the text is damaged or not a backfill report
     */
    public static BackfillReport parse(String token) {
        return BackfillReportText.decode(Objects.requireNonNull(token, "token"));
    }

    /** The entity type backfilled. */
    public String entityType() {
        return entityType;
    }

    /** The table. */
    public String tableName() {
        return tableName;
    }

    /** Whether this was a dry run: nothing was written, {@link #changed()} counts what would be. */
    public boolean dryRun() {
        return dryRun;
    }

    /** The items of the entity read (items past their {@code @Ttl} are not). */
    public long scanned() {
        return counts.scanned();
    }

    /** The items whose index keys were rewritten; in a dry run, that would be. */
    public long changed() {
        return counts.changed();
    }

    /** The items whose index keys were already what the design writes. */
    public long unchanged() {
        return counts.unchanged();
    }

    /** The items another writer deleted between the backfill's read and its write: nothing to rewrite. */
    public long deletedMeanwhile() {
        return counts.deletedMeanwhile();
    }

    /** The items that could not be rewritten; the first {@value #MAX_FAILURES_KEPT} are in {@link #failures()}. */
    public long failed() {
        return counts.failed();
    }

    /**
     * The writes whose condition failed because another writer changed the item after the
     * backfill read it; each was planned again from the item as then stored, never written
     * over the newer data.
     */
    public long conflicts() {
        return counts.conflicts();
    }

    /** Whether the backfill also adopted items without a type attribute ({@link Backfill#adoptUntyped()}). */
    public boolean adoptsUntyped() {
        return adoptsUntyped;
    }

    /**
     * The items without a type attribute whose keys are this entity's that were given it, with
     * their index keys (in a dry run: that would be); they are counted in {@link #changed()} too.
     */
    public long adopted() {
        return counts.adopted();
    }

    /**
     * The items without a type attribute whose keys are another entity's of the table: left as
     * they are for that entity's backfill to adopt; not counted in {@link #scanned()}.
     */
    public long otherEntities() {
        return counts.otherEntities();
    }

    /**
     * The items without a type attribute whose keys are no entity's of the table (other code's
     * items, or keys in a format the design does not describe): left as they are, for a person
     * to look at; not counted in {@link #scanned()}.
     */
    public long unmatched() {
        return counts.unmatched();
    }

    /** The keys ({@code PK=..., SK=...}) of the first {@value #MAX_FAILURES_KEPT} items {@link #unmatched()} counts. */
    public List<String> unmatchedKeys() {
        return unmatchedKeys;
    }

    /**
     * Whether every item of the entity is right: every segment was read to its end (in this run or
     * the runs it resumed) and no item of any segment failed, in this run or before, with the
     * failures of earlier runs tried again ({@link BackfillCheckpoint#complete()} of every
     * checkpoint). A report of a dry run is complete when every item could be rewritten. The report
     * of a {@linkplain Backfill#slice slice} speaks of the slice's segments only: a whole backfill is
     * complete when the {@linkplain #combine combined} report of its slices is.
     */
    public boolean complete() {
        return checkpoints.size() == scope.last() - scope.first() + 1
                && checkpoints.stream().allMatch(BackfillCheckpoint::complete);
    }

    /** The number of segments of the whole backfill, sliced or not. */
    public int totalSegments() {
        return scope.total();
    }

    /**
     * The first segment this report is about: its {@linkplain Backfill#slice slice}'s first, or 0
     * for a backfill run whole and for a {@linkplain #combine combined} report.
     */
    public int firstSegment() {
        return scope.first();
    }

    /**
     * The last segment (included) this report is about: its slice's last, or
     * {@code totalSegments() - 1} for a backfill run whole and for a combined report.
     */
    public int lastSegment() {
        return scope.last();
    }

    /** Whether this is the report of one slice of the segments, not of the whole backfill. */
    public boolean sliced() {
        return !scope.all();
    }

    /**
     * The segments from {@link #firstSegment()} to {@link #lastSegment()} of which this report holds
     * no checkpoint: none for the report of a run; for a {@linkplain #combine combined} report, the
     * segments of the slices whose reports were not given. Then the report is not {@link #complete()}.
     */
    public List<Integer> missingSegments() {
        boolean[] covered = new boolean[scope.last() - scope.first() + 1];
        checkpoints.forEach(checkpoint -> covered[checkpoint.segment() - scope.first()] = true);
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < covered.length; i++) {
            if (!covered[i]) {
                missing.add(scope.first() + i);
            }
        }
        return missing;
    }

    Counts counts() {
        return counts;
    }

    Scope scope() {
        return scope;
    }

    /** Some of the changes, as many as {@link Backfill#samples(int)} asked for, in no particular order. */
    public List<Change> samples() {
        return samples;
    }

    /** The items that could not be rewritten, up to {@value #MAX_FAILURES_KEPT}, in no particular order. */
    public List<Failure> failures() {
        return failures;
    }

    /**
     * Every segment's last checkpoint (of a slice: its segments'), in segment order: all done when
     * the backfill ran to its end; those of segments
     * with failed items hold their keys, so that a backfill resumed from them tries those items
     * again (and only those, when the segments are done).
     */
    public List<BackfillCheckpoint> checkpoints() {
        return checkpoints;
    }

    @Override
    public String toString() {
        return "BackfillReport[" + entityType + " in " + tableName + (dryRun ? ", dry run" : "")
                + (scope.all() ? "" : ", " + scope) + (missingSegments().isEmpty() ? ""
                : ", " + missingSegments().size() + " segments missing") + ": "
                + counts.scanned() + " scanned, " + counts.changed() + (dryRun ? " would change, " : " changed, ")
                + counts.unchanged() + " unchanged, " + counts.deletedMeanwhile() + " deleted meanwhile, "
                + counts.failed() + " failed, " + counts.conflicts() + " conflicts"
                + (adoptsUntyped ? "; untyped items: " + counts.adopted()
                        + (dryRun ? " would be adopted, " : " adopted, ") + counts.otherEntities()
                        + " of other entities, " + counts.unmatched() + " of no entity" : "")
                + "]";
    }
}
