package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.await;
import static dev.keyway.it.async.AsyncRepositoryTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountAsyncRepository;
import dev.keyway.it.bank.AccountKeys;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.bank.AccountSchema;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberAsyncRepository;
import dev.keyway.it.unique.MemberKeys;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncUpdate;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
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
 * {@link UniqueConstraintException}, on Keyway Local through the SDK's asynchronous client; and in an
 * {@link AsyncWriteTransaction} as in a {@code WriteTransaction} ({@code transactions.TransactionUniqueTest}),
 * the stored items read (without blocking) when the transaction executes.
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
     * A transaction's create claims the values with it (no read); its put reads the stored item
     * first, as the repository's own put does ({@code AsyncTransactionUniqueTest} has the rest).
     */
    @Test
    void anAsyncTransactionCreatesWithClaimsAndPutsWithMoves() throws Exception {
        Member ada = member("m1", "ada@example.com", "ada");
        Member created = await(AsyncWriteTransaction.on(async).create(members, ada).execute()).stored(ada);
        assertEquals("PK=MEMBER#m1, SK=MEMBER", guard("handle", "ada").get("owner").s());
        await(AsyncWriteTransaction.on(async).put(members, created.withEmail("a@b.c")).execute());
        assertEquals("a@b.c", sync.get("m1").orElseThrow().email());
        assertEquals("PK=MEMBER#m1, SK=MEMBER", guard("email", "a@b.c").get("owner").s());
        assertEquals(3, scanCount(), "the member, its new e-mail's guard and its handle's: the old e-mail released");
    }

    // ---- in an AsyncWriteTransaction, as transactions.TransactionUniqueTest has them in a WriteTransaction ----

    @Test
    void putsAndUpdatesMoveValuesAndDeletesReleaseThem() throws Exception {
        Member ada = sync.create(member("m1", "ada@example.com", "ada"));
        sync.create(member("m2", "bob@example.com", "bob"));
        sync.create(member("m3", "cy@example.com", null));
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        MemberAsyncRepository listened = new MemberAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));

        Member moved = new Member("m1", "ada@lovelace.org", Optional.of("ada"), "Ada", ada.version());
        AsyncWriteTransaction transaction = AsyncWriteTransaction.on(async)
                .put(listened, moved)
                .update(listened.update("m2").set(MemberSchema.HANDLE, "bobby"))
                .delete(listened, MemberKeys.primaryKey("m3"));
        assertEquals(3, transaction.size(), "each write one item until the stored items are read");
        assertTrue(events.isEmpty(), "nothing is read before execute()");
        WriteTransaction.Result result = await(transaction.execute());

        List<String> kinds = new ArrayList<>();
        events.forEach(event -> kinds.add(event.operation() + " " + event.request()));
        assertEquals(List.of("DELETE GET_ITEM", "PUT GET_ITEM", "UPDATE GET_ITEM", "WRITE_TRANSACTION TRANSACT_WRITE_ITEMS"),
                kinds.stream().sorted().toList(), "the reads of the synchronous transaction, then one transaction");
        assertEquals("WRITE_TRANSACTION TRANSACT_WRITE_ITEMS", kinds.get(3), "sent once every read was answered");
        assertEquals(3 + 2 + 3, result.size(), "the three writes, two claims, three releases");
        assertEquals(ada.version() + 1, result.stored(moved).version());
        assertEquals(List.of(Optional.of("PK=MEMBER#m1, SK=MEMBER"), Optional.of("PK=MEMBER#m2, SK=MEMBER"),
                        Optional.empty(), Optional.empty(), Optional.empty()),
                List.of(owner("email", "ada@lovelace.org"), owner("handle", "bobby"), owner("email", "ada@example.com"),
                        owner("handle", "bob"), owner("email", "cy@example.com")),
                "the new values claimed; the old e-mail and handle, and the deleted member's e-mail, free again");
        assertEquals(2 + 4, scanCount(), "two members, each with an e-mail and a handle guard");
        await(members.create(member("m4", "ada@example.com", "bob"))); // both freed values can be claimed again
    }

    @Test
    void aTakenValueCancelsTheTransactionWithAUniqueConstraintReason(DynamoDbClient client) throws Exception {
        new AccountRepository(client).createTable();
        AccountAsyncRepository accounts = new AccountAsyncRepository(async);
        Member ada = sync.create(member("m1", "ada@example.com", "ada"));
        Member bob = sync.create(member("m2", "bob@example.com", "bob"));

        TransactionFailedException cancelled = assertInstanceOf(TransactionFailedException.class,
                failure(AsyncWriteTransaction.on(async)
                        .create(accounts, new Account("a2", "m2", 0, 0))
                        .put(members, new Member("m2", "bob@example.com", Optional.of("ada"), "Bob", bob.version()))
                        .execute()));
        TransactionFailedException.Reason reason = cancelled.failed().get(0);
        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class, reason.cause().orElseThrow());
        assertEquals(List.of("claim unique handle", "PK=_unique#Member#handle#ada, SK=_unique", "handle", "ada"),
                List.of(reason.operation(), reason.key(), taken.component(), taken.value()),
                "the claim of the taken handle, named as in the synchronous transaction");
        assertEquals(Optional.of("bob"), sync.get("m2").orElseThrow().handle(), "nothing was written");
        assertEquals(Optional.empty(), await(accounts.get("a2")));
        assertEquals(Optional.of("PK=MEMBER#m2, SK=MEMBER"), owner("handle", "bob"), "the old value stays claimed");

        TransactionFailedException updated = assertInstanceOf(TransactionFailedException.class,
                failure(AsyncWriteTransaction.on(async)
                        .update(members.update("m1").set(MemberSchema.EMAIL, "bob@example.com")).execute()));
        assertInstanceOf(UniqueConstraintException.class, updated.failed().get(0).cause().orElseThrow());
        assertEquals(ada, sync.get("m1").orElseThrow());
    }

    @Test
    void aConditionCheckAddedAfterAWriteThatReadsKeepsItsPlaceAndItsReason(DynamoDbClient client) throws Exception {
        new AccountRepository(client).createTable();
        AccountAsyncRepository accounts = new AccountAsyncRepository(async);
        await(accounts.create(new Account("a1", "m1", 10, 0)));
        Member ada = sync.create(member("m1", "ada@example.com", null));

        TransactionFailedException cancelled = assertInstanceOf(TransactionFailedException.class,
                failure(AsyncWriteTransaction.on(async)
                        .put(members, ada.withEmail("ada@lovelace.org"))
                        .check(accounts, AccountKeys.primaryKey("a1"), AccountSchema.BALANCE.gt(100L))
                        .execute()));
        assertEquals(List.of("put", "claim unique email", "release unique email", "check"),
                cancelled.reasons().stream().map(TransactionFailedException.Reason::operation).toList(),
                "the items in the order they were added, the guards after their write");
        assertEquals("check", cancelled.failed().get(0).operation());
        assertInstanceOf(ConditionFailedException.class, cancelled.failed().get(0).cause().orElseThrow());
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@example.com"), "nothing was written");

        await(AsyncWriteTransaction.on(async)
                .check(accounts, AccountKeys.primaryKey("a1"), AccountSchema.BALANCE.gt(5L))
                .put(members, ada.withEmail("ada@lovelace.org"))
                .execute());
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@lovelace.org"));
        assertEquals(Optional.empty(), owner("email", "ada@example.com"));
    }

    @Test
    void aValueOneWriteReleasesAndAnotherClaimsMovesInOneOperation() throws Exception {
        Member ada = sync.create(member("m1", "ada@example.com", "ada"));
        Member bob = sync.create(member("m2", "bob@example.com", "bob"));

        AsyncWriteTransaction swap = AsyncWriteTransaction.on(async)
                .put(members, new Member("m1", "bob@example.com", Optional.of("ada"), "Ada", ada.version()))
                .put(members, new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", bob.version()));
        assertEquals(4, await(swap.execute()).size(), "two members and two moved guards, not two claims and two releases");
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "bob@example.com"));
        assertEquals(Optional.of("PK=MEMBER#m2, SK=MEMBER"), owner("email", "ada@example.com"));

        // A handle handed over: its holder is deleted, a new member takes it.
        await(AsyncWriteTransaction.on(async)
                .delete(members, sync.get("m1").orElseThrow())
                .create(members, member("m3", "cy@example.com", "ada"))
                .execute());
        assertEquals(Optional.of("PK=MEMBER#m3, SK=MEMBER"), owner("handle", "ada"));
        assertEquals(Optional.empty(), owner("email", "bob@example.com"));
        assertEquals(2 + 4, scanCount());
    }

    @Test
    void guardItemsCountTowardsTheHundredItemsWhenTheStoredItemsAreRead() throws Exception {
        for (int i = 0; i < 34; i++) {
            sync.create(member("m" + i, "m" + i + "@example.com", "h" + i));
        }
        AsyncWriteTransaction transaction = AsyncWriteTransaction.on(async);
        for (int i = 0; i < 34; i++) {
            Member stored = sync.get("m" + i).orElseThrow();
            transaction.put(members, stored.withEmail("new" + i + "@example.com")); // the member, a claim, a release
        }
        assertEquals(34, transaction.size());
        InvalidTransactionException full = assertInstanceOf(InvalidTransactionException.class,
                failure(transaction.execute()));
        assertEquals("PK=MEMBER#m33, SK=MEMBER", full.key());
        assertTrue(full.getMessage().contains("and its 2 guard items would make it 102"), full.getMessage());
        assertEquals("m0@example.com", sync.get("m0").orElseThrow().email(), "nothing was sent");

        AsyncWriteTransaction fits = AsyncWriteTransaction.on(async);
        for (int i = 0; i < 33; i++) {
            fits.update(members.update("m" + i).set(MemberSchema.HANDLE, "g" + i)); // 3 items each: 99
        }
        new AccountRepository(client).createTable();
        fits.create(new AccountAsyncRepository(async), new Account("a1", "m0", 0, 0)); // the 100th item
        assertEquals(100, await(fits.execute()).size());
        assertEquals(Optional.of("PK=MEMBER#m32, SK=MEMBER"), owner("handle", "g32"));
        assertEquals(Optional.empty(), owner("handle", "h32"));
    }

    @Test
    void twoClaimsOfOneValueAndASecondOperationOnOneItemAreRefusedBeforeTheTransaction() throws Exception {
        Member ada = sync.create(member("m1", "ada@example.com", null));
        assertInstanceOf(UniqueConstraintException.class, failure(AsyncWriteTransaction.on(async)
                .create(members, member("m2", "same@example.com", null))
                .put(members, ada.withEmail("same@example.com")).execute()));
        assertInstanceOf(InvalidTransactionException.class, failure(AsyncWriteTransaction.on(async)
                .update(members.update("m1").set(MemberSchema.EMAIL, "ada@lovelace.org"))
                .delete(members, MemberKeys.primaryKey("m1")).execute()));
        assertEquals(2, scanCount(), "nothing was written");
    }

    /**
     * The stored item is read when the transaction executes: a change made after the write was
     * added is what the put replaces (on its version), and the value that change claimed is the
     * one released.
     */
    @Test
    void theStoredItemIsReadWhenTheTransactionExecutes() throws Exception {
        Member ada = sync.create(member("m1", "ada@example.com", null));
        AsyncWriteTransaction transaction = AsyncWriteTransaction.on(async)
                .put(members, new Member("m1", "ada@lovelace.org", Optional.empty(), "Ada", ada.version()));
        sync.update("m1").set(MemberSchema.EMAIL, "ada@byron.org").execute(); // a new version

        TransactionFailedException cancelled = assertInstanceOf(TransactionFailedException.class,
                failure(transaction.execute()));
        assertInstanceOf(VersionConflictException.class, cancelled.failed().get(0).cause().orElseThrow());
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@byron.org"));
        assertEquals(Optional.empty(), owner("email", "ada@lovelace.org"));

        Member current = sync.get("m1").orElseThrow();
        await(AsyncWriteTransaction.on(async).put(members, current.withEmail("ada@lovelace.org")).execute());
        assertEquals(Optional.empty(), owner("email", "ada@byron.org"), "released: the value the item held when read");
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@lovelace.org"));
    }

    /**
     * The guards of an update are worked out when the stored item is read, at execute(); they are
     * those of the update as it was added, whose expression the transaction holds: a change made to
     * the update afterwards reaches neither.
     */
    @Test
    void anUpdateChangedAfterItWasAddedIsExecutedAsItWasAdded() throws Exception {
        sync.create(member("m1", "ada@example.com", "ada"));
        AsyncUpdate<Member> update = members.update("m1").set(MemberSchema.EMAIL, "ada@lovelace.org");
        AsyncWriteTransaction transaction = AsyncWriteTransaction.on(async).update(update);
        update.set(MemberSchema.HANDLE, "lovelace");
        await(transaction.execute());

        Member stored = sync.get("m1").orElseThrow();
        assertEquals("ada@lovelace.org", stored.email());
        assertEquals(Optional.of("ada"), stored.handle(), "the change made after add() is not sent");
        assertEquals(List.of(Optional.of("PK=MEMBER#m1, SK=MEMBER"), Optional.empty(), Optional.of("PK=MEMBER#m1, SK=MEMBER"),
                        Optional.empty()),
                List.of(owner("email", "ada@lovelace.org"), owner("email", "ada@example.com"), owner("handle", "ada"),
                        owner("handle", "lovelace")),
                "the guards follow what was written: the e-mail moved, the handle kept");
    }

    @Test
    void aStaleGuardIsReleasedAndTheTransactionSentOnceMore() throws Exception {
        sync.create(member("m1", "ada@example.com", "ada"));
        client.updateItem(r -> r.tableName("Club") // a write without Keyway: m1 no longer holds the e-mail
                .key(Map.of("PK", AttributeValue.fromS("MEMBER#m1"), "SK", AttributeValue.fromS("MEMBER")))
                .updateExpression("SET email = :other")
                .expressionAttributeValues(Map.of(":other", AttributeValue.fromS("ada@lovelace.org"))));
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        MemberAsyncRepository listened = new MemberAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));

        await(AsyncWriteTransaction.on(async).create(listened, member("m2", "ada@example.com", "bob")).execute());
        List<String> kinds = new ArrayList<>();
        events.forEach(event -> kinds.add(event.operation() + " " + event.request()));
        assertEquals(List.of("WRITE_TRANSACTION TRANSACT_WRITE_ITEMS", "WRITE_TRANSACTION GET_ITEM",
                "WRITE_TRANSACTION GET_ITEM", "WRITE_TRANSACTION TRANSACT_WRITE_ITEMS",
                "WRITE_TRANSACTION TRANSACT_WRITE_ITEMS"), kinds,
                "the failed claim, the guard and its owner read, the release, the transaction again");
        assertEquals(Optional.of("PK=MEMBER#m2, SK=MEMBER"), owner("email", "ada@example.com"));
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("handle", "ada"), "m1's other value stays its own");
    }

    /** The owner a guard item names, or empty when the value is free. */
    private Optional<String> owner(String component, String value) {
        return Optional.ofNullable(guard(component, value).get("owner")).map(AttributeValue::s);
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
