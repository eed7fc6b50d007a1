package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * UpdateTimeToLive / DescribeTimeToLive (API Reference) and the expiry rules of the Developer Guide, "Using
 * DynamoDB Time to Live (TTL)". Keyway Local deletes expired items only when {@code sweepExpiredItems()} runs.
 */
class TimeToLiveConformanceTest extends ConformanceSupport {

    private static final long NOW = Instant.now().getEpochSecond();

    private void enableTtl(String table) {
        ddb.updateTimeToLive(b -> b.tableName(table).timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
    }

    @Test
    @DisplayName("API Reference, DescribeTimeToLive: DISABLED until enabled, then ENABLED with the attribute name")
    void enableAndDescribe() {
        createHashTable("Sessions");
        assertEquals(TimeToLiveStatus.DISABLED,
                ddb.describeTimeToLive(b -> b.tableName("Sessions")).timeToLiveDescription().timeToLiveStatus());
        UpdateTimeToLiveResponse response = ddb.updateTimeToLive(b -> b.tableName("Sessions")
                .timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
        assertEquals("expiresAt", response.timeToLiveSpecification().attributeName());
        assertTrue(response.timeToLiveSpecification().enabled());
        TimeToLiveDescription description = ddb.describeTimeToLive(b -> b.tableName("Sessions")).timeToLiveDescription();
        assertTrue(Set.of(TimeToLiveStatus.ENABLED, TimeToLiveStatus.ENABLING).contains(description.timeToLiveStatus()),
                description.toString());
        assertEquals("expiresAt", description.attributeName());
    }

    @Test
    @DisplayName("API Reference, UpdateTimeToLive: enabling TTL that is already enabled is a ValidationException")
    void enableTwiceRefused() {
        createHashTable("Sessions");
        enableTtl("Sessions");
        assertValidation(() -> enableTtl("Sessions"));
    }

    @Test
    @DisplayName("API Reference, UpdateTimeToLive/DescribeTimeToLive: ResourceNotFoundException for a missing table")
    void missingTable() {
        assertRefused(ResourceNotFoundException.class, () -> enableTtl("Nowhere"));
        assertRefused(ResourceNotFoundException.class, () -> ddb.describeTimeToLive(b -> b.tableName("Nowhere")));
    }

    @Test
    @DisplayName("API Reference, UpdateTimeToLive: \"Items that have expired and not been deleted will still show up in reads, queries, and scans\"")
    void expiredItemsStayUntilSwept() {
        createHashTable("Sessions");
        enableTtl("Sessions");
        put("Sessions", item("pk", "old", "expiresAt", n(NOW - 3600)));
        assertFalse(get("Sessions", item("pk", "old")).isEmpty());
        assertEquals(1, ddb.scan(b -> b.tableName("Sessions")).count());
    }

    @Test
    @DisplayName("Developer Guide, TTL: the sweep deletes exactly the expired items (Number, epoch seconds, in the past)")
    void sweepDeletesExactlyTheExpired() {
        createHashTable("Sessions");
        enableTtl("Sessions");
        put("Sessions", item("pk", "expired", "expiresAt", n(NOW - 60)));
        put("Sessions", item("pk", "expiredLongAgo", "expiresAt", n(NOW - 86_400L * 365)));
        put("Sessions", item("pk", "future", "expiresAt", n(NOW + 3600)));
        // "The TTL attribute's value must be a top-level Number data type ... the TTL processes ignore the item."
        put("Sessions", item("pk", "string", "expiresAt", s(Long.toString(NOW - 60))));
        // "The item must contain the attribute specified when TTL was enabled."
        put("Sessions", item("pk", "noAttribute"));
        // "The TTL attribute value must be a datetimestamp with an expiration of no more than five years in the past."
        put("Sessions", item("pk", "tooOld", "expiresAt", n(Instant.now().minus(6 * 366, ChronoUnit.DAYS).getEpochSecond())));
        // "must be a timestamp in Unix epoch time format in seconds": epoch milliseconds lie in the far future.
        put("Sessions", item("pk", "millis", "expiresAt", n((NOW - 60) * 1000)));

        assertEquals(2, local.sweepExpiredItems());

        assertTrue(get("Sessions", item("pk", "expired")).isEmpty());
        assertTrue(get("Sessions", item("pk", "expiredLongAgo")).isEmpty());
        for (String kept : new String[] {"future", "string", "noAttribute", "tooOld", "millis"}) {
            assertFalse(get("Sessions", item("pk", kept)).isEmpty(), kept + " must stay");
        }
        assertEquals(0, local.sweepExpiredItems(), "a second sweep finds nothing more");
    }

    @Test
    @DisplayName("Developer Guide, TTL: nothing expires on a table whose TTL is not enabled")
    void sweepIgnoresTablesWithoutTtl() {
        createHashTable("Plain");
        put("Plain", item("pk", "a", "expiresAt", n(NOW - 60)));
        assertEquals(0, local.sweepExpiredItems());
        assertFalse(get("Plain", item("pk", "a")).isEmpty());
    }

    @Test
    @DisplayName("Developer Guide, TTL: after disabling TTL, expired items are no longer deleted")
    void sweepAfterDisable() {
        createHashTable("Sessions");
        enableTtl("Sessions");
        ddb.updateTimeToLive(b -> b.tableName("Sessions").timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(false)));
        assertTrue(Set.of(TimeToLiveStatus.DISABLED, TimeToLiveStatus.DISABLING).contains(
                ddb.describeTimeToLive(b -> b.tableName("Sessions")).timeToLiveDescription().timeToLiveStatus()));
        put("Sessions", item("pk", "a", "expiresAt", n(NOW - 60)));
        assertEquals(0, local.sweepExpiredItems());
        assertFalse(get("Sessions", item("pk", "a")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, UpdateTimeToLive: \"As items are deleted, they are removed from any local secondary index and global secondary index\"")
    void sweepRemovesFromIndexes() {
        createTableWithGsi("Sessions", projectAll());
        enableTtl("Sessions");
        put("Sessions", item("pk", "a", "sk", "1", "gpk", "g", "gsk", "1", "expiresAt", n(NOW - 60)));
        put("Sessions", item("pk", "b", "sk", "1", "gpk", "g", "gsk", "2", "expiresAt", n(NOW + 3600)));
        assertEquals(1, local.sweepExpiredItems());
        var index = ddb.query(b -> b.tableName("Sessions").indexName("gsi")
                .keyConditionExpression("gpk = :g").expressionAttributeValues(item(":g", "g")));
        assertEquals(1, index.count());
        assertEquals(s("b"), index.items().get(0).get("pk"));
    }
}
