package dev.keyway.it.batches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerKeys;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Refund;
import dev.keyway.it.shop.RefundKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.key.Key;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** One batch over several entities of one table: the seeds' pattern, with retries and results per entity. */
class MixedBatchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final BatchOptions FAST = BatchOptions.defaults()
            .withBaseDelay(Duration.ofMillis(1)).withMaxDelay(Duration.ofMillis(20));

    private static List<Refund> refunds(int count) {
        List<Refund> refunds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            refunds.add(new Refund("c1", "r" + i, Status.PLACED, ShopFixture.T0.plusSeconds(i), new BigDecimal("5")));
        }
        return refunds;
    }

    @Test
    void writesAndReadsMixEntitiesThroughLeftovers(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        BatchTest.Faults faults = new BatchTest.Faults(client);
        shop.refunds.putAll(refunds(10)).orThrow(); // r0..r9, of which the batch deletes r0..r4
        List<Customer> customers = List.of(new Customer("c1", "ada@example.com", "Ada", 1),
                new Customer("c2", "bob@example.com", "Bob", 1));
        List<Order> orders = BatchTest.orders(200);
        List<Key<Refund>> doomed = refunds(5).stream()
                .map(refund -> RefundKeys.primaryKey(refund.customerId(), refund.refundId())).toList();

        WriteBatch batch = WriteBatch.on(faults.client())
                .putAll(shop.customers, customers)
                .putAll(shop.orders, orders)
                .deleteAll(shop.refunds, doomed);
        assertEquals(207, batch.size());
        WriteBatch.Result written = batch.execute(FAST).orThrow();

        assertTrue(faults.heldBack.get() > 0, "items held back and sent again: " + faults);
        assertEquals(2, written.puts(shop.customers).total());
        assertEquals(200, written.puts(shop.orders).total());
        assertEquals(5, written.deletes(shop.refunds).total());
        assertEquals(0, written.puts(shop.refunds).total(), "nothing of Refund was put");
        assertEquals(3, written.all().size());
        assertEquals(2 + 200 + 5, BatchTest.count(client), "customers, orders and the 5 refunds kept");

        faults.reset();
        List<Key<Order>> orderKeys = new ArrayList<>(BatchTest.keys(orders));
        // a refund's item asked for under an order's key (as only an unchecked Key could): no order there
        orderKeys.add(Key.of(OrderSchema.INSTANCE, RefundKeys.primaryKey("c1", "r7").attributes()));
        ReadBatch.Result read = ReadBatch.on(faults.client())
                .get(shop.customers, CustomerKeys.primaryKey("c2"))
                .getAll(shop.orders, orderKeys)
                .get(shop.customers, CustomerKeys.primaryKey("c9"))          // nothing stored
                .getAll(shop.refunds, List.of(RefundKeys.primaryKey("c1", "r7"), RefundKeys.primaryKey("c1", "r0")))
                .execute(FAST)
                .orThrow();

        assertTrue(faults.heldBack.get() > 0, faults.toString());
        BatchGetResult<Customer> foundCustomers = read.of(shop.customers);
        assertEquals(List.of(customers.get(1)), foundCustomers.items());
        assertEquals(2, foundCustomers.total());
        assertEquals(orders, read.of(shop.orders).items(), "every order, in key order; the refund key gave none");
        assertEquals(List.of("r7"), read.of(shop.refunds).items().stream().map(Refund::refundId).toList(),
                "r7 read twice (as an order and a refund) is one key, decoded for refunds only; r0 was deleted");
        assertEquals(List.of(), read.of(shop.events).items(), "an entity not asked for");
    }

    @Test
    void whatCouldNotBeWrittenIsReportedPerEntity(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        DynamoDbClient neverOrders = UnprocessedWrites.leaving(client, item -> item.get("_type").s().equals("Order"));
        List<Order> orders = BatchTest.orders(30);

        WriteBatch.Result result = WriteBatch.on(neverOrders)
                .put(shop.customers, new Customer("c1", "ada@example.com", "Ada", 1))
                .putAll(shop.orders, orders)
                .execute(FAST.withMaxAttempts(3));

        assertFalse(result.complete());
        assertTrue(result.puts(shop.customers).complete());
        assertEquals(orders, result.puts(shop.orders).unprocessed(), "the records themselves, in order");
        assertEquals(Optional.empty(), result.puts(shop.orders).failures().get(0).cause(),
                "returned unprocessed on every attempt");
        BatchIncompleteException incomplete = assertThrows(BatchIncompleteException.class, result::orThrow);
        assertEquals("Order", incomplete.entityType());
        assertEquals(30, incomplete.unprocessedCount());
        assertEquals(1, BatchTest.count(client));
    }

    @Test
    void whatABatchCannotDoIsRefusedWhenAdded(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        MemberRepository members = new MemberRepository(client);
        AccountRepository accounts = new AccountRepository(client);
        WriteBatch batch = WriteBatch.on(client).put(shop.customers, new Customer("c1", "a@example.com", "A", 1));

        BatchWriteRefusedException unique = assertThrows(BatchWriteRefusedException.class,
                () -> batch.put(members, new Member("m1", "a@example.com", Optional.empty(), "A", 0)));
        assertTrue(unique.getMessage().contains("WriteTransaction"), unique.getMessage());
        IllegalArgumentException otherTable = assertThrows(IllegalArgumentException.class,
                () -> batch.put(accounts, new Account("a1", "c1", 0, 0)));
        assertEquals("A batch writes one table, Shop; Account is in Bank: write it in a batch of its own",
                otherTable.getMessage());
        assertThrows(KeyMismatchException.class,
                () -> batch.delete(shop.orders, Key.of("Order", "PK", AttributeValue.fromS("CUSTOMER#c1"))), "not a whole key");
        assertEquals(1, batch.size(), "what was refused left nothing behind");
        batch.execute().orThrow();
        assertThrows(IllegalStateException.class, batch::execute);
        assertEquals(1, BatchTest.count(client));
        assertTrue(ReadBatch.on(client).get(shop.orders, OrderKeys.primaryKey("c1", ShopFixture.T0, "o1")).execute()
                .of(shop.orders).items().isEmpty());
    }
}
