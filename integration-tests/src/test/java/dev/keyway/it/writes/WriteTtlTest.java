package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.writes.Session;
import dev.keyway.it.writes.SessionRepository;
import dev.keyway.it.writes.SessionSchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TestDatabase;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@code @Ttl}: stored as epoch seconds, turned on by createTable, and items past it read as
 * absent. DynamoDB deletes expired items only eventually (Keyway Local only when swept, never within a
 * test), so nothing here waits for a deletion.
 */
class WriteTtlTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final Instant NOW = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private static Map<String, AttributeValue> rawItem(DynamoDbClient client, String id) {
        return client.getItem(get -> get.tableName("Writes").key(Map.of(
                "PK", AttributeValue.fromS("SESSION#" + id), "SK", AttributeValue.fromS("SESSION")))).item();
    }

    @Test
    void createTableTurnsTimeToLiveOnForTheAttribute(DynamoDbClient client) {
        new SessionRepository(client).createTable();
        TimeToLiveDescription ttl = client.describeTimeToLive(request -> request.tableName("Writes"))
                .timeToLiveDescription();
        assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
        assertEquals("expiresAt", ttl.attributeName());
    }

    @Test
    void theExpiryIsStoredAsEpochSeconds(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Instant past = NOW.minus(1, ChronoUnit.HOURS);
        sessions.put(new Session("old", "u1", past));
        AttributeValue stored = rawItem(client, "old").get("expiresAt");
        assertNotNull(stored);
        assertNull(stored.s());
        assertEquals(Long.toString(past.getEpochSecond()), stored.n());
    }

    @Test
    void anExpiredItemReadsAsAbsentAndALiveOneIsReturned(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Session expired = new Session("old", "u1", NOW.minus(1, ChronoUnit.HOURS));
        Session live = new Session("new", "u1", NOW.plus(1, ChronoUnit.HOURS));
        Session forever = new Session("kept", "u1", null);
        sessions.put(expired);
        sessions.put(live);
        sessions.put(forever);
        assertEquals(Optional.empty(), sessions.get("old"));
        assertEquals(Optional.of(live), sessions.get("new"));
        assertEquals(Optional.of(forever), sessions.get("kept"));
        // still stored: leaving it out is the reads' doing, not a deletion
        assertNotNull(rawItem(client, "old").get("PK"));
        assertEquals(List.of(forever, live), sessions.sessionsOf("u1").stream().toList());
        assertEquals(List.of(forever, live), sessions.sessionsOf("u1").limit(1).stream().toList());
    }

    /** Conditions and filters on the expiry compare epoch seconds, as it is stored. */
    @Test
    void conditionsAndFiltersOnTheExpiryCompareAsStored(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Session soon = sessions.put(new Session("a", "u1", NOW.plus(1, ChronoUnit.HOURS)));
        Session later = sessions.put(new Session("b", "u1", NOW.plus(3, ChronoUnit.HOURS)));
        assertEquals(List.of(soon), sessions.sessionsOf("u1").filter(SessionSchema.EXPIRES_AT.lt(NOW.plus(2, ChronoUnit.HOURS)))
                .stream().toList());
        assertEquals(List.of(later), sessions.sessionsOf("u1").filter(SessionSchema.EXPIRES_AT.gt(NOW.plus(2, ChronoUnit.HOURS)))
                .stream().toList());
        Session extended = new Session("a", "u1", NOW.plus(5, ChronoUnit.HOURS));
        assertThrows(ConditionFailedException.class,
                () -> sessions.put(extended, SessionSchema.EXPIRES_AT.gt(NOW.plus(2, ChronoUnit.HOURS))));
        sessions.put(extended, SessionSchema.EXPIRES_AT.eq(NOW.plus(1, ChronoUnit.HOURS)));
        assertEquals(Optional.of(extended), sessions.get("a"));
    }

    /** An Instant keeps whole seconds: what put returns as stored is what get reads back. */
    @Test
    void putReturnsTheExpiryAsStored(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Instant later = NOW.plus(1, ChronoUnit.HOURS).plusMillis(250);
        Session returned = sessions.put(new Session("s1", "u1", later));
        assertEquals(sessions.get("s1"), Optional.of(returned));
        assertEquals(later.truncatedTo(ChronoUnit.SECONDS), sessions.get("s1").orElseThrow().expiresAt());
    }

    /**
     * Developer Guide, "Time to Live": an item whose time-to-live attribute holds an epoch second in the past is
     * deleted by a background process; items without the attribute, or with a time still ahead, are kept. Keyway
     * Local runs that process when asked ({@code sweepExpiredItems()}), so the test never waits for a timer.
     */
    @Test
    void theTimeToLiveSweepDeletesOnlyTheExpiredItem(DynamoDbClient client, TestDatabase db) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        sessions.put(new Session("old", "u1", NOW.minus(1, ChronoUnit.HOURS)));
        Session live = sessions.put(new Session("new", "u1", NOW.plus(1, ChronoUnit.HOURS)));
        Session forever = sessions.put(new Session("kept", "u1", null));
        assertEquals(1, db.sweepExpiredItems());
        assertEquals(Map.of(), rawItem(client, "old"));
        assertEquals(Optional.of(live), sessions.get("new"));
        assertEquals(Optional.of(forever), sessions.get("kept"));
        assertEquals(0, db.sweepExpiredItems());
    }
}
