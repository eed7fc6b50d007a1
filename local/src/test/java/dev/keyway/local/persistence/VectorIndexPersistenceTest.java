package dev.keyway.local.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.local.KeywayLocal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/** Vector indexes survive a restart of a database kept in a directory, and answer SearchVectors as before it. */
class VectorIndexPersistenceTest {

    @TempDir
    Path directory;

    @Test
    void vectorIndexesSurviveARestart() {
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            client.createTable(b -> b.tableName("Kept").billingMode(BillingMode.PAY_PER_REQUEST)
                    .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                    .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S),
                            a -> a.attributeName("cuisine").attributeType(ScalarAttributeType.S),
                            a -> a.attributeName("course").attributeType(ScalarAttributeType.S))
                    .vectorIndexes(v -> v.indexName("Embeddings").dimensions(2L).distanceFunction("EUCLIDEAN")
                            .vectorAttribute(a -> a.attributeName("vec"))
                            .searchSchema(SearchSchemaElement.builder().attributeName("cuisine")
                                            .searchSchemaElementType("HASH").build(),
                                    SearchSchemaElement.builder().attributeName("course")
                                            .searchSchemaElementType("INLINE_FILTER").build())
                            .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("title"))));
            client.updateTable(b -> b.tableName("Kept").vectorIndexUpdates(u -> u.create(c -> c.indexName("Plain")
                    .dimensions(2L).distanceFunction("COSINE").vectorAttribute(a -> a.attributeName("vec"))
                    .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)))));
            client.putItem(b -> b.tableName("Kept").item(Map.of("PK", s("near"), "cuisine", s("it"), "course", s("main"),
                    "title", s("Near"), "vec", vector("1", "0"))));
            client.putItem(b -> b.tableName("Kept").item(Map.of("PK", s("far"), "cuisine", s("it"), "course", s("main"),
                    "title", s("Far"), "vec", vector("5", "5"))));
        }
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            List<VectorIndexDescription> indexes = client.describeTable(b -> b.tableName("Kept")).table().vectorIndexes();
            assertEquals(List.of("Embeddings", "Plain"), indexes.stream().map(VectorIndexDescription::indexName).toList());
            VectorIndexDescription embeddings = indexes.get(0);
            assertEquals(2L, embeddings.dimensions());
            assertEquals("EUCLIDEAN", embeddings.distanceFunctionAsString());
            assertEquals("vec", embeddings.vectorAttribute().attributeName());
            assertEquals(List.of("cuisine:HASH", "course:INLINE_FILTER"), embeddings.searchSchema().stream()
                    .map(e -> e.attributeName() + ":" + e.searchSchemaElementTypeAsString()).toList());
            assertEquals(ProjectionType.INCLUDE, embeddings.projection().projectionType());
            assertEquals(List.of("title"), embeddings.projection().nonKeyAttributes());
            assertEquals(2L, embeddings.itemCount());
            assertEquals("ACTIVE", embeddings.indexStatusAsString());
            assertEquals(ProjectionType.KEYS_ONLY, indexes.get(1).projection().projectionType());

            var results = client.searchVectors(b -> b.tableName("Kept").indexName("Embeddings").topK(1)
                    .searchVector(AttributeValue.fromN("1"), AttributeValue.fromN("0"))
                    .searchConditionExpression("cuisine = :c").expressionAttributeValues(Map.of(":c", s("it"))))
                    .searchResults();
            assertEquals("near", results.get(0).item().get("PK").s());
        }
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue vector(String... elements) {
        return AttributeValue.fromL(java.util.Arrays.stream(elements).map(AttributeValue::fromN).toList());
    }
}
