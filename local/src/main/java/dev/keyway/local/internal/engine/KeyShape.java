package dev.keyway.local.internal.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * The attributes of a key: its partition attributes and its sort attributes, each in key schema order. A
 * table or a local index has one partition attribute and at most one sort attribute; a global index may
 * have up to four of each (multi-attribute keys).
 */
record KeyShape(List<String> partition, List<String> sort, List<KeySchemaElement> schema) {

    KeyShape {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
        schema = List.copyOf(schema);
    }

    static KeyShape of(List<KeySchemaElement> schema) {
        List<String> partition = new ArrayList<>();
        List<String> sort = new ArrayList<>();
        for (KeySchemaElement element : schema) {
            (KeyType.HASH.toString().equals(element.keyTypeAsString()) ? partition : sort).add(element.attributeName());
        }
        return new KeyShape(partition, sort, schema);
    }

    /** Every key attribute, partition attributes first. */
    List<String> attributes() {
        List<String> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    boolean hasSort() {
        return !sort.isEmpty();
    }

    /** Whether the item has every attribute of this key (an item without them is not in an index). */
    boolean coveredBy(Map<String, AttributeValue> item) {
        for (String name : partition) {
            if (!item.containsKey(name)) {
                return false;
            }
        }
        for (String name : sort) {
            if (!item.containsKey(name)) {
                return false;
            }
        }
        return true;
    }

    ItemKey partitionOf(Map<String, AttributeValue> item) {
        return tuple(partition, item);
    }

    ItemKey sortOf(Map<String, AttributeValue> item) {
        return tuple(sort, item);
    }

    /** The key attributes of an item, in key schema order. */
    Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : attributes()) {
            AttributeValue value = item.get(name);
            if (value != null) {
                key.put(name, value);
            }
        }
        return key;
    }

    private static ItemKey tuple(List<String> names, Map<String, AttributeValue> item) {
        if (names.isEmpty()) {
            return ItemKey.EMPTY;
        }
        List<AttributeValue> values = new ArrayList<>(names.size());
        for (String name : names) {
            values.add(item.get(name));
        }
        return new ItemKey(values);
    }
}
