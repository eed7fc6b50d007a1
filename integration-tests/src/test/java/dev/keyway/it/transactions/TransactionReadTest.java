package dev.keyway.it.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountKeys;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.bank.Hold;
import dev.keyway.it.bank.HoldKeys;
import dev.keyway.it.bank.HoldRepository;
import dev.keyway.it.bank.Transfer;
import dev.keyway.it.bank.TransferKeys;
import dev.keyway.it.bank.TransferRepository;
import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerKeys;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@link ReadTransaction} against Keyway Local: several entities and tables in one TransactGetItems. */
class TransactionReadTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    @Test
    void readsSeveralEntitiesOfTwoTablesAndAMissingOne(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        AccountRepository accounts = new AccountRepository(client);
        TransferRepository transfers = new TransferRepository(client);
        accounts.createTable();
        Account account = accounts.create(new Account("a", "Ada", 100, 0));
        Order order = shop.orders.put(ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED));
        Customer customer = shop.customers.put(new Customer("c1", "ada@example.com", "Ada", 1));

        CountingClient counting = new CountingClient(client);
        ReadTransaction reads = ReadTransaction.on(counting.client());
        TransactionRead<Account> readAccount = reads.get(accounts, AccountKeys.primaryKey("a"));
        TransactionRead<Order> readOrder = reads.get(shop.orders, OrderKeys.primaryKey("c1", ShopFixture.T0, "o1"));
        TransactionRead<Transfer> missing = reads.get(transfers, TransferKeys.primaryKey("a", "nope"));
        TransactionRead<Customer> readCustomer = reads.get(shop.customers, CustomerKeys.primaryKey("c1"));
        reads.execute();

        assertEquals(1, counting.calls("transactGetItems"));
        assertEquals(Optional.of(account), readAccount.item());
        assertEquals(Optional.of(order), readOrder.item());
        assertEquals(Optional.empty(), missing.item());
        assertEquals(Optional.of(customer), readCustomer.item());
        assertEquals("Shop", readOrder.tableName());
        assertEquals("Bank", readAccount.tableName());
    }

    @Test
    void readsWhatATransactionWrote(DynamoDbClient client) {
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        Account a = accounts.create(new Account("a", "Ada", 100, 0));
        Account b = accounts.create(new Account("b", "Bob", 0, 0));
        WriteTransaction.on(client).put(accounts, a.withBalance(60)).put(accounts, b.withBalance(40)).execute();

        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Account> from = reads.get(accounts, AccountKeys.primaryKey("a"));
        TransactionRead<Account> to = reads.get(accounts, AccountKeys.primaryKey("b"));
        reads.execute();
        assertEquals(100, from.item().orElseThrow().balance() + to.item().orElseThrow().balance());
        assertEquals(2, from.item().orElseThrow().version());
    }

    @Test
    void anItemPastItsTimeToLiveReadsAsAbsent(DynamoDbClient client) {
        HoldRepository holds = new HoldRepository(client);
        holds.createTable();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        holds.put(new Hold("a", "old", 10, now.minusSeconds(60)));
        Hold fresh = holds.put(new Hold("a", "new", 20, now.plusSeconds(3_600)));

        ReadTransaction reads = ReadTransaction.on(client);
        // Whether time to live has deleted the expired item yet or not (DynamoDB does so within days; Keyway Local
        // when swept), it reads as absent.
        TransactionRead<Hold> expired = reads.get(holds, HoldKeys.primaryKey("a", "old"));
        TransactionRead<Hold> alive = reads.get(holds, HoldKeys.primaryKey("a", "new"));
        reads.execute();
        assertEquals(Optional.empty(), expired.item());
        assertEquals(Optional.of(fresh), alive.item());
    }

    @Test
    void limitsAreCheckedBeforeSending(DynamoDbClient client) {
        TransferRepository transfers = new TransferRepository(client);
        transfers.createTable();
        CountingClient counting = new CountingClient(client);
        ReadTransaction reads = ReadTransaction.on(counting.client());
        for (int i = 0; i < 100; i++) {
            reads.get(transfers, TransferKeys.primaryKey("a", "t" + i));
            if (i == 1) {
                InvalidTransactionException twice = assertThrows(InvalidTransactionException.class,
                        () -> reads.get(transfers, TransferKeys.primaryKey("a", "t1")));
                assertTrue(twice.getMessage().contains("Transfer PK=ACCOUNT#a, SK=TRANSFER#t1"), twice.getMessage());
            }
        }
        InvalidTransactionException tooMany = assertThrows(InvalidTransactionException.class,
                () -> reads.get(transfers, TransferKeys.primaryKey("a", "t100")));
        assertTrue(tooMany.getMessage().contains("at most 100 items"), tooMany.getMessage());
        assertEquals(0, counting.calls("transactGetItems"));
        reads.execute();
        assertEquals(1, counting.calls("transactGetItems"), "a hundred reads are one request");
    }
}
