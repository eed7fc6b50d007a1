package dev.keyway.processor.fuzz;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;

/**
 * A mutable model of a set of annotated sources for {@link ProcessorFuzzTest}: top-level types
 * (records, classes, interfaces, enums) with their annotations, components, supertypes and
 * nested types, rendered into one source file per top-level type. Mutations work on this model
 * (so that a type, an annotation value or a name can be changed precisely); annotation values
 * are kept as the raw Java expressions written in the source.
 */
final class ProcessorFuzzDesign {

    /** Imported by every rendered source file. */
    static final String IMPORTS = """
            import dev.keyway.annotations.*;
            import java.math.BigDecimal;
            import java.math.BigInteger;
            import java.nio.ByteBuffer;
            import java.time.Instant;
            import java.time.LocalDate;
            import java.time.LocalDateTime;
            import java.util.List;
            import java.util.Map;
            import java.util.Optional;
            import java.util.Set;
            import java.util.UUID;
            import software.amazon.awssdk.core.SdkBytes;
            """;

    /** What a type is declared as. */
    enum Kind { RECORD, CLASS, INTERFACE, SEALED_INTERFACE, ENUM }

    /** One annotation: its simple name and its members as raw Java expressions, in order. */
    static final class Ann {
        String name;
        final List<String[]> members = new ArrayList<>();

        Ann(String name) {
            this.name = name;
        }

        /** {@code @Gsi(index = "GSI1", partitionKey = "A#<a>")} or {@code @SortKey("X")} or {@code @Version}. */
        static Ann parse(String text) {
            String trimmed = text.trim();
            if (!trimmed.startsWith("@")) {
                throw new IllegalArgumentException("not an annotation: " + text);
            }
            int open = trimmed.indexOf('(');
            if (open < 0) {
                return new Ann(trimmed.substring(1));
            }
            Ann ann = new Ann(trimmed.substring(1, open).trim());
            String body = trimmed.substring(open + 1, trimmed.lastIndexOf(')'));
            for (String member : splitTopLevel(body, ',')) {
                if (member.isBlank()) {
                    continue;
                }
                int eq = topLevelEquals(member);
                if (eq < 0) {
                    ann.members.add(new String[] {"value", member.trim()});
                } else {
                    ann.members.add(new String[] {member.substring(0, eq).trim(), member.substring(eq + 1).trim()});
                }
            }
            return ann;
        }

        String get(String key) {
            for (String[] member : members) {
                if (member[0].equals(key)) {
                    return member[1];
                }
            }
            return null;
        }

        void set(String key, String raw) {
            for (String[] member : members) {
                if (member[0].equals(key)) {
                    member[1] = raw;
                    return;
                }
            }
            members.add(new String[] {key, raw});
        }

        void remove(String key) {
            members.removeIf(member -> member[0].equals(key));
        }

        Ann copy() {
            Ann copy = new Ann(name);
            for (String[] member : members) {
                copy.members.add(member.clone());
            }
            return copy;
        }

        String render() {
            if (members.isEmpty()) {
                return "@" + name;
            }
            if (members.size() == 1 && members.get(0)[0].equals("value")) {
                return "@" + name + "(" + members.get(0)[1] + ")";
            }
            StringBuilder out = new StringBuilder("@").append(name).append('(');
            for (int i = 0; i < members.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(members.get(i)[0]).append(" = ").append(members.get(i)[1]);
            }
            return out.append(')').toString();
        }
    }

    /** A record component (or, for other kinds, a field or accessor). */
    static final class Comp {
        final List<Ann> anns = new ArrayList<>();
        String type;
        String name;

        /** {@code "@Attribute(\"x\") Map<String, Integer> scores"}. */
        static Comp parse(String text) {
            Comp comp = new Comp();
            String rest = text.trim();
            while (rest.startsWith("@")) {
                int end = annotationEnd(rest);
                comp.anns.add(Ann.parse(rest.substring(0, end)));
                rest = rest.substring(end).trim();
            }
            int space = rest.lastIndexOf(' ');
            comp.type = rest.substring(0, space).trim();
            comp.name = rest.substring(space + 1).trim();
            return comp;
        }

        Comp copy() {
            Comp copy = new Comp();
            anns.forEach(ann -> copy.anns.add(ann.copy()));
            copy.type = type;
            copy.name = name;
            return copy;
        }

        boolean has(String annotation) {
            return anns.stream().anyMatch(ann -> ann.name.equals(annotation));
        }

        String render() {
            StringBuilder out = new StringBuilder();
            anns.forEach(ann -> out.append(ann.render()).append(' '));
            return out.append(type).append(' ').append(name).toString();
        }
    }

    /** A type declaration, top-level or nested. */
    static final class Unit {
        String name;
        /** For a top-level type: its package relative to the variant's ("" for the variant's own). */
        String subpackage = "";
        /**
         * For a top-level type: a package put in front of the variant's ({@code "q"} gives
         * {@code q.fuzz.v1}), so that two types share no package prefix.
         */
        String rootPackage = "";
        /** The access modifier: {@code "public"}, {@code ""} (package-private) or {@code "private"} (nested only). */
        String access = "public";
        Kind kind;
        String typeParameters = "";
        final List<Ann> anns = new ArrayList<>();
        final List<Comp> comps = new ArrayList<>();
        final List<String> interfaces = new ArrayList<>();
        final List<String> permits = new ArrayList<>();
        final List<String> constants = new ArrayList<>();
        final List<Unit> nested = new ArrayList<>();
        /** Members written as they are after the components of a class (a converter's methods); empty for most units. */
        String body = "";

        Unit(String name, Kind kind) {
            this.name = name;
            this.kind = kind;
        }

        Unit copy() {
            Unit copy = new Unit(name, kind);
            copy.subpackage = subpackage;
            copy.rootPackage = rootPackage;
            copy.access = access;
            copy.typeParameters = typeParameters;
            anns.forEach(ann -> copy.anns.add(ann.copy()));
            comps.forEach(comp -> copy.comps.add(comp.copy()));
            copy.interfaces.addAll(interfaces);
            copy.permits.addAll(permits);
            copy.constants.addAll(constants);
            nested.forEach(unit -> copy.nested.add(unit.copy()));
            copy.body = body;
            return copy;
        }

        Ann ann(String annotation) {
            return anns.stream().filter(ann -> ann.name.equals(annotation)).findFirst().orElse(null);
        }

        List<Ann> annsNamed(String annotation) {
            return anns.stream().filter(ann -> ann.name.equals(annotation)).toList();
        }

        boolean isEntity() {
            return ann("Entity") != null;
        }

        Comp comp(String componentName) {
            return comps.stream().filter(comp -> comp.name.equals(componentName)).findFirst().orElse(null);
        }

        /** This unit with chained setup, for the seeds. */
        Unit implementing(String... names) {
            interfaces.addAll(List.of(names));
            return this;
        }

        Unit nest(Unit... units) {
            nested.addAll(List.of(units));
            return this;
        }

        void render(StringBuilder out, String indent, boolean topLevel) {
            for (Ann ann : anns) {
                out.append(indent).append(ann.render()).append('\n');
            }
            String modifiers = access.isEmpty() ? "" : access + " ";
            switch (kind) {
                case RECORD -> {
                    out.append(indent).append(modifiers).append("record ").append(name).append(typeParameters).append('(');
                    for (int i = 0; i < comps.size(); i++) {
                        out.append(i == 0 ? "" : ", ").append(comps.get(i).render());
                    }
                    out.append(')').append(supertypes("implements")).append(" {\n");
                }
                case CLASS -> {
                    out.append(indent).append(modifiers).append(topLevel ? "" : "static ").append("final class ")
                            .append(name).append(typeParameters).append(supertypes("implements")).append(" {\n");
                    for (Comp comp : comps) {
                        out.append(indent).append("    ");
                        comp.anns.forEach(ann -> out.append(ann.render()).append(' '));
                        out.append("private ").append(comp.type).append(' ').append(comp.name).append(";\n");
                        out.append(indent).append("    public ").append(comp.type).append(' ').append(comp.name)
                                .append("() { return ").append(comp.name).append("; }\n");
                    }
                    body.lines().forEach(line -> out.append(indent).append("    ").append(line).append('\n'));
                }
                case INTERFACE, SEALED_INTERFACE -> {
                    boolean sealed = kind == Kind.SEALED_INTERFACE && !permits.isEmpty();
                    out.append(indent).append(modifiers).append(sealed ? "sealed " : "").append("interface ").append(name)
                            .append(typeParameters).append(supertypes("extends"));
                    if (sealed) {
                        out.append(" permits ").append(String.join(", ", permits));
                    }
                    out.append(" {\n");
                    for (Comp comp : comps) {
                        out.append(indent).append("    ").append(comp.type).append(' ').append(comp.name).append("();\n");
                    }
                }
                case ENUM -> {
                    out.append(indent).append(modifiers).append("enum ").append(name).append(supertypes("implements")).append(" {\n");
                    out.append(indent).append("    ").append(String.join(", ", constants)).append(";\n");
                }
            }
            for (Unit unit : nested) {
                unit.render(out, indent + "    ", false);
            }
            out.append(indent).append("}\n");
        }

        private String supertypes(String keyword) {
            return interfaces.isEmpty() ? "" : " " + keyword + " " + String.join(", ", interfaces);
        }

        /** This unit and its nested units, depth first. */
        void collect(List<Unit> into) {
            into.add(this);
            nested.forEach(unit -> unit.collect(into));
        }
    }

    final String seed;
    final List<Unit> units = new ArrayList<>();

    ProcessorFuzzDesign(String seed) {
        this.seed = seed;
    }

    ProcessorFuzzDesign copy() {
        ProcessorFuzzDesign copy = new ProcessorFuzzDesign(seed);
        units.forEach(unit -> copy.units.add(unit.copy()));
        return copy;
    }

    ProcessorFuzzDesign add(Unit... more) {
        units.addAll(List.of(more));
        return this;
    }

    /** Every unit, nested ones too. */
    List<Unit> allUnits() {
        List<Unit> all = new ArrayList<>();
        units.forEach(unit -> unit.collect(all));
        return all;
    }

    /** The records carrying {@code @Entity}. */
    List<Unit> entities() {
        return allUnits().stream().filter(unit -> unit.kind == Kind.RECORD && unit.isEntity()).toList();
    }

    Unit unit(String name) {
        return allUnits().stream().filter(unit -> unit.name.equals(name)).findFirst().orElse(null);
    }

    /** Whether a type (top-level or nested) of that simple name exists. */
    boolean hasType(String name) {
        return allUnits().stream().anyMatch(unit -> unit.name.equals(name));
    }

    /** Renames a type and every reference to it (component types, supertypes, permits). */
    void renameType(String from, String to) {
        Pattern word = Pattern.compile("\\b" + Pattern.quote(from) + "\\b");
        String replacement = Matcher.quoteReplacement(to);
        for (Unit unit : allUnits()) {
            if (unit.name.equals(from)) {
                unit.name = to;
            }
            unit.comps.forEach(comp -> comp.type = word.matcher(comp.type).replaceAll(replacement));
            unit.interfaces.replaceAll(name -> word.matcher(name).replaceAll(replacement));
            unit.permits.replaceAll(name -> word.matcher(name).replaceAll(replacement));
        }
    }

    /** One source file per top-level unit, in the package (the unnamed package if empty) or a subpackage of it. */
    List<JavaFileObject> files(String packageName) {
        List<JavaFileObject> files = new ArrayList<>();
        for (Unit unit : units) {
            String unitPackage = packageOf(packageName, unit);
            files.add(JavaFileObjects.forSourceString(unitPackage.isEmpty() ? unit.name : unitPackage + "." + unit.name,
                    source(packageName, unit)));
        }
        return files;
    }

    static String packageOf(String packageName, Unit unit) {
        String rooted = unit.rootPackage.isEmpty() ? packageName
                : packageName.isEmpty() ? unit.rootPackage : unit.rootPackage + "." + packageName;
        if (unit.subpackage.isEmpty()) {
            return rooted;
        }
        return rooted.isEmpty() ? unit.subpackage : rooted + "." + unit.subpackage;
    }

    /** The binary name of a unit of the design ({@code fuzz.v1.Outer$Inner}), or null if it is not in it. */
    String binaryName(String packageName, Unit target) {
        for (Unit top : units) {
            String path = binaryPath(top, target, "");
            if (path != null) {
                String unitPackage = packageOf(packageName, top);
                return unitPackage.isEmpty() ? path : unitPackage + "." + path;
            }
        }
        return null;
    }

    /** The package of the top-level unit holding the target, or null if it is not in the design. */
    String packageOfUnit(String packageName, Unit target) {
        for (Unit top : units) {
            if (binaryPath(top, target, "") != null) {
                return packageOf(packageName, top);
            }
        }
        return null;
    }

    private static String binaryPath(Unit from, Unit target, String prefix) {
        return path(from, target, prefix, "$");
    }

    /** The names from {@code from} down to {@code target}, joined by the separator; null if it is not inside. */
    static String path(Unit from, Unit target, String prefix, String separator) {
        String here = prefix.isEmpty() ? from.name : prefix + separator + from.name;
        if (from == target) {
            return here;
        }
        for (Unit nested : from.nested) {
            String found = path(nested, target, here, separator);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    String source(String packageName, Unit unit) {
        String unitPackage = packageOf(packageName, unit);
        StringBuilder out = new StringBuilder();
        if (!unitPackage.isEmpty()) {
            out.append("package ").append(unitPackage).append(";\n\n");
        }
        out.append(IMPORTS);
        // Every other package of the design, so that types can be named across them.
        java.util.Set<String> others = new java.util.TreeSet<>();
        for (Unit other : units) {
            String otherPackage = packageOf(packageName, other);
            if (!otherPackage.equals(unitPackage) && !otherPackage.isEmpty()) {
                others.add(otherPackage);
            }
        }
        others.forEach(other -> out.append("import ").append(other).append(".*;\n"));
        out.append('\n');
        unit.render(out, "", true);
        return out.toString();
    }

    /** Every file's source, numbered by line, for a failure report. */
    String describe(String packageName) {
        StringBuilder out = new StringBuilder();
        for (Unit unit : units) {
            String unitPackage = packageOf(packageName, unit);
            out.append("---- ").append(unitPackage.isEmpty() ? "" : unitPackage + ".").append(unit.name).append(".java\n");
            String[] lines = source(packageName, unit).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                out.append(String.format("%3d  %s%n", i + 1, lines[i]));
            }
        }
        return out.toString();
    }

    // ---- literals and parsing helpers --------------------------------------------------------

    /** A Java string literal of the text. */
    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append('\\').append(Integer.toOctalString(c));
                    } else if (Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) && !(Character.isLowSurrogate(c) && i > 0
                            && Character.isHighSurrogate(text.charAt(i - 1)))) {
                        // A lone surrogate as a unicode escape, so that the source text stays well formed.
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** The text of a string literal written by {@link #quote}, or null if the expression is not one. */
    static String unquote(String raw) {
        if (raw == null || raw.length() < 2 || raw.charAt(0) != '"' || raw.charAt(raw.length() - 1) != '"') {
            return null;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 1; i < raw.length() - 1; i++) {
            char c = raw.charAt(i);
            if (c == '"') {
                return null; // "a" + "b": not one literal
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char next = raw.charAt(++i);
            switch (next) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case '"' -> out.append('"');
                case '\\' -> out.append('\\');
                case 'u' -> {
                    out.append((char) Integer.parseInt(raw.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> {
                    int end = i;
                    while (end < raw.length() - 1 && end - i < 3 && raw.charAt(end) >= '0' && raw.charAt(end) <= '7') {
                        end++;
                    }
                    if (end == i) {
                        return null;
                    }
                    out.append((char) Integer.parseInt(raw.substring(i, end), 8));
                    i = end - 1;
                }
            }
        }
        return out.toString();
    }

    /** Splits at {@code separator} outside quotes, parentheses, braces and angle brackets. */
    static List<String> splitTopLevel(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        boolean inString = false;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '(' || c == '{' || c == '<') {
                depth++;
            } else if (c == ')' || c == '}' || c == '>') {
                depth--;
            } else if (c == separator && depth == 0) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    private static int topLevelEquals(String member) {
        boolean inString = false;
        for (int i = 0; i < member.length(); i++) {
            char c = member.charAt(i);
            if (c == '"') {
                inString = !inString;
            } else if (c == '=' && !inString) {
                return i;
            }
            if (inString || c == '"' || Character.isJavaIdentifierPart(c) || Character.isWhitespace(c)) {
                continue;
            }
            return -1;
        }
        return -1;
    }

    /** The end of the annotation that starts {@code text}. */
    private static int annotationEnd(String text) {
        int i = 1;
        while (i < text.length() && (Character.isJavaIdentifierPart(text.charAt(i)) || text.charAt(i) == '.')) {
            i++;
        }
        if (i < text.length() && text.charAt(i) == '(') {
            int depth = 0;
            boolean inString = false;
            for (; i < text.length(); i++) {
                char c = text.charAt(i);
                if (inString) {
                    if (c == '\\') {
                        i++;
                    } else if (c == '"') {
                        inString = false;
                    }
                } else if (c == '"') {
                    inString = true;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    return i + 1;
                }
            }
        }
        return i;
    }

    // ---- builders for the seeds ----------------------------------------------------------

    /** A record: annotations one per line, components separated by top-level commas. */
    static Unit record(String name, String annotations, String components) {
        Unit unit = new Unit(name, Kind.RECORD);
        for (String line : annotations.split("\n")) {
            if (!line.isBlank()) {
                unit.anns.add(Ann.parse(line));
            }
        }
        for (String component : splitTopLevel(components, ',')) {
            if (!component.isBlank()) {
                unit.comps.add(Comp.parse(component));
            }
        }
        return unit;
    }

    static Unit enumeration(String name, String... constants) {
        Unit unit = new Unit(name, Kind.ENUM);
        unit.constants.addAll(List.of(constants));
        return unit;
    }

    static Unit collection(String name, String annotation, String... permits) {
        Unit unit = new Unit(name, Kind.SEALED_INTERFACE);
        unit.anns.add(Ann.parse(annotation));
        unit.permits.addAll(List.of(permits));
        return unit;
    }
}
