package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Keys: schema match, types, empty values and sizes (API Reference, PutItem/GetItem; Developer Guide, "Partition
 * key and sort key" quotas: partition key 1-2048 bytes, sort key 1-1024 bytes).
 */
class KeyValidationConformanceTest extends ConformanceSupport {

    private static final String MISMATCH = "The provided key element does not match the schema";

    @Test
    @DisplayName("API Reference, PutItem: \"you must provide all of the attributes for the primary key\" (missing key refused)")
    void putWithoutKey() {
        createCompositeTable("Things");
        assertValidation(() -> put("Things", item("pk", "a")), "Missing the key sk in the item");
        assertValidation(() -> put("Things", item("sk", "a")), "Missing the key pk in the item");
    }

    @Test
    @DisplayName("API Reference, PutItem: a key attribute of the wrong type is refused (\"Type mismatch for key pk expected: S actual: N\")")
    void putWrongKeyType() {
        createHashTable("Things");
        assertValidation(() -> put("Things", item("pk", 5)),
                "One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N");
    }

    @Test
    @DisplayName("API Reference, GetItem: \"you must provide all of the attributes for the primary key\" - missing, extra or mistyped key refused")
    void getWithBadKey() {
        createCompositeTable("Things");
        assertValidation(() -> ddb.getItem(b -> b.tableName("Things").key(item("pk", "a"))), MISMATCH);
        assertValidation(() -> ddb.getItem(b -> b.tableName("Things").key(item("pk", "a", "sk", "b", "extra", "c"))), MISMATCH);
        assertValidation(() -> ddb.getItem(b -> b.tableName("Things").key(item("pk", "a", "sk", 1))), MISMATCH);
        assertValidation(() -> ddb.deleteItem(b -> b.tableName("Things").key(item("pk", "a"))), MISMATCH);
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Things").key(item("pk", "a", "other", "b"))
                .updateExpression("SET x = :v").expressionAttributeValues(item(":v", 1))), MISMATCH);
    }

    @Test
    @DisplayName("Developer Guide, data types: \"key attributes ... cannot be empty\" (empty string key refused)")
    void emptyStringKey() {
        createCompositeTable("Things");
        String expected = "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: ";
        assertValidation(() -> put("Things", item("pk", "", "sk", "a")), expected + "pk");
        assertValidation(() -> put("Things", item("pk", "a", "sk", "")), expected + "sk");
        assertValidation(() -> ddb.getItem(b -> b.tableName("Things").key(item("pk", "", "sk", "a"))), expected + "pk");
    }

    @Test
    @DisplayName("Developer Guide, data types: empty binary key refused (\"cannot contain an empty binary value\")")
    void emptyBinaryKey() {
        createTable("Things", ScalarAttributeType.B, null);
        assertValidation(() -> put("Things", item("pk", b())),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty binary value. Key: pk");
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"The maximum length of a partition key value is 2048 bytes\" (UTF-8 bytes)")
    void partitionKeyLength() {
        createHashTable("Things");
        put("Things", item("pk", repeat('p', 2048)));
        put("Things", item("pk", repeat('\u00e9', 1024))); // 1024 x 2 bytes = 2048 bytes
        assertValidation(() -> put("Things", item("pk", repeat('p', 2049))), "Size of hashkey has exceeded the maximum size limit of");
        assertValidation(() -> put("Things", item("pk", repeat('\u00e9', 1025))), "Size of hashkey has exceeded the maximum size limit of");
        assertEquals(2, ddb.scan(b -> b.tableName("Things")).count());
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"The maximum length of a sort key value is 1024 bytes\"")
    void sortKeyLength() {
        createCompositeTable("Things");
        put("Things", item("pk", "a", "sk", repeat('s', 1024)));
        assertValidation(() -> put("Things", item("pk", "a", "sk", repeat('s', 1025))),
                "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
        assertValidation(() -> put("Things", item("pk", "a", "sk", repeat('\u00e9', 513))),
                "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
    }

    @Test
    @DisplayName("Developer Guide, numbers: 1 and 1.0 are the same number, so the same key")
    void numberKeysCompareByValue() {
        createTable("Things", ScalarAttributeType.N, null);
        put("Things", item("pk", n("1"), "v", "first"));
        put("Things", item("pk", n("1.0"), "v", "second"));
        assertEquals(1, ddb.scan(b -> b.tableName("Things")).count());
        assertEquals(s("second"), get("Things", item("pk", n("1.00"))).get("v"));
    }

    private void createIndexedTable() {
        ddb.createTable(b -> b.tableName("Indexed").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("gpk"), attr("gsk", ScalarAttributeType.N), attrS("lsk"))
                .globalSecondaryIndexes(gsi("gsi", "gpk", "gsk", projectAll()))
                .localSecondaryIndexes(lsi("lsi", "pk", "lsk", projectAll())));
    }

    @Test
    @DisplayName("API Reference, PutItem: an index key attribute of the wrong type is refused (\"Type mismatch for Index Key\")")
    void indexKeyTypeMismatch() {
        createIndexedTable();
        assertValidation(() -> put("Indexed", item("pk", "a", "sk", "1", "gpk", 5)),
                "One or more parameter values were invalid: Type mismatch for Index Key gpk Expected: S Actual: N IndexName: gsi");
        assertValidation(() -> put("Indexed", item("pk", "a", "sk", "1", "gpk", "g", "gsk", "notANumber")),
                "Type mismatch for Index Key gsk Expected: N Actual: S IndexName: gsi");
        assertValidation(() -> put("Indexed", item("pk", "a", "sk", "1", "lsk", 7)),
                "Type mismatch for Index Key lsk Expected: S Actual: N IndexName: lsi");
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Indexed").key(item("pk", "a", "sk", "1"))
                .updateExpression("SET gpk = :v").expressionAttributeValues(item(":v", bool(true)))), "Type mismatch");
        assertTrue(get("Indexed", item("pk", "a", "sk", "1")).isEmpty());
    }

    @Test
    @DisplayName("Developer Guide, data types: an index key attribute cannot hold an empty string")
    void indexKeyEmptyString() {
        createIndexedTable();
        assertValidation(() -> put("Indexed", item("pk", "a", "sk", "1", "gpk", "")),
                "A value specified for a secondary index key is not supported",
                "The AttributeValue for a key attribute cannot contain an empty string value");
    }

    @Test
    @DisplayName("Developer Guide, GSI: an item without the index key attributes is written, and left out of the index")
    void sparseIndexWrite() {
        createIndexedTable();
        put("Indexed", item("pk", "a", "sk", "1", "other", "x"));
        put("Indexed", item("pk", "a", "sk", "2", "gpk", "g"));
        assertFalse(get("Indexed", item("pk", "a", "sk", "1")).isEmpty());
        assertEquals(0, ddb.scan(b -> b.tableName("Indexed").indexName("gsi")).count(),
                "gsk is missing on both items, so neither is in gsi");
    }
}
