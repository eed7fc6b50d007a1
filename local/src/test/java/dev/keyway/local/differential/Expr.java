package dev.keyway.local.differential;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The expression attribute names and values of one request, shared by its expressions, so that every
 * placeholder declared is used (DynamoDB refuses unused ones) and a name gets one placeholder.
 */
final class Expr {

    /**
     * A document path: a top-level attribute name, then map keys (strings) and list indexes (integers).
     *
     * @param elements the path's elements, the first a string
     */
    record Path(List<Object> elements) {

        static Path of(Object... elements) {
            return new Path(List.of(elements));
        }

        String attribute() {
            return (String) elements.get(0);
        }

        boolean topLevel() {
            return elements.size() == 1;
        }

        /** Whether one path is the other or lies inside it: DynamoDB refuses such pairs in one expression. */
        boolean overlaps(Path other) {
            int common = Math.min(elements.size(), other.elements.size());
            return elements.subList(0, common).equals(other.elements.subList(0, common));
        }

        static boolean overlapsAny(Path path, List<Path> taken) {
            return taken.stream().anyMatch(path::overlaps);
        }
    }

    private final Random random;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> placeholderOfName = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    Expr(Random random) {
        this.random = random;
    }

    /** An attribute name in an expression: a placeholder, or the plain name when that is allowed. */
    String name(String attributeName) {
        if (attributeName.matches("[a-z]{1,2}") && random.nextInt(10) < 3) {
            return attributeName;
        }
        String placeholder = placeholderOfName.get(attributeName);
        if (placeholder == null) {
            placeholder = "#" + (char) ('a' + names.size() % 26) + (names.size() / 26 == 0 ? "" : names.size() / 26);
            names.put(placeholder, attributeName);
            placeholderOfName.put(attributeName, placeholder);
        }
        return placeholder;
    }

    /** A document path in an expression. */
    String path(Path path) {
        StringBuilder out = new StringBuilder(name(path.attribute()));
        for (Object element : path.elements().subList(1, path.elements().size())) {
            if (element instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                out.append('.').append(name((String) element));
            }
        }
        return out.toString();
    }

    /** A value placeholder. */
    String value(AttributeValue value) {
        String placeholder = ":" + (char) ('a' + values.size() % 26) + (values.size() / 26 == 0 ? "" : values.size() / 26);
        values.put(placeholder, value);
        return placeholder;
    }

    Map<String, String> names() {
        return names.isEmpty() ? null : new LinkedHashMap<>(names);
    }

    Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : new LinkedHashMap<>(values);
    }
}
