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
import dev.keyway.local.differential.ConditionModel.Truth;
import dev.keyway.local.differential.ConditionModel.TypeIs;
import dev.keyway.local.differential.ConditionModel.ValueOperand;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's semantics of conditions, as the Developer Guide ("Condition and filter expressions, operators,
 * and functions") documents them, used only to decide whether a difference is moto's: a = b holds when
 * both exist, have one type and are equal (numbers by value, sets without order); a &lt;&gt; b is its
 * negation (so it holds when an operand is missing); the orderings and BETWEEN hold only between two
 * strings (UTF-8 bytes), numbers or binaries (unsigned bytes); begins_with takes a string or a binary;
 * contains takes a string (substring), a binary (subsequence), a set (an element of its type) or a list
 * (any element); size()
 * counts a string's UTF-16 code units, a binary's bytes and a set's, list's or map's elements, and a
 * comparison with size() of a missing or unsized attribute fails. Where neither the documentation nor
 * measurements settle a case (such a size() compared with &lt;&gt;) the reading is UNKNOWN.
 */
final class DynamoSemantics {

    private DynamoSemantics() {
    }

    static Truth evaluate(Cond condition, Map<String, AttributeValue> item) {
        if (condition instanceof Not not) {
            return negate(evaluate(not.operand(), item));
        } else if (condition instanceof Group group) {
            return evaluate(group.inner(), item);
        } else if (condition instanceof And and) {
            return and(evaluate(and.left(), item), evaluate(and.right(), item));
        } else if (condition instanceof Or or) {
            return negate(and(negate(evaluate(or.left(), item)), negate(evaluate(or.right(), item))));
        } else if (condition instanceof Exists exists) {
            return Truth.of((ConditionModel.resolve(item, exists.path()) != null) == exists.exists());
        } else if (condition instanceof TypeIs typeIs) {
            AttributeValue value = ConditionModel.resolve(item, typeIs.path());
            return Truth.of(value != null && typeName(value).equals(typeIs.type()));
        } else if (condition instanceof Compare compare) {
            return compare(compare, item);
        } else if (condition instanceof Between between) {
            Sized a = operand(between.operand(), item);
            Sized low = operand(between.low(), item);
            Sized high = operand(between.high(), item);
            if (a.unknown() || low.unknown() || high.unknown()) {
                return Truth.UNKNOWN;
            }
            return Truth.of(ordered(a.value(), low.value()) && ordered(a.value(), high.value())
                    && Canonical.compareScalars(low.value(), a.value()) <= 0
                    && Canonical.compareScalars(a.value(), high.value()) <= 0);
        } else if (condition instanceof In in) {
            Truth result = Truth.FALSE;
            for (Operand candidate : in.candidates()) {
                result = negate(and(negate(result), negate(equal(in.operand(), candidate, item))));
            }
            return result;
        } else if (condition instanceof BeginsWith begins) {
            return beginsWith(ConditionModel.resolve(item, begins.path()), operand(begins.prefix(), item));
        }
        Contains contains = (Contains) condition;
        return contains(ConditionModel.resolve(item, contains.path()), operand(contains.operand(), item));
    }

    private static Truth beginsWith(AttributeValue value, Sized prefix) {
        if (prefix.unknown()) {
            return Truth.UNKNOWN;
        }
        AttributeValue p = prefix.value();
        if (value == null || p == null) {
            return Truth.FALSE;
        }
        if (value.s() != null && p.s() != null) {
            return Truth.of(value.s().startsWith(p.s()));
        }
        if (value.b() != null && p.b() != null) {
            byte[] v = value.b().asByteArrayUnsafe();
            byte[] b = p.b().asByteArrayUnsafe();
            return Truth.of(v.length >= b.length && java.util.Arrays.equals(v, 0, b.length, b, 0, b.length));
        }
        return Truth.FALSE;
    }

    private static Truth contains(AttributeValue container, Sized operand) {
        if (operand.unknown()) {
            return Truth.UNKNOWN;
        }
        AttributeValue v = operand.value();
        if (container == null || v == null) {
            return Truth.FALSE;
        }
        if (container.s() != null) {
            return Truth.of(v.s() != null && container.s().contains(v.s()));
        }
        if (container.b() != null) {
            // a binary contains a subsequence (API Reference, Condition, CONTAINS: "If the target attribute of the
            // comparison is Binary, then the operator looks for a subsequence of the target that matches the input")
            return Truth.of(v.b() != null && indexOf(container.b().asByteArrayUnsafe(), v.b().asByteArrayUnsafe()) >= 0);
        }
        if (container.hasSs()) {
            return Truth.of(v.s() != null && container.ss().contains(v.s()));
        }
        if (container.hasNs()) {
            return Truth.of(v.n() != null && container.ns().stream().anyMatch(n -> Canonical.number(n).equals(Canonical.number(v.n()))));
        }
        if (container.hasBs()) {
            return Truth.of(v.b() != null && container.bs().contains(v.b()));
        }
        if (container.hasL()) {
            return Truth.of(container.l().stream().anyMatch(element -> Canonical.same(element, v)));
        }
        return Truth.FALSE;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (java.util.Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        return -1;
    }

    private static Truth compare(Compare compare, Map<String, AttributeValue> item) {
        if (invalidSize(compare.left(), item) || invalidSize(compare.right(), item)) {
            // size() of a missing or unsized attribute fails the comparison; for <> this is not documented
            return compare.comparator().equals("<>") ? Truth.UNKNOWN : Truth.FALSE;
        }
        if (compare.comparator().equals("=")) {
            return equal(compare.left(), compare.right(), item);
        }
        if (compare.comparator().equals("<>")) {
            return negate(equal(compare.left(), compare.right(), item));
        }
        Sized left = operand(compare.left(), item);
        Sized right = operand(compare.right(), item);
        if (left.unknown() || right.unknown()) {
            return Truth.UNKNOWN;
        }
        if (!ordered(left.value(), right.value())) {
            return Truth.FALSE;
        }
        int order = Canonical.compareScalars(left.value(), right.value());
        return Truth.of(switch (compare.comparator()) {
            case "<" -> order < 0;
            case "<=" -> order <= 0;
            case ">" -> order > 0;
            default -> order >= 0;
        });
    }

    private static Truth equal(Operand a, Operand b, Map<String, AttributeValue> item) {
        Sized left = operand(a, item);
        Sized right = operand(b, item);
        if (left.unknown() || right.unknown()) {
            return Truth.UNKNOWN;
        }
        return Truth.of(left.value() != null && right.value() != null && Canonical.same(left.value(), right.value()));
    }

    /** Whether two values are a string, number or binary pair of one type. */
    private static boolean ordered(AttributeValue a, AttributeValue b) {
        return a != null && b != null && ((a.s() != null && b.s() != null) || (a.n() != null && b.n() != null)
                || (a.b() != null && b.b() != null));
    }

    /** Whether an operand is size() of a missing attribute or of one without a size (a number, boolean or null). */
    private static boolean invalidSize(Operand operand, Map<String, AttributeValue> item) {
        if (!(operand instanceof SizeOperand size)) {
            return false;
        }
        AttributeValue value = ConditionModel.resolve(item, size.path());
        return value == null || value.n() != null || value.bool() != null || Boolean.TRUE.equals(value.nul());
    }

    /** An operand's value (null when missing), or unknown. */
    private record Sized(AttributeValue value, boolean unknown) {
    }

    private static Sized operand(Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof ValueOperand value) {
            return new Sized(value.value(), false);
        } else if (operand instanceof PathOperand path) {
            return new Sized(ConditionModel.resolve(item, path.path()), false);
        }
        return size(ConditionModel.resolve(item, ((SizeOperand) operand).path()));
    }

    private static Sized size(AttributeValue value) {
        if (value == null) {
            return new Sized(null, false);
        }
        Integer size = null;
        if (value.s() != null) {
            // the documentation does not give the unit; DynamoDB counts UTF-16 code units (measured against it
            // by other emulators: size("é𝄞") is 3)
            size = value.s().length();
        } else if (value.b() != null) {
            size = value.b().asByteArrayUnsafe().length;
        } else if (value.hasSs()) {
            size = value.ss().size();
        } else if (value.hasNs()) {
            size = value.ns().size();
        } else if (value.hasBs()) {
            size = value.bs().size();
        } else if (value.hasL()) {
            size = value.l().size();
        } else if (value.hasM()) {
            size = value.m().size();
        }
        // size() of a number, boolean or null: the comparison fails (see invalidSize)
        return size == null ? new Sized(null, false) : new Sized(AttributeValue.fromN(size.toString()), false);
    }

    static String typeName(AttributeValue value) {
        return switch (value.type()) {
            case NUL -> "NULL";
            case UNKNOWN_TO_SDK_VERSION -> "?";
            default -> value.type().name();
        };
    }

    private static Truth negate(Truth truth) {
        return switch (truth) {
            case TRUE -> Truth.FALSE;
            case FALSE -> Truth.TRUE;
            default -> truth;
        };
    }

    private static Truth and(Truth a, Truth b) {
        if (a == Truth.FALSE || b == Truth.FALSE) {
            return Truth.FALSE;
        }
        if (a == Truth.TRUE && b == Truth.TRUE) {
            return Truth.TRUE;
        }
        return Truth.UNKNOWN;
    }
}
