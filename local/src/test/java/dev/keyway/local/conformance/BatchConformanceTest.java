package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** BatchWriteItem and BatchGetItem (API Reference of each). */
@SuppressWarnings("unchecked") // varargs of item maps
class BatchConformanceTest extends ConformanceSupport {

    @BeforeEach
    void tables() {
        createHashTable("TableA");
        createHashTable("TableB");
    }

    @AfterEach
    void clearFaults() {
        local.faults().clear();
    }

    private static WriteRequest putRequest(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    private static WriteRequest deleteRequest(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    private static List<WriteRequest> puts(String prefix, int count) {
        List<WriteRequest> requests = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            requests.add(putRequest(item("pk", prefix + i, "v", i)));
        }
        return requests;
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: up to 25 put or delete requests, across tables")
    void twentyFiveWrites() {
        BatchWriteItemResponse response = ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", puts("a", 20), "TableB", puts("b", 5))));
        assertTrue(response.unprocessedItems().isEmpty(), "everything processed");
        assertEquals(20, ddb.scan(b -> b.tableName("TableA")).count());
        assertEquals(5, ddb.scan(b -> b.tableName("TableB")).count());
        ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of(deleteRequest(item("pk", "a0")), putRequest(item("pk", "new"))))));
        assertTrue(get("TableA", item("pk", "a0")).isEmpty());
        assertEquals(item("pk", "new"), get("TableA", item("pk", "new")));
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"There are more than 25 requests in the batch\" -> ValidationException")
    void moreThanTwentyFiveWrites() {
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", puts("a", 26)))),
                "Member must have length less than or equal to 25");
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", puts("a", 13), "TableB", puts("b", 13)))));
        assertEquals(0, ddb.scan(b -> b.tableName("TableA")).count(), "nothing written");
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: an empty request list is refused")
    void emptyBatch() {
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of()))));
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of())));
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"You try to perform multiple operations on the same item in the same BatchWriteItem request\" -> ValidationException")
    void duplicateWrites() {
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA",
                List.of(putRequest(item("pk", "x", "v", 1)), putRequest(item("pk", "x", "v", 2)))))),
                "Provided list of item keys contains duplicates");
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA",
                List.of(putRequest(item("pk", "x")), deleteRequest(item("pk", "x")))))),
                "Provided list of item keys contains duplicates");
        assertTrue(get("TableA", item("pk", "x")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"One or more tables specified in the BatchWriteItem request does not exist\" -> the whole request fails")
    void unknownTable() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.batchWriteItem(b -> b.requestItems(Map.of(
                "TableA", puts("a", 2), "Nowhere", puts("n", 1)))), "Requested resource not found");
        assertEquals(0, ddb.scan(b -> b.tableName("TableA")).count());
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"Primary key attributes specified on an item in the request do not match those in the corresponding table's primary key schema\"")
    void keyMismatch() {
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of(putRequest(item("pk", 5)))))),
                "The provided key element does not match the schema");
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of(putRequest(item("other", "x")))))),
                "The provided key element does not match the schema");
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of(deleteRequest(item("pk", "x", "v", 1)))))),
                "The provided key element does not match the schema");
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem: \"An individual item in the batch exceeds 400 KB\" -> ValidationException, nothing written")
    void oversizedItem() {
        assertValidation(() -> ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", List.of(putRequest(item("pk", "small")),
                putRequest(item("pk", "big", "data", repeat('x', 400 * 1024))))))), "Item size has exceeded the maximum allowed size");
        assertTrue(get("TableA", item("pk", "small")).isEmpty());
    }

    @Test
    @DisplayName("API Reference, BatchWriteItem UnprocessedItems: \"the same format as RequestItems\"; unprocessed requests are not applied")
    void unprocessedItemsShape() {
        // Half of the items left out: when every item is, BatchWriteItem answers
        // ProvisionedThroughputExceededException instead ("If none of the items can be processed...").
        local.faults().add(Fault.unprocessed().on("BatchWriteItem").probability(0.5));
        List<WriteRequest> requests = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            requests.add(putRequest(item("pk", "u" + i, "v", i)));
        }
        BatchWriteItemResponse response = ddb.batchWriteItem(b -> b.requestItems(Map.of("TableA", requests)));
        List<WriteRequest> unprocessed = response.unprocessedItems().get("TableA");
        assertTrue(requests.containsAll(unprocessed));
        for (WriteRequest request : requests) {
            Map<String, AttributeValue> key = item("pk", request.putRequest().item().get("pk").s());
            assertEquals(unprocessed.contains(request), get("TableA", key).isEmpty());
        }
    }

    @Test
    @DisplayName("API Reference, BatchGetItem: Responses by table; missing keys are simply absent")
    void batchGet() {
        put("TableA", item("pk", "a1", "v", 1));
        put("TableA", item("pk", "a2", "v", 2));
        put("TableB", item("pk", "b1", "v", 3));
        BatchGetItemResponse response = ddb.batchGetItem(b -> b.requestItems(Map.of(
                "TableA", KeysAndAttributes.builder().keys(item("pk", "a1"), item("pk", "a2"), item("pk", "missing")).build(),
                "TableB", KeysAndAttributes.builder().keys(item("pk", "b1")).projectionExpression("v").consistentRead(true).build())));
        assertEquals(Set.of(item("pk", "a1", "v", 1), item("pk", "a2", "v", 2)), new HashSet<>(response.responses().get("TableA")));
        assertEquals(List.of(item("v", 3)), response.responses().get("TableB"));
        assertTrue(response.unprocessedKeys().isEmpty());
    }

    @Test
    @DisplayName("API Reference, BatchGetItem: \"A single operation can retrieve up to 16 MB of data, which can contain as many as 100 items\" - 101 refused")
    void hundredKeys() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            keys.add(item("pk", "k" + i));
        }
        assertTrue(ddb.batchGetItem(b -> b.requestItems(Map.of("TableA", KeysAndAttributes.builder().keys(keys.subList(0, 100)).build())))
                .responses().getOrDefault("TableA", List.of()).isEmpty());
        assertValidation(() -> ddb.batchGetItem(b -> b.requestItems(Map.of("TableA", KeysAndAttributes.builder().keys(keys).build()))),
                "Member must have length less than or equal to 100");
        assertValidation(() -> ddb.batchGetItem(b -> b.requestItems(Map.of(
                "TableA", KeysAndAttributes.builder().keys(keys.subList(0, 60)).build(),
                "TableB", KeysAndAttributes.builder().keys(keys.subList(60, 101)).build()))),
                "Too many items requested for the BatchGetItem call");
    }

    @Test
    @DisplayName("API Reference, BatchGetItem: duplicate keys are refused (\"Provided list of item keys contains duplicates\")")
    void duplicateKeys() {
        assertValidation(() -> ddb.batchGetItem(b -> b.requestItems(Map.of("TableA",
                KeysAndAttributes.builder().keys(item("pk", "x"), item("pk", "x")).build()))),
                "Provided list of item keys contains duplicates");
    }

    @Test
    @DisplayName("API Reference, BatchGetItem: unknown table -> ResourceNotFoundException; bad key -> ValidationException")
    void batchGetErrors() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.batchGetItem(b -> b.requestItems(Map.of("Nowhere",
                KeysAndAttributes.builder().keys(item("pk", "x")).build()))), "Requested resource not found");
        assertValidation(() -> ddb.batchGetItem(b -> b.requestItems(Map.of("TableA",
                KeysAndAttributes.builder().keys(item("pk", 1)).build()))), "The provided key element does not match the schema");
    }

    @Test
    @DisplayName("API Reference, BatchGetItem UnprocessedKeys: each table's keys with \"the same ProjectionExpression, ConsistentRead and ExpressionAttributeNames\"")
    void unprocessedKeysShape() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            put("TableA", item("pk", "a" + i, "name", "n"));
            keys.add(item("pk", "a" + i));
        }
        // Half of the keys left out: when every key is, BatchGetItem answers
        // ProvisionedThroughputExceededException instead ("If none of the items can be processed...").
        local.faults().add(Fault.unprocessed().on("BatchGetItem").probability(0.5));
        KeysAndAttributes request = KeysAndAttributes.builder().keys(keys).projectionExpression("#n")
                .expressionAttributeNames(Map.of("#n", "name")).consistentRead(true).build();
        BatchGetItemResponse response = ddb.batchGetItem(b -> b.requestItems(Map.of("TableA", request)));
        KeysAndAttributes unprocessed = response.unprocessedKeys().get("TableA");
        assertEquals(request.toBuilder().keys(unprocessed.keys()).build(), unprocessed);
        assertEquals(10, unprocessed.keys().size() + response.responses().get("TableA").size());
    }
}
