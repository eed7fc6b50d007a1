package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerSchema;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.ShopTable;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** put, create, get, delete and createTable through generated repositories. */
class CrudTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    @Test
    void putThenGetReturnsTheRecord(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED);
        shop.orders.put(order);
        assertEquals(Optional.of(order), shop.orders.get("c1", ShopFixture.T0, "o1"));
    }

    /** Every component of Customer reads back equal, so create returns its input undecoded. */
    @Test
    void aRecordThatReadsBackEqualIsReturnedAsGiven(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        assertTrue(CustomerSchema.INSTANCE.readsBackEqual());
        assertFalse(OrderSchema.INSTANCE.readsBackEqual()); // BigDecimal and lists: decoded after a write
        Customer zoe = new Customer("c9", "z@example.com", "Zoe", 7);
        Customer created = shop.customers.create(zoe);
        assertSame(zoe, created);
        assertEquals(Optional.of(created), shop.customers.get("c9"));
    }

    @Test
    void getOfAMissingKeyIsEmpty(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        assertEquals(Optional.empty(), shop.customers.get("nobody"));
    }

    @Test
    void putReplacesAndDeleteRemoves(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.customers.put(new Customer("c1", "a@example.com", "Ada", 1));
        shop.customers.put(new Customer("c1", "b@example.com", "Ada B.", 2));
        assertEquals("Ada B.", shop.customers.get("c1").orElseThrow().name());
        shop.customers.delete("c1");
        assertEquals(Optional.empty(), shop.customers.get("c1"));
        shop.customers.delete("c1"); // deleting what is gone is fine
    }

    @Test
    void createFailsWithATypedErrorWhenTheKeyExists(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        Customer ada = new Customer("c1", "a@example.com", "Ada", 1);
        shop.customers.create(ada);
        ItemAlreadyExistsException error = assertThrows(ItemAlreadyExistsException.class,
                () -> shop.customers.create(new Customer("c1", "other@example.com", "Other", 1)));
        assertEquals("Customer", error.entityType());
        assertEquals("PK=CUSTOMER#c1, SK=PROFILE", error.key());
        assertEquals(Optional.of(ada), shop.customers.get("c1"), "the first item is untouched");
    }

    @Test
    void itemsStoreKeysTypeAndComponents(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.customers.put(new Customer("c1", "ada@example.com", "Ada", 7));
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName("Shop")
                .key(Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"), "SK", AttributeValue.fromS("PROFILE")))).item();
        assertEquals("Customer", item.get("_type").s());
        assertEquals("EMAIL#ada@example.com", item.get("GSI1PK").s());
        assertEquals("CUSTOMER", item.get("GSI1SK").s());
        assertEquals("Ada", item.get("fullName").s(), "@Attribute renames the stored attribute");
        assertEquals("7", item.get("version").n());
    }

    @Test
    void createTableIsIdempotentAndCreatesEveryIndexOfTheTable(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.customers.createTable();
        shop.events.createTable();
        var table = client.describeTable(request -> request.tableName(ShopTable.NAME)).table();
        assertEquals(2, table.globalSecondaryIndexes().size());
        assertTrue(table.globalSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals("GSI2")),
                "GSI2 is declared by DeviceEvent only, yet every repository's createTable creates it");
    }

    @Test
    void aRepositoryCanUseAnotherTableName(DynamoDbClient client) {
        var customers = new dev.keyway.it.shop.CustomerRepository(client, "Shop-test");
        customers.createTable();
        customers.put(new Customer("c1", "a@example.com", "Ada", 1));
        assertEquals("Shop-test", customers.tableName());
        assertTrue(customers.get("c1").isPresent());
    }

    @Test
    void aNullKeyComponentFailsBeforeAnyRequest(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> shop.orders.put(ShopFixture.order(null, "o1", ShopFixture.T0, Status.PLACED)));
        assertEquals("Order", error.entityType());
        assertEquals("customerId", error.component());
    }
}
