package dev.keyway.local.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** A table's settings of 2024-2026 survive a restart of a database kept in a directory. */
class TableSettingsPersistenceTest {

    @TempDir
    Path directory;

    @Test
    void settingsPointInTimeRecoveryAndPoliciesSurviveARestart() {
        String policy = "{\"Version\":\"2012-10-17\",\"Statement\":[]}";
        String revision;
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            client.createTable(b -> b.tableName("Kept").billingMode(BillingMode.PAY_PER_REQUEST)
                    .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                    .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S))
                    .onDemandThroughput(o -> o.maxReadRequestUnits(300L)).warmThroughput(w -> w.readUnitsPerSecond(20_000L))
                    .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).deletionProtectionEnabled(true)
                    .resourcePolicy(policy));
            client.updateContinuousBackups(b -> b.tableName("Kept")
                    .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(9)));
            revision = client.getResourcePolicy(b -> b.resourceArn(client.describeTable(d -> d.tableName("Kept")).table()
                    .tableArn())).revisionId();
        }
        try (KeywayLocal local = KeywayLocal.builder().dataDirectory(directory).start()) {
            DynamoDbClient client = local.client();
            TableDescription table = client.describeTable(b -> b.tableName("Kept")).table();
            assertEquals(300L, table.onDemandThroughput().maxReadRequestUnits());
            assertEquals(20_000L, table.warmThroughput().readUnitsPerSecond());
            assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, table.tableClassSummary().tableClass());
            assertTrue(table.deletionProtectionEnabled());
            assertEquals(9, client.describeContinuousBackups(b -> b.tableName("Kept")).continuousBackupsDescription()
                    .pointInTimeRecoveryDescription().recoveryPeriodInDays());
            var stored = client.getResourcePolicy(b -> b.resourceArn(table.tableArn()));
            assertEquals(policy, stored.policy());
            assertEquals(revision, stored.revisionId());
        }
    }
}
