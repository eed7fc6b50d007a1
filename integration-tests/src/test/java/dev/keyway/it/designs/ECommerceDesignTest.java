package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.ecommerce.Customer;
import dev.keyway.it.designs.ecommerce.CustomerItem;
import dev.keyway.it.designs.ecommerce.CustomerItemCollection;
import dev.keyway.it.designs.ecommerce.CustomerKeys;
import dev.keyway.it.designs.ecommerce.CustomerRepository;
import dev.keyway.it.designs.ecommerce.CustomerSchema;
import dev.keyway.it.designs.ecommerce.OrderLine;
import dev.keyway.it.designs.ecommerce.OrderLineKeys;
import dev.keyway.it.designs.ecommerce.OrderLineRepository;
import dev.keyway.it.designs.ecommerce.OrderStatus;
import dev.keyway.it.designs.ecommerce.Product;
import dev.keyway.it.designs.ecommerce.ProductKeys;
import dev.keyway.it.designs.ecommerce.ProductRepository;
import dev.keyway.it.designs.ecommerce.ProductSchema;
import dev.keyway.it.designs.ecommerce.ShopOrder;
import dev.keyway.it.designs.ecommerce.ShopOrderKeys;
import dev.keyway.it.designs.ecommerce.ShopOrderRepository;
import dev.keyway.it.designs.ecommerce.ShopOrderSchema;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The e-commerce design from the README only: sign-up with a unique e-mail, a customer's
 * profile and orders as one item collection, placing an order in one transaction that takes stock,
 * orders by status, order lines both ways, batches.
 */
class ECommerceDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private CustomerRepository customers;
    private ShopOrderRepository orders;
    private OrderLineRepository lines;
    private ProductRepository products;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        customers = new CustomerRepository(client);
        orders = new ShopOrderRepository(client);
        lines = new OrderLineRepository(client);
        products = new ProductRepository(client);
        customers.createTable();
        products.putAll(List.of(new Product("p1", "Kettle", new BigDecimal("30"), 5),
                new Product("p2", "Teapot", new BigDecimal("12.5"), 1))).orThrow();
        customers.create(new Customer("c1", "ann@example.com", "Ann", Set.of("1 Main St"), 0));
    }

    @Test
    void signUpClaimsTheEmail() {
        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> customers.create(new Customer("c2", "ann@example.com", "Impostor", Set.of(), 0)));
        assertEquals("email", taken.component());
        assertEquals("ann@example.com", taken.value());
        assertTrue(customers.get("c2").isEmpty());

        Customer ann = customers.get("c1").orElseThrow();
        assertEquals(1, ann.version());
        Customer moved = customers.put(ann.withEmail("ann@lovelace.org"));
        assertEquals(2, moved.version());
        customers.create(new Customer("c2", "ann@example.com", "Other Ann", Set.of(), 0));   // released
        assertThrows(VersionConflictException.class, () -> customers.put(ann));
        assertThrows(BatchWriteRefusedException.class, () -> customers.putAll(List.of(moved)));

        customers.delete(customers.get("c1").orElseThrow());
        customers.create(new Customer("c3", "ann@lovelace.org", "Third", Set.of(), 0));
    }

    @Test
    void placingAnOrderIsOneTransaction() {
        placeOrder("c1", "o1", MAY_1, "p1", 2);
        assertEquals(3, products.get("p1").orElseThrow().stock());
        assertEquals(List.of("o1"), lines.ordersWith("p1").stream().map(OrderLine::orderId).toList());

        TransactionFailedException noStock = assertThrows(TransactionFailedException.class,
                () -> placeOrder("c1", "o2", MAY_1.plusSeconds(60), "p2", 2));
        assertEquals(1, noStock.failed().size());
        assertInstanceOf(ConditionFailedException.class, noStock.failed().get(0).cause().orElseThrow());
        assertEquals(List.of("o1"), orders.ordersOf("c1").stream().map(ShopOrder::orderId).toList());
        assertEquals(1, products.get("p2").orElseThrow().stock());
    }

    @Test
    void theCustomerAndItsOrdersInOneQuery() {
        for (int i = 0; i < 12; i++) {
            orders.put(new ShopOrder("c1", "o" + i, MAY_1.plusSeconds(86_400L * i), OrderStatus.PLACED, BigDecimal.TEN,
                    List.of(), null));
        }
        CustomerItemCollection items = new CustomerItemCollection(client);
        List<CustomerItem> latest = items.query("c1").descending().limit(11).page().items();
        assertEquals(11, latest.size());
        assertInstanceOf(Customer.class, latest.get(0));                      // PROFILE sorts after ORDER#
        assertEquals("o11", ((ShopOrder) latest.get(1)).orderId());
        assertEquals(13, items.query("c1").limit(5).stream().count());

        Instant may5 = MAY_1.plusSeconds(86_400L * 4);
        List<CustomerItem> recent = items.query("c1").sortKey().ge(ShopOrderKeys.sortKeyPrefix(may5))
                .stream().toList();
        assertEquals(9, recent.size());                                        // o4..o11, then PROFILE
        assertInstanceOf(Customer.class, recent.get(8));
        List<CustomerItem> ordersOnly = items.query("c1").descending().limit(3)
                .sortKey().beginsWith(ShopOrderKeys.sortKeyPrefix()).page().items();
        assertEquals(3, ordersOnly.size());
        assertTrue(ordersOnly.stream().allMatch(ShopOrder.class::isInstance));
        // the guard item of the e-mail is in another partition; nothing else of the table is read
        assertEquals(List.of("o10", "o11"), orders.ordersOf("c1").placedAt().gt(MAY_1.plusSeconds(86_400L * 9))
                .ascending().stream().map(ShopOrder::orderId).toList());
    }

    @Test
    void orderLifecycleThroughUpdates() {
        placeOrder("c1", "o1", MAY_1, "p1", 1);
        ShopOrder paid = orders.update("c1", MAY_1, "o1").set(ShopOrderSchema.STATUS, OrderStatus.PAID)
                .append(ShopOrderSchema.HISTORY, "paid").increment(ShopOrderSchema.ATTEMPTS, 1)
                .when(ShopOrderSchema.STATUS.eq(OrderStatus.PLACED)).execute();
        assertEquals(List.of("placed", "paid"), paid.history());
        assertEquals(1, paid.attempts());
        assertEquals(List.of("o1"), orders.byStatus(OrderStatus.PAID).stream().map(ShopOrder::orderId).toList());
        assertTrue(orders.byStatus(OrderStatus.PLACED).stream().findAny().isEmpty());
        assertEquals(List.of("o1"), orders.byStatus(OrderStatus.PAID).placedAt().le(MAY_1).stream()
                .map(ShopOrder::orderId).toList());
        assertThrows(ConditionFailedException.class, () -> orders.update("c1", MAY_1, "o1")
                .set(ShopOrderSchema.STATUS, OrderStatus.SHIPPED).when(ShopOrderSchema.STATUS.eq(OrderStatus.PLACED)).execute());
        assertTrue(orders.update("c9", MAY_1, "nope").set(ShopOrderSchema.STATUS, OrderStatus.PAID).onlyIfExists()
                .tryExecute().isEmpty());
        assertTrue(orders.get("c9", MAY_1, "nope").isEmpty());

        ReadTransaction read = ReadTransaction.on(client);
        TransactionRead<ShopOrder> order = read.get(orders, ShopOrderKeys.primaryKey("c1", MAY_1, "o1"));
        TransactionRead<Product> product = read.get(products, ProductKeys.primaryKey("p1"));
        read.execute();
        assertEquals(OrderStatus.PAID, order.item().orElseThrow().status());
        assertEquals(4, product.item().orElseThrow().stock());
    }

    @Test
    void mixedBatchesOfOneTable() {
        List<OrderLine> many = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            many.add(new OrderLine("o" + i, "p" + (i % 2 + 1), i + 1, BigDecimal.ONE));
        }
        WriteBatch.Result written = WriteBatch.on(client)
                .putAll(lines, many)
                .put(orders, new ShopOrder("c1", "o0", MAY_1, OrderStatus.PLACED, BigDecimal.ONE, List.of(), null))
                .execute();
        written.orThrow();
        assertEquals(15, lines.ordersWith("p1").stream().count());
        assertEquals(List.of("o0", "o10", "o12"), lines.ordersWith("p1").limit(3).page().items().stream()
                .map(OrderLine::orderId).toList());

        List<Key<OrderLine>> keys = List.of(OrderLineKeys.primaryKey("o3", "p2"),
                OrderLineKeys.primaryKey("o1", "p2"), OrderLineKeys.primaryKey("o1", "p1"));
        ReadBatch.Result read = ReadBatch.on(client).getAll(lines, keys)
                .get(products, ProductKeys.primaryKey("p2")).execute().orThrow();
        assertEquals(List.of(4, 2), read.of(lines).items().stream().map(OrderLine::quantity).toList());
        assertEquals("Teapot", read.of(products).items().get(0).name());
        assertEquals(List.of(4, 2), lines.getAll(keys).orThrow().items().stream().map(OrderLine::quantity).toList());
        lines.deleteAll(keys).orThrow();
        assertTrue(lines.get("o3", "p2").isEmpty());
        assertEquals(13, lines.ordersWith("p2").stream().count());
        assertEquals(List.of("p1"), lines.linesOf("o0").stream().map(OrderLine::productId).toList());
    }

    private void placeOrder(String customerId, String orderId, Instant at, String productId, int quantity) {
        Product product = products.get(productId).orElseThrow();
        WriteTransaction.on(client)
                .create(orders, new ShopOrder(customerId, orderId, at, OrderStatus.PLACED,
                        product.price().multiply(BigDecimal.valueOf(quantity)), List.of("placed"), null))
                .create(lines, new OrderLine(orderId, productId, quantity, product.price()))
                .update(products.update(productId).decrement(ProductSchema.STOCK, quantity)
                        .when(ProductSchema.STOCK.ge(quantity)))
                .check(customers, CustomerKeys.primaryKey(customerId), CustomerSchema.EMAIL.exists())
                .execute();
    }
}
