package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountKeys;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.bank.AccountSchema;
import dev.keyway.it.bank.Transfer;
import dev.keyway.it.bank.TransferRepository;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Against Keyway Local: every kind of conditional write, and a transaction, carries the item that
 * failed its condition (asked with {@code ReturnValuesOnConditionCheckFailure=ALL_OLD}), decoded as
 * its record without a second read; {@code putRetrying} merges with it under real concurrent writes.
 */
class FailedConditionCurrentItemTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    /** Accounts on a fresh "Bank" table, requests counted. */
    private static final class Bank {
        final CountingClient counting;
        final AccountRepository accounts;

        Bank(DynamoDbClient client) {
            counting = new CountingClient(client);
            accounts = new AccountRepository(counting.client());
            accounts.createTable();
        }

        int reads() {
            return counting.calls("getItem") + counting.calls("transactGetItems") + counting.calls("batchGetItem");
        }
    }

    @Test
    void aVersionedPutOfAStaleRecordCarriesTheStoredRecordWithoutASecondRead(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account read = bank.accounts.create(new Account("a", "Ada", 100, 0));
        Account changed = bank.accounts.put(read.withBalance(70)); // another writer: version 2

        int reads = bank.reads();
        VersionConflictException conflict = assertThrows(VersionConflictException.class,
                () -> bank.accounts.put(read.withBalance(130)));
        assertEquals(reads, bank.reads(), "the stored record came with the failure");
        assertEquals(Optional.of(changed), conflict.current(Account.class));
        assertSame(conflict.current(Account.class).orElseThrow(), conflict.current(Account.class).orElseThrow(),
                "decoded once");
        assertEquals("70", conflict.currentItem().orElseThrow().get("balance").n());
    }

    @Test
    void aCreateOfATakenKeyCarriesTheRecordThatHoldsIt(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account existing = bank.accounts.create(new Account("a", "Ada", 100, 0));
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> bank.accounts.create(new Account("a", "Eve", 1, 0)));
        assertEquals(Optional.of(existing), taken.current(Account.class));
    }

    @Test
    void aPutWithAFailedConditionCarriesTheStoredRecord(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account stored = bank.accounts.create(new Account("a", "Ada", 5, 0));
        ConditionFailedException failed = assertThrows(ConditionFailedException.class,
                () -> bank.accounts.put(stored.withBalance(0), AccountSchema.BALANCE.gt(10L)));
        assertFalse(failed instanceof VersionConflictException, "the version was the stored one");
        assertEquals(Optional.of(stored), failed.current(Account.class));
    }

    @Test
    void aDeleteOfAStaleRecordAndADeleteWithAFailedConditionCarryTheStoredRecord(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account read = bank.accounts.create(new Account("a", "Ada", 5, 0));
        Account changed = bank.accounts.put(read.withBalance(6));

        VersionConflictException stale = assertThrows(VersionConflictException.class, () -> bank.accounts.delete(read));
        assertEquals(Optional.of(changed), stale.current(Account.class));

        ConditionFailedException failed = assertThrows(ConditionFailedException.class,
                () -> bank.accounts.delete(changed, AccountSchema.BALANCE.gt(10L)));
        assertEquals(Optional.of(changed), failed.current(Account.class));
    }

    @Test
    void anUpdateWithAFailedConditionCarriesTheStoredRecordAndOfADeletedRecordNothing(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account stored = bank.accounts.create(new Account("a", "Ada", 5, 0));

        ConditionFailedException failed = assertThrows(ConditionFailedException.class,
                () -> bank.accounts.update("a").decrement(AccountSchema.BALANCE, 10L)
                        .when(AccountSchema.BALANCE.ge(10L)).execute());
        assertEquals(Optional.of(stored), failed.current(Account.class));

        bank.accounts.delete("a");
        VersionConflictException gone = assertThrows(VersionConflictException.class,
                () -> bank.accounts.update("a").increment(AccountSchema.BALANCE, 1L).expectVersion(1).execute());
        assertEquals(Optional.empty(), gone.current(Account.class), "no item: nothing to decode");
        assertEquals(Optional.empty(), gone.currentItem());
    }

    @Test
    void anExactlyOnceWriteCarriesTheStoredRecordToo(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account read = bank.accounts.create(new Account("a", "Ada", 100, 0));
        Account changed = bank.accounts.put(read.withBalance(70));
        VersionConflictException conflict = assertThrows(VersionConflictException.class,
                () -> bank.accounts.exactlyOnce().put(read.withBalance(130)));
        assertEquals(Optional.of(changed), conflict.current(Account.class));
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> bank.accounts.exactlyOnce().create(new Account("a", "Eve", 1, 0)));
        assertEquals(Optional.of(changed), taken.current(Account.class));
    }

    @Test
    void anEntityWithUniqueValuesCarriesTheStoredRecordButAValueTakenHasNone(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        Member ada = members.create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0));
        members.create(new Member("m2", "bob@example.com", Optional.empty(), "Bob", 0));
        Member changed = members.put(ada.withEmail("ada@lovelace.org")); // sent with its guard items

        VersionConflictException stale = assertThrows(VersionConflictException.class,
                () -> members.put(ada.withEmail("ada@other.org")));
        assertEquals(Optional.of(changed), stale.current(Member.class));

        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> members.put(changed.withEmail("bob@example.com")));
        assertEquals(Optional.empty(), taken.current(Member.class), "the guard item failed, not a record");
        assertEquals(Optional.empty(), taken.currentItem());
    }

    @Test
    void anotherEntitysItemUnderTheKeyIsNeverTurnedIntoARecord(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Map<String, AttributeValue> foreign = Map.of("PK", AttributeValue.fromS("ACCOUNT#x"),
                "SK", AttributeValue.fromS("ACCOUNT"), "_type", AttributeValue.fromS("Hold"),
                "id", AttributeValue.fromS("x"), "owner", AttributeValue.fromS("?"),
                "balance", AttributeValue.fromN("1"), "version", AttributeValue.fromN("1"));
        client.putItem(PutItemRequest.builder().tableName("Bank").item(foreign).build());

        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> bank.accounts.create(new Account("x", "Xi", 0, 0)));
        ItemDecodeException decode = assertThrows(ItemDecodeException.class, () -> taken.current(Account.class));
        assertTrue(decode.getMessage().contains("a Hold, not a Account"), decode.getMessage());
        assertSame(decode, assertThrows(ItemDecodeException.class, () -> taken.current(Account.class)),
                "decoded at most once");
        assertEquals(foreign, taken.currentItem().orElseThrow(), "still there raw");
    }

    @Test
    void anotherRecordTypeIsRefusedNamingBoth(DynamoDbClient client) {
        Bank bank = new Bank(client);
        bank.accounts.create(new Account("a", "Ada", 5, 0));
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> bank.accounts.create(new Account("a", "Eve", 1, 0)));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> taken.current(Transfer.class));
        assertTrue(wrong.getMessage().contains(Account.class.getName())
                && wrong.getMessage().contains(Transfer.class.getName()), wrong.getMessage());
    }

    @Test
    void eachFailedConditionOfATransactionCarriesItsItem(DynamoDbClient client) {
        Bank bank = new Bank(client);
        TransferRepository transfers = new TransferRepository(bank.counting.client());
        Account a = bank.accounts.create(new Account("a", "Ada", 100, 0));
        Account b = bank.accounts.create(new Account("b", "Bob", 5, 0));
        Account a2 = bank.accounts.put(a.withBalance(90));
        Transfer existing = transfers.create(new Transfer("b", "t1", "a", 1));

        int reads = bank.reads();
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(bank.counting.client())
                        .put(bank.accounts, a.withBalance(50))                                 // stale
                        .check(bank.accounts, AccountKeys.primaryKey("b"), AccountSchema.BALANCE.gt(10L))
                        .create(transfers, new Transfer("b", "t1", "a", 50))                   // taken
                        .execute());
        assertEquals(reads, bank.reads(), "the items came with the cancellation");
        List<TransactionFailedException.Reason> reasons = error.reasons();
        assertInstanceOf(VersionConflictException.class, reasons.get(0).cause().orElseThrow());
        assertEquals(Optional.of(a2), reasons.get(0).current(Account.class));
        assertEquals(Optional.of(b), reasons.get(1).current(Account.class));
        assertEquals(Optional.of(existing), reasons.get(2).current(Transfer.class));
        assertEquals(Optional.of(existing), ((ConditionFailedException) reasons.get(2).cause().orElseThrow())
                .current(Transfer.class));
    }

    @Test
    void putRetryingMergesWithTheStoredRecordOnceAnotherWriterChangedIt(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account read = bank.accounts.create(new Account("a", "Ada", 100, 0));
        bank.accounts.update("a").increment(AccountSchema.BALANCE, 5L).execute(); // another writer: 105, version 2

        int reads = bank.reads();
        List<Account> seen = new ArrayList<>();
        Account saved = bank.accounts.putRetrying(read.withBalance(read.balance() + 10), (attempted, current) -> {
            seen.add(current);
            return current.withBalance(current.balance() + 10);
        }, 3);
        assertEquals(new Account("a", "Ada", 115, 3), saved);
        assertEquals(List.of(new Account("a", "Ada", 105, 2)), seen);
        assertEquals(reads, bank.reads(), "no read between attempts");
        assertEquals(2, bank.counting.calls("putItem") - 1, "one conflict, one put that held (after the create)");
        assertEquals(Optional.of(saved), bank.accounts.get("a"));
    }

    @Test
    void putRetryingGivesUpWithTheConflict(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account read = bank.accounts.create(new Account("a", "Ada", 100, 0));
        bank.accounts.put(read.withBalance(1));
        VersionConflictException giveUp = assertThrows(VersionConflictException.class,
                () -> bank.accounts.putRetrying(read.withBalance(2), (attempted, current) -> null, 5));
        assertEquals(2, giveUp.expectedVersion() + 1);
        assertThrows(VersionConflictException.class,
                () -> bank.accounts.putRetrying(read.withBalance(2), (attempted, current) -> current, 1),
                "one attempt: the conflict stands");
        assertThrows(IllegalArgumentException.class,
                () -> bank.accounts.putRetrying(read.withBalance(2), (attempted, current) -> current, 0));
    }

    @Test
    void putRetryingUnderConcurrentWritersLosesNoIncrement(DynamoDbClient client) throws Exception {
        Bank bank = new Bank(client);
        bank.accounts.create(new Account("a", "Ada", 0, 0));
        int threads = 6;
        int perThread = 10;
        AtomicInteger merges = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    for (int i = 0; i < perThread; i++) {
                        Account read = bank.accounts.get("a").orElseThrow();
                        bank.accounts.putRetrying(read.withBalance(read.balance() + 1), (attempted, current) -> {
                            merges.incrementAndGet();
                            return current.withBalance(current.balance() + 1);
                        }, 1_000);
                    }
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        Account last = bank.accounts.get("a").orElseThrow();
        assertEquals(threads * perThread, last.balance(), "every increment applied once");
        assertEquals(1 + threads * perThread, last.version());
        assertTrue(merges.get() > 0, "the writers did conflict: " + merges.get() + " merges");
    }

    @Test
    void theReadmeExampleRunsAsWritten(DynamoDbClient client) throws IOException {
        String readme = Files.readString(Path.of("..", "docs", "writing", "writes.md"));
        assertTrue(readme.contains("""
                Account read = accounts.get("a").orElseThrow();
                Account saved = accounts.putRetrying(read.withBalance(read.balance() + 10),
                        (attempted, current) -> current.withBalance(current.balance() + 10),   // re-apply the change
                        5);                                                                    // at most 5 puts
                """), "the README's example is this test's");
        AccountRepository accounts = new Bank(client).accounts;
        accounts.create(new Account("a", "Ada", 100, 0));
        Account read = accounts.get("a").orElseThrow();
        accounts.update("a").increment(AccountSchema.BALANCE, 1L).execute(); // another writer in between
        Account saved = accounts.putRetrying(read.withBalance(read.balance() + 10),
                (attempted, current) -> current.withBalance(current.balance() + 10),   // re-apply the change
                5);                                                                    // at most 5 puts
        assertEquals(new Account("a", "Ada", 111, 3), saved);

        try {
            accounts.create(new Account("a", "Eve", 0, 0));
        } catch (ItemAlreadyExistsException e) {
            Account holder = e.current(Account.class).orElseThrow();                  // who has the key
            assertEquals(saved, holder);
        }
    }
}
