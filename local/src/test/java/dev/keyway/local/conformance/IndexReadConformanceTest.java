package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Reading secondary indexes: projections, Select, sparse indexes, consistency (API Reference, Query "Select";
 * Developer Guide, "Global secondary indexes" and "Local secondary indexes").
 */
class IndexReadConformanceTest extends ConformanceSupport {

    @BeforeEach
    void table() {
        ddb.createTable(b -> b.tableName("Indexed").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("gpk"), attrS("gsk"), attrS("lsk"))
                .globalSecondaryIndexes(gsi("all", "gpk", "gsk", projectAll()), gsi("keys", "gpk", "gsk", keysOnly()),
                        gsi("incl", "gpk", "gsk", include("name")))
                .localSecondaryIndexes(lsi("local", "pk", "lsk", keysOnly())));
        for (int i = 0; i < 4; i++) {
            put("Indexed", item("pk", "p", "sk", "s" + i, "gpk", "g", "gsk", "k" + i, "lsk", "l" + (3 - i),
                    "name", "n" + i, "secret", "x" + i));
        }
        put("Indexed", item("pk", "p", "sk", "sparse", "name", "no index keys"));
    }

    private QueryResponse onIndex(String index, Consumer<QueryRequest.Builder> more) {
        return ddb.query(b -> {
            b.tableName("Indexed").indexName(index).keyConditionExpression("gpk = :g").expressionAttributeValues(item(":g", "g"));
            more.accept(b);
        });
    }

    @Test
    @DisplayName("API Reference, Query Select: on an index the default is ALL_PROJECTED_ATTRIBUTES; KEYS_ONLY returns table and index keys")
    void keysOnlyProjection() {
        QueryResponse response = onIndex("keys", b -> { });
        assertEquals(4, response.count());
        for (Map<String, AttributeValue> found : response.items()) {
            assertEquals(Set.of("pk", "sk", "gpk", "gsk"), found.keySet());
        }
    }

    @Test
    @DisplayName("Developer Guide, GSI projections: INCLUDE returns the keys and the named attributes only")
    void includeProjection() {
        for (Map<String, AttributeValue> found : onIndex("incl", b -> { }).items()) {
            assertEquals(Set.of("pk", "sk", "gpk", "gsk", "name"), found.keySet());
        }
    }

    @Test
    @DisplayName("Developer Guide, GSI: ALL projects every attribute; items come in index sort key order")
    void allProjection() {
        QueryResponse response = onIndex("all", b -> { });
        assertEquals(item("pk", "p", "sk", "s0", "gpk", "g", "gsk", "k0", "lsk", "l3", "name", "n0", "secret", "x0"),
                response.items().get(0));
        assertEquals(s("k3"), response.items().get(3).get("gsk"));
    }

    @Test
    @DisplayName("API Reference, Query Select: ALL_ATTRIBUTES on a GSI whose projection is not ALL is refused")
    void allAttributesOnPartialGsi() {
        assertValidation(() -> onIndex("keys", b -> b.select(Select.ALL_ATTRIBUTES)),
                "Select type ALL_ATTRIBUTES is not supported for global secondary index keys because its projection type is not ALL");
        assertEquals(4, onIndex("all", b -> b.select(Select.ALL_ATTRIBUTES)).count());
    }

    @Test
    @DisplayName("API Reference, Query Select: on an LSI, ALL_ATTRIBUTES \"fetches the entire item from the parent table\"")
    void allAttributesOnLsiFetches() {
        QueryResponse response = ddb.query(b -> b.tableName("Indexed").indexName("local").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.ALL_ATTRIBUTES));
        assertEquals(4, response.count(), "the item without lsk is not in the LSI");
        assertEquals(item("pk", "p", "sk", "s3", "gpk", "g", "gsk", "k3", "lsk", "l0", "name", "n3", "secret", "x3"),
                response.items().get(0), "ordered by lsk: l0 first");
    }

    @Test
    @DisplayName("API Reference, Query Select: ALL_PROJECTED_ATTRIBUTES without IndexName is refused")
    void allProjectedNeedsIndex() {
        assertValidation(() -> ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.ALL_PROJECTED_ATTRIBUTES)), "ALL_PROJECTED_ATTRIBUTES");
    }

    @Test
    @DisplayName("API Reference, Query Select: COUNT \"Returns the number of matching items, rather than the matching items themselves\"")
    void selectCount() {
        QueryResponse response = ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.COUNT));
        assertEquals(5, response.count());
        assertTrue(response.items().isEmpty());
    }

    @Test
    @DisplayName("API Reference, Query Select: SPECIFIC_ATTRIBUTES returns the ProjectionExpression's attributes")
    void selectSpecificAttributes() {
        QueryResponse response = ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.SPECIFIC_ATTRIBUTES).projectionExpression("sk, #n")
                .expressionAttributeNames(Map.of("#n", "name")));
        assertEquals(item("sk", "s0", "name", "n0"), response.items().get(0));
    }

    @Test
    @DisplayName("API Reference, Query Select: \"If you use the ProjectionExpression parameter, then the value for Select can only be SPECIFIC_ATTRIBUTES\"")
    void projectionOnlyWithSpecificAttributes() {
        assertValidation(() -> ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.ALL_ATTRIBUTES).projectionExpression("sk")),
                "Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES");
        assertValidation(() -> ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.COUNT).projectionExpression("sk")));
        assertValidation(() -> ddb.query(b -> b.tableName("Indexed").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).select(Select.SPECIFIC_ATTRIBUTES)),
                "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
    }

    @Test
    @DisplayName("API Reference, Query ConsistentRead: \"Strongly consistent reads are not supported on global secondary indexes\"")
    void consistentReadOnGsi() {
        assertValidation(() -> onIndex("all", b -> b.consistentRead(true)),
                "Consistent reads are not supported on global secondary indexes");
        assertValidation(() -> ddb.scan(b -> b.tableName("Indexed").indexName("all").consistentRead(true)),
                "Consistent reads are not supported on global secondary indexes");
        assertEquals(4, ddb.query(b -> b.tableName("Indexed").indexName("local").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).consistentRead(true)).count(), "an LSI allows consistent reads");
    }

    @Test
    @DisplayName("Developer Guide, sparse indexes: only items that have the index keys are in the index")
    void sparseIndex() {
        assertEquals(4, ddb.scan(b -> b.tableName("Indexed").indexName("all")).count());
        ddb.updateItem(b -> b.tableName("Indexed").key(item("pk", "p", "sk", "s0")).updateExpression("REMOVE gsk"));
        assertEquals(3, ddb.scan(b -> b.tableName("Indexed").indexName("all")).count(), "removing an index key leaves the index");
        ddb.updateItem(b -> b.tableName("Indexed").key(item("pk", "p", "sk", "sparse"))
                .updateExpression("SET gpk = :g, gsk = :k").expressionAttributeValues(item(":g", "g", ":k", "k9")));
        assertEquals(4, onIndex("keys", b -> { }).count(), "adding the keys puts it in the index");
    }

    @Test
    @DisplayName("API Reference, Query LastEvaluatedKey: on an index it holds the index key and the table key")
    void lastEvaluatedKeyOnIndex() {
        QueryResponse page = onIndex("all", b -> b.limit(1));
        assertEquals(item("pk", "p", "sk", "s0", "gpk", "g", "gsk", "k0"), page.lastEvaluatedKey());
        QueryResponse next = onIndex("all", b -> b.limit(1).exclusiveStartKey(page.lastEvaluatedKey()));
        assertEquals(s("k1"), next.items().get(0).get("gsk"));
        assertValidation(() -> onIndex("all", b -> b.exclusiveStartKey(item("pk", "p", "sk", "s0"))),
                "The provided starting key is invalid");
    }

    @Test
    @DisplayName("Developer Guide, GSI: index entries follow the item (an updated index key moves the item)")
    void indexFollowsUpdates() {
        ddb.updateItem(b -> b.tableName("Indexed").key(item("pk", "p", "sk", "s0"))
                .updateExpression("SET gpk = :h").expressionAttributeValues(item(":h", "h")));
        assertEquals(3, onIndex("all", b -> { }).count());
        QueryResponse moved = ddb.query(b -> b.tableName("Indexed").indexName("all").keyConditionExpression("gpk = :h")
                .expressionAttributeValues(item(":h", "h")));
        assertEquals(1, moved.count());
        ddb.deleteItem(b -> b.tableName("Indexed").key(item("pk", "p", "sk", "s0")));
        assertFalse(ddb.scan(b -> b.tableName("Indexed").indexName("all")).items().stream()
                .anyMatch(found -> found.get("sk").s().equals("s0")));
    }
}
