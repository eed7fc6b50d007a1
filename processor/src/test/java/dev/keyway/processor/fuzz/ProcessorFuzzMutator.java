package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.quote;
import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.unquote;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Kind;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.model.ClassNames;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutations of a {@link ProcessorFuzzDesign}, driven by a seeded {@link Random}: corrupted key
 * templates, changed component types, duplicated, dropped and moved annotations, changed
 * annotation values (indexes, projections, shards, attribute names, access patterns), renamed
 * types and components, records turned into other kinds, entities copied so that templates
 * collide; and, from {@link ProcessorFuzzRuleMutations}, the designs that compile but break at run
 * time unless the processor refuses them. Each mutation returns a one-line description of what it
 * did (for a failure report), or null when it did not apply to the design.
 */
final class ProcessorFuzzMutator {

    /** Annotation members holding key templates. */
    private static final String[][] TEMPLATE_MEMBERS = {
            {"PartitionKey", "value"}, {"SortKey", "value"}, {"Gsi", "partitionKey"}, {"Gsi", "sortKey"}, {"Lsi", "sortKey"}};

    /** Text inserted into templates and names. */
    private static final String[] JUNK = {"<", ">", "#", "$", "<>", "<<", ">>", "##", "#<", ">#", "\\", "\"", "\\\"",
            "é", "Ω", "日本", "\uD83D\uDE00", "\uD800", "\u0000", "\n", " ", "%s", "%", "$L", "$S", "{", "}", "*/",
            "/*", "\\u000a", "\\u0022", "'", "`", ".", "-", "~", "\u007f", "\u00a0", "\u200b", "\uFFFF", "\u2028", "\u2029",
            "{id}", "${id}", ":id", "\uDBFF\uDFFF"};

    /** Identifiers that generated code may also use for its own variables, fields, methods or types. */
    private static final String[] TRICKY_NAMES = {"client", "tableName", "item", "items", "key", "keys", "value", "values",
            "schema", "builder", "result", "query", "spec", "condition", "cursor", "request", "response", "e", "i", "n", "s",
            "shard", "shards", "expressions", "names", "entity", "attributes", "nested", "version", "type", "_type", "$",
            "$x", "x$", "$$", "INSTANCE", "ENTITY_TYPE", "TYPE_VALUE", "limit", "page", "stream", "descending", "ascending",
            "consistentRead", "it", "other", "sb", "out", "map", "list", "prefix", "partitionKey", "sortKey", "primaryKey",
            "select", "filter", "update", "put", "get", "delete", "scan", "record", "var", "yield", "sealed", "permits",
            "ümlaut", "π", "__", "_x", "a1", "A", "ID", "URL", "iD", "x", "X", "String", "Map", "Optional", "List", "Objects",
            "AttributeValue", "DynamoDbClient", "table", "TABLE", "NAME", "DEFINITION", "index", "from", "to", "between",
            "encoded", "decoded", "KeyCodec", "segment", "entityType", "pk", "sk", "PK", "SK", "hashCode", "toString",
            "equals", "getClass", "wait", "notify", "clone", "finalize", "main", "length", "size", "empty", "null_",
            "whenExpired", "now", "expiresAt", "ttl", "owner", "unique", "guard", "id", "fromItem", "toItem", "gsi1PartitionKey"};

    /** Type names to clash with: types generated code imports or uses from java.lang, java.util or the runtime. */
    private static final String[] CLASHING_TYPE_NAMES = {"Map", "Optional", "Objects", "Integer", "Long", "Override",
            "Generated", "AttributeValue", "DynamoDbClient", "ItemSchema", "Query", "Page", "Condition", "KeyCodec",
            "Collections", "ArrayList", "HashMap", "LinkedHashMap", "Arrays", "Function", "Stream", "Math", "StringBuilder",
            "Instant", "Boolean", "Character", "Number", "Iterator", "Collectors", "Supplier", "UpdateBuilder",
            "TableDefinition", "EntityOperations", "Repository", "Update", "Scan", "Expressions", "SdkBytes", "Record",
            "KeyPart", "AccessPatternSpec", "RuntimeAccess", "PartitionQuery", "CollectionTable", "CollectionQuery",
            "CharSequence", "Deprecated", "SuppressWarnings", "Void", "System", "Exception", "IllegalArgumentException"};

    /** Types a component is changed to; {@code %R} a record of the design, {@code %E} an enum, {@code %M} a missing type. */
    private static final String[] TYPES = {"int", "long", "double", "float", "short", "byte", "char", "boolean", "String",
            "byte[]", "int[]", "String[]", "List<String>", "List<Integer>", "List<%R>", "List<%E>", "List<byte[]>",
            "List<Optional<String>>", "List<Object>", "List<?>", "List<? extends Number>", "List<List<%R>>",
            "Map<Integer, String>", "Map<String, %R>", "Map<%E, String>", "Map<String, Object>", "Map<String, Map<String, %E>>",
            "Object", "Optional<Optional<String>>", "Optional<String>", "Optional<%R>", "Optional<%E>", "Optional<Integer>",
            "Optional<List<String>>", "Optional<byte[]>", "Optional<Instant>", "Set<String>", "Set<Integer>", "Set<%E>",
            "Set<Instant>", "Set<byte[]>", "Set<SdkBytes>", "Set<ByteBuffer>", "Set<Boolean>", "%R", "%E", "%M",
            "List<%M>", "Optional<%M>", "Integer", "Long", "Character", "Boolean", "Void", "BigDecimal", "BigInteger",
            "Instant", "LocalDate", "LocalDateTime", "UUID", "SdkBytes", "ByteBuffer", "Runnable", "Thread",
            "java.util.Date", "java.util.HashMap<String, String>", "Iterable<String>", "java.util.Collection<String>",
            "CharSequence", "Number", "Comparable<String>", "Enum<%E>", "Class<?>", "Record", "java.time.Duration",
            "java.time.ZonedDateTime", "Map.Entry<String, String>", "java.util.concurrent.atomic.AtomicLong"};

    final Random random;
    private final ProcessorFuzzRuleMutations rules = new ProcessorFuzzRuleMutations(this);
    private final ProcessorFuzzMultiAttributeMutations multiAttribute = new ProcessorFuzzMultiAttributeMutations(this);
    private int fresh;

    ProcessorFuzzMutator(Random random) {
        this.random = random;
    }

    /** A mutation: applies itself and describes what it did, or returns null when it does not apply. */
    record Mutation(String kind, BiFunction<ProcessorFuzzMutator, ProcessorFuzzDesign, String> apply) {
    }

    static final List<Mutation> MUTATIONS = List.of(
            new Mutation("template-insert-junk", ProcessorFuzzMutator::templateInsertJunk),
            new Mutation("template-delete-char", ProcessorFuzzMutator::templateDeleteChar),
            new Mutation("template-placeholder-rename", ProcessorFuzzMutator::templatePlaceholderRename),
            new Mutation("template-replace", ProcessorFuzzMutator::templateReplace),
            new Mutation("template-swap", ProcessorFuzzMutator::templateSwap),
            new Mutation("template-copy-other-entity", ProcessorFuzzMutator::templateCopyOtherEntity),
            new Mutation("component-type", ProcessorFuzzMutator::componentType),
            new Mutation("component-type-wrap", ProcessorFuzzMutator::componentTypeWrap),
            new Mutation("component-swap-names", ProcessorFuzzMutator::componentSwapNames),
            new Mutation("component-rename-everywhere", ProcessorFuzzMutator::componentRenameEverywhere),
            new Mutation("key-component-rename", ProcessorFuzzMutator::keyComponentRename),
            new Mutation("component-rename-derived", ProcessorFuzzMutator::componentRenameDerived),
            new Mutation("component-add", ProcessorFuzzMutator::componentAdd),
            new Mutation("component-drop", ProcessorFuzzMutator::componentDrop),
            new Mutation("component-annotation", ProcessorFuzzMutator::componentAnnotation),
            new Mutation("component-annotation-drop", ProcessorFuzzMutator::componentAnnotationDrop),
            new Mutation("annotation-drop", ProcessorFuzzMutator::annotationDrop),
            new Mutation("annotation-duplicate", ProcessorFuzzMutator::annotationDuplicate),
            new Mutation("annotation-move", ProcessorFuzzMutator::annotationMove),
            new Mutation("index-rename", ProcessorFuzzMutator::indexRename),
            new Mutation("index-swap-names", ProcessorFuzzMutator::indexSwapNames),
            new Mutation("index-add", ProcessorFuzzMutator::indexAdd),
            new Mutation("access-pattern-index", ProcessorFuzzMutator::accessPatternIndex),
            new Mutation("access-pattern-name", ProcessorFuzzMutator::accessPatternName),
            new Mutation("access-pattern-flags", ProcessorFuzzMutator::accessPatternFlags),
            new Mutation("access-pattern-add", ProcessorFuzzMutator::accessPatternAdd),
            new Mutation("shards", ProcessorFuzzMutator::shards),
            new Mutation("projection", ProcessorFuzzMutator::projection),
            new Mutation("vector-index-add", (mutator, design) -> new ProcessorFuzzVectorMutations(mutator).add(design)),
            new Mutation("vector-index-change", (mutator, design) -> new ProcessorFuzzVectorMutations(mutator).change(design)),
            new Mutation("key-attribute", ProcessorFuzzMutator::keyAttribute),
            new Mutation("entity-table-type", ProcessorFuzzMutator::entityTableOrType),
            new Mutation("rename-to-generated-name", ProcessorFuzzMutator::renameToGeneratedName),
            new Mutation("rename-to-clashing-type", ProcessorFuzzMutator::renameToClashingType),
            new Mutation("change-kind", ProcessorFuzzMutator::changeKind),
            new Mutation("collection", ProcessorFuzzMutator::collectionChange),
            new Mutation("duplicate-entity", ProcessorFuzzMutator::duplicateEntity),
            new Mutation("nest-entity", ProcessorFuzzMutator::nestEntity),
            new Mutation("generic-record", ProcessorFuzzMutator::genericRecord),
            new Mutation("move-to-subpackage", ProcessorFuzzMutator::moveToSubpackage),
            new Mutation("annotation-value-constant", ProcessorFuzzMutator::annotationValueConstant),
            new Mutation("attribute-onto-attribute", (mutator, design) -> mutator.rules.attributeOntoAttribute(design)),
            new Mutation("lifecycle-moved", (mutator, design) -> mutator.rules.lifecycleMoved(design)),
            new Mutation("names-at-limits", (mutator, design) -> mutator.rules.namesAtLimits(design)),
            new Mutation("index-count", (mutator, design) -> mutator.rules.indexCount(design)),
            new Mutation("many-projected-attributes", (mutator, design) -> mutator.rules.manyProjectedAttributes(design)),
            new Mutation("wide-include", (mutator, design) -> new ProcessorFuzzProjectionMutations(mutator).wideInclude(design)),
            new Mutation("unusual-character", (mutator, design) -> mutator.rules.unusualCharacter(design)),
            new Mutation("package-layout", (mutator, design) -> mutator.rules.packageLayout(design)),
            new Mutation("key-format", (mutator, design) -> mutator.rules.keyFormat(design)),
            new Mutation("nesting-depth", (mutator, design) -> mutator.rules.nestingDepth(design)),
            new Mutation("table-settings", ProcessorFuzzMutator::tableSettings),
            new Mutation("multi-attribute-index", (mutator, design) -> mutator.multiAttribute.multiAttributeIndex(design)));

    /** Mutation kinds left out, e.g. {@code -Dkeyway.fuzz.exclude=nest-entity,rename-to-generated-name} to look past a known bug. */
    private static final Set<String> EXCLUDED = Set.of(System.getProperty("keyway.fuzz.exclude", "").split(","));

    /** Applies {@code count} random mutations (retrying ones that do not apply); their descriptions. */
    List<String> mutate(ProcessorFuzzDesign design, int count) {
        List<String> applied = new ArrayList<>();
        for (int attempt = 0; applied.size() < count && attempt < count * 20; attempt++) {
            Mutation mutation = MUTATIONS.get(random.nextInt(MUTATIONS.size()));
            if (EXCLUDED.contains(mutation.kind())) {
                continue;
            }
            String description = mutation.apply().apply(this, design);
            if (description != null) {
                applied.add(mutation.kind() + ": " + description);
            }
        }
        return applied;
    }

    /**
     * An entity's {@code @TableSettings} replaced by random ones (issue #26 §4), invalid one time in
     * three: the variant must then fail with the code DynamoDB's rules call for, and settings it
     * accepts are what {@code createTable()} sends to Keyway Local, which refuses what DynamoDB refuses.
     */
    String tableSettings(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        unit.anns.removeIf(ann -> ann.name.equals("TableSettings"));
        ProcessorFuzzSettings settings = ProcessorFuzzSettings.random(random);
        unit.anns.add(0, Ann.parse(settings.annotation()));
        return unit.name + ": " + settings.annotation() + (settings.expected() == null ? "" : " (" + settings.expected() + ")");
    }

    // ---- picking -----------------------------------------------------------------------------

    <T> T pick(List<T> items) {
        return items.isEmpty() ? null : items.get(random.nextInt(items.size()));
    }

    <T> T pick(T[] items) {
        return items[random.nextInt(items.length)];
    }

    Unit entity(ProcessorFuzzDesign design) {
        return pick(design.entities());
    }

    Unit recordUnit(ProcessorFuzzDesign design) {
        return pick(design.allUnits().stream().filter(unit -> unit.kind == Kind.RECORD).toList());
    }

    /** A template-bearing annotation member somewhere in the design: {annotation, member}. */
    Object[] templateMember(ProcessorFuzzDesign design) {
        List<Object[]> found = new ArrayList<>();
        for (Unit unit : design.allUnits()) {
            for (Ann ann : unit.anns) {
                for (String[] member : TEMPLATE_MEMBERS) {
                    if (ann.name.equals(member[0]) && unquote(ann.get(member[1])) != null) {
                        found.add(new Object[] {unit, ann, member[1]});
                    }
                }
            }
        }
        return pick(found);
    }

    String freshName(String prefix) {
        return prefix + (++fresh);
    }

    String componentName(Unit unit) {
        Comp comp = pick(unit.comps);
        return comp == null ? "id" : comp.name;
    }

    String typeFor(ProcessorFuzzDesign design, String pattern) {
        List<Unit> records = design.allUnits().stream().filter(u -> u.kind == Kind.RECORD && !u.isEntity()).toList();
        List<Unit> enums = design.allUnits().stream().filter(u -> u.kind == Kind.ENUM).toList();
        Unit record = pick(records.isEmpty() ? design.entities() : records);
        Unit enumeration = pick(enums);
        return pattern.replace("%R", record == null ? "String" : qualifiedName(design, record))
                .replace("%E", enumeration == null ? "Boolean" : qualifiedName(design, enumeration))
                .replace("%M", freshName("Missing"));
    }

    /** A type's name as seen from a top-level type of the package: {@code Outer.Inner} for a nested one. */
    private static String qualifiedName(ProcessorFuzzDesign design, Unit unit) {
        for (Unit top : design.units) {
            String path = ProcessorFuzzDesign.path(top, unit, "", ".");
            if (path != null) {
                return path;
            }
        }
        return unit.name;
    }

    // ---- templates ---------------------------------------------------------------------------

    private String templateInsertJunk(ProcessorFuzzDesign design) {
        Object[] target = templateMember(design);
        if (target == null) {
            return null;
        }
        Ann ann = (Ann) target[1];
        String member = (String) target[2];
        String template = unquote(ann.get(member));
        int at = random.nextInt(template.length() + 1);
        String junk = pick(JUNK);
        ann.set(member, quote(template.substring(0, at) + junk + template.substring(at)));
        return ((Unit) target[0]).name + " @" + ann.name + "." + member + ": inserted " + quote(junk) + " at " + at;
    }

    private String templateDeleteChar(ProcessorFuzzDesign design) {
        Object[] target = templateMember(design);
        if (target == null) {
            return null;
        }
        Ann ann = (Ann) target[1];
        String member = (String) target[2];
        String template = unquote(ann.get(member));
        if (template.isEmpty()) {
            return null;
        }
        // Prefer the structural characters.
        List<Integer> structural = new ArrayList<>();
        for (int i = 0; i < template.length(); i++) {
            if ("<>#".indexOf(template.charAt(i)) >= 0) {
                structural.add(i);
            }
        }
        int at = structural.isEmpty() || random.nextInt(4) == 0 ? random.nextInt(template.length()) : pick(structural);
        ann.set(member, quote(template.substring(0, at) + template.substring(at + 1)));
        return ((Unit) target[0]).name + " @" + ann.name + "." + member + ": deleted '" + template.charAt(at) + "' at " + at;
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("<([^<>]*)>");

    private String templatePlaceholderRename(ProcessorFuzzDesign design) {
        Object[] target = templateMember(design);
        if (target == null) {
            return null;
        }
        Unit unit = (Unit) target[0];
        Ann ann = (Ann) target[1];
        String member = (String) target[2];
        String template = unquote(ann.get(member));
        Matcher matcher = PLACEHOLDER.matcher(template);
        List<int[]> spans = new ArrayList<>();
        while (matcher.find()) {
            spans.add(new int[] {matcher.start(1), matcher.end(1)});
        }
        if (spans.isEmpty()) {
            return null;
        }
        int[] span = pick(spans);
        String old = template.substring(span[0], span[1]);
        String replacement = switch (random.nextInt(8)) {
            case 0 -> "";
            case 1 -> old.isEmpty() ? "x" : old.substring(0, old.length() - 1);              // a near miss
            case 2 -> old.toUpperCase(java.util.Locale.ROOT);
            case 3 -> freshName("unknown");
            case 4 -> componentName(unit);                                                    // another component
            case 5 -> pick(TRICKY_NAMES);
            case 6 -> old + " ";
            default -> {
                Unit other = entity(design);
                yield other == null ? old : componentName(other);                              // another entity's component
            }
        };
        ann.set(member, quote(template.substring(0, span[0]) + replacement + template.substring(span[1])));
        return unit.name + " @" + ann.name + "." + member + ": <" + old + "> -> <" + replacement + ">";
    }

    private String templateReplace(ProcessorFuzzDesign design) {
        Object[] target = templateMember(design);
        if (target == null) {
            return null;
        }
        Unit unit = (Unit) target[0];
        Ann ann = (Ann) target[1];
        String member = (String) target[2];
        String a = componentName(unit);
        String b = componentName(unit);
        String replacement = switch (random.nextInt(14)) {
            case 0 -> "";
            case 1 -> "X";
            case 2 -> "<" + a + ">";
            case 3 -> "<" + a + "><" + b + ">";
            case 4 -> "#<" + a + ">#";
            case 5 -> "<" + a + ">#";
            case 6 -> "##";
            case 7 -> "<" + a + ">#<" + a + ">";
            case 8 -> "A#<" + a + ">#<" + b + ">";
            case 9 -> "<" + a + "#" + b + ">";
            case 10 -> "<<" + a + ">>";
            case 11 -> "PRE<" + a + ">";
            case 12 -> "é#<" + a + ">#日本";
            default -> "<" + a + ">x";
        };
        ann.set(member, quote(replacement));
        return unit.name + " @" + ann.name + "." + member + " = " + quote(replacement);
    }

    private String templateSwap(ProcessorFuzzDesign design) {
        Object[] first = templateMember(design);
        Object[] second = templateMember(design);
        if (first == null || first[1] == second[1] && first[2].equals(second[2])) {
            return null;
        }
        Ann a = (Ann) first[1];
        Ann b = (Ann) second[1];
        String valueA = a.get((String) first[2]);
        a.set((String) first[2], b.get((String) second[2]));
        b.set((String) second[2], valueA);
        return ((Unit) first[0]).name + " @" + a.name + "." + first[2] + " <-> " + ((Unit) second[0]).name + " @" + b.name
                + "." + second[2];
    }

    /** Another entity's key templates (and its components where needed), so that two entities' keys are equal. */
    private String templateCopyOtherEntity(ProcessorFuzzDesign design) {
        Unit target = entity(design);
        Unit source = entity(design);
        if (target == null || target == source) {
            return null;
        }
        for (String annotation : List.of("PartitionKey", "SortKey")) {
            Ann from = source.ann(annotation);
            Ann to = target.ann(annotation);
            if (from != null && to != null) {
                to.set("value", from.get("value"));
            }
        }
        // Make the placeholders name components of the target too.
        for (Comp comp : source.comps) {
            if (target.comp(comp.name) == null) {
                target.comps.add(comp.copy());
            }
        }
        return target.name + " takes the primary-key templates of " + source.name;
    }

    // ---- components --------------------------------------------------------------------------

    private String componentType(ProcessorFuzzDesign design) {
        Unit unit = random.nextInt(4) == 0 ? recordUnit(design) : entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = pick(unit.comps);
        String old = comp.type;
        comp.type = typeFor(design, pick(TYPES));
        return unit.name + "." + comp.name + ": " + old + " -> " + comp.type;
    }

    private String componentTypeWrap(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = pick(unit.comps);
        String old = comp.type;
        String boxed = switch (old) {
            case "int" -> "Integer";
            case "long" -> "Long";
            case "boolean" -> "Boolean";
            case "double" -> "Double";
            case "float" -> "Float";
            case "short" -> "Short";
            case "byte" -> "Byte";
            case "char" -> "Character";
            default -> old;
        };
        comp.type = switch (random.nextInt(5)) {
            case 0 -> "Optional<" + boxed + ">";
            case 1 -> "Optional<Optional<" + boxed + ">>";
            case 2 -> "List<" + boxed + ">";
            case 3 -> "Set<" + boxed + ">";
            default -> "Map<String, " + boxed + ">";
        };
        return unit.name + "." + comp.name + ": " + old + " -> " + comp.type;
    }

    private String componentSwapNames(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.size() < 2) {
            return null;
        }
        Comp a = pick(unit.comps);
        Comp b = pick(unit.comps);
        if (a == b) {
            return null;
        }
        String name = a.name;
        a.name = b.name;
        b.name = name;
        return unit.name + ": swapped the names of components " + b.name + " and " + a.name;
    }

    /** Renames a component and every reference to it (placeholders, include, shardBy). */
    private String componentRenameEverywhere(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = pick(unit.comps);
        String to = pick(TRICKY_NAMES);
        return renameComponent(unit, comp, to);
    }

    /** Renames the component of the unit and every reference to it (placeholders, include, shardBy). */
    private static String renameComponent(Unit unit, Comp comp, String to) {
        if (to == null || to.isEmpty() || unit.comp(to) != null) {
            return null;
        }
        String from = comp.name;
        comp.name = to;
        for (Ann ann : unit.anns) {
            for (String[] member : ann.members) {
                String text = unquote(member[1]);
                if (text != null && (member[0].equals("shardBy") ? text.equals(from) : text.contains("<" + from + ">"))) {
                    member[1] = quote(member[0].equals("shardBy") ? to : text.replace("<" + from + ">", "<" + to + ">"));
                } else if (member[0].equals("include")) {
                    member[1] = member[1].replace("\"" + from + "\"", quote(to));
                }
            }
        }
        return unit.name + ": component " + from + " renamed to " + to + " everywhere";
    }

    /** Names generated code uses for its own parameters, locals, fields and methods next to key components. */
    private static final String[] KEY_NAMES = {"shard", "shards", "spec", "from", "to", "prefix", "table", "client",
            "tableName", "item", "values", "value", "condition", "attributes", "records", "keys", "options", "cursor",
            "limit", "page", "where", "copy", "filter", "select", "stream", "entity", "key", "index", "type", "version",
            "other", "that", "i", "n", "e", "segment", "KEY_SHARDS", "ENTITY_TYPE", "INSTANCE", "x", "descending",
            "consistentRead", "partitionKey", "sortKey", "sortKeyPrefix", "primaryKey", "expected", "updates", "names",
            "expressions", "projection", "sharded", "all", "of", "equalTo", "between", "lessThan", "beginsWith", "encoded",
            "builder", "result", "schema", "pageSize", "self", "q", "it", "next", "previous", "lower", "upper", "bound",
            "narrow", "lessThanOrEqual", "greaterThan", "greaterThanOrEqual", "query", "PATTERN", "ID", "PARTITION_KEY_SHARDS"};

    /** Renames a component used in a key template (or as shardBy) to a name generated code also uses. */
    private String keyComponentRename(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        Set<String> used = new LinkedHashSet<>();
        for (Ann ann : unit.anns) {
            for (String[] member : ann.members) {
                String text = unquote(member[1]);
                if (text == null) {
                    continue;
                }
                if (member[0].equals("shardBy")) {
                    used.add(text);
                }
                Matcher matcher = PLACEHOLDER.matcher(text);
                while (matcher.find()) {
                    used.add(matcher.group(1));
                }
            }
        }
        List<Comp> candidates = unit.comps.stream().filter(comp -> used.contains(comp.name)).toList();
        Comp comp = pick(candidates);
        if (comp == null) {
            return null;
        }
        String done = renameComponent(unit, comp, pick(KEY_NAMES));
        return done == null ? null : done + " (a key component)";
    }

    /** Renames a component to a name derived from the design: another type, component, index or pattern's name. */
    private String componentRenameDerived(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.size() < 2) {
            return null;
        }
        Comp comp = pick(unit.comps);
        Comp other = pick(unit.comps);
        Unit type = pick(design.allUnits());
        Ann index = pick(indexes(unit));
        Ann pattern = pick(unit.annsNamed("AccessPattern"));
        String name = switch (random.nextInt(8)) {
            case 0 -> decapitalize(type.name);
            case 1 -> decapitalize(unit.name);
            case 2 -> other.name + pick(new String[] {"Key", "Range", "Equals", "Query", "Shard", "s", "_", "$", "2"});
            case 3 -> Character.toUpperCase(other.name.charAt(0)) + other.name.substring(1);
            case 4 -> index == null || unquote(index.get("index")) == null || unquote(index.get("index")).isEmpty() ? null
                    : decapitalize(unquote(index.get("index")).replaceAll("[^A-Za-z0-9]", ""))
                            + pick(new String[] {"PartitionKey", "SortKey", "SortKeyPrefix", "", "PK", "SK"});
            case 5 -> pattern == null ? null : unquote(pattern.get("name"));
            case 6 -> other.name.toUpperCase(java.util.Locale.ROOT);
            default -> type.name;
        };
        if (name == null || name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return null;
        }
        return renameComponent(unit, comp, name);
    }

    private static String decapitalize(String name) {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private String componentAdd(ProcessorFuzzDesign design) {
        Unit unit = random.nextInt(3) == 0 ? recordUnit(design) : entity(design);
        if (unit == null) {
            return null;
        }
        Comp comp = new Comp();
        comp.type = typeFor(design, pick(TYPES));
        comp.name = random.nextBoolean() ? freshName("extra") : pick(TRICKY_NAMES);
        if (unit.comp(comp.name) != null) {
            return null;
        }
        unit.comps.add(random.nextInt(unit.comps.size() + 1), comp);
        return unit.name + ": added component " + comp.type + " " + comp.name;
    }

    private String componentDrop(ProcessorFuzzDesign design) {
        Unit unit = random.nextInt(4) == 0 ? recordUnit(design) : entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = pick(unit.comps);
        unit.comps.remove(comp);
        return unit.name + ": dropped component " + comp.name;
    }

    private String componentAnnotation(ProcessorFuzzDesign design) {
        Unit unit = random.nextInt(5) == 0 ? recordUnit(design) : entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        Comp comp = pick(unit.comps);
        String annotation = switch (random.nextInt(9)) {
            case 0 -> "@Version";
            case 1 -> "@Ttl";
            case 2 -> "@Unique";
            case 3 -> "@Attribute(" + quote(pick(new String[] {"", " ", "PK", "SK", "_type", "GSI1PK", "GSI1SK", "emailKey",
                    "amountKey", "id", "x y", "é", "#", "a.b", "owner", "expiresAt", "version", "\"", "\\"})) + ")";
            case 4 -> "@Attribute(" + quote(componentName(unit)) + ")";
            case 5 -> "@Attribute(" + quote(pick(TRICKY_NAMES)) + ")";
            case 6 -> "@Entity(table = \"Shop\")";
            case 7 -> "@Deprecated";
            default -> "@Attribute(" + quote(freshName("stored")) + ")";
        };
        comp.anns.add(Ann.parse(annotation));
        return unit.name + "." + comp.name + ": added " + annotation;
    }

    private String componentAnnotationDrop(ProcessorFuzzDesign design) {
        List<Object[]> found = new ArrayList<>();
        for (Unit unit : design.allUnits()) {
            for (Comp comp : unit.comps) {
                for (Ann ann : comp.anns) {
                    found.add(new Object[] {unit, comp, ann});
                }
            }
        }
        Object[] target = pick(found);
        if (target == null) {
            return null;
        }
        ((Comp) target[1]).anns.remove(target[2]);
        return ((Unit) target[0]).name + "." + ((Comp) target[1]).name + ": dropped " + ((Ann) target[2]).render();
    }

    // ---- annotations on types ----------------------------------------------------------------

    private Object[] typeAnnotation(ProcessorFuzzDesign design) {
        List<Object[]> found = new ArrayList<>();
        for (Unit unit : design.allUnits()) {
            for (Ann ann : unit.anns) {
                found.add(new Object[] {unit, ann});
            }
        }
        return pick(found);
    }

    private String annotationDrop(ProcessorFuzzDesign design) {
        Object[] target = typeAnnotation(design);
        if (target == null) {
            return null;
        }
        ((Unit) target[0]).anns.remove(target[1]);
        return ((Unit) target[0]).name + ": dropped " + ((Ann) target[1]).render();
    }

    private String annotationDuplicate(ProcessorFuzzDesign design) {
        Object[] target = typeAnnotation(design);
        if (target == null) {
            return null;
        }
        Unit unit = (Unit) target[0];
        Ann ann = (Ann) target[1];
        unit.anns.add(random.nextInt(unit.anns.size() + 1), ann.copy());
        return unit.name + ": duplicated " + ann.render();
    }

    private String annotationMove(ProcessorFuzzDesign design) {
        Object[] target = typeAnnotation(design);
        Unit to = pick(design.allUnits());
        if (target == null || to == target[0]) {
            return null;
        }
        Ann ann = (Ann) target[1];
        ((Unit) target[0]).anns.remove(ann);
        to.anns.add(ann);
        return "moved " + ann.render() + " from " + ((Unit) target[0]).name + " to " + to.name;
    }

    // ---- indexes and access patterns ---------------------------------------------------------

    static List<Ann> indexes(Unit unit) {
        return unit.anns.stream().filter(ann -> ann.name.equals("Gsi") || ann.name.equals("Lsi")).toList();
    }

    private Set<String> indexNames(ProcessorFuzzDesign design) {
        Set<String> names = new LinkedHashSet<>();
        for (Unit unit : design.allUnits()) {
            for (Ann ann : indexes(unit)) {
                String name = unquote(ann.get("index"));
                if (name != null) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    private String otherIndexName(ProcessorFuzzDesign design, String current) {
        List<String> names = new ArrayList<>(indexNames(design));
        return switch (random.nextInt(8)) {
            case 0 -> "";
            case 1 -> current == null ? "gsi1" : current.toLowerCase(java.util.Locale.ROOT);
            case 2 -> freshName("Unknown");
            case 3 -> pick(new String[] {"GSI 1", "GSI-1", "1GSI", "gsi_1", "Größe", "class", "LSI1", "GSI1", "PK", "_type",
                    "a\"b", "x*/y", "\\u0041"});
            default -> names.isEmpty() ? "GSI9" : pick(names);
        };
    }

    private String indexRename(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        Ann index = unit == null ? null : pick(indexes(unit));
        if (index == null) {
            return null;
        }
        String old = unquote(index.get("index"));
        String name = otherIndexName(design, old);
        index.set("index", quote(name));
        if (random.nextBoolean()) { // keep the entity's access patterns pointing at it
            for (Ann pattern : unit.annsNamed("AccessPattern")) {
                if (old != null && old.equals(unquote(pattern.get("index")))) {
                    pattern.set("index", quote(name));
                }
            }
            return unit.name + ": index " + old + " renamed to " + quote(name) + " with its access patterns";
        }
        return unit.name + ": index " + old + " renamed to " + quote(name);
    }

    private String indexSwapNames(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || indexes(unit).size() < 2) {
            return null;
        }
        Ann a = pick(indexes(unit));
        Ann b = pick(indexes(unit));
        if (a == b) {
            return null;
        }
        String name = a.get("index");
        a.set("index", b.get("index"));
        b.set("index", name);
        return unit.name + ": swapped index names " + a.get("index") + " and " + b.get("index");
    }

    private String indexAdd(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        String name = random.nextBoolean() ? otherIndexName(design, null) : freshName("Idx");
        String a = componentName(unit);
        String b = componentName(unit);
        Ann ann = random.nextInt(3) == 0
                ? Ann.parse("@Lsi(index = " + quote(name) + ", sortKey = " + quote("L#<" + a + ">") + ")")
                : Ann.parse("@Gsi(index = " + quote(name) + ", partitionKey = " + quote("P#<" + a + ">")
                + (random.nextBoolean() ? ", sortKey = " + quote("<" + b + ">") : "") + ")");
        unit.anns.add(ann);
        if (random.nextBoolean()) {
            unit.anns.add(Ann.parse("@AccessPattern(name = " + quote(freshName("via")) + ", index = " + quote(name) + ")"));
        }
        return unit.name + ": added " + ann.render();
    }

    private String accessPatternIndex(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        Ann pattern = unit == null ? null : pick(unit.annsNamed("AccessPattern"));
        if (pattern == null) {
            return null;
        }
        String name = otherIndexName(design, unquote(pattern.get("index")));
        pattern.set("index", quote(name));
        return unit.name + ": access pattern " + pattern.get("name") + " on index " + quote(name);
    }

    private String accessPatternName(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        Ann pattern = unit == null ? null : pick(unit.annsNamed("AccessPattern"));
        if (pattern == null) {
            return null;
        }
        String name = switch (random.nextInt(4)) {
            case 0 -> pick(new String[] {"", " ", "1x", "a-b", "class", "true", "null", "_", "put", "get", "delete", "update",
                    "create", "createTable", "scan", "putAll", "getAll", "deleteAll", "tableName", "entityTable",
                    "hashCode", "toString", "equals", "wait", "getClass", "notify", "finalize", "clone", "a b", "é",
                    "bestellungÄ", "$", "$x", "x$y", "record", "var", "yield", "sealed", "main"});
            case 1 -> {
                Ann other = pick(unit.annsNamed("AccessPattern"));
                yield unquote(other.get("name")) == null ? "x" : unquote(other.get("name"));    // a duplicate
            }
            case 2 -> pick(TRICKY_NAMES);
            default -> {
                Unit other = entity(design);
                Ann otherPattern = other == null ? null : pick(other.annsNamed("AccessPattern"));
                yield otherPattern == null || unquote(otherPattern.get("name")) == null ? "ordersOf" : unquote(otherPattern.get("name"));
            }
        };
        String old = pattern.get("name");
        pattern.set("name", quote(name));
        return unit.name + ": access pattern " + old + " renamed to " + quote(name);
    }

    private String accessPatternFlags(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        Ann pattern = unit == null ? null : pick(unit.annsNamed("AccessPattern"));
        if (pattern == null) {
            return null;
        }
        String member = random.nextBoolean() ? "descending" : "consistentRead";
        String value = random.nextBoolean() ? "true" : "false";
        pattern.set(member, value);
        return unit.name + ": access pattern " + pattern.get("name") + " " + member + " = " + value;
    }

    private String accessPatternAdd(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        names.add("");
        indexes(unit).forEach(index -> names.add(unquote(index.get("index"))));
        String index = pick(names);
        String name = random.nextBoolean() ? freshName("query") : pick(TRICKY_NAMES);
        Ann ann = Ann.parse("@AccessPattern(name = " + quote(name) + (index == null || index.isEmpty() ? "" : ", index = " + quote(index))
                + (random.nextBoolean() ? ", descending = true" : "") + (random.nextInt(3) == 0 ? ", consistentRead = true" : "") + ")");
        unit.anns.add(ann);
        return unit.name + ": added " + ann.render();
    }

    private String shards(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        List<Ann> targets = new ArrayList<>(unit.annsNamed("Gsi"));
        targets.addAll(unit.annsNamed("PartitionKey"));
        Ann ann = pick(targets);
        if (ann == null) {
            return null;
        }
        StringBuilder done = new StringBuilder(unit.name + " " + ann.name + ":");
        if (random.nextInt(3) > 0) {
            String shards = pick(new String[] {"-1", "0", "1", "2", "3", "8", "999", "1000", "1001", "Integer.MAX_VALUE",
                    "Integer.MIN_VALUE", "16"});
            ann.set("shards", shards);
            done.append(" shards = ").append(shards);
        }
        if (random.nextInt(3) > 0) {
            String shardBy = switch (random.nextInt(5)) {
                case 0 -> "";
                case 1 -> freshName("unknown");
                case 2 -> pick(TRICKY_NAMES);
                default -> componentName(unit);
            };
            ann.set("shardBy", quote(shardBy));
            done.append(" shardBy = ").append(quote(shardBy));
        }
        return done.toString();
    }

    private String projection(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        Ann index = unit == null ? null : pick(indexes(unit));
        if (index == null) {
            return null;
        }
        String projection = "Projection." + pick(new String[] {"ALL", "KEYS_ONLY", "INCLUDE"});
        index.set("projection", projection);
        String include = switch (random.nextInt(6)) {
            case 0 -> null;
            case 1 -> "{}";
            case 2 -> "{" + quote(componentName(unit)) + "}";
            case 3 -> "{" + quote(componentName(unit)) + ", " + quote(componentName(unit)) + "}";
            case 4 -> "{" + quote(freshName("unknown")) + "}";
            default -> "{" + quote(pick(new String[] {"", "PK", "_type", "GSI1PK", "fullName", "renamed"})) + "}";
        };
        if (include == null) {
            index.remove("include");
        } else {
            index.set("include", include);
        }
        return unit.name + " index " + index.get("index") + ": projection = " + projection + ", include = " + include;
    }

    private String keyAttribute(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        Object[] target = pick(keyAttributeMembers(unit));
        if (target == null) {
            return null;
        }
        Ann ann = (Ann) target[0];
        String value = pick(new String[] {"", "PK", "SK", "GSI1PK", "GSI1SK", "_type", "pk", "x", "id", "emailKey",
                "amountKey", "owner", "PK ", "é", "a\"b", componentName(unit)});
        ann.set((String) target[1], quote(value));
        return unit.name + " @" + ann.name + "." + target[1] + " = " + quote(value);
    }

    /** The members naming the entity's key attributes: {annotation, member} ({@code attribute}, {@code sortKeyAttribute}...). */
    static List<Object[]> keyAttributeMembers(Unit unit) {
        List<Object[]> members = new ArrayList<>();
        for (Ann ann : unit.anns) {
            switch (ann.name) {
                case "PartitionKey", "SortKey" -> members.add(new Object[] {ann, "attribute"});
                case "Gsi" -> {
                    members.add(new Object[] {ann, "partitionKeyAttribute"});
                    members.add(new Object[] {ann, "sortKeyAttribute"});
                }
                case "Lsi" -> members.add(new Object[] {ann, "sortKeyAttribute"});
                default -> {
                }
            }
        }
        return members;
    }

    private String entityTableOrType(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        Ann entity = unit.ann("Entity");
        if (random.nextBoolean()) {
            Set<String> tables = new LinkedHashSet<>();
            design.entities().forEach(e -> {
                String table = unquote(e.ann("Entity").get("table"));
                if (table != null) {
                    tables.add(table);
                }
            });
            String table = random.nextInt(3) > 0 && !tables.isEmpty() ? pick(new ArrayList<>(tables))
                    : pick(new String[] {"", " ", "Shop-2", "my table", "123", "class", "Shop.Table", "Größe", "a\"b", "T*/",
                            "_", "$", "Shop", "shop", "SHOP"});
            entity.set("table", quote(table));
            return unit.name + ": table = " + quote(table);
        }
        String type = switch (random.nextInt(4)) {
            case 0 -> pick(new String[] {"", " ", "a\"b", "_unique", "Ω", "x#y", "<id>", "$", "Order", "Customer"});
            case 1 -> {
                Unit other = entity(design);
                yield other.name;
            }
            case 2 -> unit.name.toLowerCase(java.util.Locale.ROOT);
            default -> freshName("Type");
        };
        entity.set("type", quote(type));
        return unit.name + ": type = " + quote(type);
    }

    // ---- types -------------------------------------------------------------------------------

    private String renameToGeneratedName(ProcessorFuzzDesign design) {
        Unit entity = entity(design);
        Unit victim = pick(design.allUnits());
        if (entity == null || victim == null) {
            return null;
        }
        String name;
        switch (random.nextInt(6)) {
            case 0 -> name = entity.name + "Repository";
            case 1 -> name = entity.name + "Keys";
            case 2 -> name = entity.name + "Schema";
            case 3 -> {
                String table = unquote(entity.ann("Entity").get("table"));
                name = table == null ? "ShopTable" : ClassNames.tableClassName(table);
            }
            case 4 -> {
                Unit collection = pick(design.allUnits().stream().filter(u -> u.ann("ItemCollection") != null).toList());
                name = (collection == null ? entity.name : collection.name) + "Collection";
            }
            default -> name = entity.name + pick(new String[] {"Query", "OrdersOfQuery", "Item", "Converter", "Keys2"});
        }
        if (design.hasType(name) || victim == entity && !name.startsWith(entity.name + "Query")) {
            return null;
        }
        String old = victim.name;
        design.renameType(old, name);
        return "renamed " + old + " to " + name;
    }

    private String renameToClashingType(ProcessorFuzzDesign design) {
        Unit victim = pick(design.allUnits());
        String name = pick(CLASHING_TYPE_NAMES);
        if (victim == null || design.hasType(name)) {
            return null;
        }
        String old = victim.name;
        design.renameType(old, name);
        return "renamed " + old + " to " + name;
    }

    private String changeKind(ProcessorFuzzDesign design) {
        Unit unit = pick(design.allUnits().stream().filter(u -> u.kind == Kind.RECORD).toList());
        if (unit == null) {
            return null;
        }
        Kind kind = pick(new Kind[] {Kind.CLASS, Kind.INTERFACE, Kind.ENUM});
        unit.kind = kind;
        if (kind == Kind.ENUM) {
            unit.constants.add("ONE");
            unit.comps.clear();
        }
        if (kind != Kind.RECORD && random.nextInt(3) > 0) {
            unit.comps.forEach(comp -> comp.anns.clear()); // record-component annotations do not fit fields or methods
        }
        if (kind == Kind.INTERFACE) {
            // An interface cannot implement; a sealed one would need its subtypes to extend it.
            unit.interfaces.clear();
            unit.nested.clear();
            for (Unit other : design.allUnits()) {
                other.permits.remove(unit.name);
            }
        }
        return unit.name + " is now a " + kind.name().toLowerCase(java.util.Locale.ROOT);
    }

    private String collectionChange(ProcessorFuzzDesign design) {
        Unit collection = pick(design.allUnits().stream().filter(u -> u.ann("ItemCollection") != null).toList());
        switch (random.nextInt(collection == null ? 1 : 7)) {
            case 0 -> {
                // a new collection over two entities
                Unit a = entity(design);
                Unit b = entity(design);
                if (a == null || b == null || a == b || !a.interfaces.isEmpty() || !b.interfaces.isEmpty()) {
                    return null;
                }
                String name = freshName("Items");
                Unit created = ProcessorFuzzDesign.collection(name, random.nextBoolean() ? "@ItemCollection"
                        : "@ItemCollection(index = " + quote(otherIndexName(design, null)) + ")", a.name, b.name);
                a.interfaces.add(name);
                b.interfaces.add(name);
                design.units.add(created);
                return "new collection " + name + " over " + a.name + " and " + b.name;
            }
            case 1 -> {
                collection.kind = Kind.INTERFACE;
                return collection.name + " is no longer sealed";
            }
            case 2 -> {
                String index = otherIndexName(design, null);
                collection.ann("ItemCollection").set("index", quote(index));
                return collection.name + " on index " + quote(index);
            }
            case 3 -> {
                Unit added = entity(design);
                if (added == null || collection.permits.contains(added.name) || !added.interfaces.isEmpty()) {
                    return null;
                }
                collection.permits.add(added.name);
                added.interfaces.add(collection.name);
                return collection.name + " also permits " + added.name;
            }
            case 4 -> {
                String removed = pick(collection.permits);
                if (removed == null || collection.permits.size() < 2) {
                    return null;
                }
                collection.permits.remove(removed);
                for (Unit unit : design.allUnits()) {
                    if (unit.name.equals(removed)) {
                        unit.interfaces.remove(collection.name);
                    }
                }
                return collection.name + " no longer permits " + removed;
            }
            case 5 -> {
                // a permitted record that is not an entity
                Unit plain = pick(design.allUnits().stream().filter(u -> u.kind == Kind.RECORD && !u.isEntity()
                        && u.interfaces.isEmpty() && design.units.contains(u)).toList());
                if (plain == null) {
                    return null;
                }
                collection.permits.add(plain.name);
                plain.interfaces.add(collection.name);
                return collection.name + " also permits the plain record " + plain.name;
            }
            default -> {
                collection.anns.remove(collection.ann("ItemCollection"));
                Unit other = pick(design.allUnits());
                other.anns.add(Ann.parse("@ItemCollection"));
                return "@ItemCollection moved from " + collection.name + " to " + other.name;
            }
        }
    }

    /** A copy of an entity under another name in the same table: equal templates, maybe another type. */
    private String duplicateEntity(ProcessorFuzzDesign design) {
        Unit entity = entity(design);
        if (entity == null || !design.units.contains(entity)) {
            return null;
        }
        Unit copy = entity.copy();
        copy.name = entity.name + "Copy" + (++fresh);
        copy.interfaces.clear();
        if (random.nextBoolean()) {
            copy.ann("Entity").set("type", quote(copy.name));
        }
        design.units.add(copy);
        return "copied " + entity.name + " to " + copy.name + " (same templates" + (copy.ann("Entity").get("type") != null
                ? ", type " + copy.ann("Entity").get("type") : "") + ")";
    }

    /** An entity copied as a nested record of another type, possibly with the same simple name as a top-level one. */
    private String nestEntity(ProcessorFuzzDesign design) {
        Unit entity = entity(design);
        Unit outer = pick(design.units.stream().filter(u -> u.kind == Kind.RECORD || u.kind == Kind.CLASS
                || u.kind == Kind.INTERFACE).toList());
        if (entity == null || outer == null || outer == entity || !entity.interfaces.isEmpty()) {
            return null;
        }
        Unit nested = entity.copy();
        nested.nested.clear();
        boolean sameName = random.nextBoolean();
        if (!sameName) {
            nested.name = freshName(entity.name + "N");
        }
        nested.ann("Entity").set("type", quote(freshName("Nested")));
        // Different literal prefixes, so that the keys cannot collide with the original's.
        Ann partitionKey = nested.ann("PartitionKey");
        String template = partitionKey == null ? null : unquote(partitionKey.get("value"));
        if (template != null) {
            partitionKey.set("value", quote("NESTED" + template));
        }
        outer.nested.add(nested);
        return "copied entity " + entity.name + " as nested " + outer.name + "." + nested.name;
    }

    /** Moves a top-level type into a subpackage (every file imports every package of the design). */
    private String moveToSubpackage(ProcessorFuzzDesign design) {
        Unit unit = pick(design.units);
        if (unit == null) {
            return null;
        }
        unit.subpackage = pick(new String[] {"sub", "a.b", "model", "x", ""});
        return "moved " + unit.name + " to subpackage \"" + unit.subpackage + "\"";
    }

    /** An annotation value that is a constant of a generated class (not there in the first round) or of a missing one. */
    private String annotationValueConstant(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null) {
            return null;
        }
        Ann entityAnn = unit.ann("Entity");
        String table = entityAnn == null ? null : unquote(entityAnn.get("table"));
        Object[] target = templateMember(design);
        switch (random.nextInt(5)) {
            case 0 -> {
                if (table == null) {
                    return null;
                }
                entityAnn.set("table", ClassNames.tableClassName(table) + ".NAME");
                return unit.name + ": table = " + entityAnn.get("table");
            }
            case 1 -> {
                entityAnn.set("type", unit.name + "Schema.ENTITY_TYPE");
                return unit.name + ": type = " + entityAnn.get("type");
            }
            case 2 -> {
                if (target == null) {
                    return null;
                }
                Ann ann = (Ann) target[1];
                ann.set((String) target[2], "MissingConstants.TEMPLATE");
                return ((Unit) target[0]).name + " @" + ann.name + "." + target[2] + " = MissingConstants.TEMPLATE";
            }
            case 3 -> {
                if (target == null) {
                    return null;
                }
                Ann ann = (Ann) target[1];
                String value = ann.get((String) target[2]);
                ann.set((String) target[2], value + " + " + quote(""));
                return ((Unit) target[0]).name + " @" + ann.name + "." + target[2] + " = " + ann.get((String) target[2]);
            }
            default -> {
                Ann pattern = pick(unit.annsNamed("AccessPattern"));
                if (pattern == null) {
                    return null;
                }
                pattern.set("index", unit.name + "Keys.INDEX");
                return unit.name + ": access pattern " + pattern.get("name") + " index = " + pattern.get("index");
            }
        }
    }

    private String genericRecord(ProcessorFuzzDesign design) {
        Unit unit = entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        unit.typeParameters = "<T>";
        Comp comp = pick(unit.comps);
        comp.type = random.nextBoolean() ? "T" : "List<T>";
        return unit.name + " is generic, component " + comp.name + " of type " + comp.type;
    }
}
