package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.await;
import static dev.keyway.it.async.AsyncRepositoryTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberAsyncRepository;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileAsyncRepository;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #26, section 5: {@code exactlyOnce()} of the asynchronous repository and update, as the
 * synchronous ones ({@code writes.VersionedWriteLostAnswerTest}): a single-item TransactWriteItems
 * with a client request token, so that a write whose answer Keyway Local lost after applying it
 * (the SDK sends it again with the same token) is applied once and answered as the first one was.
 */
class AsyncExactlyOnceTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void asyncClient() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @AfterEach
    void noFaults(KeywayLocal local) {
        local.faults().clear();
    }

    private static Profile ada() {
        return new Profile("p1", null, null, null, "Ada", Set.of(), null, 0, 0);
    }

    private static Profile withLogins(Profile profile, int logins) {
        return new Profile(profile.id(), profile.email(), profile.team(), profile.role(), profile.name(), profile.tags(),
                profile.history(), logins, profile.version());
    }

    @Test
    void writesWhoseAnswerWasLostAreAppliedOnceAndSucceed(DynamoDbClient client, KeywayLocal local) throws Exception {
        new ProfileRepository(client).createTable();
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        ProfileAsyncRepository profiles = new ProfileAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        Profile created = await(profiles.exactlyOnce().create(ada()));
        assertEquals(1, local.faults().injected(), "the first answer was lost");
        assertEquals(1, created.version());
        assertInstanceOf(ItemAlreadyExistsException.class, failure(profiles.exactlyOnce().create(ada())),
                "a second create, another call, is refused: the write's own exception, not the cancellation");

        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        Profile stored = await(profiles.exactlyOnce().put(withLogins(created, 1)));
        assertEquals(2, local.faults().injected());
        assertEquals(2, stored.version());
        assertEquals(Optional.of(stored), await(profiles.get("p1")));
        assertInstanceOf(VersionConflictException.class, failure(profiles.exactlyOnce().put(withLogins(created, 5))),
                "another writer's version");

        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        Profile updated = await(profiles.update("p1").set(ProfileSchema.LOGINS, 7).expectVersion(2)
                .exactlyOnce().execute());
        assertEquals(3, local.faults().injected());
        assertEquals(7, updated.logins(), "the item as read back after the transaction");
        assertEquals(3, updated.version());

        events.clear();
        await(profiles.exactlyOnce("token-delete-p1").delete(updated));
        assertEquals(Optional.empty(), await(profiles.get("p1")));
        assertEquals(List.of(RequestKind.TRANSACT_WRITE_ITEMS, RequestKind.GET_ITEM),
                events.stream().map(RequestEvent::request).toList());
        assertInstanceOf(IllegalArgumentException.class, failure(profiles.update("p1").set(ProfileSchema.LOGINS, 1)
                .exactlyOnce("x".repeat(37)).execute()), "a token DynamoDB would refuse: nothing is sent");
    }

    @Test
    void uniqueValuesAreClaimedByAnExactlyOnceCreateAndATakenOneStandsInTryExecute(DynamoDbClient client)
            throws Exception {
        new MemberRepository(client).createTable();
        MemberAsyncRepository members = new MemberAsyncRepository(async);
        await(members.exactlyOnce().create(new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 0)));
        await(members.create(new Member("m2", "bob@example.com", Optional.of("bob"), "Bob", 0)));
        assertInstanceOf(UniqueConstraintException.class, failure(members.exactlyOnce()
                .create(new Member("m3", "ada@example.com", Optional.empty(), "Eve", 0))));
        assertInstanceOf(UniqueConstraintException.class, failure(members.update("m2")
                .set(MemberSchema.EMAIL, "ada@example.com").tryExecute()),
                "a value another member holds is not a condition of the update's own: it stands");
    }

    /**
     * Put, update and delete of an entity with {@code @Unique} values, as the synchronous
     * {@code VersionedWriteLostAnswerTest} puts: the stored item read, the guards in the single
     * transaction, a lost answer still applied once; a taken value is the write's own exception.
     */
    @Test
    void exactlyOnceWritesOfUniqueValuesMoveAndReleaseTheirGuardsAndAreAppliedOnce(DynamoDbClient client,
                                                                                  KeywayLocal local) throws Exception {
        MemberRepository sync = new MemberRepository(client);
        sync.createTable();
        MemberAsyncRepository members = new MemberAsyncRepository(async);
        Member ada = await(members.exactlyOnce().create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0)));
        await(members.create(new Member("m2", "bob@example.com", Optional.of("bob"), "Bob", 0)));

        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        Member moved = await(members.exactlyOnce().put(ada.withEmail("ada@lovelace.org")));
        assertEquals(1, local.faults().injected(), "the first answer was lost");
        assertEquals(2, moved.version());
        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class,
                failure(members.exactlyOnce().put(moved.withEmail("bob@example.com"))), "not the cancellation");
        assertEquals("email", taken.component());
        await(members.exactlyOnce().create(new Member("m3", "ada@example.com", Optional.empty(), "Ann", 0)));

        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        Member handled = await(members.update("m1").set(MemberSchema.HANDLE, "ada").exactlyOnce().execute());
        assertEquals(2, local.faults().injected());
        assertEquals(Optional.of("ada"), handled.handle(), "the item as read back after the transaction");
        assertInstanceOf(UniqueConstraintException.class, failure(members.update("m1")
                .set(MemberSchema.HANDLE, "bob").exactlyOnce("token-handle-m1").execute()));

        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(1));
        await(members.exactlyOnce().delete(handled));
        assertEquals(3, local.faults().injected());
        assertEquals(Optional.empty(), sync.get("m1"));
        await(members.exactlyOnce().create(new Member("m4", "ada@lovelace.org", Optional.of("ada"), "Al", 0)));
        assertEquals(3 + 2 + 3, client.scan(request -> request.tableName("Club")).count(),
                "m2, m3 and m4 with their guards: m1's values were released with it");
    }
}
