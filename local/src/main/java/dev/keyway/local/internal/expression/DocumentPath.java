package dev.keyway.local.internal.expression;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A document path with its expression attribute names resolved: a top-level attribute name, then map
 * keys ({@link String}) and list indexes ({@link Integer}).
 */
record DocumentPath(List<Object> elements) {

    DocumentPath {
        elements = List.copyOf(elements);
    }

    String head() {
        return (String) elements.get(0);
    }

    boolean isNested() {
        return elements.size() > 1;
    }

    int size() {
        return elements.size();
    }

    Object element(int i) {
        return elements.get(i);
    }

    DocumentPath parent() {
        return new DocumentPath(elements.subList(0, elements.size() - 1));
    }

    Object last() {
        return elements.get(elements.size() - 1);
    }

    /** The value at this path, or {@code null} when the item lacks it (or a step meets another type). */
    AttributeValue resolve(Map<String, AttributeValue> item) {
        AttributeValue current = item.get(head());
        for (int i = 1; i < elements.size() && current != null; i++) {
            current = step(current, elements.get(i));
        }
        return current;
    }

    /** One step down a document: a map key into a map, an index into a list; {@code null} otherwise. */
    static AttributeValue step(AttributeValue container, Object element) {
        if (element instanceof Integer) {
            int index = (Integer) element;
            if (!container.hasL() || index >= container.l().size()) {
                return null;
            }
            return container.l().get(index);
        }
        if (!container.hasM()) {
            return null;
        }
        return container.m().get((String) element);
    }

    /** The path as DynamoDB's messages write it: {@code [a, b, [1]]}. */
    String describe() {
        List<String> parts = new ArrayList<>();
        for (Object element : elements) {
            parts.add(element instanceof Integer ? "[" + element + "]" : (String) element);
        }
        return "[" + String.join(", ", parts) + "]";
    }

    /**
     * The message for two paths of one expression that DynamoDB refuses together, or {@code null}: one
     * is a prefix of the other (they overlap), or at one step one has a map key and the other a list
     * index (they conflict).
     */
    static String clash(DocumentPath one, DocumentPath two) {
        int common = Math.min(one.size(), two.size());
        for (int i = 0; i < common; i++) {
            Object a = one.element(i);
            Object b = two.element(i);
            if (a.getClass() != b.getClass()) {
                return "Two document paths conflict with each other; must remove or rewrite one of these paths; "
                        + "path one: " + one.describe() + ", path two: " + two.describe();
            }
            if (!a.equals(b)) {
                return null;
            }
        }
        return "Two document paths overlap with each other; must remove or rewrite one of these paths; "
                + "path one: " + one.describe() + ", path two: " + two.describe();
    }

    /** Orders paths element by element, list indexes numerically (for applying list removals last index first). */
    static int compare(DocumentPath a, DocumentPath b) {
        int common = Math.min(a.size(), b.size());
        for (int i = 0; i < common; i++) {
            Object x = a.element(i);
            Object y = b.element(i);
            int cmp;
            if (x instanceof Integer && y instanceof Integer) {
                cmp = Integer.compare((Integer) x, (Integer) y);
            } else if (x instanceof String && y instanceof String) {
                cmp = ((String) x).compareTo((String) y);
            } else {
                cmp = x instanceof Integer ? -1 : 1;
            }
            if (cmp != 0) {
                return cmp;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
