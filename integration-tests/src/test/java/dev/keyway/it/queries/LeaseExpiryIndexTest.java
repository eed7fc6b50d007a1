package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.leases.Lease;
import dev.keyway.it.leases.LeaseRepository;
import dev.keyway.it.leases.LeaseSchema;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A {@code @Ttl} in an index key, as {@code long} epoch seconds (allowed; in the primary key it
 * is KW069, as an {@code Instant} KW070): the index lists leases by expiry, and extending a lease
 * moves it there, since an update that sets an index-key component rewrites that index's keys.
 */
class LeaseExpiryIndexTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Far enough ahead that reads, which leave out expired items, return every lease. */
    private static final long SOON = Instant.parse("2099-01-01T00:00:00Z").getEpochSecond();

    private LeaseRepository leases;

    @BeforeEach
    void seed(DynamoDbClient client) {
        leases = new LeaseRepository(client);
        leases.createTable();
        leases.put(new Lease("l1", "ann", SOON + 300));
        leases.put(new Lease("l2", "bob", SOON + 100));
        leases.put(new Lease("l3", "cid", SOON + 200));
    }

    @Test
    void theIndexListsLeasesByExpiry() {
        assertEquals(List.of("l2", "l3", "l1"), leases.expiring().stream().map(Lease::leaseId).toList());
        assertEquals(List.of("l2", "l3"), leases.expiring().expiresAt().lt(SOON + 300).stream()
                .map(Lease::leaseId).toList());
    }

    @Test
    void extendingALeaseMovesItInTheIndex() {
        Lease extended = leases.update("l2").set(LeaseSchema.EXPIRES_AT, SOON + 400).execute();
        assertEquals(SOON + 400, extended.expiresAt());
        assertEquals(List.of("l3", "l1", "l2"), leases.expiring().stream().map(Lease::leaseId).toList());
    }
}
