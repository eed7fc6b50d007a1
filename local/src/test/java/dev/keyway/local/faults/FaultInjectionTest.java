package dev.keyway.local.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import dev.keyway.local.Faults;
import dev.keyway.local.KeywayLocal;
import dev.keyway.local.internal.fault.FaultPlan;
import dev.keyway.local.internal.protocol.FakeTables;
import dev.keyway.local.internal.protocol.Router;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Each fault kind through a real SDK client, retries off, against the protocol with a stand-in engine (so
 * that what is applied and what is not can be seen directly).
 */
class FaultInjectionTest {

    private final KeywayLocal local = KeywayLocal.builder().faultSeed(42).start();
    private final Faults faults = local.faults();
    private final FakeTables fake = new FakeTables();
    private final Router router = fake.router(FaultPlan.of(faults));
    private final DynamoDbClient client = FakeTables.client(router, false);

    @AfterEach
    void close() {
        client.close();
        local.close();
    }

    private static Map<String, AttributeValue> item(String pk) {
        return Map.of("pk", AttributeValue.fromS(pk));
    }

    private void put(String table, String pk) {
        client.putItem(b -> b.tableName(table).item(item(pk)));
    }

    @Test
    @DisplayName("THROTTLING: ProvisionedThroughputExceededException (400), nothing applied")
    void throttling() {
        faults.add(Fault.throttling().on("PutItem"));
        ProvisionedThroughputExceededException thrown =
                assertThrows(ProvisionedThroughputExceededException.class, () -> put("T", "a"));
        assertEquals(400, thrown.statusCode());
        assertTrue(thrown.isThrottlingException());
        assertTrue(fake.snapshot("T").isEmpty());
        assertEquals(1, faults.injected());
    }

    @Test
    @DisplayName("REQUEST_THROTTLING: ThrottlingException (400)")
    void requestThrottling() {
        faults.add(Fault.requestThrottling());
        ThrottlingException thrown = assertThrows(ThrottlingException.class, () -> put("T", "a"));
        assertEquals(400, thrown.statusCode());
        assertEquals("ThrottlingException", thrown.awsErrorDetails().errorCode());
    }

    @Test
    @DisplayName("INTERNAL_ERROR: InternalServerError (500); SERVICE_UNAVAILABLE: ServiceUnavailable (503)")
    void serverErrors() {
        faults.add(Fault.internalError().times(1)).add(Fault.serviceUnavailable().times(1));
        assertEquals(500, assertThrows(InternalServerErrorException.class, () -> put("T", "a")).statusCode());
        DynamoDbException unavailable = assertThrows(DynamoDbException.class, () -> put("T", "a"));
        assertEquals(503, unavailable.statusCode());
        assertEquals("ServiceUnavailable", unavailable.awsErrorDetails().errorCode());
        put("T", "a");
        assertEquals(Set.of("a"), fake.snapshot("T").keySet());
        assertEquals(2, faults.injected());
    }

    @Test
    @DisplayName("TRANSACTION_CONFLICT: one TransactionConflict reason, None for the rest, nothing applied")
    void transactionConflict() {
        faults.add(Fault.transactionConflict());
        List<TransactWriteItem> actions = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            actions.add(TransactWriteItem.builder().put(Put.builder().tableName("T").item(item("t" + i)).build())
                    .build());
        }
        TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(actions)));
        assertEquals(5, cancelled.cancellationReasons().size());
        assertEquals(1, cancelled.cancellationReasons().stream()
                .filter(r -> "TransactionConflict".equals(r.code())).count());
        assertEquals(4, cancelled.cancellationReasons().stream().filter(r -> "None".equals(r.code())).count());
        assertTrue(fake.snapshot("T").isEmpty());
    }

    @Test
    @DisplayName("TRANSACTION_CONFLICT on a single-item write: TransactionConflictException")
    void transactionConflictOnSingleWrite() {
        faults.add(Fault.transactionConflict().on("PutItem"));
        assertThrows(TransactionConflictException.class, () -> put("T", "a"));
    }

    @Test
    @DisplayName("UNPROCESSED BatchWriteItem: each item left out independently, returned exactly as sent")
    void unprocessedWrites() {
        faults.add(Fault.unprocessed().probability(0.5));
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                    .item(Map.of("pk", AttributeValue.fromS("w" + i), "n", AttributeValue.fromN(Integer.toString(i))))
                    .build()).build());
        }
        BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(Map.of("T", writes)));
        List<WriteRequest> unprocessed = response.unprocessedItems().getOrDefault("T", List.of());
        assertFalse(unprocessed.isEmpty());
        assertTrue(unprocessed.size() < 25);
        assertTrue(writes.containsAll(unprocessed));
        Set<String> written = fake.snapshot("T").keySet();
        assertEquals(25, written.size() + unprocessed.size());
        for (WriteRequest left : unprocessed) {
            assertFalse(written.contains(left.putRequest().item().get("pk").s()));
        }
        assertEquals(1, faults.injected());
    }

    @Test
    @DisplayName("UNPROCESSED BatchGetItem: left-out keys keep their projection")
    void unprocessedKeys() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            put("T", "k" + i);
            keys.add(item("k" + i));
        }
        faults.add(Fault.unprocessed().on("BatchGetItem").probability(0.5));
        KeysAndAttributes asked = KeysAndAttributes.builder().keys(keys)
                .projectionExpression("#p").expressionAttributeNames(Map.of("#p", "pk")).consistentRead(true).build();
        BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(Map.of("T", asked)));
        KeysAndAttributes left = response.unprocessedKeys().get("T");
        assertEquals(asked.toBuilder().keys(left.keys()).build(), left);
        assertTrue(keys.containsAll(left.keys()));
        assertEquals(20, left.keys().size() + response.responses().get("T").size());
    }

    @Test
    @DisplayName("API Reference, BatchGetItem and BatchWriteItem: \"If none of the items can be processed ...\""
            + " the operation returns ProvisionedThroughputExceededException")
    void everyItemUnprocessedIsAThrottle() {
        put("T", "a");
        faults.add(Fault.unprocessed());
        assertThrows(ProvisionedThroughputExceededException.class, () -> client.batchGetItem(b -> b.requestItems(
                Map.of("T", KeysAndAttributes.builder().keys(item("a")).build()))));
        assertThrows(ProvisionedThroughputExceededException.class, () -> client.batchWriteItem(b -> b.requestItems(
                Map.of("T", List.of(WriteRequest.builder().putRequest(PutRequest.builder().item(item("b")).build())
                        .build())))));
        assertEquals(Set.of("a"), fake.snapshot("T").keySet());
    }

    @Test
    @DisplayName("LATENCY delays the answer")
    void latency() {
        faults.add(Fault.latency(Duration.ofMillis(300)).on("GetItem"));
        long start = System.nanoTime();
        client.getItem(b -> b.tableName("T").key(item("a")));
        assertTrue(System.nanoTime() - start >= 300_000_000L);
    }

    @Test
    @DisplayName("afterApplying: the write happens, then the error is answered (a lost response)")
    void afterApplying() {
        faults.add(Fault.internalError().on("PutItem").afterApplying().times(1));
        assertThrows(InternalServerErrorException.class, () -> put("T", "lost"));
        assertEquals(Set.of("lost"), fake.snapshot("T").keySet());
    }

    @Test
    @DisplayName("table matching reads TableName, RequestItems and TransactItems")
    void tableMatching() {
        faults.add(Fault.throttling().onTable("Hot"));
        put("Cold", "a");
        assertThrows(ProvisionedThroughputExceededException.class, () -> put("Hot", "a"));
        assertThrows(ProvisionedThroughputExceededException.class, () -> client.batchWriteItem(b -> b.requestItems(
                Map.of("Cold", List.of(WriteRequest.builder().putRequest(PutRequest.builder().item(item("x")).build())
                        .build()), "Hot", List.of(WriteRequest.builder().putRequest(PutRequest.builder()
                        .item(item("y")).build()).build())))));
        assertThrows(ProvisionedThroughputExceededException.class, () -> client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Hot").item(item("z")).build()).build())));
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Cold").item(item("z")).build()).build()));
        assertEquals(3, faults.injected());
    }

    @Test
    @DisplayName("times(n) caps injections; clear() removes faults and resets the count")
    void timesAndClear() {
        faults.add(Fault.throttling().times(2));
        assertThrows(ProvisionedThroughputExceededException.class, () -> put("T", "a"));
        assertThrows(ProvisionedThroughputExceededException.class, () -> put("T", "a"));
        put("T", "a");
        assertEquals(2, faults.injected());
        faults.clear();
        assertEquals(0, faults.injected());
        faults.add(Fault.internalError());
        faults.clear();
        put("T", "b");
    }

    private List<Boolean> pattern(long seed) {
        faults.clear();
        faults.reseed(seed);
        faults.add(Fault.throttling().probability(0.3));
        List<Boolean> failed = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            try {
                put("T", "p" + i);
                failed.add(false);
            } catch (ProvisionedThroughputExceededException e) {
                failed.add(true);
            }
        }
        return failed;
    }

    @Test
    @DisplayName("the same seed and the same requests give the same faults; another seed others")
    void deterministic() {
        List<Boolean> first = pattern(7);
        assertEquals(first, pattern(7));
        assertNotEquals(first, pattern(8));
        assertTrue(new HashSet<>(first).size() == 2, "some fail, some pass");
        try (KeywayLocal other = KeywayLocal.builder().faultSeed(7).start()) {
            FakeTables otherTables = new FakeTables();
            try (DynamoDbClient otherClient = FakeTables.client(otherTables.router(FaultPlan.of(other.faults())),
                    false)) {
                other.faults().add(Fault.throttling().probability(0.3));
                List<Boolean> again = new ArrayList<>();
                for (int i = 0; i < 40; i++) {
                    String pk = "p" + i;
                    try {
                        otherClient.putItem(b -> b.tableName("T").item(item(pk)));
                        again.add(false);
                    } catch (ProvisionedThroughputExceededException e) {
                        again.add(true);
                    }
                }
                assertEquals(first, again);
            }
        }
    }

    @Test
    @DisplayName("the SDK's default retries absorb THROTTLING times(2)")
    void defaultRetriesAbsorbThrottling() {
        faults.add(Fault.throttling().on("PutItem").times(2));
        try (DynamoDbClient retrying = FakeTables.client(router, true)) {
            retrying.putItem(b -> b.tableName("T").item(item("r")));
        }
        assertEquals(2, faults.injected());
        assertEquals(Set.of("r"), fake.snapshot("T").keySet());
    }
}
