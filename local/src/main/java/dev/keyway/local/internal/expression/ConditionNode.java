package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.value.AttributeValues;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A node of a parsed condition: a comparison, {@code BETWEEN}, {@code IN}, a function, or AND/OR/NOT of conditions. */
abstract class ConditionNode implements Condition {

    /** How many parentheses directly enclose the condition (two is redundant). */
    int parens;

    @Override
    public Set<String> topLevelAttributes() {
        Set<String> names = new LinkedHashSet<>();
        collect(this, names);
        return names;
    }

    private static void collect(ConditionNode node, Set<String> names) {
        if (node instanceof And) {
            collect(((And) node).left, names);
            collect(((And) node).right, names);
        } else if (node instanceof Or) {
            collect(((Or) node).left, names);
            collect(((Or) node).right, names);
        } else if (node instanceof Not) {
            collect(((Not) node).operand, names);
        } else if (node instanceof Comparison) {
            collect(((Comparison) node).left, names);
            collect(((Comparison) node).right, names);
        } else if (node instanceof Between) {
            collect(((Between) node).value, names);
            collect(((Between) node).low, names);
            collect(((Between) node).high, names);
        } else if (node instanceof In) {
            collect(((In) node).value, names);
            ((In) node).candidates.forEach(candidate -> collect(candidate, names));
        } else {
            collect(((FunctionCall) node).call, names);
        }
    }

    private static void collect(Operand operand, Set<String> names) {
        if (operand instanceof Operand.Path) {
            names.add(((Operand.Path) operand).path.head());
        } else if (operand instanceof Operand.Call) {
            ((Operand.Call) operand).arguments.forEach(argument -> collect(argument, names));
        }
    }

    /** {@code a <op> b} with one of {@code = <> < <= > >=}. */
    static final class Comparison extends ConditionNode {
        final Token operator;
        final Operand left;
        final Operand right;

        Comparison(Token operator, Operand left, Operand right) {
            this.operator = operator;
            this.left = left;
            this.right = right;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            AttributeValue a = left.evaluate(item);
            AttributeValue b = right.evaluate(item);
            switch (operator.text()) {
                case "=":
                    return a != null && b != null && AttributeValues.sameValue(a, b);
                case "<>":
                    // A missing attribute is "not equal" to any value.
                    return a == null || b == null || !AttributeValues.sameValue(a, b);
                default:
                    Integer order = Functions.order(a, b);
                    if (order == null) {
                        return false;
                    }
                    switch (operator.text()) {
                        case "<":
                            return order < 0;
                        case "<=":
                            return order <= 0;
                        case ">":
                            return order > 0;
                        default:
                            return order >= 0;
                    }
            }
        }
    }

    /** {@code a BETWEEN low AND high}, bounds included. */
    static final class Between extends ConditionNode {
        final Token keyword;
        final Operand value;
        final Operand low;
        final Operand high;

        Between(Token keyword, Operand value, Operand low, Operand high) {
            this.keyword = keyword;
            this.value = value;
            this.low = low;
            this.high = high;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            AttributeValue v = value.evaluate(item);
            Integer fromLow = Functions.order(v, low.evaluate(item));
            Integer toHigh = Functions.order(v, high.evaluate(item));
            return fromLow != null && toHigh != null && fromLow >= 0 && toHigh <= 0;
        }
    }

    /** {@code a IN (b, c, ...)}. */
    static final class In extends ConditionNode {
        final Token keyword;
        final Operand value;
        final List<Operand> candidates;

        In(Token keyword, Operand value, List<Operand> candidates) {
            this.keyword = keyword;
            this.value = value;
            this.candidates = candidates;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            AttributeValue v = value.evaluate(item);
            if (v == null) {
                return false;
            }
            for (Operand candidate : candidates) {
                AttributeValue c = candidate.evaluate(item);
                if (c != null && AttributeValues.sameValue(v, c)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** A condition function: {@code attribute_exists}, {@code attribute_not_exists}, {@code attribute_type}, {@code begins_with}, {@code contains}. */
    static final class FunctionCall extends ConditionNode {
        final Operand.Call call;

        FunctionCall(Operand.Call call) {
            this.call = call;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            List<Operand> arguments = call.arguments;
            AttributeValue first = arguments.get(0).evaluate(item);
            switch (call.name()) {
                case "attribute_exists":
                    return first != null;
                case "attribute_not_exists":
                    return first == null;
                case "attribute_type":
                    AttributeValue type = arguments.get(1).evaluate(item);
                    return first != null && type != null && AttributeValues.typeName(first).equals(type.s());
                case "begins_with":
                    return Functions.beginsWith(first, arguments.get(1).evaluate(item));
                case "contains":
                    return Functions.contains(first, arguments.get(1).evaluate(item));
                default:
                    return false;
            }
        }
    }

    /** {@code a AND b}. */
    static final class And extends ConditionNode {
        final ConditionNode left;
        final ConditionNode right;

        And(ConditionNode left, ConditionNode right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return left.test(item) && right.test(item);
        }
    }

    /** {@code a OR b}. */
    static final class Or extends ConditionNode {
        final ConditionNode left;
        final ConditionNode right;

        Or(ConditionNode left, ConditionNode right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return left.test(item) || right.test(item);
        }
    }

    /** {@code NOT a}. */
    static final class Not extends ConditionNode {
        final ConditionNode operand;

        Not(ConditionNode operand) {
            this.operand = operand;
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return !operand.test(item);
        }
    }
}
