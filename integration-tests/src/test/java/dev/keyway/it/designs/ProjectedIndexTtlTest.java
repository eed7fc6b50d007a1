package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.projected.Lease;
import dev.keyway.it.designs.projected.LeaseRepository;
import dev.keyway.it.designs.projected.LeaseSchema;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Queries of KEYS_ONLY indexes of an entity with a {@code @Ttl}: the indexes do not hold the expiry
 * attribute, so the queries leave expired items out after fetching the whole items, instead of
 * filtering on it (which DynamoDB refuses: "does not project one or more filter attributes"); a
 * filter on what a local index does not hold is refused when set, as on a global one.
 */
class ProjectedIndexTtlTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private LeaseRepository leases;

    @BeforeEach
    void seed(DynamoDbClient client) {
        leases = new LeaseRepository(client);
        leases.createTable();
        leases.put(new Lease("o", "l1", "r", "n", Instant.now().plusSeconds(3600)));
        leases.put(new Lease("o", "l2", "r", "m", Instant.now().plusSeconds(3600)));
        leases.put(new Lease("o", "l3", "r", "n", Instant.now().minusSeconds(3600)));
    }

    @Test
    void aGlobalKeysOnlyIndexLeavesExpiredItemsOut() {
        assertEquals(List.of("l1", "l2"), leases.byRes("r").stream().map(Lease::leaseId).toList());
        assertEquals(List.of("l1"), leases.byRes("r").limit(1).page().items().stream().map(Lease::leaseId).toList());
        assertEquals(2, leases.scanByRes().count());
    }

    @Test
    void aLocalKeysOnlyIndexLeavesExpiredItemsOut() {
        assertEquals(List.of("l1", "l2"), leases.byRes2("o").stream().map(Lease::leaseId).toList());
        assertEquals(List.of("l1"), leases.byRes2("o").consistentRead().limit(1).page().items().stream()
                .map(Lease::leaseId).toList());
        assertEquals(2, leases.scanByRes2().count());
    }

    @Test
    void aFilterOnWhatALocalIndexDoesNotHoldIsRefusedWhenSet() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> leases.byRes2("o").filter(LeaseSchema.NOTE.eq("n")));
        assertTrue(refused.getMessage().contains("'note'"), refused::getMessage);
        assertThrows(IllegalArgumentException.class, () -> leases.scanByRes2().filter(LeaseSchema.NOTE.eq("n")));
    }
}
