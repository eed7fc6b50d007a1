package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * Vector indexes and {@code SearchVectors}: the API Reference's {@code VectorIndex},
 * {@code CreateVectorIndexAction}, {@code SearchSchemaElement} and {@code SearchVectors} pages, the
 * CloudFormation {@code AWS::DynamoDB::Table VectorIndex} page (dimensions 1 to 4096) and the Developer
 * Guide's "Requirements and limitations", "Data synchronization between tables and vector indexes" and
 * "Troubleshooting vector indexes". Keyway Local's search is exact (DynamoDB's approximate).
 */
class VectorSearchConformanceTest extends ConformanceSupport {

    @BeforeEach
    void table() {
        ddb.createTable(b -> b.tableName("Vectors").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk"), attrS("category"), attrS("brand"), attr("stock", ScalarAttributeType.N))
                .vectorIndexes(index("ByCategory", 3, "COSINE", hashKey("category"), filter("brand"), filter("stock")),
                        index("Euclid", 3, "EUCLIDEAN"), index("Dot", 3, "DOT_PRODUCT")));
        put("Vectors", item("pk", "a", "category", "shoes", "brand", "acme", "stock", 3, "v", vector(1, 0, 0)));
        put("Vectors", item("pk", "b", "category", "shoes", "brand", "zeta", "stock", 0, "v", vector(0, 1, 0)));
        put("Vectors", item("pk", "c", "category", "shoes", "brand", "acme", "stock", 1, "v", vector(1, 1, 0)));
        put("Vectors", item("pk", "d", "category", "hats", "brand", "acme", "stock", 1, "v", vector(1, 0, 0)));
        put("Vectors", item("pk", "e", "category", "shoes", "brand", "acme", "v", vector(2, 0, 0)));
        put("Vectors", item("pk", "no-vector", "category", "shoes", "brand", "acme"));
        put("Vectors", item("pk", "no-category", "brand", "acme", "v", vector(1, 0, 0)));
    }

    static VectorIndex index(String name, long dimensions, String distance, SearchSchemaElement... schema) {
        VectorIndex.Builder index = VectorIndex.builder().indexName(name).dimensions(dimensions).distanceFunction(distance)
                .vectorAttribute(b -> b.attributeName("v")).projection(projectAll());
        if (schema.length > 0) {
            index.searchSchema(schema);
        }
        return index.build();
    }

    static SearchSchemaElement hashKey(String attribute) {
        return SearchSchemaElement.builder().attributeName(attribute).searchSchemaElementType("HASH").build();
    }

    static SearchSchemaElement filter(String attribute) {
        return SearchSchemaElement.builder().attributeName(attribute).searchSchemaElementType("INLINE_FILTER").build();
    }

    static AttributeValue vector(double... elements) {
        return AttributeValue.fromL(Arrays.stream(elements).mapToObj(e -> n(Double.toString(e))).toList());
    }

    private List<SearchResultItem> search(String index, Consumer<SearchVectorsRequest.Builder> more, double... query) {
        return ddb.searchVectors(b -> {
            b.tableName("Vectors").indexName(index).topK(10)
                    .searchVector(Arrays.stream(query).mapToObj(e -> n(Double.toString(e))).toList());
            more.accept(b);
        }).searchResults();
    }

    private static List<String> keys(List<SearchResultItem> results) {
        return results.stream().map(result -> result.item().get("pk").s()).toList();
    }

    private static Consumer<SearchVectorsRequest.Builder> in(String category) {
        return b -> b.searchConditionExpression("category = :c").expressionAttributeValues(item(":c", category));
    }

    @Test
    @DisplayName("API Reference, SearchVectors: COSINE scores 0 (identical) to 2 (opposite), smallest first; HASH partitions the index")
    void cosineNearestFirstInOnePartition() {
        List<SearchResultItem> results = search("ByCategory", in("shoes"), 1, 0, 0);
        // e (2,0,0) has the same direction as a: ties keep scan order, so compare as a set at score 0
        assertEquals(List.of("a", "e"), keys(results).subList(0, 2).stream().sorted().toList());
        assertEquals(0.0, results.get(0).score(), 1e-6);
        assertEquals("c", keys(results).get(2));
        assertEquals(1 - Math.sqrt(0.5), results.get(2).score(), 1e-6);
        assertEquals("b", keys(results).get(3));
        assertEquals(1.0, results.get(3).score(), 1e-6);
        assertEquals(4, results.size(), "hats, and items without the vector or the HASH attribute, are not in it");
        assertEquals(Map.of("pk", s("a"), "category", s("shoes"), "brand", s("acme"), "stock", n(3), "v", l(n(1), n(0), n(0))),
                results.stream().filter(r -> r.item().get("pk").s().equals("a")).findFirst().orElseThrow().item(),
                "projection ALL: the whole item");
    }

    @Test
    @DisplayName("API Reference, SearchVectors: EUCLIDEAN scores are distances, smallest first; DOT_PRODUCT largest first")
    void euclideanAndDotProduct() {
        List<SearchResultItem> euclid = search("Euclid", b -> { }, 2, 0, 0);
        assertEquals("e", keys(euclid).get(0));
        assertEquals(0.0, euclid.get(0).score(), 1e-9);
        assertEquals(1.0, euclid.get(1).score(), 1e-9);
        List<SearchResultItem> dot = search("Dot", b -> { }, 1, 0, 0);
        assertEquals("e", keys(dot).get(0));
        assertEquals(2.0, dot.get(0).score(), 1e-9);
        assertEquals(0.0, dot.get(dot.size() - 1).score(), 1e-9);
        assertEquals(6, dot.size(), "without a search schema every item holding a vector is indexed");
    }

    @Test
    @DisplayName("API Reference, SearchVectors TopK: the k best only")
    void topK() {
        assertEquals(List.of("e"), keys(search("Dot", b -> b.topK(1), 1, 0, 0)));
    }

    @Test
    @DisplayName("Developer Guide, Troubleshooting: TopK is 1 to 100")
    void topKRange() {
        assertValidation(() -> search("Dot", b -> b.topK(0), 1, 0, 0), "Provided TopK value is out of valid range");
        assertValidation(() -> search("Dot", b -> b.topK(101), 1, 0, 0), "Provided TopK value is out of valid range");
    }

    @Test
    @DisplayName("API Reference, SearchSchemaElement: INLINE_FILTER attributes filter by equality, numbers by value")
    void inlineFilters() {
        assertEquals(List.of("c"), keys(search("ByCategory", b -> b.searchConditionExpression(
                "#c = :c AND stock = :one").expressionAttributeNames(Map.of("#c", "category"))
                .expressionAttributeValues(item(":c", "shoes", ":one", n("1.0"))), 0, 1, 0)));
        assertEquals(List.of("a", "c", "e"), keys(search("ByCategory", b -> b.searchConditionExpression(
                "(brand = :b) AND category = :c").expressionAttributeValues(item(":c", "shoes", ":b", "acme")), 1, 0, 0))
                .stream().sorted().toList());
    }

    @Test
    @DisplayName("Developer Guide, Troubleshooting: a HASH key must be given; only = is supported")
    void searchConditionRules() {
        assertValidation(() -> search("ByCategory", b -> { }, 1, 0, 0),
                "SearchConditionExpression must be provided when SearchSchema has a HASH key");
        assertValidation(() -> search("ByCategory", b -> b.searchConditionExpression("brand = :b")
                .expressionAttributeValues(item(":b", "acme")), 1, 0, 0), "HASH");
        assertValidation(() -> search("ByCategory", b -> b.searchConditionExpression("category = :c AND stock > :s")
                .expressionAttributeValues(item(":c", "shoes", ":s", 0)), 1, 0, 0),
                "Invalid comparator used in SearchConditionExpression");
        assertValidation(() -> search("ByCategory", b -> b.searchConditionExpression("category = :c OR brand = :b")
                .expressionAttributeValues(item(":c", "shoes", ":b", "acme")), 1, 0, 0),
                "Invalid comparator used in SearchConditionExpression");
        assertValidation(() -> search("ByCategory", b -> b.searchConditionExpression("category = :c AND pk = :p")
                .expressionAttributeValues(item(":c", "shoes", ":p", "a")), 1, 0, 0), "not in the SearchSchema");
        assertValidation(() -> search("ByCategory", b -> b.searchConditionExpression("category = :c")
                .expressionAttributeValues(item(":c", "shoes", ":unused", "x")), 1, 0, 0),
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
    }

    @Test
    @DisplayName("Developer Guide, Troubleshooting: an unknown index, a missing table, a search vector of other dimensions")
    void unknownIndexTableAndDimensions() {
        assertValidation(() -> search("Nope", b -> { }, 1, 0, 0), "The table does not have the specified index: Nope");
        assertRefused(ResourceNotFoundException.class, () -> ddb.searchVectors(b -> b.tableName("Missing").indexName("Dot")
                .topK(1).searchVector(n(1), n(0), n(0))));
        assertValidation(() -> search("Dot", b -> { }, 1, 0), "SearchVector has 2 dimensions");
    }

    @Test
    @DisplayName("Developer Guide, Troubleshooting: a write whose vector has other dimensions or is not a list of numbers is refused")
    void writesOfInvalidVectorsAreRefused() {
        assertValidation(() -> put("Vectors", item("pk", "x", "v", vector(1, 2))), "has 2 dimensions", "expects 3");
        assertValidation(() -> put("Vectors", item("pk", "x", "v", "text")), "Invalid type for parameter v");
        assertValidation(() -> put("Vectors", item("pk", "x", "v", l(n(1), s("a"), n(2)))), "v[1]");
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Vectors").key(item("pk", "a"))
                .updateExpression("SET v = :v").expressionAttributeValues(item(":v", vector(1)))), "has 1 dimensions");
        assertValidation(() -> put("Vectors", item("pk", "x", "category", n(1))), "Type mismatch", "category");
    }

    @Test
    @DisplayName("Developer Guide, Data synchronization: removing the vector takes the item out of the index")
    void removedVectorLeavesTheIndex() {
        ddb.updateItem(b -> b.tableName("Vectors").key(item("pk", "e")).updateExpression("REMOVE v"));
        assertFalse(keys(search("Euclid", b -> { }, 2, 0, 0)).contains("e"));
        ddb.deleteItem(b -> b.tableName("Vectors").key(item("pk", "a")));
        assertFalse(keys(search("Euclid", b -> { }, 1, 0, 0)).contains("a"));
    }

    @Test
    @DisplayName("API Reference, TableDescription VectorIndexes: the indexes with their search schema, ACTIVE")
    void describeTable() {
        TableDescription table = ddb.describeTable(b -> b.tableName("Vectors")).table();
        assertEquals(3, table.vectorIndexes().size());
        VectorIndexDescription byCategory = table.vectorIndexes().get(0);
        assertEquals("ByCategory", byCategory.indexName());
        assertEquals(3L, byCategory.dimensions());
        assertEquals("COSINE", byCategory.distanceFunctionAsString());
        assertEquals("ACTIVE", byCategory.indexStatusAsString());
        assertEquals(List.of(hashKey("category"), filter("brand"), filter("stock")), byCategory.searchSchema());
        assertEquals(5L, byCategory.itemCount());
        assertTrue(table.attributeDefinitions().stream().anyMatch(d -> d.attributeName().equals("stock")));
    }

    @Test
    @DisplayName("API Reference, VectorIndex and CreateVectorIndexAction; CloudFormation VectorIndex: what CreateTable refuses")
    void createTableRefusals() {
        Consumer<CreateTableRequest.Builder> base = b -> b.tableName("Refused").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"));
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("V", 3, "COSINE"))).accept(b)),
                "indexName");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 0, "COSINE"))).accept(b)),
                "dimensions");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 4097, "COSINE")))
                .accept(b)), "between 1 and 4096");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 3, "MANHATTAN")))
                .accept(b)), "distanceFunction");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 3, "COSINE",
                hashKey("category")))).accept(b)), "One element in SearchSchema is not defined in attribute definitions");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 3, "COSINE"),
                index("Vec2", 4, "COSINE"))).accept(b)), "same attribute", "different dimensions");
        assertValidation(() -> ddb.createTable(b -> base.andThen(x -> x.vectorIndexes(index("Vec", 3, "COSINE"),
                index("Vec", 3, "COSINE"))).accept(b)), "Duplicate index name");
        assertValidation(() -> ddb.createTable(b -> b.tableName("Refused").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(1L).writeCapacityUnits(1L).build())
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk")).vectorIndexes(index("Vec", 3, "COSINE"))),
                "on-demand");
    }

    @Test
    @DisplayName("API Reference, UpdateTable VectorIndexUpdates: an index created on a table with items holds them at once; deleted")
    void updateTableCreatesAndDeletes() {
        put("Vectors", item("pk", "old", "w", vector(1, 2)));
        ddb.updateTable(b -> b.tableName("Vectors").vectorIndexUpdates(u -> u.create(c -> c.indexName("Small")
                .vectorAttribute(v -> v.attributeName("w")).dimensions(2L).distanceFunction("EUCLIDEAN")
                .projection(keysOnly()))));
        List<SearchResultItem> found = ddb.searchVectors(b -> b.tableName("Vectors").indexName("Small").topK(5)
                .searchVector(n(1), n(2))).searchResults();
        assertEquals(List.of(Map.of("pk", s("old"))), found.stream().map(SearchResultItem::item).toList(),
                "KEYS_ONLY: the table's keys");
        assertValidation(() -> put("Vectors", item("pk", "new", "w", vector(1, 2, 3))), "expects 2");
        ddb.updateTable(b -> b.tableName("Vectors").vectorIndexUpdates(u -> u.delete(d -> d.indexName("Small"))));
        assertValidation(() -> ddb.searchVectors(b -> b.tableName("Vectors").indexName("Small").topK(5)
                .searchVector(n(1), n(2))), "The table does not have the specified index: Small");
        assertRefused(ResourceNotFoundException.class, () -> ddb.updateTable(b -> b.tableName("Vectors")
                .vectorIndexUpdates(u -> u.delete(d -> d.indexName("Small")))));
    }
}
