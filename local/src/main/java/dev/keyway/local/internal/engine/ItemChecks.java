package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import dev.keyway.local.internal.value.ItemSizes;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks items and keys against a table's schema with DynamoDB's messages (the key attributes, their
 * types, empty key values, key sizes, index key types and the 400 KB item size).
 */
final class ItemChecks {

    /** DynamoDB's maximum item size, 400 KB. */
    static final long MAX_ITEM_BYTES = 400 * 1024;
    static final long MAX_PARTITION_KEY_BYTES = 2048;
    static final long MAX_SORT_KEY_BYTES = 1024;

    private ItemChecks() {
    }

    /** S, N or B for a scalar value, otherwise {@code null}. */
    static String scalarType(AttributeValue value) {
        return AttributeValues.scalarTypeName(value);
    }

    static boolean emptyScalar(AttributeValue value) {
        return value.s() != null ? value.s().isEmpty() : value.b() != null && value.b().asByteArrayUnsafe().length == 0;
    }

    /** Checks and canonicalises a whole item to write (PutItem, a transaction Put). */
    static Map<String, AttributeValue> item(Table table, Map<String, AttributeValue> item, String parameter) {
        return item(table, item, parameter, false);
    }

    /**
     * Checks and canonicalises a whole item to write.
     *
     * @param keyElementWording whether a missing or wrong-typed key attribute is answered "The provided key
     *     element does not match the schema" (BatchWriteItem, as DynamoDB answers there) rather than PutItem's
     *     "Missing the key pk in the item" / "Type mismatch for key pk expected: S actual: N"
     */
    static Map<String, AttributeValue> item(Table table, Map<String, AttributeValue> item, String parameter,
            boolean keyElementWording) {
        Map<String, AttributeValue> canonical = values(item, parameter);
        ServiceError mismatch = itemKeyMismatch(table, canonical, keyElementWording);
        if (mismatch != null) {
            throw mismatch;
        }
        return checkedItem(table, canonical);
    }

    /** Checks and canonicalises the values of an item or key parameter, refusing a missing one. */
    static Map<String, AttributeValue> values(Map<String, AttributeValue> item, String parameter) {
        if (item == null) {
            new Constraints().notNull(null, parameter.substring(0, 1).toLowerCase() + parameter.substring(1)).check();
        }
        return AttributeValues.checkItem(item, parameter);
    }

    /**
     * The error for an item (with canonical values) that lacks a key attribute or has one of another type than
     * the table's, or {@code null} when its key attributes match the schema.
     */
    static ServiceError itemKeyMismatch(Table table, Map<String, AttributeValue> item, boolean keyElementWording) {
        for (String name : table.key.attributes()) {
            AttributeValue value = item.get(name);
            String expected = table.attributeTypes.get(name);
            if (value != null && expected.equals(scalarType(value))) {
                continue;
            }
            if (keyElementWording) {
                return noMatch();
            }
            return ServiceError.validation(value == null
                    ? "One or more parameter values were invalid: Missing the key " + name + " in the item"
                    : "One or more parameter values were invalid: Type mismatch for key " + name + " expected: "
                            + expected + " actual: " + AttributeValues.typeName(value));
        }
        return null;
    }

    /** The rest of the checks of an item whose key attributes match the schema: empty keys, sizes, index keys. */
    static Map<String, AttributeValue> checkedItem(Table table, Map<String, AttributeValue> item) {
        for (String name : table.key.attributes()) {
            AttributeValue value = item.get(name);
            if (emptyScalar(value)) {
                throw emptyKey(name, value);
            }
        }
        keySizes(table, item);
        indexKeys(table, item, false);
        size(item, "Item size has exceeded the maximum allowed size");
        return Items.freeze(item);
    }

    /** Checks and canonicalises a Key parameter: exactly the table's key attributes, of their types. */
    static Map<String, AttributeValue> key(Table table, Map<String, AttributeValue> key, String parameter) {
        Map<String, AttributeValue> canonical = values(key, parameter);
        ServiceError mismatch = keyMismatch(table, canonical);
        if (mismatch != null) {
            throw mismatch;
        }
        return checkedKey(table, canonical);
    }

    /**
     * The error for a Key parameter (with canonical values) that is not exactly the table's key attributes
     * of their types, or {@code null} when it is.
     */
    static ServiceError keyMismatch(Table table, Map<String, AttributeValue> key) {
        if (key.size() != table.key.attributes().size()) {
            return noMatch();
        }
        return itemKeyMismatch(table, key, true);
    }

    /** The rest of the checks of a Key parameter that matches the schema: empty values and sizes. */
    static Map<String, AttributeValue> checkedKey(Table table, Map<String, AttributeValue> key) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String name : table.key.attributes()) {
            AttributeValue value = key.get(name);
            if (emptyScalar(value)) {
                throw emptyKey(name, value);
            }
            ordered.put(name, value);
        }
        keySizes(table, ordered);
        return Items.freeze(ordered);
    }

    static ServiceError noMatch() {
        return ServiceError.validation("The provided key element does not match the schema");
    }

    private static ServiceError emptyKey(String name, AttributeValue value) {
        return ServiceError.validation("One or more parameter values are not valid. The AttributeValue for a key attribute "
                + "cannot contain an empty " + (value.s() != null ? "string" : "binary") + " value. Key: " + name);
    }

    private static void keySizes(Table table, Map<String, AttributeValue> item) {
        for (String name : table.key.partition()) {
            if (ItemSizes.of(item.get(name)) > MAX_PARTITION_KEY_BYTES) {
                throw ServiceError.validation("One or more parameter values were invalid: Size of hashkey has exceeded the "
                        + "maximum size limit of2048 bytes");
            }
        }
        long sortBytes = 0;
        for (String name : table.key.sort()) {
            sortBytes += ItemSizes.of(item.get(name));
        }
        if (sortBytes > MAX_SORT_KEY_BYTES) {
            throw ServiceError.validation("One or more parameter values were invalid: Aggregated size of all range keys has "
                    + "exceeded the size limit of 1024 bytes");
        }
    }

    /**
     * Checks the index key attributes an item has: their type and that they are not empty.
     *
     * @param byUpdate whether an update expression produced the item (DynamoDB words the empty case differently)
     */
    static void indexKeys(Table table, Map<String, AttributeValue> item, boolean byUpdate) {
        VectorIndexes.checkItem(table, item);
        for (SecondaryIndex index : table.indexes.values()) {
            for (String name : index.key.attributes()) {
                AttributeValue value = item.get(name);
                if (value == null) {
                    continue;
                }
                String expected = table.attributeTypes.get(name);
                if (!expected.equals(scalarType(value))) {
                    throw ServiceError.validation("One or more parameter values were invalid: Type mismatch for Index Key "
                            + name + " Expected: " + expected + " Actual: " + AttributeValues.typeName(value)
                            + " IndexName: " + index.name);
                }
                if (emptyScalar(value)) {
                    String kind = value.s() != null ? "string" : "binary";
                    throw ServiceError.validation(byUpdate
                            ? "One or more parameter values are not valid. The update expression attempted to update a "
                                    + "secondary index key to a value that is not supported. The AttributeValue for a key "
                                    + "attribute cannot contain an empty " + kind + " value. IndexName: " + index.name
                                    + ", IndexKey: " + name
                            : "One or more parameter values are not valid. A value specified for a secondary index key is "
                                    + "not supported. The AttributeValue for a key attribute cannot contain an empty " + kind
                                    + " value. IndexName: " + index.name + ", IndexKey: " + name);
                }
            }
        }
    }

    /** Refuses an item over 400 KB. */
    static void size(Map<String, AttributeValue> item, String message) {
        if (ItemSizes.of(item) > MAX_ITEM_BYTES) {
            throw ServiceError.validation(message);
        }
    }
}
