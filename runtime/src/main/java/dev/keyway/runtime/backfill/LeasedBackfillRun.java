package dev.keyway.runtime.backfill;

import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.internal.backfill.LeaseTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One worker of a {@linkplain Backfill#leased leased backfill}: it claims a segment whose lease is
 * free or expired, runs it as a one-segment slice from the checkpoint stored with the lease,
 * stores each new checkpoint while it still owns the lease (renewing it), and marks the segment
 * done; then the next, until every segment of the backfill is done, by this worker or others. A
 * worker that finds nothing to claim waits for the earliest lease of another worker to expire, so
 * that the segments of a worker that stopped are taken over. It never moves a checkpoint it does
 * not own: when its lease is lost (another worker took the segment over after it expired) the
 * segment's run stops at its next page and the worker moves on; the items of that page were
 * written with the backfill's conditions, so two workers on one segment never write older data
 * over newer, and the new owner read on from a checkpoint that passes only written pages.
 */
final class LeasedBackfillRun<T> {

    /** Thrown by the progress callback when the worker no longer owns the segment's lease. */
    private static final class LeaseLost extends RuntimeException {
        LeaseLost() {
            super("lease lost", null, false, false);
        }
    }

    /** The longest a worker with nothing to claim waits before it reads the leases again. */
    static final long POLL_MILLIS = 250;

    private final Backfill<T> segmentRun; // the same backfill, unleased, without the user's callback
    private final BackfillLeases leases;
    private final int segments;
    private final Consumer<BackfillProgress> userProgress;
    private final LeaseTable table;
    private final String worker;
    private final long leaseMillis;

    // what this worker did, from the reports of the segments it finished
    private BackfillReport.Counts counts = new BackfillReport.Counts(0, 0, 0, 0, 0, 0, 0, 0, 0);
    private final List<BackfillReport.Change> samples = new ArrayList<>();
    private final List<BackfillReport.Failure> failures = new ArrayList<>();
    private final List<String> unmatched = new ArrayList<>();
    private final int maxSamples;

    LeasedBackfillRun(Backfill<T> segmentRun, BackfillLeases leases, int segments, int maxSamples,
                      Consumer<BackfillProgress> userProgress) {
        this.segmentRun = segmentRun;
        this.leases = leases;
        this.segments = segments;
        this.maxSamples = maxSamples;
        this.userProgress = userProgress;
        this.table = leases.table();
        this.worker = leases.workerName();
        this.leaseMillis = leases.leaseDuration().toMillis();
    }

    BackfillReport run(String entityType, String tableName, boolean dryRun, boolean adopts) {
        table.createIfMissing(java.time.Duration.ofMinutes(5));
        ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "keyway-backfill-lease-" + worker);
            thread.setDaemon(true);
            return thread;
        });
        try {
            while (true) {
                Map<Integer, LeaseTable.Lease> all = leases(entityType, tableName, dryRun, adopts);
                if (all.size() == segments && all.values().stream().allMatch(LeaseTable.Lease::done)) {
                    return report(entityType, tableName, dryRun, adopts, all);
                }
                Optional<LeaseTable.Lease> claimed = claim(all);
                if (claimed.isPresent()) {
                    runSegment(claimed.get(), heartbeat, entityType, tableName, dryRun, adopts);
                } else {
                    waitForAnExpiry(all, entityType, tableName, dryRun, adopts);
                }
            }
        } finally {
            heartbeat.shutdownNow();
        }
    }

    /**
     * The backfill's leases. Refused when they are another backfill's (the name used before): of another
     * segment count, entity or table, or a dry run's for a writing run and the other way round, or adopting
     * for a plain one; their segments done would otherwise pass for this backfill's.
     */
    private Map<Integer, LeaseTable.Lease> leases(String entityType, String tableName, boolean dryRun, boolean adopts) {
        Map<Integer, LeaseTable.Lease> all = table.all(leases.backfillName());
        for (LeaseTable.Lease lease : all.values()) {
            BackfillCheckpoint stored = lease.checkpoint() == null ? null : BackfillCheckpoint.parse(lease.checkpoint());
            String other = lease.segment() >= segments || stored != null && stored.totalSegments() != segments
                    ? "a backfill in other segments than " + segments
                    : stored == null ? null
                    : !stored.entityType().equals(entityType) || !stored.tableName().equals(tableName)
                    ? "the backfill of " + stored.entityType() + " in " + stored.tableName()
                    : stored.dryRun() != dryRun ? (stored.dryRun() ? "a dry run" : "a backfill that writes")
                    : stored.adoptsUntyped() != adopts ? (stored.adoptsUntyped() ? "an adopting backfill"
                    : "a backfill that does not adopt untyped items") : null;
            if (other != null) {
                throw new InvalidCheckpointException("The leases of backfill " + leases.backfillName() + " in "
                        + table.tableName() + " are of " + other + " (segment " + lease.segment() + "): give this "
                        + "backfill of " + entityType + " in " + tableName + " another name", null);
            }
        }
        return all;
    }

    /** Claims a claimable segment, trying them from a random one so that workers starting together spread out. */
    private Optional<LeaseTable.Lease> claim(Map<Integer, LeaseTable.Lease> all) {
        long now = System.currentTimeMillis();
        int offset = ThreadLocalRandom.current().nextInt(segments);
        for (int i = 0; i < segments; i++) {
            int segment = (offset + i) % segments;
            LeaseTable.Lease lease = all.get(segment);
            if (lease == null || lease.claimable(now)) {
                Optional<LeaseTable.Lease> claimed = table.claim(leases.backfillName(), segment, worker, now,
                        now + leaseMillis);
                if (claimed.isPresent()) {
                    return claimed;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Sleeps until the earliest lease of another worker expires (it may be renewed meanwhile: then again), or
     * {@value #POLL_MILLIS} ms, whichever comes first, to see whether the others are done.
     */
    private void waitForAnExpiry(Map<Integer, LeaseTable.Lease> all, String entityType, String tableName,
                                 boolean dryRun, boolean adopts) {
        long now = System.currentTimeMillis();
        long earliest = all.values().stream().filter(lease -> !lease.done()).mapToLong(LeaseTable.Lease::expiresAt)
                .min().orElse(now);
        // others' segments may also end done meanwhile: look again at least every POLL_MILLIS
        long pause = Math.max(20, Math.min(earliest - now + 20, Math.min(POLL_MILLIS, leaseMillis)));
        try {
            Thread.sleep(pause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackfillStoppedException(report(entityType, tableName, dryRun, adopts, all),
                    "interrupted while waiting for the leases of other workers", e);
        }
    }

    private void runSegment(LeaseTable.Lease lease, ScheduledExecutorService heartbeat, String entityType,
                            String tableName, boolean dryRun, boolean adopts) {
        int segment = lease.segment();
        String name = leases.backfillName();
        AtomicBoolean lost = new AtomicBoolean();
        long every = Math.max(1, leaseMillis / 3);
        ScheduledFuture<?> renewal = heartbeat.scheduleAtFixedRate(() -> {
            try {
                if (!table.renew(name, segment, worker, System.currentTimeMillis() + leaseMillis)) {
                    lost.set(true);
                }
            } catch (RuntimeException unreachable) {
                // tried again at the next beat; if the lease expires meanwhile, another worker takes over
            }
        }, every, every, TimeUnit.MILLISECONDS);
        Backfill<T> one = segmentRun.slice(segment, segment).progress(progress -> {
            if (lost.get() || !table.checkpoint(name, segment, worker, progress.checkpoint().token(),
                    progress.segmentDone(), System.currentTimeMillis() + leaseMillis)) {
                throw new LeaseLost(); // taken over: the new owner's checkpoint stands
            }
            if (userProgress != null) {
                userProgress.accept(progress);
            }
        });
        if (lease.checkpoint() != null) {
            one = one.resumeFrom(List.of(BackfillCheckpoint.parse(lease.checkpoint())));
        }
        try {
            add(one.run());
        } catch (LeaseLost taken) {
            // another worker holds the segment now: claim another
        } catch (BackfillStoppedException stopped) {
            add(stopped.report());
            releaseQuietly(segment);
            throw new BackfillStoppedException(report(entityType, tableName, dryRun, adopts,
                    Map.of()), "segment " + segment + " stopped (its lease is freed, or expires, for another worker to "
                    + "take over): " + stopped.getMessage(), stopped);
        } catch (RuntimeException failure) { // the user's callback, or a checkpoint that does not fit
            releaseQuietly(segment);
            throw failure;
        } finally {
            renewal.cancel(false);
        }
    }

    private void releaseQuietly(int segment) {
        try {
            table.release(leases.backfillName(), segment, worker);
        } catch (RuntimeException unreachable) {
            // the lease expires instead
        }
    }

    private void add(BackfillReport report) {
        counts = counts.plus(report.counts());
        for (BackfillReport.Change change : report.samples()) {
            if (samples.size() < maxSamples) {
                samples.add(change);
            }
        }
        for (BackfillReport.Failure failure : report.failures()) {
            if (failures.size() < BackfillReport.MAX_FAILURES_KEPT) {
                failures.add(failure);
            }
        }
        for (String key : report.unmatchedKeys()) {
            if (unmatched.size() < BackfillReport.MAX_FAILURES_KEPT) {
                unmatched.add(key);
            }
        }
    }

    /** This worker's counts, with the checkpoints of every segment as the lease table holds them. */
    private BackfillReport report(String entityType, String tableName, boolean dryRun, boolean adopts,
                                  Map<Integer, LeaseTable.Lease> all) {
        List<BackfillCheckpoint> checkpoints = new ArrayList<>();
        all.values().stream().filter(lease -> lease.checkpoint() != null)
                .sorted(Comparator.comparingInt(LeaseTable.Lease::segment))
                .forEach(lease -> checkpoints.add(BackfillCheckpoint.parse(lease.checkpoint())));
        return new BackfillReport(entityType, tableName, dryRun, adopts, counts, samples, failures, unmatched,
                checkpoints, new BackfillReport.Scope(0, segments - 1, segments));
    }
}
