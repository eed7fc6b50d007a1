package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerKeys;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code Key<X>} on Keyway Local: the keys {@code XKeys} build are taken by {@code get}, {@code getAll},
 * {@code deleteAll}, batches and transactions, are values, and come back from results as given, so that
 * they can be sent again.
 */
class TypedKeyTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final BatchOptions ONCE = BatchOptions.defaults().withMaxAttempts(1);

    private static List<Order> orders(int count) {
        List<Order> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            orders.add(ShopFixture.order("c1", "o" + i, ShopFixture.T0.plus(Duration.ofMinutes(i)), Status.PLACED));
        }
        return orders;
    }

    @Test
    void keysAreValuesOfTheirEntityAndAttributes() {
        Order order = orders(1).get(0);
        Key<Order> key = OrderKeys.primaryKey(order);
        assertEquals(key, OrderKeys.primaryKey(order.customerId(), order.placedAt(), order.orderId()));
        assertEquals(key.hashCode(), OrderKeys.primaryKey(order).hashCode());
        assertNotEquals(key, OrderKeys.primaryKey("c2", order.placedAt(), order.orderId()));
        assertEquals("Order", key.entityType());
        assertEquals(OrderSchema.INSTANCE.primaryKey(order), key.attributes());
        assertEquals("Order " + OrderSchema.INSTANCE.table().describeKey(key.attributes()), key.toString());
        assertThrows(UnsupportedOperationException.class, () -> key.attributes().put("x", AttributeValue.fromS("y")));
    }

    @Test
    void aRepositoryGetsAndDeletesByKey(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        List<Order> orders = orders(30);
        shop.orders.putAll(orders).orThrow();
        List<Key<Order>> keys = orders.stream().map(OrderKeys::primaryKey).toList();

        assertEquals(Optional.of(orders.get(3)), shop.orders.get(keys.get(3)));
        shop.orders.delete(keys.get(3));
        assertEquals(Optional.empty(), shop.orders.get(keys.get(3)));

        BatchGetResult<Order> read = shop.orders.getAll(keys).orThrow();
        assertEquals(29, read.items().size());
        BatchResult<Key<Order>> deleted = shop.orders.deleteAll(keys).orThrow();
        assertEquals(30, deleted.total());
        assertTrue(shop.orders.getAll(keys).items().isEmpty());
    }

    @Test
    void unprocessedKeysAreTheKeysGivenAndCanBeSentAgain(DynamoDbClient client, KeywayLocal local) {
        ShopFixture shop = new ShopFixture(client);
        List<Order> orders = orders(10);
        shop.orders.putAll(orders).orThrow();
        List<Key<Order>> keys = orders.stream().map(OrderKeys::primaryKey).toList();

        // some keys left out (all of them would be a throttling error instead), the same ones every run
        local.faults().reseed(7).add(Fault.unprocessed().probability(0.5).times(1));
        BatchGetResult<Order> first = shop.orders.getAll(keys, ONCE);
        local.faults().clear();
        assertFalse(first.complete(), "Keyway Local left keys unprocessed: " + first);
        for (Key<Order> unprocessed : first.unprocessedKeys()) {
            assertTrue(keys.stream().anyMatch(key -> key == unprocessed), "the very key given: " + unprocessed);
        }
        assertEquals(first.unprocessedKeys(), first.failures().stream().map(BatchResult.Failure::item).toList());
        BatchGetResult<Order> again = shop.orders.getAll(first.unprocessedKeys()).orThrow();
        assertEquals(orders.size(), first.items().size() + again.items().size());

        local.faults().reseed(7).add(Fault.unprocessed().probability(0.5).times(1));
        BatchResult<Key<Order>> deleted = shop.orders.deleteAll(keys, ONCE);
        local.faults().clear();
        assertFalse(deleted.complete());
        shop.orders.deleteAll(deleted.unprocessed()).orThrow();
        assertTrue(shop.orders.getAll(keys).orThrow().items().isEmpty());
    }

    @Test
    void batchesAndTransactionsTakeKeysOfTheirRepositorysEntity(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        Customer ada = shop.customers.put(new Customer("c1", "ada@example.com", "Ada", 0));
        List<Order> orders = orders(3);
        shop.orders.putAll(orders).orThrow();
        Key<Customer> adaKey = CustomerKeys.primaryKey("c1");

        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Customer> customer = reads.get(shop.customers, adaKey);
        TransactionRead<Order> order = reads.get(shop.orders, OrderKeys.primaryKey(orders.get(0)));
        reads.execute();
        assertEquals(Optional.of(ada), customer.item());
        assertSame(adaKey, customer.key());
        assertEquals(Optional.of(orders.get(0)), order.item());

        ReadBatch.Result read = ReadBatch.on(client).get(shop.customers, adaKey)
                .getAll(shop.orders, orders.stream().map(OrderKeys::primaryKey).toList()).execute().orThrow();
        assertEquals(List.of(ada), read.of(shop.customers).items());
        assertEquals(orders, read.of(shop.orders).items());

        WriteTransaction.on(client)
                .check(shop.customers, adaKey, dev.keyway.it.shop.CustomerSchema.EMAIL.exists())
                .delete(shop.orders, OrderKeys.primaryKey(orders.get(0)))
                .execute();
        assertEquals(Optional.empty(), shop.orders.get(OrderKeys.primaryKey(orders.get(0))));

        WriteBatch.Result written = WriteBatch.on(client).delete(shop.orders, OrderKeys.primaryKey(orders.get(1)))
                .execute().orThrow();
        BatchResult<Key<Order>> deletes = written.deletes(shop.orders);
        assertEquals(1, deletes.total());
        assertEquals(Optional.empty(), shop.orders.get(OrderKeys.primaryKey(orders.get(1))));
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void anotherEntitysKeyThatAnUncheckedCastLetThroughIsRefusedBeforeAnyRequest(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.customers.put(new Customer("c1", "ada@example.com", "Ada", 0));
        Key<Order> wrong = (Key) CustomerKeys.primaryKey("c1");
        KeyMismatchException refused = assertThrows(KeyMismatchException.class, () -> shop.orders.get(wrong));
        assertEquals("Order", refused.entityType());
        assertTrue(refused.getMessage().contains("it is a key of Customer"), refused.getMessage());
        assertThrows(KeyMismatchException.class, () -> shop.orders.getAll(List.of(wrong)));
        assertThrows(KeyMismatchException.class, () -> shop.orders.deleteAll(List.of(wrong)));
        assertThrows(KeyMismatchException.class, () -> ReadTransaction.on(client).get(shop.orders, wrong));
        assertThrows(KeyMismatchException.class, () -> WriteBatch.on(client).delete(shop.orders, wrong));
        Key<Order> partial = Key.of("Order", "PK", AttributeValue.fromS("CUSTOMER#c1"));
        assertThrows(KeyMismatchException.class, () -> shop.orders.delete(partial));
        assertTrue(shop.customers.get("c1").isPresent(), "nothing was deleted");
    }
}
