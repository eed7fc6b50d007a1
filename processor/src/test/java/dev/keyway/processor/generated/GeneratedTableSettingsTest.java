package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.schema.TableSettings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TableClass;

/**
 * {@code @TableSettings} in what is generated: the table definition's settings, the CreateTable
 * request it makes, and the CloudFormation fragment, for an on-demand table whose settings two
 * entities declare between them and a provisioned one.
 */
class GeneratedTableSettingsTest {

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.settings.Customer", """
                        @Entity(table = "Shop")
                        @TableSettings(maxReadRequestUnits = 2000, maxWriteRequestUnits = 500, deletionProtection = true,
                                       tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS)
                        @PartitionKey("CUSTOMER#<id>")
                        @Gsi(index = "GSI1", partitionKey = "EMAIL#<email>")
                        public record Customer(String id, String email) {}
                        """),
                source("t.settings.Order", """
                        @Entity(table = "Shop")
                        @TableSettings(pointInTimeRecovery = true, recoveryPeriodInDays = 14, deletionProtection = true,
                                       warmReadUnitsPerSecond = 15000, resourcePolicy = "policies/shop-table.json")
                        @PartitionKey("ORDER#<id>")
                        public record Order(String id) {}
                        """),
                source("t.settings.Entry", """
                        @Entity(table = "Ledger")
                        @TableSettings(billing = TableSettings.Billing.PROVISIONED, readCapacityUnits = 10,
                                       writeCapacityUnits = 4)
                        @PartitionKey("ENTRY#<id>")
                        @Gsi(index = "ByAccount", partitionKey = "ACCOUNT#<account>")
                        public record Entry(String id, String account) {}
                        """));
    }

    private static TableDefinition definition(String tableClass) {
        return (TableDefinition) classes.staticField(tableClass, "DEFINITION");
    }

    @Test
    void theDefinitionCarriesTheSettingsOfEveryEntity() {
        TableSettings settings = definition("t.settings.ShopTable").settings();
        assertEquals(2000L, settings.onDemandThroughput().orElseThrow().maxReadRequestUnits());
        assertEquals(500L, settings.onDemandThroughput().orElseThrow().maxWriteRequestUnits());
        assertEquals(15000L, settings.warmThroughput().orElseThrow().readUnitsPerSecond());
        assertEquals(true, settings.deletionProtection().orElseThrow());
        assertEquals(14, settings.pointInTimeRecovery().orElseThrow().recoveryPeriodInDays());
        assertTrue(settings.pointInTimeRecoveryEnabled());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, settings.tableClass().orElseThrow());
        assertTrue(settings.resourcePolicy().orElseThrow().contains("arn:aws:iam::111122223333:role/ShopService"));
    }

    @Test
    void createTableSendsWhatCreateTableTakes() {
        CreateTableRequest request = definition("t.settings.ShopTable").createTableRequest("Shop");
        assertEquals(BillingMode.PAY_PER_REQUEST, request.billingMode());
        assertEquals(2000L, request.onDemandThroughput().maxReadRequestUnits());
        assertEquals(15000L, request.warmThroughput().readUnitsPerSecond());
        assertEquals(true, request.deletionProtectionEnabled());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, request.tableClass());
        assertTrue(request.resourcePolicy().startsWith("{\n  \"Version\": \"2012-10-17\""), request.resourcePolicy());
        assertEquals(null, request.provisionedThroughput());
    }

    @Test
    void aProvisionedTableGivesItsCapacityToTheTableAndEachGlobalIndex() {
        CreateTableRequest request = definition("t.settings.LedgerTable").createTableRequest("Ledger");
        assertEquals(BillingMode.PROVISIONED, request.billingMode());
        assertEquals(10L, request.provisionedThroughput().readCapacityUnits());
        assertEquals(4L, request.globalSecondaryIndexes().get(0).provisionedThroughput().writeCapacityUnits());
        assertFalse(definition("t.settings.LedgerTable").settings().pointInTimeRecoveryEnabled());
    }

    @Test
    void theGeneratedDefinitionReadsAsTheSettings() {
        String source = GeneratedClasses.generatedSource(classes.compilation(), "t/settings/ShopTable.java");
        // one call per setting, each on its own line (indentation aside)
        assertTrue(source.replaceAll("\n\\s+", "\n").contains(String.join("\n", ".withSettings(TableSettings.NONE",
                ".maxReadRequestUnits(2000L)", ".maxWriteRequestUnits(500L)", ".warmReadUnitsPerSecond(15000L)",
                ".deletionProtection(true)", ".pointInTimeRecovery(true, 14)",
                ".tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)", ".resourcePolicy(\"{\\n\"")), source);
    }

    @Test
    void theCloudFormationFragmentHasEverySetting() {
        String json = GeneratedClasses.resource(classes.compilation(), "t/settings/ShopTable.cfn.json");
        for (String expected : new String[] {"\"BillingMode\": \"PAY_PER_REQUEST\"", """
                "OnDemandThroughput": {
                          "MaxReadRequestUnits": 2000,
                          "MaxWriteRequestUnits": 500
                        }""", """
                "WarmThroughput": {
                          "ReadUnitsPerSecond": 15000
                        }""", "\"DeletionProtectionEnabled\": true", """
                "PointInTimeRecoverySpecification": {
                          "PointInTimeRecoveryEnabled": true,
                          "RecoveryPeriodInDays": 14
                        }""", "\"TableClass\": \"STANDARD_INFREQUENT_ACCESS\"", """
                "ResourcePolicy": {
                          "PolicyDocument": {
                            "Version": "2012-10-17",
                            "Statement": [
                              {
                                "Effect": "Allow",""" }) {
            assertTrue(json.contains(expected), () -> "expected\n" + expected + "\nin\n" + json);
        }
        String ledger = GeneratedClasses.resource(classes.compilation(), "t/settings/LedgerTable.cfn.json");
        assertTrue(ledger.contains("\"BillingMode\": \"PROVISIONED\""), ledger);
        assertEquals(2, ledger.split("\"ReadCapacityUnits\": 10", -1).length - 1, ledger); // the table and its index
        String workbench = GeneratedClasses.resource(classes.compilation(), "t/settings/LedgerTable.workbench.json");
        assertTrue(workbench.contains("\"BillingMode\": \"PROVISIONED\""), workbench);
        assertTrue(workbench.contains("\"ProvisionedCapacitySettings\""), workbench);
        WorkbenchModelShape.assertImportable(workbench); // as AWS's published models have it
    }
}
