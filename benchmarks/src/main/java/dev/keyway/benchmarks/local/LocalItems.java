package dev.keyway.benchmarks.local;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The table and the items of the Keyway Local benchmarks, built with the low-level client alone so that
 * nothing but the SDK and Keyway Local is measured: a table keyed {@code pk} (hash) and {@code sk} (range),
 * on demand, and an item of about 250 bytes shaped like the test suite's (strings, numbers, a boolean, a
 * string set, a nested map and a list).
 */
final class LocalItems {

    private LocalItems() {
    }

    /** Creates {@code table}; Keyway Local makes it ACTIVE at once. */
    static void createTable(DynamoDbClient client, String table) {
        client.createTable(b -> b.tableName(table)
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.S).build())
                .keySchema(
                        KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
    }

    /** The key of item {@code i}. */
    static Map<String, AttributeValue> key(int i) {
        return Map.of("pk", s(String.format("CUSTOMER#%06d", i)), "sk", s("PROFILE"));
    }

    /** Item {@code i}: its key and ten attributes. */
    static Map<String, AttributeValue> item(int i) {
        return Map.ofEntries(
                Map.entry("pk", s(String.format("CUSTOMER#%06d", i))),
                Map.entry("sk", s("PROFILE")),
                Map.entry("_type", s("Customer")),
                Map.entry("name", s("Customer number " + i)),
                Map.entry("email", s("customer" + i + "@example.com")),
                Map.entry("orders", AttributeValue.fromN(Integer.toString(i % 97))),
                Map.entry("balance", AttributeValue.fromN((i % 1000) + ".25")),
                Map.entry("active", AttributeValue.fromBool(i % 2 == 0)),
                Map.entry("tags", AttributeValue.fromSs(List.of("new", "newsletter", "tier-" + i % 3))),
                Map.entry("address", AttributeValue.fromM(Map.of(
                        "street", s(i + " Main Street"), "city", s("Springfield"), "zip", s("12345")))),
                Map.entry("recent", AttributeValue.fromL(List.of(
                        AttributeValue.fromN("17"), AttributeValue.fromN("23"), s("ORDER#" + i)))),
                Map.entry("createdAt", s("2026-11-28T12:00:00Z")));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
