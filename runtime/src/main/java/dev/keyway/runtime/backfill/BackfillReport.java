package dev.keyway.runtime.backfill;

import dev.keyway.runtime.InternalApi;
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

    BackfillReport(String entityType, String tableName, boolean dryRun, boolean adoptsUntyped, Counts counts,
                   List<Change> samples, List<Failure> failures, List<String> unmatchedKeys,
                   List<BackfillCheckpoint> checkpoints) {
        this.entityType = entityType;
        this.tableName = tableName;
        this.dryRun = dryRun;
        this.adoptsUntyped = adoptsUntyped;
        this.counts = counts;
        this.samples = List.copyOf(samples);
        this.failures = List.copyOf(failures);
        this.unmatchedKeys = List.copyOf(unmatchedKeys);
        this.checkpoints = List.copyOf(checkpoints);
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
     * checkpoint). A report of a dry run is complete when every item could be rewritten.
     */
    public boolean complete() {
        return checkpoints.stream().allMatch(BackfillCheckpoint::complete);
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
     * Every segment's last checkpoint: all done when the backfill ran to its end; those of segments
     * with failed items hold their keys, so that a backfill resumed from them tries those items
     * again (and only those, when the segments are done).
     */
    public List<BackfillCheckpoint> checkpoints() {
        return checkpoints;
    }

    @Override
    public String toString() {
        return "BackfillReport[" + entityType + " in " + tableName + (dryRun ? ", dry run" : "") + ": "
                + counts.scanned() + " scanned, " + counts.changed() + (dryRun ? " would change, " : " changed, ")
                + counts.unchanged() + " unchanged, " + counts.deletedMeanwhile() + " deleted meanwhile, "
                + counts.failed() + " failed, " + counts.conflicts() + " conflicts"
                + (adoptsUntyped ? "; untyped items: " + counts.adopted()
                        + (dryRun ? " would be adopted, " : " adopted, ") + counts.otherEntities()
                        + " of other entities, " + counts.unmatched() + " of no entity" : "")
                + "]";
    }
}
