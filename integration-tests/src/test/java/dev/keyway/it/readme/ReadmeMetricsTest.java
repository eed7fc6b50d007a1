package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.DoubleAdder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** The README's "Metrics" examples, as written there, against Keyway Local. */
class ReadmeMetricsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Capacity units per access pattern ("Order.ordersOf", "Order.put"), and a warning for slow requests. */
    public static final class CapacityPerPattern implements RequestListener {

        private final Map<String, DoubleAdder> units = new ConcurrentHashMap<>();

        @Override
        public void onRequest(RequestEvent event) {        // on the thread that sent the request: thread-safe
            String pattern = event.entityType() + "." + event.accessPattern().orElse(event.operation().tag());
            units.computeIfAbsent(pattern, key -> new DoubleAdder()).add(event.capacityUnits());
            if (event.latency().toMillis() > 200) {
                System.err.println("slow " + event.request().apiName() + " for " + pattern + ": " + event.latency());
            }
        }

        @Override
        public ReturnConsumedCapacity consumedCapacity() {
            return ReturnConsumedCapacity.TOTAL;            // ask DynamoDB to report it
        }

        public double unitsOf(String pattern) {
            DoubleAdder sum = units.get(pattern);
            return sum == null ? 0 : sum.sum();
        }
    }

    @AfterEach
    void resetTheDefault() {
        RequestListener.setDefault(RequestListener.NONE);
    }

    @Test
    void capacityPerAccessPattern(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        new OrderRepository(client).put(ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED));

        CapacityPerPattern costs = new CapacityPerPattern();
        OrderRepository orders = new OrderRepository(client, "Shop", costs);   // this repository's requests
        KeywaySettings settings = KeywaySettings.defaults().withRequestListener(costs);
        OrderRepository viaSettings = new OrderRepository(client, settings);   // or the application's settings
        RequestListener.setDefault(costs);                                      // or everything without a listener
        orders.ordersOf("c1").page();
        double read = costs.unitsOf("Order.ordersOf");                         // 0.5 for a page under 4 KB

        assertEquals(0.5, read);
        new OrderRepository(client).get("c1", ShopFixture.T0, "o1");          // reported to the default
        assertEquals(0.5, costs.unitsOf("Order.get"));
        assertTrue(costs.unitsOf("Order.put") == 0, "nothing put through a listener");
        viaSettings.ordersOf("c1").page();
        assertEquals(1.0, costs.unitsOf("Order.ordersOf"), "reported through the settings' listener");
    }
}
