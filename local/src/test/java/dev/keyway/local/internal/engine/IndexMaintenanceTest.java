package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

class IndexMaintenanceTest extends EngineFixture {

    @BeforeEach
    void tables() {
        db.createTable(CreateTableRequest.builder().tableName("Multi").billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk")).attributeDefinitions(def("pk", "S"), def("tenant", "S"), def("rgn", "S"),
                        def("dy", "N"), def("seq", "N"))
                .globalSecondaryIndexes(gsi("ByTenantRegion", projection(ProjectionType.INCLUDE, "note"), hash("tenant"),
                        hash("rgn"), range("dy"), range("seq")))
                .build());
    }

    void put(Map<String, AttributeValue> item) {
        db.putItem(PutItemRequest.builder().tableName("Multi").item(item).build());
    }

    QueryResponse query(String condition, Map<String, AttributeValue> values) {
        return db.query(QueryRequest.builder().tableName("Multi").indexName("ByTenantRegion")
                .keyConditionExpression(condition).expressionAttributeValues(values).build());
    }

    static List<String> pks(QueryResponse response) {
        List<String> pks = new ArrayList<>();
        response.items().forEach(item -> pks.add(item.get("pk").s()));
        return pks;
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: every partition attribute by equality, sort attributes in order")
    void multiAttributeQuery() {
        put(item("pk", "a", "tenant", "t", "rgn", "eu", "dy", n("2"), "seq", n("1"), "note", "n", "secret", "s"));
        put(item("pk", "b", "tenant", "t", "rgn", "eu", "dy", n("1"), "seq", n("5")));
        put(item("pk", "c", "tenant", "t", "rgn", "eu", "dy", n("1"), "seq", n("2")));
        put(item("pk", "d", "tenant", "t", "rgn", "us", "dy", n("1"), "seq", n("1")));
        put(item("pk", "e", "tenant", "t", "rgn", "eu", "dy", n("1")));
        Map<String, AttributeValue> values = Map.of(":t", s("t"), ":r", s("eu"));
        QueryResponse all = query("tenant = :t AND rgn = :r", values);
        assertEquals(List.of("c", "b", "a"), pks(all));
        assertEquals(java.util.Set.of("pk", "tenant", "rgn", "dy", "seq", "note"), all.items().get(2).keySet());
        QueryResponse dayOne = query("tenant = :t AND rgn = :r AND dy = :d AND seq > :s",
                Map.of(":t", s("t"), ":r", s("eu"), ":d", n("1"), ":s", n("2")));
        assertEquals(List.of("b"), pks(dayOne));
    }

    @Test
    @DisplayName("Developer Guide, GSI: an update that moves an index key moves the entry")
    void indexKeyMoves() {
        put(item("pk", "a", "tenant", "t", "rgn", "eu", "dy", n("1"), "seq", n("1")));
        db.updateItem(UpdateItemRequest.builder().tableName("Multi").key(item("pk", "a"))
                .updateExpression("SET #r = :us").expressionAttributeNames(Map.of("#r", "rgn"))
                .expressionAttributeValues(Map.of(":us", s("us"))).build());
        assertEquals(0, query("tenant = :t AND rgn = :r", Map.of(":t", s("t"), ":r", s("eu"))).count());
        assertEquals(1, query("tenant = :t AND rgn = :r", Map.of(":t", s("t"), ":r", s("us"))).count());
        db.updateItem(UpdateItemRequest.builder().tableName("Multi").key(item("pk", "a"))
                .updateExpression("REMOVE seq").build());
        assertEquals(0, query("tenant = :t AND rgn = :r", Map.of(":t", s("t"), ":r", s("us"))).count());
    }

    @Test
    @DisplayName("UpdateItem: an update that only removes attributes does not create a missing item")
    void removeOnMissingItem() {
        db.updateItem(UpdateItemRequest.builder().tableName("Multi").key(item("pk", "ghost")).updateExpression("REMOVE x")
                .build());
        assertFalse(db.getItem(GetItemRequest.builder().tableName("Multi").key(item("pk", "ghost")).build()).hasItem());
        db.updateItem(UpdateItemRequest.builder().tableName("Multi").key(item("pk", "bare")).build());
        assertTrue(db.getItem(GetItemRequest.builder().tableName("Multi").key(item("pk", "bare")).build()).hasItem());
    }
}
