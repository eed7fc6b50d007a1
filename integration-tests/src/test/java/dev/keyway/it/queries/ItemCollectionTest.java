package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** One query returns a customer's profile and orders, each decoded into its own record. */
class ItemCollectionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void theProfileAndTheLatestOrdersInOneRequest(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        List<Order> orders = shop.seedOrders(15);
        CountingClient counting = new CountingClient(client);
        CustomerItemCollection items = new CustomerItemCollection(counting.client());

        // "PROFILE" sorts after "ORDER#...": descending, the profile comes first, then the newest orders.
        Page<CustomerItem> page = items.query("c1").descending().limit(11).page();
        assertEquals(1, counting.calls("query"));
        assertEquals(11, page.items().size());
        Customer customer = assertInstanceOf(Customer.class, page.items().get(0));
        assertEquals("Ada Lovelace", customer.name());
        List<Order> latest = new ArrayList<>(orders.subList(5, 15));
        java.util.Collections.reverse(latest);
        assertEquals(latest, page.items().subList(1, 11));
        assertTrue(page.cursor().isPresent());
    }

    @Test
    void itemsOfTypesTheCollectionDoesNotHoldAreSkippedNotMisDecoded(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        shop.seedOrders(3);
        shop.seedRefund(Status.PLACED, ShopFixture.T0); // REFUND#... in the same partition
        List<CustomerItem> all = new CustomerItemCollection(client).query("c1").stream().toList();
        assertEquals(4, all.size(), "three orders and the profile; the refund is not a CustomerItem");
        assertEquals(3, all.stream().filter(item -> item instanceof Order).count());
    }

    @Test
    void pagesOfACollectionFollowTheirCursor(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        shop.seedOrders(7);
        var query = new CustomerItemCollection(client).query("c1").limit(3);
        List<CustomerItem> read = new ArrayList<>();
        Page<CustomerItem> page = query.page();
        read.addAll(page.items());
        while (page.cursor().isPresent()) {
            page = query.page(page.cursor().get());
            read.addAll(page.items());
        }
        assertEquals(8, read.size());
        assertInstanceOf(Customer.class, read.get(7), "ascending, the profile comes last");
    }
}
