package dev.keyway.local.internal.expression;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Document paths applied to an item: each path present in the item is copied with the structure that
 * leads to it ({@code a.b} gives {@code {a: {b: ...}}}, {@code l[1]} gives {@code {l: [element]}}, the
 * elements of one list in index order); paths the item lacks are left out.
 */
final class ParsedProjection implements Projection {

    private final List<DocumentPath> paths;

    ParsedProjection(List<DocumentPath> paths) {
        this.paths = List.copyOf(paths);
    }

    /** The projected tree: a leaf value, or map keys, or list indexes leading to leaves. */
    private static final class Node {
        AttributeValue leaf;
        Map<String, Node> keys;
        TreeMap<Integer, Node> indexes;

        Node child(Object element) {
            if (element instanceof Integer) {
                if (indexes == null) {
                    indexes = new TreeMap<>();
                }
                return indexes.computeIfAbsent((Integer) element, k -> new Node());
            }
            if (keys == null) {
                keys = new LinkedHashMap<>();
            }
            return keys.computeIfAbsent((String) element, k -> new Node());
        }

        AttributeValue build() {
            if (leaf != null) {
                return leaf;
            }
            if (indexes != null) {
                List<AttributeValue> list = new ArrayList<>();
                indexes.values().forEach(n -> list.add(n.build()));
                return AttributeValue.fromL(list);
            }
            Map<String, AttributeValue> map = new LinkedHashMap<>();
            keys.forEach((k, n) -> map.put(k, n.build()));
            return AttributeValue.fromM(map);
        }
    }

    @Override
    public Map<String, AttributeValue> apply(Map<String, AttributeValue> item) {
        Map<String, Node> roots = new LinkedHashMap<>();
        for (DocumentPath path : paths) {
            AttributeValue value = path.resolve(item);
            if (value == null) {
                continue;
            }
            Node node = roots.computeIfAbsent(path.head(), k -> new Node());
            for (int i = 1; i < path.size(); i++) {
                node = node.child(path.element(i));
            }
            node.leaf = value;
        }
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        roots.forEach((name, node) -> result.put(name, node.build()));
        return result;
    }

    @Override
    public Set<String> topLevelAttributes() {
        Set<String> names = new LinkedHashSet<>();
        for (DocumentPath path : paths) {
            names.add(path.head());
        }
        return names;
    }
}
