package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * DynamoDB takes partition keys up to 2,048 bytes and sort keys up to 1,024 (UTF-8, index keys
 * alike). A component that makes a key longer is an {@link InvalidKeyValueException} naming the
 * entity and component before any request, on every path that builds a key.
 */
class KeySizeTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** With {@code CUSTOMER#} the partition key is 2,049 bytes. */
    private static final String TOO_LONG_CUSTOMER = "c".repeat(2049 - "CUSTOMER#".length());

    private static Order order(String customerId, String orderId) {
        return ShopFixture.order(customerId, orderId, ShopFixture.T0, Status.PLACED);
    }

    private static void refused(String component, Executable call) {
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class, call);
        assertEquals(component, error.component(), error.getMessage());
    }

    @Test
    void dynamoDbRefusesWhatKeywayRefusesAndTakesWhatItTakes(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client);
        orders.createTable();
        Map<String, AttributeValue> tooLong = OrderSchema.INSTANCE.toItem(order("c1", "o1"));
        tooLong.put("PK", AttributeValue.fromS("CUSTOMER#" + TOO_LONG_CUSTOMER));
        DynamoDbException byDynamoDb = assertThrows(DynamoDbException.class,
                () -> client.putItem(put -> put.tableName("Shop").item(tooLong)));
        assertEquals("ValidationException", byDynamoDb.awsErrorDetails().errorCode());

        String atLimit = TOO_LONG_CUSTOMER.substring(1); // 2,048 bytes
        Order stored = orders.put(order(atLimit, "o1"));
        assertEquals(Optional.of(stored), orders.get(atLimit, ShopFixture.T0, "o1"));
        assertEquals(1, orders.ordersOf(atLimit).page().items().size());
    }

    @Test
    void aPartitionKeyTooLongIsRefusedOnEveryPathBeforeAnyRequest(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        CountingClient counting = new CountingClient(client);
        OrderRepository orders = new OrderRepository(counting.client());
        Order order = order(TOO_LONG_CUSTOMER, "o1");

        InvalidKeyValueException put = assertThrows(InvalidKeyValueException.class, () -> orders.put(order));
        assertEquals("Order", put.entityType());
        assertEquals("customerId", put.component());
        assertTrue(put.getMessage().contains("key PK (CUSTOMER#<customerId>) 2049 bytes long in UTF-8, over DynamoDB's "
                + "limit of 2048 bytes for a partition key"), put.getMessage());
        refused("customerId", () -> orders.create(order));
        refused("customerId", () -> orders.get(TOO_LONG_CUSTOMER, ShopFixture.T0, "o1"));
        refused("customerId", () -> orders.delete(TOO_LONG_CUSTOMER, ShopFixture.T0, "o1"));
        refused("customerId", () -> orders.delete(order));
        refused("customerId", () -> orders.update(TOO_LONG_CUSTOMER, ShopFixture.T0, "o1")
                .set(OrderSchema.STATUS, Status.PAID).execute());
        refused("customerId", () -> orders.ordersOf(TOO_LONG_CUSTOMER).page());
        refused("customerId", () -> orders.putAll(List.of(order(TOO_LONG_CUSTOMER.substring(9), "o0"), order)));
        List<Key<Order>> keys = List.of(OrderKeys.primaryKey(order));
        refused("customerId", () -> orders.getAll(keys));
        refused("customerId", () -> orders.deleteAll(keys));
        refused("customerId", () -> WriteTransaction.on(counting.client()).put(orders, order));
        refused("customerId", () -> WriteTransaction.on(counting.client()).delete(orders, keys.get(0)));
        refused("customerId", () -> ReadTransaction.on(counting.client()).get(orders, keys.get(0)));

        for (String request : List.of("putItem", "getItem", "deleteItem", "updateItem", "query", "batchWriteItem",
                "batchGetItem", "transactWriteItems", "transactGetItems")) {
            assertEquals(0, counting.calls(request), request);
        }
    }

    @Test
    void aSortKeyOver1024BytesNamesTheComponentThatMadeIt(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        CountingClient counting = new CountingClient(client);
        OrderRepository orders = new OrderRepository(counting.client());
        String longId = "o".repeat(1000); // with ORDER#<30-character time># the sort key is 1,037 bytes

        InvalidKeyValueException put = assertThrows(InvalidKeyValueException.class, () -> orders.put(order("c1", longId)));
        assertEquals("orderId", put.component());
        assertTrue(put.getMessage().contains("over DynamoDB's limit of 1024 bytes for a sort key"), put.getMessage());
        // a query condition no key can match is refused too: DynamoDB would refuse its value
        refused("orderId", () -> orders.ordersOf("c1").placedAt().eq(ShopFixture.T0).orderId().eq(longId).page());
        refused("orderId", () -> orders.ordersOf("c1").placedAt().eq(ShopFixture.T0).orderId().beginsWith(longId).page());
        assertEquals(0, counting.calls("putItem") + counting.calls("query"));

        String fits = "o".repeat(1024 - "ORDER#2024-05-01T10:00:00.000000000Z#".length());
        orders.put(order("c1", fits));
        assertEquals(1, orders.ordersOf("c1").placedAt().eq(ShopFixture.T0).orderId().eq(fits).page().items().size());
    }

    /** Index keys have the same limits: a put that would give an item a too-long index key fails before sending. */
    @Test
    void indexKeysAreCheckedOnPutAndOnTheUpdatesThatRewriteThem(DynamoDbClient client) {
        new ProfileRepository(client).createTable();
        CountingClient counting = new CountingClient(client);
        ProfileRepository profiles = new ProfileRepository(counting.client());
        String longEmail = "e".repeat(2100) + "@example.com";

        refused("email", () -> profiles.put(Profile.of("p1", longEmail, "core", "dev", "Ada", 0)));
        refused("name", () -> profiles.put(Profile.of("p1", "ada@example.com", "core", "dev", "n".repeat(1100), 0)));
        Profile ada = profiles.put(Profile.of("p1", "ada@example.com", "core", "dev", "Ada", 0));
        refused("email", () -> profiles.update("p1").set(ProfileSchema.EMAIL, longEmail).execute());
        refused("name", () -> profiles.update("p1").set(ProfileSchema.TEAM, "core").set(ProfileSchema.ROLE, "dev")
                .set(ProfileSchema.NAME, "n".repeat(1100)).execute());
        assertEquals(1, counting.calls("putItem"), "only the put that fits");
        assertEquals(0, counting.calls("updateItem"));
        assertEquals(Optional.of(ada), profiles.get("p1"));
    }

    /** The limits are bytes of UTF-8: a euro sign is three. */
    @Test
    void bytesAreCountedInUtf8(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client);
        orders.createTable();
        refused("customerId", () -> orders.put(order("\u20AC".repeat(681), "o1"))); // 9 + 2,043 bytes
        String euros = "\u20AC".repeat(679); // 9 + 2,037 bytes
        Order stored = orders.put(order(euros, "o1"));
        assertEquals(Optional.of(stored), orders.get(euros, ShopFixture.T0, "o1"));
    }
}
