package dev.keyway.local.internal.expression;

import java.util.List;

/**
 * Counts the operators and functions of a parsed expression for DynamoDB's limit (Developer Guide, "Service,
 * account, and table quotas", Expression parameters: "The maximum number of operators or functions allowed
 * in any expression is 300"). Comparisons, {@code BETWEEN}, {@code IN}, {@code AND}, {@code OR}, {@code NOT},
 * the arithmetic {@code +} and {@code -} and every function call count one each; parentheses, paths and
 * values count nothing (DynamoDB accepts {@code a<b OR (a<b OR ...)} with 149 ORs, 299 operators, and refuses
 * 301). Whether DynamoDB also counts the {@code =} of each SET action is not documented: Keyway Local does not.
 */
final class OperatorCount {

    /** The most operators and functions one expression may have. */
    static final int MAX_OPERATORS = 300;

    private OperatorCount() {
    }

    static int of(ConditionNode node) {
        if (node instanceof ConditionNode.And) {
            return 1 + of(((ConditionNode.And) node).left) + of(((ConditionNode.And) node).right);
        }
        if (node instanceof ConditionNode.Or) {
            return 1 + of(((ConditionNode.Or) node).left) + of(((ConditionNode.Or) node).right);
        }
        if (node instanceof ConditionNode.Not) {
            return 1 + of(((ConditionNode.Not) node).operand);
        }
        if (node instanceof ConditionNode.Comparison) {
            ConditionNode.Comparison comparison = (ConditionNode.Comparison) node;
            return 1 + of(comparison.left) + of(comparison.right);
        }
        if (node instanceof ConditionNode.Between) {
            ConditionNode.Between between = (ConditionNode.Between) node;
            return 1 + of(between.value) + of(between.low) + of(between.high);
        }
        if (node instanceof ConditionNode.In) {
            ConditionNode.In in = (ConditionNode.In) node;
            return 1 + of(in.value) + of(in.candidates);
        }
        return of(((ConditionNode.FunctionCall) node).call);
    }

    static int of(Operand operand) {
        if (operand instanceof Operand.Call) {
            return 1 + of(((Operand.Call) operand).arguments);
        }
        if (operand instanceof Operand.Arithmetic) {
            Operand.Arithmetic arithmetic = (Operand.Arithmetic) operand;
            return 1 + of(arithmetic.left) + of(arithmetic.right);
        }
        return 0;
    }

    static int of(List<Operand> operands) {
        int count = 0;
        for (Operand operand : operands) {
            count += of(operand);
        }
        return count;
    }
}
