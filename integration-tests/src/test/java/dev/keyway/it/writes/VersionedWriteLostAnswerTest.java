package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.writes.Counter;
import dev.keyway.it.writes.CounterRepository;
import dev.keyway.it.writes.CounterSchema;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;

/**
 * Issue #24, section 7, third finding: a {@code @Version} write whose answer is lost after DynamoDB
 * applied it. The AWS SDK sends the request again, which then finds the version the first one
 * stored: a plain write reports a {@link VersionConflictException} on its own write (the documented
 * guarantee), while a write sent {@code exactlyOnce()} (a single-item TransactWriteItems with a
 * client request token) is answered as the applied one was. Lost answers are Keyway Local's
 * {@code Fault.internalError().afterApplying()}. The seeded runs over many seeds are in
 * {@link VersionedWriteSeedsTest}.
 */
class VersionedWriteLostAnswerTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static ProfileRepository profiles(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        return profiles;
    }

    private static Profile withLogins(Profile profile, int logins) {
        return new Profile(profile.id(), profile.email(), profile.team(), profile.role(), profile.name(), profile.tags(),
                profile.history(), logins, profile.version());
    }

    private static Profile ada() {
        return new Profile("p1", null, null, null, "Ada", Set.of(), null, 0, 0);
    }

    /** The guarantee of a plain write, as the README states it: the conflict may be this very call's own write. */
    @Test
    void aPlainPutWhoseAnswerWasLostConflictsWithItsOwnWrite(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(ada());
        local.faults().add(Fault.internalError().on("PutItem").afterApplying().times(1));

        VersionConflictException conflict = assertThrows(VersionConflictException.class,
                () -> profiles.put(withLogins(first, 1)));
        assertEquals(1, conflict.expectedVersion());
        assertEquals(OptionalLong.of(2), conflict.storedVersion(), "the version this call stored itself");
        assertTrue(conflict.resent(), "the SDK's second attempt failed");
        assertEquals(1, profiles.get("p1").orElseThrow().logins(), "the write was applied");
        assertEquals(1, local.faults().injected());
    }

    @Test
    void anExactlyOncePutWhoseAnswerWasLostSucceedsAndIsAppliedOnce(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(ada());
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        Profile stored = profiles.exactlyOnce().put(withLogins(first, 1));
        assertEquals(1, local.faults().injected(), "the first answer was lost");
        assertEquals(2, stored.version());
        assertEquals(Optional.of(stored), profiles.get("p1"));
    }

    @Test
    void anExactlyOnceCreateWhoseAnswerWasLostIsNotRefusedAsExisting(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        Profile created = profiles.exactlyOnce().create(ada());
        assertEquals(1, local.faults().injected());
        assertEquals(1, created.version());
        assertEquals(Optional.of(created), profiles.get("p1"));
        local.faults().clear();
        assertThrows(ItemAlreadyExistsException.class, () -> profiles.exactlyOnce().create(ada()),
                "a second create, another call, is refused");
    }

    @Test
    void anExactlyOnceDeleteWhoseAnswerWasLostSucceeds(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        Profile stored = profiles.put(ada());
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        profiles.exactlyOnce().delete(stored);
        assertEquals(1, local.faults().injected());
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    /** A plain delete of a record meets the same fate as a put: its resent request finds no item. */
    @Test
    void aPlainDeleteWhoseAnswerWasLostConflictsWithItsOwnDelete(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        Profile stored = profiles.put(ada());
        local.faults().add(Fault.internalError().on("DeleteItem").afterApplying().times(1));

        VersionConflictException conflict = assertThrows(VersionConflictException.class, () -> profiles.delete(stored));
        assertEquals(OptionalLong.empty(), conflict.storedVersion());
        assertTrue(conflict.resent());
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    @Test
    void anExactlyOnceVersionedUpdateWhoseAnswerWasLostSucceedsOnce(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(ada());
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        Profile updated = profiles.update("p1").set(ProfileSchema.LOGINS, 1).expectVersion(first.version())
                .exactlyOnce().execute();
        assertEquals(1, local.faults().injected());
        assertEquals(2, updated.version());
        assertEquals(1, updated.logins());
        assertEquals(Optional.of(updated), profiles.get("p1"));

        // the plain update, same fault: its own write comes back as a conflict
        local.faults().clear();
        local.faults().add(Fault.internalError().on("UpdateItem").afterApplying().times(1));
        VersionConflictException conflict = assertThrows(VersionConflictException.class, () -> profiles.update("p1")
                .set(ProfileSchema.LOGINS, 2).expectVersion(2).execute());
        assertEquals(OptionalLong.of(3), conflict.storedVersion());
        assertTrue(conflict.resent());
    }

    /** Not only versions: a counter's increment whose answer was lost counts twice unless sent exactly once. */
    @Test
    void anExactlyOnceIncrementWhoseAnswerWasLostCountsOnce(DynamoDbClient client, KeywayLocal local) {
        CounterRepository counters = new CounterRepository(client);
        counters.createTable();
        local.faults().add(Fault.internalError().on("UpdateItem", "TransactWriteItems").afterApplying().times(1));
        assertEquals(2L, counters.update("plain").increment(CounterSchema.VALUE, 1L).execute().value(),
                "the plain UpdateItem was applied twice");

        local.faults().clear();
        local.faults().add(Fault.internalError().on("UpdateItem", "TransactWriteItems").afterApplying().times(1));
        Counter once = counters.update("once").increment(CounterSchema.VALUE, 1L).exactlyOnce().execute();
        assertEquals(1, local.faults().injected());
        assertEquals(1L, once.value());
        assertEquals(1L, counters.get("once").orElseThrow().value());
    }

    /** A conflict of an exactly-once write is another writer's, thrown as the plain write throws it. */
    @Test
    void aConflictOfAnExactlyOnceWriteIsTheTypedExceptionOfThePlainWrite(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(ada());
        profiles.put(withLogins(first, 5));

        VersionConflictException put = assertThrows(VersionConflictException.class,
                () -> profiles.exactlyOnce().put(withLogins(first, 1)));
        assertEquals("Profile", put.entityType());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", put.key());
        assertEquals(1, put.expectedVersion());
        assertEquals(OptionalLong.of(2), put.storedVersion());
        assertFalse(put.resent());
        VersionConflictException plain = assertThrows(VersionConflictException.class,
                () -> profiles.put(withLogins(first, 1)));
        assertFalse(plain.resent(), "a first attempt's conflict is another writer's");
        VersionConflictException update = assertThrows(VersionConflictException.class, () -> profiles.update("p1")
                .set(ProfileSchema.LOGINS, 1).expectVersion(1).exactlyOnce().execute());
        assertEquals(OptionalLong.of(2), update.storedVersion());
        assertThrows(VersionConflictException.class, () -> profiles.exactlyOnce().delete(first));
        assertEquals(5, profiles.get("p1").orElseThrow().logins());
    }

    /** An entity with @Unique values: its guard items come along, and a lost answer is still applied once. */
    @Test
    void anExactlyOncePutOfAnEntityWithUniqueValuesKeepsItsGuards(DynamoDbClient client, KeywayLocal local) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        Member ada = members.exactlyOnce().create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0));
        members.create(new Member("m2", "bob@example.com", Optional.empty(), "Bob", 0));
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        Member moved = members.exactlyOnce().put(ada.withEmail("ada@lovelace.org"));
        assertEquals(1, local.faults().injected());
        assertEquals(2, moved.version());
        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> members.exactlyOnce().put(moved.withEmail("bob@example.com")));
        assertEquals("email", taken.component());
        // the released e-mail can be claimed again
        members.exactlyOnce().create(new Member("m3", "ada@example.com", Optional.empty(), "Ann", 0));
    }

    /** A plain put of an entity with @Unique values is a transaction already: the SDK's token makes its retry succeed. */
    @Test
    void aPlainPutOfAnEntityWithUniqueValuesIsAppliedOnceAlready(DynamoDbClient client, KeywayLocal local) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        Member ada = members.create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0));
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));

        Member moved = members.put(ada.withEmail("ada@lovelace.org"));
        assertEquals(1, local.faults().injected());
        assertEquals(2, moved.version());
        assertEquals(Optional.of(moved), members.get("m1"));
    }

    /**
     * Keyway Local keeps a client request token as the API Reference says (TransactWriteItems,
     * ClientRequestToken): the same request again within 10 minutes succeeds without writing, another
     * request with the token fails with IdempotentParameterMismatchException.
     */
    @Test
    void theSameWriteWithTheSameTokenIsAppliedOnceAndAnotherWriteWithItIsRefused(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(ada());
        String token = "increment-p1-from-1";
        Profile once = profiles.exactlyOnce(token).put(withLogins(first, 1));
        Profile again = profiles.exactlyOnce(token).put(withLogins(first, 1)); // as after an unknown outcome
        assertEquals(once, again);
        assertEquals(Optional.of(once), profiles.get("p1"), "applied once: version 2, not a conflict");

        assertThrows(IdempotentParameterMismatchException.class,
                () -> profiles.exactlyOnce(token).put(withLogins(first, 7)));
        Counter counted = new CounterRepository(client).update("c").increment(CounterSchema.VALUE, 1L)
                .exactlyOnce("count-c-1").execute();
        assertEquals(1L, counted.value());
        assertEquals(1L, new CounterRepository(client).update("c").increment(CounterSchema.VALUE, 1L)
                .exactlyOnce("count-c-1").execute().value(), "the repeated increment is not applied");
        assertThrows(IllegalArgumentException.class, () -> profiles.exactlyOnce(""));
        assertThrows(IllegalArgumentException.class, () -> profiles.exactlyOnce("x".repeat(37)));
        assertTrue(profiles.exactlyOnce(token).clientRequestToken().isPresent());
    }
}
