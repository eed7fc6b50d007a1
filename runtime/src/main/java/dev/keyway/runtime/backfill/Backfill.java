package dev.keyway.runtime.backfill;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.backfill.IndexSelection;
import dev.keyway.runtime.internal.backfill.JobRetry;
import dev.keyway.runtime.internal.backfill.SegmentSlice;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import java.time.Duration;
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
 * component that is null now (a sparse index), or an index this entity no longer declares (an
 * index dropped from the whole design: {@link #dropIndexKeys}). What "as designed" means is shared
 * with the live-table check ({@code DesignedIndexKeys}), so the check reports what this would change. Items
 * already right cost a read only, so a backfill can run again at any time. A key sharded at
 * random is right in any of its shards.
 *
 * <p><b>Indexes with multi-attribute keys</b> ({@code @MultiAttributeGsi}) have nothing to backfill: their keys are
 * the items' own component attributes, which every item already stores and DynamoDB indexes (a new such index is
 * filled by DynamoDB itself), so a backfill writes nothing for them and {@link #indexes} refuses to name only them.
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
 * <p><b>An item's own failures are reported, not thrown.</b> An item that does not decode, whose
 * stored primary key is not the one its components give (a backfill never moves an item; the
 * live-table check names the move), whose new keys cannot hold a value, that DynamoDB refuses ({@code ValidationException}, e.g. a key over
 * DynamoDB's size limit), that keeps changing ({@link #maxAttempts}), or (adopting) another item
 * holding one of its {@code @Unique} values is counted and listed in
 * {@link BackfillReport#failures()}, its key goes into its segment's checkpoints, and the backfill
 * carries on. <b>Any other failure is never an item's</b>: throttling, a 5xx answer, a timeout, a
 * lost connection, a transaction conflict are sent again, on top of the SDK's retries, as
 * {@link #retries} says; when they persist, or when no retry mends the failure (access denied, a
 * missing table), or the thread is interrupted, every segment stops and {@link #run()} throws
 * {@link BackfillStoppedException} with the report so far and every segment's checkpoint, none of
 * which passes an item that is not done. An exception of the progress callback stops every segment
 * too, and is thrown as it is.
 *
 * <p><b>Checkpoints.</b> After every page of every segment, once all of the page's items are
 * written, the {@linkplain #progress progress callback} gets the segment's
 * {@link BackfillCheckpoint}. {@link #resumeFrom} first reads again and retries the failed items
 * the checkpoints hold, then continues each segment after its checkpoint, skips the segments that
 * are done, and starts the others from their beginning. {@link BackfillReport#complete()} is true
 * only when every segment is done and no item of any failed.
 *
 * <p><b>Workers.</b> A backfill split over several processes or machines runs one
 * {@linkplain #slice(int, int) slice} of the segments per worker ({@link #sliceForWorker} computes
 * it from a worker's index); each slice checkpoints and resumes alone, and
 * {@link BackfillReport#combine} assembles the whole backfill's report from the slices' reports
 * (which travel between processes as {@link BackfillReport#token()}). Or any number of identical
 * workers claim the segments themselves from a lease table ({@link #leased}), and take over the
 * segments of a worker that stopped.
 *
 * @param <T> the record type
 */
public final class Backfill<T> {

    /** The sample changes a report keeps unless {@link #samples(int)} says otherwise. */
    public static final int DEFAULT_SAMPLES = 10;
    /** How often an item that keeps changing is planned again, unless {@link #maxAttempts(int)} says otherwise. */
    public static final int DEFAULT_MAX_ATTEMPTS = 5;

    private final EntityOperations<T> table;
    private final Scan<T> scan; // segments, parallelism and page size, as a scan takes them
    private final int segments; // 0: not set (1, or the checkpoints' count)
    private final IndexSelection indexes; // a List<String> of names, with the dropped indexes
    private final boolean dryRun;
    private final boolean adopt;
    private final int samples;
    private final int maxAttempts;
    private final List<BackfillCheckpoint> resume;
    private final Consumer<BackfillProgress> progress;
    private final JobRetry retry; // how a request failing for a reason not the item's own is sent again
    private final SegmentSlice slice; // the segments this worker runs: all of them unless sliced
    private final int parallelism; // 0: not set (a thread per segment run, up to Scan.DEFAULT_MAX_PARALLELISM)
    private final BackfillLeases leases; // null: not leased

    Backfill(EntityOperations<T> table) {
        this(Objects.requireNonNull(table, "table"), RuntimeAccess.scan(table), 0, IndexSelection.all(), false, false, DEFAULT_SAMPLES,
                DEFAULT_MAX_ATTEMPTS, List.of(), null, JobRetry.defaults(), SegmentSlice.ALL, 0, null);
    }

    private Backfill(EntityOperations<T> table, Scan<T> scan, int segments, IndexSelection indexes, boolean dryRun,
                     boolean adopt, int samples, int maxAttempts, List<BackfillCheckpoint> resume,
                     Consumer<BackfillProgress> progress, JobRetry retry, SegmentSlice slice, int parallelism,
                     BackfillLeases leases) {
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
        this.retry = retry;
        this.slice = slice;
        this.parallelism = parallelism;
        this.leases = leases;
    }

    /**
     * Splits the scan into this many segments, read and written in parallel (see
     * {@link Scan#segments}). A resumed backfill has the segments of its checkpoints.
     *
     * @param totalSegments from 1 to {@value Scan#MAX_SEGMENTS}
     */
    public Backfill<T> segments(int totalSegments) {
        Scan<T> segmented = scan.segments(totalSegments); // checks the range
        slice.resolve(totalSegments); // a slice set before must fit
        return new Backfill<>(table, segmented, totalSegments, indexes, dryRun, adopt, samples, maxAttempts, resume,
                progress, retry, slice, parallelism, leases);
    }

    /** At most this many segments at once, each on one thread (see {@link Scan#parallelism}). */
    public Backfill<T> parallelism(int threads) {
        return new Backfill<>(table, scan.parallelism(threads), segments, indexes, dryRun, adopt, samples, maxAttempts,
                resume, progress, retry, slice, threads, leases);
    }

    /**
     * Runs only segments {@code firstSegment} to {@code lastSegment} (both included) of the
     * {@linkplain #segments(int) segments}, as one worker of several: an array job (AWS Batch, a
     * Kubernetes indexed job) or a Step Functions distributed map runs one slice per worker, in
     * other processes or machines, e.g. {@code .segments(64).slice(16, 31)}. The slice keeps the
     * checkpoints of its own segments, resumes alone ({@link #resumeFrom} takes only checkpoints of
     * its segments and segment count), and its report covers only its segments
     * ({@link BackfillReport#firstSegment()}); {@link BackfillReport#combine} assembles the whole
     * backfill's report from the slices'. Checked against the segment count when the backfill runs.
     *
     * @param firstSegment from 0
     * @param lastSegment  from {@code firstSegment} to the segment count minus 1
     * @throws IllegalArgumentException if {@code firstSegment} is negative or after {@code lastSegment},
     *                                  or (at once, when the segment count is set) the slice does not fit it
     */
    public Backfill<T> slice(int firstSegment, int lastSegment) {
        return sliced(SegmentSlice.range(firstSegment, lastSegment));
    }

    /**
     * Runs the share of the segments of worker {@code worker} of {@code workers} identical
     * workers: segments {@code worker * segments / workers} to
     * {@code (worker + 1) * segments / workers - 1}, so that the workers' slices cover every
     * segment exactly once (see {@link #slice}). For an array job whose workers know only their
     * index:
     *
     * <pre>{@code
     * int worker = Integer.parseInt(System.getenv("AWS_BATCH_JOB_ARRAY_INDEX"));   // Kubernetes: JOB_COMPLETION_INDEX
     * int workers = Integer.parseInt(System.getenv("BACKFILL_WORKERS"));           // the array's size
     * BackfillReport slice = orders.backfill().segments(64).sliceForWorker(worker, workers).run();
     * }</pre>
     *
     * @param worker  from 0 to {@code workers - 1}
     * @param workers at least 1, at most the segment count (checked when the backfill runs)
     * @throws IllegalArgumentException if {@code worker} is not from 0 to {@code workers - 1}, or
     *                                  (at once, when the segment count is set) there are more workers than segments
     */
    public Backfill<T> sliceForWorker(int worker, int workers) {
        return sliced(SegmentSlice.ofWorker(worker, workers));
    }

    private Backfill<T> sliced(SegmentSlice newSlice) {
        if (segments != 0) {
            newSlice.resolve(segments); // fails now, when it can
        }
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, resume, progress,
                retry, newSlice, parallelism, leases);
    }

    /**
     * Makes this process one of any number of identical workers that finish the backfill together,
     * claiming its {@linkplain #segments(int) segments} one at a time from a lease table: each
     * claim, renewal, checkpoint and release is a conditional {@code UpdateItem} on the segment's
     * lease (its owner and expiry, with the segment's checkpoint token). The worker runs a claimed
     * segment from the checkpoint stored with its lease, stores every new checkpoint while it owns
     * the lease (renewing it, and a third of the way through each lease), marks the segment done,
     * and claims the next; when none is free it waits for another worker's lease to expire and
     * takes that segment over. {@link #run()} returns when every segment is done, by this worker or
     * others: its report counts this worker's finished segments and holds every segment's
     * checkpoint from the lease table, so it is {@link BackfillReport#complete() complete} when no
     * item of any segment failed.
     *
     * <p>A worker that stops (its process crashed, its network or DynamoDB failed past the
     * {@linkplain #retries retries}, its thread was interrupted) leaves its lease with the last
     * checkpoint: freed when it could still say so, else expiring after the
     * {@linkplain BackfillLeases#leaseDuration lease duration}; the items of its unfinished page are
     * read again by the worker that takes over. A worker that lost its lease (paused past its
     * expiry) stops writing at its next page. Every item write keeps its condition, so items are
     * never skipped and never rewritten from older data, even by two workers on one segment.
     * Each worker runs one segment at a time ({@link #parallelism} does not apply): run more
     * workers, in threads or processes, for more at once. Not with {@link #slice} or
     * {@link #resumeFrom}: the lease table holds the checkpoints.
     *
     * @param leases the lease table and the backfill's name, the same on every worker
     */
    public Backfill<T> leased(BackfillLeases leases) {
        Objects.requireNonNull(leases, "leases");
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, resume, progress,
                retry, slice, parallelism, leases);
    }

    /**
     * At most this many items per scan request, and so between two checkpoints of a segment
     * (see {@link Scan#pageSize}); without it a page ends where DynamoDB ends it (1 MB).
     */
    public Backfill<T> pageSize(int items) {
        return new Backfill<>(table, scan.pageSize(items), segments, indexes, dryRun, adopt, samples, maxAttempts,
                resume, progress, retry, slice, parallelism, leases);
    }

    /**
     * Rewrites the keys of these indexes only; by default those of every index of the table.
     *
     * @param indexNames index names of the table, e.g. {@code "GSI1"}
     * @throws IllegalArgumentException if the table has no index of one of the names (the message
     *                                  names the repository's table), or none is given, or every one named has a
     *                                  multi-attribute key (nothing to backfill)
     */
    public Backfill<T> indexes(String... indexNames) {
        if (indexNames.length == 0) {
            throw new IllegalArgumentException("name at least one index");
        }
        for (String index : indexNames) {
            if (!declared(Objects.requireNonNull(index, "index"))) {
                throw new IllegalArgumentException("Table " + table.tableName() + " has no index " + index + " in the "
                        + "design of " + table.schema().entityType() + (table.schema().table().indexes().isEmpty() ? ""
                        : " (its indexes: " + table.schema().table().indexes().stream().map(IndexDefinition::name)
                        .toList() + ")") + "; to remove the keys of an index dropped from the design, use "
                        + "dropIndexKeys(\"" + index + "\")");
            }
        }
        if (java.util.Arrays.stream(indexNames).allMatch(index -> table.schema().table().index(index).hasMultiAttributeKey())) {
            throw new IllegalArgumentException("Index " + String.join(", ", indexNames) + " of table " + table.tableName()
                    + " has a multi-attribute key: its keys are the items' own attributes, which DynamoDB indexes as they"
                    + " are, so there is nothing to backfill");
        }
        return new Backfill<>(table, scan, segments, IndexSelection.of(List.of(indexNames), indexes), dryRun, adopt,
                samples, maxAttempts, resume, progress, retry, slice, parallelism, leases);
    }

    /**
     * Also removes, from every item of the entity, the key attributes of an index dropped from the
     * whole design: {@code <index>PK} and {@code <index>SK}, the names Keyway gives an index's keys
     * unless declared otherwise (see {@link #dropIndexKeys(String, String...)}). An attribute a
     * declared index (or the table's key) uses is kept, as is one the record itself writes. Only
     * this entity's items are read: run it on each entity that wrote the index's keys.
     *
     * @throws IllegalArgumentException if the design still declares the index: {@link #indexes} rewrites its keys
     */
    public Backfill<T> dropIndexKeys(String index) {
        return dropIndexKeys(index, Objects.requireNonNull(index, "index") + "PK", index + "SK");
    }

    /**
     * Also removes the key attributes {@code attributes} of an index dropped from the whole design
     * from every item of the entity, but those a declared index (or the table's key) uses and those
     * the record itself writes.
     *
     * @param index      the dropped index's name, for reports
     * @param attributes the key attributes it used
     * @throws IllegalArgumentException if the design still declares the index, or no attribute is given
     */
    public Backfill<T> dropIndexKeys(String index, String... attributes) {
        if (declared(Objects.requireNonNull(index, "index"))) {
            throw new IllegalArgumentException("Table " + table.tableName() + ": the design still declares index "
                    + index + "; a backfill rewrites its keys (indexes(\"" + index + "\")), it drops only the keys of "
                    + "an index no entity declares");
        }
        if (attributes.length == 0) {
            throw new IllegalArgumentException("name the key attributes of index " + index);
        }
        return new Backfill<>(table, scan, segments, indexes.dropping(index, List.of(attributes)), dryRun, adopt,
                samples, maxAttempts, resume, progress, retry, slice, parallelism, leases);
    }

    private boolean declared(String index) {
        return table.schema().table().indexes().stream().anyMatch(candidate -> candidate.name().equals(index));
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
        return new Backfill<>(table, scan, segments, indexes, dryRun, true, samples, maxAttempts,
                resume, progress, retry, slice, parallelism, leases);
    }

    /** Writes nothing: the report counts the items that would change and shows samples of their keys. */
    public Backfill<T> dryRun() {
        return new Backfill<>(table, scan, segments, indexes, true, adopt, samples, maxAttempts,
                resume, progress, retry, slice, parallelism, leases);
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
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, count, maxAttempts,
                resume, progress, retry, slice, parallelism, leases);
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
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, attempts,
                resume, progress, retry, slice, parallelism, leases);
    }

    /**
     * How a request that fails for a reason not the item's own (throttling, a 5xx answer, a
     * timeout, a lost connection, a transaction conflict, anything the SDK judges retryable or
     * that nothing can classify) is sent again, on top of the SDK's own retries: {@code attempts}
     * times in all, pausing {@code firstDelay}, then twice as long each time up to
     * {@value JobRetry#MAX_DELAY_SECONDS} s (each pause drawn between half and all of that). When the
     * last attempt fails too, the run stops with {@link BackfillStoppedException} before the
     * segment's checkpoint passes the item. A Scan that fails after the SDK's retries starts the
     * segments again from their checkpoints, with the same pauses (progress starts them over).
     *
     * @param attempts   at least 1 (1: a failure after the SDK's retries stops the run);
     *                   {@value JobRetry#DEFAULT_ATTEMPTS} by default
     * @param firstDelay not negative; 200 ms by default, so that the default pauses add up to 11 to 23 s
     */
    public Backfill<T> retries(int attempts, Duration firstDelay) {
        JobRetry policy = new JobRetry(attempts, Objects.requireNonNull(firstDelay, "firstDelay")); // checks them
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, resume, progress,
                policy, slice, parallelism, leases);
    }

    /**
     * Continues a backfill that stopped: each segment after its checkpoint; segments done are
     * skipped, segments without a checkpoint start from their beginning. The checkpoints must be
     * of this entity and table, of one backfill (one segment count), one per segment at most, and,
     * for a {@linkplain #slice slice}, of its own segments only. Checked when the backfill runs.
     *
     * @param checkpoints the segments' last checkpoints, e.g. {@code BackfillCheckpoint.parse(token)}
     */
    public Backfill<T> resumeFrom(Collection<BackfillCheckpoint> checkpoints) {
        List<BackfillCheckpoint> copy = new ArrayList<>();
        checkpoints.forEach(checkpoint -> copy.add(Objects.requireNonNull(checkpoint, "checkpoint")));
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts, List.copyOf(copy),
                progress, retry, slice, parallelism, leases);
    }

    /**
     * Reports progress after every page of every segment, once its items are written, with the
     * segment's checkpoint. Reports come one at a time, from the segment's thread; the segments
     * wait while the callback runs. An exception it throws stops the backfill. A second call
     * replaces the callback.
     */
    public Backfill<T> progress(Consumer<BackfillProgress> callback) {
        Objects.requireNonNull(callback, "callback");
        return new Backfill<>(table, scan, segments, indexes, dryRun, adopt, samples, maxAttempts,
                resume, callback, retry, slice, parallelism, leases);
    }

    /**
     * Reads every item of the entity and rewrites the index keys that differ from the design's
     * (in a dry run, only counts them), returning when every segment is done. Threads are as for
     * {@link Scan#forEach}.
     *
     * @return the counts, samples, failures and final checkpoints
     * @throws InvalidCheckpointException if the checkpoints to resume from (or, {@linkplain #leased leased},
     *                                    those of the lease table) do not fit this backfill (before any item is written)
     * @throws IllegalStateException      if a leased backfill is also given a slice or checkpoints
     * @throws BackfillStoppedException   if the backfill stopped before its end (see above), with
     *                                    the checkpoints to resume from
     */
    public BackfillReport run() {
        if (leases != null) {
            if (!slice.all() || !resume.isEmpty()) {
                throw new IllegalStateException("A leased backfill claims its segments and resumes them from the "
                        + "checkpoints in its lease table " + leases.tableName() + ": give it neither slice() nor "
                        + "resumeFrom()");
            }
            Backfill<T> segmentRun = new Backfill<>(table, scan.parallelism(1), Math.max(segments, 1), indexes, dryRun,
                    adopt, samples, maxAttempts, List.of(), null, retry, SegmentSlice.ALL, 1, null);
            return new LeasedBackfillRun<>(segmentRun, leases, Math.max(segments, 1), samples, progress)
                    .run(table.schema().entityType(), table.tableName(), dryRun, adopt);
        }
        BackfillRun<T> run = new BackfillRun<>(table, indexes, dryRun, adopt, samples, maxAttempts, retry, progress);
        return run.run(scan, segments, resume, slice, parallelism);
    }

    @Override
    public String toString() {
        return "Backfill[" + table.schema().entityType() + " in " + table.tableName()
                + (indexes.isEmpty() ? "" : ", indexes " + indexes) + (dryRun ? ", dry run" : "")
                + (indexes.dropped().isEmpty() ? "" : ", dropping the keys of " + indexes.dropped().keySet())
                + (adopt ? ", adopting untyped items" : "")
                + (slice.all() ? "" : ", " + slice) + (leases == null ? "" : ", leased from " + leases.tableName())
                + (resume.isEmpty() ? "" : ", resumed") + "]";
    }
}
