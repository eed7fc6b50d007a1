package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.testing.KeywayLocalExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Cursors are opaque and only continue the query that made them. */
class CursorTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    @Test
    void aCursorFromAnotherQueryOrPartitionIsRejected(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(4);
        String cursor = shop.orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        assertEquals(1, shop.orders.ordersOf("c1").limit(1).page(cursor).items().size());
        assertThrows(InvalidCursorException.class, () -> shop.orders.ordersOf("c2").limit(1).page(cursor));
        assertThrows(InvalidCursorException.class, () -> shop.orders.byStatus(Status.PLACED).page(cursor));
        assertThrows(InvalidCursorException.class,
                () -> shop.orders.ordersOf("c1").placedAt().gt(ShopFixture.T0).page(cursor));
    }

    /**
     * The same access pattern and partition on another table (a copy of the data), or read the
     * other way round, is another query: a cursor of one must not continue the other, where it
     * would skip or repeat items.
     */
    @Test
    void aCursorOfAnotherTableOrOrderIsRejectedBeforeAnyRequest(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(4);
        OrderRepository copy = new OrderRepository(client, "Shop-copy");
        copy.createTable();
        shop.orders.scan().forEach(copy::put);
        String ascending = shop.orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        assertEquals(1, shop.orders.ordersOf("c1").limit(1).page(ascending).items().size());

        CountingClient counting = new CountingClient(client);
        OrderRepository copyCounted = new OrderRepository(counting.client(), "Shop-copy");
        OrderRepository shopCounted = new OrderRepository(counting.client());
        InvalidCursorException otherTable = assertThrows(InvalidCursorException.class,
                () -> copyCounted.ordersOf("c1").limit(1).page(ascending));
        assertTrue(otherTable.getMessage().contains("table"), otherTable.getMessage());
        assertThrows(InvalidCursorException.class, () -> shopCounted.ordersOf("c1").descending().limit(1).page(ascending));
        String descending = shop.orders.ordersOf("c1").descending().limit(1).page().cursor().orElseThrow();
        assertThrows(InvalidCursorException.class, () -> shopCounted.ordersOf("c1").limit(1).page(descending));
        assertEquals(0, counting.calls("query"), "refused before any request");
        assertEquals(1, copy.ordersOf("c1").descending().limit(1).page(
                copy.ordersOf("c1").descending().limit(1).page().cursor().orElseThrow()).items().size());
    }

    @Test
    void aMalformedCursorIsRejected(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(2);
        String cursor = shop.orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        for (String bad : new String[] {"", "not a cursor!", cursor.substring(0, cursor.length() / 2), cursor + "AA"}) {
            assertThrows(InvalidCursorException.class, () -> shop.orders.ordersOf("c1").limit(1).page(bad), bad);
        }
    }
}
