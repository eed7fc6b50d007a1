package dev.keyway.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The leading sort-key structure that every member of an item collection shares, which typed
 * sort-key conditions can follow: one delimiter, the same literal text up to each shared
 * component, components of the same name written alike (key type and key format), and after the
 * last one the same literal, or text that starts with the delimiter in every member, or the end
 * of every member's key. For members
 * {@code EVENT#<at>#OPENED#<id>} and {@code EVENT#<at>#CLOSED#<id>} it is {@code EVENT#<at>#}:
 * a condition on {@code at} matches exactly the items of either type with such an {@code at}.
 */
public final class SharedSortKey {

    private SharedSortKey() {
    }

    /** A template as its literals (one more than its components) and its components. */
    private record Split(List<String> literals, List<ComponentModel> components) {

        static Split of(KeyTemplate template) {
            List<String> literals = new ArrayList<>();
            List<ComponentModel> components = new ArrayList<>();
            StringBuilder literal = new StringBuilder();
            for (KeyTemplate.Part part : template.parts()) {
                if (part instanceof KeyTemplate.Literal text) {
                    literal.append(text.text());
                } else {
                    literals.add(literal.toString());
                    literal.setLength(0);
                    components.add(((KeyTemplate.Placeholder) part).component());
                }
            }
            literals.add(literal.toString());
            return new Split(literals, components);
        }
    }

    /**
     * The members' shared sort key as a key model whose components are the first member's, or
     * empty when they share no component (or have no sort key).
     *
     * @param sortKeys each member's sort key (of the table or of the collection's index)
     * @return the shared sort key, whose template ends in a literal when more key text follows the
     *         last shared component (see {@link #continuesAfterLast})
     */
    public static Optional<KeyModel> of(List<Optional<KeyModel>> sortKeys) {
        if (sortKeys.isEmpty() || sortKeys.stream().anyMatch(Optional::isEmpty)) {
            return Optional.empty();
        }
        KeyModel firstKey = sortKeys.get(0).get();
        char delimiter = firstKey.template().delimiter();
        if (sortKeys.stream().anyMatch(key -> key.get().template().delimiter() != delimiter)) {
            return Optional.empty();
        }
        List<Split> splits = sortKeys.stream().map(key -> Split.of(key.get().template())).toList();
        Split first = splits.get(0);
        List<KeyTemplate.Part> parts = new ArrayList<>();
        StringBuilder source = new StringBuilder();
        String leading = first.literals().get(0);
        if (splits.stream().anyMatch(split -> !split.literals().get(0).equals(leading))) {
            return Optional.empty();
        }
        addLiteral(parts, source, leading);
        for (int i = 0; ; i++) {
            int position = i;
            if (splits.stream().anyMatch(split -> split.components().size() <= position)) {
                break;
            }
            ComponentModel component = first.components().get(i);
            boolean alike = splits.stream().map(split -> split.components().get(position))
                    .allMatch(other -> other.name().equals(component.name()) && writtenAlike(other, component, firstKey));
            if (!alike) {
                break;
            }
            String following = first.literals().get(i + 1);
            boolean same = splits.stream().allMatch(split -> split.literals().get(position + 1).equals(following));
            String delimiterText = String.valueOf(delimiter);
            boolean allContinue = splits.stream()
                    .allMatch(split -> split.literals().get(position + 1).startsWith(delimiterText));
            if (!same && !allContinue) {
                break; // one key ends after the component, another goes on: no range fits both
            }
            parts.add(new KeyTemplate.Placeholder(component));
            source.append('<').append(component.name()).append('>');
            addLiteral(parts, source, same ? following : String.valueOf(delimiter));
            if (!same) {
                break;
            }
        }
        if (parts.stream().noneMatch(part -> part instanceof KeyTemplate.Placeholder)) {
            return Optional.empty();
        }
        return Optional.of(new KeyModel(firstKey.attribute(), new KeyTemplate(source.toString(), parts, delimiter),
                true));
    }

    private static void addLiteral(List<KeyTemplate.Part> parts, StringBuilder source, String text) {
        if (!text.isEmpty()) {
            parts.add(new KeyTemplate.Literal(text));
            source.append(text);
        }
    }

    /**
     * Whether two components are written alike in sort keys of this delimiter: the same scalar
     * (boxed or not) or the same enum, in the same key format.
     */
    private static boolean writtenAlike(ComponentModel one, ComponentModel other, KeyModel key) {
        ValueType a = one.type().keyType();
        ValueType b = other.type().keyType();
        boolean sameType;
        if (a instanceof ValueType.ScalarType x && b instanceof ValueType.ScalarType y) {
            sameType = x.scalar() == y.scalar();
        } else {
            sameType = a instanceof ValueType.EnumType x && b instanceof ValueType.EnumType y && x.type().equals(y.type());
        }
        if (!sameType) {
            return false;
        }
        return KeyEncoding.of(one, key).writesAlike(KeyEncoding.of(other, key));
    }

    /** Whether more key text follows the shared sort key's last component in the members' keys. */
    public static boolean continuesAfterLast(KeyModel shared) {
        List<KeyTemplate.Part> parts = shared.template().parts();
        return parts.get(parts.size() - 1) instanceof KeyTemplate.Literal;
    }
}
