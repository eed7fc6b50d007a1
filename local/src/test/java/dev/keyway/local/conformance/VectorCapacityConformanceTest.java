package dev.keyway.local.conformance;

import static dev.keyway.local.conformance.VectorSearchConformanceTest.index;
import static dev.keyway.local.conformance.VectorSearchConformanceTest.vector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * The capacity of vector index operations (Developer Guide, "Monitoring vector index capacity"; API Reference,
 * {@code VectorCapacity}, {@code ConsumedCapacity.VectorIndexes}, {@code SearchVectors.ConsumedCapacity}):
 * bytes, reported by SearchVectors for {@code INDEXES} or {@code TOTAL}, and by writes for {@code INDEXES},
 * per vector index, only when the write changes what the index holds. The guide gives no formula: the
 * figures are Keyway Local's own, so only their presence and their growth are checked.
 */
class VectorCapacityConformanceTest extends ConformanceSupport {

    @BeforeEach
    void table() {
        ddb.createTable(b -> b.tableName("Vectors").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))
                .vectorIndexes(index("Whole", 3, "COSINE"), index("Keys", 3, "EUCLIDEAN").toBuilder()
                        .projection(keysOnly()).build()));
        put("Vectors", item("pk", "a", "v", vector(1, 0, 0), "note", "x"));
        put("Vectors", item("pk", "b", "v", vector(0, 1, 0), "note", "y"));
    }

    private VectorCapacity search(ReturnConsumedCapacity mode, int k) {
        return ddb.searchVectors(b -> b.tableName("Vectors").indexName("Whole").topK(k).returnConsumedCapacity(mode)
                .searchVector(n(1), n(0), n(0))).consumedCapacity();
    }

    @Test
    @DisplayName("Monitoring vector index capacity: SearchVectors reports VectorSearchRequestBytes for INDEXES or TOTAL")
    void searchReportsBytesWhenAsked() {
        assertNull(ddb.searchVectors(b -> b.tableName("Vectors").indexName("Whole").topK(1)
                .searchVector(n(1), n(0), n(0))).consumedCapacity(), "not asked");
        assertNull(search(ReturnConsumedCapacity.NONE, 1));
        double one = search(ReturnConsumedCapacity.TOTAL, 1).vectorSearchRequestBytes();
        assertTrue(one > 0);
        assertNull(search(ReturnConsumedCapacity.TOTAL, 1).vectorWriteRequestBytes());
        assertTrue(search(ReturnConsumedCapacity.INDEXES, 2).vectorSearchRequestBytes() > one,
                "scales with the data returned");
    }

    private ConsumedCapacity putWith(ReturnConsumedCapacity mode, Object... item) {
        return ddb.putItem(b -> b.tableName("Vectors").item(item(item)).returnConsumedCapacity(mode)).consumedCapacity();
    }

    @Test
    @DisplayName("Monitoring vector index capacity: writes report VectorIndexes with VectorWriteRequestBytes for INDEXES")
    void writesReportBytesPerVectorIndexForIndexes() {
        ConsumedCapacity created = putWith(ReturnConsumedCapacity.INDEXES, "pk", "c", "v", vector(0, 0, 1), "note", "z");
        assertEquals(List.of("Whole", "Keys"), List.copyOf(created.vectorIndexes().keySet()));
        created.vectorIndexes().values().forEach(capacity -> assertTrue(capacity.vectorWriteRequestBytes() > 0));
        assertTrue(created.capacityUnits() > 0, "the table's own units as ever");

        assertFalse(putWith(ReturnConsumedCapacity.TOTAL, "pk", "d", "v", vector(0, 0, 1)).hasVectorIndexes(),
                "TOTAL: no VectorIndexes");

        ConsumedCapacity noteOnly = putWith(ReturnConsumedCapacity.INDEXES, "pk", "c", "v", vector(0, 0, 1), "note", "w");
        assertEquals(List.of("Whole"), List.copyOf(noteOnly.vectorIndexes().keySet()),
                "a write that changes no attribute a KEYS_ONLY index holds consumes no vector write capacity there");

        ConsumedCapacity withoutVector = putWith(ReturnConsumedCapacity.INDEXES, "pk", "e", "note", "plain");
        assertFalse(withoutVector.hasVectorIndexes(), "an item without a vector is not replicated");

        Map<String, VectorCapacity> deleted = ddb.deleteItem(b -> b.tableName("Vectors").key(item("pk", "c"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity().vectorIndexes();
        assertEquals(List.of("Whole", "Keys"), List.copyOf(deleted.keySet()), "a deleted item leaves every index");
    }
}
