package dev.keyway.runtime.internal.query;

import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyTypes.KeyType;
import dev.keyway.runtime.key.KeyTypes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sort-key conditions that generated queries send must select exactly the items whose
 * component satisfies the query, and never an item of another entity sharing the partition.
 *
 * <p>An in-memory evaluator applies each condition as DynamoDB does (byte-wise UTF-8 comparison,
 * inclusive BETWEEN) to the keys of many generated items, and compares the result with the
 * predicate evaluated on the Java values. The arguments mirror the generated code: {@code prefix}
 * is the literals and encoded leading components, {@code following} the literal right after the
 * component ({@code ""} when it ends the key). Every key type is tried as a leading component, as a
 * last component, as the whole key and before a trailing literal.
 */
class SortKeyConditionTest {

    private static final long SEED = 8_675_309L;
    private static final int CASES = 450;

    /** Keys that share the partition, are not keys of the template, and lie outside the condition's prefix. */
    private static final List<String> FOREIGN_ORDER = List.of("ORDEQ", "ORDER", "ORDER$x", "PROFILE", "ORDES#1",
            "ORDEQ#zzz", "ORDER\"x", "ORDER!#a", "ORDER\u0000", "ORDES", "ORDER$", "ORDER$#", "OR", "P", "A#1",
            "ORDER\uDBFF\uDFFE", "ORDER\uFFFF#x");
    private static final List<String> FOREIGN_V = List.of("V", "V$", "V$#a#X", "U#a#X", "W#a#X", "V\"#", "V!#a#X",
            "PROFILE", "V\uDBFF\uDFFE", "VV#a#X");
    /**
     * Keys inside the condition's prefix that no tuple of the template can produce (the shortest
     * key of "ORDER#<a>#<b>" is "ORDER##"), e.g. an entity whose sort key is the literal "ORDER#".
     */
    private static final List<String> INSIDE_ORDER = List.of("ORDER#");
    private static final List<String> INSIDE_V = List.of("V#");

    enum Failure { WRONG_MATCH, NOT_SENDABLE, FOREIGN_INSIDE_PREFIX }

    // ---- DynamoDB's evaluation ---------------------------------------------------------------

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Whether DynamoDB's key condition selects the key; {@code null} is no sort-key condition. */
    static boolean matches(SortKeyCondition condition, byte[] key) {
        return Evaluator.of(condition).matches(key);
    }

    /** A condition with its operands in UTF-8, as DynamoDB compares them. */
    record Evaluator(SortKeyCondition.Operator operator, byte[] first, byte[] second) {

        static Evaluator of(SortKeyCondition condition) {
            if (condition == null) {
                return new Evaluator(null, null, null);
            }
            return new Evaluator(condition.operator(), condition.first() == null ? null : utf8(condition.first()),
                    condition.second() == null ? null : utf8(condition.second()));
        }

        boolean matches(byte[] key) {
            if (operator == null) {
                return true;
            }
            return switch (operator) {
                case EQUAL -> Arrays.equals(key, first);
                case BEGINS_WITH -> key.length >= first.length && Arrays.equals(key, 0, first.length, first, 0, first.length);
                case BETWEEN -> Arrays.compareUnsigned(first, key) <= 0 && Arrays.compareUnsigned(key, second) <= 0;
                case GREATER_OR_EQUAL -> Arrays.compareUnsigned(key, first) >= 0;
                case LESS_OR_EQUAL -> Arrays.compareUnsigned(key, first) <= 0;
                case GREATER -> Arrays.compareUnsigned(key, first) > 0;
                case LESS -> Arrays.compareUnsigned(key, first) < 0;
                case NOTHING -> false;
            };
        }
    }

    /** Why DynamoDB would refuse the request, or {@code null}: empty or invalid operands, BETWEEN with low > high. */
    static String unsendable(SortKeyCondition condition) {
        if (condition == null || condition.operator() == SortKeyCondition.Operator.NOTHING) {
            return null;
        }
        List<String> operands = condition.operator() == SortKeyCondition.Operator.BETWEEN
                ? Arrays.asList(condition.first(), condition.second()) : Arrays.asList(condition.first());
        for (String operand : operands) {
            if (operand == null || operand.isEmpty()) {
                return "an empty or missing operand (DynamoDB rejects empty key values)";
            }
            if (!operand.codePoints().allMatch(cp -> cp < Character.MIN_SURROGATE || cp > Character.MAX_SURROGATE)) {
                return "an operand with a lone surrogate (not UTF-8)";
            }
        }
        if (condition.operator() == SortKeyCondition.Operator.BETWEEN
                && Arrays.compareUnsigned(utf8(condition.first()), utf8(condition.second())) > 0) {
            return "BETWEEN with a lower bound above the upper bound (DynamoDB rejects it)";
        }
        return null;
    }

    // ---- the harness ---------------------------------------------------------------------------

    private record Member<T>(T value, String key, byte[] bytes) {
        Member(T value, String key) {
            this(value, key, SortKeyConditionTest.utf8(key));
        }
    }

    private record Probe(String key, byte[] bytes, Failure ifMatched, String what) {
        Probe(String key, Failure ifMatched, String what) {
            this(key, SortKeyConditionTest.utf8(key), ifMatched, what);
        }
    }

    /** Failures by kind, with one example per shape (template, query operation, resulting operator). */
    private static final class Run {
        final Map<Failure, Map<String, String>> examples = new EnumMap<>(Failure.class);
        final Map<Failure, Integer> counts = new EnumMap<>(Failure.class);
        int conditions;

        void add(Failure failure, String shape, String message) {
            counts.merge(failure, 1, Integer::sum);
            Map<String, String> byShape = examples.computeIfAbsent(failure, f -> new LinkedHashMap<>());
            if (byShape.size() < 25) {
                byShape.putIfAbsent(shape, message);
            }
        }

        void assertNone(Failure failure) {
            int count = counts.getOrDefault(failure, 0);
            if (count > 0) {
                fail(failure + ": " + count + " failures among " + conditions + " conditions (seed " + SEED
                        + "), one example per shape:\n  " + String.join("\n  ", examples.get(failure).values()));
            }
        }
    }

    private static Run results;

    /** All templates and key types, evaluated once and shared by the tests below. */
    private static synchronized Run results() {
        if (results == null) {
            Run run = new Run();
            Random random = new Random(SEED);
            for (KeyType<?> type : KeyTypes.ORDERED) {
                twoComponents(run, type, KeyTypes.STRING, random);
                twoComponents(run, KeyTypes.STRING, type, random);
                singleComponent(run, type, "", "", List.of(), List.of(), random);
                singleComponent(run, type, "V#", "#X", FOREIGN_V, INSIDE_V, random);
            }
            results = run;
        }
        return results;
    }

    private static String describe(Object value) {
        return value instanceof String s ? show(s) : String.valueOf(value);
    }

    /** "ORDER#<a>#<b>": conditions on a (prefix "ORDER#", following "#") and on b with a fixed (following ""). */
    private static <A, B> void twoComponents(Run run, KeyType<A> ta, KeyType<B> tb, Random random) {
        String template = "ORDER#<a:" + ta + ">#<b:" + tb + ">";
        List<A> as = ta.pool(random, 40);
        List<B> bs = tb.pool(random, 40);
        Map<String, Map.Entry<A, B>> items = new LinkedHashMap<>();
        for (A a : as) {
            for (int j = 0; j < 12; j++) {
                B b = bs.get(random.nextInt(bs.size()));
                items.putIfAbsent("ORDER#" + ta.encode(a) + "#" + tb.encode(b), Map.entry(a, b));
            }
        }
        List<Member<A>> onA = new ArrayList<>();
        items.forEach((key, tuple) -> onA.add(new Member<>(tuple.getKey(), key)));
        List<Probe> foreign = new ArrayList<>();
        FOREIGN_ORDER.forEach(key -> foreign.add(new Probe(key, Failure.WRONG_MATCH, "foreign")));
        INSIDE_ORDER.forEach(key -> foreign.add(new Probe(key, Failure.FOREIGN_INSIDE_PREFIX, "foreign")));
        for (int i = 0; i < CASES; i++) {
            checkComponent(run, template + ", condition on a", ta, "ORDER#", "#", false, onA, foreign, as, random);
        }

        // Group by the encoded first component: items with another a are outsiders for conditions on b.
        Map<String, List<Member<B>>> byA = new HashMap<>();
        items.forEach((key, tuple) -> byA.computeIfAbsent(ta.encode(tuple.getKey()), k -> new ArrayList<>())
                .add(new Member<>(tuple.getValue(), key)));
        List<Probe> all = new ArrayList<>();
        items.forEach((key, tuple) -> all.add(new Probe(key, Failure.WRONG_MATCH, "item with a=" + describe(tuple.getKey()))));
        FOREIGN_ORDER.forEach(key -> all.add(new Probe(key, Failure.WRONG_MATCH, "foreign")));
        INSIDE_ORDER.forEach(key -> all.add(new Probe(key, Failure.WRONG_MATCH, "foreign")));
        Map<String, List<Probe>> outsidersByA = new HashMap<>();
        for (int i = 0; i < CASES; i++) {
            A a = as.get(random.nextInt(as.size()));
            String encodedA = ta.encode(a);
            List<Probe> outsiders = outsidersByA.computeIfAbsent(encodedA, k -> {
                Set<String> own = byA.get(k).stream().map(Member::key).collect(Collectors.toSet());
                return all.stream().filter(probe -> !own.contains(probe.key())).toList();
            });
            checkComponent(run, template + ", condition on b with a=" + describe(a), tb, "ORDER#" + encodedA + "#", "",
                    true, byA.get(encodedA), outsiders, bs, random);
        }
    }

    /** prefix + "<a>" + following: the whole key ("", ""), or a component before a trailing literal ("V#", "#X"). */
    private static <T> void singleComponent(Run run, KeyType<T> type, String prefix, String following,
                                            List<String> foreignKeys, List<String> insideKeys, Random random) {
        String template = prefix + "<a:" + type + ">" + following;
        List<T> pool = type.pool(random, 300);
        Map<String, Member<T>> members = new LinkedHashMap<>();
        for (T value : pool) {
            String key = prefix + type.encode(value) + following;
            if (!key.isEmpty()) { // DynamoDB keys are never empty
                members.putIfAbsent(key, new Member<>(value, key));
            }
        }
        List<Probe> foreign = new ArrayList<>();
        foreignKeys.forEach(key -> foreign.add(new Probe(key, Failure.WRONG_MATCH, "foreign")));
        insideKeys.forEach(key -> foreign.add(new Probe(key, Failure.FOREIGN_INSIDE_PREFIX, "foreign")));
        List<Member<T>> list = new ArrayList<>(members.values());
        for (int i = 0; i < CASES; i++) {
            checkComponent(run, template, type, prefix, following, true, list, foreign, pool, random);
        }
    }

    /** One random condition on the component, evaluated against members (by the predicate) and outsiders (never). */
    private static <T> void checkComponent(Run run, String where, KeyType<T> type, String prefix, String following,
                                           boolean last, List<Member<T>> members, List<Probe> outsiders,
                                           List<T> pool, Random random) {
        SortKeyCondition condition;
        Predicate<T> predicate;
        String query;
        boolean strings = type == KeyTypes.STRING;
        try {
            switch (random.nextInt(strings ? 7 : 6)) {
                case 0 -> {
                    T v = type.pick(random, pool);
                    String key = prefix + type.encode(v) + following;
                    if (key.isEmpty()) {
                        return; // generated code rejects an empty whole key (KeyParts.ofNonEmptyString)
                    }
                    // Equality on a leading component is the next level's prefix; on the last one the whole key.
                    condition = last ? SortKeyCondition.equalTo(key) : SortKeyCondition.beginsWith(key);
                    predicate = x -> type.order().compare(x, v) == 0;
                    query = "a == " + describe(v);
                }
                case 1 -> {
                    T v = type.pick(random, pool);
                    condition = SortKeyCondition.lessThan(prefix, type.encode(v), following);
                    predicate = x -> type.order().compare(x, v) < 0;
                    query = "a < " + describe(v);
                }
                case 2 -> {
                    T v = type.pick(random, pool);
                    condition = SortKeyCondition.lessThanOrEqual(prefix, type.encode(v), following);
                    predicate = x -> type.order().compare(x, v) <= 0;
                    query = "a <= " + describe(v);
                }
                case 3 -> {
                    T v = type.pick(random, pool);
                    condition = SortKeyCondition.greaterThan(prefix, type.encode(v), following);
                    predicate = x -> type.order().compare(x, v) > 0;
                    query = "a > " + describe(v);
                }
                case 4 -> {
                    T v = type.pick(random, pool);
                    condition = SortKeyCondition.greaterThanOrEqual(prefix, type.encode(v), following);
                    predicate = x -> type.order().compare(x, v) >= 0;
                    query = "a >= " + describe(v);
                }
                case 5 -> {
                    // Bounds in random order: from > to must match nothing.
                    T from = type.pick(random, pool);
                    T to = random.nextInt(4) == 0 ? from : type.pick(random, pool);
                    condition = SortKeyCondition.between(prefix, type.encode(from), type.encode(to), following);
                    predicate = x -> type.order().compare(from, x) <= 0 && type.order().compare(x, to) <= 0;
                    query = "a between " + describe(from) + " and " + describe(to);
                }
                default -> {
                    String value = (String) type.pick(random, pool);
                    int[] cps = value.codePoints().toArray();
                    String p = new String(cps, 0, cps.length == 0 ? 0 : random.nextInt(cps.length + 1));
                    condition = SortKeyCondition.componentBeginsWith(prefix, KeyCodec.encodeString(p), following);
                    predicate = x -> ((String) x).startsWith(p);
                    query = "a begins with " + show(p);
                }
            }
        } catch (RuntimeException e) {
            run.add(Failure.WRONG_MATCH, shape(where, "build"), where + ": building the condition failed: " + e);
            return;
        }
        run.conditions++;
        String context = where + ", query " + query + " -> " + describe(condition);
        String shape = shape(where, query.split(" ")[1] + " " + (condition == null ? "none" : condition.operator()));
        String refusal = unsendable(condition);
        if (refusal != null) {
            run.add(Failure.NOT_SENDABLE, shape, context + ": " + refusal);
        }
        Evaluator evaluator = Evaluator.of(condition);
        for (Member<T> member : members) {
            boolean expected = predicate.test(member.value());
            boolean actual = evaluator.matches(member.bytes());
            if (expected != actual) {
                run.add(Failure.WRONG_MATCH, shape, context + (expected ? " misses " : " wrongly matches ")
                        + show(member.key()) + " (a=" + describe(member.value()) + ")");
            }
        }
        for (Probe probe : outsiders) {
            if (evaluator.matches(probe.bytes())) {
                run.add(probe.ifMatched(), shape + " " + probe.key(), context + " wrongly matches " + probe.what()
                        + " key " + show(probe.key()));
            }
        }
    }

    /** The template without component types and fixed values, and the operation. */
    private static String shape(String where, String operation) {
        int fixed = where.indexOf(" with a=");
        return (fixed < 0 ? where : where.substring(0, fixed)).replaceAll(":[^>]*>", ">") + " / " + operation;
    }

    private static String describe(SortKeyCondition condition) {
        return condition == null ? "(no condition)" : condition.operator() + "(" + show(condition.first())
                + (condition.second() == null ? "" : ", " + show(condition.second())) + ")";
    }

    // ---- the properties ------------------------------------------------------------------------

    @Test
    void conditionsMatchExactlyTheItemsWhoseComponentSatisfiesTheQuery() {
        results().assertNone(Failure.WRONG_MATCH);
    }

    @Test
    void conditionsAreRequestsDynamoDbAccepts() {
        results().assertNone(Failure.NOT_SENDABLE);
    }

    /** "ORDER#" (say, another entity's literal sort key) is below every key of "ORDER#<a>#<b>" and must not match. */
    @Test
    void keysInsideThePrefixThatNoTupleCanProduceAreNotMatched() {
        results().assertNone(Failure.FOREIGN_INSIDE_PREFIX);
    }

    // ---- readable examples ---------------------------------------------------------------------

    private static final List<String> STRINGS = List.of("a", "ab", "ab ", "ab!", "ab#", "ab$", "abc",
            "ab\uD83D\uDE00", "ab\uFFFF", "b", "\uD83D\uDE00");

    private static List<String> wholeKeysMatching(SortKeyCondition condition) {
        List<String> out = new ArrayList<>();
        for (String s : STRINGS) {
            if (matches(condition, utf8(KeyCodec.encodeString(s)))) {
                out.add(s);
            }
        }
        return out;
    }

    private static String e(String s) {
        return KeyCodec.encodeString(s);
    }

    @Test
    void stringsThatExtendEachOther() {
        assertEquals(List.of("ab ", "ab!", "ab#", "ab$", "abc", "ab\uD83D\uDE00", "ab\uFFFF", "b", "\uD83D\uDE00"),
                wholeKeysMatching(SortKeyCondition.greaterThan("", e("ab"), "")));
        assertEquals(List.of("a", "ab"), wholeKeysMatching(SortKeyCondition.lessThan("", e("ab "), "")));
        assertEquals(List.of("a", "ab", "ab ", "ab!"), wholeKeysMatching(SortKeyCondition.lessThan("", e("ab#"), "")));
        assertEquals(List.of("ab#", "ab$", "abc"), wholeKeysMatching(SortKeyCondition.between("", e("ab#"), e("abc"), "")));
        assertEquals(List.of("ab", "ab ", "ab!", "ab#", "ab$", "abc", "ab\uD83D\uDE00", "ab\uFFFF"),
                wholeKeysMatching(SortKeyCondition.componentBeginsWith("", e("ab"), "")));
        // U+FFFF is below U+1F600 in UTF-8, though not in UTF-16.
        assertEquals(List.of("a", "ab", "ab ", "ab!", "ab#", "ab$", "abc", "ab\uFFFF"),
                wholeKeysMatching(SortKeyCondition.lessThan("", e("ab\uD83D\uDE00"), "")));
        assertEquals(List.of(), wholeKeysMatching(SortKeyCondition.between("", e("abc"), e("ab"), "")));
    }

    @Test
    void aLeadingIntComponentWithNegatives() {
        List<Integer> values = List.of(Integer.MIN_VALUE, -20240, -2024, -1, 0, 2024, 20240, Integer.MAX_VALUE);
        Map<String, Integer> keys = new LinkedHashMap<>();
        for (int v : values) {
            keys.put("ORDER#" + KeyCodec.encodeInt(v) + "#" + e("x"), v);
        }
        keys.put("ORDER", null);
        keys.put("PROFILE", null);
        SortKeyCondition below = SortKeyCondition.lessThan("ORDER#", KeyCodec.encodeInt(0), "#");
        SortKeyCondition is2024 = SortKeyCondition.beginsWith("ORDER#" + KeyCodec.encodeInt(2024) + "#");
        SortKeyCondition from2024 = SortKeyCondition.greaterThanOrEqual("ORDER#", KeyCodec.encodeInt(2024), "#");
        assertEquals(List.of(Integer.MIN_VALUE, -20240, -2024, -1), matching(keys, below));
        assertEquals(List.of(2024), matching(keys, is2024));
        assertEquals(List.of(2024, 20240, Integer.MAX_VALUE), matching(keys, from2024));
    }

    private static List<Integer> matching(Map<String, Integer> keys, SortKeyCondition condition) {
        List<Integer> out = new ArrayList<>();
        keys.forEach((key, value) -> {
            if (matches(condition, utf8(key))) {
                out.add(value);
            }
        });
        return out;
    }

    @Test
    void emptyRangesAreNotSent() {
        assertEquals(SortKeyCondition.Operator.NOTHING, SortKeyCondition.lessThan("", "", "").operator());
        assertEquals(SortKeyCondition.Operator.NOTHING,
                SortKeyCondition.between("P#", e("b"), e("a"), "").operator());
        assertEquals(SortKeyCondition.Operator.NOTHING, SortKeyCondition.lessThan("P#", "", "").operator());
        assertNull(SortKeyCondition.beginsWith(""));
        assertThrows(IllegalStateException.class,
                () -> SortKeyCondition.lessThan("", "", "").expression(new HashMap<>()));
    }

    @Test
    void fixedWidthComponentsBeforeADelimiterAboveTheirDigitsStillGetEveryKey() {
        // "ENTRY|00042|x": '|' sorts above the digits, so the range starts at the bare prefix.
        List<String> keys = new ArrayList<>();
        for (int n : List.of(0, 41, 42, 43, 99_999)) {
            keys.add("ENTRY|" + KeyCodec.encodePaddedInteger(n, 5) + "|x");
        }
        SortKeyCondition below = SortKeyCondition.lessThan("ENTRY|", KeyCodec.encodePaddedInteger(42, 5), "|");
        assertEquals(new SortKeyCondition(SortKeyCondition.Operator.BETWEEN, "ENTRY|", "ENTRY|00042"), below);
        assertEquals(List.of("ENTRY|00000|x", "ENTRY|00041|x"), keys.stream()
                .filter(key -> KeyCodec.compareUtf8(key, below.first()) >= 0 && KeyCodec.compareUtf8(key, below.second()) <= 0)
                .toList());
        SortKeyCondition atMost = SortKeyCondition.lessThanOrEqual("ENTRY|", KeyCodec.encodePaddedInteger(42, 5), "|");
        assertEquals("ENTRY|", atMost.first());
    }

    @Test
    void expressionsBindTheirOperands() {
        Map<String, AttributeValue> values = new HashMap<>();
        assertEquals("#sk BETWEEN :sk1 AND :sk2", SortKeyCondition.between("P#", e("a"), e("b"), "").expression(values));
        assertEquals(Map.of(":sk1", AttributeValue.fromS("P#a"), ":sk2", AttributeValue.fromS("P#b")), values);
        values.clear();
        assertEquals("begins_with(#sk, :sk1)", SortKeyCondition.beginsWith("P#").expression(values));
        assertEquals(Map.of(":sk1", AttributeValue.fromS("P#")), values);
        assertEquals("#sk = :sk1", SortKeyCondition.equalTo("P#a").expression(new HashMap<>()));
    }
}
