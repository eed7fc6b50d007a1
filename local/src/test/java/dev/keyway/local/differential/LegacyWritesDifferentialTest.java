package dev.keyway.local.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The legacy write parameters (issue #27 §1: the Kinesis Client Library's lease management writes with them)
 * against moto 5.2.1, which implements {@code Expected}, {@code ConditionalOperator} and
 * {@code AttributeUpdates} (but ANDs the {@code Expected} elements whatever {@code ConditionalOperator} says): a
 * fixed sequence of lease-like writes, each step's outcome (the item after it, or
 * the error code) the same on both sides. Refusals are held to the documentation by
 * {@code LegacyWriteParametersConformanceTest} only (moto is a weak witness for validation).
 */
class LegacyWritesDifferentialTest {

    private static final Map<String, AttributeValue> KEY = Map.of("leaseKey", AttributeValue.fromS("shard-1"));

    @Test
    void legacyWritesAgreeWithMoto() {
        String python = System.getProperty("keyway.differential.python", "python3");
        try (Backend keyway = Backend.keywayLocal();
             Backend moto = Backend.moto(python, Path.of("target", "differential", "moto-legacy.log"))) {
            List<String> expected = outcomes(moto.client());
            List<String> actual = outcomes(keyway.client());
            for (int i = 0; i < expected.size(); i++) {
                assertEquals(expected.get(i), actual.get(i), "step " + i);
            }
        }
    }

    private static ExpectedAttributeValue value(AttributeValue value) {
        return ExpectedAttributeValue.builder().value(value).build();
    }

    private static ExpectedAttributeValue compare(ComparisonOperator operator, AttributeValue... values) {
        return ExpectedAttributeValue.builder().comparisonOperator(operator).attributeValueList(values).build();
    }

    private static AttributeValueUpdate put(AttributeValue value) {
        return AttributeValueUpdate.builder().action(AttributeAction.PUT).value(value).build();
    }

    private static List<String> outcomes(DynamoDbClient client) {
        client.createTable(b -> b.tableName("Leases").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName("leaseKey").keyType(KeyType.HASH).build())
                .attributeDefinitions(AttributeDefinition.builder().attributeName("leaseKey")
                        .attributeType(ScalarAttributeType.S).build()));
        List<String> outcomes = new ArrayList<>();
        Map<String, AttributeValue> lease = Map.of("leaseKey", AttributeValue.fromS("shard-1"),
                "leaseCounter", AttributeValue.fromN("0"), "checkpoint", AttributeValue.fromS("TRIM_HORIZON"));
        Runnable create = () -> client.putItem(b -> b.tableName("Leases").item(lease)
                .expected(Map.of("leaseKey", ExpectedAttributeValue.builder().exists(false).build())));
        step(client, outcomes, "create if absent", create);
        step(client, outcomes, "create again", create);
        step(client, outcomes, "take", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseCounter", value(AttributeValue.fromN("0"))))
                .attributeUpdates(Map.of("leaseOwner", put(AttributeValue.fromS("worker-a")),
                        "leaseCounter", AttributeValueUpdate.builder().action(AttributeAction.ADD)
                                .value(AttributeValue.fromN("1")).build(),
                        "tags", AttributeValueUpdate.builder().action(AttributeAction.ADD)
                                .value(AttributeValue.fromSs(List.of("x", "y"))).build()))));
        step(client, outcomes, "take with a stale counter", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseCounter", value(AttributeValue.fromN("0"))))
                .attributeUpdates(Map.of("leaseOwner", put(AttributeValue.fromS("worker-b"))))));
        step(client, outcomes, "checkpoint by the owner", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseOwner", value(AttributeValue.fromS("worker-a")),
                        "leaseCounter", compare(ComparisonOperator.GE, AttributeValue.fromN("1"))))
                .attributeUpdates(Map.of("checkpoint", put(AttributeValue.fromS("49600"))))));
        // moto 5.2.1 ANDs the elements whatever ConditionalOperator says (DIFFERENTIAL.md): OR is held to the
        // documentation by the conformance test only.
        step(client, outcomes, "both hold (AND)", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseOwner", value(AttributeValue.fromS("worker-a")),
                        "checkpoint", compare(ComparisonOperator.BEGINS_WITH, AttributeValue.fromS("496"))))
                .conditionalOperator(ConditionalOperator.AND)
                .attributeUpdates(Map.of("tags", AttributeValueUpdate.builder().action(AttributeAction.DELETE)
                        .value(AttributeValue.fromSs(List.of("x"))).build()))));
        step(client, outcomes, "operators", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseOwner", compare(ComparisonOperator.IN, AttributeValue.fromS("worker-a"),
                                AttributeValue.fromS("worker-b")),
                        "leaseCounter", compare(ComparisonOperator.BETWEEN, AttributeValue.fromN("1"),
                                AttributeValue.fromN("5")),
                        "tags", compare(ComparisonOperator.CONTAINS, AttributeValue.fromS("y")),
                        "missing", compare(ComparisonOperator.NULL),
                        "checkpoint", compare(ComparisonOperator.NE, AttributeValue.fromS("TRIM_HORIZON"))))
                .attributeUpdates(Map.of("ownerSwitches", AttributeValueUpdate.builder().action(AttributeAction.DELETE)
                        .build()))));
        step(client, outcomes, "evict another's lease", () -> client.updateItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseOwner", value(AttributeValue.fromS("worker-b"))))
                .attributeUpdates(Map.of("leaseOwner", AttributeValueUpdate.builder().action(AttributeAction.DELETE)
                        .build()))));
        step(client, outcomes, "delete by the owner", () -> client.deleteItem(b -> b.tableName("Leases").key(KEY)
                .expected(Map.of("leaseOwner", value(AttributeValue.fromS("worker-a"))))));
        return outcomes;
    }

    /** The step's outcome: the item after it, or the error code it was answered with. */
    private static void step(DynamoDbClient client, List<String> outcomes, String name, Runnable step) {
        Supplier<String> item = () -> {
            Map<String, String> canonical = new TreeMap<>();      // a set's elements in order: sets have none
            client.getItem(b -> b.tableName("Leases").key(KEY).consistentRead(true)).item().forEach((attribute, value) ->
                    canonical.put(attribute, value.hasSs() ? "SS" + new java.util.TreeSet<>(value.ss()) : value.toString()));
            return canonical.toString();
        };
        try {
            step.run();
            outcomes.add(name + ": " + item.get());
        } catch (DynamoDbException refused) {
            outcomes.add(name + ": " + refused.awsErrorDetails().errorCode() + " " + item.get());
        }
    }
}
