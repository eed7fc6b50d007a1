package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Refund;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.writes.Session;
import dev.keyway.it.writes.SessionRepository;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.ScanProgress;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Scans of the orders in the shared Shop table, in one and in several segments. */
class ScanTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final int ORDERS = 1_000;

    /** Orders of 20 customers (every fourth SHIPPED), and customers and refunds in the same table. */
    private static Seeded seed(DynamoDbClient client, int count) {
        ShopFixture shop = new ShopFixture(client);
        List<Order> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            orders.add(ShopFixture.order("c" + (i % 20), "o" + i, ShopFixture.T0.plus(Duration.ofMinutes(i)),
                    i % 4 == 0 ? Status.SHIPPED : Status.PLACED));
        }
        shop.orders.putAll(orders).orThrow();
        for (int i = 0; i < 5; i++) {
            shop.customers.put(new Customer("c" + i, "c" + i + "@example.com", "Customer " + i, 0));
            shop.refunds.put(new Refund("c" + i, "r" + i, Status.SHIPPED, ShopFixture.T0, new BigDecimal("5.00")));
        }
        return new Seeded(shop, orders);
    }

    private record Seeded(ShopFixture shop, List<Order> orders) {

        Scan<Order> scan() {
            return shop.orders.scan();
        }
    }

    @Test
    void oneSegmentDeliversEveryOrderOnceAndNothingElse(DynamoDbClient client) {
        Seeded seeded = seed(client, ORDERS);
        List<Order> delivered = new ArrayList<>();
        List<ScanProgress> reports = new ArrayList<>();

        seeded.scan().pageSize(50).progress(reports::add).forEach(delivered::add);

        assertEquals(ORDERS, delivered.size());
        assertEquals(new HashSet<>(seeded.orders()), new HashSet<>(delivered), "each order once, no customer or refund");
        checkProgress(reports, 1);

        List<Order> streamed = seeded.scan().pageSize(100).consistentRead().stream().toList();
        assertEquals(new HashSet<>(seeded.orders()), new HashSet<>(streamed));
        assertEquals(ORDERS, streamed.size());
        assertThrows(IllegalStateException.class, () -> seeded.scan().segments(2).stream());
    }

    @Test
    void fourSegmentsDeliverEveryOrderOnceInParallel(DynamoDbClient client) {
        Seeded seeded = seed(client, ORDERS);
        ConcurrentLinkedQueue<Order> delivered = new ConcurrentLinkedQueue<>();
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        List<ScanProgress> reports = Collections.synchronizedList(new ArrayList<>());

        seeded.scan().segments(4).pageSize(50).progress(reports::add).forEach(order -> {
            threads.add(Thread.currentThread());
            delivered.add(order);
        });

        assertEquals(ORDERS, delivered.size());
        assertEquals(new HashSet<>(seeded.orders()), new HashSet<>(delivered), "each order once, no customer or refund");
        assertTrue(threads.size() <= 4, "threads " + threads);
        checkProgress(reports, 4);

        IllegalStateException full = new IllegalStateException("export target full");
        AtomicInteger exported = new AtomicInteger();
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> seeded.scan().segments(4).pageSize(50).forEach(order -> {
                    if (exported.incrementAndGet() == 120) {
                        throw full;
                    }
                }));
        assertSame(full, thrown, "rethrown as thrown");
        assertTrue(exported.get() < ORDERS, "the other segments stopped, after " + exported.get() + " orders");
    }

    /** Totals grow to 1,000, every segment reports done once, and each report follows its segment's last. */
    private static void checkProgress(List<ScanProgress> reports, int segments) {
        long previousTotal = 0;
        Map<Integer, ScanProgress> lastOfSegment = new HashMap<>();
        for (ScanProgress report : reports) {
            assertEquals(segments, report.totalSegments());
            assertTrue(report.itemsTotal() >= previousTotal, "totals only grow");
            previousTotal = report.itemsTotal();
            ScanProgress before = lastOfSegment.put(report.segment(), report);
            long pageItems = report.itemsInSegment() - (before == null ? 0 : before.itemsInSegment());
            assertTrue(pageItems >= 0 && pageItems <= 50, "a page holds at most the page size: " + pageItems);
            assertEquals(before == null ? 1 : before.pagesInSegment() + 1, report.pagesInSegment());
            assertTrue(before == null || !before.segmentDone(), "nothing after a segment's last page");
        }
        ScanProgress last = reports.get(reports.size() - 1);
        assertEquals(ORDERS, last.itemsTotal());
        assertEquals(segments, last.segmentsDone());
        assertTrue(last.scanDone());
        assertEquals(segments, lastOfSegment.size(), "every segment reported");
        List<ScanProgress> done = reports.stream().filter(ScanProgress::segmentDone).toList();
        assertEquals(segments, done.size(), "every segment reports done once");
        assertEquals(ORDERS, done.stream().mapToLong(ScanProgress::itemsInSegment).sum());
        assertEquals(reports.size(), done.stream().mapToLong(ScanProgress::pagesInSegment).sum(), "a report per page");
        assertTrue(reports.size() >= ORDERS / 50, "pages of at most 50 items: " + reports.size());
    }

    @Test
    void aFilterOnStatusIsAppliedInEverySegment(DynamoDbClient client) {
        Seeded seeded = seed(client, 200); // filters need no thousand orders: keeps the test fast
        Set<Order> shipped = seeded.orders().stream().filter(order -> order.status() == Status.SHIPPED)
                .collect(Collectors.toSet());
        ConcurrentLinkedQueue<Order> delivered = new ConcurrentLinkedQueue<>();

        Scan<Order> scan = seeded.scan().segments(4).pageSize(20).filter(OrderSchema.STATUS.eq(Status.SHIPPED));
        scan.forEach(delivered::add);

        assertEquals(50, shipped.size());
        assertEquals(50, delivered.size(), "no refund, though refunds have a SHIPPED status too");
        assertEquals(shipped, new HashSet<>(delivered));
        assertEquals(50, scan.count());
        assertEquals(200, seeded.scan().segments(3).count());
        assertEquals(20, seeded.scan().filter(OrderSchema.STATUS.eq(Status.SHIPPED))
                .filter(OrderSchema.CUSTOMER_ID.in("c0", "c4", "c1")).count(), "several filters all hold");
    }

    @Test
    void expiredItemsAreLeftOutLikeReadsLeaveThemOut(DynamoDbClient client) {
        SessionRepository sessions = new SessionRepository(client);
        sessions.createTable();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        List<Session> live = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Session session = new Session("s" + i, "u" + (i % 3), i % 3 == 0 ? null : now.plus(Duration.ofHours(i)));
            sessions.put(session);
            live.add(session);
        }
        for (int i = 0; i < 10; i++) { // DynamoDB deletes expired items late: still stored, never delivered
            sessions.put(new Session("old" + i, "u0", now.minus(Duration.ofMinutes(i + 1))));
        }
        Scan<Session> scan = sessions.scan();
        ConcurrentLinkedQueue<Session> delivered = new ConcurrentLinkedQueue<>();

        scan.segments(3).pageSize(7).forEach(delivered::add);

        assertEquals(new HashSet<>(live), new HashSet<>(delivered));
        assertEquals(30, delivered.size());
        assertEquals(30, scan.segments(2).count());
    }
}
