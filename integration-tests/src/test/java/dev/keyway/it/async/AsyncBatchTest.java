package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.batches.BatchTest;
import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerAsyncRepository;
import dev.keyway.it.shop.CustomerKeys;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderAsyncRepository;
import dev.keyway.it.shop.Refund;
import dev.keyway.it.shop.RefundAsyncRepository;
import dev.keyway.it.shop.RefundKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberAsyncRepository;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.batch.AsyncReadBatch;
import dev.keyway.runtime.batch.AsyncWriteBatch;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.key.Key;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #26, section 5: {@link AsyncWriteBatch} and {@link AsyncReadBatch} mix the entities of one
 * table as {@code WriteBatch} and {@code ReadBatch} do ({@code batches.MixedBatchTest}), through
 * items Keyway Local leaves unprocessed ({@link Fault#unprocessed()}, as the API Reference says
 * BatchWriteItem and BatchGetItem may): every write and read done in the end, or what is not
 * done reported per entity, never dropped.
 */
class AsyncBatchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final BatchOptions FAST = BatchOptions.defaults()
            .withBaseDelay(Duration.ofMillis(1)).withMaxDelay(Duration.ofMillis(20));

    private static DynamoDbAsyncClient async;

    private final CustomerAsyncRepository customers = new CustomerAsyncRepository(async);
    private final OrderAsyncRepository orders = new OrderAsyncRepository(async);
    private final RefundAsyncRepository refunds = new RefundAsyncRepository(async);

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

    private static List<Refund> refunds(int count) {
        List<Refund> refunds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            refunds.add(new Refund("c1", "r" + i, Status.PLACED, ShopFixture.T0.plusSeconds(i), new BigDecimal("5")));
        }
        return refunds;
    }

    @Test
    void writesAndReadsMixEntitiesThroughUnprocessedItems(DynamoDbClient client, KeywayLocal local) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.refunds.putAll(refunds(10)).orThrow(); // r0..r9, of which the batch deletes r0..r4
        List<Customer> someCustomers = List.of(new Customer("c1", "ada@example.com", "Ada", 1),
                new Customer("c2", "bob@example.com", "Bob", 1));
        List<Order> someOrders = BatchTest.orders(200);
        List<Key<Refund>> doomed = refunds(5).stream()
                .map(refund -> RefundKeys.primaryKey(refund.customerId(), refund.refundId())).toList();
        local.faults().reseed(11).add(Fault.unprocessed().probability(0.3));

        AsyncWriteBatch batch = AsyncWriteBatch.on(async)
                .putAll(customers, someCustomers)
                .putAll(orders, someOrders)
                .deleteAll(refunds, doomed);
        assertEquals(207, batch.size());
        WriteBatch.Result written = await(batch.execute(FAST)).orThrow();
        assertTrue(written.requests() > 9, "more requests than the 9 chunks: " + written.requests());
        assertEquals(2, written.puts(customers).total());
        assertEquals(200, written.puts(orders).total());
        assertEquals(5, written.deletes(refunds).total());
        assertEquals(0, written.puts(refunds).total(), "nothing of Refund was put");
        assertEquals(2 + 200 + 5, count(client), "customers, orders and the 5 refunds kept");

        long injected = local.faults().injected();
        ReadBatch.Result read = await(AsyncReadBatch.on(async)
                .get(customers, CustomerKeys.primaryKey("c2"))
                .getAll(orders, BatchTest.keys(someOrders))
                .get(customers, CustomerKeys.primaryKey("c9"))          // nothing stored
                .getAll(refunds, List.of(RefundKeys.primaryKey("c1", "r7"), RefundKeys.primaryKey("c1", "r0")))
                .consistentRead()
                .execute(FAST)).orThrow();
        assertTrue(local.faults().injected() > injected, "keys were left unprocessed and read again");
        assertEquals(List.of(someCustomers.get(1)), read.of(customers).items());
        assertEquals(2, read.of(customers).total());
        assertEquals(someOrders, read.of(orders).items(), "every order, in key order");
        assertEquals(List.of("r7"), read.of(refunds).items().stream().map(Refund::refundId).toList(), "r0 was deleted");
    }

    /**
     * One attempt each, half the items left unprocessed: what was not written or read is in the
     * result, the records and keys themselves in the order given, and is exactly what is missing
     * from the table.
     */
    @Test
    void whatCouldNotBeWrittenOrReadIsInTheResultNeverDropped(DynamoDbClient client, KeywayLocal local) throws Exception {
        new ShopFixture(client);
        List<Order> someOrders = BatchTest.orders(60);
        local.faults().reseed(5).add(Fault.unprocessed().probability(0.5));

        WriteBatch.Result result = await(AsyncWriteBatch.on(async)
                .put(customers, new Customer("c1", "ada@example.com", "Ada", 1))
                .putAll(orders, someOrders)
                .execute(FAST.withMaxAttempts(1)));
        assertFalse(result.complete());
        List<Order> left = result.puts(orders).unprocessed();
        assertFalse(left.isEmpty());
        assertEquals(Optional.empty(), result.puts(orders).failures().get(0).cause(), "returned unprocessed");
        List<Order> expectedLeft = someOrders.stream().filter(left::contains).toList();
        assertEquals(expectedLeft, left, "the records themselves, in the order given");
        assertEquals(61 - left.size() - result.puts(customers).unprocessed().size(), count(client),
                "every record not in the result was written");

        local.faults().clear();
        local.faults().reseed(6).add(Fault.unprocessed().probability(0.5));
        ReadBatch.Result read = await(AsyncReadBatch.on(async).getAll(orders, BatchTest.keys(someOrders))
                .execute(FAST.withMaxAttempts(1)));
        assertFalse(read.complete());
        List<Key<Order>> unread = read.of(orders).unprocessedKeys();
        assertFalse(unread.isEmpty());
        List<Order> found = read.of(orders).items();
        for (Order order : someOrders) {
            boolean stored = !left.contains(order);
            assertEquals(stored, found.contains(order) || unread.contains(BatchTest.keys(List.of(order)).get(0))
                    && stored, "a stored order is found or its key is in the result: " + order.orderId());
        }
    }

    @Test
    void whatABatchRefusesWhenBuiltFailsTheFutureAndNothingIsSent(DynamoDbClient client) throws Exception {
        new ShopFixture(client);
        MemberAsyncRepository members = new MemberAsyncRepository(async);
        assertInstanceOf(BatchWriteRefusedException.class, failure(AsyncWriteBatch.on(async)
                .put(orders, ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED))
                .put(members, new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0))
                .execute()));
        assertEquals(0, count(client));
        AsyncWriteBatch once = AsyncWriteBatch.on(async);
        await(once.execute());
        assertInstanceOf(IllegalStateException.class, failure(once.execute()), "executed once");
    }

    /** The future's value: a batch through retries takes longer than one call on a loaded machine. */
    private static <R> R await(CompletableFuture<R> future) throws Exception {
        return future.get(60, TimeUnit.SECONDS);
    }

    private static int count(DynamoDbClient client) {
        return client.scan(request -> request.tableName("Shop")).count();
    }
}
