package dev.keyway.local.differential;

import dev.keyway.local.differential.ConditionModel.And;
import dev.keyway.local.differential.ConditionModel.BeginsWith;
import dev.keyway.local.differential.ConditionModel.Between;
import dev.keyway.local.differential.ConditionModel.Compare;
import dev.keyway.local.differential.ConditionModel.Cond;
import dev.keyway.local.differential.ConditionModel.Contains;
import dev.keyway.local.differential.ConditionModel.Exists;
import dev.keyway.local.differential.ConditionModel.Group;
import dev.keyway.local.differential.ConditionModel.In;
import dev.keyway.local.differential.ConditionModel.Not;
import dev.keyway.local.differential.ConditionModel.Operand;
import dev.keyway.local.differential.ConditionModel.Or;
import dev.keyway.local.differential.ConditionModel.PathOperand;
import dev.keyway.local.differential.ConditionModel.SizeOperand;
import dev.keyway.local.differential.ConditionModel.TypeIs;
import dev.keyway.local.differential.ConditionModel.ValueOperand;
import dev.keyway.local.differential.Expr.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Random valid condition and filter expressions: comparisons, BETWEEN, IN, every function, NOT/AND/OR
 * and parentheses, over top-level and nested paths, with literals drawn from the values items hold so
 * that conditions both hold and fail.
 */
final class Conditions {

    private static final List<String> COMPARATORS = List.of("=", "<>", "<", "<=", ">", ">=");
    private static final List<String> TYPES = List.of("S", "SS", "N", "NS", "B", "BS", "BOOL", "NULL", "L", "M");

    private final Random random;
    private final Values values;
    private final Scenario scenario;

    Conditions(Random random, Values values, Scenario scenario) {
        this.random = random;
        this.values = values;
        this.scenario = scenario;
    }

    /**
     * A condition.
     *
     * @param depth how deep NOT/AND/OR may nest
     * @param excludedAttributes attributes the expression must not name (a Query filter's keys, what a global
     *     index does not project); at least one key or slot must remain
     */
    Cond condition(int depth, Set<String> excludedAttributes) {
        if (depth > 0 && random.nextInt(10) < 3) {
            return switch (random.nextInt(5)) {
                case 0 -> new Not(condition(depth - 1, excludedAttributes));
                case 1, 2 -> new And(condition(depth - 1, excludedAttributes), condition(depth - 1, excludedAttributes),
                        random.nextBoolean());
                case 3 -> new Or(condition(depth - 1, excludedAttributes), condition(depth - 1, excludedAttributes));
                default -> new Group(condition(depth - 1, excludedAttributes));
            };
        }
        return atom(excludedAttributes);
    }

    /** In parentheses, unless it already is: DynamoDB refuses redundant parentheses such as ((a = :v)). */
    static String parenthesised(String condition) {
        return enclosed(condition) ? condition : "(" + condition + ")";
    }

    private static boolean enclosed(String condition) {
        if (!condition.startsWith("(")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < condition.length(); i++) {
            char c = condition.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0) {
                return i == condition.length() - 1;
            }
        }
        return false;
    }

    private Cond atom(Set<String> excluded) {
        Target target = target(excluded);
        Path path = target.path();
        PathOperand operand = new PathOperand(path);
        switch (random.nextInt(11)) {
            case 0:
                return new Exists(path, true);
            case 1:
                return new Exists(path, false);
            case 2:
                return new TypeIs(path, values.pick(TYPES));
            case 3: {
                AttributeValue low = comparable(target);
                AttributeValue high = comparableOfType(target, low);
                if (Canonical.compareScalars(low, high) > 0) {
                    AttributeValue swap = low;
                    low = high;
                    high = swap;
                }
                return new Between(operand, new ValueOperand(low), new ValueOperand(high));
            }
            case 4: {
                List<Operand> candidates = new ArrayList<>();
                int count = 1 + random.nextInt(4);
                for (int i = 0; i < count; i++) {
                    candidates.add(new ValueOperand(random.nextBoolean() ? comparable(target) : equalityValue(target)));
                }
                return new In(operand, candidates);
            }
            case 5:
                return new BeginsWith(path, new ValueOperand(prefix(target)));
            case 6:
                return new Contains(path, new ValueOperand(containedValue(target)));
            case 7:
                return new Compare(new SizeOperand(path), values.pick(COMPARATORS),
                        new ValueOperand(AttributeValue.fromN(Integer.toString(random.nextInt(5)))));
            case 8: {
                // DynamoDB refuses a path compared with itself ("The first operand must be distinct from the
                // remaining operands for this operator or function")
                Path other = target(excluded).path();
                return other.equals(path) ? new Exists(path, true)
                        : new Compare(operand, values.pick(COMPARATORS), new PathOperand(other));
            }
            case 9:
                return new Compare(operand, values.pick(List.of("=", "<>")), new ValueOperand(equalityValue(target)));
            default:
                return new Compare(operand, values.pick(COMPARATORS), new ValueOperand(comparable(target)));
        }
    }

    /** What a condition is about: a path and the kind of value usually found there. */
    record Target(Path path, DataSlot.Kind kind, String keyAttribute) {
    }

    Target target(Set<String> excluded) {
        List<String> keys = new ArrayList<>(scenario.design().allKeyAttributes().keySet());
        keys.removeAll(excluded);
        List<DataSlot> slots = new ArrayList<>(List.of(DataSlot.values()));
        slots.removeIf(candidate -> excluded.contains(candidate.attributeName()));
        if (!keys.isEmpty() && (slots.isEmpty() || random.nextInt(10) < 3)) {
            String key = values.pick(keys);
            return new Target(Path.of(key), null, key);
        }
        DataSlot slot = values.pick(slots);
        if (slot == DataSlot.MAP && random.nextBoolean()) {
            return random.nextBoolean()
                    ? new Target(Path.of("m", values.pick(Values.MAP_KEYS)), DataSlot.Kind.ANY, null)
                    : new Target(Path.of("m", "c", "d"), DataSlot.Kind.ANY, null);
        }
        if (slot == DataSlot.LIST && random.nextBoolean()) {
            return new Target(Path.of("l", random.nextInt(3)), DataSlot.Kind.ANY, null);
        }
        return new Target(Path.of(slot.attributeName()), slot.kind(), null);
    }

    /** A string, number or binary literal for ordering comparisons, of the type usually found at the target. */
    AttributeValue comparable(Target target) {
        if (target.keyAttribute() != null) {
            return random.nextInt(4) == 0
                    ? values.ofScalarType(scenario.design().allKeyAttributes().get(target.keyAttribute()).type())
                    : scenario.pickValue(target.keyAttribute(), random);
        }
        return switch (target.kind()) {
            case COUNTER -> values.counter();
            case SMALL_STRING -> AttributeValue.fromS(values.pick(Values.SMALL_STRINGS));
            case STRING -> AttributeValue.fromS(values.string());
            case NUMBER -> AttributeValue.fromN(values.number());
            case BINARY -> AttributeValue.fromB(values.binary(0));
            default -> scalarLiteral();
        };
    }

    /** A literal of the same scalar type as another, for BETWEEN's upper bound. */
    private AttributeValue comparableOfType(Target target, AttributeValue like) {
        for (int attempt = 0; attempt < 5; attempt++) {
            AttributeValue candidate = comparable(target);
            if (candidate.type() == like.type()) {
                return candidate;
            }
        }
        return like;
    }

    private AttributeValue scalarLiteral() {
        return switch (random.nextInt(3)) {
            case 0 -> AttributeValue.fromS(values.pick(Values.SMALL_STRINGS));
            case 1 -> values.counter();
            default -> AttributeValue.fromB(values.binary(0));
        };
    }

    /** Any value, for = and &lt;&gt;: sets, lists and maps are compared whole. */
    AttributeValue equalityValue(Target target) {
        if (target.keyAttribute() != null || random.nextBoolean()) {
            return comparable(target);
        }
        return target.kind() == DataSlot.Kind.ANY ? values.any(1) : values.ofKind(target.kind(), 1);
    }

    /** A string or binary prefix (begins_with takes no other type). */
    private AttributeValue prefix(Target target) {
        AttributeValue like = comparable(target);
        if (like.s() != null) {
            String s = like.s();
            int cut = s.isEmpty() ? 0 : s.offsetByCodePoints(0, random.nextInt(s.codePointCount(0, s.length()) + 1));
            return AttributeValue.fromS(s.substring(0, cut));
        }
        if (like.b() != null) {
            byte[] bytes = like.b().asByteArray();
            return AttributeValue.fromB(SdkBytes.fromByteArray(java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length + 1))));
        }
        return AttributeValue.fromS(values.pick(Values.SMALL_STRINGS));
    }

    /** A value contains() may find: a substring, a set element or a list element. */
    private AttributeValue containedValue(Target target) {
        if (target.kind() == null) {
            return comparable(target);
        }
        return switch (target.kind()) {
            case STRING_SET -> AttributeValue.fromS(random.nextBoolean() ? values.pick(Values.SMALL_STRINGS) : values.string());
            case NUMBER_SET -> AttributeValue.fromN(Integer.toString(random.nextInt(8)));
            case BINARY_SET -> AttributeValue.fromB(values.binary(1));
            case LIST, ANY -> values.scalar();
            default -> prefix(target);
        };
    }
}
