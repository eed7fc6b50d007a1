package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.support.CountingClient;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Items over DynamoDB's 400 KB limit fail before any request; items Keyway lets through DynamoDB accepts. */
class WriteItemSizeTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

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

    /** An update whose values cannot fit in any item fails before it is sent, in a transaction too. */
    @Test
    void anUpdateSettingOrAppendingMoreThanAnItemHoldsIsRefusedBeforeSending(DynamoDbClient client) {
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        profiles.createTable();
        profiles.put(Profile.of("p1", "ada@example.com", "core", "dev", "Ada", 0));
        String huge = "h".repeat(410_000);

        ItemTooLargeException set = assertThrows(ItemTooLargeException.class,
                () -> profiles.update("p1").set(ProfileSchema.NAME, huge).execute());
        assertEquals("Profile", set.entityType());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", set.key());
        assertTrue(set.size() > 410_000, "at least the value: " + set.size());
        assertTrue(set.getMessage().contains("after the update"), set.getMessage());
        String half = "h".repeat(205_000);
        assertThrows(ItemTooLargeException.class, () -> profiles.update("p1").append(ProfileSchema.HISTORY, half, half)
                .execute(), "two appended elements that only together exceed the limit");
        assertThrows(ItemTooLargeException.class, () -> profiles.update("p1").add(ProfileSchema.TAGS, half, half + "!")
                .execute());
        assertThrows(ItemTooLargeException.class, () -> profiles.update("p1").set(ProfileSchema.NAME, half)
                .append(ProfileSchema.HISTORY, half).execute(), "a set and an append, each half the limit");
        assertThrows(ItemTooLargeException.class, () -> WriteTransaction.on(counting.client())
                .update(profiles.update("p1").set(ProfileSchema.NAME, huge)));
        assertEquals(0, counting.calls("updateItem") + counting.calls("transactWriteItems"));
        assertEquals("Ada", profiles.get("p1").orElseThrow().name());
    }

    /**
     * An update that is small itself but grows a large item past the limit can only be refused by
     * DynamoDB; its answer is an ItemTooLargeException, alone or as a transaction's reason.
     */
    @Test
    void dynamoDbsRefusalOfAnItemGrownTooLargeIsTyped(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(withHistory("p1", 300, ""));
        String more = "m".repeat(150_000);

        ItemTooLargeException alone = assertThrows(ItemTooLargeException.class,
                () -> profiles.update("p1").append(ProfileSchema.HISTORY, more).execute());
        assertEquals("Profile", alone.entityType());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", alone.key());
        assertEquals(-1, alone.size(), "DynamoDB does not say how large it would be");
        assertInstanceOf(DynamoDbException.class, alone.getCause());

        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).update(profiles.update("p1").append(ProfileSchema.HISTORY, more))
                        .execute());
        ItemTooLargeException reason = assertInstanceOf(ItemTooLargeException.class,
                cancelled.reasons().get(0).cause().orElseThrow(), cancelled.getMessage());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", reason.key());
        assertEquals("Ada", profiles.get("p1").orElseThrow().name());
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
