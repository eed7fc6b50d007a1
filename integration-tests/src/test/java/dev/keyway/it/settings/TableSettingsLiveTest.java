package dev.keyway.it.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import java.math.BigDecimal;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The README's "Table settings": the Vault table, whose two entities declare its settings between
 * them, created by createTable() on Keyway Local (CreateTable with every setting it takes, then
 * UpdateContinuousBackups once the table is active), used, and checked against the design.
 */
class TableSettingsLiveTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void createTableSetsEverySettingTheDesignDeclares(DynamoDbClient client) {
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        RequestListener.setDefault(events::add);
        try {
            new AccountRepository(client).createTable();
        } finally {
            RequestListener.setDefault(RequestListener.NONE);
        }
        assertEquals(List.of(RequestKind.DESCRIBE_TABLE, RequestKind.CREATE_TABLE, RequestKind.DESCRIBE_TABLE,
                RequestKind.UPDATE_CONTINUOUS_BACKUPS), events.stream().map(RequestEvent::request).toList());

        TableDescription table = client.describeTable(b -> b.tableName("Vault")).table();
        assertEquals(BillingMode.PAY_PER_REQUEST, table.billingModeSummary().billingMode());
        assertEquals(2_000L, table.onDemandThroughput().maxReadRequestUnits());
        assertEquals(500L, table.onDemandThroughput().maxWriteRequestUnits());
        assertEquals(15_000L, table.warmThroughput().readUnitsPerSecond());
        assertTrue(table.deletionProtectionEnabled());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, table.tableClassSummary().tableClass());
        PointInTimeRecoveryDescription recovery = client.describeContinuousBackups(b -> b.tableName("Vault"))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();
        assertEquals(PointInTimeRecoveryStatus.ENABLED, recovery.pointInTimeRecoveryStatus());
        assertEquals(14, recovery.recoveryPeriodInDays());
        String policy = client.getResourcePolicy(b -> b.resourceArn(table.tableArn())).policy();
        assertTrue(policy.contains("arn:aws:iam::111122223333:role/VaultService"), policy);

        // the table works as any other, and DynamoDB refuses to delete it while protected
        DepositRepository deposits = new DepositRepository(client);
        deposits.put(new Deposit("a-1", "d-1", new BigDecimal("12.50")));
        assertEquals(0, new BigDecimal("12.50").compareTo(deposits.get("a-1", "d-1").orElseThrow().amount()));
        DynamoDbException refused = org.junit.jupiter.api.Assertions.assertThrows(DynamoDbException.class,
                () -> client.deleteTable(b -> b.tableName("Vault")));
        assertTrue(refused.getMessage().contains("DeletionProtectionEnabled"), refused.getMessage());

        TableCheckReport report = TableCheck.of(VaultTable.DEFINITION, VaultTable.schemas()).run(client, "Vault");
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void theCheckReportsEachSettingThatDiffersFromTheDesign(DynamoDbClient client) {
        VaultTable.createIfMissing(client);
        client.updateTable(b -> b.tableName("Vault").deletionProtectionEnabled(false).tableClass(TableClass.STANDARD));
        client.updateContinuousBackups(b -> b.tableName("Vault")
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(false)));
        String arn = client.describeTable(b -> b.tableName("Vault")).table().tableArn();
        client.deleteResourcePolicy(b -> b.resourceArn(arn));

        TableCheckReport report = TableCheck.of(VaultTable.DEFINITION, VaultTable.schemas()).run(client, "Vault");
        List<String> details = report.differences(Kind.TABLE_SETTING).stream().map(TableDifference::detail).toList();
        assertEquals(List.of("deletion protection: design on, live off",
                "table class: design STANDARD_INFREQUENT_ACCESS, live STANDARD",
                "point-in-time recovery: design on, 14 days, live off",
                "resource-based policy: the table has none"), details, report.toText());
        assertTrue(report.differences(Kind.TABLE_SETTING).get(2).fix().startsWith("UpdateContinuousBackups"));
        assertTrue(report.toText().contains("a table setting differs from the design's"), report.toText());
    }
}
