package dev.keyway.local.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** A database kept in a directory survives a restart, and a crash loses at most the last moment. */
class DataDirectoryTest {

    @TempDir
    Path directory;

    @Test
    void tablesIndexesItemsTimeToLiveAndTagsSurviveARestart() {
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            createTable(client);
            client.updateTimeToLive(b -> b.tableName("Shop")
                    .timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
            client.tagResource(b -> b.resourceArn(arn(client)).tags(t -> t.key("team").value("orders")));
            client.putItem(b -> b.tableName("Shop").item(item("c1", "alice@example.com")));
            client.putItem(b -> b.tableName("Shop").item(Map.of("pk", AttributeValue.fromS("c2"),
                    "blob", AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromUtf8String("\u00e9")),
                    "n", AttributeValue.fromN("12345678901234567890123456789012345678"),
                    "l", AttributeValue.fromL(List.of(AttributeValue.fromNul(true),
                            AttributeValue.fromM(Map.of("s", AttributeValue.fromSs(List.of("a", "b")))))))));
        }
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            TableDescription table = client.describeTable(b -> b.tableName("Shop")).table();
            assertEquals("email", table.globalSecondaryIndexes().get(0).keySchema().get(0).attributeName());
            assertEquals(2, client.scan(b -> b.tableName("Shop")).count().intValue());
            assertEquals(item("c1", "alice@example.com"),
                    client.getItem(b -> b.tableName("Shop").key(Map.of("pk", AttributeValue.fromS("c1")))).item());
            assertEquals("12345678901234567890123456789012345678", client.getItem(b -> b.tableName("Shop")
                    .key(Map.of("pk", AttributeValue.fromS("c2")))).item().get("n").n());
            assertEquals(1, (int) client.query(b -> b.tableName("Shop").indexName("byEmail")
                    .keyConditionExpression("email = :e")
                    .expressionAttributeValues(Map.of(":e", AttributeValue.fromS("alice@example.com")))).count());
            assertEquals(TimeToLiveStatus.ENABLED, client.describeTimeToLive(b -> b.tableName("Shop"))
                    .timeToLiveDescription().timeToLiveStatus());
            assertEquals("orders", client.listTagsOfResource(b -> b.resourceArn(arn(client))).tags().get(0).value());
        }
    }

    @Test
    void aDeletedTableStaysDeleted() {
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            createTable(local.client());
            local.client().deleteTable(b -> b.tableName("Shop"));
        }
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            assertTrue(local.client().listTables().tableNames().isEmpty());
        }
    }

    @Test
    void aSecondHandleOnADirectoryInUseIsRefused() {
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> KeywayLocal.builder().dataDirectory(directory).start());
            assertTrue(refused.getMessage().contains("in use"), refused.getMessage());
        }
    }

    @Test
    void aDamagedSnapshotStopsTheStartInsteadOfStartingEmpty() throws IOException {
        Files.writeString(directory.resolve("keyway-local.json"), "{\"format\":\"keyway-local-snapshot/1\",\"tables\":[{",
                StandardCharsets.UTF_8);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> KeywayLocal.builder().dataDirectory(directory).start());
        assertTrue(refused.getMessage().contains("keyway-local.json"), refused.getMessage());
        // The lock was released: once the file is moved away, the directory can be used.
        Files.delete(directory.resolve("keyway-local.json"));
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            assertTrue(local.client().listTables().tableNames().isEmpty());
        }
    }

    /**
     * A process killed without a chance to close (Runtime.halt, as kill -9 or a power cut) keeps every
     * change made more than the snapshot delay before it died.
     */
    @Test
    void aCrashLosesAtMostTheChangesOfTheLastSnapshotDelay() throws Exception {
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashingWriter.class.getName(), directory.toString())
                .redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not end");
        assertEquals(CrashingWriter.HALT_STATUS, child.exitValue(), output);
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            // Written 500 ms (more than the 50 ms delay) before the crash: kept.
            assertEquals(item("c1", "kept@example.com"), local.client().getItem(b -> b.tableName("Shop")
                    .key(Map.of("pk", AttributeValue.fromS("c1")))).item());
        }
    }

    /** The child process of the crash test: writes, waits past the snapshot delay, writes again, halts. */
    public static final class CrashingWriter {
        static final int HALT_STATUS = 77;

        public static void main(String[] args) throws InterruptedException {
            KeywayLocal local = KeywayLocal.builder().dataDirectory(Path.of(args[0]))
                    .snapshotDelay(Duration.ofMillis(50)).start();
            createTable(local.client());
            local.client().putItem(b -> b.tableName("Shop").item(item("c1", "kept@example.com")));
            Thread.sleep(500);
            local.client().putItem(b -> b.tableName("Shop").item(item("c2", "maybe-lost@example.com")));
            Runtime.getRuntime().halt(HALT_STATUS);
        }
    }

    static void createTable(DynamoDbClient client) {
        client.createTable(b -> b.tableName("Shop").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("email").attributeType(ScalarAttributeType.S).build())
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("byEmail")
                        .keySchema(KeySchemaElement.builder().attributeName("email").keyType(KeyType.HASH).build())
                        .projection(p -> p.projectionType(ProjectionType.ALL)).build()));
    }

    static Map<String, AttributeValue> item(String pk, String email) {
        return Map.of("pk", AttributeValue.fromS(pk), "email", AttributeValue.fromS(email));
    }

    private static String arn(DynamoDbClient client) {
        return client.describeTable(b -> b.tableName("Shop")).table().tableArn();
    }
}
