package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.legacy.Account;
import dev.keyway.it.legacy.AccountRepository;
import dev.keyway.it.legacy.BillingTable;
import dev.keyway.it.legacy.Invoice;
import dev.keyway.it.legacy.InvoiceRepository;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.schema.IndexUpdate;
import dev.keyway.runtime.schema.IndexUpdateReport;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Issue #24 §6, "evolving a live table without hand-written requests": a table created before
 * the design had its indexes, holding items and an index the design dropped, is brought up to the
 * design by {@code updateIndexes} (the missing global indexes created and active, the dropped one
 * reported and deleted only when asked), backfilled, and the dropped index's keys removed by
 * {@code backfill().dropIndexKeys(...)}, which the live-table check names for the items holding
 * them; errors name the repository's table.
 */
class IndexEvolutionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String TABLE = "Billing-n";

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    /** The table as an older version of the application created it: its keys, and an index ByLegacy since dropped. */
    private static void createTheOldTable(DynamoDbClient client, BillingMode billing) {
        client.createTable(request -> {
            request.tableName(TABLE).billingMode(billing)
                    .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                    .attributeDefinitions(string("PK"), string("SK"), string("ByLegacyPK"), string("ByLegacySK"))
                    .globalSecondaryIndexes(index -> {
                        index.indexName("ByLegacy").keySchema(key("ByLegacyPK", KeyType.HASH),
                                key("ByLegacySK", KeyType.RANGE)).projection(projection -> projection
                                .projectionType(ProjectionType.KEYS_ONLY));
                        if (billing == BillingMode.PROVISIONED) {
                            index.provisionedThroughput(throughput -> throughput.readCapacityUnits(5L)
                                    .writeCapacityUnits(5L));
                        }
                    });
            if (billing == BillingMode.PROVISIONED) {
                request.provisionedThroughput(throughput -> throughput.readCapacityUnits(7L).writeCapacityUnits(3L));
            }
        });
    }

    private static TableDescription describe(DynamoDbClient client) {
        return client.describeTable(request -> request.tableName(TABLE)).table();
    }

    @Test
    void aLiveTableGainsTheDesignsIndexesAndLosesTheDroppedOneOnlyWhenAsked(DynamoDbClient client) {
        createTheOldTable(client, BillingMode.PAY_PER_REQUEST);
        // items the old version wrote, typed, with the keys of the index it had
        client.putItem(request -> request.tableName(TABLE).item(Map.of("PK", AttributeValue.fromS("ACCOUNT#a-1"),
                "SK", AttributeValue.fromS("PROFILE"), "_type", AttributeValue.fromS("Account"),
                "accountId", AttributeValue.fromS("a-1"), "email", AttributeValue.fromS("ada@example.com"),
                "name", AttributeValue.fromS("Ada"), "ByLegacyPK", AttributeValue.fromS("NAME#Ada"),
                "ByLegacySK", AttributeValue.fromS("a-1"))));
        InvoiceRepository invoices = new InvoiceRepository(client, TABLE);
        AccountRepository accounts = new AccountRepository(client, TABLE);

        IndexUpdateReport update = BillingTable.DEFINITION.updateIndexes(client, TABLE);

        assertEquals(List.of("ByEmail", "ByStatus"), update.created());
        assertEquals(List.of("ByLegacy"), update.notInDesign(), "reported, never deleted unasked");
        assertEquals(List.of(), update.deleted());
        assertTrue(update.upToDate(), update.toString());
        assertFalse(update.tableCreated());
        TableDescription table = describe(client);
        assertTrue(table.globalSecondaryIndexes().stream().allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE));
        assertEquals(List.of("ByEmail", "ByLegacy", "ByStatus"), table.globalSecondaryIndexes().stream()
                .map(GlobalSecondaryIndexDescription::indexName).sorted().toList());
        IndexUpdateReport again = BillingTable.DEFINITION.updateIndexes(client, TABLE);
        assertEquals(List.of(), again.created(), "a second run changes nothing");
        assertEquals(List.of("ByLegacy"), again.notInDesign());

        // new items are in the new indexes at once; the old one after the backfill
        invoices.put(new Invoice("a-1", 42, Invoice.Status.OPEN, LocalDate.of(2024, 5, 1), BigDecimal.ONE));
        assertEquals(List.of(), accounts.byEmail("ada@example.com").stream().map(Account::accountId).toList());
        BackfillReport backfill = accounts.backfill().run();
        assertEquals(1, backfill.changed(), backfill.toString());
        assertEquals(List.of("a-1"), accounts.byEmail("ada@example.com").stream().map(Account::accountId).toList());
        assertEquals(List.of(42L), invoices.byStatus(Invoice.Status.OPEN).stream().map(Invoice::number).toList());

        // the dropped index: its keys are the design's no longer; indexes(...) names this table and the way out
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> accounts.backfill().indexes("ByLegacy"));
        assertTrue(unknown.getMessage().startsWith("Table Billing-n has no index ByLegacy"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("dropIndexKeys(\"ByLegacy\")"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> accounts.backfill().dropIndexKeys("ByEmail"),
                "an index the design declares is rewritten, not dropped");

        // the check finds the index no entity declares in the table's description, and the items holding its keys
        TableCheckReport before = TableCheck.of(BillingTable.DEFINITION, BillingTable.schemas()).run(client, TABLE);
        assertEquals(1, before.count(TableDifference.Kind.INDEX_NOT_IN_DESIGN), before.toText());
        assertEquals(1, before.count(TableDifference.Kind.DROPPED_INDEX_KEY), before.toText());
        assertTrue(before.differences(TableDifference.Kind.DROPPED_INDEX_KEY).get(0).fix()
                .startsWith("run backfill().dropIndexKeys(\"ByLegacy\") of Account's repository"), before.toText());
        BackfillReport preview = accounts.backfill().dropIndexKeys("ByLegacy").dryRun().run();
        assertEquals(1, preview.changed(), preview.toString());
        BackfillReport dropped = accounts.backfill().dropIndexKeys("ByLegacy").run();
        assertEquals(1, dropped.changed(), dropped.toString());
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName(TABLE).key(Map.of(
                "PK", AttributeValue.fromS("ACCOUNT#a-1"), "SK", AttributeValue.fromS("PROFILE")))).item();
        assertFalse(item.containsKey("ByLegacyPK") || item.containsKey("ByLegacySK"), item.toString());
        assertEquals("ada@example.com", item.get("email").s(), "nothing but the dropped keys is removed");
        assertEquals(0, accounts.backfill().dropIndexKeys("ByLegacy").dryRun().run().changed());

        // deleting only by name
        assertThrows(IllegalArgumentException.class, () -> IndexUpdate.of(BillingTable.DEFINITION).deleting("ByEmail"));
        IndexUpdateReport deleted = IndexUpdate.of(BillingTable.DEFINITION).deleting("ByLegacy").run(client, TABLE);
        assertEquals(List.of("ByLegacy"), deleted.deleted());
        assertEquals(List.of(), deleted.notInDesign());
        TableCheckReport check = TableCheck.of(BillingTable.DEFINITION, BillingTable.schemas()).run(client, TABLE);
        assertTrue(check.clean(), check.toText());
    }

    @Test
    void onAProvisionedTableANewIndexGetsTheTablesThroughput(DynamoDbClient client) {
        createTheOldTable(client, BillingMode.PROVISIONED);

        IndexUpdateReport update = BillingTable.DEFINITION.updateIndexes(client, TABLE);

        assertEquals(List.of("ByEmail", "ByStatus"), update.created());
        GlobalSecondaryIndexDescription byEmail = describe(client).globalSecondaryIndexes().stream()
                .filter(index -> index.indexName().equals("ByEmail")).findFirst().orElseThrow();
        assertEquals(7L, byEmail.provisionedThroughput().readCapacityUnits());
        assertEquals(3L, byEmail.provisionedThroughput().writeCapacityUnits());
    }

    @Test
    void aKeyAttributeOfAnotherTypeIsRefusedBeforeAnyUpdate(DynamoDbClient client) {
        client.createTable(request -> request.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .attributeDefinitions(string("PK"), string("SK"), AttributeDefinition.builder()
                        .attributeName("ByEmailPK").attributeType(ScalarAttributeType.N).build())
                .globalSecondaryIndexes(index -> index.indexName("Numbers").keySchema(key("ByEmailPK", KeyType.HASH))
                        .projection(projection -> projection.projectionType(ProjectionType.KEYS_ONLY))));

        KeywayException refused = assertThrows(KeywayException.class,
                () -> BillingTable.DEFINITION.updateIndexes(client, TABLE));

        assertTrue(refused.getMessage().contains("'ByEmailPK' as N"), refused.getMessage());
        assertEquals(List.of("Numbers"), describe(client).globalSecondaryIndexes().stream()
                .map(GlobalSecondaryIndexDescription::indexName).toList(), "no index was created");
    }

    @Test
    void anIndexWithOtherKeysIsReportedAndReplacedOnlyWhenAsked(DynamoDbClient client) {
        // ByEmail as an older version had it: another sort key attribute than the design's
        client.createTable(request -> request.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .attributeDefinitions(string("PK"), string("SK"), string("ByEmailPK"), string("email"))
                .globalSecondaryIndexes(index -> index.indexName("ByEmail").keySchema(key("ByEmailPK", KeyType.HASH),
                        key("email", KeyType.RANGE)).projection(projection -> projection.projectionType(ProjectionType.ALL))));

        IndexUpdateReport update = BillingTable.DEFINITION.updateIndexes(client, TABLE);
        assertEquals(List.of("ByStatus"), update.created());
        assertEquals(1, update.differing().size(), update.toString());
        assertTrue(update.differing().get(0).startsWith("ByEmail"), update.toString());
        assertFalse(update.upToDate());
        assertEquals("email", describe(client).globalSecondaryIndexes().stream()
                .filter(index -> index.indexName().equals("ByEmail")).findFirst().orElseThrow()
                .keySchema().get(1).attributeName(), "left as it was: DynamoDB cannot change an index");

        IndexUpdateReport replaced = IndexUpdate.of(BillingTable.DEFINITION).replacing("ByEmail").run(client, TABLE);
        assertEquals(List.of("ByEmail"), replaced.deleted());
        assertEquals(List.of("ByEmail"), replaced.created());
        assertTrue(replaced.upToDate(), replaced.toString());
        assertEquals("ByEmailSK", describe(client).globalSecondaryIndexes().stream()
                .filter(index -> index.indexName().equals("ByEmail")).findFirst().orElseThrow()
                .keySchema().get(1).attributeName());
        assertThrows(IllegalArgumentException.class, () -> IndexUpdate.of(BillingTable.DEFINITION).replacing("ByLegacy"),
                "only an index the design declares is created again");
    }

    @Test
    void aMissingTableIsCreatedFromTheDesign(DynamoDbClient client) {
        IndexUpdateReport update = BillingTable.DEFINITION.updateIndexes(client, TABLE);
        assertTrue(update.tableCreated());
        assertEquals(List.of(), update.created(), "created with the table");
        assertEquals(2, describe(client).globalSecondaryIndexes().size());
    }
}
