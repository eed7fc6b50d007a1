package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.Counter;
import dev.keyway.it.writes.CounterRepository;
import dev.keyway.it.writes.CounterSchema;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Typed updates: set and remove, counters, set and list operations, set-if-absent, upserts. */
class WriteUpdatesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static ProfileRepository profiles(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        return profiles;
    }

    private static Map<String, AttributeValue> rawItem(DynamoDbClient client, String id) {
        return client.getItem(get -> get.tableName("Writes").key(Map.of(
                "PK", AttributeValue.fromS("PROFILE#" + id), "SK", AttributeValue.fromS("PROFILE")))).item();
    }

    @Test
    void setAndRemoveReturnTheItemAfterTheUpdate(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(new Profile("p1", null, null, null, "Ada", Set.of("a"), List.of("x"), 3, 0));
        Profile updated = profiles.update("p1").set(ProfileSchema.LOGINS, 9).remove(ProfileSchema.HISTORY)
                .remove(ProfileSchema.TAGS).execute();
        assertEquals(new Profile("p1", null, null, null, "Ada", Set.of(), null, 9, 2), updated);
        assertEquals(Optional.of(updated), profiles.get("p1"));
        // set(attribute, null) removes, like remove(attribute)
        assertEquals(null, profiles.update("p1").set(ProfileSchema.HISTORY, null).execute().history());
    }

    @Test
    void incrementAndDecrementReturnTheNewValue(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(Profile.of("p1", null, null, null, "Ada", 10));
        assertEquals(15, profiles.update("p1").increment(ProfileSchema.LOGINS, 5).execute().logins());
        assertEquals(13, profiles.update("p1").decrement(ProfileSchema.LOGINS, 2).execute().logins());
        assertEquals(13, profiles.get("p1").orElseThrow().logins());
        CounterRepository counters = new CounterRepository(client);
        // an absent number counts from 0, so the first increment creates the counter
        assertEquals(-4, counters.update("c").decrement(CounterSchema.VALUE, 4L).execute().value());
    }

    @Test
    void addingToASetIsIdempotentAndRemovingElementsLeavesTheRest(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        assertEquals(Set.of("admin", "ops"), profiles.update("p1").add(ProfileSchema.TAGS, "admin", "ops").execute().tags());
        assertEquals(Set.of("admin", "ops"), profiles.update("p1").add(ProfileSchema.TAGS, "admin").execute().tags());
        assertEquals(Set.of("ops"), profiles.update("p1").removeElements(ProfileSchema.TAGS, "admin", "absent")
                .execute().tags());
        // removing the last element leaves no attribute (DynamoDB stores no empty sets): reads as empty
        assertEquals(Set.of(), profiles.update("p1").removeElements(ProfileSchema.TAGS, "ops").execute().tags());
        assertFalse(rawItem(client, "p1").containsKey("tags"));
    }

    @Test
    void appendAndPrependOnAList(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(Profile.of("p1", null, null, null, "Ada", 0)); // no history yet: append creates it
        assertEquals(List.of("b", "c"), profiles.update("p1").append(ProfileSchema.HISTORY, "b", "c").execute().history());
        assertEquals(List.of("a", "b", "c"), profiles.update("p1").prepend(ProfileSchema.HISTORY, "a").execute().history());
        assertEquals(List.of("a", "b", "c", "c"), profiles.update("p1").append(ProfileSchema.HISTORY, "c").execute().history());
        assertEquals(List.of("a", "b", "c", "c"), profiles.get("p1").orElseThrow().history());
    }

    @Test
    void setIfAbsentKeepsAPresentValue(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(Profile.of("p1", null, null, null, "Ada", 7));
        assertEquals(7, profiles.update("p1").setIfAbsent(ProfileSchema.LOGINS, 1).execute().logins());
        assertEquals(List.of("first"), profiles.update("p1").setIfAbsent(ProfileSchema.HISTORY, List.of("first"))
                .execute().history());
        assertEquals(List.of("first"), profiles.update("p1").setIfAbsent(ProfileSchema.HISTORY, List.of("second"))
                .execute().history());
    }

    @Test
    void whenConditionGuardsTheUpdate(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile stored = profiles.put(Profile.of("p1", null, null, null, "Ada", 1));
        assertThrows(ConditionFailedException.class,
                () -> profiles.update("p1").increment(ProfileSchema.LOGINS, 1).when(ProfileSchema.LOGINS.ge(2)).execute());
        assertEquals(Optional.empty(),
                profiles.update("p1").increment(ProfileSchema.LOGINS, 1).when(ProfileSchema.LOGINS.ge(2)).tryExecute());
        assertEquals(Optional.of(stored), profiles.get("p1"));
        assertEquals(2, profiles.update("p1").increment(ProfileSchema.LOGINS, 1).when(ProfileSchema.LOGINS.lt(2))
                .execute().logins());
    }

    @Test
    void onlyIfExistsRefusesAMissingItem(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> profiles.update("ghost").set(ProfileSchema.LOGINS, 1).onlyIfExists().execute());
        assertEquals("Profile", error.entityType());
        assertEquals("PK=PROFILE#ghost, SK=PROFILE", error.key());
        assertEquals(Optional.empty(), profiles.get("ghost"));
        assertEquals(null, rawItem(client, "ghost").get("PK"));
        profiles.put(Profile.of("p1", null, null, null, "Ada", 1));
        assertEquals(2, profiles.update("p1").increment(ProfileSchema.LOGINS, 1).onlyIfExists().execute().logins());
    }

    @Test
    void anUpsertCreatesAReadableItem(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile created = profiles.update("p9").set(ProfileSchema.LOGINS, 4).add(ProfileSchema.TAGS, "new").execute();
        // the key components and _type are written too, and the version starts at 1
        assertEquals(new Profile("p9", null, null, null, null, Set.of("new"), null, 4, 1), created);
        assertEquals(Optional.of(created), profiles.get("p9"));
        Map<String, AttributeValue> item = rawItem(client, "p9");
        assertEquals("Profile", item.get("_type").s());
        assertEquals("p9", item.get("id").s());
        CounterRepository counters = new CounterRepository(client);
        assertEquals(new Counter("orders", 1), counters.update("orders").increment(CounterSchema.VALUE, 1L).execute());
        assertEquals(Optional.of(new Counter("orders", 1)), counters.get("orders"));
    }

    @Test
    void primaryKeyComponentsAndTheVersionCannotBeUpdated(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        IllegalArgumentException key = assertThrows(IllegalArgumentException.class,
                () -> profiles.update("p1").set(ProfileSchema.ID, "p2"));
        assertTrue(key.getMessage().contains("primary key"), key.getMessage());
        assertThrows(IllegalArgumentException.class, () -> profiles.update("p1").remove(ProfileSchema.ID));
        assertThrows(IllegalArgumentException.class, () -> new CounterRepository(client).update("c")
                .setIfAbsent(CounterSchema.NAME, "d"));
        IllegalArgumentException version = assertThrows(IllegalArgumentException.class,
                () -> profiles.update("p1").set(ProfileSchema.VERSION, 5L));
        assertTrue(version.getMessage().contains("@Version"), version.getMessage());
        assertThrows(IllegalArgumentException.class, () -> profiles.update("p1").increment(ProfileSchema.VERSION, 1L));
        assertThrows(IllegalArgumentException.class, () -> profiles.update("p1").remove(ProfileSchema.VERSION));
    }

    @Test
    void anotherEntitysAttributeIsRejected(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        assertThrows(IllegalArgumentException.class, () -> profiles.update("p1").increment(CounterSchema.VALUE, 1L));
    }
}
