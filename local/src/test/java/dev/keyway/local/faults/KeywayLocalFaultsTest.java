package dev.keyway.local.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Faults through a whole Keyway Local: its own client (SDK default retries) and a loopback client. */
class KeywayLocalFaultsTest {

    private KeywayLocal local;

    @BeforeEach
    void start() {
        local = KeywayLocal.builder().faultSeed(3).start();
        local.client().createTable(b -> b.tableName("Shop").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
    }

    @AfterEach
    void close() {
        local.close();
    }

    private Set<String> keys() {
        return local.client().scan(b -> b.tableName("Shop")).items().stream().map(i -> i.get("pk").s())
                .collect(Collectors.toSet());
    }

    @Test
    @DisplayName("the handle's own client, with the SDK's default retries, absorbs THROTTLING times(2)")
    void defaultRetriesAbsorbThrottling() {
        local.faults().add(Fault.throttling().on("PutItem").onTable("Shop").times(2));
        local.client().putItem(b -> b.tableName("Shop").item(Map.of("pk", AttributeValue.fromS("a"))));
        assertEquals(2, local.faults().injected());
        assertEquals(Set.of("a"), keys());
    }

    @Test
    @DisplayName("newLoopbackClient(sdkAttempts): the SDK tries each request that many times, then the fault is seen")
    void aLoopbackClientWithFewAttemptsGivesUpAfterThem() {
        local.startServer();
        local.faults().add(Fault.throttling().on("PutItem").onTable("Shop"));
        try (DynamoDbClient client = local.newLoopbackClient(3)) {
            assertThrows(ProvisionedThroughputExceededException.class, () -> client.putItem(
                    b -> b.tableName("Shop").item(Map.of("pk", AttributeValue.fromS("a")))));
        }
        assertEquals(3, local.faults().injected());
        assertTrue(keys().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> local.newLoopbackClient(0));
    }

    @Test
    @DisplayName("over loopback, retries off: the fault is seen, and UNPROCESSED items are really not written")
    void loopback() {
        local.startServer();
        try (DynamoDbClient client = DynamoDbClient.builder().endpointOverride(local.endpoint())
                .region(KeywayLocal.REGION)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(ClientOverrideConfiguration.builder()
                        .retryStrategy(AwsRetryStrategy.doNotRetry()).build())
                .build()) {
            local.faults().add(Fault.throttling().on("PutItem").times(1));
            assertThrows(ProvisionedThroughputExceededException.class, () -> client.putItem(b -> b.tableName("Shop")
                    .item(Map.of("pk", AttributeValue.fromS("x")))));
            assertTrue(keys().isEmpty());

            local.faults().clear();
            local.faults().add(Fault.unprocessed().probability(0.5));
            List<WriteRequest> writes = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                        .item(Map.of("pk", AttributeValue.fromS("w" + i))).build()).build());
            }
            BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(Map.of("Shop", writes)));
            List<WriteRequest> unprocessed = response.unprocessedItems().get("Shop");
            assertFalse(unprocessed.isEmpty());
            Set<String> left = unprocessed.stream().map(w -> w.putRequest().item().get("pk").s())
                    .collect(Collectors.toSet());
            Set<String> written = keys();
            assertEquals(20, written.size() + left.size());
            assertTrue(written.stream().noneMatch(left::contains));
        }
    }
}
