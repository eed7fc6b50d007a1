package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.AttributeValues;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Small helpers on items ({@code Map<String, AttributeValue>}). */
final class Items {

    private Items() {
    }

    /** An unmodifiable copy that keeps the attribute order. */
    static Map<String, AttributeValue> freeze(Map<String, AttributeValue> item) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(item));
    }

    /** Whether two items (either may be {@code null}) hold the same attributes with the same values. */
    static boolean same(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.size() != b.size()) {
            return false;
        }
        for (Map.Entry<String, AttributeValue> entry : a.entrySet()) {
            AttributeValue other = b.get(entry.getKey());
            if (other == null || !AttributeValues.sameValue(entry.getValue(), other)) {
                return false;
            }
        }
        return true;
    }

    /** The item reduced to the given top-level attributes (those it has). */
    static Map<String, AttributeValue> select(Map<String, AttributeValue> item, Collection<String> names) {
        Map<String, AttributeValue> selected = new LinkedHashMap<>();
        for (String name : names) {
            AttributeValue value = item.get(name);
            if (value != null) {
                selected.put(name, value);
            }
        }
        return selected;
    }
}
