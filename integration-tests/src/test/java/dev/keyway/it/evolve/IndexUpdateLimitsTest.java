package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.CatalogTable;
import dev.keyway.it.legacy.BillingTable;
import dev.keyway.runtime.exception.IndexUpdateTimeoutException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.IndexUpdate;
import dev.keyway.runtime.schema.IndexUpdateReport;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Issue #24 §6, the paths of {@code updateIndexes} that a table cannot take: a local index the
 * live table lacks (DynamoDB creates local secondary indexes only with their table, in
 * CreateTable; UpdateTable cannot add one: Amazon DynamoDB Developer Guide, "Local secondary
 * indexes") is reported in {@code impossible()} without any request for it; an index that is not
 * active within the timeout stops the update with a typed {@link IndexUpdateTimeoutException}
 * saying what to do, and running the update again waits for it without creating it twice. Keyway
 * Local shows a new index CREATING in the first description after UpdateTable, so a timeout of one
 * nanosecond times out deterministically, with no sleep.
 */
class IndexUpdateLimitsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** A client that records every UpdateTable request it passes on. */
    private static DynamoDbClient recording(DynamoDbClient client, List<UpdateTableRequest> updates) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("updateTable") && args != null && args[0] instanceof UpdateTableRequest r) {
                        updates.add(r);
                    }
                    try {
                        return method.invoke(client, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** The design's table as an older version created it: without its local index, with the global ones kept. */
    private static void createWithoutLocalIndexes(DynamoDbClient client, String table, boolean keepGlobals) {
        CreateTableRequest designed = CatalogTable.DEFINITION.createTableRequest(table);
        Set<String> used = new HashSet<>();
        designed.keySchema().forEach(key -> used.add(key.attributeName()));
        List<GlobalSecondaryIndex> globals = keepGlobals ? designed.globalSecondaryIndexes() : List.of();
        globals.forEach(index -> index.keySchema().stream().map(KeySchemaElement::attributeName).forEach(used::add));
        client.createTable(designed.toBuilder().localSecondaryIndexes((java.util.Collection) null)
                .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
                .attributeDefinitions(designed.attributeDefinitions().stream()
                        .filter(definition -> used.contains(definition.attributeName())).toList()).build());
    }

    private static List<String> globals() {
        return CatalogTable.DEFINITION.indexes().stream().filter(index -> !index.local()).map(IndexDefinition::name)
                .toList();
    }

    @Test
    void aMissingLocalIndexIsReportedAndNeverRequested(DynamoDbClient client) {
        createWithoutLocalIndexes(client, "Catalog-n", true);
        List<UpdateTableRequest> updates = new ArrayList<>();

        IndexUpdateReport report = CatalogTable.DEFINITION.updateIndexes(recording(client, updates), "Catalog-n");

        assertEquals(List.of("LSI1"), report.impossible(), report.toText());
        assertEquals(List.of(), report.created());
        assertEquals(List.of(), updates, "no request: UpdateTable cannot add a local index");
        assertFalse(report.upToDate());
        assertTrue(report.toText().contains("local index LSI1 missing: DynamoDB adds a local index only with its table"),
                report.toText());
    }

    @Test
    void theGlobalIndexesAreCreatedBesideAMissingLocalOne(DynamoDbClient client) {
        createWithoutLocalIndexes(client, "Catalog-n", false);
        List<UpdateTableRequest> updates = new ArrayList<>();

        IndexUpdateReport report = CatalogTable.DEFINITION.updateIndexes(recording(client, updates), "Catalog-n");

        assertEquals(Set.copyOf(globals()), Set.copyOf(report.created()), report.toText());
        assertEquals(List.of("LSI1"), report.impossible());
        assertEquals(report.created(), updates.stream().map(update -> update.globalSecondaryIndexUpdates().get(0)
                .create().indexName()).toList(), "one UpdateTable per global index, none for the local one");
        assertTrue(updates.stream().allMatch(update -> update.globalSecondaryIndexUpdates().size() == 1));
    }

    @Test
    void anIndexNotActiveInTimeStopsTheUpdateAndARunAgainWaitsForIt(DynamoDbClient client) {
        // the design's table as created before it had indexes
        client.createTable(request -> request.tableName("Billing-n").billingMode("PAY_PER_REQUEST")
                .keySchema(key -> key.attributeName("PK").keyType("HASH"), key -> key.attributeName("SK").keyType("RANGE"))
                .attributeDefinitions(definition -> definition.attributeName("PK").attributeType("S"),
                        definition -> definition.attributeName("SK").attributeType("S")));
        List<UpdateTableRequest> updates = new ArrayList<>();
        DynamoDbClient recorded = recording(client, updates);

        IndexUpdateTimeoutException timedOut = assertThrows(IndexUpdateTimeoutException.class,
                () -> IndexUpdate.of(BillingTable.DEFINITION).timeout(Duration.ofNanos(1)).run(recorded, "Billing-n"));

        assertTrue(timedOut instanceof KeywayException);
        assertEquals("Billing-n", timedOut.table());
        assertEquals(List.of("ByEmail"), timedOut.created(), "it stopped at the first index, still being created");
        assertEquals(List.of("index ByEmail is CREATING"), timedOut.notActive());
        assertTrue(timedOut.getMessage().contains("run the update again to wait for it"), timedOut.getMessage());
        assertTrue(timedOut.getMessage().contains("IndexUpdate.timeout(...)"), timedOut.getMessage());
        assertEquals(1, updates.size());

        IndexUpdateReport again = BillingTable.DEFINITION.updateIndexes(recorded, "Billing-n");

        assertEquals(List.of("ByStatus"), again.created(), "ByEmail is waited for, never created twice");
        assertEquals(2, updates.size());
        assertTrue(again.upToDate(), again.toText());
        List<GlobalSecondaryIndexDescription> live = client.describeTable(request -> request.tableName("Billing-n"))
                .table().globalSecondaryIndexes();
        assertEquals(2, live.size());
        assertTrue(live.stream().allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE));
    }

    @Test
    void aTimeoutIsPositive() {
        assertThrows(IllegalArgumentException.class, () -> IndexUpdate.of(BillingTable.DEFINITION).timeout(Duration.ZERO));
    }
}
