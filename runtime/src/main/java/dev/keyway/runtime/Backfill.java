package dev.keyway.runtime;

import dev.keyway.runtime.internal.EntityTable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Rewrites the secondary-index keys of every item of one entity from its components, as the
 * design now builds them: after a {@code @Gsi} or {@code @Lsi} is added to a table that holds
 * data, after an index's template changes, or after a component of an index key became
 * optional. Made by {@link EntityRepository#backfill()}; immutable, every option returns a new
 * backfill; {@link #run()} does the work.
 *
 * <pre>{@code
 * BackfillReport preview = orders.backfill().dryRun().run();           // counts and sample keys, no writes
 * BackfillReport report = orders.backfill()
 *         .segments(8)                                                  // a parallel scan, 8 segments
 *         .progress(p -> checkpoints.save(p.checkpoint().token()))       // persist to resume later
 *         .run();
 * }</pre>
 *
 * <p><b>What is written.</b> Each item of the entity (other entity types, {@code @Unique} guard
 * items and items past their {@code @Ttl} are not read) is decoded, encoded again with the
 * current design, and compared on the key attributes of the table's indexes (or of the indexes
 * given to {@link #indexes}); the table's own keys are never touched. Where they differ, one
 * {@code UpdateItem} sets the keys the record should have and removes those it should not: a
 * component that is null now (a sparse index), or an index this entity no longer declares. Items
 * already right cost a read only, so a backfill can run again at any time. A key sharded at
 * random is right in any of its shards.
 *
 * <p><b>Concurrent writers.</b> Each update is conditional: the item still exists, is still of
 * this entity, and every attribute the rewritten keys are built from still holds what was read
 * (for a {@code @Version} entity, also the version). If another writer changed the item in
 * between, the condition fails, DynamoDB returns the item as it is now, and it is planned again
 * from that ({@link BackfillReport#conflicts()} counts these), up to
 * {@link #maxAttempts(int)} times; an item deleted meanwhile is left deleted. So a backfill
 * never writes keys built from older data over a newer write. Only index keys are written:
 * the version is not incremented, since the record does not change.
 *
 * <p><b>Failures are reported, not thrown.</b> An item that does not decode, whose new keys
 * cannot hold a value, or that DynamoDB refuses ({@code ValidationException}, e.g. a key over
 * DynamoDB's size limit) is counted and listed in {@link BackfillReport#failures()}, and the
 * backfill carries on. A failure of the backfill itself — DynamoDB throttling beyond the SDK's
 * retries, a network error, an exception from the progress callback — stops every segment and
 * is thrown from {@link #run()} as {@link Scan#forEach} throws it; the checkpoints reported until
 * then are safe to resume from.
 *
 * <p><b>Checkpoints.</b> After every page of every segment, once all of the page's items are
 * written, the {@linkplain #progress progress callback} gets the segment's
 * {@link BackfillCheckpoint}. {@link #resumeFrom} continues each segment after its checkpoint,
 * skips the segments that are done, and starts the others from their beginning.
 *
 * @param <T> the record type
 */
public final class Backfill<T> {

    /** The sample changes a report keeps unless {@link #samples(int)} says otherwise. */
    public static final int DEFAULT_SAMPLES = 10;
    /** How often an item that keeps changing is planned again, unless {@link #maxAttempts(int)} says otherwise. */
    public static final int DEFAULT_MAX_ATTEMPTS = 5;

    private final EntityTable<T> table;
    private final Scan<T> scan; // segments, parallelism and page size, as a scan takes them
    private final int segments; // 0: not set (1, or the checkpoints' count)
    private final List<String> indexes;
    private final boolean dryRun;
    private final boolean adopt;
    private final int samples;
    private final int maxAttempts;
    private final List<BackfillCheckpoint> resume;
    private final Consumer<BackfillProgress> progress;

    Backfill(EntityTable<T> table) {
        this(Objects.requireNonNull(table, "table"), new Scan<>(table), 0, List.of(), false, false, DEFAULT_SAMPLES,
                DEFAULT_MAX_ATTEMPTS, List.of(), null);
    }

    private Backfill(EntityTable<T> table, Scan<T> scan, int segments, List<String> indexes, boolean dryRun,
                     boolean adopt, int samples, int maxAttempts, List<BackfillCheckpoint> resume,
                     Consumer<BackfillProgress> progress) {
        this.table = table;
        this.scan = scan;
        this.segments = segments;
        this.indexes = indexes;
        this.dryRun = dryRun;
        this.adopt = adopt;
        this.samples = samples;
        this.maxAttempts = maxAttempts;
        this.resume = resume;
        this.progress = progress;
    }

    /**
     * Splits the scan into this many segments, read and written in parallel (see
     * {@link Scan#segments}). A resumed backfill has the segments of its checkpoints.
     *
     * @param totalSegments from 1 to {@value Scan#MAX_SEGMENTS}
     */
    public Backfill<T> segments(int totalSegments) {
        Scan<T> segmented = scan.segments(totalSegments); // checks the range
        return new Backfill<>(table, segmented, totalSegments, indexes, dryRun, adopt, samples, maxAttempts, resume,
                progress);
    }

    /** At most this many segments at once, each on one thread (see {@link Scan#parallelism}). */
    public Backfill<T> parallelism(int threads) {
        return new Backfill<>(table, scan.parallelism(threads), segments, indexes, dryRun, adopt, samples, maxAttempts,
                resume, progress);
    }

    /**
     * At most this many items per scan request, and so between two checkpoints of a segment
     * (see {@link Scan#pageSize}); without it a page ends where DynamoDB ends it (1 MB).
     */
    public Backfill<T> pageSize(int items) {
        return new Backfill<>(table, scan.pageSize(items), segments, indexes, dryRun, adopt, samples, maxAttempts,
                resume, progress);
    }

    /**
     * Rewrites the keys of these indexes only; by default those of every index of the table.
     *
     * @param indexNames index names of the table, e.g. {@code "GSI1"}
     * @throws IllegalArgumentException if the table has no index of one of the names, or none is given
     */
    public Backfill<T> indexes(String... indexNames) {
        if (indexNames.length == 0) {
            throw new IllegalArgumentException("name at least one index");
        }
        for (String index : indexNames) {
            table.schema().table().index(Objects.requireNonNull(index, "index")); // throws for an unknown one
        }
        return new Backfill<>(table, scan, segments, List.of(indexNames), dryRun, adopt, samples, maxAttempts, resume,
                progress);
    }

    /**
     * Also adopts the entity's items that have no type attribute at all, as a table written by
     * other code holds them: the scan reads the items without the type attribute too, and each
     * whose primary key this entity's templates parse ({@link ItemSchema#primaryKeyMatches}) is
     * decoded and given the type attribute with its index keys, in one {@code UpdateItem} on
     * condition that it still has no type (so a write of the entity since it was read is never
     * overwritten) and that the attributes its index keys are built from still hold what was read.
     * Its {@code @Unique} values are claimed in the same transaction; a value another item holds
     * is a failure of that item. An item whose stored key is not the one its components give, or
     * that does not decode, is left as it is and reported in {@link BackfillReport#failures()}.
     *
     * <p>No two entities of a table can write the same primary key (the processor proves it,
     * KW042), so an untyped item is one entity's at most: the report counts the items whose keys
     * are another entity's ({@link BackfillReport#otherEntities()}: run that entity's adoption
     * too) and lists those whose keys are no entity's ({@link BackfillReport#unmatchedKeys()}),
     * all left as they were. Dry runs, checkpoints and progress work as for any backfill; a
     * checkpoint of an adopting backfill resumes only an adopting one.
     */
    public Backfill<T> adoptUntyped() {
        return new Backfill<>(table, scan, segments, indexes, dryRun, true, samples, maxAttempts, resume, progress);
    }

    /** Writes nothing: the report counts the items that would change and shows samples of their keys. */
    public Backfill<T> dryRun() {
        return new Backfill<>(table, scan, segments, indexes, true, adopt, samples, maxAttempts, resume, progress);
    }

    /**
     * Keeps this many changes in the report's {@link BackfillReport#samples()}.
     *
     * @param count from 0; {@value #DEFAULT_SAMPLES} by default
     */
    public Backfill<T> samples(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("samples must not be negative, was " + count);
        }
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, count, maxAttempts, resume, progress);
    }

    /**
     * Plans an item again at most this many times in all when other writers keep changing it;
     * then it is reported as a failure.
     *
     * @param attempts at least 1; {@value #DEFAULT_MAX_ATTEMPTS} by default
     */
    public Backfill<T> maxAttempts(int attempts) {
        if (attempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1, was " + attempts);
        }
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, attempts, resume, progress);
    }

    /**
     * Continues a backfill that stopped: each segment after its checkpoint; segments done are
     * skipped, segments without a checkpoint start from their beginning. The checkpoints must be
     * of this entity and table, of one backfill (one segment count), one per segment at most.
     * Checked when the backfill runs.
     *
     * @param checkpoints the segments' last checkpoints, e.g. {@code BackfillCheckpoint.parse(token)}
     */
    public Backfill<T> resumeFrom(Collection<BackfillCheckpoint> checkpoints) {
        List<BackfillCheckpoint> copy = new ArrayList<>();
        checkpoints.forEach(checkpoint -> copy.add(Objects.requireNonNull(checkpoint, "checkpoint")));
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, List.copyOf(copy),
                progress);
    }

    /**
     * Reports progress after every page of every segment, once its items are written, with the
     * segment's checkpoint. Reports come one at a time, from the segment's thread; the segments
     * wait while the callback runs. An exception it throws stops the backfill. A second call
     * replaces the callback.
     */
    public Backfill<T> progress(Consumer<BackfillProgress> callback) {
        Objects.requireNonNull(callback, "callback");
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, resume, callback);
    }

    /**
     * Reads every item of the entity and rewrites the index keys that differ from the design's
     * (in a dry run, only counts them), returning when every segment is done. Threads, failures
     * and interrupts are as for {@link Scan#forEach}.
     *
     * @return the counts, samples, failures and final checkpoints
     * @throws InvalidCheckpointException if the checkpoints to resume from do not fit this backfill
     */
    public BackfillReport run() {
        BackfillRun<T> run = new BackfillRun<>(table, indexes, dryRun, adopt, samples, maxAttempts, progress);
        return run.run(scan, segments, resume);
    }

    @Override
    public String toString() {
        return "Backfill[" + table.schema().entityType() + " in " + table.tableName()
                + (indexes.isEmpty() ? "" : ", indexes " + indexes) + (dryRun ? ", dry run" : "")
                + (adopt ? ", adopting untyped items" : "")
                + (resume.isEmpty() ? "" : ", resumed") + "]";
    }
}
