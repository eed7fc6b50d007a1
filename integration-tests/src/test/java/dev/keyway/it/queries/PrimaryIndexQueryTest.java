package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Every sort-key condition of an access pattern on the table's primary key, on a partition
 * that also holds another entity type (the customer's profile and refunds).
 */
class PrimaryIndexQueryTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private ShopFixture shop;
    private List<Order> orders;

    @BeforeEach
    void seed(DynamoDbClient client) {
        shop = new ShopFixture(client);
        shop.seedCustomer();
        shop.seedRefund(Status.PLACED, ShopFixture.T0);
        orders = shop.seedOrders(10);
    }

    private static Instant hour(int h) {
        return ShopFixture.T0.plus(Duration.ofHours(h));
    }

    private List<Order> where(Predicate<Order> condition) {
        return orders.stream().filter(condition).toList();
    }

    @Test
    void withoutConditionsOnlyThisEntitysItemsComeBackInSortKeyOrder() {
        assertEquals(orders, shop.orders.ordersOf("c1").page().items());
        assertEquals(List.of(), shop.orders.ordersOf("nobody").page().items());
    }

    @Test
    void rangeConditionsOnTheFirstSortKeyComponent() {
        assertEquals(where(o -> !o.placedAt().isBefore(hour(2)) && !o.placedAt().isAfter(hour(5))),
                shop.orders.ordersOf("c1").placedAt().between(hour(2), hour(5)).page().items());
        assertEquals(where(o -> o.placedAt().isBefore(hour(3))),
                shop.orders.ordersOf("c1").placedAt().lt(hour(3)).page().items());
        assertEquals(where(o -> !o.placedAt().isAfter(hour(3))),
                shop.orders.ordersOf("c1").placedAt().le(hour(3)).page().items());
        assertEquals(where(o -> o.placedAt().isAfter(hour(7))),
                shop.orders.ordersOf("c1").placedAt().gt(hour(7)).page().items());
        assertEquals(where(o -> !o.placedAt().isBefore(hour(7))),
                shop.orders.ordersOf("c1").placedAt().ge(hour(7)).page().items());
        assertEquals(List.of(), shop.orders.ordersOf("c1").placedAt().between(hour(5), hour(2)).page().items(),
                "an empty range matches nothing");
    }

    @Test
    void greaterThanTheLastOrderDoesNotReachTheRefundsOrProfileSortedAfterIt() {
        assertEquals(List.of(), shop.orders.ordersOf("c1").placedAt().gt(hour(9)).page().items());
        assertEquals(List.of(), shop.orders.ordersOf("c1").placedAt().lt(hour(0)).page().items());
    }

    @Test
    void equalityOnLeadingComponentsThenConditionsOnTheNext() {
        Instant at = hour(4);
        shop.orders.put(ShopFixture.order("c1", "a-2", at, Status.PLACED));
        shop.orders.put(ShopFixture.order("c1", "a-10", at, Status.PLACED));
        shop.orders.put(ShopFixture.order("c1", "b-1", at, Status.PLACED));
        List<String> all = ids(shop.orders.ordersOf("c1").placedAt().eq(at).page());
        assertEquals(List.of("a-10", "a-2", "b-1", "o4"), all);
        assertEquals(List.of("a-2"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().eq("a-2").page()));
        assertEquals(List.of("a-10", "a-2"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().beginsWith("a-").page()));
        assertEquals(List.of("a-10", "a-2", "b-1"),
                ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().between("a", "b-1").page()));
        assertEquals(List.of("a-10"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().lt("a-2").page()));
        assertEquals(List.of("a-10", "a-2"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().le("a-2").page()));
        assertEquals(List.of("b-1", "o4"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().gt("a-2").page()));
        assertEquals(List.of("a-2", "b-1", "o4"),
                ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().ge("a-2").page()));
    }

    @Test
    void aQueryOnALeadingComponentMatchesExactlyThatValue() {
        Instant at = hour(4);
        shop.orders.put(ShopFixture.order("c1", "2024", at, Status.PLACED));
        shop.orders.put(ShopFixture.order("c1", "20240", at, Status.PLACED));
        shop.orders.put(ShopFixture.order("c1", "2024#x", at, Status.PLACED)); // a delimiter inside a value
        assertEquals(List.of("2024"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().eq("2024").page()));
        assertEquals(List.of("2024#x"), ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().eq("2024#x").page()));
        assertEquals(List.of("2024", "2024#x", "20240"),
                ids(shop.orders.ordersOf("c1").placedAt().eq(at).orderId().beginsWith("2024").page()));
        // Fractional seconds sort correctly and a prefix on a time is exact to the nanosecond.
        Instant withNanos = at.plusNanos(1);
        shop.orders.put(ShopFixture.order("c1", "later", withNanos, Status.PLACED));
        assertEquals(List.of("later"), ids(shop.orders.ordersOf("c1").placedAt().eq(withNanos).page()));
        assertEquals(List.of("later"), ids(shop.orders.ordersOf("c1").placedAt().gt(at)
                .limit(1).page()));
    }

    @Test
    void descendingReversesTheOrder() {
        List<Order> reversed = new java.util.ArrayList<>(orders);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, shop.orders.ordersOf("c1").descending().page().items());
        assertEquals(List.of(orders.get(9), orders.get(8)),
                shop.orders.ordersOf("c1").descending().limit(2).page().items());
    }

    @Test
    void pagesFollowTheCursorAndTheLastPageHasNone() {
        var query = shop.orders.ordersOf("c1").placedAt().ge(hour(1)).limit(3);
        Page<Order> first = query.page();
        assertEquals(orders.subList(1, 4), first.items());
        assertTrue(first.cursor().isPresent());
        Page<Order> second = query.page(first.cursor().get());
        assertEquals(orders.subList(4, 7), second.items());
        Page<Order> third = query.page(second.cursor().get());
        assertEquals(orders.subList(7, 10), third.items());
        assertFalse(third.cursor().isPresent(), "exactly three items were left: no empty fourth page");
    }

    @Test
    void streamReadsEveryPageLazily(DynamoDbClient client) {
        assertEquals(orders, shop.orders.ordersOf("c1").limit(4).stream().toList());
        CountingClient counting = new CountingClient(client);
        var lazy = new dev.keyway.it.shop.OrderRepository(counting.client());
        assertEquals(orders.subList(0, 2), lazy.ordersOf("c1").limit(4).stream().limit(2).toList());
        assertEquals(1, counting.calls("query"), "two items need one page of four");
        assertEquals(orders.subList(0, 6), lazy.ordersOf("c1").limit(4).stream().limit(6).toList());
        assertEquals(3, counting.calls("query"), "six items need two more pages");
    }

    private static List<String> ids(Page<Order> page) {
        return page.items().stream().map(Order::orderId).toList();
    }
}
