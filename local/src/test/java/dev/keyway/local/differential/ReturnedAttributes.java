package dev.keyway.local.differential;

import dev.keyway.local.differential.Expr.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Two readings of UpdateItem's UPDATED_OLD and UPDATED_NEW, to tell moto's deviation apart.
 *
 * <p>DynamoDB (API Reference, UpdateItem, ReturnValues: "UPDATED_OLD - Returns only the updated attributes,
 * as they appeared before the UpdateItem operation"; "UPDATED_NEW - Returns only the updated attributes, as
 * they appear after the UpdateItem operation"): the values at the paths the update expression writes, a
 * nested path returned inside its enclosing maps and lists only; a path without a value is left out.
 *
 * <p>moto 5.2.1 (moto/dynamodb/responses.py, update_item): a difference of the whole item before and after,
 * top-level attributes whose value changed for UPDATED_OLD, and for UPDATED_NEW the changed map entries
 * (compared as written, at any depth) with whole lists and sets.
 */
final class ReturnedAttributes {

    private ReturnedAttributes() {
    }

    /** DynamoDB's reading: the item's values at the written paths, or null where a list index makes it unclear. */
    static Map<String, AttributeValue> atPaths(Map<String, AttributeValue> item, List<Path> paths) {
        return atPaths(item, paths, true);
    }

    /**
     * The item's values at some paths, each inside its enclosing maps and lists, as a projection expression
     * returns them.
     *
     * @param undecidedIndexes whether a list index without a value makes the answer undecided (null)
     */
    static Map<String, AttributeValue> atPaths(Map<String, AttributeValue> item, List<Path> paths, boolean undecidedIndexes) {
        Map<String, Object> tree = new LinkedHashMap<>();
        for (Path path : paths) {
            AttributeValue value = ConditionModel.resolve(item, path);
            if (value == null) {
                if (undecidedIndexes && path.elements().stream().anyMatch(Integer.class::isInstance)) {
                    return null; // an index past the list's end: DynamoDB's answer is not documented
                }
                continue;
            }
            insert(tree, path.elements(), 0, value);
        }
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        tree.forEach((name, node) -> result.put(name, build(node)));
        return result;
    }

    @SuppressWarnings("unchecked")
    private static void insert(Object container, List<Object> elements, int at, AttributeValue value) {
        Object element = elements.get(at);
        boolean last = at == elements.size() - 1;
        if (!(container instanceof TreeMap) && container instanceof Map<?, ?> map) {
            Map<String, Object> m = (Map<String, Object>) map;
            if (last) {
                m.put((String) element, value);
            } else {
                Object child = m.computeIfAbsent((String) element,
                        k -> elements.get(at + 1) instanceof Integer ? new TreeMap<Integer, Object>() : new LinkedHashMap<String, Object>());
                insert(child, elements, at + 1, value);
            }
        } else {
            TreeMap<Integer, Object> list = (TreeMap<Integer, Object>) container;
            if (last) {
                list.put((Integer) element, value);
            } else {
                Object child = list.computeIfAbsent((Integer) element,
                        k -> elements.get(at + 1) instanceof Integer ? new TreeMap<Integer, Object>() : new LinkedHashMap<String, Object>());
                insert(child, elements, at + 1, value);
            }
        }
    }

    private static AttributeValue build(Object node) {
        if (node instanceof AttributeValue value) {
            return value;
        }
        if (node instanceof TreeMap<?, ?> list) {
            List<AttributeValue> elements = new ArrayList<>();
            list.values().forEach(element -> elements.add(build(element)));
            return AttributeValue.fromL(elements);
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        ((Map<?, ?>) node).forEach((k, v) -> map.put((String) k, build(v)));
        return AttributeValue.fromM(map);
    }

    /** moto's UPDATED_OLD: the old values of top-level attributes whose value changed as written. */
    static Map<String, AttributeValue> motoUpdatedOld(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        before.forEach((name, value) -> {
            if (!value.equals(after.get(name))) {
                result.put(name, value);
            }
        });
        return result;
    }

    /** moto's UPDATED_NEW: the changed entries of the new item, compared as written. */
    static Map<String, AttributeValue> motoUpdatedNew(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        after.forEach((name, value) -> {
            if (!before.containsKey(name) || !value.equals(before.get(name))) {
                result.put(name, changed(before.get(name), value));
            }
        });
        return result;
    }

    private static AttributeValue changed(AttributeValue original, AttributeValue now) {
        if (original == null || original.type() != now.type()) {
            return now;
        }
        if (now.hasM()) {
            Map<String, AttributeValue> entries = new LinkedHashMap<>();
            now.m().forEach((key, value) -> {
                if (!original.m().containsKey(key) || !value.equals(original.m().get(key))) {
                    entries.put(key, changed(original.m().get(key), value));
                }
            });
            return AttributeValue.fromM(entries);
        }
        Set<AttributeValue.Type> collections = Set.of(AttributeValue.Type.L, AttributeValue.Type.SS, AttributeValue.Type.NS,
                AttributeValue.Type.BS);
        if (collections.contains(now.type())) {
            return now.equals(original) ? original : now;
        }
        return now;
    }
}
