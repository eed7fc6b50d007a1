package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.ServiceError;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

class TableOperationsTest extends EngineFixture {

    @Test
    @DisplayName("API Reference, CreateTable: answers CREATING, DescribeTable ACTIVE, with ARN and billing summary")
    void createAndDescribe() {
        CreateTableResponse created = db.createTable(CreateTableRequest.builder().tableName("Shop")
                .billingMode("PAY_PER_REQUEST").keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(def("pk", "S"), def("sk", "S")).build());
        assertEquals("CREATING", created.tableDescription().tableStatusAsString());
        TableDescription table = db.describeTable(DescribeTableRequest.builder().tableName("Shop").build()).table();
        assertEquals("ACTIVE", table.tableStatusAsString());
        assertEquals("arn:aws:dynamodb:us-east-1:000000000000:table/Shop", table.tableArn());
        assertEquals("PAY_PER_REQUEST", table.billingModeSummary().billingModeAsString());
        assertEquals(0L, table.itemCount());
        assertEquals(0L, table.provisionedThroughput().readCapacityUnits());
        assertEquals(NOW, table.creationDateTime());
    }

    @Test
    @DisplayName("API Reference, CreateTable: TableName 3 to 255 characters of [a-zA-Z0-9_.-]")
    void tableNameRules() {
        assertValidation("1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must "
                + "have length greater than or equal to 3", () -> createTable("ab"));
        assertValidation("1 validation error detected: Value 'a b c' at 'tableName' failed to satisfy constraint: Member "
                + "must satisfy regular expression pattern: [a-zA-Z0-9_.-]+", () -> createTable("a b c"));
    }

    @Test
    @DisplayName("API Reference, CreateTable: an existing table is a ResourceInUseException")
    void existingTable() {
        createTable("Shop");
        ServiceError error = error(() -> createTable("Shop"));
        assertEquals("ResourceInUseException", error.type());
    }

    @Test
    @DisplayName("API Reference, CreateTable: AttributeDefinitions are exactly the key attributes")
    void attributeDefinitions() {
        assertValidation("One or more parameter values were invalid: Number of attributes in KeySchema does not exactly match "
                + "number of attributes defined in AttributeDefinitions", () -> db.createTable(CreateTableRequest.builder()
                .tableName("T1x").billingMode("PAY_PER_REQUEST").keySchema(hash("pk"))
                .attributeDefinitions(def("pk", "S"), def("other", "S")).build()));
        assertValidation("One or more parameter values were invalid: Some index key attributes are not defined in "
                + "AttributeDefinitions. Keys: [pk, sk], AttributeDefinitions: [pk, x]", () -> db.createTable(
                CreateTableRequest.builder().tableName("T1x").billingMode("PAY_PER_REQUEST")
                        .keySchema(hash("pk"), range("sk")).attributeDefinitions(def("pk", "S"), def("x", "S")).build()));
        assertValidation("One or more parameter values were invalid: Some AttributeDefinitions are not used. "
                + "AttributeDefinitions: [pk, sk, gpk, unused], keys used: [pk, sk, gpk]", () -> db.createTable(
                CreateTableRequest.builder().tableName("T1x").billingMode("PAY_PER_REQUEST")
                        .keySchema(hash("pk"), range("sk"))
                        .attributeDefinitions(def("pk", "S"), def("sk", "S"), def("gpk", "S"), def("unused", "S"))
                        .globalSecondaryIndexes(gsi("G1x", projection(ProjectionType.ALL), hash("gpk"))).build()));
    }

    @Test
    @DisplayName("API Reference, CreateTable: PROVISIONED needs ProvisionedThroughput, PAY_PER_REQUEST refuses it")
    void billingModes() {
        assertValidation("One or more parameter values were invalid: ReadCapacityUnits and WriteCapacityUnits must both be "
                + "specified when BillingMode is PROVISIONED", () -> db.createTable(CreateTableRequest.builder()
                .tableName("T1x").keySchema(hash("pk")).attributeDefinitions(def("pk", "S")).build()));
        assertValidation("One or more parameter values were invalid: Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                + "specified when BillingMode is PAY_PER_REQUEST", () -> db.createTable(CreateTableRequest.builder()
                .tableName("T1x").billingMode("PAY_PER_REQUEST").keySchema(hash("pk"))
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(1L).writeCapacityUnits(1L).build())
                .attributeDefinitions(def("pk", "S")).build()));
        db.createTable(CreateTableRequest.builder().tableName("Prov").keySchema(hash("pk"))
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(7L).build())
                .attributeDefinitions(def("pk", "S")).build());
        TableDescription table = db.describeTable(DescribeTableRequest.builder().tableName("Prov").build()).table();
        assertEquals(5L, table.provisionedThroughput().readCapacityUnits());
        assertNull(table.billingModeSummary());
    }

    @Test
    @DisplayName("Developer Guide, LSI: same partition key as the table, and the table needs a sort key")
    void localIndexRules() {
        assertValidation("One or more parameter values were invalid: Table KeySchema does not have a range key, which is "
                + "required when specifying a LocalSecondaryIndex", () -> db.createTable(CreateTableRequest.builder()
                .tableName("T1x").billingMode("PAY_PER_REQUEST").keySchema(hash("pk"))
                .attributeDefinitions(def("pk", "S"), def("l", "S"))
                .localSecondaryIndexes(lsi("L1x", projection(ProjectionType.ALL), hash("pk"), range("l"))).build()));
        assertValidation("One or more parameter values were invalid: Index KeySchema does not have the same leading hash key "
                + "as table KeySchema for index: L1x. index hash key: l, table hash key: pk", () -> db.createTable(
                CreateTableRequest.builder().tableName("T1x").billingMode("PAY_PER_REQUEST").keySchema(hash("pk"), range("sk"))
                        .attributeDefinitions(def("pk", "S"), def("sk", "S"), def("l", "S"))
                        .localSecondaryIndexes(lsi("L1x", projection(ProjectionType.ALL), hash("l"), range("sk"))).build()));
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: a global index may have up to four HASH and four RANGE attributes")
    void multiAttributeGlobalIndex() {
        db.createTable(CreateTableRequest.builder().tableName("Multi").billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk")).attributeDefinitions(def("pk", "S"), def("a", "S"), def("b", "N"), def("c", "S"),
                        def("d", "N"))
                .globalSecondaryIndexes(gsi("G1x", projection(ProjectionType.ALL), hash("a"), hash("b"), range("c"),
                        range("d")))
                .build());
        TableDescription table = db.describeTable(DescribeTableRequest.builder().tableName("Multi").build()).table();
        assertEquals(4, table.globalSecondaryIndexes().get(0).keySchema().size());
        assertEquals(table.tableArn() + "/index/G1x", table.globalSecondaryIndexes().get(0).indexArn());
    }

    @Test
    @DisplayName("API Reference, ListTables: names in order, Limit and ExclusiveStartTableName")
    void listTables() {
        for (String name : List.of("Ccc", "Aaa", "Bbb", "Ddd")) {
            createTable(name);
        }
        ListTablesResponse first = db.listTables(ListTablesRequest.builder().limit(2).build());
        assertEquals(List.of("Aaa", "Bbb"), first.tableNames());
        assertEquals("Bbb", first.lastEvaluatedTableName());
        ListTablesResponse second = db.listTables(ListTablesRequest.builder().limit(2)
                .exclusiveStartTableName(first.lastEvaluatedTableName()).build());
        assertEquals(List.of("Ccc", "Ddd"), second.tableNames());
        assertNull(second.lastEvaluatedTableName());
        assertValidation("1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have "
                + "value greater than or equal to 1", () -> db.listTables(ListTablesRequest.builder().limit(0).build()));
    }

    @Test
    @DisplayName("API Reference, DeleteTable: answers DELETING, then the table is gone")
    void deleteTable() {
        createTable("Shop");
        assertEquals("DELETING", db.deleteTable(DeleteTableRequest.builder().tableName("Shop").build())
                .tableDescription().tableStatusAsString());
        ServiceError error = error(() -> db.describeTable(DescribeTableRequest.builder().tableName("Shop").build()));
        assertEquals("ResourceNotFoundException", error.type());
        assertEquals("Requested resource not found: Table: Shop not found", error.getMessage());
        ServiceError put = error(() -> db.putItem(PutItemRequest.builder().tableName("Shop")
                .item(item("pk", "a", "sk", "b")).build()));
        assertEquals("ResourceNotFoundException", put.type());
    }

    @Test
    @DisplayName("API Reference, CreateTable: a stream specification turns the stream on")
    void streamAtCreation() {
        db.createTable(CreateTableRequest.builder().tableName("Streamed").billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk")).attributeDefinitions(def("pk", "S"))
                .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType("NEW_IMAGE").build())
                .build());
        TableDescription table = db.describeTable(DescribeTableRequest.builder().tableName("Streamed").build()).table();
        assertTrue(table.streamSpecification().streamEnabled());
        assertEquals("NEW_IMAGE", table.streamSpecification().streamViewTypeAsString());
        assertTrue(table.latestStreamArn().startsWith(table.tableArn() + "/stream/"));
        assertEquals(List.of("enable Streamed NEW_IMAGE"), changes.events);
        db.deleteTable(DeleteTableRequest.builder().tableName("Streamed").build());
        assertFalse(changes.events.size() < 2);
        assertEquals("disable Streamed", changes.events.get(1));
    }
}
