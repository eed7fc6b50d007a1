package dev.keyway.testing;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Small helpers shared by the tests. */
final class Tables {
    private Tables() {
    }

    static void create(DynamoDbClient client, String table) {
        client.createTable(b -> b.tableName(table)
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .attributeDefinitions(AttributeDefinition.builder()
                        .attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
    }

    static void put(DynamoDbClient client, String table, String pk, String value) {
        client.putItem(b -> b.tableName(table)
                .item(Map.of("pk", AttributeValue.fromS(pk), "value", AttributeValue.fromS(value))));
    }

    static Map<String, AttributeValue> get(DynamoDbClient client, String table, String pk) {
        return client.getItem(b -> b.tableName(table).key(Map.of("pk", AttributeValue.fromS(pk))).consistentRead(true))
                .item();
    }

    /** Creates a table, writes an item and reads it back. */
    static void roundTrip(DynamoDbClient client, String table) {
        create(client, table);
        put(client, table, "k1", "hello");
        Map<String, AttributeValue> item = get(client, table, "k1");
        org.junit.jupiter.api.Assertions.assertEquals("hello", item.get("value").s());
    }
}
