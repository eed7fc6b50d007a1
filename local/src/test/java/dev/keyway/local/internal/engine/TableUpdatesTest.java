package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.DeleteGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

class TableUpdatesTest extends EngineFixture {

    @BeforeEach
    void table() {
        createTable("Shop");
    }

    TableDescription describe() {
        return db.describeTable(DescribeTableRequest.builder().tableName("Shop").build()).table();
    }

    UpdateTableRequest addIndex(String name) {
        return UpdateTableRequest.builder().tableName("Shop").attributeDefinitions(def("g", "S"))
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(CreateGlobalSecondaryIndexAction
                        .builder().indexName(name).keySchema(hash("g")).projection(projection(ProjectionType.ALL)).build())
                        .build()).build();
    }

    @Test
    @DisplayName("API Reference, UpdateTable: a new index is backfilled, CREATING until described, then ACTIVE")
    void addIndexWithItems() {
        for (int i = 0; i < 5; i++) {
            db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "p" + i, "sk", "s", "g", "x")).build());
        }
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "wrong", "sk", "s", "g", n("1"))).build());
        GlobalSecondaryIndexDescription created = db.updateTable(addIndex("ByG")).tableDescription()
                .globalSecondaryIndexes().get(0);
        assertEquals("CREATING", created.indexStatusAsString());
        assertTrue(created.backfilling());
        assertValidation("Cannot read from backfilling global secondary index: ByG", () -> db.scan(ScanRequest.builder()
                .tableName("Shop").indexName("ByG").build()));
        assertEquals("CREATING", describe().globalSecondaryIndexes().get(0).indexStatusAsString());
        GlobalSecondaryIndexDescription active = describe().globalSecondaryIndexes().get(0);
        assertEquals("ACTIVE", active.indexStatusAsString());
        assertEquals(5L, active.itemCount());
        assertEquals(5, db.query(QueryRequest.builder().tableName("Shop").indexName("ByG").keyConditionExpression("g = :g")
                .expressionAttributeValues(Map.of(":g", s("x"))).build()).count());
    }

    @Test
    @DisplayName("API Reference, UpdateTable: delete an index (DELETING, then gone); one create or delete per call")
    void deleteIndex() {
        db.updateTable(addIndex("ByG"));
        describe();
        GlobalSecondaryIndexDescription deleting = db.updateTable(UpdateTableRequest.builder().tableName("Shop")
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().delete(DeleteGlobalSecondaryIndexAction
                        .builder().indexName("ByG").build()).build()).build()).tableDescription().globalSecondaryIndexes()
                .get(0);
        assertEquals("DELETING", deleting.indexStatusAsString());
        assertFalse(describe().hasGlobalSecondaryIndexes());
        assertEquals(List.of("pk", "sk"), describe().attributeDefinitions().stream().map(d -> d.attributeName()).toList());
        UpdateTableRequest two = addIndex("A1x").toBuilder().globalSecondaryIndexUpdates(
                addIndex("A1x").globalSecondaryIndexUpdates().get(0), addIndex("A2x").globalSecondaryIndexUpdates().get(0))
                .build();
        assertEquals("LimitExceededException", error(() -> db.updateTable(two)).type());
    }

    @Test
    @DisplayName("API Reference, UpdateTable: billing mode changes; stream on twice is refused")
    void billingAndStreams() {
        db.updateTable(UpdateTableRequest.builder().tableName("Shop").billingMode("PROVISIONED")
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(3L).writeCapacityUnits(4L).build())
                .build());
        assertEquals(3L, describe().provisionedThroughput().readCapacityUnits());
        StreamSpecification on = StreamSpecification.builder().streamEnabled(true).streamViewType("KEYS_ONLY").build();
        db.updateTable(UpdateTableRequest.builder().tableName("Shop").streamSpecification(on).build());
        assertValidation("Table already has an enabled stream: TableName: Shop", () -> db.updateTable(UpdateTableRequest
                .builder().tableName("Shop").streamSpecification(on).build()));
        db.updateTable(UpdateTableRequest.builder().tableName("Shop")
                .streamSpecification(StreamSpecification.builder().streamEnabled(false).build()).build());
        assertEquals(List.of("enable Shop KEYS_ONLY", "disable Shop"), changes.events);
        assertTrue(describe().latestStreamArn() != null);
    }

    @Test
    @DisplayName("Developer Guide, Time to Live: the sweep deletes expired items (numbers, within five years)")
    void timeToLive() {
        db.updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName("Shop").timeToLiveSpecification(
                TimeToLiveSpecification.builder().enabled(true).attributeName("ttl").build()).build());
        assertEquals("ENABLED", db.describeTimeToLive(DescribeTimeToLiveRequest.builder().tableName("Shop").build())
                .timeToLiveDescription().timeToLiveStatusAsString());
        db.updateTable(UpdateTableRequest.builder().tableName("Shop").streamSpecification(StreamSpecification.builder()
                .streamEnabled(true).streamViewType("OLD_IMAGE").build()).build());
        long now = NOW.getEpochSecond();
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "expired", "sk", "1", "ttl",
                n(String.valueOf(now - 10)))).build());
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "future", "sk", "1", "ttl",
                n(String.valueOf(now + 10)))).build());
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "ancient", "sk", "1", "ttl",
                n(String.valueOf(now - 6L * 365 * 86400)))).build());
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item("pk", "text", "sk", "1", "ttl", "1")).build());
        changes.changes.clear();
        assertEquals(1, db.sweepExpiredItems());
        assertEquals(1, changes.changes.size());
        assertTrue(changes.changes.get(0).expired());
        assertEquals(3L, describe().itemCount());
    }

    @Test
    @DisplayName("DatabaseState: a snapshot restores tables, indexes, items, time to live and tags")
    void snapshotRestore() {
        createIndexedTable("Indexed");
        db.putItem(PutItemRequest.builder().tableName("Indexed").item(item("pk", "a", "sk", "1", "gpk", "g", "gsk", n("1")))
                .build());
        db.updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName("Indexed").timeToLiveSpecification(
                TimeToLiveSpecification.builder().enabled(true).attributeName("ttl").build()).build());
        DatabaseState state = db.snapshot();
        Database restored = Database.restore(state, clock, changes);
        TableDescription table = restored.describeTable(DescribeTableRequest.builder().tableName("Indexed").build()).table();
        assertEquals(1L, table.itemCount());
        assertEquals(1L, table.globalSecondaryIndexes().get(0).itemCount());
        assertEquals("ENABLED", restored.describeTimeToLive(DescribeTimeToLiveRequest.builder().tableName("Indexed").build())
                .timeToLiveDescription().timeToLiveStatusAsString());
        assertEquals(2, restored.snapshot().tables().size());
    }
}
