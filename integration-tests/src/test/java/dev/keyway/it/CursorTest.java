package dev.keyway.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.shop.Status;
import dev.keyway.runtime.InvalidCursorException;
import dev.keyway.testing.DynamoDbLocalExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Cursors are opaque and only continue the query that made them. */
class CursorTest {

    @RegisterExtension
    static final DynamoDbLocalExtension DYNAMO = DynamoDbLocalExtension.onLoopback();

    @Test
    void aCursorFromAnotherQueryOrPartitionIsRejected(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(4);
        String cursor = shop.orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        assertEquals(1, shop.orders.ordersOf("c1").limit(1).page(cursor).items().size());
        assertThrows(InvalidCursorException.class, () -> shop.orders.ordersOf("c2").limit(1).page(cursor));
        assertThrows(InvalidCursorException.class, () -> shop.orders.byStatus(Status.PLACED).page(cursor));
        assertThrows(InvalidCursorException.class,
                () -> shop.orders.ordersOf("c1").placedAtGreaterThan(ShopFixture.T0).page(cursor));
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
