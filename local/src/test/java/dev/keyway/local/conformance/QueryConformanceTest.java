package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Query: key conditions, order, Limit, paging and filters (API Reference, Query; Developer Guide, "Querying tables"). */
class QueryConformanceTest extends ConformanceSupport {

    private QueryResponse query(String table, String keyCondition, Map<String, AttributeValue> values) {
        return ddb.query(b -> b.tableName(table).keyConditionExpression(keyCondition).expressionAttributeValues(values));
    }

    private static List<String> sortKeys(QueryResponse response) {
        List<String> keys = new ArrayList<>();
        for (Map<String, AttributeValue> found : response.items()) {
            AttributeValue sk = found.get("sk");
            keys.add(sk.s() != null ? sk.s() : sk.n());
        }
        return keys;
    }

    private void sortKeysTable() {
        createCompositeTable("Queried");
        for (String sk : List.of("b", "a2", "c", "a1", "d")) {
            put("Queried", item("pk", "p", "sk", sk, "n", sk.length()));
        }
        put("Queried", item("pk", "other", "sk", "a1"));
    }

    @Test
    @DisplayName("API Reference, Query: items come in sort key order; ScanIndexForward false reverses it")
    void orderAndDirection() {
        sortKeysTable();
        assertEquals(List.of("a1", "a2", "b", "c", "d"), sortKeys(query("Queried", "pk = :p", item(":p", "p"))));
        assertEquals(List.of("d", "c", "b", "a2", "a1"), sortKeys(ddb.query(b -> b.tableName("Queried")
                .keyConditionExpression("pk = :p").expressionAttributeValues(item(":p", "p")).scanIndexForward(false))));
    }

    @Test
    @DisplayName("Developer Guide, key condition expressions: = < <= > >= BETWEEN begins_with on the sort key")
    void sortKeyConditions() {
        sortKeysTable();
        assertEquals(List.of("b"), sortKeys(query("Queried", "pk = :p AND sk = :v", item(":p", "p", ":v", "b"))));
        assertEquals(List.of("a1", "a2"), sortKeys(query("Queried", "pk = :p AND sk < :v", item(":p", "p", ":v", "b"))));
        assertEquals(List.of("a1", "a2", "b"), sortKeys(query("Queried", "pk = :p AND sk <= :v", item(":p", "p", ":v", "b"))));
        assertEquals(List.of("c", "d"), sortKeys(query("Queried", "pk = :p AND sk > :v", item(":p", "p", ":v", "b"))));
        assertEquals(List.of("b", "c", "d"), sortKeys(query("Queried", "pk = :p AND sk >= :v", item(":p", "p", ":v", "b"))));
        assertEquals(List.of("a2", "b", "c"), sortKeys(query("Queried", "pk = :p AND sk BETWEEN :lo AND :hi",
                item(":p", "p", ":lo", "a2", ":hi", "c"))));
        assertEquals(List.of("a1", "a2"), sortKeys(query("Queried", "pk = :p AND begins_with(sk, :a)", item(":p", "p", ":a", "a"))));
        assertEquals(List.of("a1"), sortKeys(query("Queried", "(pk = :p) AND (sk = :v)", item(":p", "p", ":v", "a1"))),
                "parentheses are allowed");
        assertEquals(List.of("b"), sortKeys(query("Queried", "sk = :v AND pk = :p", item(":p", "p", ":v", "b"))),
                "the two conditions in either order");
    }

    @Test
    @DisplayName("Developer Guide, sort order: \"DynamoDB collates and compares strings using the bytes of the underlying UTF-8 string encoding\"")
    void stringsSortByUtf8Bytes() {
        createCompositeTable("Queried");
        // UTF-8: Z=5A, a=61, e-acute=C3A9, U+FF61=EFBDA1, U+1F600=F09F9880. Java's UTF-16 order puts U+1F600 before U+FF61.
        List<String> expected = List.of("Z", "a", "\u00e9", "\uff61", "\ud83d\ude00");
        for (String sk : List.of("\ud83d\ude00", "a", "\uff61", "Z", "\u00e9")) {
            put("Queried", item("pk", "p", "sk", sk));
        }
        assertEquals(expected, sortKeys(query("Queried", "pk = :p", item(":p", "p"))));
    }

    @Test
    @DisplayName("Developer Guide, sort order: numbers sort by value")
    void numbersSortByValue() {
        createTable("Queried", ScalarAttributeType.S, ScalarAttributeType.N);
        for (String sk : List.of("10", "-2", "1.5", "100", "0", "-10", "2", "1E+100", "-1E+100", "1E-100")) {
            put("Queried", item("pk", "p", "sk", n(sk)));
        }
        List<java.math.BigDecimal> order = sortKeys(query("Queried", "pk = :p", item(":p", "p"))).stream()
                .map(java.math.BigDecimal::new).toList();
        List<java.math.BigDecimal> expected = new ArrayList<>(order);
        expected.sort(null);
        assertEquals(expected, order);
        assertEquals(10, order.size());
        assertEquals(0, new java.math.BigDecimal("-1E+100").compareTo(order.get(0)));
        assertEquals(0, new java.math.BigDecimal("1E+100").compareTo(order.get(9)));
    }

    @Test
    @DisplayName("Developer Guide, sort order: \"DynamoDB treats each byte of the binary data as unsigned\"")
    void binariesSortUnsigned() {
        createTable("Queried", ScalarAttributeType.S, ScalarAttributeType.B);
        put("Queried", item("pk", "p", "sk", b(0x80), "o", 3));
        put("Queried", item("pk", "p", "sk", b(0x01), "o", 1));
        put("Queried", item("pk", "p", "sk", b(0xFF), "o", 4));
        put("Queried", item("pk", "p", "sk", b(0x7F), "o", 2));
        List<String> order = new ArrayList<>();
        query("Queried", "pk = :p", item(":p", "p")).items().forEach(found -> order.add(found.get("o").n()));
        assertEquals(List.of("1", "2", "3", "4"), order);
    }

    @Test
    @DisplayName("API Reference, Query: Limit is \"the maximum number of items to evaluate (not necessarily the number of matching items)\"")
    void limitCountsBeforeFilter() {
        sortKeysTable();
        QueryResponse page = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p").filterExpression("n > :big")
                .expressionAttributeValues(item(":p", "p", ":big", 5)).limit(3));
        assertEquals(0, page.count());
        assertEquals(3, page.scannedCount());
        assertEquals(item("pk", "p", "sk", "b"), page.lastEvaluatedKey());
    }

    @Test
    @DisplayName("API Reference, Query: Count is after the filter, ScannedCount before it")
    void countAndScannedCount() {
        sortKeysTable();
        QueryResponse filtered = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p").filterExpression("n = :two")
                .expressionAttributeValues(item(":p", "p", ":two", 2)));
        assertEquals(2, filtered.count());
        assertEquals(5, filtered.scannedCount());
        assertFalse(filtered.hasLastEvaluatedKey() && !filtered.lastEvaluatedKey().isEmpty(), "the whole result fit");
    }

    @Test
    @DisplayName("API Reference, Query: LastEvaluatedKey and ExclusiveStartKey page through every item once")
    void paging() {
        sortKeysTable();
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        for (int pages = 0; pages < 10; pages++) {
            Map<String, AttributeValue> from = start;
            QueryResponse page = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                    .expressionAttributeValues(item(":p", "p")).limit(2).exclusiveStartKey(from));
            seen.addAll(sortKeys(page));
            if (page.lastEvaluatedKey().isEmpty()) {
                break;
            }
            start = page.lastEvaluatedKey();
        }
        assertEquals(List.of("a1", "a2", "b", "c", "d"), seen);
    }

    @Test
    @DisplayName("API Reference, Query: \"up to 1 MB of data\" per page, then LastEvaluatedKey")
    void oneMegabytePage() {
        createCompositeTable("Queried");
        String big = repeat('x', 350 * 1024);
        for (int i = 0; i < 4; i++) {
            put("Queried", item("pk", "p", "sk", "s" + i, "data", big));
        }
        QueryResponse first = query("Queried", "pk = :p", item(":p", "p"));
        assertTrue(first.count() >= 2 && first.count() <= 3, "1 MB holds 2 or 3 items of 350 KB: " + first.count());
        assertFalse(first.lastEvaluatedKey().isEmpty());
        QueryResponse rest = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).exclusiveStartKey(first.lastEvaluatedKey()));
        assertEquals(4, first.count() + rest.count());
        assertTrue(rest.lastEvaluatedKey().isEmpty());
    }

    @Test
    @DisplayName("API Reference, Query: ExclusiveStartKey is a position: paging goes on after it even when that item was deleted")
    void startKeyOfDeletedItem() {
        sortKeysTable();
        QueryResponse first = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).limit(2));
        ddb.deleteItem(b -> b.tableName("Queried").key(first.lastEvaluatedKey()));
        QueryResponse rest = ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).exclusiveStartKey(first.lastEvaluatedKey()));
        assertEquals(List.of("b", "c", "d"), sortKeys(rest));
    }

    @Test
    @DisplayName("Developer Guide, expression attribute names: one ExpressionAttributeNames map serves every expression of the request")
    void namesSharedAcrossExpressions() {
        sortKeysTable();
        QueryResponse response = ddb.query(b -> b.tableName("Queried").keyConditionExpression("#p = :p AND begins_with(#s, :a)")
                .filterExpression("#n = :two").projectionExpression("#s, #n")
                .expressionAttributeNames(Map.of("#p", "pk", "#s", "sk", "#n", "n"))
                .expressionAttributeValues(item(":p", "p", ":a", "a", ":two", 2)));
        assertEquals(List.of(item("sk", "a1", "n", 2), item("sk", "a2", "n", 2)), response.items());
    }

    @Test
    @DisplayName("Developer Guide, key conditions: begins_with needs a string or binary sort key")
    void beginsWithOnNumberKey() {
        createTable("Numbered", ScalarAttributeType.S, ScalarAttributeType.N);
        assertValidation(() -> query("Numbered", "pk = :p AND begins_with(sk, :one)", item(":p", "p", ":one", 1)));
    }

    @Test
    @DisplayName("API Reference, Query: an ExclusiveStartKey that is not a key of the table is refused (\"The provided starting key is invalid\")")
    void invalidStartKey() {
        sortKeysTable();
        assertValidation(() -> ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).exclusiveStartKey(item("pk", "p"))), "The provided starting key is invalid");
        assertValidation(() -> ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).exclusiveStartKey(item("pk", "p", "sk", 1))),
                "The provided starting key is invalid");
    }

    @Test
    @DisplayName("API Reference, Query: Limit \"Minimum value of 1\"")
    void limitZeroRefused() {
        sortKeysTable();
        assertValidation(() -> ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p")).limit(0)), "greater than or equal to 1");
    }

    @Test
    @DisplayName("Developer Guide, key conditions: \"You must specify the partition key name and value as an equality condition\"")
    void partitionKeyEqualityRequired() {
        sortKeysTable();
        assertValidation(() -> query("Queried", "sk = :v", item(":v", "a1")), "Query condition missed key schema element: pk");
        assertValidation(() -> query("Queried", "pk > :p", item(":p", "p")));
        assertValidation(() -> query("Queried", "begins_with(pk, :p)", item(":p", "p")));
        assertValidation(() -> ddb.query(QueryRequest.builder().tableName("Queried").build()));
    }

    @Test
    @DisplayName("Developer Guide, key conditions: only AND joins the two conditions (\"Invalid operator used in KeyConditionExpression: OR\")")
    void onlyAndInKeyConditions() {
        sortKeysTable();
        assertValidation(() -> query("Queried", "pk = :p OR sk = :v", item(":p", "p", ":v", "b")),
                "Invalid operator used in KeyConditionExpression: OR");
        assertValidation(() -> query("Queried", "pk = :p AND sk <> :v", item(":p", "p", ":v", "b")));
        assertValidation(() -> query("Queried", "pk = :p AND NOT sk = :v", item(":p", "p", ":v", "b")));
        assertValidation(() -> query("Queried", "pk = :p AND n = :v", item(":p", "p", ":v", 1)));
        assertValidation(() -> query("Queried", "pk = :p AND sk > :v AND sk < :w", item(":p", "p", ":v", "a", ":w", "c")));
    }

    @Test
    @DisplayName("API Reference, Query: a key condition value of the wrong type is refused (\"Condition parameter type does not match schema type\")")
    void keyConditionTypeMismatch() {
        sortKeysTable();
        assertValidation(() -> query("Queried", "pk = :p", item(":p", 1)), "Condition parameter type does not match schema type");
    }

    @Test
    @DisplayName("Developer Guide, filter expressions: \"A filter expression cannot contain partition key or sort key attributes\"")
    void filterOnKeyRefused() {
        sortKeysTable();
        assertValidation(() -> ddb.query(b -> b.tableName("Queried").keyConditionExpression("pk = :p").filterExpression("sk = :v")
                .expressionAttributeValues(item(":p", "p", ":v", "b"))),
                "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk");
    }

    @Test
    @DisplayName("API Reference, Query: an unknown IndexName is refused (\"The table does not have the specified index\")")
    void unknownIndex() {
        sortKeysTable();
        assertValidation(() -> ddb.query(b -> b.tableName("Queried").indexName("nope").keyConditionExpression("pk = :p")
                .expressionAttributeValues(item(":p", "p"))), "The table does not have the specified index");
    }

    @Test
    @DisplayName("API Reference, Query: no matching item is an empty answer, Count 0")
    void emptyResult() {
        sortKeysTable();
        QueryResponse none = query("Queried", "pk = :p", item(":p", "absent"));
        assertEquals(0, none.count());
        assertTrue(none.items().isEmpty());
        assertNull(none.lastEvaluatedKey().isEmpty() ? null : none.lastEvaluatedKey());
    }
}
