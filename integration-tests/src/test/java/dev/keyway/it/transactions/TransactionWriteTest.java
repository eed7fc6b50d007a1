package dev.keyway.it.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountKeys;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.bank.AccountSchema;
import dev.keyway.it.bank.Transfer;
import dev.keyway.it.bank.TransferKeys;
import dev.keyway.it.bank.TransferRepository;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionFailedException.Reason;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;

/** {@link WriteTransaction} against Keyway Local: all or nothing, typed reasons, tokens, limits. */
class TransactionWriteTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    /** The bank's repositories on a fresh "Bank" table, with accounts a (100) and b (0) at version 1. */
    private static final class Bank {
        final AccountRepository accounts;
        final TransferRepository transfers;
        final Account a;
        final Account b;

        Bank(DynamoDbClient client) {
            accounts = new AccountRepository(client);
            transfers = new TransferRepository(client);
            accounts.createTable();
            a = accounts.create(new Account("a", "Ada", 100, 0));
            b = accounts.create(new Account("b", "Bob", 0, 0));
        }

        long balance(String id) {
            return accounts.get(id).orElseThrow().balance();
        }
    }

    /** Moves {@code amount} from one account to the other and records the transfer. */
    private static WriteTransaction transfer(DynamoDbClient client, Bank bank, Account from, Account to, String id,
                                             long amount) {
        return WriteTransaction.on(client)
                .put(bank.accounts, from.withBalance(from.balance() - amount))
                .put(bank.accounts, to.withBalance(to.balance() + amount))
                .create(bank.transfers, new Transfer(from.id(), id, to.id(), amount));
    }

    /**
     * A token no other test used: DynamoDB (Local too) remembers tokens for 10 minutes across
     * tables, and the tables of every test share one Keyway Local.
     */
    private static String token(String operation) {
        return operation + "-" + UUID.randomUUID().toString().substring(0, 18);
    }

    private static List<String> codes(TransactionFailedException error) {
        return error.reasons().stream().map(Reason::code).toList();
    }

    // ---- all or nothing -------------------------------------------------------------------------

    @Test
    void aTransferWritesBothAccountsAndTheTransfer(DynamoDbClient client) {
        Bank bank = new Bank(client);
        WriteTransaction.Result result = transfer(client, bank, bank.a, bank.b, "t1", 30).execute();

        assertEquals(3, result.size());
        Account debited = result.stored(bank.a.withBalance(70));
        assertEquals(new Account("a", "Ada", 70, 2), debited, "stored with the next version");
        assertEquals(Optional.of(debited), bank.accounts.get("a"));
        assertEquals(Optional.of(new Account("b", "Bob", 30, 2)), bank.accounts.get("b"));
        assertEquals(Optional.of(new Transfer("a", "t1", "b", 30)), bank.transfers.get("a", "t1"));

        // The stored records carry the versions the next transfer needs.
        transfer(client, bank, debited, result.stored(bank.b.withBalance(30)), "t2", 20).execute();
        assertEquals(50, bank.balance("a"));
        assertEquals(50, bank.balance("b"));
    }

    @Test
    void aStaleVersionCancelsTheTransferWithAVersionConflictAndWritesNothing(DynamoDbClient client) {
        Bank bank = new Bank(client);
        bank.accounts.update("a").decrement(AccountSchema.BALANCE, 10L).execute(); // a: 90 at version 2

        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> transfer(client, bank, bank.a, bank.b, "t1", 30).execute());

        assertEquals(List.of("ConditionalCheckFailed", "None", "None"), codes(error));
        Reason stale = error.failed().get(0);
        assertEquals("put", stale.operation());
        assertEquals("Account", stale.entityType());
        assertEquals("PK=ACCOUNT#a, SK=ACCOUNT", stale.key());
        assertEquals("Bank", stale.tableName());
        VersionConflictException conflict = assertInstanceOf(VersionConflictException.class, stale.cause().orElseThrow());
        assertEquals(1, conflict.expectedVersion());
        assertEquals(OptionalLong.of(2), conflict.storedVersion(), "from the old item DynamoDB returned");
        assertTrue(error.getMessage().contains("put Account PK=ACCOUNT#a, SK=ACCOUNT in Bank: ConditionalCheckFailed"),
                error.getMessage());

        assertEquals(90, bank.balance("a"));
        assertEquals(0, bank.balance("b"), "the other account was not credited");
        assertEquals(Optional.empty(), bank.transfers.get("a", "t1"), "nor the transfer recorded");
    }

    @Test
    void aCreateOfATakenKeyCancelsEverythingAndOnlyItsReasonFails(DynamoDbClient client) {
        Bank bank = new Bank(client);
        bank.transfers.create(new Transfer("a", "t1", "b", 5));

        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> transfer(client, bank, bank.a, bank.b, "t1", 30).execute());

        assertEquals(List.of("None", "None", "ConditionalCheckFailed"), codes(error));
        assertTrue(error.reasons().subList(0, 2).stream().allMatch(reason -> reason.cause().isEmpty()));
        Reason taken = error.reasons().get(2);
        assertEquals("create", taken.operation());
        assertEquals("Transfer", taken.entityType());
        assertEquals("PK=ACCOUNT#a, SK=TRANSFER#t1", taken.key());
        ItemAlreadyExistsException exists = assertInstanceOf(ItemAlreadyExistsException.class,
                taken.cause().orElseThrow());
        assertEquals("Transfer", exists.entityType());
        assertEquals("PK=ACCOUNT#a, SK=TRANSFER#t1", exists.key());
        assertEquals(List.of(taken), error.failed());
        assertTrue(error.getMessage().startsWith("Transaction cancelled: 1 of 3 items failed"), error.getMessage());

        assertEquals(Optional.of(bank.a), bank.accounts.get("a"));
        assertEquals(Optional.of(bank.b), bank.accounts.get("b"));
        assertEquals(5, bank.transfers.get("a", "t1").orElseThrow().amount(), "the first transfer is untouched");
    }

    @Test
    void aFailingConditionCheckCancelsTheTransaction(DynamoDbClient client) {
        Bank bank = new Bank(client);
        WriteTransaction transaction = WriteTransaction.on(client)
                .check(bank.accounts, AccountKeys.primaryKey("b"), AccountSchema.OWNER.eq("Eve"))
                .put(bank.accounts, bank.a.withBalance(0));

        TransactionFailedException error = assertThrows(TransactionFailedException.class, transaction::execute);
        assertEquals(List.of("ConditionalCheckFailed", "None"), codes(error));
        Reason check = error.failed().get(0);
        assertEquals("check", check.operation());
        assertEquals("PK=ACCOUNT#b, SK=ACCOUNT", check.key());
        ConditionFailedException failed = assertInstanceOf(ConditionFailedException.class, check.cause().orElseThrow());
        assertFalse(failed instanceof VersionConflictException);
        assertEquals(100, bank.balance("a"));

        WriteTransaction.on(client)
                .check(bank.accounts, AccountKeys.primaryKey("b"), AccountSchema.OWNER.eq("Bob"))
                .put(bank.accounts, bank.a.withBalance(0))
                .execute();
        assertEquals(0, bank.balance("a"), "a check that holds lets the transaction through");
        assertEquals(Optional.of(bank.b), bank.accounts.get("b"), "a checked item is not written");
    }

    @Test
    void aDeleteOfAVersionedRecordChecksItsVersion(DynamoDbClient client) {
        Bank bank = new Bank(client);
        Account current = bank.accounts.put(bank.a.withBalance(1)); // version 2

        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).delete(bank.accounts, bank.a).execute());
        assertInstanceOf(VersionConflictException.class, error.failed().get(0).cause().orElseThrow());
        assertTrue(bank.accounts.get("a").isPresent());

        WriteTransaction.on(client)
                .delete(bank.accounts, current)
                .delete(bank.transfers, TransferKeys.primaryKey("a", "never-made")) // deleting nothing is fine
                .execute();
        assertEquals(Optional.empty(), bank.accounts.get("a"));
    }

    // ---- across entities and tables -------------------------------------------------------------

    @Test
    void oneTransactionSpansEntitiesAndTables(DynamoDbClient client) {
        Bank bank = new Bank(client);
        ShopFixture shop = new ShopFixture(client);
        Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PAID);
        AccountRepository archive = new AccountRepository(client, "Bank-archive");
        archive.createTable();

        WriteTransaction.on(client)
                .put(shop.orders, order)                                          // table Shop
                .update(bank.accounts, bank.accounts.update("a").decrement(AccountSchema.BALANCE, 20L)) // Bank
                .delete(bank.accounts, bank.b)                                      // Bank
                .create(archive, bank.b)                                            // same key, table Bank-archive
                .execute();

        assertEquals(Optional.of(order), shop.orders.get("c1", ShopFixture.T0, "o1"));
        assertEquals(new Account("a", "Ada", 80, 2), bank.accounts.get("a").orElseThrow());
        assertEquals(Optional.empty(), bank.accounts.get("b"));
        assertEquals(Optional.of(new Account("b", "Bob", 0, 1)), archive.get("b"), "created there as version 1");
    }

    @Test
    void aFailureInOneTableUndoesTheWritesInTheOther(DynamoDbClient client) {
        Bank bank = new Bank(client);
        ShopFixture shop = new ShopFixture(client);
        Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PAID);

        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .put(shop.orders, order)
                        .create(bank.accounts, new Account("a", "Mallory", 1_000, 0))
                        .execute());
        Reason taken = error.failed().get(0);
        assertEquals("Account", taken.entityType());
        assertInstanceOf(ItemAlreadyExistsException.class, taken.cause().orElseThrow());
        assertEquals(List.of("None", "ConditionalCheckFailed"), codes(error));
        assertEquals("Shop", error.reasons().get(0).tableName());
        assertEquals(Optional.empty(), shop.orders.get("c1", ShopFixture.T0, "o1"));
    }

    @Test
    void anUpdateInATransactionRewritesIndexKeys(DynamoDbClient client) {
        Bank bank = new Bank(client);
        ShopFixture shop = new ShopFixture(client);
        Order order = shop.orders.put(ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED));
        assertEquals(List.of(order), shop.orders.byStatus(Status.PLACED).page().items());

        WriteTransaction.on(client)
                .update(shop.orders, shop.orders.update("c1", ShopFixture.T0, "o1")
                        .set(OrderSchema.STATUS, Status.SHIPPED)
                        .when(OrderSchema.STATUS.eq(Status.PLACED)))
                .update(bank.accounts, bank.accounts.update("a").increment(AccountSchema.BALANCE, 5L))
                .execute();

        Order shipped = new Order("c1", "o1", ShopFixture.T0, Status.SHIPPED, order.total(), order.lines(), null);
        assertEquals(List.of(), shop.orders.byStatus(Status.PLACED).page().items(), "it left STATUS#PLACED");
        assertEquals(List.of(shipped), shop.orders.byStatus(Status.SHIPPED).page().items(), "and is in STATUS#SHIPPED");
        assertEquals(105, bank.balance("a"));

        // The update's condition is part of the transaction: it no longer holds.
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .update(shop.orders, shop.orders.update("c1", ShopFixture.T0, "o1")
                                .set(OrderSchema.STATUS, Status.DELIVERED)
                                .when(OrderSchema.STATUS.eq(Status.PLACED)))
                        .execute());
        assertEquals("update", error.failed().get(0).operation());
        assertInstanceOf(ConditionFailedException.class, error.failed().get(0).cause().orElseThrow());
        assertEquals(List.of(shipped), shop.orders.byStatus(Status.SHIPPED).page().items());
    }

    @Test
    void anUpdateExpectingAnOldVersionIsAVersionConflict(DynamoDbClient client) {
        Bank bank = new Bank(client);
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .update(bank.accounts, bank.accounts.update("a").increment(AccountSchema.BALANCE, 1L)
                                .expectVersion(7))
                        .execute());
        VersionConflictException conflict = assertInstanceOf(VersionConflictException.class,
                error.failed().get(0).cause().orElseThrow());
        assertEquals(7, conflict.expectedVersion());
        assertEquals(OptionalLong.of(1), conflict.storedVersion());
    }

    // ---- idempotency ------------------------------------------------------------------------------

    @Test
    void theSameClientRequestTokenAppliesTheTransactionOnce(DynamoDbClient client) {
        Bank bank = new Bank(client);
        String deposit1 = token("deposit-1");
        for (int attempt = 0; attempt < 2; attempt++) { // e.g. a retry after a timeout, from a new transaction
            WriteTransaction.on(client)
                    .update(bank.accounts, bank.accounts.update("b").increment(AccountSchema.BALANCE, 10L))
                    .clientRequestToken(deposit1)
                    .execute(); // the second time: success, nothing written
        }
        assertEquals(10, bank.balance("b"), "incremented once");
        assertEquals(2, bank.accounts.get("b").orElseThrow().version());

        WriteTransaction.on(client)
                .update(bank.accounts, bank.accounts.update("b").increment(AccountSchema.BALANCE, 10L))
                .clientRequestToken(token("deposit-2"))
                .execute();
        assertEquals(20, bank.balance("b"), "another token is another transaction");
    }

    @Test
    void aRepeatedTransactionWithItsTokenIsNotCancelledByItsOwnFirstWrite(DynamoDbClient client) {
        Bank bank = new Bank(client);
        String token = token("transfer-t1");
        for (int attempt = 0; attempt < 2; attempt++) {
            // Without the token the second create would fail: the transfer exists after the first.
            transfer(client, bank, bank.a, bank.b, "t1", 30).clientRequestToken(token).execute();
        }
        assertEquals(70, bank.balance("a"));
        assertEquals(30, bank.balance("b"));
    }

    @Test
    void otherItemsUnderAUsedTokenAreRefused(DynamoDbClient client) {
        Bank bank = new Bank(client);
        String token = token("deposit-1");
        WriteTransaction.on(client)
                .update(bank.accounts, bank.accounts.update("b").increment(AccountSchema.BALANCE, 10L))
                .clientRequestToken(token)
                .execute();
        WriteTransaction other = WriteTransaction.on(client)
                .update(bank.accounts, bank.accounts.update("b").increment(AccountSchema.BALANCE, 99L))
                .clientRequestToken(token);
        assertThrows(IdempotentParameterMismatchException.class, other::execute);
        assertEquals(10, bank.balance("b"));
    }

    // ---- limits, checked before sending -----------------------------------------------------------

    @Test
    void aHundredItemsSucceedInOneRequest(DynamoDbClient client) {
        Bank bank = new Bank(client);
        CountingClient counting = new CountingClient(client);
        WriteTransaction transaction = WriteTransaction.on(counting.client());
        for (int i = 0; i < 100; i++) {
            transaction.create(bank.transfers, new Transfer("a", String.format("t%03d", i), "b", i));
        }
        transaction.execute();
        assertEquals(1, counting.calls("transactWriteItems"));
        assertEquals(100, bank.transfers.transfersOf("a").stream().count());
    }

    @Test
    void theHundredAndFirstItemIsRejectedBeforeAnythingIsSent(DynamoDbClient client) {
        Bank bank = new Bank(client);
        CountingClient counting = new CountingClient(client);
        WriteTransaction transaction = WriteTransaction.on(counting.client());
        for (int i = 0; i < 100; i++) {
            transaction.create(bank.transfers, new Transfer("a", String.format("t%03d", i), "b", i));
        }
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> transaction.create(bank.transfers, new Transfer("a", "t100", "b", 100)));
        assertTrue(error.getMessage().contains("at most 100 items (DynamoDB's limit"), error.getMessage());
        assertTrue(error.getMessage().contains("Transfer PK=ACCOUNT#a, SK=TRANSFER#t100"), error.getMessage());
        assertEquals(0, counting.calls("transactWriteItems"));
        assertEquals(0, bank.transfers.transfersOf("a").stream().count());
    }

    @Test
    void twoOperationsOnOneItemAreRejectedBeforeAnythingIsSent(DynamoDbClient client) {
        Bank bank = new Bank(client);
        CountingClient counting = new CountingClient(client);
        WriteTransaction transaction = WriteTransaction.on(counting.client())
                .put(bank.accounts, bank.a.withBalance(50));
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> transaction.update(bank.accounts, bank.accounts.update("a").increment(AccountSchema.BALANCE, 1L)));
        assertTrue(error.getMessage().contains("Account PK=ACCOUNT#a, SK=ACCOUNT in table Bank"), error.getMessage());
        assertEquals(0, counting.calls("transactWriteItems"));
        transaction.execute(); // what was added before stays usable
        assertEquals(50, bank.balance("a"));
    }
}
