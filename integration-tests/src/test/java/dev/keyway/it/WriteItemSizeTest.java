package dev.keyway.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.ItemTooLargeException;
import dev.keyway.runtime.internal.ItemSize;
import dev.keyway.testing.DynamoDbLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Items over DynamoDB's 400 KB limit fail before any request; items Keyway lets through DynamoDB accepts. */
class WriteItemSizeTest {

    @RegisterExtension
    static final DynamoDbLocalExtension DYNAMO = DynamoDbLocalExtension.onLoopback();

    /** A profile whose history holds {@code entries} strings of 1,000 characters. */
    private static Profile withHistory(String id, int entries, String last) {
        List<String> history = new ArrayList<>();
        for (int i = 0; i < entries; i++) {
            history.add("x".repeat(1000));
        }
        history.add(last);
        return new Profile(id, null, null, null, "Ada", Set.of(), history, 0, 0);
    }

    @Test
    void anOversizeItemIsRefusedBeforeAnyRequest(DynamoDbClient client) {
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        profiles.createTable();
        Profile huge = withHistory("p1", 450, "");

        ItemTooLargeException put = assertThrows(ItemTooLargeException.class, () -> profiles.put(huge));
        assertEquals("Profile", put.entityType());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", put.key());
        assertEquals(409_600, put.limit());
        assertTrue(put.size() > 450_000, "size " + put.size());
        assertThrows(ItemTooLargeException.class, () -> profiles.create(huge));
        assertThrows(ItemTooLargeException.class, () -> profiles.put(huge, ProfileSchema.NAME.eq("Ada")));

        assertEquals(0, counting.calls("putItem"));
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    /** An item right at the limit by Keyway's count is written: the count never falls short of DynamoDB's. */
    @Test
    void anItemAtTheLimitIsWritten(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        Profile probe = withHistory("p1", 400, "");
        long size = ItemSize.of(ProfileSchema.INSTANCE.toItem(new Profile(probe.id(), null, null, null, "Ada", Set.of(),
                probe.history(), 0, 1)));
        long room = ItemSize.LIMIT - size;
        assertTrue(room > 0 && room < 20_000, "room " + room);
        Profile atLimit = withHistory("p1", 400, "y".repeat((int) room));
        Profile stored = profiles.put(atLimit);
        assertEquals(ItemSize.LIMIT, ItemSize.of(ProfileSchema.INSTANCE.toItem(stored)));
        assertEquals(Optional.of(stored), profiles.get("p1"));

        Profile overByOne = withHistory("p2", 400, "y".repeat((int) room + 1));
        assertThrows(ItemTooLargeException.class, () -> profiles.put(overByOne));
    }
}
