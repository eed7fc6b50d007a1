package dev.keyway.opentelemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * {@code aws.dynamodb.consumed_capacity}: each {@code ConsumedCapacity} as the JSON of DynamoDB's
 * {@code ConsumedCapacity} shape (API Reference, "ConsumedCapacity": {@code TableName}, {@code CapacityUnits},
 * {@code ReadCapacityUnits}, {@code WriteCapacityUnits}, {@code Table}, {@code GlobalSecondaryIndexes},
 * {@code LocalSecondaryIndexes}), members DynamoDB left out left out.
 */
class ConsumedCapacityJsonTest {

    @Test
    void totalCapacityIsTheTableAndItsUnits() {
        assertEquals("{\"TableName\":\"Shop\",\"CapacityUnits\":1.0}",
                ConsumedCapacityJson.of(ConsumedCapacity.builder().tableName("Shop").capacityUnits(1.0).build()));
    }

    @Test
    void indexCapacityNamesEachIndexUnderItsKind() {
        Map<String, Capacity> global = new LinkedHashMap<>();
        global.put("GSI1", Capacity.builder().capacityUnits(2.0).build());
        global.put("GSI2", Capacity.builder().readCapacityUnits(0.5).writeCapacityUnits(1.0).build());
        ConsumedCapacity capacity = ConsumedCapacity.builder().tableName("Shop").capacityUnits(4.0)
                .table(Capacity.builder().capacityUnits(1.0).build())
                .globalSecondaryIndexes(global)
                .localSecondaryIndexes(Map.of("LSI1", Capacity.builder().capacityUnits(0.5).build()))
                .build();
        assertEquals("{\"TableName\":\"Shop\",\"CapacityUnits\":4.0,\"Table\":{\"CapacityUnits\":1.0},"
                + "\"GlobalSecondaryIndexes\":{\"GSI1\":{\"CapacityUnits\":2.0},"
                + "\"GSI2\":{\"ReadCapacityUnits\":0.5,\"WriteCapacityUnits\":1.0}},"
                + "\"LocalSecondaryIndexes\":{\"LSI1\":{\"CapacityUnits\":0.5}}}", ConsumedCapacityJson.of(capacity));
    }

    @Test
    void vectorCapacityIsInBytesAndNamesAreEscaped() {
        ConsumedCapacity capacity = ConsumedCapacity.builder().tableName("Sh\"op")
                .vectorIndexes(Map.of("byEmbedding", VectorCapacity.builder().vectorSearchRequestBytes(1024.0).build()))
                .build();
        assertEquals(List.of("{\"TableName\":\"Sh\\\"op\",\"VectorIndexes\":{\"byEmbedding\":"
                + "{\"VectorSearchRequestBytes\":1024.0}}}"), ConsumedCapacityJson.of(List.of(capacity)));
    }
}
