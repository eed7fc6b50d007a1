package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.onetomany.Customer;
import dev.keyway.it.guide.patterns.onetomany.CustomerItem;
import dev.keyway.it.guide.patterns.onetomany.CustomerItemCollection;
import dev.keyway.it.guide.patterns.onetomany.CustomerOrdersTable;
import dev.keyway.it.guide.patterns.onetomany.CustomerRepository;
import dev.keyway.it.guide.patterns.onetomany.Order;
import dev.keyway.it.guide.patterns.onetomany.OrderKeys;
import dev.keyway.it.guide.patterns.onetomany.OrderRepository;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The one-to-many pattern: a customer and its orders in one partition, read apart or together. */
class OneToManyPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY = Instant.parse("2024-05-01T00:00:00Z");

    private CustomerRepository customers;
    private OrderRepository orders;
    private CustomerItemCollection items;

    @BeforeEach
    void seed(DynamoDbClient client) {
        CustomerOrdersTable.createIfMissing(client);
        customers = new CustomerRepository(client);
        orders = new OrderRepository(client);
        items = new CustomerItemCollection(client);
        customers.put(new Customer("c1", "Ann"));
        customers.put(new Customer("c2", "Bob"));
        for (int day = 1; day <= 5; day++) {
            orders.put(new Order("c1", Instant.parse("2024-04-2" + (day + 3) + "T10:00:00Z"), "o" + day, new BigDecimal(day)));
            orders.put(new Order("c2", Instant.parse("2024-05-0" + day + "T10:00:00Z"), "p" + day, BigDecimal.ONE));
        }
    }

    @Test
    void theOrdersOfACustomerSinceADateNewestFirst() {
        List<Order> recent = orders.ordersOf("c1").placedAt().ge(Instant.parse("2024-04-26T00:00:00Z"))
                .descending().stream().toList();

        assertEquals(List.of("o5", "o4", "o3"), recent.stream().map(Order::orderId).toList());
    }

    @Test
    void oneOrderByItsKey() {
        Order order = orders.get("c1", Instant.parse("2024-04-24T10:00:00Z"), "o1").orElseThrow();

        assertEquals(new BigDecimal("1"), order.total());
    }

    @Test
    void theCustomerAndItsLatestOrdersInOneQuery() {
        Page<CustomerItem> page = items.query("c1").descending().limit(3).page();

        assertInstanceOf(Customer.class, page.items().get(0));                      // "PROFILE" sorts after "ORDER#..."
        assertEquals(List.of("o5", "o4"), page.items().subList(1, 3).stream().map(item -> ((Order) item).orderId()).toList());
        assertTrue(page.cursor().isPresent());
    }

    @Test
    void theWholeCollectionAndOnlyTheOrdersOfIt() {
        List<CustomerItem> all = items.query("c1").stream().toList();
        List<CustomerItem> ordersOnly = items.query("c1").sortKey().beginsWith(OrderKeys.sortKeyPrefix()).stream().toList();
        List<CustomerItem> sinceMay = items.query("c2").sortKey().ge(OrderKeys.sortKeyPrefix(MAY)).stream().toList();

        assertEquals(6, all.size());
        assertInstanceOf(Customer.class, all.get(5));
        assertEquals(5, ordersOnly.size());
        assertTrue(ordersOnly.stream().allMatch(Order.class::isInstance));
        assertEquals(6, sinceMay.size());                                            // the May orders, then PROFILE
    }
}
