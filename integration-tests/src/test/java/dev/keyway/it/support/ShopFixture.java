package dev.keyway.it.support;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerRepository;
import dev.keyway.it.shop.DeviceEventRepository;
import dev.keyway.it.shop.LineItem;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.Refund;
import dev.keyway.it.shop.RefundRepository;
import dev.keyway.it.shop.Status;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Repositories on one fresh "Shop" table, and helpers that make orders. */
public final class ShopFixture {

    public static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    public final CustomerRepository customers;
    public final OrderRepository orders;
    public final RefundRepository refunds;
    public final DeviceEventRepository events;

    public ShopFixture(DynamoDbClient client) {
        customers = new CustomerRepository(client);
        orders = new OrderRepository(client);
        refunds = new RefundRepository(client);
        events = new DeviceEventRepository(client);
        orders.createTable();
    }

    public static Order order(String customerId, String orderId, Instant placedAt, Status status) {
        return new Order(customerId, orderId, placedAt, status, new BigDecimal("19.95"),
                List.of(new LineItem("sku-1", 2, new BigDecimal("9.95"))), null);
    }

    /** {@code count} orders of customer c1, one hour apart, alternating PLACED and SHIPPED. */
    public List<Order> seedOrders(int count) {
        List<Order> seeded = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Order order = order("c1", "o" + i, T0.plus(Duration.ofHours(i)), i % 2 == 0 ? Status.PLACED : Status.SHIPPED);
            orders.put(order);
            seeded.add(order);
        }
        return seeded;
    }

    public void seedCustomer() {
        customers.put(new Customer("c1", "ada@example.com", "Ada Lovelace", 1));
    }

    public void seedRefund(Status status, Instant at) {
        refunds.put(new Refund("c1", "r-" + at.toEpochMilli(), status, at, new BigDecimal("5.00")));
    }
}
