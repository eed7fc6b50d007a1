package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.DeviceEvent;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.Refund;
import dev.keyway.it.shop.Severity;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Access patterns on global secondary indexes: overloaded, sparse, every sort-key condition. */
class SecondaryIndexQueryTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private ShopFixture shop;

    @BeforeEach
    void table(DynamoDbClient client) {
        shop = new ShopFixture(client);
    }

    private static Instant hour(int h) {
        return ShopFixture.T0.plus(Duration.ofHours(h));
    }

    @Test
    void byEmailFindsTheCustomer() {
        Customer ada = new Customer("c1", "ada@example.com", "Ada", 1);
        shop.customers.put(ada);
        shop.customers.put(new Customer("c2", "bob@example.com", "Bob", 1));
        assertEquals(List.of(ada), shop.customers.byEmail("ada@example.com").page().items());
        assertEquals(List.of(), shop.customers.byEmail("nobody@example.com").page().items());
    }

    @Test
    void anOverloadedIndexReturnsOnlyThePatternsOwnType() {
        List<Order> orders = shop.seedOrders(6);
        shop.seedRefund(Status.SHIPPED, hour(2)); // the same GSI1 partition STATUS#SHIPPED
        shop.seedRefund(Status.SHIPPED, hour(3).plusSeconds(1));
        List<Order> shipped = new ArrayList<>(orders.stream().filter(o -> o.status() == Status.SHIPPED).toList());
        shipped.sort(Comparator.comparing(Order::placedAt).reversed());
        assertEquals(shipped, shop.orders.byStatus(Status.SHIPPED).page().items(), "descending by default");
        List<Refund> refunds = shop.refunds.refundsByStatus(Status.SHIPPED).page().items();
        assertEquals(2, refunds.size());
        assertEquals(hour(2), refunds.get(0).requestedAt(), "ascending by default");
    }

    @Test
    void typeFilteredPagesStillReachEveryItemThroughTheirCursors() {
        List<Order> orders = shop.seedOrders(8);
        for (int i = 0; i < 8; i++) {
            shop.seedRefund(Status.PLACED, hour(i).plusSeconds(30)); // interleaved with the PLACED orders
        }
        List<Order> placed = orders.stream().filter(o -> o.status() == Status.PLACED).toList();
        List<Order> read = new ArrayList<>();
        var query = shop.orders.byStatus(Status.PLACED).ascending().limit(2);
        Page<Order> page = query.page();
        read.addAll(page.items());
        while (page.cursor().isPresent()) {
            page = query.page(page.cursor().get());
            read.addAll(page.items());
        }
        assertEquals(placed, read);
        assertEquals(placed, query.stream().toList());
    }

    @Test
    void everySortKeyConditionOnAnIndex() {
        List<Order> orders = shop.seedOrders(10);
        List<Order> shipped = orders.stream().filter(o -> o.status() == Status.SHIPPED).toList(); // hours 1,3,5,7,9
        var byStatus = shop.orders.byStatus(Status.SHIPPED).ascending();
        assertEquals(List.of(shipped.get(1)), byStatus.placedAt().eq(hour(3)).page().items());
        assertEquals(shipped.subList(1, 4), byStatus.placedAt().between(hour(3), hour(7)).page().items());
        assertEquals(shipped.subList(0, 2), byStatus.placedAt().lt(hour(5)).page().items());
        assertEquals(shipped.subList(0, 3), byStatus.placedAt().le(hour(5)).page().items());
        assertEquals(shipped.subList(3, 5), byStatus.placedAt().gt(hour(5)).page().items());
        assertEquals(shipped.subList(2, 5), byStatus.placedAt().ge(hour(5)).page().items());
    }

    @Test
    void anItemWithoutItsIndexKeyComponentsIsNotInTheIndex() {
        Order unknownStatus = ShopFixture.order("c1", "o-x", hour(1), null);
        shop.orders.put(unknownStatus);
        assertEquals(Optional.of(unknownStatus), shop.orders.get("c1", hour(1), "o-x"));
        for (Status status : Status.values()) {
            assertEquals(List.of(), shop.orders.byStatus(status).page().items());
        }
    }

    @Test
    void consistentReadsAreRefusedOnAGlobalIndex() {
        assertThrows(UnsupportedOperationException.class, () -> shop.orders.byStatus(Status.PAID).consistentRead());
        shop.seedOrders(1);
        assertEquals(1, shop.orders.ordersOf("c1").consistentRead().page().items().size());
    }

    @Test
    void enumSortKeysFollowDeclarationOrderAndNegativeNumbersSortFirst() {
        List<DeviceEvent> events = new ArrayList<>();
        long[] sequences = {Long.MIN_VALUE, -100, -1, 0, 1, 99, Long.MAX_VALUE};
        for (Severity severity : Severity.values()) {
            for (long sequence : sequences) {
                DeviceEvent event = new DeviceEvent("d1", severity, sequence, LocalDate.of(2024, 5, 1),
                        BigDecimal.valueOf(sequence % 1000, 2).stripTrailingZeros(), severity + "/" + sequence);
                shop.events.put(event);
                events.add(event);
            }
        }
        assertEquals(events, shop.events.eventsOf("d1").page().items(), "declaration order, then numeric order");
        assertEquals(events.stream().filter(e -> e.severity().compareTo(Severity.ERROR) >= 0).toList(),
                shop.events.eventsOf("d1").severity().ge(Severity.ERROR).page().items());
        assertEquals(events.stream().filter(e -> e.severity() == Severity.INFO && e.sequence() < 0).toList(),
                shop.events.eventsOf("d1").severity().eq(Severity.INFO).sequence().lt(0L).page().items());
        assertEquals(events.stream().filter(e -> e.severity() == Severity.INFO && e.sequence() >= -100 && e.sequence() <= 1).toList(),
                shop.events.eventsOf("d1").severity().eq(Severity.INFO).sequence().between(-100L, 1L).page().items());
        assertEquals(List.of(events.get(6 + 7)),
                shop.events.eventsOf("d1").severity().eq(Severity.INFO).sequence().eq(Long.MAX_VALUE).page().items());
    }

    @Test
    void bigDecimalSortKeysOnAnIndexSortByValue() {
        String[] readings = {"-12.5", "-1.55", "-1.5", "0", "0.001", "1.5", "1.55", "10", "100.25"};
        LocalDate day = LocalDate.of(2024, 5, 2);
        List<DeviceEvent> stored = new ArrayList<>();
        for (int i = readings.length - 1; i >= 0; i--) { // written out of order
            DeviceEvent event = new DeviceEvent("d" + i, Severity.INFO, i, day, new BigDecimal(readings[i]), "r" + i);
            shop.events.put(event);
            stored.add(0, event);
        }
        shop.events.put(new DeviceEvent("other-day", Severity.INFO, 1, day.plusDays(1), BigDecimal.ONE, "x"));
        assertEquals(stored, shop.events.readingsOn(day).page().items());
        assertEquals(stored.subList(1, 6),
                shop.events.readingsOn(day).reading().between(new BigDecimal("-1.55"), new BigDecimal("1.50")).page().items());
        assertEquals(stored.subList(6, 9),
                shop.events.readingsOn(day).reading().gt(new BigDecimal("1.5")).page().items());
        assertEquals(stored.subList(0, 2),
                shop.events.readingsOn(day).reading().lt(new BigDecimal("-1.5")).page().items());
        assertEquals(List.of(stored.get(5)),
                shop.events.readingsOn(day).reading().eq(new BigDecimal("1.50")).page().items(), "1.50 is the key of 1.5");
    }
}
