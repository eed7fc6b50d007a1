package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The equations of one question, built template by template, and then their solution: each
 * placeholder of a side (0 or 1) is an unknown of the {@link Solver}, constrained to its
 * encoding's {@link Shape}; a component used in several keys of one side is one unknown where
 * those keys write it as the same text (an enum used by name and by ordinal, one per encoding,
 * tied by an {@link EnumLink}).
 *
 * <p>Two keys split at different delimiters do not line up segment by segment: such a pair is
 * solved after the rest, as one text that both templates ({@link TemplateShape}) accept, with the
 * components the rest already fixed written in as literals. If that fails but the pair alone has
 * a common text, the question is left {@linkplain #undecided() undecided}.
 */
final class Equations {

    /** One placeholder's unknown: a side (0 or 1), a component, and which text of it (see {@link #textOf}). */
    private record Occurrence(int side, String component, String text) {
    }

    /** Two keys that split at different delimiters, to be solved as whole texts. */
    private record Mixed(int sideA, KeyModel a, int sideB, KeyModel b) {
    }

    final Solver solver = new Solver();
    private final EnumConstants enums;
    private final Map<Occurrence, Integer> vars = new LinkedHashMap<>();
    private final Map<Occurrence, ClassRef> enumTypes = new HashMap<>();
    private final Map<Occurrence, KeyFormatModel.Casing> enumCasing = new HashMap<>();
    private final List<String> literals = new ArrayList<>();
    private final List<Mixed> mixed = new ArrayList<>();
    /** The texts of mixed keys, per side: keyed by the key model's identity. */
    private final List<Map<KeyModel, String>> mixedTexts = List.of(new IdentityHashMap<>(), new IdentityHashMap<>());
    /** What mixed keys fixed of their components. */
    private final Map<Occurrence, String> parsed = new HashMap<>();
    private String[] texts;
    private String undecided;

    Equations(EnumConstants enums) {
        this.enums = enums;
    }

    /**
     * Which text of a component an encoding writes: equal for two keys exactly when they write
     * the component's value as the same text (enums by name and by ordinal differ; so do strings
     * escaped for different delimiters).
     */
    private static String textOf(KeyEncoding encoding) {
        return switch (encoding.kind()) {
            case STRING -> "STRING" + (encoding.delimiter() <= '$' ? "" : String.valueOf(encoding.delimiter()));
            default -> encoding.kind().name();
        };
    }

    private static Occurrence occurrence(int side, KeyModel key, ComponentModel component) {
        return new Occurrence(side, component.name(), textOf(KeyEncoding.of(component, key)));
    }

    /** The unknown of a placeholder, constrained to its encoding in that key. */
    int var(int side, KeyModel key, ComponentModel component) {
        if (component == Segment.SHARD) { // one per side and key: two sharded keys of one entity are independent
            int shard = vars.computeIfAbsent(shardOccurrence(side, key), unused -> solver.newVar());
            solver.constrain(shard, shards(key.sharding().orElseThrow().shards()));
            return shard;
        }
        KeyEncoding encoding = KeyEncoding.of(component, key);
        Occurrence occurrence = occurrence(side, key, component);
        int var = vars.computeIfAbsent(occurrence, unused -> solver.newVar());
        if (component.type().keyType() instanceof ValueType.EnumType enumType) {
            enumTypes.put(occurrence, enumType.type());
            enumCasing.put(occurrence, encoding.casing());
        }
        solver.constrain(var, shape(key, component));
        return var;
    }

    private Shape shape(KeyModel key, ComponentModel component) {
        return Shapes.of(KeyEncoding.of(component, key), wholeKey(key.template()), enums);
    }

    private static Occurrence shardOccurrence(int side, KeyModel key) {
        return new Occurrence(side, "<shard>" + key.attribute(), "SHARD");
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
        remember(a.template());
        remember(b.template());
        if (a.template().delimiter() != b.template().delimiter()) {
            mixed.add(new Mixed(sideA, a, sideB, b)); // solved as whole texts, after the rest
            return;
        }
        List<Segment> segmentsA = Segment.of(a);
        List<Segment> segmentsB = Segment.of(b);
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
        solver.searchAlso(prefix);
        char delimiterChar = key.template().delimiter();
        String delimiter = String.valueOf(delimiterChar);
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
                    || parts.get(i + 1) instanceof KeyTemplate.Literal next && next.text().startsWith(delimiter);
            if (!followedByDelimiter) {
                solver.fail(); // not a template the parser accepts: never reported
                return;
            }
            int var = var(side, key, component);
            int at = rest.indexOf(delimiterChar);
            if (at < 0) { // the value covers the rest of the prefix and goes on freely
                solver.equate(var, rest, solver.newVar());
                return;
            }
            solver.bind(var, rest.substring(0, at)); // a value never holds the delimiter
            rest = rest.substring(at);
        }
        if (!rest.isEmpty()) {
            solver.fail(); // the key ends before the prefix does
        }
    }

    private void remember(KeyTemplate template) {
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                literals.add(literal.text());
                solver.searchAlso(literal.text());
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
            if (!occurrence.text().equals(KeyEncoding.Kind.ENUM_ORDINAL.name()) || !enumTypes.containsKey(occurrence)) {
                continue;
            }
            Integer name = vars.get(new Occurrence(occurrence.side(), occurrence.component(),
                    KeyEncoding.Kind.ENUM_NAME.name()));
            if (name != null) {
                links.add(new EnumLink(enumTypes.get(occurrence), enumCasing.get(occurrence), name, entry.getValue()));
            }
        }
        return links;
    }

    /**
     * Solves the equations, then each pair of keys split at different delimiters; false when
     * there is no solution, or when a pair could only be solved alone ({@link #undecided()}).
     */
    boolean solve() {
        texts = solver.solve();
        if (texts == null) {
            return false;
        }
        for (Mixed pair : mixed) {
            String text = common(pair, true);
            if (text == null) {
                String alone = common(pair, false);
                if (alone != null) {
                    undecided = alone;
                }
                return false;
            }
            mixedTexts.get(pair.sideA()).put(pair.a(), text);
            mixedTexts.get(pair.sideB()).put(pair.b(), text);
            fix(pair.sideA(), pair.a(), text);
            fix(pair.sideB(), pair.b(), text);
        }
        return true;
    }

    /**
     * A key both sides' templates can produce, with the components that other keys of the
     * question already fixed written in ({@code fixed}), or without; {@code null} if there is none.
     */
    private String common(Mixed pair, boolean fixed) {
        Solver alone = new Solver();
        int key = alone.newVar();
        alone.constrain(key, templateShape(pair.sideA(), pair.a(), fixed));
        alone.constrain(key, templateShape(pair.sideB(), pair.b(), fixed));
        for (String literal : literals) {
            alone.searchAlso(literal);
        }
        String[] found = alone.solve();
        return found == null ? null : found[key];
    }

    private Shape templateShape(int side, KeyModel key, boolean fixed) {
        List<Object> pieces = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (KeyTemplate.Part part : key.template().parts()) {
            String known = null;
            if (part instanceof KeyTemplate.Literal text) {
                known = text.text();
            } else if (fixed) {
                known = knownText(side, key, ((KeyTemplate.Placeholder) part).component());
            }
            if (known != null) {
                literal.append(known);
                continue;
            }
            if (literal.length() > 0) {
                pieces.add(literal.toString());
                literal.setLength(0);
            }
            pieces.add(shape(key, ((KeyTemplate.Placeholder) part).component()));
        }
        if (key.sharding().isPresent()) { // the suffix: the delimiter and the shard
            literal.append(key.template().delimiter());
            pieces.add(literal.toString());
            literal.setLength(0);
            pieces.add(shards(key.sharding().get().shards()));
        }
        if (literal.length() > 0) {
            pieces.add(literal.toString());
        }
        return new TemplateShape(pieces, key.template().delimiter());
    }

    /** A component's text that the rest of the question fixed, or {@code null}. */
    private String knownText(int side, KeyModel key, ComponentModel component) {
        Occurrence occurrence = occurrence(side, key, component);
        Integer var = vars.get(occurrence);
        return var != null ? texts[var] : parsed.get(occurrence);
    }

    /** Records the components' texts that a mixed key's text holds, for the pairs after it. */
    private void fix(int side, KeyModel key, String whole) {
        String text = key.sharding().isPresent() ? whole.substring(0, whole.lastIndexOf(key.template().delimiter()))
                : whole;
        int at = 0;
        List<KeyTemplate.Part> parts = key.template().parts();
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i) instanceof KeyTemplate.Literal literal) {
                at += literal.text().length();
                continue;
            }
            boolean last = i == parts.size() - 1;
            int end = last ? text.length() : text.indexOf(key.template().delimiter(), at);
            ComponentModel component = ((KeyTemplate.Placeholder) parts.get(i)).component();
            parsed.put(occurrence(side, key, component), text.substring(at, end));
            at = end;
        }
    }

    /** A key that the keys split at different delimiters could both be, though not together with the rest; or null. */
    String undecided() {
        return undecided;
    }

    /** The text of a key in the solution, with its shard suffix when sharded. */
    String text(int side, KeyModel key) {
        String whole = mixedTexts.get(side).get(key);
        if (whole != null) {
            return whole;
        }
        StringBuilder out = new StringBuilder();
        if (key.sharding().isPresent()) {
            Integer shard = vars.get(shardOccurrence(side, key));
            return textOfTemplate(side, key, out) + key.template().delimiter() + (shard == null ? "0" : texts[shard]);
        }
        return textOfTemplate(side, key, out);
    }

    private String textOfTemplate(int side, KeyModel key, StringBuilder out) {
        for (KeyTemplate.Part part : key.template().parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                out.append(literal.text());
            } else {
                ComponentModel component = ((KeyTemplate.Placeholder) part).component();
                Occurrence occurrence = occurrence(side, key, component);
                Integer var = vars.get(occurrence);
                out.append(var != null ? texts[var] : parsed.getOrDefault(occurrence, ""));
            }
        }
        return out.toString();
    }

    /** Whether the placeholder is the entire template, so that a string must not be empty (as generated keys check). */
    private static boolean wholeKey(KeyTemplate template) {
        return template.parts().size() == 1 && template.parts().get(0) instanceof KeyTemplate.Placeholder;
    }
}
