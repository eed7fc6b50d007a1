package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes into and removes from an item at a document path, rebuilding the (immutable) maps and lists
 * on the way down. A nested path's parent must exist and be a map (for a key) or a list (for an index).
 */
final class Documents {

    private Documents() {
    }

    static ServiceError invalidPath() {
        return ServiceError.validation("The document path provided in the update expression is invalid for update");
    }

    /** A modifiable copy of the list an index step goes into; an index into anything else is invalid. */
    private static List<AttributeValue> listCopy(AttributeValue container) {
        if (!container.hasL()) {
            throw invalidPath();
        }
        return new ArrayList<>(container.l());
    }

    /** A modifiable copy of the map a key step goes into; a key into anything else is invalid. */
    private static Map<String, AttributeValue> mapCopy(AttributeValue container) {
        if (!container.hasM()) {
            throw invalidPath();
        }
        return new LinkedHashMap<>(container.m());
    }

    /** Sets the value at the path; an index past the end of a list appends. */
    static void set(Map<String, AttributeValue> item, DocumentPath path, AttributeValue value) {
        if (!path.isNested()) {
            item.put(path.head(), value);
            return;
        }
        AttributeValue top = item.get(path.head());
        if (top == null) {
            throw invalidPath();
        }
        item.put(path.head(), set(top, path, 1, value));
    }

    private static AttributeValue set(AttributeValue container, DocumentPath path, int i, AttributeValue value) {
        boolean last = i == path.size() - 1;
        Object element = path.element(i);
        if (element instanceof Integer) {
            int index = (Integer) element;
            List<AttributeValue> list = listCopy(container);
            if (last) {
                if (index < list.size()) {
                    list.set(index, value);
                } else {
                    list.add(value);
                }
            } else {
                if (index >= list.size()) {
                    throw invalidPath();
                }
                list.set(index, set(list.get(index), path, i + 1, value));
            }
            return AttributeValue.fromL(list);
        }
        Map<String, AttributeValue> map = mapCopy(container);
        String key = (String) element;
        if (last) {
            map.put(key, value);
        } else {
            AttributeValue child = map.get(key);
            if (child == null) {
                throw invalidPath();
            }
            map.put(key, set(child, path, i + 1, value));
        }
        return AttributeValue.fromM(map);
    }

    /** Removes the value at the path; nothing happens when the last step is absent. */
    static void remove(Map<String, AttributeValue> item, DocumentPath path) {
        if (!path.isNested()) {
            item.remove(path.head());
            return;
        }
        AttributeValue top = item.get(path.head());
        if (top == null) {
            throw invalidPath();
        }
        item.put(path.head(), remove(top, path, 1));
    }

    private static AttributeValue remove(AttributeValue container, DocumentPath path, int i) {
        boolean last = i == path.size() - 1;
        Object element = path.element(i);
        if (element instanceof Integer) {
            int index = (Integer) element;
            List<AttributeValue> list = listCopy(container);
            if (last) {
                if (index >= list.size()) {
                    return container;
                }
                list.remove(index);
            } else {
                if (index >= list.size()) {
                    throw invalidPath();
                }
                list.set(index, remove(list.get(index), path, i + 1));
            }
            return AttributeValue.fromL(list);
        }
        Map<String, AttributeValue> map = mapCopy(container);
        String key = (String) element;
        if (last) {
            if (!map.containsKey(key)) {
                return container;
            }
            map.remove(key);
        } else {
            AttributeValue child = map.get(key);
            if (child == null) {
                throw invalidPath();
            }
            map.put(key, remove(child, path, i + 1));
        }
        return AttributeValue.fromM(map);
    }

    /** Refuses a path whose parent is missing or of the wrong type, without changing anything. */
    static void requireParent(Map<String, AttributeValue> item, DocumentPath path) {
        if (!path.isNested()) {
            return;
        }
        AttributeValue parent = path.parent().resolve(item);
        Object last = path.last();
        if (parent == null || (last instanceof Integer ? !parent.hasL() : !parent.hasM())) {
            throw invalidPath();
        }
    }
}
