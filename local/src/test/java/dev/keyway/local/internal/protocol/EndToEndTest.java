package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The whole stack, in-process and over loopback: the codec with the real engine's and streams' answers. */
class EndToEndTest {

    private final KeywayLocal local = KeywayLocal.inMemory();

    @AfterEach
    void close() {
        local.close();
    }

    private static void exercise(DynamoDbClient client, DynamoDbStreamsClient streams) {
        TableDescription created = client.createTable(b -> b.tableName("E2E")
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                                .attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.N).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .streamSpecification(StreamSpecification.builder().streamEnabled(true)
                        .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES).build()))
                .tableDescription();
        assertEquals("E2E", created.tableName());
        assertTrue(created.creationDateTime() != null);
        for (int i = 0; i < 5; i++) {
            String n = Integer.toString(i);
            client.putItem(b -> b.tableName("E2E").item(Map.of("pk", AttributeValue.fromS("p"),
                    "sk", AttributeValue.fromN(n), "v", AttributeValue.fromL(List.of(AttributeValue.fromN("1.50"))))));
        }
        QueryResponse page = client.query(b -> b.tableName("E2E").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("p"))).limit(2));
        assertEquals(2, page.count());
        assertEquals(Map.of("pk", AttributeValue.fromS("p"), "sk", AttributeValue.fromN("1")), page.lastEvaluatedKey());
        assertEquals(AttributeValue.fromN("1.5"), page.items().get(0).get("v").l().get(0));
        assertThrows(ResourceNotFoundException.class, () -> client.getItem(b -> b.tableName("Missing")
                .key(Map.of("pk", AttributeValue.fromS("p")))));

        String streamArn = client.describeTable(b -> b.tableName("E2E")).table().latestStreamArn();
        var shards = streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards();
        assertFalse(shards.isEmpty());
        String iterator = streams.getShardIterator(b -> b.streamArn(streamArn).shardId(shards.get(0).shardId())
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        var records = streams.getRecords(b -> b.shardIterator(iterator)).records();
        assertEquals(5, records.size());
        assertTrue(records.get(0).dynamodb().approximateCreationDateTime() != null);
        assertEquals(AttributeValue.fromS("p"), records.get(0).dynamodb().keys().get("pk"));
    }

    @Test
    @DisplayName("in-process client and streams client over the real engine")
    void inProcess() {
        exercise(local.client(), local.streamsClient());
    }

    @Test
    @DisplayName("loopback clients over the real engine")
    void loopback() {
        local.startServer();
        try (DynamoDbClient client = local.newLoopbackClient();
                DynamoDbStreamsClient streams = local.newLoopbackStreamsClient()) {
            exercise(client, streams);
        }
    }
}
