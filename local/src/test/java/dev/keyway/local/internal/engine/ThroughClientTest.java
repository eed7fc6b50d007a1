package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.KeywayLocal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** The engine through the SDK client and the protocol: what Keyway's repositories do. */
class ThroughClientTest {

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    @Test
    @DisplayName("A repository's round: create table with index, put, conditional put, query index, transaction")
    void repositoryRound() {
        try (KeywayLocal local = KeywayLocal.inMemory()) {
            DynamoDbClient client = local.client();
            client.createTable(b -> b.tableName("Shop").billingMode("PAY_PER_REQUEST")
                    .keySchema(EngineFixture.hash("PK"), EngineFixture.range("SK"))
                    .attributeDefinitions(EngineFixture.def("PK", "S"), EngineFixture.def("SK", "S"),
                            EngineFixture.def("GSI1PK", "S"), EngineFixture.def("GSI1SK", "S"))
                    .globalSecondaryIndexes(EngineFixture.gsi("GSI1", EngineFixture.projection(ProjectionType.ALL),
                            EngineFixture.hash("GSI1PK"), EngineFixture.range("GSI1SK"))));
            client.waiter().waitUntilTableExists(b -> b.tableName("Shop"));
            client.putItem(b -> b.tableName("Shop").item(Map.of("PK", s("CUSTOMER#1"), "SK", s("PROFILE"),
                    "GSI1PK", s("EMAIL#a@b"), "GSI1SK", s("CUSTOMER"), "version", AttributeValue.fromN("1"))));
            assertThrows(ConditionalCheckFailedException.class, () -> client.putItem(b -> b.tableName("Shop")
                    .item(Map.of("PK", s("CUSTOMER#1"), "SK", s("PROFILE")))
                    .conditionExpression("attribute_not_exists(PK)")));
            QueryResponse byEmail = client.query(b -> b.tableName("Shop").indexName("GSI1")
                    .keyConditionExpression("GSI1PK = :e").expressionAttributeValues(Map.of(":e", s("EMAIL#a@b"))));
            assertEquals(1, byEmail.count());
            TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class, () ->
                    client.transactWriteItems(b -> b.transactItems(t -> t.conditionCheck(c -> c.tableName("Shop")
                            .key(Map.of("PK", s("CUSTOMER#1"), "SK", s("PROFILE"))).conditionExpression("version = :v")
                            .expressionAttributeValues(Map.of(":v", AttributeValue.fromN("2")))))));
            assertEquals(List.of("ConditionalCheckFailed"),
                    cancelled.cancellationReasons().stream().map(r -> r.code()).toList());
            assertEquals(1, local.deleteAllTables());
        }
    }
}
