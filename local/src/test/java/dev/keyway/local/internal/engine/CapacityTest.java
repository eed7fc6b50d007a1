package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** Developer Guide, "Read/write capacity mode" and "Item sizes": the arithmetic of ConsumedCapacity. */
class CapacityTest extends EngineFixture {

    @BeforeEach
    void tables() {
        createTable("Plain");
        db.createTable(CreateTableRequest.builder().tableName("Indexed").billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(def("pk", "S"), def("sk", "S"), def("g", "S"), def("k", "S"))
                .globalSecondaryIndexes(gsi("All", projection(ProjectionType.ALL), hash("g")),
                        gsi("Keys", projection(ProjectionType.KEYS_ONLY), hash("k")))
                .build());
    }

    /** An item of exactly {@code bytes} bytes: "pk"+"a", "sk"+"1", "d"+padding. */
    static Map<String, AttributeValue> sized(String pk, int bytes) {
        return item("pk", pk, "sk", "1", "d", "x".repeat(bytes - 7));
    }

    ConsumedCapacity put(String table, Map<String, AttributeValue> item, String mode) {
        return db.putItem(PutItemRequest.builder().tableName(table).item(item).returnConsumedCapacity(mode).build())
                .consumedCapacity();
    }

    @Test
    @DisplayName("Writes: 1 KB units rounded up; an overwrite costs the larger of old and new")
    void writeUnits() {
        assertEquals(1.0, put("Plain", sized("a", 1024), "TOTAL").capacityUnits());
        assertEquals(2.0, put("Plain", sized("b", 1025), "TOTAL").capacityUnits());
        put("Plain", sized("c", 3000), "NONE");
        assertEquals(3.0, put("Plain", sized("c", 10), "TOTAL").capacityUnits());
        assertNull(put("Plain", sized("d", 10), "NONE"));
        assertEquals("Plain", put("Plain", sized("d", 10), "TOTAL").tableName());
    }

    @Test
    @DisplayName("Reads: 4 KB units rounded up, half when eventually consistent; a missing item still costs")
    void readUnits() {
        put("Plain", sized("a", 4097), "NONE");
        GetItemRequest.Builder get = GetItemRequest.builder().tableName("Plain").key(item("pk", "a", "sk", "1"))
                .returnConsumedCapacity("TOTAL");
        assertEquals(1.0, db.getItem(get.build()).consumedCapacity().capacityUnits());
        assertEquals(2.0, db.getItem(get.consistentRead(true).build()).consumedCapacity().capacityUnits());
        assertEquals(0.5, db.getItem(GetItemRequest.builder().tableName("Plain").key(item("pk", "zz", "sk", "1"))
                .returnConsumedCapacity("TOTAL").build()).consumedCapacity().capacityUnits());
    }

    @Test
    @DisplayName("Query: the sizes of all items read are summed, then rounded up once")
    void queryUnits() {
        for (String sk : new String[] {"1", "2", "3"}) {
            db.putItem(PutItemRequest.builder().tableName("Plain").item(item("pk", "p", "sk", sk, "d", "x".repeat(1993)))
                    .build());
        }
        ConsumedCapacity capacity = db.query(QueryRequest.builder().tableName("Plain").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", s("p"))).returnConsumedCapacity("TOTAL").build())
                .consumedCapacity();
        assertEquals(1.0, capacity.capacityUnits());
    }

    @Test
    @DisplayName("Indexes: a put into an index adds its units; an index key change is a delete plus a put")
    void indexWrites() {
        ConsumedCapacity first = put("Indexed", item("pk", "a", "sk", "1", "g", "x", "k", "y"), "INDEXES");
        assertEquals(3.0, first.capacityUnits());
        assertEquals(1.0, first.table().capacityUnits());
        assertEquals(1.0, first.globalSecondaryIndexes().get("All").capacityUnits());
        assertEquals(1.0, first.globalSecondaryIndexes().get("Keys").capacityUnits());
        ConsumedCapacity moved = db.updateItem(UpdateItemRequest.builder().tableName("Indexed")
                .key(item("pk", "a", "sk", "1")).updateExpression("SET g = :g")
                .expressionAttributeValues(Map.of(":g", s("z"))).returnConsumedCapacity("INDEXES").build()).consumedCapacity();
        assertEquals(2.0, moved.globalSecondaryIndexes().get("All").capacityUnits());
        assertFalse(moved.globalSecondaryIndexes().containsKey("Keys"));
        assertEquals(3.0, moved.capacityUnits());
    }

    @Test
    @DisplayName("Query on a global index: the index's units, none on the table")
    void indexRead() {
        put("Indexed", item("pk", "a", "sk", "1", "g", "x"), "NONE");
        ConsumedCapacity capacity = db.query(QueryRequest.builder().tableName("Indexed").indexName("All")
                .keyConditionExpression("g = :g").expressionAttributeValues(Map.of(":g", s("x")))
                .returnConsumedCapacity("INDEXES").build()).consumedCapacity();
        assertEquals(0.5, capacity.capacityUnits());
        assertEquals(0.0, capacity.table().capacityUnits());
        assertEquals(0.5, capacity.globalSecondaryIndexes().get("All").capacityUnits());
    }

    @Test
    @DisplayName("Transactions: every unit counts twice")
    void transactional() {
        var capacity = db.transactWriteItems(TransactWriteItemsRequest.builder().returnConsumedCapacity("TOTAL")
                .transactItems(TransactWriteItem.builder().put(Put.builder().tableName("Plain").item(sized("t", 1500))
                        .build()).build()).build()).consumedCapacity();
        assertEquals(4.0, capacity.get(0).capacityUnits());
    }
}
