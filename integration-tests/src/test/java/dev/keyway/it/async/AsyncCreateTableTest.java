package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.designs.links.ShortLinksTable;
import dev.keyway.it.settings.AccountAsyncRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Issue #26, section 5: the asynchronous repository's {@code createTable()} and
 * {@code TableDefinition.createIfMissing(DynamoDbAsyncClient, name)} send what the synchronous ones
 * send ({@code settings.TableSettingsLiveTest}), in the same order, and complete once the table and
 * its indexes are active with time to live and point-in-time recovery set.
 */
class AsyncCreateTableTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void asyncClient() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @Test
    void createTableSetsPointInTimeRecoveryOnceActiveAndLeavesAnExistingTable(DynamoDbClient client) throws Exception {
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        AccountAsyncRepository accounts = new AccountAsyncRepository(async,
                KeywaySettings.defaults().withRequestListener(events::add));
        await(accounts.createTable());
        assertEquals(List.of(RequestKind.DESCRIBE_TABLE, RequestKind.CREATE_TABLE, RequestKind.DESCRIBE_TABLE,
                RequestKind.UPDATE_CONTINUOUS_BACKUPS), events.stream().map(RequestEvent::request).toList());
        TableDescription table = client.describeTable(b -> b.tableName("Vault")).table();
        assertEquals(TableStatus.ACTIVE, table.tableStatus());
        assertEquals(BillingMode.PAY_PER_REQUEST, table.billingModeSummary().billingMode());
        PointInTimeRecoveryDescription recovery = client.describeContinuousBackups(b -> b.tableName("Vault"))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();
        assertEquals(PointInTimeRecoveryStatus.ENABLED, recovery.pointInTimeRecoveryStatus());
        assertEquals(14, recovery.recoveryPeriodInDays());

        events.clear();
        await(accounts.createTable()); // exists: described, waited for, left as it is
        assertEquals(List.of(RequestKind.DESCRIBE_TABLE, RequestKind.DESCRIBE_TABLE),
                events.stream().map(RequestEvent::request).toList());
    }

    @Test
    void createIfMissingOnAnAsyncClientTurnsTimeToLiveOnAndWaitsForTheIndexes(DynamoDbClient client) throws Exception {
        await(ShortLinksTable.DEFINITION.createIfMissing(async, "ShortLinks-async"));
        TableDescription table = client.describeTable(b -> b.tableName("ShortLinks-async")).table();
        assertEquals(TableStatus.ACTIVE, table.tableStatus());
        assertEquals(IndexStatus.ACTIVE, table.globalSecondaryIndexes().get(0).indexStatus());
        assertEquals(TimeToLiveStatus.ENABLED, client.describeTimeToLive(b -> b.tableName("ShortLinks-async"))
                .timeToLiveDescription().timeToLiveStatus());
        await(ShortLinksTable.DEFINITION.createIfMissing(async, "ShortLinks-async")); // again: nothing to do
    }
}
