package dev.keyway.it.shop;

// The README's example of leased backfill workers, as it is there; ReadmeBackfillWorkersTest runs it.

import dev.keyway.runtime.backfill.BackfillLeases;
import dev.keyway.runtime.backfill.BackfillReport;
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The same on every worker, as many as you start, whenever you start them: each claims segments
 * of the orders' backfill from the lease table until every segment is done, taking over those
 * of workers that stopped.
 */
public final class OrderLeasedBackfill {

    private final OrderRepository orders;
    private final BackfillLeases leases;

    public OrderLeasedBackfill(DynamoDbClient client, String backfillName) {
        this.orders = new OrderRepository(client);
        this.leases = BackfillLeases.in(client, "keyway-backfills", backfillName) // created if missing
                .leaseDuration(Duration.ofMinutes(1));   // a stopped worker's segments wait this long
    }

    /** Returns when every segment is done, by this worker or others. */
    public BackfillReport run() {
        BackfillReport report = orders.backfill()
                .segments(64)
                .leased(leases)
                .progress(progress -> {
                    if (progress.segmentDone()) {
                        System.out.println("segment " + progress.segment() + " done");
                    }
                })
                .run();
        report.failures().forEach(failure -> System.err.println(failure.key() + ": " + failure.reason()));
        return report;                                   // complete() when no order of any segment failed
    }

    /** Once every segment is done, and what failed the orders is mended: those orders, tried again. */
    public BackfillReport retryFailed() {
        return orders.backfill().segments(64).resumeFrom(leases.checkpoints()).run();
    }
}
