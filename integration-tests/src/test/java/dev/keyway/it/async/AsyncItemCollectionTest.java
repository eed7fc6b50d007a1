package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemAsyncCollection;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An item collection through its generated {@code XAsyncCollection} (mirrors {@code queries.ItemCollectionTest}):
 * one Query returns the profile and the orders, each decoded into its own record, items of other types
 * skipped; pages follow the synchronous collection's cursors; the publisher on demand.
 */
class AsyncItemCollectionTest {

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

    private static <T> T await(CompletableFuture<T> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    @Test
    void theProfileAndTheLatestOrdersInOneRequest(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        List<Order> orders = shop.seedOrders(15);
        CustomerItemAsyncCollection items = new CustomerItemAsyncCollection(async);

        Page<CustomerItem> page = await(items.query("c1").descending().limit(11).page());
        assertEquals(11, page.items().size());
        Customer customer = assertInstanceOf(Customer.class, page.items().get(0));
        assertEquals("Ada Lovelace", customer.name());
        List<Order> latest = new ArrayList<>(orders.subList(5, 15));
        Collections.reverse(latest);
        assertEquals(latest, page.items().subList(1, 11));
        assertTrue(page.cursor().isPresent());
    }

    @Test
    void itemsOfTypesTheCollectionDoesNotHoldAreSkippedNotMisDecoded(DynamoDbClient client) throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        shop.seedOrders(3);
        shop.seedRefund(Status.PLACED, ShopFixture.T0); // REFUND#... in the same partition
        List<CustomerItem> all = Subscribers.collect(new CustomerItemAsyncCollection(async).query("c1").limit(2).items(), 1)
                .get(10, TimeUnit.SECONDS);
        assertEquals(4, all.size(), "three orders and the profile; the refund is not a CustomerItem");
        assertEquals(3, all.stream().filter(item -> item instanceof Order).count());
    }

    @Test
    void pagesFollowTheirCursorsWhichTheSynchronousCollectionSharesAndTheConditionsNarrow(DynamoDbClient client)
            throws Exception {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        List<Order> orders = shop.seedOrders(7);
        AsyncQuery<CustomerItem> query = new CustomerItemAsyncCollection(async).query("c1").limit(3);
        List<CustomerItem> read = new ArrayList<>();
        Page<CustomerItem> page = await(query.page());
        read.addAll(page.items());
        while (page.cursor().isPresent()) {
            page = await(query.page(page.cursor()));
            read.addAll(page.items());
        }
        assertEquals(8, read.size());
        assertInstanceOf(Customer.class, read.get(7), "ascending, the profile comes last");

        String syncCursor = new CustomerItemCollection(client).query("c1").limit(3).page().cursor().orElseThrow();
        assertEquals(read.subList(3, 6), await(query.page(syncCursor)).items());
        assertEquals(List.copyOf(orders), await(new CustomerItemAsyncCollection(async)
                .query("c1", q -> q.sortKey().beginsWith("ORDER#")).page()).items());

        ExecutionException failed = assertThrows(ExecutionException.class,
                () -> await(new CustomerItemAsyncCollection(async).query("c2").limit(3).page(syncCursor)));
        assertInstanceOf(InvalidCursorException.class, failed.getCause(), "a cursor of another partition");
    }
}
