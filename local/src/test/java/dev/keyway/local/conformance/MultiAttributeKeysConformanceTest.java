package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Global indexes with multi-attribute keys (Developer Guide, "Multi-attribute keys pattern", November 2025):
 * up to four partition (HASH) and four sort (RANGE) attributes of type S, N or B, listed partition attributes
 * first; global indexes only; a Query gives every partition attribute by equality and conditions on the sort
 * attributes left to right (equality on a leading run, at most one range condition, on the last one named);
 * items lacking a key attribute are not indexed; results come in order of the sort attributes in sequence.
 */
class MultiAttributeKeysConformanceTest extends ConformanceSupport {

    private static GlobalSecondaryIndex index(String name, KeySchemaElement... keys) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(keys).projection(projectAll()).build();
    }

    private void matchesTable() {
        ddb.createTable(b -> b.tableName("Matches").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk"), attrS("tournament"), attrS("area"), attr("round", ScalarAttributeType.N),
                        attrS("bracket"))
                .globalSecondaryIndexes(index("ByTournamentRegion", hash("tournament"), hash("area"), range("round"),
                        range("bracket"))));
        put("Matches", item("pk", "m1", "tournament", "W", "area", "NA", "round", n(1), "bracket", "UPPER"));
        put("Matches", item("pk", "m2", "tournament", "W", "area", "NA", "round", n(2), "bracket", "LOWER"));
        put("Matches", item("pk", "m3", "tournament", "W", "area", "NA", "round", n(2), "bracket", "UPPER"));
        put("Matches", item("pk", "m4", "tournament", "W", "area", "NA", "round", n(10), "bracket", "UPPER"));
        put("Matches", item("pk", "m5", "tournament", "W", "area", "EU", "round", n(2), "bracket", "UPPER"));
        put("Matches", item("pk", "m6", "tournament", "W", "area", "NA", "round", n(3))); // no bracket: not indexed
    }

    private QueryResponse query(String condition, Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values) {
        return ddb.query(b -> b.tableName("Matches").indexName("ByTournamentRegion").keyConditionExpression(condition)
                .expressionAttributeValues(values));
    }

    private static List<String> pks(QueryResponse response) {
        List<String> pks = new ArrayList<>();
        response.items().forEach(found -> pks.add(found.get("pk").s()));
        return pks;
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: up to four HASH and four RANGE attributes of S, N or B")
    void fourAndFour() {
        ddb.createTable(b -> b.tableName("Wide").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk"), attrS("a"), attr("b", ScalarAttributeType.N),
                        attr("c", ScalarAttributeType.B), attrS("d"), attrS("e"), attr("f", ScalarAttributeType.N),
                        attrS("g"), attrS("h"))
                .globalSecondaryIndexes(index("Gsi1", hash("a"), hash("b"), hash("c"), hash("d"), range("e"), range("f"),
                        range("g"), range("h"))));
        assertEquals(8, awaitActive("Wide").globalSecondaryIndexes().get(0).keySchema().size());
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: a fifth partition attribute is refused")
    void fiveHashAttributes() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Wide").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk"), attrS("a"), attrS("b"), attrS("c"), attrS("d"), attrS("e"))
                .globalSecondaryIndexes(index("Gsi1", hash("a"), hash("b"), hash("c"), hash("d"), hash("e")))),
                "more than 4 HASH");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: the key schema lists the partition attributes before the sort attributes")
    void hashAfterRange() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Mixed").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("a"), attrS("b"), attrS("c"))
                .globalSecondaryIndexes(index("Gsi1", hash("a"), range("b"), hash("c")))),
                "HASH attributes before its RANGE attributes");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: not for the table's primary key")
    void notTheTablesKey() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Keyed").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("a"), hash("b")).attributeDefinitions(attrS("a"), attrS("b"))),
                "The second KeySchemaElement is not a RANGE key type");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: not for local secondary indexes")
    void notLocalIndexes() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Local").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"), attrS("sk"), attrS("a"), attrS("b"))
                .localSecondaryIndexes(l -> l.indexName("Lsi1").keySchema(hash("pk"), range("a"), range("b"))
                        .projection(projectAll()))),
                "keySchema", "length less than or equal to 2");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: every partition attribute by equality, sort attributes in numeric order")
    void partitionEqualitiesAndNumericOrder() {
        matchesTable();
        assertEquals(List.of("m1", "m2", "m3", "m4"), pks(query("tournament = :t AND area = :r",
                item(":t", "W", ":r", "NA"))));
        assertEquals(List.of("m4", "m3", "m2", "m1"), pks(ddb.query(b -> b.tableName("Matches")
                .indexName("ByTournamentRegion").keyConditionExpression("tournament = :t AND area = :r")
                .expressionAttributeValues(item(":t", "W", ":r", "NA")).scanIndexForward(false))));
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: equality on leading sort attributes, one range condition on the last")
    void leftToRightConditions() {
        matchesTable();
        assertEquals(List.of("m2", "m3", "m4"), pks(query("tournament = :t AND area = :r AND round >= :n",
                item(":t", "W", ":r", "NA", ":n", n(2)))));
        assertEquals(List.of("m3"), pks(query("tournament = :t AND area = :r AND round = :n AND bracket = :b",
                item(":t", "W", ":r", "NA", ":n", n(2), ":b", "UPPER"))));
        assertEquals(List.of("m2"), pks(query("tournament = :t AND area = :r AND round = :n AND begins_with(bracket, :b)",
                item(":t", "W", ":r", "NA", ":n", n(2), ":b", "LOW"))));
        assertEquals(List.of("m2", "m3"), pks(query("tournament = :t AND area = :r AND round BETWEEN :lo AND :hi",
                item(":t", "W", ":r", "NA", ":lo", n(2), ":hi", n(3)))));
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: a query without every partition attribute is refused")
    void missingPartitionAttribute() {
        matchesTable();
        assertValidation(() -> query("tournament = :t", item(":t", "W")), "Query condition missed key schema element: area");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: sort conditions cannot skip an attribute")
    void skippedSortAttribute() {
        matchesTable();
        assertValidation(() -> query("tournament = :t AND area = :r AND bracket = :b",
                item(":t", "W", ":r", "NA", ":b", "UPPER")), "RANGE key attributes round must have equality conditions");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: a range condition only on the last sort attribute named")
    void rangeBeforeEquality() {
        matchesTable();
        assertValidation(() -> query("tournament = :t AND area = :r AND round > :n AND bracket = :b",
                item(":t", "W", ":r", "NA", ":n", n(1), ":b", "UPPER")), "RANGE key attributes round must have equality conditions");
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: LastEvaluatedKey holds every key attribute and ExclusiveStartKey continues")
    void paging() {
        matchesTable();
        QueryResponse first = ddb.query(b -> b.tableName("Matches").indexName("ByTournamentRegion")
                .keyConditionExpression("tournament = :t AND area = :r").expressionAttributeValues(item(":t", "W", ":r", "NA"))
                .limit(2));
        assertEquals(List.of("m1", "m2"), pks(first));
        assertEquals(java.util.Set.of("pk", "tournament", "area", "round", "bracket"), first.lastEvaluatedKey().keySet());
        QueryResponse second = ddb.query(b -> b.tableName("Matches").indexName("ByTournamentRegion")
                .keyConditionExpression("tournament = :t AND area = :r").expressionAttributeValues(item(":t", "W", ":r", "NA"))
                .exclusiveStartKey(first.lastEvaluatedKey()));
        assertEquals(List.of("m3", "m4"), pks(second));
        assertNull(second.hasLastEvaluatedKey() && !second.lastEvaluatedKey().isEmpty() ? "more" : null);
    }

    @Test
    @DisplayName("Developer Guide, multi-attribute keys: an item lacking a key attribute is not indexed; a Scan of the index skips it")
    void sparse() {
        matchesTable();
        List<String> scanned = new ArrayList<>();
        ddb.scan(b -> b.tableName("Matches").indexName("ByTournamentRegion")).items()
                .forEach(found -> scanned.add(found.get("pk").s()));
        scanned.sort(null);
        assertEquals(List.of("m1", "m2", "m3", "m4", "m5"), scanned);
    }

    @Test
    @DisplayName("API Reference, PutItem: a key attribute of an index must have the type its AttributeDefinition gives")
    void keyAttributeOfAnotherType() {
        matchesTable();
        assertValidation(() -> put("Matches", item("pk", "x", "tournament", "W", "area", "NA", "round", "two",
                "bracket", "UPPER")), "Type mismatch for Index Key round");
    }

    @Test
    @DisplayName("API Reference, UpdateTable: a global index with a multi-attribute key can be added to a table")
    void addedByUpdateTable() {
        matchesTable();
        ddb.updateTable(b -> b.tableName("Matches")
                .attributeDefinitions(attrS("area"), attr("round", ScalarAttributeType.N))
                .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("ByRegionRound")
                        .keySchema(hash("area"), hash("round")).projection(projectAll()))));
        awaitActive("Matches");
        assertEquals(List.of("m3", "m2"), pks(ddb.query(b -> b.tableName("Matches").indexName("ByRegionRound")
                .keyConditionExpression("area = :r AND round = :n").expressionAttributeValues(item(":r", "NA", ":n", n(2)))))
                .stream().sorted(java.util.Comparator.reverseOrder()).toList());
    }
}
