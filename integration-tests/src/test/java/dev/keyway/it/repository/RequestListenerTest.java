package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.catalog.Product;
import dev.keyway.it.catalog.ProductRepository;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.Outcome;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * A {@link RequestListener} sees every request a repository makes, with what it was for (entity,
 * operation, access pattern, index), its items and the capacity DynamoDB reports: the figures
 * here are Keyway Local's answers, DynamoDB's documented figures.
 */
class RequestListenerTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Keeps the events; thread-safe, as batches and scans report from their threads. */
    private static final class Recorder implements RequestListener {
        final List<RequestEvent> events = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void onRequest(RequestEvent event) {
            events.add(event);
        }

        List<RequestEvent> take() {
            synchronized (events) {
                List<RequestEvent> taken = List.copyOf(events);
                events.clear();
                return taken;
            }
        }

        RequestEvent only() {
            List<RequestEvent> taken = take();
            assertEquals(1, taken.size(), taken::toString);
            return taken.get(0);
        }
    }

    private final Recorder recorder = new Recorder();

    @AfterEach
    void resetTheDefault() {
        RequestListener.setDefault(RequestListener.NONE);
    }

    private static Order order(String id, int hours, Status status) {
        return ShopFixture.order("c1", id, ShopFixture.T0.plus(Duration.ofHours(hours)), status);
    }

    @Test
    void eachRequestIsReportedWithItsAccessPatternItemsAndCapacity(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client, "Shop",
                recorder.withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        orders.createTable();
        List<RequestEvent> creation = recorder.take();
        assertTrue(creation.stream().allMatch(event -> event.operation() == Operation.CREATE_TABLE));
        assertTrue(creation.stream().anyMatch(event -> event.request() == RequestKind.CREATE_TABLE));

        orders.put(order("o1", 0, Status.PLACED));
        RequestEvent put = recorder.only();
        assertEquals("Shop", put.tableName());
        assertEquals("Order", put.entityType());
        assertEquals(Operation.PUT, put.operation());
        assertEquals(RequestKind.PUT_ITEM, put.request());
        assertEquals(1, put.itemsWritten());
        assertEquals(2.0, put.writeCapacityUnits(), "one unit for the table, one for GSI1, where the order is too");
        assertEquals(0.0, put.readCapacityUnits());
        assertEquals(Outcome.SUCCESS, put.outcome());

        orders.get("c1", ShopFixture.T0, "o1");
        RequestEvent get = recorder.only();
        assertEquals(Operation.GET, get.operation());
        assertEquals(1, get.itemsRead());
        assertEquals(0.5, get.readCapacityUnits(), "an eventually consistent read of an item under 4 KB");

        orders.put(order("o2", 1, Status.SHIPPED));
        recorder.take();
        assertEquals(2, orders.ordersOf("c1").page().items().size());
        RequestEvent query = recorder.only();
        assertEquals(Operation.QUERY, query.operation());
        assertEquals(Optional.of("ordersOf"), query.accessPattern());
        assertEquals(Optional.empty(), query.indexName());
        assertEquals(2, query.itemsRead());
        assertEquals(0.5, query.readCapacityUnits());

        orders.byStatus(Status.SHIPPED).page();
        RequestEvent byStatus = recorder.only();
        assertEquals(Optional.of("byStatus"), byStatus.accessPattern());
        assertEquals(Optional.of("GSI1"), byStatus.indexName());
        assertEquals(1, byStatus.itemsRead());

        assertEquals(2, orders.scan().count());
        RequestEvent count = recorder.only();
        assertEquals(Operation.COUNT, count.operation());
        assertEquals(RequestKind.SCAN, count.request());
        assertEquals(2, count.itemsRead());

        assertThrows(ItemAlreadyExistsException.class, () -> orders.create(order("o1", 0, Status.PLACED)));
        RequestEvent refused = recorder.only();
        assertEquals(Operation.CREATE, refused.operation());
        assertEquals(Outcome.CONDITION_FAILED, refused.outcome());
        assertEquals(0, refused.itemsWritten());
        assertTrue(refused.failure().isPresent());
    }

    @Test
    void aBatchReportsEachRequestAndATransactionEachOfItsListeners(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client, "Shop",
                recorder.withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        orders.createTable();
        recorder.take();
        List<Order> many = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            many.add(order("o" + i, i, Status.PLACED));
        }
        orders.putAll(many).orThrow();
        List<RequestEvent> batch = recorder.take();
        assertEquals(2, batch.size(), "25 writes per request");
        assertTrue(batch.stream().allMatch(event -> event.operation() == Operation.BATCH_PUT
                && event.request() == RequestKind.BATCH_WRITE_ITEM && event.attempt() == 1 && event.unprocessed() == 0));
        assertEquals(30, batch.stream().mapToInt(RequestEvent::itemsWritten).sum());
        assertEquals(60.0, batch.stream().mapToDouble(RequestEvent::writeCapacityUnits).sum(), "table and GSI1 each");

        Recorder accountsRecorder = new Recorder();
        AccountRepository accounts = new AccountRepository(client, "Bank", accountsRecorder);
        accounts.createTable();
        accountsRecorder.take();
        WriteTransaction.on(client)
                .put(accounts, new Account("a", "Ada", 100, 0))
                .update(orders.update("c1", many.get(0).placedAt(), "o0").set(dev.keyway.it.shop.OrderSchema.STATUS,
                        Status.PAID))
                .execute();
        RequestEvent seenByOrders = recorder.only();
        RequestEvent seenByAccounts = accountsRecorder.only();
        assertEquals(seenByOrders, seenByAccounts, "one request, told to each repository's listener once");
        assertEquals(Operation.WRITE_TRANSACTION, seenByOrders.operation());
        assertEquals(RequestKind.TRANSACT_WRITE_ITEMS, seenByOrders.request());
        assertEquals("Bank,Shop", seenByOrders.tableName());
        assertEquals("Account,Order", seenByOrders.entityType());
        assertEquals(2, seenByOrders.itemsWritten());
        assertTrue(seenByOrders.writeCapacityUnits() > 0, "asked for by the orders' listener: " + seenByOrders);
    }

    @Test
    void requestsOfOneCallAllCarryItsOperation(DynamoDbClient client) {
        RequestListener.setDefault(recorder.withConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        MemberRepository members = new MemberRepository(client, "Club"); // no listener of its own: the default
        members.createTable();
        recorder.take();
        members.put(new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 0));
        List<RequestEvent> put = recorder.take();
        assertEquals(List.of(RequestKind.GET_ITEM, RequestKind.TRANSACT_WRITE_ITEMS),
                put.stream().map(RequestEvent::request).toList(), "unique values: read, then a transaction");
        assertTrue(put.stream().allMatch(event -> event.operation() == Operation.PUT && event.entityType().equals("Member")));

        ProductRepository products = new ProductRepository(client);
        products.createTable();
        products.put(new Product("tools", "s1", "Hammer", new BigDecimal("9.90"), 3, LocalDate.of(2024, 5, 1), "steel"));
        recorder.take();
        assertEquals(1, products.byName("Hammer").page().items().size());
        List<RequestEvent> byName = recorder.take();
        assertEquals(List.of(RequestKind.QUERY, RequestKind.BATCH_GET_ITEM),
                byName.stream().map(RequestEvent::request).toList(), "a keys-only index: the items fetched from the table");
        assertTrue(byName.stream().allMatch(event -> event.accessPattern().equals(Optional.of("byName"))));
        assertTrue(byName.get(0).consumedCapacity().get(0).hasGlobalSecondaryIndexes(), "INDEXES: per index");

        new OrderRepository(client).createTable();
        recorder.take();
        new CustomerItemCollection(client).query("c1").page();
        RequestEvent collection = recorder.only();
        assertEquals("CustomerItem", collection.entityType());
        assertEquals(Operation.QUERY, collection.operation());
    }

    @Test
    void capacityIsOnlyReportedWhenAskedFor(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client, "Shop", recorder);
        orders.createTable();
        recorder.take();
        orders.put(order("o1", 0, Status.PLACED));
        RequestEvent put = recorder.only();
        assertEquals(List.of(), put.consumedCapacity());
        assertEquals(0.0, put.capacityUnits());
        assertFalse(put.latency().isNegative());
    }
}
