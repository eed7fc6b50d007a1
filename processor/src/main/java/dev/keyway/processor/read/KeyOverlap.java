package dev.keyway.processor.read;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Finds the entities of one table whose keys can collide: two entity types that can produce the
 * same primary key (one's items would overwrite or be read as the other's), and access patterns
 * without a type filter whose key condition can also return another entity's items. Pure: it
 * reads the model only.
 *
 * <h2>What is decided</h2>
 *
 * <p>A key is text: the template's literals with each placeholder replaced by its component's
 * encoding ({@code KeyCodec} in the runtime, whose rules this class restates rather than calls).
 * A finding is reported only with a <em>witness</em>: a concrete key that both sides produce
 * for some component values, built by the analysis and returned as {@link Key}. So every report
 * is certainly possible, and, within the limits below, a design passes only when no such key
 * exists: the decision is exact, neither a guess on the safe side nor on the permissive one.
 *
 * <ul>
 *   <li><b>Primary keys</b> ({@link #primaryKeyCollision}): entities {@code A} and {@code B}
 *       collide iff some values give {@code PK_A = PK_B} and {@code SK_A = SK_B} (for a table
 *       without sort keys, the partition keys alone).
 *   <li><b>Access patterns</b> ({@link #queryOverlap}): a pattern that does not filter on the
 *       type attribute ({@link #filtersOnType}: its index's sort-key template exists and starts
 *       with literal text {@code P}) queries {@code PK = <its partition template> AND
 *       begins_with(SK, P)}. It overlaps entity {@code B} iff {@code B} declares the same index
 *       (or it is the primary key) and some values give {@code PK_pattern = PK_B} and
 *       {@code SK_B} starting with {@code P}. Conditions a caller adds only narrow this range,
 *       so it is the widest the pattern can read.
 * </ul>
 *
 * <h2>How: segments, word equations, automata</h2>
 *
 * <ol>
 *   <li>Every template is split at {@code '#'} into segments. A placeholder is always followed
 *       by {@code '#'} or ends the template and no encoding contains {@code '#'}, so each
 *       segment is literal text with at most one placeholder at its end, and a key's
 *       {@code '#'}-separated pieces are exactly its segments. Two keys are equal iff they have
 *       as many segments and each pair is equal; {@code "ORDER#<n>"} (2 segments) can never
 *       equal {@code "ORDER"} (1 segment), whatever {@code n} is.
 *   <li>A pair of segments {@code L1<p1>} and {@code L2<p2>} gives one equation between
 *       encodings: literal against literal must be equal; {@code L1<p1>} against a literal
 *       {@code X} needs {@code X} to start with {@code L1} and binds {@code p1}'s text to the
 *       rest; {@code L1<p1>} against {@code L2<p2>} with {@code L1} a prefix of {@code L2} gives
 *       {@code text(p1) = L2[|L1|..] + text(p2)} (neither a prefix of the other: impossible).
 *       For a range, {@code begins_with(SK, P)} is walked over the sort-key template the same
 *       way: literals must agree with {@code P}; a placeholder must take exactly the text up to
 *       the next {@code '#'} of {@code P}, or, when {@code P} has none left, any text starting
 *       with the rest of {@code P}.
 *   <li>The equations ({@code x = "literal"}, {@code x = "literal" + y}) are solved exactly by
 *       union-find with literal offsets: a component used in both the partition and the sort
 *       key of one entity is one unknown, so {@code "<id>" / "<id>"} against {@code "X" / "Y"}
 *       is impossible. Each unknown then has to lie in the intersection of its types' encodings
 *       (each shifted by the literal text before it), decided by a breadth-first search of
 *       the product of small deterministic automata, one per encoding:
 *       <ul>
 *         <li>{@code String}: any text of code units from {@code '%'} up, or {@code '$'} with
 *             two upper-case hex digits for U+0000..U+0024; possibly empty, except when the
 *             placeholder is the whole template ({@code "<id>"}, which the runtime refuses to
 *             encode empty);
 *         <li>{@code byte}, {@code short}, {@code int}, {@code long}: {@code '0'} or {@code '-'},
 *             then 3/5/10/19 digits not above the type's maximum (so {@code int} and
 *             {@code long} never overlap: 11 against 20 characters);
 *         <li>{@code BigInteger}: {@code "0"}, or {@code '1'} + a count 001..999 + as many digits
 *             without a leading zero, or {@code '-'} + 000..998 + the nines' complement;
 *             {@code BigDecimal}: {@code "0"}, or {@code '1'} + exponent field 0001..9999 + digits
 *             without leading or trailing zero, or {@code '-'} + 0000..9998 + complement digits
 *             + {@code '~'};
 *         <li>{@code LocalDate} {@code yyyy-MM-dd}, {@code LocalDateTime}
 *             {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn}, {@code Instant} the same + {@code 'Z'}:
 *             real calendar dates of the years 0000..9999 (February 29 in leap years only),
 *             hours 00..23, minutes and seconds 00..59;
 *         <li>{@code UUID}: 8-4-4-4-12 lower-case hex digits; {@code boolean}: {@code true},
 *             {@code false};
 *         <li>enums: the model does not hold their constants, so a name is any Java identifier
 *             that is not a keyword or literal ({@code true} is no constant's name), in a
 *             partition key; in a sort key three digits, {@code '-'} and such a name. With
 *             {@link EnumConstants} that knows them, exactly the constants' names and
 *             {@code ordinal-NAME} texts.
 *       </ul>
 * </ol>
 *
 * <h2>Limits</h2>
 *
 * <ul>
 *   <li>Enum constants are unknown to the model: a collision that needs an enum to have some
 *       name ({@code "USER#<role>"} against {@code "USER#ADMIN"}) is reported when such a name
 *       is a legal constant name, whether or not the enum declares it.
 *   <li>An enum in both the partition and the sort key of one entity is encoded
 *       {@code NAME} and {@code ddd-NAME} with one name: its unknown ordinal is tried as
 *       {@code 000} and as every three digits in the compared templates' literals; with known
 *       constants, each constant. A collision needing another ordinal is missed (never
 *       falsely reported).
 *   <li>Strings may hold any code unit from {@code '%'} up, including lone surrogates and
 *       U+10FFFF that the runtime refuses; DynamoDB's key size limits (2048/1024 bytes) are not
 *       considered. Either only matters for a literal holding such characters, or a witness
 *       longer than those limits.
 *   <li>A search that exceeds {@value #SEARCH_LIMIT} automaton states, or a pair needing more
 *       than {@value #CHOICE_LIMIT} combinations of enum ordinals, gives up and reports nothing
 *       (no ordinary template comes near: the search prunes states whose possible remaining
 *       lengths do not meet, so even two {@code BigInteger}s offset by a literal take
 *       milliseconds).
 *   <li>The type-filter rule ({@link #filtersOnType}) restates the one the repository writer
 *       generates; a pattern that filters on its type is never reported.
 *   <li>Only entity items are considered: {@code @Unique} guard items
 *       ({@code _unique#<Entity>#<component>#<value>} / {@code _unique}) are not.
 * </ul>
 */
public final class KeyOverlap {

    /** The most automaton states one search visits before giving up (and reporting nothing). */
    static final int SEARCH_LIMIT = 200_000;

    /** The most combinations of enum ordinals (or constants) tried for one pair. */
    static final int CHOICE_LIMIT = 4096;

    /** What is known of an enum's constants: their names in declaration order, if known. */
    @FunctionalInterface
    public interface EnumConstants {

        /** Nothing is known of any enum: names are identifier-like, ordinals any three digits. */
        EnumConstants UNKNOWN = type -> Optional.empty();

        /** The constants' names in declaration order, if known. */
        Optional<List<String>> of(ClassRef type);
    }

    /**
     * A key both sides produce: the partition key and, in tables or indexes with one, the sort
     * key ({@code "USER#ADMIN / PROFILE"}).
     */
    public record Key(String partitionKey, Optional<String> sortKey) {

        @Override
        public String toString() {
            return sortKey.map(sort -> partitionKey + " / " + sort).orElse(partitionKey);
        }
    }

    /** A problem of one entity, found against another. */
    public sealed interface Finding {

        /** The entity whose annotation is at fault (it is reported and gets no code). */
        EntityModel entity();

        /** The other entity. */
        EntityModel other();

        /** A key proving the problem. */
        Key example();
    }

    /**
     * The primary keys of {@code entity} and {@code other} (earlier in canonical-name order) can
     * be the same key, e.g. {@code example}.
     */
    public record Collision(EntityModel entity, EntityModel other, Key example) implements Finding {
    }

    /**
     * Access pattern {@code pattern} of {@code entity} does not filter on the type, and its key
     * condition ({@code partitionKey} and {@code begins_with(sortKey, prefix)}) can match an item of
     * {@code other}, whose keys on that index are {@code otherPartitionKey} / {@code otherSortKey}:
     * e.g. the item keyed {@code example}.
     */
    public record QueryOverlap(EntityModel entity, AccessPatternModel pattern, EntityModel other,
                               KeyModel partitionKey, String prefix, KeyModel otherPartitionKey,
                               KeyModel otherSortKey, Key example) implements Finding {
    }

    private final EnumConstants enums;

    /** An analysis that knows no enum constants (the model holds none). */
    public KeyOverlap() {
        this(EnumConstants.UNKNOWN);
    }

    /** An analysis that knows the constants {@code enums} tells. */
    public KeyOverlap(EnumConstants enums) {
        this.enums = Objects.requireNonNull(enums);
    }

    // ---- the table -------------------------------------------------------------------------

    /**
     * Every problem among the entities of one table, checked in canonical-name order: each pair's
     * primary keys (a {@link Collision} on the later entity), then each access pattern without a
     * type filter against every other entity on its index (a {@link QueryOverlap} on the
     * pattern's entity), leaving out pairs whose primary keys already collide (one fix answers
     * both). Pairs that disagree on having a sort key or on the key attributes are left to the
     * checks that report those.
     */
    public List<Finding> check(Collection<EntityModel> entities) {
        List<EntityModel> sorted = entities.stream()
                .sorted(Comparator.comparing(entity -> entity.type().canonicalName()))
                .toList();
        List<Finding> findings = new ArrayList<>();
        Set<List<String>> colliding = new java.util.HashSet<>();
        for (int later = 1; later < sorted.size(); later++) {
            for (int earlier = 0; earlier < later; earlier++) {
                EntityModel a = sorted.get(earlier);
                EntityModel b = sorted.get(later);
                Optional<Key> key = primaryKeyCollision(b, a);
                if (key.isPresent()) {
                    findings.add(new Collision(b, a, key.get()));
                    colliding.add(List.of(a.type().canonicalName(), b.type().canonicalName()));
                    colliding.add(List.of(b.type().canonicalName(), a.type().canonicalName()));
                }
            }
        }
        for (EntityModel entity : sorted) {
            for (AccessPatternModel pattern : entity.accessPatterns()) {
                for (EntityModel other : sorted) {
                    if (other == entity
                            || colliding.contains(List.of(entity.type().canonicalName(), other.type().canonicalName()))) {
                        continue;
                    }
                    queryOverlap(entity, pattern, other).ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    /**
     * A primary key both entities can produce, if any. Entities that disagree on having a sort key
     * are never compared (another check reports them).
     */
    public Optional<Key> primaryKeyCollision(EntityModel first, EntityModel second) {
        return sameKey(first.partitionKey(), first.sortKey(), second.partitionKey(), second.sortKey());
    }

    /**
     * Whether an access pattern on an index whose sort key is {@code sortKey} filters on the type
     * attribute: when there is no sort key, or its template starts with a placeholder, nothing in
     * the key tells the entities apart; otherwise the query relies on
     * {@code begins_with(SK, literal prefix)} and the partition key alone.
     */
    public static boolean filtersOnType(Optional<KeyModel> sortKey) {
        return KeyModel.filtersOnType(sortKey);
    }

    /**
     * Whether {@code pattern} of {@code owner}, if it does not filter on the type, can return an
     * item of {@code other}; with the other's item key as the example.
     */
    public Optional<QueryOverlap> queryOverlap(EntityModel owner, AccessPatternModel pattern, EntityModel other) {
        Optional<Keys> target = keys(owner, pattern.index());
        Optional<Keys> theirs = keys(other, pattern.index());
        if (target.isEmpty() || theirs.isEmpty() || filtersOnType(target.get().sortKey())
                || theirs.get().sortKey().isEmpty()) {
            return Optional.empty();
        }
        KeyModel partition = target.get().partitionKey();
        String prefix = target.get().sortKey().get().template().literalPrefix();
        KeyModel otherPartition = theirs.get().partitionKey();
        KeyModel otherSort = theirs.get().sortKey().get();
        if (!partition.attribute().equals(otherPartition.attribute())
                || !target.get().sortKey().get().attribute().equals(otherSort.attribute())) {
            return Optional.empty(); // another check reports keys in different attributes
        }
        return inRange(partition, prefix, otherPartition, otherSort)
                .map(key -> new QueryOverlap(owner, pattern, other, partition, prefix, otherPartition, otherSort, key));
    }

    /** An entity's keys on an index (empty: the primary key), if it declares the index. */
    private record Keys(KeyModel partitionKey, Optional<KeyModel> sortKey) {
    }

    private static Optional<Keys> keys(EntityModel entity, Optional<String> index) {
        if (index.isEmpty()) {
            return Optional.of(new Keys(entity.partitionKey(), entity.sortKey()));
        }
        return entity.index(index.get()).map((IndexModel model) -> new Keys(model.partitionKey(), model.sortKey()));
    }

    // ---- the two questions on templates ----------------------------------------------------

    /**
     * A key that both {@code (partitionA, sortA)} and {@code (partitionB, sortB)} produce (two
     * entities' keys on one index), if any. Keys that disagree on having a sort key, or are stored
     * in different attributes, never match (other checks report those).
     */
    public Optional<Key> sameKey(KeyModel partitionA, Optional<KeyModel> sortA, KeyModel partitionB,
                                 Optional<KeyModel> sortB) {
        if (sortA.isPresent() != sortB.isPresent() || !partitionA.attribute().equals(partitionB.attribute())
                || (sortA.isPresent() && !sortA.get().attribute().equals(sortB.get().attribute()))) {
            return Optional.empty(); // another check reports keys in different attributes
        }
        if (literalsDiffer(partitionA.template(), partitionB.template())
                || (sortA.isPresent() && literalsDiffer(sortA.get().template(), sortB.get().template()))) {
            return Optional.empty(); // most pairs of a table: no equations to build and solve
        }
        return solve(equations -> {
            equations.sameText(0, partitionA, 1, partitionB);
            if (sortA.isPresent()) {
                equations.sameText(0, sortA.get(), 1, sortB.get());
            }
        }, solution -> new Key(solution.text(0, partitionA), sortA.map(sort -> solution.text(0, sort))));
    }

    /**
     * The key of an item keyed {@code (otherPartition, otherSort)} that the key condition
     * {@code PK = partition AND begins_with(SK, prefix)} matches, if any (the two templates'
     * components are independent: they belong to different entities).
     */
    public Optional<Key> inRange(KeyModel partition, String prefix, KeyModel otherPartition, KeyModel otherSort) {
        if (literalsDiffer(partition.template(), otherPartition.template())) {
            return Optional.empty();
        }
        return solve(equations -> {
            equations.sameText(0, partition, 1, otherPartition);
            equations.startsWith(1, otherSort, prefix);
        }, solution -> new Key(solution.text(1, otherPartition), Optional.of(solution.text(1, otherSort))));
    }

    /**
     * Whether the literals alone keep the two templates from ever producing the same key: they
     * have different numbers of segments, or two aligned segments disagree in literal text (both
     * constant and different; a constant not starting with the other's literal; two literals
     * before placeholders neither a prefix of the other). These are exactly the cases in which
     * building the equations fails at once ({@link Equations#sameText}), so a pair pruned here
     * would not have been reported; checking them first skips the equations and the solver for
     * most pairs of a table, whose keys usually start with different literals.
     */
    public static boolean literalsDiffer(KeyTemplate a, KeyTemplate b) {
        List<Segment> segmentsA = segments(a);
        List<Segment> segmentsB = segments(b);
        if (segmentsA == null || segmentsB == null) {
            return false; // left to the equations, which fail on them too
        }
        if (segmentsA.size() != segmentsB.size()) {
            return true;
        }
        for (int i = 0; i < segmentsA.size(); i++) {
            Segment x = segmentsA.get(i);
            Segment y = segmentsB.get(i);
            boolean compatible;
            if (x.placeholder() == null && y.placeholder() == null) {
                compatible = x.literal().equals(y.literal());
            } else if (y.placeholder() == null) {
                compatible = y.literal().startsWith(x.literal());
            } else if (x.placeholder() == null) {
                compatible = x.literal().startsWith(y.literal());
            } else {
                compatible = x.literal().startsWith(y.literal()) || y.literal().startsWith(x.literal());
            }
            if (!compatible) {
                return true;
            }
        }
        return false;
    }

    // ---- building and solving the equations ------------------------------------------------

    private <T> Optional<T> solve(Consumer<Equations> build, Function<Equations, T> witness) {
        Equations probe = new Equations();
        build.accept(probe);
        List<EnumLink> links = probe.enumLinks();
        if (links.isEmpty()) {
            return probe.solve() ? Optional.of(witness.apply(probe)) : Optional.empty();
        }
        List<List<Consumer<Equations>>> choices = new ArrayList<>();
        long combinations = 1;
        for (EnumLink link : links) {
            List<Consumer<Equations>> options = link.options(probe.literalDigits());
            if (options.isEmpty()) {
                return Optional.empty(); // an enum without constants has no values
            }
            choices.add(options);
            combinations *= options.size();
            if (combinations > CHOICE_LIMIT) {
                return Optional.empty(); // documented limit: too many combinations, nothing reported
            }
        }
        int[] chosen = new int[choices.size()];
        while (true) {
            Equations equations = new Equations();
            build.accept(equations);
            for (int i = 0; i < chosen.length; i++) {
                choices.get(i).get(chosen[i]).accept(equations);
            }
            if (equations.solve()) {
                return Optional.of(witness.apply(equations));
            }
            int i = 0;
            while (i < chosen.length && ++chosen[i] == choices.get(i).size()) {
                chosen[i] = 0;
                i++;
            }
            if (i == chosen.length) {
                return Optional.empty();
            }
        }
    }

    /** An enum component of one side used with both encodings (partition and sort key). */
    private final class EnumLink {
        final ClassRef type;
        final int nameVar;
        final int ordinalVar;

        EnumLink(ClassRef type, int nameVar, int ordinalVar) {
            this.type = type;
            this.nameVar = nameVar;
            this.ordinalVar = ordinalVar;
        }

        /** One equation set per possible ordinal (or constant): {@code ordinalText = ddd + "-" + nameText}. */
        List<Consumer<Equations>> options(Set<String> literalDigits) {
            List<Consumer<Equations>> options = new ArrayList<>();
            Optional<List<String>> constants = enums.of(type);
            if (constants.isPresent()) {
                List<String> names = constants.get();
                for (int ordinal = 0; ordinal < names.size() && ordinal <= 999; ordinal++) {
                    String name = names.get(ordinal);
                    String encoded = ordinalText(ordinal) + "-" + name;
                    options.add(equations -> {
                        equations.solver.bind(nameVar, name);
                        equations.solver.bind(ordinalVar, encoded);
                    });
                }
                return options;
            }
            Set<String> ordinals = new TreeSet<>();
            ordinals.add("000");
            ordinals.addAll(literalDigits);
            for (String ordinal : ordinals) {
                options.add(equations -> equations.solver.equate(ordinalVar, ordinal + "-", nameVar));
            }
            return options;
        }
    }

    private static String ordinalText(int ordinal) {
        return String.format(java.util.Locale.ROOT, "%03d", ordinal);
    }

    /** One placeholder's unknown: a side (0 or 1), a component, and for enums which encoding. */
    private record Occurrence(int side, String component, boolean ordinalEncoding) {
    }

    /** The equations of one question, built template by template, and then their solution. */
    private final class Equations {
        final Solver solver = new Solver();
        final Map<Occurrence, Integer> vars = new LinkedHashMap<>();
        final Map<Occurrence, ClassRef> enumTypes = new HashMap<>();
        final List<String> literals = new ArrayList<>();
        String[] texts;

        /** The unknown of a placeholder, constrained to its encoding in that key. */
        int var(int side, KeyModel key, ComponentModel component) {
            ValueType type = component.type().keyType();
            boolean ordinal = type instanceof ValueType.EnumType && key.sortKey();
            Occurrence occurrence = new Occurrence(side, component.name(), ordinal);
            int var = vars.computeIfAbsent(occurrence, unused -> solver.newVar());
            if (type instanceof ValueType.EnumType enumType) {
                enumTypes.put(occurrence, enumType.type());
            }
            solver.constrain(var, shape(type, key.sortKey(), wholeKey(key.template())));
            return var;
        }

        /** The two keys are the same text. */
        void sameText(int sideA, KeyModel a, int sideB, KeyModel b) {
            List<Segment> segmentsA = segments(a.template());
            List<Segment> segmentsB = segments(b.template());
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

        /** The text of a key in the solution. */
        String text(int side, KeyModel key) {
            StringBuilder out = new StringBuilder();
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

        private Shape shape(ValueType type, boolean sortKey, boolean wholeKey) {
            if (type instanceof ValueType.EnumType enumType) {
                Optional<List<String>> constants = enums.of(enumType.type());
                if (constants.isPresent()) {
                    List<String> texts = new ArrayList<>();
                    List<String> names = constants.get();
                    for (int ordinal = 0; ordinal < names.size(); ordinal++) {
                        texts.add(sortKey ? ordinalText(ordinal) + "-" + names.get(ordinal) : names.get(ordinal));
                    }
                    return new FiniteShape(texts);
                }
                return sortKey ? EnumOrdinalShape.INSTANCE : EnumNameShape.INSTANCE;
            }
            Scalar scalar = ((ValueType.ScalarType) type).scalar();
            return switch (scalar) {
                case STRING -> wholeKey ? StringShape.NON_EMPTY : StringShape.ANY;
                case BOOLEAN -> FiniteShape.BOOLEAN;
                case BYTE -> IntegralShape.BYTE;
                case SHORT -> IntegralShape.SHORT;
                case INT -> IntegralShape.INT;
                case LONG -> IntegralShape.LONG;
                case BIG_INTEGER -> BigIntegerShape.INSTANCE;
                case BIG_DECIMAL -> BigDecimalShape.INSTANCE;
                case INSTANT -> DateTimeShape.INSTANT;
                case LOCAL_DATE -> DateTimeShape.DATE;
                case LOCAL_DATE_TIME -> DateTimeShape.DATE_TIME;
                case UUID -> UuidShape.INSTANCE;
                default -> throw new IllegalArgumentException("not a key type: " + scalar);
            };
        }
    }

    /** Whether the placeholder is the entire template, so that a string must not be empty (as generated keys check). */
    private static boolean wholeKey(KeyTemplate template) {
        return template.parts().size() == 1 && template.parts().get(0) instanceof KeyTemplate.Placeholder;
    }

    /** Literal text and the placeholder ending it, if any: the text between two {@code '#'}. */
    private record Segment(String literal, ComponentModel placeholder) {
    }

    /** The template's segments, or {@code null} if a placeholder is not followed by {@code '#'} or the end. */
    static List<Segment> segments(KeyTemplate template) {
        List<Segment> segments = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        ComponentModel placeholder = null;
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Placeholder p) {
                if (placeholder != null) {
                    return null;
                }
                placeholder = p.component();
                continue;
            }
            for (char c : ((KeyTemplate.Literal) part).text().toCharArray()) {
                if (c == '#') {
                    segments.add(new Segment(literal.toString(), placeholder));
                    literal.setLength(0);
                    placeholder = null;
                } else if (placeholder != null) {
                    return null;
                } else {
                    literal.append(c);
                }
            }
        }
        segments.add(new Segment(literal.toString(), placeholder));
        return segments;
    }

    // ---- the solver ------------------------------------------------------------------------

    /**
     * Word equations {@code x = "c"} and {@code x = "c" + y} over unknowns that each must lie in
     * some encodings: union-find where every unknown is a literal offset plus its root's text,
     * each root carrying the automata (with the state after its offsets) its text must satisfy.
     */
    static final class Solver {
        private final List<Integer> parent = new ArrayList<>();
        private final List<String> offset = new ArrayList<>();
        private final List<Set<Constraint>> constraints = new ArrayList<>();
        private final List<String> constant = new ArrayList<>();
        private boolean failed;

        /** A root's text must be accepted by {@code shape} starting in {@code state}. */
        record Constraint(Shape shape, Object state) {
        }

        int newVar() {
            parent.add(parent.size());
            offset.add("");
            constraints.add(new LinkedHashSet<>());
            constant.add(null);
            return parent.size() - 1;
        }

        void fail() {
            failed = true;
        }

        /** The root of {@code var}; {@code offset.get(var)} is then the text before the root's. */
        private int find(int var) {
            int up = parent.get(var);
            if (up == var) {
                return var;
            }
            int root = find(up);
            if (root != up) {
                offset.set(var, offset.get(var) + offset.get(up));
                parent.set(var, root);
            }
            return root;
        }

        /** {@code text(var)} must be accepted by the shape. */
        void constrain(int var, Shape shape) {
            int root = find(var);
            Object state = shape.advance(shape.start(), var == root ? "" : offset.get(var));
            if (state == null) {
                failed = true;
            } else {
                constraints.get(root).add(new Constraint(shape, state));
            }
        }

        /** {@code text(var) = text}. */
        void bind(int var, String text) {
            int root = find(var);
            String before = var == root ? "" : offset.get(var);
            if (!text.startsWith(before)) {
                failed = true;
                return;
            }
            bindRoot(root, text.substring(before.length()));
        }

        private void bindRoot(int root, String text) {
            String known = constant.get(root);
            if (known == null) {
                constant.set(root, text);
            } else if (!known.equals(text)) {
                failed = true;
            }
        }

        /** {@code text(x) = literal + text(y)}. */
        void equate(int x, String literal, int y) {
            int rootX = find(x);
            int rootY = find(y);
            String left = x == rootX ? "" : offset.get(x);
            String right = literal + (y == rootY ? "" : offset.get(y));
            // left + text(rootX) = right + text(rootY)
            if (rootX == rootY) {
                if (!left.equals(right)) {
                    failed = true;
                }
            } else if (right.startsWith(left)) {
                link(rootX, right.substring(left.length()), rootY);
            } else if (left.startsWith(right)) {
                link(rootY, left.substring(right.length()), rootX);
            } else {
                failed = true;
            }
        }

        /** Makes {@code child} (a root) {@code literal + text(root)}. */
        private void link(int child, String literal, int root) {
            parent.set(child, root);
            offset.set(child, literal);
            for (Constraint constraint : constraints.get(child)) {
                Object state = constraint.shape().advance(constraint.state(), literal);
                if (state == null) {
                    failed = true;
                } else {
                    constraints.get(root).add(new Constraint(constraint.shape(), state));
                }
            }
            constraints.get(child).clear();
            String known = constant.get(child);
            if (known != null) {
                constant.set(child, null);
                if (known.startsWith(literal)) {
                    bindRoot(root, known.substring(literal.length()));
                } else {
                    failed = true;
                }
            }
        }

        /** A text for every unknown satisfying everything, or {@code null} if there is none (or the search gave up). */
        String[] solve() {
            if (failed) {
                return null;
            }
            Map<Integer, String> rootTexts = new HashMap<>();
            for (int var = 0; var < parent.size(); var++) {
                int root = find(var);
                if (rootTexts.containsKey(root)) {
                    continue;
                }
                String text = constant.get(root) != null ? check(constant.get(root), constraints.get(root))
                        : search(constraints.get(root));
                if (text == null) {
                    return null;
                }
                rootTexts.put(root, text);
            }
            String[] texts = new String[parent.size()];
            for (int var = 0; var < texts.length; var++) {
                int root = find(var);
                texts[var] = (var == root ? "" : offset.get(var)) + rootTexts.get(root);
            }
            return texts;
        }

        private static String check(String text, Set<Constraint> constraints) {
            for (Constraint constraint : constraints) {
                Object state = constraint.shape().advance(constraint.state(), text);
                if (state == null || !constraint.shape().accepts(state)) {
                    return null;
                }
            }
            return text;
        }

        /** The shortest text all constraints accept (breadth-first over the automata's product), or {@code null}. */
        private static String search(Set<Constraint> constraints) {
            List<Constraint> list = new ArrayList<>(constraints);
            if (list.isEmpty()) {
                return "";
            }
            List<Object> start = new ArrayList<>();
            for (Constraint constraint : list) {
                start.add(constraint.state());
            }
            Map<List<Object>, List<Object>> previous = new HashMap<>();
            Map<List<Object>, Character> via = new HashMap<>();
            ArrayDeque<List<Object>> queue = new ArrayDeque<>();
            previous.put(start, null);
            queue.add(start);
            while (!queue.isEmpty()) {
                List<Object> states = queue.poll();
                if (accepting(list, states)) {
                    StringBuilder text = new StringBuilder();
                    for (List<Object> at = states; previous.get(at) != null; at = previous.get(at)) {
                        text.append(via.get(at));
                    }
                    return text.reverse().toString();
                }
                next:
                for (char c : ALPHABET) {
                    Object[] following = new Object[list.size()];
                    for (int i = 0; i < following.length; i++) {
                        Object state = list.get(i).shape().step(states.get(i), c);
                        if (state == null) {
                            continue next;
                        }
                        following[i] = state;
                    }
                    List<Object> tuple = List.of(following);
                    if (!previous.containsKey(tuple) && lengthsMeet(list, following)) {
                        if (previous.size() >= SEARCH_LIMIT) {
                            return null;
                        }
                        previous.put(tuple, states);
                        via.put(tuple, c);
                        queue.add(tuple);
                    }
                }
            }
            return null;
        }

        /** Whether some length of the rest suits every automaton (else no text can follow). */
        private static boolean lengthsMeet(List<Constraint> constraints, Object[] states) {
            int fewest = 0;
            int most = UNBOUNDED;
            for (int i = 0; i < states.length; i++) {
                Shape shape = constraints.get(i).shape();
                fewest = Math.max(fewest, shape.minRemaining(states[i]));
                most = Math.min(most, shape.maxRemaining(states[i]));
            }
            return fewest <= most;
        }

        private static boolean accepting(List<Constraint> constraints, List<Object> states) {
            for (int i = 0; i < constraints.size(); i++) {
                if (!constraints.get(i).shape().accepts(states.get(i))) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * The characters searched: every printable ASCII character from {@code '$'} (no encoding holds
     * a lower one) and one character for each other class the shapes tell apart (a non-ASCII
     * identifier start, identifier part, and other character). Every shape treats all characters
     * outside this list like one of the three.
     */
    private static final char[] ALPHABET = alphabet();

    private static char[] alphabet() {
        StringBuilder chars = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            chars.append(c);
        }
        for (char c = 'A'; c <= 'Z'; c++) {
            chars.append(c);
        }
        for (char c = '0'; c <= '9'; c++) {
            chars.append(c);
        }
        for (char c = '$'; c <= '~'; c++) {
            if (!Character.isLetterOrDigit(c)) {
                chars.append(c);
            }
        }
        chars.append('\u0436').append('\u0300').append('\u00a7'); // Cyrillic zhe, combining grave, section sign
        return chars.toString().toCharArray();
    }

    // ---- the encodings as automata ---------------------------------------------------------

    /** The texts of one encoding, as a deterministic automaton whose states are small values. */
    abstract static class Shape {

        abstract Object start();

        /** The state after {@code c}, or {@code null} if no text of the shape goes on so. */
        abstract Object step(Object state, char c);

        abstract boolean accepts(Object state);

        /** The fewest characters that can still follow before the text is accepted. */
        abstract int minRemaining(Object state);

        /** The most characters that can still follow ({@link #UNBOUNDED}: no limit). */
        abstract int maxRemaining(Object state);

        /** The state after {@code text}, or {@code null}. */
        final Object advance(Object state, CharSequence text) {
            for (int i = 0; i < text.length() && state != null; i++) {
                state = step(state, text.charAt(i));
            }
            return state;
        }

        /** Whether the shape holds {@code text}. */
        final boolean holds(String text) {
            Object state = advance(start(), text);
            return state != null && accepts(state);
        }
    }

    /** No limit on the length of the rest of a text. */
    static final int UNBOUNDED = Integer.MAX_VALUE;

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** An encoded string: code units from {@code '%'} up, {@code '$'} + two hex digits for U+0000..U+0024. */
    static final class StringShape extends Shape {
        static final StringShape ANY = new StringShape(false);
        static final StringShape NON_EMPTY = new StringShape(true);

        private static final int START = 0;
        private static final int TEXT = 1;
        private static final int ESCAPE = 2;
        private static final int ESCAPE_LOW = 3;  // after "$0" or "$1": 0-9, A-F
        private static final int ESCAPE_HIGH = 4; // after "$2": 0-4

        private final boolean nonEmpty;

        private StringShape(boolean nonEmpty) {
            this.nonEmpty = nonEmpty;
        }

        @Override
        Object start() {
            return START;
        }

        @Override
        Object step(Object state, char c) {
            int s = (Integer) state;
            return switch (s) {
                case START, TEXT -> c == '$' ? (Object) ESCAPE : c > '$' ? (Object) TEXT : null;
                case ESCAPE -> c == '0' || c == '1' ? (Object) ESCAPE_LOW : c == '2' ? (Object) ESCAPE_HIGH : null;
                case ESCAPE_LOW -> digit(c) || (c >= 'A' && c <= 'F') ? (Object) TEXT : null;
                case ESCAPE_HIGH -> c >= '0' && c <= '4' ? (Object) TEXT : null;
                default -> null;
            };
        }

        @Override
        boolean accepts(Object state) {
            int s = (Integer) state;
            return s == TEXT || (s == START && !nonEmpty);
        }

        @Override
        int minRemaining(Object state) {
            return switch ((Integer) state) {
                case START -> nonEmpty ? 1 : 0;
                case TEXT -> 0;
                case ESCAPE -> 2;
                default -> 1;
            };
        }

        @Override
        int maxRemaining(Object state) {
            return UNBOUNDED;
        }
    }

    /** {@code '0'} or {@code '-'} and {@code width} digits not above {@code max} (a byte, short, int or long). */
    static final class IntegralShape extends Shape {
        static final IntegralShape BYTE = new IntegralShape(Byte.MAX_VALUE, 3);
        static final IntegralShape SHORT = new IntegralShape(Short.MAX_VALUE, 5);
        static final IntegralShape INT = new IntegralShape(Integer.MAX_VALUE, 10);
        static final IntegralShape LONG = new IntegralShape(Long.MAX_VALUE, 19);

        private final String max;

        private IntegralShape(long max, int width) {
            this.max = String.format(java.util.Locale.ROOT, "%0" + width + "d", max);
        }

        // state: position * 2 + (1 if the digits so far equal max's)
        @Override
        Object start() {
            return 0;
        }

        @Override
        Object step(Object state, char c) {
            int s = (Integer) state;
            int position = s / 2;
            if (position == 0) {
                return c == '0' || c == '-' ? (Object) (2 + 1) : null;
            }
            if (position > max.length() || !digit(c)) {
                return null;
            }
            boolean tight = s % 2 == 1;
            char limit = max.charAt(position - 1);
            if (tight && c > limit) {
                return null;
            }
            return (position + 1) * 2 + (tight && c == limit ? 1 : 0);
        }

        @Override
        boolean accepts(Object state) {
            return (Integer) state / 2 == max.length() + 1;
        }

        @Override
        int minRemaining(Object state) {
            return max.length() + 1 - (Integer) state / 2;
        }

        @Override
        int maxRemaining(Object state) {
            return minRemaining(state);
        }
    }

    /** A finite set of texts: {@code true}/{@code false}, or known enum constants. */
    static final class FiniteShape extends Shape {
        static final FiniteShape BOOLEAN = new FiniteShape(List.of("true", "false"));

        private final Set<String> texts;
        private final Set<String> prefixes = new java.util.HashSet<>();

        FiniteShape(Collection<String> texts) {
            this.texts = Set.copyOf(texts);
            for (String text : texts) {
                for (int i = 0; i <= text.length(); i++) {
                    prefixes.add(text.substring(0, i));
                }
            }
        }

        @Override
        Object start() {
            return "";
        }

        @Override
        Object step(Object state, char c) {
            String next = state + String.valueOf(c);
            return prefixes.contains(next) ? next : null;
        }

        @Override
        boolean accepts(Object state) {
            return texts.contains(state);
        }

        @Override
        int minRemaining(Object state) {
            return texts.stream().filter(text -> text.startsWith((String) state))
                    .mapToInt(text -> text.length() - ((String) state).length()).min().orElse(0);
        }

        @Override
        int maxRemaining(Object state) {
            return texts.stream().filter(text -> text.startsWith((String) state))
                    .mapToInt(text -> text.length() - ((String) state).length()).max().orElse(0);
        }
    }

    /** A canonical UUID: 8-4-4-4-12 lower-case hex digits. */
    static final class UuidShape extends Shape {
        static final UuidShape INSTANCE = new UuidShape();

        @Override
        Object start() {
            return 0;
        }

        @Override
        Object step(Object state, char c) {
            int position = (Integer) state;
            if (position >= 36) {
                return null;
            }
            boolean dash = position == 8 || position == 13 || position == 18 || position == 23;
            boolean ok = dash ? c == '-' : digit(c) || (c >= 'a' && c <= 'f');
            return ok ? (Object) (position + 1) : null;
        }

        @Override
        boolean accepts(Object state) {
            return (Integer) state == 36;
        }

        @Override
        int minRemaining(Object state) {
            return 36 - (Integer) state;
        }

        @Override
        int maxRemaining(Object state) {
            return minRemaining(state);
        }
    }

    /** {@code yyyy-MM-dd}, with {@code THH:mm:ss.nnnnnnnnn} and with {@code Z}: real dates of the years 0000..9999. */
    static final class DateTimeShape extends Shape {
        static final DateTimeShape DATE = new DateTimeShape(10);
        static final DateTimeShape DATE_TIME = new DateTimeShape(29);
        static final DateTimeShape INSTANT = new DateTimeShape(30);

        private final int length;

        private DateTimeShape(int length) {
            this.length = length;
        }

        /** At {@code position}, with what the following characters depend on. */
        private record At(int position, int info) {
        }

        @Override
        Object start() {
            return new At(0, 0);
        }

        @Override
        Object step(Object state, char c) {
            At at = (At) state;
            int p = at.position();
            int info = at.info();
            if (p >= length) {
                return null;
            }
            int d = c - '0';
            boolean isDigit = digit(c);
            switch (p) {
                case 0, 1, 2, 3: // the year; info: the year so far modulo 400
                    return isDigit ? new At(p + 1, (info * 10 + d) % 400) : null;
                case 4: { // info becomes: leap year (1) or not (0)
                    boolean leap = info % 4 == 0 && (info % 100 != 0 || info == 0);
                    return c == '-' ? new At(5, leap ? 1 : 0) : null;
                }
                case 5: // month tens; info: leap * 2 + tens
                    return c == '0' || c == '1' ? new At(6, info * 2 + d) : null;
                case 6: { // month units; info becomes the month's length
                    int tens = info % 2;
                    int month = tens * 10 + d;
                    if (!isDigit || month < 1 || month > 12) {
                        return null;
                    }
                    return new At(7, monthLength(month, info / 2 == 1));
                }
                case 7, 16, 13:
                    return c == (p == 7 ? '-' : ':') ? new At(p + 1, info) : null;
                case 8: // day tens; info: length * 10 + tens
                    return isDigit && d <= 3 && d * 10 <= info ? new At(9, info * 10 + d) : null;
                case 9: { // day units
                    int tens = info % 10;
                    int day = tens * 10 + d;
                    return isDigit && day >= 1 && day <= info / 10 ? new At(10, 0) : null;
                }
                case 10:
                    return c == 'T' ? new At(11, 0) : null;
                case 11: // hour tens
                    return isDigit && d <= 2 ? new At(12, d) : null;
                case 12:
                    return isDigit && info * 10 + d <= 23 ? new At(13, 0) : null;
                case 14, 17: // minute and second tens
                    return isDigit && d <= 5 ? new At(p + 1, 0) : null;
                case 19:
                    return c == '.' ? new At(20, 0) : null;
                case 29:
                    return c == 'Z' ? new At(30, 0) : null;
                default: // minute and second units, nanoseconds
                    return isDigit ? new At(p + 1, 0) : null;
            }
        }

        private static int monthLength(int month, boolean leap) {
            return switch (month) {
                case 2 -> leap ? 29 : 28;
                case 4, 6, 9, 11 -> 30;
                default -> 31;
            };
        }

        @Override
        boolean accepts(Object state) {
            return ((At) state).position() == length;
        }

        @Override
        int minRemaining(Object state) {
            return length - ((At) state).position();
        }

        @Override
        int maxRemaining(Object state) {
            return minRemaining(state);
        }
    }

    /** {@code "0"}; {@code '1'}, a count 001..999 and as many digits; {@code '-'}, 000..998 and the complement. */
    static final class BigIntegerShape extends Shape {
        static final BigIntegerShape INSTANCE = new BigIntegerShape();

        /** phase: S start, Z zero, C count (read digits, value), D digits (remaining, 1 if first). */
        private record At(char phase, boolean negative, int a, int b) {
        }

        @Override
        Object start() {
            return new At('S', false, 0, 0);
        }

        @Override
        Object step(Object state, char c) {
            At at = (At) state;
            switch (at.phase()) {
                case 'S':
                    return c == '0' ? new At('Z', false, 0, 0)
                            : c == '1' ? new At('C', false, 0, 0)
                            : c == '-' ? new At('C', true, 0, 0) : null;
                case 'C': {
                    if (!digit(c)) {
                        return null;
                    }
                    int read = at.a() + 1;
                    int value = at.b() * 10 + (c - '0');
                    if (read < 3) {
                        return new At('C', at.negative(), read, value);
                    }
                    int count = at.negative() ? 999 - value : value;
                    return count >= 1 && count <= 999 ? new At('D', at.negative(), count, 1) : null;
                }
                case 'D': {
                    if (!digit(c) || at.a() == 0) {
                        return null;
                    }
                    if (at.b() == 1 && (at.negative() ? c == '9' : c == '0')) {
                        return null; // no leading zero (a leading nine in the complement)
                    }
                    return new At('D', at.negative(), at.a() - 1, 0);
                }
                default:
                    return null;
            }
        }

        @Override
        boolean accepts(Object state) {
            At at = (At) state;
            return at.phase() == 'Z' || (at.phase() == 'D' && at.a() == 0);
        }

        @Override
        int minRemaining(Object state) {
            return remaining((At) state, true);
        }

        @Override
        int maxRemaining(Object state) {
            return remaining((At) state, false);
        }

        private static int remaining(At at, boolean fewest) {
            switch (at.phase()) {
                case 'S':
                    return fewest ? 1 : 1 + 3 + 999;
                case 'C': {
                    int left = 3 - at.a();
                    int scale = left == 3 ? 1000 : left == 2 ? 100 : left == 1 ? 10 : 1;
                    int low = at.b() * scale;
                    int high = low + scale - 1;
                    int countLow = at.negative() ? 999 - high : low;
                    int countHigh = at.negative() ? 999 - low : high;
                    return left + (fewest ? Math.max(1, countLow) : Math.min(999, countHigh));
                }
                case 'D':
                    return at.a();
                default:
                    return 0;
            }
        }
    }

    /**
     * {@code "0"}; {@code '1'}, 0001..9999 and digits without leading or trailing zero;
     * {@code '-'}, 0000..9998, the complement digits (no leading or trailing nine) and {@code '~'}.
     */
    static final class BigDecimalShape extends Shape {
        static final BigDecimalShape INSTANCE = new BigDecimalShape();

        /**
         * phase: S start, Z zero, E exponent (read digits, 1 if all were 0 (positive) or 9
         * (negative)), F first digit, G digits ending well (not 0 / not 9), B digits ending badly,
         * T after '~'.
         */
        private record At(char phase, boolean negative, int read, int extreme) {
        }

        @Override
        Object start() {
            return new At('S', false, 0, 0);
        }

        @Override
        Object step(Object state, char c) {
            At at = (At) state;
            char bad = at.negative() ? '9' : '0';
            switch (at.phase()) {
                case 'S':
                    return c == '0' ? new At('Z', false, 0, 0)
                            : c == '1' ? new At('E', false, 0, 1)
                            : c == '-' ? new At('E', true, 0, 1) : null;
                case 'E': {
                    if (!digit(c)) {
                        return null;
                    }
                    boolean extreme = at.extreme() == 1 && c == bad;
                    if (at.read() + 1 < 4) {
                        return new At('E', at.negative(), at.read() + 1, extreme ? 1 : 0);
                    }
                    return extreme ? null : new At('F', at.negative(), 0, 0); // 0000 / 9999 are out of range
                }
                case 'F':
                    return digit(c) && c != bad ? new At('G', at.negative(), 0, 0) : null;
                case 'G', 'B':
                    if (digit(c)) {
                        return new At(c == bad ? 'B' : 'G', at.negative(), 0, 0);
                    }
                    return at.negative() && at.phase() == 'G' && c == '~' ? new At('T', true, 0, 0) : null;
                default:
                    return null;
            }
        }

        @Override
        boolean accepts(Object state) {
            At at = (At) state;
            return at.phase() == 'Z' || at.phase() == 'T' || (at.phase() == 'G' && !at.negative());
        }

        @Override
        int minRemaining(Object state) {
            At at = (At) state;
            int tilde = at.negative() ? 1 : 0;
            return switch (at.phase()) {
                case 'S' -> 1;
                case 'E' -> 4 - at.read() + 1 + tilde;
                case 'F' -> 1 + tilde;
                case 'G' -> tilde;
                case 'B' -> 1 + tilde;
                default -> 0;
            };
        }

        @Override
        int maxRemaining(Object state) {
            char phase = ((At) state).phase();
            return phase == 'Z' || phase == 'T' ? 0 : UNBOUNDED;
        }
    }

    /** Java's reserved keywords and literals, which no enum constant can be named. */
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "_");

    private static final Set<String> KEYWORD_PREFIXES = keywordPrefixes();

    private static Set<String> keywordPrefixes() {
        Set<String> prefixes = new java.util.HashSet<>();
        for (String keyword : KEYWORDS) {
            for (int i = 0; i <= keyword.length(); i++) {
                prefixes.add(keyword.substring(0, i));
            }
        }
        return Set.copyOf(prefixes);
    }

    private static boolean identifierStart(char c) {
        return Character.isJavaIdentifierStart(c) && !Character.isIdentifierIgnorable(c);
    }

    private static boolean identifierPart(char c) {
        return Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c);
    }

    /** An enum constant's name when the constants are unknown: a Java identifier that is no keyword. */
    static final class EnumNameShape extends Shape {
        static final EnumNameShape INSTANCE = new EnumNameShape();

        /** A name that is no keyword's prefix. */
        private static final Object OTHER = new Object() {
            @Override
            public String toString() {
                return "OTHER";
            }
        };

        // state: the name so far while it is a keyword's prefix, else OTHER
        @Override
        Object start() {
            return "";
        }

        @Override
        Object step(Object state, char c) {
            boolean first = "".equals(state);
            if (!(first ? identifierStart(c) : identifierPart(c))) {
                return null;
            }
            if (state == OTHER) {
                return OTHER;
            }
            String next = state + String.valueOf(c);
            return KEYWORD_PREFIXES.contains(next) ? next : OTHER;
        }

        @Override
        boolean accepts(Object state) {
            return state == OTHER || (!"".equals(state) && !KEYWORDS.contains((String) state));
        }

        @Override
        int minRemaining(Object state) {
            return accepts(state) ? 0 : 1;
        }

        @Override
        int maxRemaining(Object state) {
            return UNBOUNDED;
        }
    }

    /** An enum constant in a sort key when the constants are unknown: three digits, {@code '-'}, a name. */
    static final class EnumOrdinalShape extends Shape {
        static final EnumOrdinalShape INSTANCE = new EnumOrdinalShape();

        private record At(int position, Object name) {
        }

        @Override
        Object start() {
            return new At(0, null);
        }

        @Override
        Object step(Object state, char c) {
            At at = (At) state;
            if (at.position() < 3) {
                return digit(c) ? new At(at.position() + 1, null) : null;
            }
            if (at.position() == 3) {
                return c == '-' ? new At(4, EnumNameShape.INSTANCE.start()) : null;
            }
            Object name = EnumNameShape.INSTANCE.step(at.name(), c);
            return name == null ? null : new At(4, name);
        }

        @Override
        boolean accepts(Object state) {
            At at = (At) state;
            return at.position() == 4 && EnumNameShape.INSTANCE.accepts(at.name());
        }

        @Override
        int minRemaining(Object state) {
            At at = (At) state;
            return at.position() < 4 ? 4 - at.position() + 1 : EnumNameShape.INSTANCE.minRemaining(at.name());
        }

        @Override
        int maxRemaining(Object state) {
            return UNBOUNDED;
        }
    }
}
