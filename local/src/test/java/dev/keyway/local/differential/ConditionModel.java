package dev.keyway.local.differential;

import dev.keyway.local.differential.Expr.Path;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Generated conditions as trees, rendered once into the request and kept beside it, so that a difference
 * can be checked against two readings of the same condition on the item it was evaluated on: DynamoDB's
 * documented semantics ({@link DynamoSemantics}) and moto's Python semantics ({@link MotoSemantics}).
 * A difference is a known moto deviation only when the two readings differ and each side answered as its
 * reading predicts.
 */
final class ConditionModel {

    private ConditionModel() {
    }

    /** The truth of a condition: a reading may not know (an undocumented corner) or, for moto, crash. */
    enum Truth {
        TRUE, FALSE, UNKNOWN, CRASH;

        static Truth of(boolean value) {
            return value ? TRUE : FALSE;
        }

        boolean known() {
            return this == TRUE || this == FALSE;
        }
    }

    /** A condition or filter expression. */
    sealed interface Cond permits Not, And, Or, Group, Exists, TypeIs, Compare, Between, In, BeginsWith, Contains {
        String render(Expr expr);
    }

    /** An operand: a document path, an expression attribute value, or size(path). */
    sealed interface Operand permits PathOperand, ValueOperand, SizeOperand {
        String render(Expr expr);
    }

    record PathOperand(Path path) implements Operand {
        @Override
        public String render(Expr expr) {
            return expr.path(path);
        }
    }

    record ValueOperand(AttributeValue value) implements Operand {
        @Override
        public String render(Expr expr) {
            return expr.value(value);
        }
    }

    record SizeOperand(Path path) implements Operand {
        @Override
        public String render(Expr expr) {
            return "size(" + expr.path(path) + ")";
        }
    }

    record Not(Cond operand) implements Cond {
        @Override
        public String render(Expr expr) {
            return "NOT " + Conditions.parenthesised(operand.render(expr));
        }
    }

    record And(Cond left, Cond right, boolean parenthesise) implements Cond {
        @Override
        public String render(Expr expr) {
            // an OR operand always needs its parentheses: AND binds more tightly than OR
            String l = left.render(expr);
            String r = right.render(expr);
            return (parenthesise || left instanceof Or ? Conditions.parenthesised(l) : l) + " AND "
                    + (parenthesise || right instanceof Or ? Conditions.parenthesised(r) : r);
        }
    }

    record Or(Cond left, Cond right) implements Cond {
        @Override
        public String render(Expr expr) {
            return left.render(expr) + " OR " + right.render(expr);
        }
    }

    /** Parentheses around a condition (no change in meaning; in the text, precedence). */
    record Group(Cond inner) implements Cond {
        @Override
        public String render(Expr expr) {
            return Conditions.parenthesised(inner.render(expr));
        }
    }

    record Exists(Path path, boolean exists) implements Cond {
        @Override
        public String render(Expr expr) {
            return (exists ? "attribute_exists(" : "attribute_not_exists(") + expr.path(path) + ")";
        }
    }

    record TypeIs(Path path, String type) implements Cond {
        @Override
        public String render(Expr expr) {
            return "attribute_type(" + expr.path(path) + ", " + expr.value(AttributeValue.fromS(type)) + ")";
        }
    }

    record Compare(Operand left, String comparator, Operand right) implements Cond {
        @Override
        public String render(Expr expr) {
            return left.render(expr) + " " + comparator + " " + right.render(expr);
        }
    }

    record Between(Operand operand, Operand low, Operand high) implements Cond {
        @Override
        public String render(Expr expr) {
            return operand.render(expr) + " BETWEEN " + low.render(expr) + " AND " + high.render(expr);
        }
    }

    record In(Operand operand, List<Operand> candidates) implements Cond {
        @Override
        public String render(Expr expr) {
            StringBuilder out = new StringBuilder(operand.render(expr)).append(" IN (");
            for (int i = 0; i < candidates.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(candidates.get(i).render(expr));
            }
            return out.append(')').toString();
        }
    }

    record BeginsWith(Path path, Operand prefix) implements Cond {
        @Override
        public String render(Expr expr) {
            return "begins_with(" + expr.path(path) + ", " + prefix.render(expr) + ")";
        }
    }

    record Contains(Path path, Operand operand) implements Cond {
        @Override
        public String render(Expr expr) {
            return "contains(" + expr.path(path) + ", " + operand.render(expr) + ")";
        }
    }

    /**
     * A condition a write was guarded by, with the key of the item it was evaluated on.
     *
     * @param action the action's position in a transaction (0 for a single write)
     * @param key the item's primary key
     * @param condition the condition, or null for an action without one
     * @param targets the paths the action's update expression writes, or empty
     */
    record Guard(int action, Map<String, AttributeValue> key, Cond condition, List<Expr.Path> targets) {

        Guard(int action, Map<String, AttributeValue> key, Cond condition) {
            this(action, key, condition, List.of());
        }
    }

    /** The value at a document path of an item, or null when the path leads nowhere. */
    static AttributeValue resolve(Map<String, AttributeValue> item, Path path) {
        if (item == null) {
            return null;
        }
        AttributeValue current = item.get(path.attribute());
        for (Object element : path.elements().subList(1, path.elements().size())) {
            if (current == null) {
                return null;
            }
            if (element instanceof Integer index) {
                current = current.hasL() && index < current.l().size() ? current.l().get(index) : null;
            } else {
                current = current.hasM() ? current.m().get((String) element) : null;
            }
        }
        return current;
    }
}
