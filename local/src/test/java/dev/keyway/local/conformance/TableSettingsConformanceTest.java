package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Table settings of 2024-2026: OnDemandThroughput, WarmThroughput, DeletionProtectionEnabled,
 * TableClass (CreateTable, UpdateTable, DescribeTable), point-in-time recovery
 * (UpdateContinuousBackups, DescribeContinuousBackups) and resource-based policies (CreateTable's
 * ResourcePolicy, PutResourcePolicy, GetResourcePolicy, DeleteResourcePolicy), each as the API
 * Reference page named on the test states it.
 */
class TableSettingsConformanceTest extends ConformanceSupport {

    private static final String POLICY = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\","
            + "\"Principal\":{\"AWS\":\"arn:aws:iam::111122223333:root\"},\"Action\":\"dynamodb:GetItem\",\"Resource\":\"*\"}]}";

    private static CreateTableRequest.Builder onDemand(String name) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("PK")).attributeDefinitions(attrS("PK"));
    }

    private TableDescription describe(String name) {
        return ddb.describeTable(b -> b.tableName(name)).table();
    }

    @Test
    @DisplayName("API Reference, CreateTable: OnDemandThroughput, WarmThroughput, TableClass and DeletionProtectionEnabled are described as created")
    void createTableCarriesTheSettings() {
        createTable(onDemand("Settings").onDemandThroughput(b -> b.maxReadRequestUnits(2000L).maxWriteRequestUnits(500L))
                .warmThroughput(b -> b.readUnitsPerSecond(15_000L)).tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .deletionProtectionEnabled(true).build());
        TableDescription table = describe("Settings");
        assertEquals(2000L, table.onDemandThroughput().maxReadRequestUnits());
        assertEquals(500L, table.onDemandThroughput().maxWriteRequestUnits());
        assertEquals(15_000L, table.warmThroughput().readUnitsPerSecond());
        assertEquals(4_000L, table.warmThroughput().writeUnitsPerSecond()); // the on-demand start (Developer Guide)
        assertEquals("ACTIVE", table.warmThroughput().statusAsString());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, table.tableClassSummary().tableClass());
        assertTrue(table.deletionProtectionEnabled());
        ddb.updateTable(b -> b.tableName("Settings").deletionProtectionEnabled(false));
    }

    @Test
    @DisplayName("Developer Guide, warm throughput scenarios: a new on-demand table starts at 12,000 read and 4,000 write units per second")
    void onDemandTableStartsWarm() {
        createTable(onDemand("Plain").build());
        TableDescription table = describe("Plain");
        assertEquals(12_000L, table.warmThroughput().readUnitsPerSecond());
        assertEquals(4_000L, table.warmThroughput().writeUnitsPerSecond());
        assertNull(table.onDemandThroughput());
        assertNull(table.tableClassSummary());
    }

    @Test
    @DisplayName("API Reference, OnDemandThroughput: MaxReadRequestUnits \"greater than or equal to 1\"")
    void maximumBelowOneRefused() {
        assertValidation(() -> ddb.createTable(onDemand("Bad").onDemandThroughput(b -> b.maxReadRequestUnits(0L)).build()),
                "onDemandThroughput.maxReadRequestUnits", "greater than or equal to 1");
    }

    @Test
    @DisplayName("API Reference, OnDemandThroughput: \"the maximum number of read and write units for the specified on-demand table\"")
    void maximumOnAProvisionedTableRefused() {
        assertValidation(() -> ddb.createTable(onDemand("Bad").billingMode(BillingMode.PROVISIONED)
                        .provisionedThroughput(b -> b.readCapacityUnits(5L).writeCapacityUnits(5L))
                        .onDemandThroughput(b -> b.maxWriteRequestUnits(100L)).build()),
                "OnDemandThroughput is only supported for tables in PAY_PER_REQUEST billing mode");
    }

    @Test
    @DisplayName("API Reference, TableWarmThroughputDescription: ReadUnitsPerSecond \"Minimum value of 1\"")
    void warmThroughputBelowOneRefused() {
        assertValidation(() -> ddb.createTable(onDemand("Bad").warmThroughput(b -> b.writeUnitsPerSecond(0L)).build()),
                "warmThroughput.writeUnitsPerSecond");
    }

    @Test
    @DisplayName("API Reference, CreateTable: TableClass \"Valid Values: STANDARD | STANDARD_INFREQUENT_ACCESS\"")
    void unknownTableClassRefused() {
        assertValidation(() -> ddb.createTable(onDemand("Bad").tableClass("COLD").build()), "tableClass");
    }

    @Test
    @DisplayName("API Reference, UpdateTable: OnDemandThroughput -1 removes a maximum; TableClass and WarmThroughput change")
    void updateTableChangesTheSettings() {
        createTable(onDemand("Changing").onDemandThroughput(b -> b.maxReadRequestUnits(100L).maxWriteRequestUnits(50L))
                .build());
        ddb.updateTable(b -> b.tableName("Changing").onDemandThroughput(o -> o.maxReadRequestUnits(-1L))
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).warmThroughput(w -> w.writeUnitsPerSecond(8_000L)));
        TableDescription table = describe("Changing");
        assertNull(table.onDemandThroughput().maxReadRequestUnits());
        assertEquals(50L, table.onDemandThroughput().maxWriteRequestUnits());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, table.tableClassSummary().tableClass());
        assertNotNull(table.tableClassSummary().lastUpdateDateTime());
        assertEquals(8_000L, table.warmThroughput().writeUnitsPerSecond());
    }

    @Test
    @DisplayName("API Reference, DeleteTable / Developer Guide, deletion protection: a protected table is not deleted until UpdateTable turns protection off")
    void deletionProtection() {
        createTable(onDemand("Kept").deletionProtectionEnabled(true).build());
        assertValidation(() -> ddb.deleteTable(b -> b.tableName("Kept")), "DeletionProtectionEnabled");
        assertTrue(describe("Kept").deletionProtectionEnabled());
        ddb.updateTable(b -> b.tableName("Kept").deletionProtectionEnabled(false));
        ddb.deleteTable(b -> b.tableName("Kept"));
    }

    @Test
    @DisplayName("API Reference, DescribeContinuousBackups: continuous backups are ENABLED on every table at creation, point-in-time recovery DISABLED")
    void pointInTimeRecoveryStartsDisabled() {
        createTable(onDemand("Backed").build());
        ContinuousBackupsDescription backups = ddb.describeContinuousBackups(b -> b.tableName("Backed"))
                .continuousBackupsDescription();
        assertEquals("ENABLED", backups.continuousBackupsStatusAsString());
        assertEquals(PointInTimeRecoveryStatus.DISABLED, backups.pointInTimeRecoveryDescription().pointInTimeRecoveryStatus());
    }

    @Test
    @DisplayName("API Reference, UpdateContinuousBackups / PointInTimeRecoverySpecification: RecoveryPeriodInDays 1 to 35, 35 unless given")
    void pointInTimeRecovery() {
        createTable(onDemand("Backed").build());
        ContinuousBackupsDescription enabled = ddb.updateContinuousBackups(b -> b.tableName("Backed")
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(14)))
                .continuousBackupsDescription();
        assertEquals(PointInTimeRecoveryStatus.ENABLED, enabled.pointInTimeRecoveryDescription().pointInTimeRecoveryStatus());
        assertEquals(14, enabled.pointInTimeRecoveryDescription().recoveryPeriodInDays());
        assertNotNull(enabled.pointInTimeRecoveryDescription().earliestRestorableDateTime());
        ddb.updateContinuousBackups(b -> b.tableName("Backed")
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)));
        assertEquals(35, ddb.describeContinuousBackups(b -> b.tableName("Backed")).continuousBackupsDescription()
                .pointInTimeRecoveryDescription().recoveryPeriodInDays());
        assertValidation(() -> ddb.updateContinuousBackups(b -> b.tableName("Backed")
                        .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(36))),
                "recoveryPeriodInDays", "less than or equal to 35");
        assertErrorCode("TableNotFoundException", () -> ddb.describeContinuousBackups(b -> b.tableName("Nowhere")));
    }

    @Test
    @DisplayName("API Reference, CreateTable: ResourcePolicy is attached to the new table; GetResourcePolicy answers it with its revision")
    void createTableAttachesAPolicy() {
        createTable(onDemand("Shared").resourcePolicy(POLICY).build());
        String arn = describe("Shared").tableArn();
        var policy = ddb.getResourcePolicy(b -> b.resourceArn(arn));
        assertEquals(POLICY, policy.policy());
        assertFalse(policy.revisionId().isEmpty());
    }

    @Test
    @DisplayName("API Reference, PutResourcePolicy: idempotent for one document, ExpectedRevisionId (NO_POLICY for none) or PolicyNotFoundException")
    void putGetDeletePolicy() {
        createTable(onDemand("Shared").build());
        String arn = describe("Shared").tableArn();
        assertErrorCode("PolicyNotFoundException", () -> ddb.getResourcePolicy(b -> b.resourceArn(arn)));
        String revision = ddb.putResourcePolicy(b -> b.resourceArn(arn).policy(POLICY).expectedRevisionId("NO_POLICY"))
                .revisionId();
        assertEquals(revision, ddb.putResourcePolicy(b -> b.resourceArn(arn).policy(POLICY)).revisionId());
        assertErrorCode("PolicyNotFoundException",
                () -> ddb.putResourcePolicy(b -> b.resourceArn(arn).policy(POLICY).expectedRevisionId("NO_POLICY")));
        assertErrorCode("PolicyNotFoundException",
                () -> ddb.deleteResourcePolicy(b -> b.resourceArn(arn).expectedRevisionId("12345")));
        assertEquals(revision, ddb.deleteResourcePolicy(b -> b.resourceArn(arn)).revisionId());
        assertErrorCode("PolicyNotFoundException", () -> ddb.deleteResourcePolicy(b -> b.resourceArn(arn)));
    }

    @Test
    @DisplayName("API Reference, PutResourcePolicy: Policy is a JSON document of at most 20 KB, whitespace counted")
    void policyDocumentsChecked() {
        createTable(onDemand("Shared").build());
        String arn = describe("Shared").tableArn();
        assertValidation(() -> ddb.putResourcePolicy(b -> b.resourceArn(arn).policy("{\"Version\": ")), "policy document");
        assertValidation(() -> ddb.putResourcePolicy(b -> b.resourceArn(arn).policy("[]")), "not a JSON object");
        String large = "{\"Version\":\"2012-10-17\",\"Statement\":[]" + " ".repeat(20 * 1024) + "}";
        assertValidation(() -> ddb.putResourcePolicy(b -> b.resourceArn(arn).policy(large)), "20 KB");
        assertValidation(() -> ddb.createTable(onDemand("Other").resourcePolicy("not json").build()), "policy document");
        assertEquals(List.of("Shared"), ddb.listTables().tableNames());
    }
}
