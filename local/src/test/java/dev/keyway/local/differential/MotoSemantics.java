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
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * moto 5.2.1's semantics of conditions (moto/dynamodb/comparisons.py), mirrored to tell its deviations
 * apart: values become Python values (numbers Decimal, binaries bytes, NULL and a missing
 * attribute both None, booleans Python booleans, which equal 1 and 0), = and &lt;&gt; are Python's ==
 * and !=, the orderings are Python's (set inclusion for sets, TypeError for mixed types, which moto
 * answers with HTTP 500), BETWEEN tests its operands' truthiness first, begins_with reads strings only,
 * size() fails on a missing or unsized attribute and counts a string's code points, AND and OR
 * short-circuit; a filter on a local secondary index sees only the index's projected attributes.
 */
final class MotoSemantics {

    /** Python's TypeError, which moto answers with HTTP 500. */
    private static final class Crash extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Crash() {
            super(null, null, false, false);
        }
    }

    /** Python bytes: equal by content, ordered as unsigned bytes. */
    private record PyBytes(byte[] bytes) {
        @Override
        public boolean equals(Object other) {
            return other instanceof PyBytes b && java.util.Arrays.equals(bytes, b.bytes);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return Base64.getEncoder().encodeToString(bytes);
        }
    }

    /** A Python set (its elements distinct as moto keeps them). */
    private record PySet(List<Object> elements) {
        boolean has(Object element) {
            return elements.stream().anyMatch(e -> pyEquals(e, element));
        }

        boolean within(PySet other) {
            return elements.stream().allMatch(other::has);
        }
    }

    /** A Python value, or None; the DynamoDB type a path had, for the functions that test it. */
    private record Py(Object value, String type) {
    }

    private MotoSemantics() {
    }

    static Truth evaluate(Cond condition, Map<String, AttributeValue> item) {
        try {
            return Truth.of(truth(condition, item));
        } catch (Crash crash) {
            return Truth.CRASH;
        }
    }

    private static boolean truth(Cond condition, Map<String, AttributeValue> item) {
        if (condition instanceof Not not) {
            return !truth(not.operand(), item);
        } else if (condition instanceof Group group) {
            return truth(group.inner(), item);
        } else if (condition instanceof And and) {
            return truth(and.left(), item) && truth(and.right(), item);
        } else if (condition instanceof Or or) {
            return truth(or.left(), item) || truth(or.right(), item);
        } else if (condition instanceof Exists exists) {
            return (ConditionModel.resolve(item, exists.path()) != null) == exists.exists();
        } else if (condition instanceof TypeIs typeIs) {
            AttributeValue value = ConditionModel.resolve(item, typeIs.path());
            return value != null && DynamoSemantics.typeName(value).equals(typeIs.type());
        } else if (condition instanceof Compare compare) {
            Object left = operand(compare.left(), item).value();
            Object right = operand(compare.right(), item).value();
            return switch (compare.comparator()) {
                case "=" -> pyEquals(left, right);
                case "<>" -> !pyEquals(left, right);
                default -> left != null && right != null && pyOrder(left, compare.comparator(), right);
            };
        } else if (condition instanceof Between between) {
            Object start = operand(between.low(), item).value();
            Object attribute = operand(between.operand(), item).value();
            Object end = operand(between.high(), item).value();
            boolean startHasValue = start != null && (start instanceof BigDecimal || truthy(start));
            boolean endHasValue = end != null && (end instanceof BigDecimal || truthy(end));
            if (startHasValue && truthy(attribute) && endHasValue) {
                return pyOrder(start, "<=", attribute) && pyOrder(attribute, "<=", end);
            } else if (start == null && attribute == null) {
                return true;
            } else if (start == null && truthy(attribute) && truthy(end)) {
                return pyOrder(attribute, "<=", end);
            }
            return false;
        } else if (condition instanceof In in) {
            Object value = operand(in.operand(), item).value();
            for (Operand candidate : in.candidates()) {
                if (pyEquals(value, operand(candidate, item).value())) {
                    return true;
                }
            }
            return false;
        } else if (condition instanceof BeginsWith begins) {
            Py value = path(item, begins.path());
            Py prefix = operand(begins.prefix(), item);
            return "S".equals(value.type()) && "S".equals(prefix.type())
                    && ((String) value.value()).startsWith((String) prefix.value());
        }
        Contains contains = (Contains) condition;
        Py container = path(item, contains.path());
        Object wanted = operand(contains.operand(), item).value();
        if (container.type() == null || !List.of("S", "SS", "NS", "BS", "L").contains(container.type())) {
            return false;
        }
        if (container.value() instanceof String text) {
            return wanted instanceof String part && text.contains(part);
        }
        if (container.value() instanceof PySet set) {
            // an unhashable operand raises TypeError, which moto's contains() catches
            return !(wanted instanceof List || wanted instanceof Map || wanted instanceof PySet) && set.has(wanted);
        }
        if (container.value() instanceof List<?> elements) {
            return elements.stream().anyMatch(element -> pyEquals(element, wanted));
        }
        return false;
    }

    private static Py operand(Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof ValueOperand value) {
            return py(value.value());
        } else if (operand instanceof PathOperand path) {
            return path(item, path.path());
        }
        Py value = path(item, ((SizeOperand) operand).path());
        if (value.type() == null || !List.of("S", "SS", "NS", "B", "BS", "L", "M").contains(value.type())) {
            throw new Crash(); // ValueError: Invalid attribute name / Invalid filter expression
        }
        int size;
        if (value.value() instanceof String text) {
            size = text.codePointCount(0, text.length());
        } else if (value.value() instanceof PyBytes bytes) {
            size = bytes.bytes().length;
        } else if (value.value() instanceof PySet set) {
            size = set.elements().size();
        } else if (value.value() instanceof List<?> list) {
            size = list.size();
        } else {
            size = ((Map<?, ?>) value.value()).size();
        }
        return new Py(BigDecimal.valueOf(size), "N");
    }

    private static Py path(Map<String, AttributeValue> item, Expr.Path path) {
        AttributeValue value = ConditionModel.resolve(item, path);
        return value == null ? new Py(null, null) : py(value);
    }

    /** The Python value moto computes for an attribute value (sets as lists without duplicates). */
    private static Py py(AttributeValue value) {
        String type = DynamoSemantics.typeName(value);
        Object python = switch (type) {
            case "S" -> value.s();
            case "N" -> new BigDecimal(value.n());
            case "B" -> new PyBytes(value.b().asByteArray());
            case "BOOL" -> value.bool();
            case "NULL" -> null;
            case "SS" -> new PySet(new ArrayList<Object>(value.ss()));
            case "NS" -> new PySet(value.ns().stream().map(n -> (Object) new BigDecimal(n)).toList());
            case "BS" -> new PySet(value.bs().stream().map(b -> (Object) new PyBytes(b.asByteArray())).toList());
            case "L" -> value.l().stream().map(element -> py(element).value()).toList();
            case "M" -> {
                Map<String, Object> map = new LinkedHashMap<>();
                value.m().forEach((k, v) -> map.put(k, py(v).value()));
                yield map;
            }
            default -> throw new Crash();
        };
        return new Py(python, type);
    }

    private static boolean truthy(Object value) {
        if (value == null) {
            return false;
        } else if (value instanceof Boolean b) {
            return b;
        } else if (value instanceof BigDecimal n) {
            return n.signum() != 0;
        } else if (value instanceof String s) {
            return !s.isEmpty();
        } else if (value instanceof List<?> l) {
            return !l.isEmpty();
        } else if (value instanceof PySet set) {
            return !set.elements().isEmpty();
        } else if (value instanceof PyBytes bytes) {
            return bytes.bytes().length > 0;
        }
        return !((Map<?, ?>) value).isEmpty();
    }

    /** Python's ==, with booleans equal to 1 and 0. Sets and lists are both lists here: sets compare as sets. */
    static boolean pyEquals(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        BigDecimal x = numeric(a);
        BigDecimal y = numeric(b);
        if (x != null && y != null) {
            return x.compareTo(y) == 0;
        }
        if (a instanceof String || b instanceof String || a instanceof PyBytes || b instanceof PyBytes) {
            return a.equals(b);
        }
        if (a instanceof List<?> l && b instanceof List<?> m) {
            if (l.size() != m.size()) {
                return false;
            }
            for (int i = 0; i < l.size(); i++) {
                if (!pyEquals(l.get(i), m.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Map<?, ?> l && b instanceof Map<?, ?> m) {
            return l.keySet().equals(m.keySet()) && l.keySet().stream().allMatch(k -> pyEquals(l.get(k), m.get(k)));
        }
        if (a instanceof PySet l && b instanceof PySet m) {
            return l.elements().size() == m.elements().size() && l.within(m);
        }
        return false;
    }

    private static BigDecimal numeric(Object value) {
        if (value instanceof BigDecimal n) {
            return n;
        }
        if (value instanceof Boolean b) {
            return b ? BigDecimal.ONE : BigDecimal.ZERO;
        }
        return null;
    }

    /** Python's ordering operators, or TypeError for values Python does not order. */
    private static boolean pyOrder(Object a, String comparator, Object b) {
        if (a == null || b == null) {
            throw new Crash();
        }
        BigDecimal x = numeric(a);
        BigDecimal y = numeric(b);
        if (x != null && y != null) {
            return holds(x.compareTo(y), comparator);
        } else if (a instanceof String s && b instanceof String t) {
            return holds(compareCodePoints(s, t), comparator);
        } else if (a instanceof PyBytes s && b instanceof PyBytes t) {
            return holds(java.util.Arrays.compareUnsigned(s.bytes(), t.bytes()), comparator);
        } else if (a instanceof PySet l && b instanceof PySet m) {
            // Python's set ordering is inclusion
            return switch (comparator) {
                case "<" -> l.within(m) && l.elements().size() < m.elements().size();
                case "<=" -> l.within(m);
                case ">" -> m.within(l) && m.elements().size() < l.elements().size();
                default -> m.within(l);
            };
        } else if (a instanceof List<?> l && b instanceof List<?> m) {
            // Python's list ordering: the first elements that differ decide, else the lengths
            for (int i = 0; i < Math.min(l.size(), m.size()); i++) {
                if (!pyEquals(l.get(i), m.get(i))) {
                    if (l.get(i) == null || m.get(i) == null) {
                        throw new Crash();
                    }
                    return pyOrder(l.get(i), comparator, m.get(i));
                }
            }
            return holds(Integer.compare(l.size(), m.size()), comparator);
        }
        throw new Crash(); // TypeError: not supported between instances of different types, or of dict
    }

    private static boolean holds(int order, String comparator) {
        return switch (comparator) {
            case "<" -> order < 0;
            case "<=" -> order <= 0;
            case ">" -> order > 0;
            default -> order >= 0;
        };
    }

    private static int compareCodePoints(String a, String b) {
        return java.util.Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
    }
}
