package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.Query;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Paging loops without {@code if} or {@code get()}: {@code page(Optional)} and {@code pages()}. */
class PagingTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void pageTakesTheCursorOfThePreviousPageAsItIs(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(5);
        Query<Order> query = shop.orders.ordersOf("c1").limit(2);

        List<String> read = new ArrayList<>();
        int pages = 0;
        Optional<String> cursor = Optional.empty();
        do {
            Page<Order> page = query.page(cursor);
            page.items().forEach(order -> read.add(order.orderId()));
            cursor = page.cursor();
            pages++;
        } while (cursor.isPresent());

        assertEquals(List.of("o0", "o1", "o2", "o3", "o4"), read);
        assertEquals(3, pages);
        assertEquals(query.page().items(), query.page(Optional.empty()).items());
    }

    @Test
    void pagesAreFetchedOneRequestAtATime(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedOrders(5);
        CountingClient counting = new CountingClient(client);
        Query<Order> query = new ShopFixture(counting.client()).orders.ordersOf("c1").limit(2);

        Page<Order> first = query.pages().findFirst().orElseThrow();
        assertEquals(2, first.items().size());
        assertTrue(first.cursor().isPresent());
        assertEquals(1, counting.calls("query"));

        List<Page<Order>> all = query.pages().toList();
        assertEquals(List.of(2, 2, 1), all.stream().map(page -> page.items().size()).toList());
        assertFalse(all.get(2).cursor().isPresent());
        assertEquals(4, counting.calls("query"));
    }
}
