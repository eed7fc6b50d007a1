package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.keyway.local.KeywayLocal;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * API Reference, Query, ExclusiveStartKey: "The primary key of the first item that this operation will
 * evaluate": a partition that holds no item gives an empty page, in either direction (found by the
 * differential run, where Keyway Local answered an internal error).
 */
class QueryStartKeyOnEmptyPartitionTest {

    @Test
    void aStartKeyInAnEmptyPartitionGivesAnEmptyPage() {
        try (KeywayLocal local = KeywayLocal.inMemory()) {
            local.client().createTable(b -> b.tableName("Orders").billingMode(BillingMode.PAY_PER_REQUEST)
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                    .attributeDefinitions(
                            AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                            AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.N).build()));
            for (boolean forward : new boolean[] {true, false}) {
                QueryResponse page = local.client().query(b -> b.tableName("Orders").scanIndexForward(forward)
                        .keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("empty")))
                        .exclusiveStartKey(Map.of("pk", AttributeValue.fromS("empty"), "sk", AttributeValue.fromN("1"))));
                assertEquals(0, page.count());
                assertFalse(page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty());
            }
        }
    }
}
