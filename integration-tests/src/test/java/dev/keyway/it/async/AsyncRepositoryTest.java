package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderAsyncRepository;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.transactions.warehouse.Product;
import dev.keyway.it.transactions.warehouse.ProductAsyncRepository;
import dev.keyway.it.transactions.warehouse.ProductRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #26, section 5: the generated asynchronous repository does what the synchronous one does,
 * on Keyway Local through the SDK's asynchronous (Netty) client: the same records, the same typed
 * failures (not wrapped), the same cursors in both directions, the same listener events.
 */
class AsyncRepositoryTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void client() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    /** The future's value; the tests wait, the repository never does. */
    static <R> R await(CompletableFuture<R> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    /** The exception the future failed with, as the repository completed it (not wrapped). */
    static Throwable failure(CompletableFuture<?> future) throws Exception {
        CompletableFuture<Throwable> seen = new CompletableFuture<>();
        future.whenComplete((value, error) -> seen.complete(error));
        Throwable error = seen.get(10, TimeUnit.SECONDS);
        assertTrue(error != null, "the future failed");
        return error;
    }

    @Test
    void writesReadsAndDeletesAsTheSynchronousRepository(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        OrderAsyncRepository orders = new OrderAsyncRepository(async);
        Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED);

        assertEquals(order, await(orders.create(order)));
        assertEquals(Optional.of(order), shop.orders.get("c1", ShopFixture.T0, "o1"), "the sync repository reads it");
        assertEquals(Optional.of(order), await(orders.get("c1", ShopFixture.T0, "o1")));
        assertInstanceOf(ItemAlreadyExistsException.class, failure(orders.create(order)),
                "the typed exception itself, not a CompletionException");

        Order shipped = await(orders.update("c1", ShopFixture.T0, "o1").set(OrderSchema.STATUS, Status.SHIPPED).execute());
        assertEquals(Status.SHIPPED, shipped.status());
        assertEquals(1, await(orders.byStatus(Status.SHIPPED).page()).items().size(), "the index key was rewritten");

        await(orders.delete("c1", ShopFixture.T0, "o1"));
        assertEquals(Optional.empty(), await(orders.get("c1", ShopFixture.T0, "o1")));
    }

    @Test
    void whatTheSyncApiRefusesBeforeAnyRequestFailsTheFuture(DynamoDbClient client) throws Exception {
        new ShopFixture(client);
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        OrderAsyncRepository orders = new OrderAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));
        CompletableFuture<Optional<Order>> get = orders.get("c1", ShopFixture.T0, "x".repeat(3000));
        assertInstanceOf(InvalidKeyValueException.class, failure(get));
        assertInstanceOf(InvalidCursorException.class, failure(orders.ordersOf("c1").page("not-a-cursor")));
        assertEquals(List.of(), events, "no request was sent");
    }

    @Test
    void aVersionConflictCarriesTheStoredRecordAndPutRetryingMergesIt(DynamoDbClient client) throws Exception {
        ProductRepository sync = new ProductRepository(client);
        sync.createTable();
        ProductAsyncRepository products = new ProductAsyncRepository(async);
        Product stored = await(products.create(new Product("s1", "Lamp", new BigDecimal("10"), 0)));
        assertEquals(1, stored.version());
        sync.put(stored.withPrice(new BigDecimal("12"))); // another writer: version 2

        VersionConflictException conflict = assertInstanceOf(VersionConflictException.class,
                failure(products.put(stored.withPrice(new BigDecimal("11")))));
        assertEquals(Optional.of(new BigDecimal("12")), conflict.current(Product.class).map(Product::price));

        Product merged = await(products.putRetrying(stored.withPrice(new BigDecimal("11")),
                (attempted, current) -> current.withPrice(current.price().add(BigDecimal.ONE)), 3));
        assertEquals(new BigDecimal("13"), merged.price());
        assertEquals(3, merged.version());
    }

    @Test
    void pagesAndCursorsAreTheSynchronousQuerysInBothDirections(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        List<Order> seeded = shop.seedOrders(7);
        OrderAsyncRepository orders = new OrderAsyncRepository(async);

        Page<Order> first = await(orders.ordersOf("c1").limit(3).page());
        assertEquals(seeded.subList(0, 3), first.items());
        Page<Order> syncSecond = shop.orders.ordersOf("c1").limit(3).page(first.cursor().orElseThrow());
        assertEquals(seeded.subList(3, 6), syncSecond.items(), "an async cursor continues the sync query");
        Page<Order> asyncThird = await(orders.ordersOf("c1").limit(3).page(syncSecond.cursor()));
        assertEquals(seeded.subList(6, 7), asyncThird.items(), "a sync cursor continues the async query");
        assertFalse(asyncThird.hasMore());

        Page<Order> narrowed = await(orders.ordersOf("c1", q -> q.placedAt().ge(ShopFixture.T0.plus(Duration.ofHours(5))))
                .page());
        assertEquals(seeded.subList(5, 7), narrowed.items());
        assertEquals(List.of(seeded.get(6), seeded.get(5)),
                await(orders.ordersOf("c1", q -> q.placedAt().ge(ShopFixture.T0.plus(Duration.ofHours(5))))
                        .descending().page()).items());
    }

    @Test
    void batchesWriteReadAndDeleteEverything(DynamoDbClient client) throws Exception {
        new ShopFixture(client);
        OrderAsyncRepository orders = new OrderAsyncRepository(async);
        List<Order> many = new ArrayList<>();
        List<Key<Order>> keys = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Order order = ShopFixture.order("c2", "o" + i, ShopFixture.T0.plusSeconds(i), Status.PLACED);
            many.add(order);
            keys.add(OrderKeys.primaryKey("c2", order.placedAt(), order.orderId()));
        }
        BatchResult<Order> written = await(orders.putAll(many));
        assertTrue(written.complete(), written.toString());
        assertEquals(60, written.total());

        BatchGetResult<Order> read = await(orders.getAll(keys));
        assertEquals(many, read.items());

        assertTrue(await(orders.deleteAll(keys)).complete());
        assertEquals(List.of(), await(orders.getAll(keys)).items());
    }

    @Test
    void aScanPublishesEveryRecord(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        List<Order> seeded = shop.seedOrders(9);
        shop.seedCustomer();
        OrderAsyncRepository orders = new OrderAsyncRepository(async);
        List<Order> scanned = await(Subscribers.collect(orders.scan().pageSize(2).items(), 1));
        assertEquals(seeded.size(), scanned.size());
        assertTrue(scanned.containsAll(seeded));
        List<Order> segmented = await(Subscribers.collect(orders.scan().segments(3).items(), 5));
        assertEquals(seeded.size(), segmented.size());
        List<Order> indexed = await(Subscribers.collect(orders.scanGsi1().items(), 4));
        assertEquals(seeded.size(), indexed.size(), "every order has GSI1 keys");
    }

    @Test
    void listenersSeeTheSameEventsAsForTheSynchronousRepository(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(3);
        List<RequestEvent> syncEvents = new CopyOnWriteArrayList<>();
        List<RequestEvent> asyncEvents = new CopyOnWriteArrayList<>();
        var syncOrders = new dev.keyway.it.shop.OrderRepository(client,
                KeywaySettings.defaults().withRequestListener(syncEvents::add));
        OrderAsyncRepository asyncOrders = new OrderAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(asyncEvents::add));

        syncOrders.ordersOf("c1").limit(2).page();
        syncOrders.get("c1", ShopFixture.T0, "o0");
        await(asyncOrders.ordersOf("c1").limit(2).page());
        await(asyncOrders.get("c1", ShopFixture.T0, "o0"));

        assertEquals(2, asyncEvents.size());
        for (int i = 0; i < 2; i++) {
            RequestEvent expected = syncEvents.get(i);
            RequestEvent actual = asyncEvents.get(i);
            assertEquals(List.of(expected.tableName(), expected.entityType(), expected.operation(), expected.accessPattern(),
                            expected.indexName(), expected.request(), expected.itemsRead(), expected.itemsWritten(),
                            expected.attempt(), expected.failure().isPresent()),
                    List.of(actual.tableName(), actual.entityType(), actual.operation(), actual.accessPattern(),
                            actual.indexName(), actual.request(), actual.itemsRead(), actual.itemsWritten(),
                            actual.attempt(), actual.failure().isPresent()));
        }
        assertSame(asyncEvents.get(0).operation(), RequestEvent.Operation.QUERY);
    }

    /** Unwraps what {@link CompletableFuture#get} throws, for a readable failure. */
    static Throwable cause(ExecutionException e) {
        return e.getCause();
    }
}
