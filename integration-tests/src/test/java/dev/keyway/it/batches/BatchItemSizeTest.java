package dev.keyway.it.batches;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.LineItem;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.internal.batch.Batches;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The item size check against the database's own (Keyway Local's, which follows the Developer Guide's
 * "Item sizes and formats"): an order of exactly 409,600 bytes by our count is accepted by the
 * database (we are not stricter), one byte more is refused by both
 * (we are not laxer), and ours refuses it before any request. Numbers of several shapes, since
 * their size is the part DynamoDB documents only approximately.
 */
class BatchItemSizeTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @ParameterizedTest
    @ValueSource(strings = {"19.95", "-19.95", "0", "100", "123456789.123456789", "-0.000001"})
    void ourLimitIsTheDatabasesLimit(String total, DynamoDbClient client) {
        new OrderRepository(client).createTable();
        Order atLimit = orderOfSize(ItemSize.LIMIT, total, "x");
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(atLimit);
        assertEquals(ItemSize.LIMIT, ItemSize.of(item));
        assertDoesNotThrow(() -> ItemSize.check(OrderSchema.INSTANCE, item));
        client.putItem(request -> request.tableName("Shop").item(item)); // the database accepts it

        Order over = orderOfSize(ItemSize.LIMIT + 1, total, "x");
        Map<String, AttributeValue> overItem = OrderSchema.INSTANCE.toItem(over);
        ItemTooLargeException error = assertThrows(ItemTooLargeException.class,
                () -> ItemSize.check(OrderSchema.INSTANCE, overItem));
        assertEquals("Order", error.entityType());
        assertEquals(OrderSchema.INSTANCE.table().describeKey(overItem), error.key());
        assertEquals(ItemSize.LIMIT + 1, error.size());
        DynamoDbException refused = assertThrows(DynamoDbException.class,
                () -> client.putItem(request -> request.tableName("Shop").item(overItem)),
                "the database refuses what our check refuses");
        assertTrue(refused.getMessage().contains("size"), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"é", "€", "😀"})
    void multiByteTextIsCountedAsDynamoDbCountsIt(String character, DynamoDbClient client) {
        new OrderRepository(client).createTable();
        // fill up to the limit with ASCII minus room for one multi-byte character, then add it
        int width = character.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        Order filler = orderOfSize(ItemSize.LIMIT - width, "19.95", "x");
        Order atLimit = withSku(filler, filler.lines().get(0).sku() + character);
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(atLimit);
        assertEquals(ItemSize.LIMIT, ItemSize.of(item));
        client.putItem(request -> request.tableName("Shop").item(item));

        Order over = withSku(atLimit, atLimit.lines().get(0).sku() + "x");
        assertThrows(ItemTooLargeException.class, () -> ItemSize.check(OrderSchema.INSTANCE,
                OrderSchema.INSTANCE.toItem(over)));
        assertThrows(DynamoDbException.class, () -> client.putItem(request -> request.tableName("Shop")
                .item(OrderSchema.INSTANCE.toItem(over))));
    }

    @org.junit.jupiter.api.Test
    void aBatchWithOneOversizeOrderWritesNothing(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        CountingClient counting = new CountingClient(client);
        List<Order> orders = new ArrayList<>(BatchTest.orders(100));
        Order big = orderOfSize(ItemSize.LIMIT + 1, "19.95", "x");
        orders.add(70, big);
        ItemTooLargeException error = assertThrows(ItemTooLargeException.class, () -> Batches.putAll(
                counting.client(), "Shop", OrderSchema.INSTANCE, orders, BatchOptions.defaults()));
        assertEquals(OrderSchema.INSTANCE.table().describeKey(OrderKeys.primaryKey(big).attributes()), error.key());
        assertEquals(0, counting.calls("batchWriteItem"), "refused before any request");
        assertEquals(0, BatchTest.count(client));

        orders.set(70, orderOfSize(ItemSize.LIMIT, "19.95", "x")); // at the limit: the batch goes through
        Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, BatchOptions.defaults()).orThrow();
        assertEquals(101, BatchTest.count(client));
    }

    /** An order whose item is exactly {@code size} bytes by our count, grown through a line's SKU. */
    static Order orderOfSize(long size, String total, String filler) {
        Order empty = ShopFixture.order("c1", "big", ShopFixture.T0, Status.PLACED);
        empty = new Order(empty.customerId(), empty.orderId(), empty.placedAt(), empty.status(), new BigDecimal(total),
                List.of(new LineItem("", 2, new BigDecimal("9.95"))), null);
        long overhead = ItemSize.of(OrderSchema.INSTANCE.toItem(empty));
        return withSku(empty, filler.repeat((int) (size - overhead)));
    }

    static Order withSku(Order order, String sku) {
        LineItem line = order.lines().get(0);
        return new Order(order.customerId(), order.orderId(), order.placedAt(), order.status(), order.total(),
                List.of(new LineItem(sku, line.quantity(), line.unitPrice())), order.expiresAt());
    }
}
