package dev.keyway.it.batches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.batch.Batches;
import dev.keyway.runtime.key.Key;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Batches against Keyway Local: a thousand orders put, read and deleted; duplicates; a chunk
 * DynamoDB refuses; and a fault-injecting wrapper that throttles requests and holds back items
 * as {@code UnprocessedItems} / {@code UnprocessedKeys}, yet every item arrives.
 */
public class BatchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Real waits (so Thread.sleep is exercised), but short ones. */
    private static final BatchOptions FAST = BatchOptions.defaults()
            .withBaseDelay(Duration.ofMillis(1)).withMaxDelay(Duration.ofMillis(20));

    @Test
    void putsReadsAndDeletesAThousandOrders(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        List<Order> orders = orders(1_000);

        BatchResult<Order> put = Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, FAST);
        assertTrue(put.complete(), put.failures().toString());
        assertEquals(40, put.requests());
        assertEquals(1_000, count(client));

        BatchGetResult<Order> read = Batches.getAll(client, "Shop", OrderSchema.INSTANCE, keys(orders), true, FAST);
        assertTrue(read.complete());
        assertEquals(orders, read.items(), "every order, in the order of the keys");
        assertEquals(10, read.requests());

        BatchResult<Key<Order>> deleted = Batches.deleteAll(client, "Shop", OrderSchema.INSTANCE,
                keys(orders), FAST);
        assertTrue(deleted.complete());
        assertEquals(0, count(client));
        assertEquals(List.of(), Batches.getAll(client, "Shop", OrderSchema.INSTANCE, keys(orders), true, FAST).items());
    }

    @Test
    void duplicateKeysWhichDynamoDbWouldRefuseAreWrittenOnceLastWins(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        List<Order> orders = new ArrayList<>(orders(30));
        Order first = orders.get(3);
        Order shipped = new Order(first.customerId(), first.orderId(), first.placedAt(), Status.SHIPPED, first.total(),
                first.lines(), first.expiresAt());
        orders.add(shipped);
        BatchResult<Order> put = Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, FAST);
        assertTrue(put.complete(), put.failures().toString());
        assertEquals(30, put.total());
        assertEquals(30, count(client));
        assertEquals(Status.SHIPPED, new OrderRepository(client)
                .get(first.customerId(), first.placedAt(), first.orderId()).orElseThrow().status());

        List<Key<Order>> keys = new ArrayList<>(keys(orders));
        keys.addAll(keys(orders.subList(0, 5)));
        BatchGetResult<Order> read = Batches.getAll(client, "Shop", OrderSchema.INSTANCE, keys, false, FAST);
        assertTrue(read.complete());
        assertEquals(30, read.items().size());
    }

    @Test
    void aChunkDynamoDbRefusesIsReportedWithItsErrorAndTheRestIsDone(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        List<Order> orders = orders(60);
        Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, FAST).orThrow();

        List<Key<Order>> keys = new ArrayList<>(keys(orders));
        Key<Order> invalid = Key.of(OrderSchema.INSTANCE, Map.of("PK", AttributeValue.fromS(""), "SK", AttributeValue.fromS("x")));
        keys.add(30, invalid); // DynamoDB refuses an empty key value: the whole request of the second chunk fails
        BatchResult<Key<Order>> deleted = Batches.deleteAll(client, "Shop", OrderSchema.INSTANCE,
                keys, FAST);

        assertFalse(deleted.complete());
        assertEquals(keys.subList(25, 50), deleted.unprocessed(), "the second chunk, reported whole and in order");
        RequestFailedException error = assertInstanceOf(RequestFailedException.class, deleted.error().orElseThrow(),
                "DynamoDB's ValidationException, which the SDK has no type for, is typed");
        assertEquals("ValidationException", error.errorCode());
        assertEquals("BatchWriteItem", error.request());
        assertInstanceOf(DynamoDbException.class, error.getCause());
        assertEquals(3, deleted.requests(), "a validation error is not retried");
        assertEquals(24, count(client), "the 24 orders of the refused chunk are still there");
    }

    @Test
    void throttlingAndUnprocessedItemsStillEndWithEveryItemWrittenAndRead(DynamoDbClient client) {
        new OrderRepository(client).createTable();
        Faults faults = new Faults(client);
        List<Order> orders = orders(500);

        BatchResult<Order> put = Batches.putAll(faults.client(), "Shop", OrderSchema.INSTANCE, orders, FAST);
        assertTrue(put.complete(), put.failures().toString());
        assertTrue(faults.throttled.get() > 0 && faults.heldBack.get() > 0, faults.toString());
        assertEquals(20 + faults.throttled.get() + faults.partial.get(), put.requests(),
                "one more request for each throttled or partly processed one");
        assertEquals(500, count(client));

        faults.reset();
        BatchGetResult<Order> read = Batches.getAll(faults.client(), "Shop", OrderSchema.INSTANCE, keys(orders), false,
                FAST);
        assertTrue(read.complete(), read.failures().toString());
        assertTrue(faults.throttled.get() > 0 && faults.heldBack.get() > 0, faults.toString());
        assertEquals(orders, read.items());

        faults.reset();
        BatchResult<Key<Order>> deleted = Batches.deleteAll(faults.client(), "Shop",
                OrderSchema.INSTANCE, keys(orders), FAST);
        assertTrue(deleted.complete());
        assertEquals(0, count(client));
    }

    /**
     * The same with Keyway Local's own faults: throttling ({@code ProvisionedThroughputExceededException}, which
     * the SDK and then Keyway retry) and items left in {@code UnprocessedItems} / {@code UnprocessedKeys}, as the
     * API Reference says BatchWriteItem and BatchGetItem may do when a request exceeds throughput.
     */
    @Test
    void faultsInjectedByKeywayLocalStillEndWithEveryItemWrittenAndRead(DynamoDbClient client, KeywayLocal local) {
        new OrderRepository(client).createTable();
        List<Order> orders = orders(300);
        local.faults().add(Fault.throttling().on("BatchWriteItem", "BatchGetItem").probability(0.1));
        local.faults().add(Fault.unprocessed().probability(0.1));

        BatchResult<Order> put = Batches.putAll(client, "Shop", OrderSchema.INSTANCE, orders, FAST);
        assertTrue(put.complete(), put.failures().toString());
        assertTrue(put.requests() > 12, "more requests than the 12 chunks: " + put.requests());
        BatchGetResult<Order> read = Batches.getAll(client, "Shop", OrderSchema.INSTANCE, keys(orders), false, FAST);
        assertTrue(read.complete(), read.failures().toString());
        assertEquals(orders, read.items());
        assertTrue(local.faults().injected() > 0);

        local.faults().clear();
        assertEquals(300, count(client));
    }

    public static List<Order> orders(int count) {
        List<Order> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            orders.add(ShopFixture.order("c" + (i % 37), "o" + i, ShopFixture.T0.plus(Duration.ofMinutes(i)),
                    i % 2 == 0 ? Status.PLACED : Status.SHIPPED));
        }
        return orders;
    }

    public static List<Key<Order>> keys(List<Order> orders) {
        return orders.stream().map(OrderKeys::primaryKey).toList();
    }

    static int count(DynamoDbClient client) {
        return client.scan(request -> request.tableName("Shop").select(Select.COUNT).consistentRead(true)).count();
    }

    /**
     * Wraps the database's client: a request whose first item is new to it is throttled one time in four
     * (nothing sent); otherwise every third item not seen before is held back and returned as
     * unprocessed without being sent. Each item is held back and each chunk throttled at most once,
     * so every batch finishes; what the database itself leaves unprocessed is passed on too.
     */
    static final class Faults {

        final AtomicInteger throttled = new AtomicInteger();
        final AtomicInteger heldBack = new AtomicInteger();
        final AtomicInteger partial = new AtomicInteger();
        private final Set<Map<String, AttributeValue>> seen = ConcurrentHashMap.newKeySet();
        private final Set<Map<String, AttributeValue>> firstSeen = ConcurrentHashMap.newKeySet();
        private final DynamoDbClient delegate;
        private final DynamoDbClient client;

        Faults(DynamoDbClient delegate) {
            this.delegate = delegate;
            this.client = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                    new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                        if (method.getName().equals("batchWriteItem")) {
                            return batchWriteItem(args[0] instanceof Consumer<?> consumer
                                    ? BatchWriteItemRequest.builder().applyMutation(cast(consumer)).build()
                                    : (BatchWriteItemRequest) args[0]);
                        }
                        if (method.getName().equals("batchGetItem")) {
                            return batchGetItem(args[0] instanceof Consumer<?> consumer
                                    ? BatchGetItemRequest.builder().applyMutation(cast(consumer)).build()
                                    : (BatchGetItemRequest) args[0]);
                        }
                        try {
                            return method.invoke(delegate, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        @SuppressWarnings("unchecked")
        private static <B> Consumer<B> cast(Consumer<?> consumer) {
            return (Consumer<B>) consumer;
        }

        DynamoDbClient client() {
            return client;
        }

        void reset() {
            throttled.set(0);
            heldBack.set(0);
            partial.set(0);
            seen.clear();
            firstSeen.clear();
        }

        private void maybeThrottle(Map<String, AttributeValue> first) {
            if (firstSeen.add(first) && Math.floorMod(first.hashCode(), 4) == 0) {
                throttled.incrementAndGet();
                throw ProvisionedThroughputExceededException.builder().message("injected throttling").build();
            }
        }

        private boolean holdBack(Map<String, AttributeValue> keyOrItem, int index) {
            if (seen.add(keyOrItem) && index % 3 == 0) {
                heldBack.incrementAndGet();
                return true;
            }
            return false;
        }

        private BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
            String table = request.requestItems().keySet().iterator().next();
            List<WriteRequest> writes = request.requestItems().get(table);
            maybeThrottle(keyOf(writes.get(0)));
            List<WriteRequest> sent = new ArrayList<>();
            List<WriteRequest> unprocessed = new ArrayList<>();
            for (int i = 0; i < writes.size(); i++) {
                (holdBack(keyOf(writes.get(i)), i) ? unprocessed : sent).add(writes.get(i));
            }
            if (!sent.isEmpty()) {
                BatchWriteItemResponse response = delegate.batchWriteItem(r -> r.requestItems(Map.of(table, sent)));
                unprocessed.addAll(response.unprocessedItems().getOrDefault(table, List.of()));
            }
            if (!unprocessed.isEmpty()) {
                partial.incrementAndGet();
            }
            return BatchWriteItemResponse.builder()
                    .unprocessedItems(unprocessed.isEmpty() ? Map.of() : Map.of(table, unprocessed)).build();
        }

        private BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
            String table = request.requestItems().keySet().iterator().next();
            KeysAndAttributes keys = request.requestItems().get(table);
            maybeThrottle(keys.keys().get(0));
            List<Map<String, AttributeValue>> sent = new ArrayList<>();
            List<Map<String, AttributeValue>> unprocessed = new ArrayList<>();
            for (int i = 0; i < keys.keys().size(); i++) {
                (holdBack(keys.keys().get(i), i) ? unprocessed : sent).add(keys.keys().get(i));
            }
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            if (!sent.isEmpty()) {
                BatchGetItemResponse response = delegate.batchGetItem(
                        r -> r.requestItems(Map.of(table, keys.toBuilder().keys(sent).build())));
                found.addAll(response.responses().getOrDefault(table, List.of()));
                KeysAndAttributes left = response.unprocessedKeys().get(table);
                if (left != null) {
                    unprocessed.addAll(left.keys());
                }
            }
            if (!unprocessed.isEmpty()) {
                partial.incrementAndGet();
            }
            BatchGetItemResponse.Builder response = BatchGetItemResponse.builder().responses(Map.of(table, found));
            if (!unprocessed.isEmpty()) {
                response.unprocessedKeys(Map.of(table, keys.toBuilder().keys(unprocessed).build()));
            }
            return response.build();
        }

        private static Map<String, AttributeValue> keyOf(WriteRequest write) {
            Map<String, AttributeValue> keyOrItem = write.putRequest() != null ? write.putRequest().item()
                    : write.deleteRequest().key();
            Map<String, AttributeValue> key = new HashMap<>(4);
            key.put("PK", keyOrItem.get("PK"));
            key.put("SK", keyOrItem.get("SK"));
            return key;
        }

        @Override
        public String toString() {
            return "Faults[throttled=" + throttled + ", heldBack=" + heldBack + ", partial=" + partial + "]";
        }
    }
}
