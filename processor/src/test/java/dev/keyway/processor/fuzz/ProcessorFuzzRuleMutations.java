package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.quote;
import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.unquote;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Kind;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Mutations aimed at the classes of problem that break a design at run time rather than at
 * compile time (issue #12), for {@link ProcessorFuzzMutator}: attribute names renamed onto one
 * another's, {@code @Version}/{@code @Ttl}/{@code @Unique} moved into keys, nested records,
 * combined and doubled, names at and past DynamoDB's limits, unusual characters in every
 * annotation string, and package layouts (package-private entities of one table in parent, child
 * and unrelated packages, records nested in private classes); and keys in other formats (issue
 * #16: delimiters, raw, zero-padded and cased components); and types nesting lists and maps at
 * DynamoDB's depth limit. Each returns a one-line description,
 * or null when it does not apply.
 */
final class ProcessorFuzzRuleMutations {

    /** Characters javac, JavaPoet, JSON, HTML or Markdown treat specially, and template look-alikes. */
    private static final String[] UNUSUAL = {"\u2028", "\u2029", "\"", "\\", "\uD83D\uDE00", "{id}", "${id}", ":id", "*/",
            "\u0000", "\t", "\n", "%s", "$L", "$$", "<!--", "</script>", "&amp;", "|", "`", "\u00e9", "\u200b", "\uFEFF",
            "\\u0022", "'"};

    private final ProcessorFuzzMutator mutator;

    ProcessorFuzzRuleMutations(ProcessorFuzzMutator mutator) {
        this.mutator = mutator;
    }

    private int nextInt(int bound) {
        return mutator.random.nextInt(bound);
    }

    // ---- DynamoDB's nesting limit ------------------------------------------------------------------

    /**
     * A component whose type nests 30 to 32 lists and maps (DynamoDB stores at most 31 on one path,
     * KW093 refuses more), around a string or a record of the design (a record is one more map).
     */
    String nestingDepth(ProcessorFuzzDesign design) {
        Unit unit = nextInt(3) == 0 ? mutator.recordUnit(design) : mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = mutator.pick(unit.comps);
        int depth = 30 + nextInt(3);
        String type = nextInt(3) == 0 ? mutator.typeFor(design, "%R") : "String";
        for (int level = 0; level < depth; level++) {
            type = nextInt(2) == 0 ? "List<" + type + ">" : "Map<String, " + type + ">";
        }
        if (nextInt(4) == 0) {
            type = "Optional<" + type + ">";
        }
        String old = comp.type;
        comp.type = type;
        return unit.name + "." + comp.name + ": " + old + " -> " + depth + " lists and maps deep";
    }

    // ---- one physical attribute, one meaning ---------------------------------------------------

    /** A stored name or key-attribute override set to another attribute name of the same table. */
    String attributeOntoAttribute(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null) {
            return null;
        }
        List<String> names = new ArrayList<>(attributeNames(design, table(unit)));
        String name = mutator.pick(names);
        if (name == null) {
            return null;
        }
        List<Object[]> roles = new ArrayList<>();
        for (Comp comp : unit.comps) {
            roles.add(new Object[] {comp, null});
        }
        roles.addAll(ProcessorFuzzMutator.keyAttributeMembers(unit));
        Object[] role = mutator.pick(roles);
        if (role[0] instanceof Comp comp) {
            comp.anns.removeIf(ann -> ann.name.equals("Attribute"));
            comp.anns.add(Ann.parse("@Attribute(" + quote(name) + ")"));
            return unit.name + "." + comp.name + " stored as the table's attribute " + quote(name);
        }
        Ann ann = (Ann) role[0];
        ann.set((String) role[1], quote(name));
        return unit.name + " @" + ann.name + "." + role[1] + " = the table's attribute " + quote(name);
    }

    /** Every attribute name items of the table can carry: keys, index keys, the type, and stored component names. */
    private static Set<String> attributeNames(ProcessorFuzzDesign design, String table) {
        Set<String> names = new LinkedHashSet<>(List.of("PK", "SK", "_type"));
        for (Unit unit : design.entities()) {
            if (!table.equals(table(unit))) {
                continue;
            }
            for (Ann ann : unit.anns) {
                String index = unquote(ann.get("index"));
                switch (ann.name) {
                    case "PartitionKey", "SortKey" -> addLiteral(names, ann.get("attribute"));
                    case "Gsi" -> {
                        names.add(index + "PK");
                        names.add(index + "SK");
                        addLiteral(names, ann.get("partitionKeyAttribute"));
                        addLiteral(names, ann.get("sortKeyAttribute"));
                    }
                    case "Lsi" -> {
                        names.add(index + "SK");
                        addLiteral(names, ann.get("sortKeyAttribute"));
                    }
                    default -> {
                    }
                }
            }
            for (Comp comp : unit.comps) {
                Ann attribute = comp.anns.stream().filter(ann -> ann.name.equals("Attribute")).findFirst().orElse(null);
                names.add(attribute == null ? comp.name : String.valueOf(unquote(attribute.get("value"))));
            }
        }
        names.remove("null");
        return names;
    }

    private static void addLiteral(Set<String> names, String raw) {
        String text = unquote(raw);
        if (text != null) {
            names.add(text);
        }
    }

    private static String table(Unit entity) {
        Ann ann = entity.ann("Entity");
        String table = ann == null ? null : unquote(ann.get("table"));
        return table == null ? "" : table;
    }

    // ---- @Version, @Ttl, @Unique -----------------------------------------------------------------

    /** A {@code @Version}, {@code @Ttl} or {@code @Unique} component put into a key, a nested record, beside another, or doubled. */
    String lifecycleMoved(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        String annotation = mutator.pick(new String[] {"Version", "Ttl", "Unique"});
        Comp marked = unit.comps.stream().filter(comp -> comp.has(annotation)).findFirst().orElse(null);
        switch (nextInt(5)) {
            case 0 -> { // into a key template: "#<c>" keeps the template valid
                Comp comp = marked != null ? marked : addComponent(unit, annotation);
                Object[] target = templateOf(unit);
                if (target == null) {
                    return null;
                }
                Ann ann = (Ann) target[0];
                String member = (String) target[1];
                String template = unquote(ann.get(member));
                ann.set(member, quote(template + (template.isEmpty() ? "" : "#") + "<" + comp.name + ">"));
                return unit.name + " @" + ann.name + "." + member + " now holds the @" + annotation + " component " + comp.name;
            }
            case 1 -> { // onto a component of a nested (non-entity) record
                Unit nested = mutator.pick(design.allUnits().stream()
                        .filter(candidate -> candidate.kind == Kind.RECORD && !candidate.isEntity() && !candidate.comps.isEmpty())
                        .toList());
                if (nested == null) {
                    return null;
                }
                Comp comp = mutator.pick(nested.comps);
                comp.type = typeFor(annotation, comp.type);
                comp.anns.add(Ann.parse("@" + annotation));
                return "@" + annotation + " on " + nested.name + "." + comp.name + " (a nested record)";
            }
            case 2 -> { // combined with another of the three on one component
                Comp comp = marked != null ? marked : mutator.pick(unit.comps);
                String other = mutator.pick(new String[] {"Version", "Ttl", "Unique"});
                if (other.equals(annotation) || comp.has(other)) {
                    return null;
                }
                if (!comp.has(annotation)) {
                    comp.anns.add(Ann.parse("@" + annotation));
                }
                comp.anns.add(Ann.parse("@" + other));
                comp.type = mutator.pick(new String[] {comp.type, "long", "Long", "Instant", "String"});
                return unit.name + "." + comp.name + " (" + comp.type + ") is @" + annotation + " and @" + other;
            }
            case 3 -> { // doubled: a second component with the same annotation
                Comp second = addComponent(unit, annotation);
                if (marked == null) {
                    addComponent(unit, annotation);
                }
                return unit.name + " has two @" + annotation + " components, one of them " + second.name;
            }
            default -> { // on a key component
                List<String> keyed = new ArrayList<>();
                for (Ann ann : unit.anns) {
                    for (String[] member : ann.members) {
                        String text = unquote(member[1]);
                        if (text != null) {
                            keyed.addAll(ProcessorFuzzEntity.placeholders(text));
                        }
                    }
                }
                String picked = mutator.pick(keyed);
                Comp comp = picked == null ? null : unit.comp(picked);
                if (comp == null || comp.has(annotation)) {
                    return null;
                }
                comp.anns.add(Ann.parse("@" + annotation));
                return unit.name + "." + comp.name + " (a key component, " + comp.type + ") is @" + annotation;
            }
        }
    }

    /** A new component of a type the annotation takes, carrying it. */
    private Comp addComponent(Unit unit, String annotation) {
        Comp comp = new Comp();
        comp.type = typeFor(annotation, "String");
        comp.name = mutator.freshName(annotation.toLowerCase(java.util.Locale.ROOT));
        comp.anns.add(Ann.parse("@" + annotation));
        unit.comps.add(comp);
        return comp;
    }

    private String typeFor(String annotation, String current) {
        return switch (annotation) {
            case "Version" -> mutator.pick(new String[] {"long", "int", "Long", "Integer"});
            case "Ttl" -> mutator.pick(new String[] {"Instant", "long", "Long"});
            default -> nextInt(3) == 0 ? current : mutator.pick(new String[] {"String", "Optional<String>", "long", "UUID"});
        };
    }

    /** A key template of the entity: {annotation, member}. */
    private Object[] templateOf(Unit unit) {
        return mutator.pick(templatesOf(unit));
    }

    /** The key templates of the entity: {annotation, member} each. */
    private static List<Object[]> templatesOf(Unit unit) {
        List<Object[]> found = new ArrayList<>();
        for (Ann ann : unit.anns) {
            for (String member : List.of("value", "partitionKey", "sortKey")) {
                boolean template = ann.name.equals("PartitionKey") || ann.name.equals("SortKey") ? member.equals("value")
                        : (ann.name.equals("Gsi") || ann.name.equals("Lsi")) && !member.equals("value");
                if (template && unquote(ann.get(member)) != null) {
                    found.add(new Object[] {ann, member});
                }
            }
        }
        return found;
    }

    // ---- DynamoDB's limits -------------------------------------------------------------------

    /** A table, index or attribute name at or past DynamoDB's limits, in length or characters. */
    String namesAtLimits(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null) {
            return null;
        }
        String name = switch (nextInt(8)) {
            case 0 -> "ab";
            case 1 -> "abc";
            case 2 -> "T".repeat(255);
            case 3 -> "T".repeat(256);
            case 4 -> "\u00e9".repeat(128); // 256 bytes in UTF-8, 128 characters
            case 5 -> "\u00e9".repeat(127) + "x"; // 255 bytes
            case 6 -> mutator.pick(new String[] {"Shop Table", "Shop/1", "Gr\u00f6\u00dfe", "a:b", "a+b", "a.b-c_d", "ABC123"});
            default -> "A".repeat(65);
        };
        switch (nextInt(4)) {
            case 0 -> {
                unit.ann("Entity").set("table", quote(name));
                return unit.name + ": table = " + describe(name);
            }
            case 1 -> {
                Ann index = mutator.pick(ProcessorFuzzMutator.indexes(unit));
                if (index == null) {
                    return null;
                }
                String old = unquote(index.get("index"));
                index.set("index", quote(name));
                for (Ann pattern : unit.annsNamed("AccessPattern")) {
                    if (old != null && old.equals(unquote(pattern.get("index")))) {
                        pattern.set("index", quote(name));
                    }
                }
                return unit.name + ": index " + old + " renamed to " + describe(name);
            }
            case 2 -> {
                Comp comp = mutator.pick(unit.comps);
                if (comp == null) {
                    return null;
                }
                comp.anns.removeIf(ann -> ann.name.equals("Attribute"));
                comp.anns.add(Ann.parse("@Attribute(" + quote(name) + ")"));
                return unit.name + "." + comp.name + " stored as " + describe(name);
            }
            default -> {
                Ann key = mutator.pick(unit.anns.stream().filter(ann -> List.of("PartitionKey", "SortKey", "Gsi", "Lsi")
                        .contains(ann.name)).toList());
                if (key == null) {
                    return null;
                }
                String member = key.name.equals("Gsi") ? mutator.pick(new String[] {"partitionKeyAttribute", "sortKeyAttribute"})
                        : key.name.equals("Lsi") ? "sortKeyAttribute" : "attribute";
                key.set(member, quote(name));
                return unit.name + " @" + key.name + "." + member + " = " + describe(name);
            }
        }
    }

    private static String describe(String name) {
        return name.length() > 12 ? quote(name.substring(0, 6)) + "... (" + name.length() + " characters, "
                + name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + " bytes)" : quote(name);
    }

    /** Local or global indexes added until the table has (about) DynamoDB's most: 5 local, 20 global. */
    String indexCount(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        boolean local = unit.ann("SortKey") != null && mutator.random.nextBoolean();
        int target = local ? 4 + nextInt(3) : 19 + nextInt(3);
        Set<String> existing = new LinkedHashSet<>();
        for (Unit entity : design.entities()) {
            if (table(entity).equals(table(unit))) {
                ProcessorFuzzMutator.indexes(entity).stream().filter(ann -> ann.name.equals(local ? "Lsi" : "Gsi"))
                        .forEach(ann -> existing.add(String.valueOf(unquote(ann.get("index")))));
            }
        }
        int added = 0;
        for (int i = 0; existing.size() < target; i++) {
            String name = (local ? "Local" : "Global") + i;
            if (existing.add(name)) {
                String component = mutator.componentName(unit);
                unit.anns.add(Ann.parse(local
                        ? "@Lsi(index = " + quote(name) + ", sortKey = " + quote("L" + i + "#<" + component + ">") + ")"
                        : "@Gsi(index = " + quote(name) + ", partitionKey = " + quote("G" + i + "#<" + component + ">") + ")"));
                added++;
            }
        }
        if (added == 0) {
            return null;
        }
        if (mutator.random.nextBoolean()) {
            unit.anns.add(Ann.parse("@AccessPattern(name = " + quote(mutator.freshName("via")) + ", index = "
                    + quote((local ? "Local" : "Global") + 0) + ")"));
        }
        return unit.name + ": added " + added + (local ? " local" : " global") + " indexes, the table now has " + target;
    }

    /** An INCLUDE index projecting about DynamoDB's most non-key attributes (100 per table, Keyway's _type counted). */
    String manyProjectedAttributes(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        int count = 98 + nextInt(4);
        List<String> included = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Comp comp = new Comp();
            comp.type = "String";
            comp.name = "projected" + i;
            if (unit.comp(comp.name) == null) {
                unit.comps.add(comp);
            }
            included.add(quote(comp.name));
        }
        String index = mutator.freshName("Wide");
        unit.anns.add(Ann.parse("@Gsi(index = " + quote(index) + ", partitionKey = " + quote("W#<" + mutator.componentName(unit)
                + ">") + ", projection = Projection.INCLUDE, include = {" + String.join(", ", included) + "})"));
        return unit.name + ": index " + index + " projects " + count + " components";
    }

    // ---- key formats -------------------------------------------------------------------------

    /** Delimiters a key may declare (and some it may not: a letter, a space, {@code <}). */
    private static final char[] DELIMITERS = {'/', '|', ':', '-', '.', '~', '!', '@', '+', '_', '=', 'x', ' ', '<'};

    /**
     * Keys in the formats of tables other code wrote (issue #16): a key annotation declaring another
     * delimiter (its templates split at it), or a key component written raw, zero-padded or in one
     * case.
     */
    String keyFormat(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null) {
            return null;
        }
        if (mutator.random.nextBoolean()) {
            Object[] target = templateOf(unit);
            if (target == null) {
                return null;
            }
            Ann key = (Ann) target[0];
            char delimiter = DELIMITERS[nextInt(DELIMITERS.length)];
            key.set("delimiter", "'" + delimiter + "'");
            for (String member : List.of("value", "partitionKey", "sortKey")) {
                String template = unquote(key.get(member));
                if (template != null) {
                    key.set(member, quote(template.replace(">#", ">" + delimiter)));
                }
            }
            return unit.name + " @" + key.name + " splits at '" + delimiter + "'";
        }
        List<String> keyed = new ArrayList<>();
        for (Object[] template : templatesOf(unit)) {
            keyed.addAll(ProcessorFuzzEntity.placeholders(unquote(((Ann) template[0]).get((String) template[1]))));
        }
        String picked = mutator.pick(keyed);
        Comp comp = picked == null ? null : unit.comp(picked);
        if (comp == null) {
            return null;
        }
        String type = comp.type.replaceAll("^Optional<(.*)>$", "$1");
        String format = switch (type) {
            case "String" -> mutator.pick(new String[] {"raw = true", "casing = KeyFormat.Case.LOWER",
                    "raw = true, casing = KeyFormat.Case.UPPER"});
            case "int", "long", "short", "byte", "Integer", "Long", "BigInteger" -> mutator.pick(new String[] {"raw = true",
                    "digits = " + mutator.pick(new String[] {"1", "3", "5", "10", "19", "20"})});
            default -> mutator.pick(new String[] {"raw = true", "casing = KeyFormat.Case.LOWER", "digits = 4"});
        };
        comp.anns.removeIf(ann -> ann.name.equals("KeyFormat"));
        comp.anns.add(Ann.parse("@KeyFormat(" + format + ")"));
        return unit.name + "." + comp.name + " (" + comp.type + ") is @KeyFormat(" + format + ")";
    }

    // ---- unusual characters ------------------------------------------------------------------

    /** A character javac, JavaPoet or the design artifacts treat specially, put into any annotation string. */
    String unusualCharacter(ProcessorFuzzDesign design) {
        List<Object[]> strings = new ArrayList<>();
        for (Unit unit : design.allUnits()) {
            for (Ann ann : unit.anns) {
                for (String[] member : ann.members) {
                    if (unquote(member[1]) != null && !member[0].equals("shardBy")) {
                        strings.add(new Object[] {unit.name, ann, member});
                    }
                }
            }
            for (Comp comp : unit.comps) {
                for (Ann ann : comp.anns) {
                    for (String[] member : ann.members) {
                        if (unquote(member[1]) != null) {
                            strings.add(new Object[] {unit.name + "." + comp.name, ann, member});
                        }
                    }
                }
            }
        }
        Object[] target = mutator.pick(strings);
        if (target == null) {
            return null;
        }
        String[] member = (String[]) target[2];
        String text = unquote(member[1]);
        String unusual = mutator.pick(UNUSUAL);
        // In a template, only where literal text goes: before a placeholder or at the end.
        List<Integer> places = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (depth == 0) {
                places.add(i);
            }
            if (i < text.length()) {
                depth += text.charAt(i) == '<' ? 1 : text.charAt(i) == '>' ? -1 : 0;
            }
        }
        int at = mutator.pick(places);
        member[1] = quote(text.substring(0, at) + unusual + text.substring(at));
        return target[0] + " @" + ((Ann) target[1]).name + "." + member[0] + ": inserted " + quote(unusual) + " at " + at;
    }

    // ---- package layouts ---------------------------------------------------------------------

    /**
     * Entities of one table made package-private and spread over the variant's package, a child
     * package and a package with no common prefix; or a record nested in a private class.
     */
    String packageLayout(ProcessorFuzzDesign design) {
        if (nextInt(3) == 0) {
            return privateHolder(design);
        }
        Unit unit = mutator.entity(design);
        if (unit == null || !design.units.contains(unit)) {
            return null;
        }
        List<String> moved = new ArrayList<>();
        for (Unit entity : design.units) {
            if (entity.isEntity() && table(entity).equals(table(unit))) {
                entity.access = "";
                switch (nextInt(3)) {
                    case 0 -> {
                        entity.subpackage = "";
                        entity.rootPackage = "";
                    }
                    case 1 -> {
                        entity.subpackage = mutator.pick(new String[] {"child", "child.grand"});
                        entity.rootPackage = "";
                    }
                    default -> {
                        entity.rootPackage = mutator.pick(new String[] {"elsewhere", "zz"});
                        entity.subpackage = "";
                    }
                }
                moved.add(entity.name + " in " + (entity.rootPackage.isEmpty() ? "" : entity.rootPackage + ".<variant>")
                        + (entity.subpackage.isEmpty() ? "" : ".<variant>." + entity.subpackage));
            }
        }
        return "package-private entities of table " + table(unit) + ": " + String.join(", ", moved);
    }

    /** A record (an entity, or a nested type an entity stores) moved into a private class nested in a top-level type. */
    private String privateHolder(ProcessorFuzzDesign design) {
        Unit top = mutator.pick(design.units.stream().filter(unit -> unit.kind == Kind.RECORD || unit.kind == Kind.CLASS).toList());
        Unit record = mutator.pick(design.allUnits().stream().filter(unit -> unit.kind == Kind.RECORD && unit != top).toList());
        if (top == null || record == null) {
            return null;
        }
        String holder = mutator.freshName("Hidden");
        Unit hidden = new Unit(holder, Kind.CLASS);
        hidden.access = "private";
        Unit moved = record.copy();
        hidden.nested.add(moved);
        top.nested.add(hidden);
        for (Unit unit : design.allUnits()) {
            unit.nested.remove(record);
        }
        design.units.remove(record);
        // Its users name it through the holder; users outside the top-level type cannot see it.
        for (Unit unit : design.allUnits()) {
            for (Comp comp : unit.comps) {
                comp.type = comp.type.replaceAll("(?<![\\w.])(\\w+\\.)?" + record.name + "\\b",
                        top.name + "." + holder + "." + record.name);
            }
        }
        return record.name + " moved into private class " + top.name + "." + holder;
    }
}
