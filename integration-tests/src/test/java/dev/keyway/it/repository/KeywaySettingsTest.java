package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Repositories built with different {@link KeywaySettings} in one JVM are independent: each signs
 * cursors with its own keys and reports to its own listener, and neither touches the process-wide
 * defaults that repositories without settings use.
 */
class KeywaySettingsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final byte[] KEY_A = "settings-key-A-0123456789".getBytes(StandardCharsets.UTF_8);
    private static final byte[] KEY_B = "settings-key-B-0123456789".getBytes(StandardCharsets.UTF_8);

    /** Records the requests it hears. */
    private static final class Recording implements RequestListener {
        final List<RequestEvent> heard = new CopyOnWriteArrayList<>();

        @Override
        public void onRequest(RequestEvent event) {
            heard.add(event);
        }
    }

    @Test
    void twoCursorKeysInOneJvm(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(4);
        OrderRepository ordersA = new OrderRepository(client, KeywaySettings.defaults().withCursorKey(KEY_A));
        OrderRepository ordersB = new OrderRepository(client, KeywaySettings.defaults().withCursorKey(KEY_B));

        String cursorA = ordersA.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        assertEquals(1, ordersA.ordersOf("c1").limit(1).page(cursorA).items().size());
        assertThrows(InvalidCursorException.class, () -> ordersB.ordersOf("c1").limit(1).page(cursorA));
        assertThrows(InvalidCursorException.class, () -> shop.orders.ordersOf("c1").limit(1).page(cursorA),
                "the process-wide key is another");
        String processWide = shop.orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
        assertThrows(InvalidCursorException.class, () -> ordersA.ordersOf("c1").limit(1).page(processWide));

        OrderRepository rotated = new OrderRepository(client,
                KeywaySettings.defaults().withCursorKeys(KEY_B, KEY_A));
        assertEquals(1, rotated.ordersOf("c1").limit(1).page(cursorA).items().size(), "an accepted older key");
    }

    @Test
    void anItemCollectionSignsWithItsSettingsKeys(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        shop.seedOrders(3);
        CustomerItemCollection itemsA = new CustomerItemCollection(client,
                KeywaySettings.defaults().withCursorKey(KEY_A));
        CustomerItemCollection itemsB = new CustomerItemCollection(client,
                KeywaySettings.defaults().withCursorKey(KEY_B));
        String cursorA = itemsA.query("c1").limit(1).page().cursor().orElseThrow();
        assertEquals(1, itemsA.query("c1").limit(1).page(cursorA).items().size());
        assertThrows(InvalidCursorException.class, () -> itemsB.query("c1").limit(1).page(cursorA));
    }

    @Test
    void twoListenersInOneJvm(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(2);
        Recording a = new Recording();
        Recording b = new Recording();
        OrderRepository ordersA = new OrderRepository(client, KeywaySettings.defaults().withRequestListener(a));
        OrderRepository ordersB = new OrderRepository(client, KeywaySettings.defaults().withRequestListener(b));

        ordersA.ordersOf("c1").page();
        assertEquals(1, a.heard.size());
        assertEquals("Query", a.heard.get(0).request().apiName());
        assertTrue(b.heard.isEmpty());

        ordersB.get("c1", ShopFixture.T0, "missing");
        assertEquals(1, a.heard.size());
        assertEquals(1, b.heard.size());
        assertEquals("GetItem", b.heard.get(0).request().apiName());

        shop.orders.ordersOf("c1").page();
        assertEquals(1, a.heard.size(), "a repository without settings reports to the process-wide default");
        assertEquals(1, b.heard.size());
    }

    @Test
    void defaultsAreTheProcessWideForms() {
        KeywaySettings defaults = KeywaySettings.defaults();
        assertTrue(defaults.requestListener().isEmpty());
        assertFalse(defaults.hasOwnCursorKeys());
        KeywaySettings own = defaults.withCursorKey(KEY_A).withRequestListener(RequestListener.NONE);
        assertTrue(own.hasOwnCursorKeys());
        assertEquals(RequestListener.NONE, own.requestListener().orElseThrow());
        assertFalse(defaults.hasOwnCursorKeys(), "immutable");
        assertThrows(IllegalArgumentException.class, () -> defaults.withCursorKey(new byte[8]));
    }
}
