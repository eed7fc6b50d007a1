package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.timeline.TicketClosed;
import dev.keyway.it.timeline.TicketClosedRepository;
import dev.keyway.it.timeline.TicketEvent;
import dev.keyway.it.timeline.TicketEventCollection;
import dev.keyway.it.timeline.TicketOpened;
import dev.keyway.it.timeline.TicketOpenedRepository;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Item-collection queries read a range of the partition: typed where members share the sort key's start, raw otherwise. */
class CollectionSortKeyTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    @Test
    void theCustomerAndItsOrdersSinceADayInOneQuery(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        List<Order> orders = shop.seedOrders(15);
        shop.seedRefund(Status.PLACED, ShopFixture.T0);
        CustomerItemCollection items = new CustomerItemCollection(client);

        // "ORDER#<placedAt>..." from the tenth order on, then "PROFILE" (which sorts after "ORDER#"); no refund.
        List<CustomerItem> since = items.query("c1")
                .sortKey().ge(OrderKeys.sortKeyPrefix(orders.get(10).placedAt())).stream().toList();
        assertEquals(6, since.size());
        assertEquals(orders.subList(10, 15), since.subList(0, 5));
        assertInstanceOf(Customer.class, since.get(5));

        // The ten latest orders only, newest first, in one request of one page.
        List<CustomerItem> latest = items.query("c1").descending().limit(10)
                .sortKey().beginsWith(OrderKeys.sortKeyPrefix()).page().items();
        List<Order> newestFirst = new ArrayList<>(orders.subList(5, 15));
        Collections.reverse(newestFirst);
        assertEquals(newestFirst, latest);

        assertEquals(orders.subList(3, 6), items.query("c1").sortKey().between(
                OrderKeys.sortKeyPrefix(orders.get(3).placedAt()), OrderKeys.sortKeyPrefix(orders.get(6).placedAt()))
                .stream().toList(), "both bounds are key text: the 6th order's key sorts after its prefix");
        assertEquals(orders.subList(0, 2), items.query("c1")
                .sortKey().lt(OrderKeys.sortKeyPrefix(orders.get(2).placedAt())).stream().toList());
        assertEquals(List.of(), items.query("c1").sortKey().between("Z", "A").stream().toList(), "an empty range");
        assertThrows(IllegalArgumentException.class, () -> items.query("c1").sortKey().beginsWith(""));
    }

    @Test
    void membersThatShareTheSortKeysStartGetTypedConditions(DynamoDbClient client) {
        TicketOpenedRepository opened = new TicketOpenedRepository(client);
        TicketClosedRepository closed = new TicketClosedRepository(client);
        opened.createTable();
        for (int hour = 0; hour < 6; hour++) {
            Instant at = T0.plus(Duration.ofHours(hour));
            opened.put(new TicketOpened("t1", at, "agent-" + hour));
            closed.put(new TicketClosed("t1", at.plusSeconds(60), "fixed " + hour));
        }
        opened.put(new TicketOpened("t1", T0.plus(Duration.ofHours(3)).plusSeconds(60), "reopened")); // same at as a close
        TicketEventCollection timeline = new TicketEventCollection(client);

        List<TicketEvent> fromThree = timeline.query("t1").at().ge(T0.plus(Duration.ofHours(3))).stream()
                .toList();
        assertEquals(7, fromThree.size(), "hours 3, 4 and 5, opened and closed, and the reopening");
        assertInstanceOf(TicketOpened.class, fromThree.get(0));

        List<TicketEvent> atOneMoment = timeline.query("t1").at().eq(T0.plus(Duration.ofHours(3)).plusSeconds(60)).stream()
                .toList();
        assertEquals(2, atOneMoment.size(), "a close and a reopening at the same moment, both types");
        assertEquals(List.of(TicketClosed.class, TicketOpened.class),
                atOneMoment.stream().map(Object::getClass).toList(), "CLOSED sorts before OPENED");

        List<TicketEvent> firstHour = timeline.query("t1").at().between(T0, T0.plusSeconds(60)).stream().toList();
        assertEquals(List.of(new TicketOpened("t1", T0, "agent-0"), new TicketClosed("t1", T0.plusSeconds(60), "fixed 0")),
                firstHour);
        assertEquals(List.of(new TicketOpened("t1", T0, "agent-0")), timeline.query("t1").at().lt(T0.plusSeconds(60))
                .stream().toList());
        TicketEvent last = timeline.query("t1").descending().limit(1).page().items().get(0);
        assertEquals(new TicketClosed("t1", T0.plus(Duration.ofHours(5)).plusSeconds(60), "fixed 5"), last);
    }
}
