package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * ReturnConsumedCapacity (Developer Guide, "DynamoDB read and write capacity" and "Item sizes"): reads in 4 KB
 * units (eventually consistent half, transactional double), writes in 1 KB units (transactional double), each
 * index a write touches adds its own units.
 */
class CapacityConformanceTest extends ConformanceSupport {

    private static final ReturnConsumedCapacity TOTAL = ReturnConsumedCapacity.TOTAL;

    /** An item of exactly {@code bytes}: pk (2 + its length) and "data" (4 + the rest). */
    private static Map<String, AttributeValue> sized(String pk, int bytes) {
        return item("pk", pk, "data", repeat('x', bytes - 2 - utf8(pk) - 4));
    }

    private double putCost(Map<String, AttributeValue> item) {
        return ddb.putItem(b -> b.tableName("Costs").item(item).returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits();
    }

    @Test
    @DisplayName("Developer Guide: \"One write capacity unit represents one write per second for an item up to 1 KB\" - sizes round up per 1 KB")
    void putRoundsUpToKilobytes() {
        createHashTable("Costs");
        assertEquals(1.0, putCost(sized("a", 1024)));
        assertEquals(2.0, putCost(sized("b", 1025)));
        assertEquals(2.0, putCost(sized("c", 1536)));
        assertEquals(1.0, putCost(item("pk", "tiny")));
        ConsumedCapacity capacity = ddb.putItem(b -> b.tableName("Costs").item(item("pk", "d")).returnConsumedCapacity(TOTAL))
                .consumedCapacity();
        assertEquals("Costs", capacity.tableName());
    }

    @Test
    @DisplayName("Developer Guide: PutItem \"If an item with the same primary key exists ... the item size that matters is the larger of the two\"")
    void putOverLargerItem() {
        createHashTable("Costs");
        ddb.putItem(b -> b.tableName("Costs").item(sized("a", 3000)));
        assertEquals(3.0, putCost(sized("a", 500)));
    }

    @Test
    @DisplayName("Developer Guide: UpdateItem \"consumed reflects the larger of these item sizes\" (before and after)")
    void updateOfLargerItem() {
        createHashTable("Costs");
        ddb.putItem(b -> b.tableName("Costs").item(sized("a", 3500)));
        double cost = ddb.updateItem(b -> b.tableName("Costs").key(item("pk", "a")).updateExpression("REMOVE #d")
                .expressionAttributeNames(Map.of("#d", "data")).returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits();
        assertEquals(4.0, cost);
        double growing = ddb.updateItem(b -> b.tableName("Costs").key(item("pk", "a")).updateExpression("SET #d = :v")
                .expressionAttributeNames(Map.of("#d", "data")).expressionAttributeValues(item(":v", repeat('y', 2000)))
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits();
        assertEquals(2.0, growing);
    }

    @Test
    @DisplayName("Developer Guide: DeleteItem consumes by the size of the deleted item")
    void deleteBySize() {
        createHashTable("Costs");
        ddb.putItem(b -> b.tableName("Costs").item(sized("a", 2500)));
        assertEquals(3.0, ddb.deleteItem(b -> b.tableName("Costs").key(item("pk", "a")).returnConsumedCapacity(TOTAL))
                .consumedCapacity().capacityUnits());
    }

    @Test
    @DisplayName("Developer Guide: \"One read capacity unit represents one strongly consistent read ... or two eventually consistent reads, for an item up to 4 KB\"")
    void getByConsistency() {
        createHashTable("Costs");
        ddb.putItem(b -> b.tableName("Costs").item(sized("a", 5000)));
        assertEquals(2.0, ddb.getItem(b -> b.tableName("Costs").key(item("pk", "a")).consistentRead(true)
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits());
        assertEquals(1.0, ddb.getItem(b -> b.tableName("Costs").key(item("pk", "a"))
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits());
    }

    @Test
    @DisplayName("Developer Guide: \"If you perform a read operation on an item that does not exist, DynamoDB still consumes provisioned read throughput\"")
    void getOfMissingItem() {
        createHashTable("Costs");
        assertEquals(1.0, ddb.getItem(b -> b.tableName("Costs").key(item("pk", "none")).consistentRead(true)
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits());
        assertEquals(0.5, ddb.getItem(b -> b.tableName("Costs").key(item("pk", "none"))
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits());
    }

    @Test
    @DisplayName("API Reference, ReturnConsumedCapacity: NONE (the default) returns no ConsumedCapacity")
    void noneReturnsNothing() {
        createHashTable("Costs");
        assertNull(ddb.putItem(b -> b.tableName("Costs").item(item("pk", "a"))).consumedCapacity());
        assertNull(ddb.getItem(b -> b.tableName("Costs").key(item("pk", "a")).returnConsumedCapacity(ReturnConsumedCapacity.NONE))
                .consumedCapacity());
    }

    @Test
    @DisplayName("Developer Guide, GSI writes: \"If you write a new item to the table that defines an indexed attribute ... one write\"; INDEXES breaks it down")
    void putWithGlobalIndex() {
        createTableWithGsi("Costs", keysOnly());
        ConsumedCapacity capacity = ddb.putItem(b -> b.tableName("Costs").item(item("pk", "a", "sk", "1", "gpk", "g", "gsk", "1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertEquals(2.0, capacity.capacityUnits());
        assertEquals(1.0, capacity.table().capacityUnits());
        assertEquals(1.0, capacity.globalSecondaryIndexes().get("gsi").capacityUnits());
        assertEquals(1.0, ddb.putItem(b -> b.tableName("Costs").item(item("pk", "b", "sk", "1"))
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits(), "an item outside the sparse index costs no index write");
    }

    @Test
    @DisplayName("Developer Guide, GSI writes: \"If you update ... and change the value of an indexed key attribute, two writes are required\"")
    void indexKeyChangeCostsTwoIndexWrites() {
        createTableWithGsi("Costs", keysOnly());
        ddb.putItem(b -> b.tableName("Costs").item(item("pk", "a", "sk", "1", "gpk", "g", "gsk", "1")));
        ConsumedCapacity capacity = ddb.updateItem(b -> b.tableName("Costs").key(item("pk", "a", "sk", "1"))
                .updateExpression("SET gpk = :h").expressionAttributeValues(item(":h", "h"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertEquals(3.0, capacity.capacityUnits());
        assertEquals(2.0, capacity.globalSecondaryIndexes().get("gsi").capacityUnits());
        ConsumedCapacity removal = ddb.updateItem(b -> b.tableName("Costs").key(item("pk", "a", "sk", "1"))
                .updateExpression("REMOVE gpk").returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        // "a write to the table caused the indexed attribute to be deleted, one write is required to delete the old item projection"
        assertEquals(1.0, removal.globalSecondaryIndexes().get("gsi").capacityUnits());
        assertEquals(2.0, removal.capacityUnits());
    }

    @Test
    @DisplayName("API Reference, ConsumedCapacity: LocalSecondaryIndexes lists the LSIs a write touched")
    void putWithLocalIndex() {
        ddb.createTable(b -> b.tableName("Costs").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("lsk")).localSecondaryIndexes(lsi("lsi", "pk", "lsk", keysOnly())));
        ConsumedCapacity capacity = ddb.putItem(b -> b.tableName("Costs").item(item("pk", "a", "sk", "1", "lsk", "x"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertEquals(2.0, capacity.capacityUnits());
        assertEquals(1.0, capacity.localSecondaryIndexes().get("lsi").capacityUnits());
    }

    @Test
    @DisplayName("Developer Guide: Query \"computes the total size of all items and then rounds up to the next 4 KB boundary\"")
    void queryRoundsTheSum() {
        createTableOfTenKilobyteItems();
        double eventual = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p").expressionAttributeValues(item(":p", "p"))
                .returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits();
        double strong = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p").expressionAttributeValues(item(":p", "p"))
                .consistentRead(true).returnConsumedCapacity(TOTAL)).consumedCapacity().capacityUnits();
        // 10 x 1,000 bytes = 10,000 bytes -> 3 units of 4 KB (not 10 units item by item).
        assertEquals(1.5, eventual);
        assertEquals(3.0, strong);
        assertEquals(3.0, ddb.scan(b -> b.tableName("Queried").consistentRead(true).returnConsumedCapacity(TOTAL))
                .consumedCapacity().capacityUnits());
    }

    /** Table Q: ten items of exactly 1,000 bytes in partition "p". */
    private void createTableOfTenKilobyteItems() {
        createCompositeTable("Queried");
        for (int i = 0; i < 10; i++) {
            String sk = "s" + i; // pk (2 + 1) + sk (2 + 2) + data (4 + 989) = 1,000 bytes
            ddb.putItem(b -> b.tableName("Queried").item(item("pk", "p", "sk", sk, "data", repeat('x', 989))));
        }
    }

    @Test
    @DisplayName("Developer Guide: \"Transactional write requests require 2 write capacity units ... for items up to 1 KB\"")
    void transactWriteDoubles() {
        createHashTable("Costs");
        List<ConsumedCapacity> capacity = ddb.transactWriteItems(b -> b.returnConsumedCapacity(TOTAL).transactItems(
                TransactWriteItem.builder().put(p -> p.tableName("Costs").item(sized("a", 500))).build(),
                TransactWriteItem.builder().put(p -> p.tableName("Costs").item(sized("b", 1500))).build())).consumedCapacity();
        assertEquals(1, capacity.size());
        assertEquals(6.0, capacity.get(0).capacityUnits(), "2 x (1 + 2) units");
    }

    @Test
    @DisplayName("Developer Guide: \"Transactional read requests require two read capacity units ... for items up to 4 KB\"")
    void transactGetDoubles() {
        createHashTable("Costs");
        ddb.putItem(b -> b.tableName("Costs").item(sized("a", 1000)));
        ddb.putItem(b -> b.tableName("Costs").item(sized("b", 5000)));
        List<ConsumedCapacity> capacity = ddb.transactGetItems(b -> b.returnConsumedCapacity(TOTAL).transactItems(
                TransactGetItem.builder().get(g -> g.tableName("Costs").key(item("pk", "a"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("Costs").key(item("pk", "b"))).build())).consumedCapacity();
        assertEquals(6.0, capacity.get(0).capacityUnits(), "2 x (1 + 2) units");
    }

    @Test
    @DisplayName("Developer Guide: BatchWriteItem items are rounded one by one")
    void batchWritePerItem() {
        createHashTable("Costs");
        List<WriteRequest> writes = new ArrayList<>();
        for (String pk : List.of("a", "b", "c")) {
            writes.add(WriteRequest.builder().putRequest(p -> p.item(sized(pk, 1536))).build());
        }
        List<ConsumedCapacity> capacity = ddb.batchWriteItem(b -> b.requestItems(Map.of("Costs", writes)).returnConsumedCapacity(TOTAL))
                .consumedCapacity();
        assertEquals(6.0, capacity.get(0).capacityUnits());
    }

    @Test
    @DisplayName("Developer Guide: BatchGetItem \"processes each item in the batch as an individual GetItem request\" - each rounded up to 4 KB")
    void batchGetPerItem() {
        createHashTable("Costs");
        for (String pk : List.of("a", "b", "c")) {
            ddb.putItem(b -> b.tableName("Costs").item(sized(pk, 1000)));
        }
        KeysAndAttributes keys = KeysAndAttributes.builder().keys(List.of(item("pk", "a"), item("pk", "b"), item("pk", "c"))).build();
        assertEquals(1.5, ddb.batchGetItem(b -> b.requestItems(Map.of("Costs", keys)).returnConsumedCapacity(TOTAL))
                .consumedCapacity().get(0).capacityUnits());
        KeysAndAttributes consistent = keys.toBuilder().consistentRead(true).build();
        assertEquals(3.0, ddb.batchGetItem(b -> b.requestItems(Map.of("Costs", consistent)).returnConsumedCapacity(TOTAL))
                .consumedCapacity().get(0).capacityUnits());
    }
}
