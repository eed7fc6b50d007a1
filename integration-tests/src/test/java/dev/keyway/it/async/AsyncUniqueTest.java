package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.await;
import static dev.keyway.it.async.AsyncRepositoryTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberAsyncRepository;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #26, section 5, for an entity with {@code @Unique} values: the asynchronous repository
 * claims, moves and releases them with the entity's item as the synchronous one does
 * ({@code writes.UniqueTest}, {@code writes.StaleUniqueGuardsTest}): the same guard items, the same
 * {@link UniqueConstraintException}, on Keyway Local through the SDK's asynchronous client.
 */
class AsyncUniqueTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    private DynamoDbClient client;
    private MemberRepository sync;
    private MemberAsyncRepository members;

    @BeforeAll
    static void asyncClient() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        sync = new MemberRepository(client);
        sync.createTable();
        members = new MemberAsyncRepository(async);
    }

    private static Member member(String id, String email, String handle) {
        return new Member(id, email, Optional.ofNullable(handle), "Member " + id, 0);
    }

    @Test
    void aTakenEmailCannotBeCreatedAgain() throws Exception {
        await(members.create(member("m1", "ada@example.com", "ada")));
        UniqueConstraintException error = assertInstanceOf(UniqueConstraintException.class,
                failure(members.create(member("m2", "ada@example.com", "other"))), "not wrapped");
        assertEquals("email", error.component());
        assertEquals("ada@example.com", error.value());
        assertEquals(Optional.empty(), await(members.get("m2")), "nothing of the failed create was written");
        await(members.create(member("m2", "bob@example.com", "other"))); // "other" was not claimed
        assertEquals("PK=MEMBER#m1, SK=MEMBER", guard("email", "ada@example.com").get("owner").s());
    }

    @Test
    void putMovesAValueAndReleasesTheOldOne() throws Exception {
        Member ada = await(members.create(member("m1", "ada@example.com", "ada")));
        Member moved = await(members.put(new Member("m1", "ada@lovelace.org", Optional.of("ada"), "Ada", ada.version())));
        assertEquals(2, moved.version());
        await(members.create(member("m2", "ada@example.com", "bob"))); // the old e-mail is free again
        assertInstanceOf(UniqueConstraintException.class, failure(members.create(member("m3", "ada@lovelace.org", "x"))));
        assertEquals(6, scanCount(), "two members, each with an e-mail and a handle guard");
    }

    @Test
    void putToATakenValueFailsAndChangesNothing() throws Exception {
        await(members.create(member("m1", "ada@example.com", "ada")));
        Member bob = await(members.create(member("m2", "bob@example.com", "bob")));
        assertInstanceOf(UniqueConstraintException.class, failure(
                members.put(new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", bob.version()))));
        assertEquals("bob@example.com", sync.get("m2").orElseThrow().email());
    }

    @Test
    void updateMovesAndRemovesValues() throws Exception {
        await(members.create(member("m1", "ada@example.com", "ada")));
        Member updated = await(members.update("m1").set(MemberSchema.EMAIL, "ada@lovelace.org")
                .remove(MemberSchema.HANDLE).execute());
        assertEquals("ada@lovelace.org", updated.email());
        assertEquals(Optional.empty(), updated.handle());
        await(members.create(member("m2", "ada@example.com", "ada"))); // both old values were released
        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class,
                failure(members.update("m2").set(MemberSchema.EMAIL, "ada@lovelace.org").execute()));
        assertEquals("ada@lovelace.org", taken.value());
        assertEquals("ada@example.com", sync.get("m2").orElseThrow().email());
        assertEquals("Ada L.", await(members.update("m1").set(MemberSchema.NAME, "Ada L.").execute()).name(),
                "an update that leaves unique values alone");
    }

    @Test
    void deleteReleasesEveryValue() throws Exception {
        Member ada = await(members.create(member("m1", "ada@example.com", "ada")));
        await(members.delete(ada));
        assertEquals(0, scanCount(), "the member and both guards are gone");
        await(members.create(member("m2", "ada@example.com", "ada")));
        await(members.delete("m2"));
        await(members.delete("m2")); // no item: nothing to release
        assertEquals(0, scanCount());
    }

    @Test
    void theValueAnOwnerNoLongerHoldsIsReleasedAndClaimedAgain() throws Exception {
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        MemberAsyncRepository listened = new MemberAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));
        await(listened.create(member("m1", "ada@example.com", "ada")));
        client.updateItem(r -> r.tableName("Club") // a write without Keyway: m1 no longer holds the e-mail
                .key(Map.of("PK", AttributeValue.fromS("MEMBER#m1"), "SK", AttributeValue.fromS("MEMBER")))
                .updateExpression("SET email = :other")
                .expressionAttributeValues(Map.of(":other", AttributeValue.fromS("ada@lovelace.org"))));
        events.clear();
        await(listened.create(member("m2", "ada@example.com", "bob")));
        List<String> kinds = new ArrayList<>();
        events.forEach(event -> kinds.add(event.operation() + " " + event.request()));
        assertEquals(List.of("CREATE TRANSACT_WRITE_ITEMS", "CREATE GET_ITEM", "CREATE GET_ITEM",
                "CREATE TRANSACT_WRITE_ITEMS", "CREATE TRANSACT_WRITE_ITEMS"), kinds,
                "the failed claim, the guard and its owner read, the release, the claim again");
        assertEquals("PK=MEMBER#m2, SK=MEMBER", guard("email", "ada@example.com").get("owner").s());
        assertEquals("ada", sync.get("m1").orElseThrow().handle().orElseThrow(), "m1's other value stays its own");
    }

    @Test
    void concurrentClaimsOfOneValueLetExactlyOneWin() throws Exception {
        List<CompletableFuture<Member>> attempts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            attempts.add(members.create(member("m" + i, "same@example.com", "h" + i)));
        }
        int won = 0;
        for (CompletableFuture<Member> attempt : attempts) {
            CompletableFuture<Boolean> outcome = attempt.handle((stored, error) -> error == null);
            won += await(outcome) ? 1 : 0;
        }
        assertEquals(1, won);
    }

    @Test
    void batchWritesAreRefusedAsTheSynchronousOnesAre() throws Exception {
        assertInstanceOf(BatchWriteRefusedException.class, failure(members.putAll(List.of(member("m1", "a@b.c", null)))));
        assertEquals(0, scanCount(), "nothing was sent");
    }

    /**
     * A transaction's create claims the values with it (no read); a put, delete or update of unique
     * values would read the stored item first, which an asynchronous transaction does not do: it
     * fails the future, and nothing is sent.
     */
    @Test
    void anAsyncTransactionCreatesWithClaimsAndRefusesWritesThatWouldReadFirst() throws Exception {
        Member ada = member("m1", "ada@example.com", "ada");
        await(AsyncWriteTransaction.on(async).create(members, ada).execute());
        assertEquals("PK=MEMBER#m1, SK=MEMBER", guard("handle", "ada").get("owner").s());
        Throwable refused = failure(AsyncWriteTransaction.on(async).put(members, ada.withEmail("a@b.c")).execute());
        assertInstanceOf(UnsupportedOperationException.class, refused);
        assertTrue(refused.getMessage().contains("WriteTransaction"), refused.getMessage());
        assertEquals("ada@example.com", sync.get("m1").orElseThrow().email());
    }

    private Map<String, AttributeValue> guard(String component, String value) {
        return client.getItem(request -> request.tableName("Club").key(Map.of(
                "PK", AttributeValue.fromS("_unique#Member#" + component + "#" + value),
                "SK", AttributeValue.fromS("_unique")))).item();
    }

    private int scanCount() {
        return client.scan(request -> request.tableName("Club")).count();
    }
}
