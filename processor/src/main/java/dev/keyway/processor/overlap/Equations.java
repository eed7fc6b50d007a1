package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The equations of one question, built template by template, and then their solution: each
 * placeholder of a side (0 or 1) is an unknown of the {@link Solver}, constrained to its
 * encoding's {@link Shape}; a component used in both keys of one side is one unknown (an enum
 * used in both, one per encoding, tied by an {@link EnumLink}).
 */
final class Equations {

    /** One placeholder's unknown: a side (0 or 1), a component, and for enums which encoding. */
    private record Occurrence(int side, String component, boolean ordinalEncoding) {
    }

    final Solver solver = new Solver();
    private final EnumConstants enums;
    private final Map<Occurrence, Integer> vars = new LinkedHashMap<>();
    private final Map<Occurrence, ClassRef> enumTypes = new HashMap<>();
    private final List<String> literals = new ArrayList<>();
    private String[] texts;

    Equations(EnumConstants enums) {
        this.enums = enums;
    }

    /** The unknown of a placeholder, constrained to its encoding in that key. */
    int var(int side, KeyModel key, ComponentModel component) {
        if (component == Segment.SHARD) { // one per side and key: two sharded keys of one entity are independent
            int shard = vars.computeIfAbsent(new Occurrence(side, "<shard>" + key.attribute(), false),
                    unused -> solver.newVar());
            solver.constrain(shard, shards(key.sharding().orElseThrow().shards()));
            return shard;
        }
        ValueType type = component.type().keyType();
        boolean ordinal = type instanceof ValueType.EnumType && key.sortKey();
        Occurrence occurrence = new Occurrence(side, component.name(), ordinal);
        int var = vars.computeIfAbsent(occurrence, unused -> solver.newVar());
        if (type instanceof ValueType.EnumType enumType) {
            enumTypes.put(occurrence, enumType.type());
        }
        solver.constrain(var, Shapes.of(type, key.sortKey(), wholeKey(key.template()), enums));
        return var;
    }

    /** The shard numbers of a key sharded into {@code count} partitions, as its suffix writes them. */
    private static Shape shards(int count) {
        List<String> numbers = new ArrayList<>(count);
        for (int shard = 0; shard < count; shard++) {
            numbers.add(Integer.toString(shard));
        }
        return new FiniteShape(numbers);
    }

    /** The two keys are the same text. */
    void sameText(int sideA, KeyModel a, int sideB, KeyModel b) {
        List<Segment> segmentsA = Segment.of(a);
        List<Segment> segmentsB = Segment.of(b);
        remember(a.template());
        remember(b.template());
        if (segmentsA == null || segmentsB == null || segmentsA.size() != segmentsB.size()) {
            solver.fail();
            return;
        }
        for (int i = 0; i < segmentsA.size(); i++) {
            Segment x = segmentsA.get(i);
            Segment y = segmentsB.get(i);
            if (x.placeholder() == null && y.placeholder() == null) {
                if (!x.literal().equals(y.literal())) {
                    solver.fail();
                }
            } else if (y.placeholder() == null) {
                bindSegment(var(sideA, a, x.placeholder()), x.literal(), y.literal());
            } else if (x.placeholder() == null) {
                bindSegment(var(sideB, b, y.placeholder()), y.literal(), x.literal());
            } else {
                int varX = var(sideA, a, x.placeholder());
                int varY = var(sideB, b, y.placeholder());
                if (y.literal().startsWith(x.literal())) {
                    solver.equate(varX, y.literal().substring(x.literal().length()), varY);
                } else if (x.literal().startsWith(y.literal())) {
                    solver.equate(varY, x.literal().substring(y.literal().length()), varX);
                } else {
                    solver.fail();
                }
            }
        }
    }

    /** {@code literal + text(var) = text}. */
    private void bindSegment(int var, String literal, String text) {
        if (text.startsWith(literal)) {
            solver.bind(var, text.substring(literal.length()));
        } else {
            solver.fail();
        }
    }

    /** The key starts with {@code prefix}. */
    void startsWith(int side, KeyModel key, String prefix) {
        for (ComponentModel component : key.template().components()) {
            var(side, key, component); // also those past the prefix: the example needs their values
        }
        remember(key.template());
        literals.add(prefix);
        String rest = prefix;
        List<KeyTemplate.Part> parts = key.template().parts();
        for (int i = 0; i < parts.size() && !rest.isEmpty(); i++) {
            if (parts.get(i) instanceof KeyTemplate.Literal literal) {
                String text = literal.text();
                if (text.length() >= rest.length()) {
                    if (!text.startsWith(rest)) {
                        solver.fail();
                    }
                    return;
                }
                if (!rest.startsWith(text)) {
                    solver.fail();
                    return;
                }
                rest = rest.substring(text.length());
                continue;
            }
            ComponentModel component = ((KeyTemplate.Placeholder) parts.get(i)).component();
            boolean followedByDelimiter = i + 1 == parts.size()
                    || parts.get(i + 1) instanceof KeyTemplate.Literal next && next.text().startsWith("#");
            if (!followedByDelimiter) {
                solver.fail(); // not a template the parser accepts: never reported
                return;
            }
            int var = var(side, key, component);
            int delimiter = rest.indexOf('#');
            if (delimiter < 0) { // the value covers the rest of the prefix and goes on freely
                solver.equate(var, rest, solver.newVar());
                return;
            }
            solver.bind(var, rest.substring(0, delimiter)); // a value never holds '#'
            rest = rest.substring(delimiter);
        }
        if (!rest.isEmpty()) {
            solver.fail(); // the key ends before the prefix does
        }
    }

    private void remember(KeyTemplate template) {
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                literals.add(literal.text());
            }
        }
    }

    /** Every three consecutive digits in the literals: the ordinals worth trying. */
    Set<String> literalDigits() {
        Set<String> digits = new TreeSet<>();
        for (String literal : literals) {
            for (int i = 0; i + 3 <= literal.length(); i++) {
                String three = literal.substring(i, i + 3);
                if (three.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    digits.add(three);
                }
            }
        }
        return digits;
    }

    List<EnumLink> enumLinks() {
        List<EnumLink> links = new ArrayList<>();
        for (Map.Entry<Occurrence, Integer> entry : vars.entrySet()) {
            Occurrence occurrence = entry.getKey();
            if (!occurrence.ordinalEncoding() || !enumTypes.containsKey(occurrence)) {
                continue;
            }
            Integer name = vars.get(new Occurrence(occurrence.side(), occurrence.component(), false));
            if (name != null) {
                links.add(new EnumLink(enumTypes.get(occurrence), name, entry.getValue()));
            }
        }
        return links;
    }

    boolean solve() {
        texts = solver.solve();
        return texts != null;
    }

    /** The text of a key in the solution, with its shard suffix when sharded. */
    String text(int side, KeyModel key) {
        StringBuilder out = new StringBuilder();
        Integer shard = vars.get(new Occurrence(side, "<shard>" + key.attribute(), false));
        if (key.sharding().isPresent()) {
            return textOfTemplate(side, key, out) + "#" + (shard == null ? "0" : texts[shard]);
        }
        return textOfTemplate(side, key, out);
    }

    private String textOfTemplate(int side, KeyModel key, StringBuilder out) {
        for (KeyTemplate.Part part : key.template().parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                out.append(literal.text());
            } else {
                ComponentModel component = ((KeyTemplate.Placeholder) part).component();
                boolean ordinal = component.type().keyType() instanceof ValueType.EnumType && key.sortKey();
                Integer var = vars.get(new Occurrence(side, component.name(), ordinal));
                out.append(var == null ? "" : texts[var]);
            }
        }
        return out.toString();
    }

    /** Whether the placeholder is the entire template, so that a string must not be empty (as generated keys check). */
    private static boolean wholeKey(KeyTemplate template) {
        return template.parts().size() == 1 && template.parts().get(0) instanceof KeyTemplate.Placeholder;
    }
}
