package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/** DescribeTable, ListTables, DeleteTable and UpdateTable (API Reference of each). */
class TableLifecycleConformanceTest extends ConformanceSupport {

    @Test
    @DisplayName("API Reference, DescribeTable: ResourceNotFoundException \"The operation tried to access a nonexistent table\"")
    void describeMissingTable() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.describeTable(b -> b.tableName("Nowhere")),
                "Requested resource not found");
    }

    @Test
    @DisplayName("API Reference, ListTables: Limit and ExclusiveStartTableName / LastEvaluatedTableName page through every table once, in name order")
    void listTablesPaging() {
        for (String name : List.of("Delta", "Alpha", "Echo", "Charlie", "Bravo")) {
            createHashTable(name);
        }
        List<String> seen = new ArrayList<>();
        ListTablesResponse page = ddb.listTables(b -> b.limit(2));
        assertEquals(2, page.tableNames().size());
        assertEquals(page.tableNames().get(1), page.lastEvaluatedTableName());
        seen.addAll(page.tableNames());
        String start = page.lastEvaluatedTableName();
        page = ddb.listTables(b -> b.limit(2).exclusiveStartTableName(start));
        assertEquals(2, page.tableNames().size());
        seen.addAll(page.tableNames());
        String next = page.lastEvaluatedTableName();
        assertNotNull(next);
        page = ddb.listTables(b -> b.limit(2).exclusiveStartTableName(next));
        seen.addAll(page.tableNames());
        assertNull(page.lastEvaluatedTableName(), "the last page has no LastEvaluatedTableName");
        // DynamoDB answers table names in ascending order (what ExclusiveStartTableName paging relies on).
        assertEquals(List.of("Alpha", "Bravo", "Charlie", "Delta", "Echo"), seen);
    }

    @Test
    @DisplayName("API Reference, ListTables: Limit \"Valid Range: Minimum value of 1. Maximum value of 100\"")
    void listTablesLimitRange() {
        assertValidation(() -> ddb.listTables(b -> b.limit(0)));
        assertValidation(() -> ddb.listTables(b -> b.limit(101)));
        ddb.listTables(b -> b.limit(100));
    }

    @Test
    @DisplayName("API Reference, DeleteTable: answers TableStatus DELETING; the table is then gone")
    void deleteTable() {
        createHashTable("Doomed");
        put("Doomed", item("pk", "a"));
        DeleteTableResponse response = ddb.deleteTable(b -> b.tableName("Doomed"));
        assertEquals(TableStatus.DELETING, response.tableDescription().tableStatus());
        assertEquals("Doomed", response.tableDescription().tableName());
        assertRefused(ResourceNotFoundException.class, () -> ddb.describeTable(b -> b.tableName("Doomed")));
        assertRefused(ResourceNotFoundException.class, () -> put("Doomed", item("pk", "b")), "Requested resource not found");
        assertFalse(ddb.listTables().tableNames().contains("Doomed"));
    }

    @Test
    @DisplayName("API Reference, DeleteTable: ResourceNotFoundException for a table that does not exist")
    void deleteMissingTable() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.deleteTable(b -> b.tableName("Nowhere")),
                "Requested resource not found");
    }

    @Test
    @DisplayName("API Reference, PutItem/GetItem/Query: ResourceNotFoundException on a table that does not exist")
    void itemOperationsOnMissingTable() {
        assertRefused(ResourceNotFoundException.class, () -> put("Nowhere", item("pk", "a")), "Requested resource not found");
        assertRefused(ResourceNotFoundException.class, () -> ddb.getItem(b -> b.tableName("Nowhere").key(item("pk", "a"))));
        assertRefused(ResourceNotFoundException.class, () -> ddb.scan(b -> b.tableName("Nowhere")));
    }

    @Test
    @DisplayName("API Reference, UpdateTable: creating a GSI on a table holding items: UPDATING/CREATING, then ACTIVE and backfilled")
    void addGlobalIndexToTableWithItems() {
        createCompositeTable("Shop");
        for (int i = 0; i < 5; i++) {
            put("Shop", item("pk", "c" + i, "sk", "p", "email", "e" + (i % 2)));
        }
        put("Shop", item("pk", "noEmail", "sk", "p"));

        UpdateTableResponse response = ddb.updateTable(b -> b.tableName("Shop")
                .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("email"))
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder()
                        .create(c -> c.indexName("byEmail").keySchema(hash("email")).projection(projectAll())).build()));
        // "UpdateTable is an asynchronous operation; while it's executing, the table status changes from ACTIVE to UPDATING."
        assertEquals(TableStatus.UPDATING, response.tableDescription().tableStatus());
        GlobalSecondaryIndexDescription creating = response.tableDescription().globalSecondaryIndexes().get(0);
        assertEquals("byEmail", creating.indexName());
        assertEquals(IndexStatus.CREATING, creating.indexStatus());
        // Widely quoted DynamoDB answer while the new index is being built: "Cannot read from backfilling global secondary index".
        assertValidation(() -> ddb.query(b -> b.tableName("Shop").indexName("byEmail")
                .keyConditionExpression("email = :e").expressionAttributeValues(item(":e", "e0"))),
                "Cannot read from backfilling global secondary index");

        TableDescription active = awaitActive("Shop");
        assertEquals(IndexStatus.ACTIVE, active.globalSecondaryIndexes().get(0).indexStatus());
        QueryResponse byEmail = ddb.query(b -> b.tableName("Shop").indexName("byEmail")
                .keyConditionExpression("email = :e").expressionAttributeValues(item(":e", "e0")));
        assertEquals(3, byEmail.count(), "the index holds every existing item that has the index key (c0, c2, c4)");
        assertEquals(5, ddb.scan(b -> b.tableName("Shop").indexName("byEmail")).count(), "sparse: noEmail is absent");
    }

    @Test
    @DisplayName("API Reference, UpdateTable: a new GSI's key attribute must be in AttributeDefinitions")
    void addGlobalIndexWithoutDefinition() {
        createCompositeTable("Shop");
        assertValidation(() -> ddb.updateTable(b -> b.tableName("Shop")
                .attributeDefinitions(attrS("pk"), attrS("sk"))
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder()
                        .create(c -> c.indexName("byEmail").keySchema(hash("email")).projection(projectAll())).build())));
    }

    @Test
    @DisplayName("API Reference, UpdateTable: \"You can create or delete only one global secondary index per UpdateTable operation\"")
    void oneIndexChangePerUpdate() {
        createCompositeTable("Shop");
        DynamoDbException error = assertThrows(DynamoDbException.class,
                () -> ddb.updateTable(b -> b.tableName("Shop")
                        .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("a"), attrS("b"))
                        .globalSecondaryIndexUpdates(
                                GlobalSecondaryIndexUpdate.builder()
                                        .create(c -> c.indexName("ga").keySchema(hash("a")).projection(projectAll())).build(),
                                GlobalSecondaryIndexUpdate.builder()
                                        .create(c -> c.indexName("gb").keySchema(hash("b")).projection(projectAll())).build())));
        // The documented limit; DynamoDB's error code here is ValidationException or LimitExceededException.
        assertTrue(Set.of("ValidationException", "LimitExceededException").contains(error.awsErrorDetails().errorCode()),
                error.getMessage());
    }

    @Test
    @DisplayName("API Reference, UpdateTable: Delete a GSI; queries on it are then refused")
    void deleteGlobalIndex() {
        createTableWithGsi("Shop", projectAll());
        put("Shop", item("pk", "a", "sk", "1", "gpk", "g", "gsk", "1"));
        UpdateTableResponse response = ddb.updateTable(b -> b.tableName("Shop")
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().delete(d -> d.indexName("gsi")).build()));
        assertTrue(response.tableDescription().globalSecondaryIndexes().stream()
                .allMatch(index -> index.indexStatus() == IndexStatus.DELETING), "the index is DELETING or already gone");
        TableDescription table = awaitActive("Shop");
        assertTrue(table.globalSecondaryIndexes().isEmpty(), "the index is gone: " + table.globalSecondaryIndexes());
        assertValidation(() -> ddb.query(b -> b.tableName("Shop").indexName("gsi")
                .keyConditionExpression("gpk = :g").expressionAttributeValues(item(":g", "g"))),
                "The table does not have the specified index");
        assertFalse(get("Shop", item("pk", "a", "sk", "1")).isEmpty(), "the table's items stay");
    }

    @Test
    @DisplayName("API Reference, UpdateTable: StreamSpecification on and off; DescribeTable shows LatestStreamArn/Label")
    void streamOnAndOff() {
        createHashTable("Streamed");
        UpdateTableResponse on = ddb.updateTable(b -> b.tableName("Streamed")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)));
        TableDescription described = awaitActive("Streamed");
        assertTrue(described.streamSpecification().streamEnabled());
        assertEquals(StreamViewType.NEW_IMAGE, described.streamSpecification().streamViewType());
        assertNotNull(described.latestStreamLabel());
        assertEquals(described.tableArn() + "/stream/" + described.latestStreamLabel(), described.latestStreamArn());
        assertEquals(described.latestStreamArn(), on.tableDescription().latestStreamArn());

        // Widely quoted DynamoDB answer: "Table already has an enabled stream".
        assertValidation(() -> ddb.updateTable(b -> b.tableName("Streamed")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))),
                "already has an enabled stream");

        ddb.updateTable(b -> b.tableName("Streamed").streamSpecification(s -> s.streamEnabled(false)));
        String status = streams.describeStream(b -> b.streamArn(described.latestStreamArn()))
                .streamDescription().streamStatusAsString();
        assertTrue(Set.of("DISABLING", "DISABLED").contains(status), status);
    }

    @Test
    @DisplayName("API Reference, UpdateTable: BillingMode and ProvisionedThroughput can be changed")
    void changeBillingMode() {
        createHashTable("Billing");
        ddb.updateTable(b -> b.tableName("Billing").billingMode("PROVISIONED")
                .provisionedThroughput(t -> t.readCapacityUnits(3L).writeCapacityUnits(4L)));
        TableDescription table = awaitActive("Billing");
        assertEquals("PROVISIONED", table.billingModeSummary().billingModeAsString());
        assertEquals(3L, table.provisionedThroughput().readCapacityUnits());
        assertEquals(4L, table.provisionedThroughput().writeCapacityUnits());
    }

    @Test
    @DisplayName("API Reference, UpdateTable: ResourceNotFoundException for a table that does not exist")
    void updateMissingTable() {
        assertRefused(ResourceNotFoundException.class, () -> ddb.updateTable(b -> b.tableName("Nowhere")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))));
    }
}
