package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderAsyncRepository;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A segmented scan through the asynchronous repository on Keyway Local: every segment read (each
 * {@code Segment} of {@code TotalSegments} asked for), every record published once, the same records
 * as the synchronous parallel scan, filters applied.
 */
class AsyncParallelScanTest {

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

    @Test
    void everySegmentIsReadAndEveryRecordPublishedOnce(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer(); // another entity's item: not an order
        List<Order> seeded = shop.seedOrders(40);
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        RequestListener listener = events::add;
        OrderAsyncRepository orders = new OrderAsyncRepository(async, KeywaySettings.defaults().withRequestListener(listener));

        List<Order> read = Subscribers.collect(orders.scan().segments(4).parallelism(2).pageSize(3).items(), 5)
                .get(20, TimeUnit.SECONDS);
        assertEquals(seeded.size(), read.size(), "no record twice");
        assertEquals(new HashSet<>(seeded), new HashSet<>(read));
        Set<Order> synchronous = ConcurrentHashMap.newKeySet();
        new OrderRepository(client).scan().segments(4).forEach(synchronous::add);
        assertEquals(synchronous, new HashSet<>(read), "the synchronous parallel scan's records");
        assertTrue(events.stream().filter(event -> event.operation() == RequestEvent.Operation.SCAN).count() >= 4,
                "at least one request per segment");

        Set<Order> shipped = new HashSet<>(Subscribers.collect(orders.scan().segments(3)
                .filter(OrderSchema.STATUS.eq(Status.SHIPPED)).items(), 100).get(20, TimeUnit.SECONDS));
        assertEquals(new HashSet<>(seeded.stream().filter(order -> order.status() == Status.SHIPPED).toList()), shipped);
    }
}
