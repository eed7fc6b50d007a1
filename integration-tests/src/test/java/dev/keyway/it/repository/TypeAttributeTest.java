package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every read returns only the items of its entity type: an item without the type attribute
 * (written by other code) or with another entity's type under the same kind of key is left out
 * alike by get, queries (with or without a type filter), batch gets, scans, read transactions
 * and item collections. None of them decodes it as the entity.
 */
class TypeAttributeTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private ShopFixture shop;
    private Order typed;
    private Order untyped;
    private Order foreign;

    @BeforeEach
    void storeThreeOrders(DynamoDbClient client) {
        shop = new ShopFixture(client);
        typed = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED);
        untyped = ShopFixture.order("c1", "o2", ShopFixture.T0.plusSeconds(1), Status.PLACED);
        foreign = ShopFixture.order("c1", "o3", ShopFixture.T0.plusSeconds(2), Status.PLACED);
        shop.orders.put(typed);
        // The same items as Keyway writes them, but one without _type and one claiming another type.
        Map<String, AttributeValue> withoutType = new HashMap<>(OrderSchema.INSTANCE.toItem(untyped));
        withoutType.remove("_type");
        client.putItem(put -> put.tableName("Shop").item(withoutType));
        Map<String, AttributeValue> otherType = new HashMap<>(OrderSchema.INSTANCE.toItem(foreign));
        otherType.put("_type", AttributeValue.fromS("Invoice"));
        client.putItem(put -> put.tableName("Shop").item(otherType));
    }

    @Test
    void getLeavesThemOut() {
        assertEquals(Optional.of(typed), shop.orders.get("c1", typed.placedAt(), "o1"));
        assertEquals(Optional.empty(), shop.orders.get("c1", untyped.placedAt(), "o2"));
        assertEquals(Optional.empty(), shop.orders.get("c1", foreign.placedAt(), "o3"));
        // the key is still taken: create says so, as it would for any item there
        assertThrows(ItemAlreadyExistsException.class, () -> shop.orders.create(untyped));
    }

    @Test
    void queriesWithAndWithoutATypeFilterLeaveThemOut() {
        assertEquals(List.of(typed), shop.orders.ordersOf("c1").page().items(), "PK and begins_with(SK): no type filter");
        assertEquals(List.of(typed), shop.orders.byStatus(Status.PLACED).page().items(), "filtered on _type");
        assertEquals(List.of(typed), shop.orders.ordersOf("c1").stream().toList());
    }

    @Test
    void batchGetsScansTransactionsAndCollectionsLeaveThemOut(DynamoDbClient client) {
        List<Key<Order>> keys = List.of(OrderKeys.primaryKey(typed), OrderKeys.primaryKey(untyped),
                OrderKeys.primaryKey(foreign));
        assertEquals(List.of(typed), shop.orders.getAll(keys).orThrow().items());

        List<Order> scanned = new ArrayList<>();
        shop.orders.scan().forEach(scanned::add);
        assertEquals(List.of(typed), scanned);
        assertEquals(1, shop.orders.scan().count());

        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Order> first = reads.get(shop.orders, keys.get(0));
        TransactionRead<Order> second = reads.get(shop.orders, keys.get(1));
        TransactionRead<Order> third = reads.get(shop.orders, keys.get(2));
        reads.execute();
        assertEquals(Optional.of(typed), first.item());
        assertEquals(Optional.empty(), second.item());
        assertEquals(Optional.empty(), third.item());

        List<CustomerItem> collection = new CustomerItemCollection(client).query("c1").page().items();
        assertEquals(List.of(typed), collection);
    }
}
