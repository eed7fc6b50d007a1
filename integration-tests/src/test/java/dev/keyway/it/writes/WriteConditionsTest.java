package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.support.CountingClient;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Typed conditions on put, create, update and delete: each one both holding and failing. */
class WriteConditionsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final String KEY = "PK=PROFILE#p1, SK=PROFILE";

    /** p1 as stored (version 1): tags {admin, ops}, history [signup, login], 5 logins. */
    private static Profile seed(ProfileRepository profiles) {
        profiles.createTable();
        return profiles.put(new Profile("p1", "ada@example.com", "core", "dev", "Ada", Set.of("admin", "ops"),
                List.of("signup", "login"), 5, 0));
    }

    /** The write fails as a condition failure naming the entity and key, and leaves the item as it was. */
    private static void assertRefused(ProfileRepository profiles, Profile before, Executable write) {
        ConditionFailedException error = assertThrows(ConditionFailedException.class, write);
        assertFalse(error instanceof VersionConflictException, "the version matched: " + error);
        assertEquals("Profile", error.entityType());
        assertEquals(KEY, error.key());
        assertTrue(error.getMessage().contains(KEY), error.getMessage());
        assertEquals(Optional.of(before), profiles.get("p1"));
    }

    /** A put conditioned on {@code condition} succeeds: the item is stored again with the next version. */
    private static void assertPutHolds(ProfileRepository profiles, Profile stored, Condition condition) {
        Profile written = profiles.put(stored, condition);
        assertEquals(stored.version() + 1, written.version());
        assertEquals(Optional.of(written), profiles.get("p1"));
    }

    @Test
    void comparisonsHoldAndFail(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        List<Condition> holding = List.of(
                ProfileSchema.NAME.eq("Ada"), ProfileSchema.NAME.ne("Bob"), ProfileSchema.ROLE.in("ops", "dev"),
                ProfileSchema.LOGINS.lt(6), ProfileSchema.LOGINS.le(5), ProfileSchema.LOGINS.gt(4),
                ProfileSchema.LOGINS.ge(5), ProfileSchema.LOGINS.between(5, 5), ProfileSchema.NAME.between("A", "B"),
                ProfileSchema.EMAIL.beginsWith("ada@"), ProfileSchema.EMAIL.contains("@example"));
        List<Condition> failing = List.of(
                ProfileSchema.NAME.eq("Bob"), ProfileSchema.NAME.ne("Ada"), ProfileSchema.ROLE.in("ops", "qa"),
                ProfileSchema.LOGINS.lt(5), ProfileSchema.LOGINS.le(4), ProfileSchema.LOGINS.gt(5),
                ProfileSchema.LOGINS.ge(6), ProfileSchema.LOGINS.between(6, 9), ProfileSchema.NAME.between("B", "C"),
                ProfileSchema.EMAIL.beginsWith("bob@"), ProfileSchema.EMAIL.contains("@example.org"));
        for (Condition condition : failing) {
            assertRefused(profiles, stored, () -> profiles.put(stored, condition));
        }
        for (Condition condition : holding) {
            assertPutHolds(profiles, profiles.get("p1").orElseThrow(), condition);
        }
    }

    @Test
    void containsAndSizeOnStringsSetsAndLists(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        List<Condition> holding = List.of(
                ProfileSchema.TAGS.contains("admin"), ProfileSchema.HISTORY.contains("login"),
                ProfileSchema.NAME.size().eq(3), ProfileSchema.TAGS.size().eq(2), ProfileSchema.HISTORY.size().ge(2),
                ProfileSchema.TAGS.size().lt(3), ProfileSchema.HISTORY.size().ne(0), ProfileSchema.NAME.size().le(3),
                ProfileSchema.TAGS.size().gt(1));
        List<Condition> failing = List.of(
                ProfileSchema.TAGS.contains("root"), ProfileSchema.HISTORY.contains("log"),
                ProfileSchema.NAME.size().eq(4), ProfileSchema.TAGS.size().gt(2), ProfileSchema.HISTORY.size().lt(2));
        for (Condition condition : failing) {
            assertRefused(profiles, stored, () -> profiles.put(stored, condition));
        }
        for (Condition condition : holding) {
            assertPutHolds(profiles, profiles.get("p1").orElseThrow(), condition);
        }
    }

    @Test
    void existsNotExistsAndBooleanCombinations(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        Condition isAda = ProfileSchema.NAME.eq("Ada");
        Condition isBob = ProfileSchema.NAME.eq("Bob");
        List<Condition> holding = List.of(
                ProfileSchema.EMAIL.exists(), ProfileSchema.TAGS.exists(),
                isAda.and(ProfileSchema.LOGINS.gt(1)), isBob.or(isAda), Condition.not(isBob),
                Condition.not(isBob.and(isAda)).and(ProfileSchema.TAGS.contains("ops").or(isBob)));
        List<Condition> failing = List.of(
                ProfileSchema.EMAIL.notExists(), isAda.and(isBob), isBob.or(ProfileSchema.LOGINS.gt(5)),
                Condition.not(isAda), Condition.not(isAda.or(isBob)));
        for (Condition condition : failing) {
            assertRefused(profiles, stored, () -> profiles.put(stored, condition));
        }
        for (Condition condition : holding) {
            assertPutHolds(profiles, profiles.get("p1").orElseThrow(), condition);
        }
    }

    @Test
    void notExistsAndNeOnAnAbsentAttribute(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        Profile noEmail = profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        // An absent attribute: notExists holds, and ne holds as documented ("or is absent").
        assertPutHolds(profiles, noEmail, ProfileSchema.EMAIL.notExists());
        assertPutHolds(profiles, profiles.get("p1").orElseThrow(), ProfileSchema.EMAIL.ne("ada@example.com"));
        Profile stored = profiles.get("p1").orElseThrow();
        assertRefused(profiles, stored, () -> profiles.put(stored, ProfileSchema.EMAIL.exists()));
    }

    @Test
    void valuesWithQuotesHashesAndColonsAreSentAsPlaceholders(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        String tricky = "O'Brien \"#n0\" :v0 ) OR attribute_exists(PK) #";
        Profile stored = profiles.put(Profile.of("p1", "x:y#z@example.com", "t", "r", tricky, 0));
        // Would hold if the text were spliced into the expression; as a value it simply differs.
        assertRefused(profiles, stored, () -> profiles.put(stored, ProfileSchema.NAME.eq(tricky + "!")));
        assertPutHolds(profiles, stored, ProfileSchema.NAME.eq(tricky).and(ProfileSchema.EMAIL.eq("x:y#z@example.com")));
        Profile updated = profiles.update("p1").set(ProfileSchema.TEAM, "t").set(ProfileSchema.ROLE, ":v1'#n1\"")
                .set(ProfileSchema.NAME, tricky)
                .when(ProfileSchema.EMAIL.beginsWith("x:y#")).execute();
        assertEquals(":v1'#n1\"", updated.role());
        assertEquals(Optional.of(updated), profiles.get("p1"));
    }

    @Test
    void createFailsOnAnExistingKeyAndLeavesTheItem(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        ItemAlreadyExistsException error = assertThrows(ItemAlreadyExistsException.class,
                () -> profiles.create(Profile.of("p1", "other@example.com", null, null, "Other", 0)));
        assertEquals("Profile", error.entityType());
        assertEquals(KEY, error.key());
        assertEquals(Optional.of(stored), profiles.get("p1"));
        assertEquals(1, profiles.create(Profile.of("p2", null, null, null, "New", 0)).version());
    }

    @Test
    void conditionalUpdateHoldsOrFailsLeavingTheItem(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        assertRefused(profiles, stored, () -> profiles.update("p1").set(ProfileSchema.LOGINS, 0)
                .when(ProfileSchema.TAGS.contains("root")).execute());
        assertRefused(profiles, stored, () -> profiles.update("p1").set(ProfileSchema.LOGINS, 0)
                .when(ProfileSchema.LOGINS.gt(1)).when(ProfileSchema.ROLE.eq("ops")).execute()); // several: all must hold
        Profile updated = profiles.update("p1").set(ProfileSchema.LOGINS, 0)
                .when(ProfileSchema.LOGINS.gt(1)).when(ProfileSchema.ROLE.eq("dev")).execute();
        assertEquals(0, updated.logins());
        assertEquals(Optional.of(updated), profiles.get("p1"));
    }

    @Test
    void conditionalDeleteHoldsOrFailsLeavingTheItem(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        Profile stored = seed(profiles);
        assertRefused(profiles, stored, () -> profiles.delete(stored, ProfileSchema.ROLE.eq("ops")));
        assertRefused(profiles, stored, () -> profiles.delete(stored, ProfileSchema.LOGINS.lt(5)));
        profiles.delete(stored, ProfileSchema.ROLE.eq("dev").and(ProfileSchema.TAGS.contains("ops")));
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    @Test
    void conditionOnAMissingItemFailsNamingItsKey(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> profiles.update("p1").set(ProfileSchema.LOGINS, 1).onlyIfExists().execute());
        assertEquals(KEY, error.key());
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    @Test
    void unstorableConditionValuesFailBeforeAnyRequest(DynamoDbClient client) {
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        assertThrows(InvalidAttributeValueException.class, () -> ProfileSchema.NAME.eq(null));
        assertThrows(InvalidAttributeValueException.class, () -> ProfileSchema.TAGS.contains(null));
        assertThrows(InvalidAttributeValueException.class, () -> ProfileSchema.LOGINS.between(1, null));
        assertThrows(IllegalArgumentException.class, () -> ProfileSchema.ROLE.in(List.of()));
        assertThrows(IllegalArgumentException.class, () -> ProfileSchema.LOGINS.in(
                java.util.stream.IntStream.range(0, 101).boxed().toList())); // DynamoDB takes at most 100
        assertThrows(InvalidAttributeValueException.class,
                () -> profiles.update("p1").add(ProfileSchema.TAGS, "ok", null));
        assertThrows(InvalidAttributeValueException.class,
                () -> profiles.update("p1").append(ProfileSchema.HISTORY, (String) null));
        assertEquals(0, counting.calls("updateItem") + counting.calls("putItem"));
    }
}
