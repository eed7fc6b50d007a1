package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.types.EverythingRepository;
import dev.keyway.it.types.EverythingSchema;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Decoding never invents a value: a number its component's type cannot hold, or a key component
 * missing from an item that holds its key, is an {@link ItemDecodeException} naming the
 * attribute, never infinity, zero, a wrapped number or a null the key contradicts.
 */
class DecodingTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Stores the item written by other code (or a hand edit) directly. */
    private static void store(DynamoDbClient client, String table, Map<String, AttributeValue> item) {
        client.putItem(put -> put.tableName(table).item(item));
    }

    private static ItemDecodeException refused(EverythingRepository things, String attribute, String number) {
        ItemDecodeException error = assertThrows(ItemDecodeException.class,
                () -> things.get(RoundTripTest.ID, 3), attribute + " = " + number);
        assertEquals(attribute, error.attribute());
        return error;
    }

    /** DynamoDB holds magnitudes from 1E-130 to 1E+126: a float's range is smaller, a double's larger. */
    @Test
    void aNumberItsTypeCannotHoldIsRefused(DynamoDbClient client) {
        EverythingRepository things = new EverythingRepository(client);
        things.createTable();
        Map<String, AttributeValue> item = EverythingSchema.INSTANCE.toItem(RoundTripTest.full());
        for (String[] wrong : new String[][] {
                {"ratio", "1E+39"},           // a float would read it as Infinity
                {"boxedRatio", "1E-50"},      // ... or as 0.0
                {"number", "2147483648"},     // past an int
                {"boxedTiny", "200"},         // past a byte
                {"big", "9223372036854775808"},
                {"boxedNumber", "1.5"},       // not whole
                {"huge", "0.5"}}) {
            Map<String, AttributeValue> changed = new HashMap<>(item);
            changed.put(wrong[0], AttributeValue.fromN(wrong[1]));
            store(client, "Types", changed);
            ItemDecodeException error = refused(things, wrong[0], wrong[1]);
            assertTrue(error.getMessage().contains("does not fit") || error.getMessage().contains("not a whole number"),
                    error.getMessage());
        }
        Map<String, AttributeValue> inAList = new HashMap<>(item);
        inAList.put("matrix", AttributeValue.fromL(List.of(AttributeValue.fromL(List.of(AttributeValue.fromN("1"),
                AttributeValue.fromN("3000000000"))))));
        store(client, "Types", inAList);
        assertEquals("matrix[0][1]", refused(things, "matrix[0][1]", "3000000000").attribute());

        store(client, "Types", item);
        assertEquals(RoundTripTest.full().ratio(), things.get(RoundTripTest.ID, 3).orElseThrow().ratio());
    }

    @Test
    void aKeyComponentMissingFromAnItemThatHoldsItsKeyIsRefused(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client);
        orders.createTable();
        Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.SHIPPED);
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);

        Map<String, AttributeValue> withoutCustomer = new HashMap<>(item);
        withoutCustomer.remove("customerId");
        store(client, "Shop", withoutCustomer);
        ItemDecodeException get = assertThrows(ItemDecodeException.class, () -> orders.get("c1", ShopFixture.T0, "o1"));
        assertEquals("customerId", get.attribute());
        assertEquals("PK=CUSTOMER#c1, SK=ORDER#2024-05-01T10:00:00.000000000Z#o1", get.key());
        assertTrue(get.getMessage().contains("the item's key PK is built from it"), get.getMessage());
        assertEquals("customerId", assertThrows(ItemDecodeException.class,
                () -> orders.ordersOf("c1").page()).attribute(), "a query reads it the same way");

        Map<String, AttributeValue> withoutStatus = new HashMap<>(item);
        withoutStatus.remove("status");
        store(client, "Shop", withoutStatus);
        assertEquals("status", assertThrows(ItemDecodeException.class, () -> orders.get("c1", ShopFixture.T0, "o1"))
                .attribute(), "the item is in GSI1 under STATUS#SHIPPED: a null status would be invented");

        withoutStatus.remove("GSI1PK");
        withoutStatus.remove("GSI1SK");
        store(client, "Shop", withoutStatus);
        assertNull(orders.get("c1", ShopFixture.T0, "o1").orElseThrow().status(),
                "out of the sparse index, an absent status is a null status");
    }
}
