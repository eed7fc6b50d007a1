package dev.keyway.local.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

class QueryScanTest extends EngineFixture {

    @BeforeEach
    void table() {
        createIndexedTable("Shop");
    }

    void put(Map<String, AttributeValue> item) {
        db.putItem(PutItemRequest.builder().tableName("Shop").item(item).build());
    }

    QueryRequest.Builder query(String pk) {
        return QueryRequest.builder().tableName("Shop").keyConditionExpression("pk = :pk")
                .expressionAttributeValues(Map.of(":pk", s(pk)));
    }

    static List<String> values(List<Map<String, AttributeValue>> items, String name) {
        List<String> values = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            AttributeValue value = item.get(name);
            values.add(value == null ? null : value.s() != null ? value.s() : value.n());
        }
        return values;
    }

    @Test
    @DisplayName("API Reference, Query: sort order by UTF-8 bytes, ScanIndexForward, sort key conditions")
    void orderAndConditions() {
        for (String sk : List.of("b", "a", "\uD83D\uDE00", "\uFFFD", "c")) {
            put(item("pk", "p", "sk", sk));
        }
        put(item("pk", "other", "sk", "a"));
        assertEquals(List.of("a", "b", "c", "\uFFFD", "\uD83D\uDE00"), values(db.query(query("p").build()).items(), "sk"));
        assertEquals(List.of("\uD83D\uDE00", "\uFFFD", "c", "b", "a"),
                values(db.query(query("p").scanIndexForward(false).build()).items(), "sk"));
        QueryResponse between = db.query(QueryRequest.builder().tableName("Shop")
                .keyConditionExpression("pk = :pk AND sk BETWEEN :a AND :b")
                .expressionAttributeValues(Map.of(":pk", s("p"), ":a", s("b"), ":b", s("c"))).build());
        assertEquals(List.of("b", "c"), values(between.items(), "sk"));
        assertEquals(2, between.scannedCount());
    }

    @Test
    @DisplayName("API Reference, Query: Limit counts items evaluated before the filter; LastEvaluatedKey resumes")
    void limitAndPaging() {
        for (int i = 0; i < 10; i++) {
            put(item("pk", "p", "sk", "k" + i, "even", n(String.valueOf(i % 2))));
        }
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        int pages = 0;
        do {
            QueryRequest.Builder request = query("p").limit(3).filterExpression("even = :zero")
                    .expressionAttributeValues(Map.of(":pk", s("p"), ":zero", n("0")));
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            QueryResponse page = db.query(request.build());
            assertTrue(page.scannedCount() <= 3);
            seen.addAll(values(page.items(), "sk"));
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            pages++;
        } while (start != null);
        assertEquals(List.of("k0", "k2", "k4", "k6", "k8"), seen);
        assertEquals(4, pages);
    }

    @Test
    @DisplayName("API Reference, Query: Select COUNT answers Count without Items")
    void count() {
        put(item("pk", "p", "sk", "1"));
        put(item("pk", "p", "sk", "2"));
        QueryResponse response = db.query(query("p").select("COUNT").build());
        assertEquals(2, response.count());
        assertFalse(response.hasItems());
    }

    @Test
    @DisplayName("API Reference, Query: global index with equal index keys ordered by table key; sparse")
    void globalIndex() {
        put(item("pk", "b", "sk", "1", "gpk", "g", "gsk", n("2")));
        put(item("pk", "a", "sk", "1", "gpk", "g", "gsk", n("2")));
        put(item("pk", "c", "sk", "1", "gpk", "g", "gsk", n("-10")));
        put(item("pk", "d", "sk", "1", "gpk", "g"));
        QueryResponse response = db.query(QueryRequest.builder().tableName("Shop").indexName("GSI1")
                .keyConditionExpression("gpk = :g").expressionAttributeValues(Map.of(":g", s("g"))).build());
        assertEquals(List.of("c", "a", "b"), values(response.items(), "pk"));
        QueryResponse page = db.query(QueryRequest.builder().tableName("Shop").indexName("GSI1").limit(2)
                .keyConditionExpression("gpk = :g").expressionAttributeValues(Map.of(":g", s("g"))).build());
        assertEquals(Set.of("pk", "sk", "gpk", "gsk"), page.lastEvaluatedKey().keySet());
        QueryResponse rest = db.query(QueryRequest.builder().tableName("Shop").indexName("GSI1")
                .exclusiveStartKey(page.lastEvaluatedKey())
                .keyConditionExpression("gpk = :g").expressionAttributeValues(Map.of(":g", s("g"))).build());
        assertEquals(List.of("b"), values(rest.items(), "pk"));
    }

    @Test
    @DisplayName("API Reference, Query: ConsistentRead refused on a global index; unknown index refused")
    void indexRules() {
        assertValidation("Consistent reads are not supported on global secondary indexes", () -> db.query(QueryRequest
                .builder().tableName("Shop").indexName("GSI1").consistentRead(true).keyConditionExpression("gpk = :g")
                .expressionAttributeValues(Map.of(":g", s("g"))).build()));
        assertValidation("The table does not have the specified index: Nope", () -> db.query(QueryRequest.builder()
                .tableName("Shop").indexName("Nope").keyConditionExpression("gpk = :g")
                .expressionAttributeValues(Map.of(":g", s("g"))).build()));
        assertValidation("1 validation error detected: ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an "
                + "IndexName", () -> db.query(query("p").select("ALL_PROJECTED_ATTRIBUTES").build()));
        assertValidation("1 validation error detected: Cannot specify the ProjectionExpression when choosing to get "
                + "ALL_ATTRIBUTES", () -> db.query(query("p").select("ALL_ATTRIBUTES").projectionExpression("sk").build()));
        assertValidation("Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES",
                () -> db.scan(ScanRequest.builder().tableName("Shop").select("SPECIFIC_ATTRIBUTES").build()));
    }

    @Test
    @DisplayName("Developer Guide, LSI projections: KEYS_ONLY returns keys; asking for more fetches from the table")
    void localIndexProjection() {
        put(item("pk", "p", "sk", "1", "lsk", "x", "other", "o"));
        QueryRequest.Builder request = QueryRequest.builder().tableName("Shop").indexName("LSI1")
                .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", s("p")));
        assertEquals(Set.of("pk", "sk", "lsk"), db.query(request.build()).items().get(0).keySet());
        assertEquals(Set.of("pk", "sk", "lsk", "other"), db.query(request.select("ALL_ATTRIBUTES").build())
                .items().get(0).keySet());
    }

    @Test
    @DisplayName("Developer Guide, GSI projections: ALL_ATTRIBUTES on a KEYS_ONLY global index is refused")
    void globalIndexProjection() {
        db.createTable(CreateTableRequest.builder().tableName("Keys").billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk")).attributeDefinitions(def("pk", "S"), def("g", "S"))
                .globalSecondaryIndexes(gsi("G1x", projection(ProjectionType.KEYS_ONLY), hash("g"))).build());
        db.putItem(PutItemRequest.builder().tableName("Keys").item(item("pk", "1", "g", "x", "other", "o")).build());
        assertEquals(Set.of("pk", "g"), db.scan(ScanRequest.builder().tableName("Keys").indexName("G1x").build())
                .items().get(0).keySet());
        assertValidation("One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global "
                + "secondary index G1x because its projection type is not ALL", () -> db.scan(ScanRequest.builder()
                .tableName("Keys").indexName("G1x").select("ALL_ATTRIBUTES").build()));
    }

    @Test
    @DisplayName("API Reference, Scan: parallel segments cover every item exactly once; paging within a segment")
    void segments() {
        Set<String> all = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            put(item("pk", "p" + i, "sk", "s"));
            all.add("p" + i);
        }
        List<String> seen = new ArrayList<>();
        for (int segment = 0; segment < 7; segment++) {
            Map<String, AttributeValue> start = null;
            do {
                ScanRequest.Builder request = ScanRequest.builder().tableName("Shop").segment(segment).totalSegments(7)
                        .limit(5);
                if (start != null) {
                    request.exclusiveStartKey(start);
                }
                ScanResponse page = db.scan(request.build());
                seen.addAll(values(page.items(), "pk"));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (start != null);
        }
        assertEquals(200, seen.size());
        assertEquals(all, new HashSet<>(seen));
        assertValidation("The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 7 is "
                + "not less than TotalSegments: 7", () -> db.scan(ScanRequest.builder().tableName("Shop").segment(7)
                .totalSegments(7).build()));
    }

    @Test
    @DisplayName("API Reference, Scan: a page stops after 1 MB read")
    void megabytePages() {
        String big = "x".repeat(100 * 1024);
        for (int i = 0; i < 25; i++) {
            put(item("pk", "p" + i, "sk", "s", "d", big));
        }
        ScanResponse first = db.scan(ScanRequest.builder().tableName("Shop").build());
        assertTrue(first.count() < 25 && first.count() >= 10, "count " + first.count());
        assertTrue(first.hasLastEvaluatedKey());
        ScanResponse second = db.scan(ScanRequest.builder().tableName("Shop")
                .exclusiveStartKey(first.lastEvaluatedKey()).build());
        assertEquals(25, first.count() + second.count() + (second.hasLastEvaluatedKey() ? db.scan(ScanRequest.builder()
                .tableName("Shop").exclusiveStartKey(second.lastEvaluatedKey()).build()).count() : 0));
    }

    @Test
    @DisplayName("API Reference, Query: a filter expression cannot contain partition key or sort key attributes")
    void filterOnKey() {
        assertValidation("Filter Expression can only contain non-primary key attributes: Primary key attribute: sk",
                () -> db.query(query("p").filterExpression("size(#s) > :n AND info.sk = :n")
                        .expressionAttributeNames(Map.of("#s", "sk"))
                        .expressionAttributeValues(Map.of(":pk", s("p"), ":n", n("1"))).build()));
        db.query(query("p").filterExpression("info.sk = :n AND attribute_exists(gpk)")
                .expressionAttributeValues(Map.of(":pk", s("p"), ":n", n("1"))).build());
        db.scan(ScanRequest.builder().tableName("Shop").filterExpression("sk = :n")
                .expressionAttributeValues(Map.of(":n", s("1"))).build());
    }

    @Test
    @DisplayName("API Reference, Query: ExclusiveStartKey must be the table's key")
    void invalidStartKey() {
        assertValidation("The provided starting key is invalid: The provided key element does not match the schema",
                () -> db.query(query("p").exclusiveStartKey(item("pk", "p")).build()));
        assertFalse(db.query(query("p").build()).hasLastEvaluatedKey());
    }
}
