package dev.keyway.processor.fuzz;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.fuzz.ProcessorFuzzValues.Use;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@link ProcessorFuzzOracle} needs to know of one accepted entity, read from the design the
 * processor accepted: its classes' names, key templates, indexes, access patterns and the use of
 * each component. Annotation values are the design's literals (a concatenation of literals is
 * evaluated, as javac would).
 */
final class ProcessorFuzzEntity {

    private static final Pattern PLACEHOLDER = Pattern.compile("<([^<>]*)>");

    /** A key of the entity: the table's primary key (index {@code ""}) or a secondary index. */
    record Key(String index, boolean local, String partitionTemplate, String sortTemplate, int shards, String shardBy,
               char delimiter) {

        /** The partition-key components, in order of first appearance. */
        List<String> partitionComponents() {
            return placeholders(partitionTemplate);
        }

        /** The sort-key components, in template order. */
        List<String> sortComponents() {
            return sortTemplate == null ? List.of() : placeholders(sortTemplate);
        }

        /** Every component the key is built from, the shard's too. */
        Set<String> components() {
            Set<String> all = new LinkedHashSet<>(partitionComponents());
            all.addAll(sortComponents());
            if (shards > 1 && shardBy != null && !shardBy.isEmpty()) {
                all.add(shardBy);
            }
            return all;
        }

        boolean primary() {
            return index.isEmpty();
        }

        boolean sharded() {
            return shards > 1;
        }
    }

    /** An access pattern: its method, the key it queries and its order. */
    record AccessPattern(String name, Key key, boolean descending) {
    }

    final Unit unit;
    final String binaryName;
    final String packageName;
    final Key primary;
    final List<Key> indexes = new ArrayList<>();
    final List<AccessPattern> patterns = new ArrayList<>();
    /**
     * The entity's {@code @MultiAttributeGsi} indexes, each as a key whose templates name the components in key
     * order ({@code <tournamentId>#<region>}): their queries take and narrow those components as a template's.
     */
    final List<Key> multiAttributeIndexes = new ArrayList<>();
    /** The delimiter of the table's sort key ({@code @SortKey(delimiter = ...)}), {@code #} unless declared. */
    private final char sortDelimiter;

    ProcessorFuzzEntity(ProcessorFuzzDesign design, String variantPackage, Unit unit) {
        this.unit = unit;
        this.binaryName = design.binaryName(variantPackage, unit);
        this.packageName = design.packageOfUnit(variantPackage, unit);
        Ann partition = unit.ann("PartitionKey");
        Ann sort = unit.ann("SortKey");
        this.primary = new Key("", false, literal(partition.get("value")), sort == null ? null : literal(sort.get("value")),
                integer(partition.get("shards"), 1), literal(partition.get("shardBy")), delimiter(partition));
        this.sortDelimiter = sort == null ? '#' : delimiter(sort);
        for (Ann ann : unit.anns) {
            if (ann.name.equals("Gsi")) {
                String sortKey = literal(ann.get("sortKey"));
                indexes.add(new Key(literal(ann.get("index")), false, literal(ann.get("partitionKey")),
                        sortKey == null || sortKey.isEmpty() ? null : sortKey, integer(ann.get("shards"), 1),
                        literal(ann.get("shardBy")), delimiter(ann)));
            } else if (ann.name.equals("Lsi")) {
                indexes.add(new Key(literal(ann.get("index")), true, primary.partitionTemplate(), literal(ann.get("sortKey")),
                        primary.shards(), primary.shardBy(), delimiter(ann)));
            }
        }
        for (Ann ann : unit.annsNamed("MultiAttributeGsi")) {
            List<String> sortComponents = componentNames(ann.get("sortKey"));
            multiAttributeIndexes.add(new Key(literal(ann.get("index")), false, templateOf(componentNames(ann.get("partitionKey"))),
                    sortComponents.isEmpty() ? null : templateOf(sortComponents), 1, null, '#'));
        }
        for (Ann ann : unit.annsNamed("AccessPattern")) {
            String index = ann.get("index") == null ? "" : literal(ann.get("index"));
            if (unit.annsNamed("VectorIndex").stream().anyMatch(vector -> index.equals(literal(vector.get("index"))))) {
                continue; // a search, not a query: ProcessorFuzzVectors's part
            }
            Key key = index.isEmpty() ? primary
                    : indexes.stream().filter(candidate -> candidate.index().equals(index)).findFirst().orElse(null);
            if (key == null) { // on a @MultiAttributeGsi
                key = multiAttributeIndexes.stream().filter(candidate -> candidate.index().equals(index)).findFirst()
                        .orElse(null);
            }
            if (key == null) {
                continue;
            }
            patterns.add(new AccessPattern(literal(ann.get("name")), key, "true".equals(ann.get("descending"))));
        }
    }

    /**
     * The stored attributes of the components keying the entity's {@code @MultiAttributeGsi} indexes (a component's
     * attribute is its name unless {@code @Attribute} renames it).
     */
    Set<String> multiAttributeKeyAttributes() {
        Set<String> attributes = new LinkedHashSet<>();
        for (Ann ann : unit.annsNamed("MultiAttributeGsi")) {
            for (String member : List.of("partitionKey", "sortKey")) {
                String raw = ann.get(member);
                if (raw == null) {
                    continue;
                }
                Matcher names = Pattern.compile("\"([^\"]*)\"").matcher(raw);
                while (names.find()) {
                    String component = names.group(1);
                    attributes.add(unit.comps.stream().filter(comp -> comp.name.equals(component)).findFirst()
                            .map(this::storedName).orElse(component));
                }
            }
        }
        return attributes;
    }

    private String storedName(ProcessorFuzzDesign.Comp comp) {
        for (Ann ann : comp.anns) {
            if (ann.name.equals("Attribute") && ann.get("value") != null) {
                return literal(ann.get("value"));
            }
        }
        return comp.name;
    }

    /** The simple name generated classes are named after. */
    String simpleName() {
        return unit.name;
    }

    /** {@code XKeys}, {@code XSchema}, {@code XRepository}: generated beside the record, in its package. */
    String generated(String suffix) {
        return (packageName.isEmpty() ? "" : packageName + ".") + unit.name + suffix;
    }

    /** The primary-key components: the partition key's, then the sort key's, each once. */
    List<String> primaryComponents() {
        Set<String> all = new LinkedHashSet<>(primary.partitionComponents());
        all.addAll(primary.sortComponents());
        return new ArrayList<>(all);
    }

    Key index(String name) {
        return indexes.stream().filter(index -> index.index().equals(name)).findFirst()
                .or(() -> multiAttributeIndexes.stream().filter(index -> index.index().equals(name)).findFirst())
                .orElse(null);
    }

    /** The component names of a {@code @MultiAttributeGsi} key member ({@code {"a", "b"}}), in order. */
    private static List<String> componentNames(String raw) {
        List<String> names = new ArrayList<>();
        if (raw != null) {
            Matcher quoted = Pattern.compile("\"([^\"]*)\"").matcher(raw);
            while (quoted.find()) {
                names.add(quoted.group(1));
            }
        }
        return names;
    }

    /** {@code <a>#<b>}: a template naming the components, for a multi-attribute key's {@link Key}. */
    private static String templateOf(List<String> components) {
        return String.join("#", components.stream().map(component -> "<" + component + ">").toList());
    }

    boolean has(String component, String annotation) {
        Comp comp = unit.comp(component);
        return comp != null && comp.has(annotation);
    }

    /** What the component is used for: the values it may take. */
    Use use(String component) {
        boolean required = primary.components().contains(component);
        boolean whole = isWhole(primary, component) || indexes.stream().anyMatch(index -> isWhole(index, component));
        Ann format = keyFormat(component);
        String rawText = null;
        if (format != null && "true".equals(format.get("raw"))) {
            StringBuilder delimiters = new StringBuilder();
            if (primary.partitionComponents().contains(component)) {
                delimiters.append(primary.delimiter());
            }
            if (primary.sortComponents().contains(component)) {
                delimiters.append(sortDelimiter);
            }
            indexes.stream().filter(index -> index.components().contains(component))
                    .forEach(index -> delimiters.append(index.delimiter()));
            rawText = delimiters.toString();
        }
        int digits = format == null ? 0 : integer(format.get("digits"), 0);
        String precision = format == null || format.get("precision") == null ? null
                : format.get("precision").substring(format.get("precision").lastIndexOf('.') + 1).trim();
        return new Use(required, whole, has(component, "Version"), has(component, "Ttl"), rawText, digits, precision);
    }

    /** The component's {@code @KeyFormat}, or null. */
    Ann keyFormat(String component) {
        Comp comp = unit.comp(component);
        return comp == null ? null : comp.anns.stream().filter(ann -> ann.name.equals("KeyFormat")).findFirst().orElse(null);
    }

    /** A key annotation's delimiter: {@code '/'} for {@code delimiter = '/'}, {@code #} unless declared. */
    private static char delimiter(Ann key) {
        String raw = key.get("delimiter");
        return raw != null && raw.length() == 3 && raw.charAt(0) == '\'' ? raw.charAt(1) : '#';
    }

    /** The components set by no key: an update may change them freely. */
    List<String> plainComponents() {
        List<String> plain = new ArrayList<>();
        for (Comp comp : unit.comps) {
            boolean keyed = primary.components().contains(comp.name)
                    || indexes.stream().anyMatch(index -> index.components().contains(comp.name));
            if (!keyed && !comp.has("Version")) {
                plain.add(comp.name);
            }
        }
        return plain;
    }

    /**
     * The components that an update must set together for the indexes built from {@code first}:
     * every non-primary component of each index they touch, until no index needs another.
     */
    Set<String> indexGroup(String first) {
        Set<String> group = new LinkedHashSet<>(List.of(first));
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Key index : indexes) {
                Set<String> own = nonPrimary(index);
                if (own.stream().anyMatch(group::contains) && !group.containsAll(own)) {
                    group.addAll(own);
                    grew = true;
                }
            }
        }
        return group;
    }

    /** The components of an index's keys that the primary key does not fix. */
    Set<String> nonPrimary(Key index) {
        Set<String> own = new LinkedHashSet<>(index.components());
        own.removeAll(primary.components());
        return own;
    }

    private static boolean isWhole(Key key, String component) {
        String whole = "<" + component + ">";
        return whole.equals(key.partitionTemplate()) || whole.equals(key.sortTemplate());
    }

    static List<String> placeholders(String template) {
        Set<String> names = new LinkedHashSet<>();
        Matcher matcher = PLACEHOLDER.matcher(template == null ? "" : template);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return new ArrayList<>(names);
    }

    /** The text of a string-literal expression, concatenations included; null when absent or not a literal. */
    static String literal(String raw) {
        if (raw == null) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (String part : ProcessorFuzzDesign.splitTopLevel(raw, '+')) {
            String unquoted = ProcessorFuzzDesign.unquote(part.trim());
            if (unquoted == null) {
                return null;
            }
            text.append(unquoted);
        }
        return text.toString();
    }

    private static int integer(String raw, int absent) {
        if (raw == null) {
            return absent;
        }
        try {
            return Integer.parseInt(raw.trim());
        } catch (NumberFormatException e) {
            return absent;
        }
    }
}
