package dev.keyway.runtime.backfill;

import dev.keyway.runtime.internal.backfill.LeaseTable;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Where the workers of a {@linkplain Backfill#leased leased backfill} claim its segments: a
 * DynamoDB table of leases (created by Keyway, apart from the application's tables, so that the
 * design is not touched), one item per segment of the backfill named here, holding the lease's
 * owner and expiry and the segment's last checkpoint. Any number of identical workers, in threads,
 * processes or machines, run the same backfill with the same leases; each claims a free segment
 * with a conditional write, renews its lease while it works, stores the checkpoint after every
 * page, and marks the segment done; a lease that is not renewed expires, and another worker takes
 * the segment over from its last checkpoint.
 *
 * <pre>{@code
 * BackfillLeases leases = BackfillLeases.in(client, "keyway-backfills", "orders-by-customer-2026-11")
 *         .leaseDuration(Duration.ofMinutes(1));
 * BackfillReport report = orders.backfill().segments(64).leased(leases).run(); // the same on every worker
 * }</pre>
 *
 * <p>The backfill's name identifies one backfill to its end: a backfill run again later (another
 * index added) takes a new name, or it finds every segment done. Immutable.
 */
public final class BackfillLeases {

    /** How long a lease lasts without renewal unless {@link #leaseDuration} says otherwise: one minute. */
    public static final Duration DEFAULT_LEASE_DURATION = Duration.ofMinutes(1);

    private final DynamoDbClient client;
    private final String tableName;
    private final String backfillName;
    private final Duration leaseDuration;
    private final String worker; // null: a new id per run

    private BackfillLeases(DynamoDbClient client, String tableName, String backfillName, Duration leaseDuration,
                           String worker) {
        this.client = client;
        this.tableName = tableName;
        this.backfillName = backfillName;
        this.leaseDuration = leaseDuration;
        this.worker = worker;
    }

    /**
     * The leases of the backfill named {@code backfillName} in the table {@code leaseTable}, which
     * the first worker creates (on-demand capacity) if it is missing.
     *
     * @param client       the client of the lease table (usually the application's)
     * @param leaseTable   the lease table's name; one table holds the leases of any number of backfills
     * @param backfillName the backfill's name, the same on every worker of this backfill
     */
    public static BackfillLeases in(DynamoDbClient client, String leaseTable, String backfillName) {
        Objects.requireNonNull(client, "client");
        if (Objects.requireNonNull(leaseTable, "leaseTable").isEmpty()
                || Objects.requireNonNull(backfillName, "backfillName").isEmpty()) {
            throw new IllegalArgumentException("name the lease table and the backfill");
        }
        return new BackfillLeases(client, leaseTable, backfillName, DEFAULT_LEASE_DURATION, null);
    }

    /**
     * How long a lease lasts unless renewed: a worker renews it a third of the way through and
     * with every checkpoint, and a worker that stopped (crashed, lost its network, paused) leaves
     * its segments to others this long after its last renewal. Expiry is judged by the claiming
     * worker's clock, so make it well above the clock difference between workers.
     *
     * @param duration at least one second
     */
    public BackfillLeases leaseDuration(Duration duration) {
        if (Objects.requireNonNull(duration, "duration").compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("a lease lasts at least one second, was " + duration);
        }
        return new BackfillLeases(client, tableName, backfillName, duration, worker);
    }

    /**
     * The name of the worker in the leases it holds, unique among the workers; by default the
     * process's name ({@code pid@host}) and a random part, new for every run.
     */
    public BackfillLeases worker(String name) {
        if (Objects.requireNonNull(name, "name").isEmpty()) {
            throw new IllegalArgumentException("a worker's name must not be empty");
        }
        return new BackfillLeases(client, tableName, backfillName, leaseDuration, name);
    }

    /** The lease table. */
    public String tableName() {
        return tableName;
    }

    /** The backfill's name. */
    public String backfillName() {
        return backfillName;
    }

    /** How long a lease lasts without renewal. */
    public Duration leaseDuration() {
        return leaseDuration;
    }

    /** Creates the lease table unless it exists, and waits until it is active; {@link Backfill#run()} does it too. */
    public void createTableIfMissing() {
        table().createIfMissing(Duration.ofMinutes(5));
    }

    /**
     * The checkpoints the workers stored so far, by segment (none for a segment not yet claimed):
     * to watch a backfill, or to try its failed items again with an unleased
     * {@code backfill().resumeFrom(...)} once every segment is done.
     */
    public List<BackfillCheckpoint> checkpoints() {
        List<BackfillCheckpoint> checkpoints = new ArrayList<>();
        table().all(backfillName).values().stream().filter(lease -> lease.checkpoint() != null)
                .sorted(java.util.Comparator.comparingInt(LeaseTable.Lease::segment))
                .forEach(lease -> checkpoints.add(BackfillCheckpoint.parse(lease.checkpoint())));
        return checkpoints;
    }

    LeaseTable table() {
        return new LeaseTable(client, tableName);
    }

    /** This run's worker name. */
    String workerName() {
        return worker != null ? worker : ManagementFactory.getRuntimeMXBean().getName() + "/"
                + UUID.randomUUID().toString().substring(0, 8);
    }

    @Override
    public String toString() {
        return "BackfillLeases[" + backfillName + " in " + tableName + ", leases of " + leaseDuration
                + (worker == null ? "" : ", worker " + worker) + "]";
    }
}
