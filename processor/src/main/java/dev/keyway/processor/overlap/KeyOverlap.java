package dev.keyway.processor.overlap;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
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
 *       with literal text {@code P}, and it is not declared {@code filterOnType = true}) queries {@code PK = <its partition template> AND
 *       begins_with(SK, P)}. It overlaps entity {@code B} iff {@code B} declares the same index
 *       (or it is the primary key) and some values give {@code PK_pattern = PK_B} and
 *       {@code SK_B} starting with {@code P}. Conditions a caller adds only narrow this range,
 *       so it is the widest the pattern can read.
 * </ul>
 *
 * <h2>How: segments, word equations, automata</h2>
 *
 * <ol>
 *   <li>Every template is split at its delimiter ({@code '#'} unless declared) into segments. A
 *       placeholder is always followed by the delimiter or ends the template and no encoding
 *       contains it, so each segment is literal text with at most one placeholder at its end,
 *       and a key's delimiter-separated pieces are exactly its segments. Two keys are equal iff they have
 *       as many segments and each pair is equal; {@code "ORDER#<n>"} (2 segments) can never
 *       equal {@code "ORDER"} (1 segment), whatever {@code n} is. A sharded partition key has
 *       one segment more, its suffix {@code #<shard>}: the numbers {@code 0} to {@code N-1} in
 *       decimal, so {@code "FEED#<feed>"} sharded meets {@code "FEED#<a>#<b>"} and never the
 *       same template unsharded.
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
 *             {@code ordinal-NAME} texts;
 *         <li>the {@code @KeyFormat}s: a raw string or a key converter's text, any characters
 *             but the delimiters of the keys that hold the component; plain integers as
 *             {@code Long.toString} writes them within the type's bounds; zero-padded ones in
 *             exactly their digits; strings and enum names in one case when cased (a lower-case
 *             enum name may be a keyword: {@code TRUE} lower-cased is {@code true}); Keyway's
 *             strings in a key with another delimiter with that delimiter escaped too.
 *       </ul>
 *   <li>Two keys split at different delimiters ({@code PRODUCT#<id>/<lang>} and
 *       {@code PRODUCT#<id>#<x>}) do not line up segment by segment. Such a pair is solved after
 *       the rest of the question, as one text that both whole templates accept (an automaton
 *       per template), with the components the rest fixed written in. If that has no solution
 *       but the pair alone has one, the pair is reported as {@link MixedDelimiters}: the design
 *       is refused until it uses one delimiter or literals that differ, never accepted unproven.
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
 *   <li>A search that exceeds {@value Solver#SEARCH_LIMIT} automaton states, or a pair needing more
 *       than {@value #CHOICE_LIMIT} combinations of enum ordinals, gives up and reports nothing
 *       (no ordinary template comes near: the search prunes states whose possible remaining
 *       lengths do not meet, so even two {@code BigInteger}s offset by a literal take
 *       milliseconds).
 *   <li>The type-filter rule ({@link #filtersOnType}) restates the one the repository writer
 *       generates; a pattern that filters on its type is never reported.
 *   <li>{@code @Unique} guard items ({@code _unique#<Entity>#<component>#<value>} / {@code _unique})
 *       are compared with entities' keys by {@link GuardOverlap}, with these same equations.
 *   <li>A Keyway-escaped string in keys of two delimiters is written as two texts (its
 *       delimiters escaped differently) that are solved as independent unknowns, and an enum
 *       written by name in a key split at another delimiter is not tied to its ordinal: a
 *       collision found through them may need the component to hold two values (reported, never
 *       missed).
 * </ul>
 */
public final class KeyOverlap {

    /** The most combinations of enum ordinals (or constants) tried for one pair. */
    static final int CHOICE_LIMIT = 4096;

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
     * both); a pair that keys split at different delimiters leave undecided is a
     * {@link MixedDelimiters}. Pairs that disagree on having a sort key or on the key attributes
     * are left to the checks that report those.
     */
    public List<OverlapFinding> check(Collection<EntityModel> entities) {
        List<EntityModel> sorted = entities.stream()
                .sorted(Comparator.comparing(entity -> entity.type().canonicalName()))
                .toList();
        List<OverlapFinding> findings = new ArrayList<>();
        Set<List<String>> colliding = new java.util.HashSet<>();
        for (int later = 1; later < sorted.size(); later++) {
            for (int earlier = 0; earlier < later; earlier++) {
                EntityModel a = sorted.get(earlier);
                EntityModel b = sorted.get(later);
                Outcome<Key> outcome = sameKeyOutcome(b.partitionKey(), b.sortKey(), a.partitionKey(), a.sortKey());
                if (outcome.found().isPresent() || outcome.undecided() != null) {
                    findings.add(outcome.found().isPresent() ? new Collision(b, a, outcome.found().get())
                            : undecided(b, a, outcome.undecided()));
                    colliding.add(List.of(a.type().canonicalName(), b.type().canonicalName()));
                    colliding.add(List.of(b.type().canonicalName(), a.type().canonicalName()));
                }
            }
        }
        for (EntityModel entity : sorted) {
            for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
                for (EntityModel other : sorted) {
                    if (other == entity
                            || colliding.contains(List.of(entity.type().canonicalName(), other.type().canonicalName()))) {
                        continue;
                    }
                    queryFinding(entity, pattern, other).ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    /** The two keys split at different delimiters that left a question undecided, with a text both could be. */
    record Undecided(KeyModel key, KeyModel otherKey, Key example) {
    }

    /** A question's answer: a witness, none, or undecided (keys split at different delimiters). */
    record Outcome<T>(Optional<T> found, Undecided undecided) {

        static <T> Outcome<T> none() {
            return new Outcome<>(Optional.empty(), null);
        }
    }

    private static MixedDelimiters undecided(EntityModel entity, EntityModel other, Undecided undecided) {
        return new MixedDelimiters(entity, other, undecided.key(), undecided.otherKey(), undecided.example());
    }

    /**
     * A primary key both entities can produce, if any. Entities that disagree on having a sort key
     * are never compared (another check reports them).
     */
    public Optional<Key> primaryKeyCollision(EntityModel first, EntityModel second) {
        return sameKey(first.partitionKey(), first.sortKey(), second.partitionKey(), second.sortKey());
    }

    /** A {@link QueryOverlap}, or a {@link MixedDelimiters} when keys split at different delimiters leave it undecided. */
    private Optional<OverlapFinding> queryFinding(EntityModel owner, AccessPatternModel pattern, EntityModel other) {
        Optional<Keys> target = keys(owner, pattern.index());
        Optional<Keys> theirs = keys(other, pattern.index());
        if (target.isEmpty() || theirs.isEmpty() || pattern.filtersOnType(target.get().sortKey())
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
        Outcome<Key> outcome = inRangeOutcome(partition, prefix, otherPartition, otherSort);
        if (outcome.undecided() != null) {
            return Optional.of(undecided(owner, other, outcome.undecided()));
        }
        return outcome.found().map(key -> new QueryOverlap(owner, pattern, other, partition, prefix, otherPartition,
                otherSort, key));
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
        return queryFinding(owner, pattern, other).filter(QueryOverlap.class::isInstance).map(QueryOverlap.class::cast);
    }

    /** An entity's keys on an index (empty: the primary key), if it declares the index. */
    record Keys(KeyModel partitionKey, Optional<KeyModel> sortKey) {
    }

    static Optional<Keys> keys(EntityModel entity, Optional<String> index) {
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
        return sameKeyOutcome(partitionA, sortA, partitionB, sortB).found();
    }

    Outcome<Key> sameKeyOutcome(KeyModel partitionA, Optional<KeyModel> sortA, KeyModel partitionB,
                                       Optional<KeyModel> sortB) {
        if (sortA.isPresent() != sortB.isPresent() || !partitionA.attribute().equals(partitionB.attribute())
                || (sortA.isPresent() && !sortA.get().attribute().equals(sortB.get().attribute()))) {
            return Outcome.none(); // another check reports keys in different attributes
        }
        if (literalsDiffer(partitionA, partitionB) || (sortA.isPresent() && literalsDiffer(sortA.get(), sortB.get()))) {
            return Outcome.none(); // most pairs of a table: no equations to build and solve
        }
        KeyModel mixedA = partitionA.template().delimiter() != partitionB.template().delimiter() ? partitionA
                : sortA.orElse(partitionA);
        KeyModel mixedB = mixedA == partitionA ? partitionB : sortB.orElse(partitionB);
        return solve(equations -> {
            equations.sameText(0, partitionA, 1, partitionB);
            if (sortA.isPresent()) {
                equations.sameText(0, sortA.get(), 1, sortB.get());
            }
        }, solution -> new Key(solution.text(0, partitionA), sortA.map(sort -> solution.text(0, sort))), mixedA, mixedB);
    }

    /**
     * The key of an item keyed {@code (otherPartition, otherSort)} that the key condition
     * {@code PK = partition AND begins_with(SK, prefix)} matches, if any (the two templates'
     * components are independent: they belong to different entities).
     */
    public Optional<Key> inRange(KeyModel partition, String prefix, KeyModel otherPartition, KeyModel otherSort) {
        return inRangeOutcome(partition, prefix, otherPartition, otherSort).found();
    }

    Outcome<Key> inRangeOutcome(KeyModel partition, String prefix, KeyModel otherPartition, KeyModel otherSort) {
        if (literalsDiffer(partition, otherPartition)) {
            return Outcome.none();
        }
        return solve(equations -> {
            equations.sameText(0, partition, 1, otherPartition);
            equations.startsWith(1, otherSort, prefix);
        }, solution -> new Key(solution.text(1, otherPartition), Optional.of(solution.text(1, otherSort))),
                partition, otherPartition);
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
        if (a.delimiter() != b.delimiter()) {
            return prefixesDiffer(a, b, a.isConstant() && b.isConstant());
        }
        return literalsDiffer(Segment.of(a), Segment.of(b));
    }

    /**
     * As {@link #literalsDiffer(KeyTemplate, KeyTemplate)}, with a sharded key's suffix (its
     * delimiter and {@code <shard>}) as one more segment.
     */
    static boolean literalsDiffer(KeyModel a, KeyModel b) {
        if (a.template().delimiter() != b.template().delimiter()) {
            boolean constants = a.template().isConstant() && b.template().isConstant()
                    && a.sharding().isEmpty() && b.sharding().isEmpty();
            return prefixesDiffer(a.template(), b.template(), constants);
        }
        return literalsDiffer(Segment.of(a), Segment.of(b));
    }

    /**
     * For templates split at different delimiters, whose segments do not line up: whether the text
     * before their first placeholders (all of it, for two {@code constants}) tells them apart.
     */
    private static boolean prefixesDiffer(KeyTemplate a, KeyTemplate b, boolean constants) {
        String x = a.literalPrefix();
        String y = b.literalPrefix();
        return constants ? !x.equals(y) : !x.startsWith(y) && !y.startsWith(x);
    }

    private static boolean literalsDiffer(List<Segment> segmentsA, List<Segment> segmentsB) {
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

    /**
     * Builds and solves the equations; {@code mixedA} and {@code mixedB} are the keys named if a
     * pair split at different delimiters leaves the question undecided.
     */
    private <T> Outcome<T> solve(Consumer<Equations> build, Function<Equations, T> witness, KeyModel mixedA,
                                 KeyModel mixedB) {
        Equations probe = new Equations(enums);
        build.accept(probe);
        List<EnumLink> links = probe.enumLinks();
        if (links.isEmpty()) {
            if (probe.solve()) {
                return new Outcome<>(Optional.of(witness.apply(probe)), null);
            }
            return probe.undecided() == null ? Outcome.none()
                    : new Outcome<>(Optional.empty(), new Undecided(mixedA, mixedB, new Key(probe.undecided(), Optional.empty())));
        }
        List<List<Consumer<Equations>>> choices = new ArrayList<>();
        long combinations = 1;
        for (EnumLink link : links) {
            List<Consumer<Equations>> options = link.options(probe.literalDigits(), enums);
            if (options.isEmpty()) {
                return Outcome.none(); // an enum without constants has no values
            }
            choices.add(options);
            combinations *= options.size();
            if (combinations > CHOICE_LIMIT) {
                return Outcome.none(); // documented limit: too many combinations, nothing reported
            }
        }
        int[] chosen = new int[choices.size()];
        String undecided = null;
        while (true) {
            Equations equations = new Equations(enums);
            build.accept(equations);
            for (int i = 0; i < chosen.length; i++) {
                choices.get(i).get(chosen[i]).accept(equations);
            }
            if (equations.solve()) {
                return new Outcome<>(Optional.of(witness.apply(equations)), null);
            }
            if (undecided == null) {
                undecided = equations.undecided();
            }
            int i = 0;
            while (i < chosen.length && ++chosen[i] == choices.get(i).size()) {
                chosen[i] = 0;
                i++;
            }
            if (i == chosen.length) {
                return undecided == null ? Outcome.none()
                        : new Outcome<>(Optional.empty(), new Undecided(mixedA, mixedB, new Key(undecided, Optional.empty())));
            }
        }
    }
}
