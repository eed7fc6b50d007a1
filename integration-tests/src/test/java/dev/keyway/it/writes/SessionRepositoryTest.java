package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TestDatabase;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(KeywayLocalExtension.class)
class SessionRepositoryTest {

    private final SessionRepository sessions;

    SessionRepositoryTest(DynamoDbClient client) {
        this.sessions = new SessionRepository(client);
    }

    @BeforeEach
    void createTable() {
        sessions.createTable();                                  // every test starts with no table
    }

    @Test
    void aThrottledPutIsRetried(KeywayLocal local) {
        local.faults().add(Fault.throttling().on("PutItem").times(2));   // ProvisionedThroughputExceeded, twice
        Session session = new Session("s-1", "u-1", Instant.parse("2099-01-01T00:00:00Z"));
        sessions.put(session);                                   // the AWS SDK retries: the third attempt succeeds
        assertEquals(Optional.of(session), sessions.get("s-1"));
        assertEquals(2, local.faults().injected());
    }

    @Test
    void anExpiredSessionIsDeletedByTheTimeToLiveSweep(TestDatabase db) {
        sessions.put(new Session("s-2", "u-1", Instant.now().minusSeconds(60)));
        assertEquals(Optional.empty(), sessions.get("s-2"));     // expired: reads leave it out at once
        assertEquals(1, db.sweepExpiredItems());                 // deleted now, as DynamoDB does within days
    }
}
