package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.club.Pass;
import dev.keyway.it.writes.club.PassRepository;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The README's "The annotations": {@code @Ttl} on a {@code Long} of epoch seconds. A null one never
 * expires (no attribute is written); a past one is left out of reads before DynamoDB deletes it.
 */
class BoxedTtlTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static Map<String, AttributeValue> stored(DynamoDbClient client, String sortKey) {
        return client.getItem(request -> request.tableName("Club4").key(Map.of(
                "PK", AttributeValue.fromS("MEMBER#m1"), "SK", AttributeValue.fromS(sortKey)))).item();
    }

    @Test
    void aNullExpiryNeverExpiresAndAPastOneIsLeftOut(DynamoDbClient client) {
        PassRepository passes = new PassRepository(client);
        passes.createTable();
        long future = Instant.parse("2099-01-01T00:00:00Z").getEpochSecond();
        Pass forever = new Pass("m1", "a", null);
        Pass valid = new Pass("m1", "b", future);
        Pass expired = new Pass("m1", "c", 1_000L);
        passes.put(forever);
        passes.put(valid);
        passes.put(expired);

        assertEquals(forever, passes.get("m1", "a").orElseThrow());
        assertEquals(valid, passes.get("m1", "b").orElseThrow());
        assertTrue(passes.get("m1", "c").isEmpty());
        assertEquals(List.of(forever, valid), passes.passesOf("m1").stream().toList());
        assertEquals(AttributeValue.fromN(Long.toString(future)), stored(client, "PASS#b").get("validUntil"));
        assertFalse(stored(client, "PASS#a").containsKey("validUntil"));
    }
}
