package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.support.CountingClient;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.it.writes.Session;
import dev.keyway.it.writes.SessionRepository;
import dev.keyway.it.writes.SessionSchema;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Updates of components that secondary-index keys are built from: the index keys are rewritten in
 * the same request, or the update is refused before any request, so that an item is in an index
 * exactly when a put of the record read back would put it there.
 */
class WriteIndexKeysTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static Map<String, AttributeValue> rawItem(DynamoDbClient client, String id) {
        return client.getItem(get -> get.tableName("Writes").key(Map.of(
                "PK", AttributeValue.fromS("PROFILE#" + id), "SK", AttributeValue.fromS("PROFILE")))).item();
    }

    private static List<String> idsInTeam(ProfileRepository profiles, String team) {
        return profiles.byTeam(team).stream().map(Profile::id).toList();
    }

    @Test
    void settingTheWholeIndexKeyMovesTheItem(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", null, "core", "dev", "Ada", 0));
        Profile moved = profiles.update("p1").set(ProfileSchema.TEAM, "web").set(ProfileSchema.ROLE, "lead")
                .set(ProfileSchema.NAME, "Ada L.").execute();
        assertEquals(List.of(), idsInTeam(profiles, "core"));
        assertEquals(List.of(moved), profiles.byTeam("web").role().eq("lead").name().eq("Ada L.").page().items());
        assertEquals("TEAM#web", rawItem(client, "p1").get("GSI2PK").s());
        assertEquals("lead#Ada$20L.", rawItem(client, "p1").get("GSI2SK").s()); // key-encoded: space is $20
    }

    @Test
    void settingTheSortKeyComponentsWithTheTeamMovesTheItemWithinItsTeam(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", null, "core", "dev", "Ada", 0));
        profiles.update("p1").set(ProfileSchema.TEAM, "core").set(ProfileSchema.ROLE, "ops").set(ProfileSchema.NAME, "Ada")
                .execute();
        assertEquals(List.of(), profiles.byTeam("core").role().eq("dev").page().items());
        assertEquals(List.of("p1"), profiles.byTeam("core").role().eq("ops").stream().map(Profile::id).toList());
    }

    @Test
    void settingPartOfAKeyIsRefusedBeforeAnyRequest(DynamoDbClient client) {
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        profiles.createTable();
        Profile stored = profiles.put(Profile.of("p1", null, "core", "dev", "Ada", 0));

        // The index's keys are rewritten as one unit, so every other component of GSI2 is needed,
        // and the exception names all of them at once ("the components the update must also set").
        IncompleteKeyUpdateException roleOnly = assertThrows(IncompleteKeyUpdateException.class,
                () -> profiles.update("p1").set(ProfileSchema.ROLE, "ops").execute());
        assertEquals("Profile", roleOnly.entityType());
        assertTrue(Set.of("GSI2PK", "GSI2SK").contains(roleOnly.keyAttribute()), roleOnly.keyAttribute());
        assertEquals(Set.of("team", "name"), Set.copyOf(roleOnly.missing()), roleOnly.getMessage());
        assertThrows(IncompleteKeyUpdateException.class,
                () -> profiles.update("p1").set(ProfileSchema.ROLE, "ops").set(ProfileSchema.NAME, "Ada").execute());

        // a counter's new value is unknown to the update, so it cannot be part of a rewritten key
        assertThrows(IncompleteKeyUpdateException.class, () -> profiles.update("p1").set(ProfileSchema.TEAM, "core")
                .setIfAbsent(ProfileSchema.ROLE, "ops").set(ProfileSchema.NAME, "Ada").execute());

        assertEquals(0, counting.calls("updateItem"));
        assertEquals(Optional.of(stored), profiles.get("p1"));
        assertEquals(List.of("p1"), idsInTeam(profiles, "core"));
    }

    /**
     * The team alone builds GSI2PK, but the index holds an item only when it has all of team, role
     * and name (that is what put writes): an item without a team has no GSI2SK, so a new team
     * cannot be written without role and name.
     */
    @Test
    void settingTheTeamAloneIsRefusedBecauseTheIndexNeedsRoleAndName(DynamoDbClient client) {
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        profiles.createTable();
        Profile stored = profiles.put(Profile.of("p1", null, null, "dev", "Ada", 0)); // no team: not in GSI2
        assertFalse(rawItem(client, "p1").containsKey("GSI2SK"));

        IncompleteKeyUpdateException error = assertThrows(IncompleteKeyUpdateException.class,
                () -> profiles.update("p1").set(ProfileSchema.TEAM, "core").execute());
        assertEquals(List.of("role", "name"), error.missing());
        assertEquals(0, counting.calls("updateItem"));
        assertEquals(Optional.of(stored), profiles.get("p1"));
    }

    @Test
    void settingTheTeamWithRoleAndNameAddsTheItemToTheIndex(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", null, null, "dev", "Ada", 0));
        Profile joined = profiles.update("p1").set(ProfileSchema.TEAM, "core").set(ProfileSchema.ROLE, "dev")
                .set(ProfileSchema.NAME, "Ada").execute();
        assertEquals(List.of(joined), profiles.byTeam("core").page().items());
    }

    @Test
    void settingTheEmailRewritesItsIndexKey(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", "old@example.com", null, null, "Ada", 0));
        Profile updated = profiles.update("p1").set(ProfileSchema.EMAIL, "new@example.com").execute();
        assertEquals(List.of(), profiles.byEmail("old@example.com").page().items());
        assertEquals(List.of(updated), profiles.byEmail("new@example.com").page().items());
    }

    /** An item put without an e-mail has neither GSI1 key; setting the e-mail must write both. */
    @Test
    void settingTheEmailOfAProfileWithoutOneAddsItToTheIndex(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        Profile updated = profiles.update("p1").set(ProfileSchema.EMAIL, "ada@example.com").execute();
        assertEquals(List.of(updated), profiles.byEmail("ada@example.com").page().items());
        assertEquals(AttributeValue.fromS("PROFILE"), rawItem(client, "p1").get("GSI1SK"));
    }

    /** The same through an upsert: the created item must be in the index its e-mail puts it in. */
    @Test
    void anUpsertSettingTheEmailIsFoundByEmail(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        Profile created = profiles.update("p2").set(ProfileSchema.EMAIL, "bo@example.com").set(ProfileSchema.LOGINS, 0)
                .execute();
        assertEquals(List.of(created), profiles.byEmail("bo@example.com").page().items());
    }

    /** A sort key built from a primary-key component ("SESSION#<id>") must be written when the user is set. */
    @Test
    void settingTheUserOfASessionWithoutOneAddsItToTheIndex(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Instant later = Instant.now().plusSeconds(3600).truncatedTo(ChronoUnit.SECONDS);
        sessions.put(new Session("s1", null, later));
        Session updated = sessions.update("s1").set(SessionSchema.USER, "u1").execute();
        assertEquals(List.of(updated), sessions.sessionsOf("u1").page().items());
    }

    @Test
    void removingTheEmailTakesTheItemOutOfTheIndex(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", "ada@example.com", null, null, "Ada", 0));
        Profile updated = profiles.update("p1").remove(ProfileSchema.EMAIL).execute();
        assertEquals(null, updated.email());
        assertFalse(rawItem(client, "p1").containsKey("GSI1PK"));
        assertEquals(List.of(), profiles.byEmail("ada@example.com").page().items());
    }

    @Test
    void removingARoleTakesTheItemOutOfItsTeam(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        profiles.put(Profile.of("p1", null, "core", "dev", "Ada", 0));
        profiles.update("p1").remove(ProfileSchema.ROLE).execute();
        assertEquals(List.of(), idsInTeam(profiles, "core"));
    }
}
