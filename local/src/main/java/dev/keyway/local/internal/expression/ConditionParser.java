package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parses condition, filter and key condition expressions (Developer Guide, "Condition and filter
 * expressions, operators, and functions"): comparisons, {@code BETWEEN}, {@code IN}, the condition
 * functions, {@code NOT} over {@code AND} over {@code OR}, and parentheses.
 */
class ConditionParser extends ExpressionParser {

    /** The condition functions and how many operands each takes. */
    static final Map<String, Integer> FUNCTIONS = Map.of("attribute_exists", 1, "attribute_not_exists", 1,
            "attribute_type", 2, "begins_with", 2, "contains", 2, "size", 1);
    static final Set<String> COMPARATORS = Set.of("=", "<>", "<", "<=", ">", ">=");
    /** The attribute types {@code attribute_type} accepts, in the order DynamoDB lists them. */
    static final String TYPE_NAMES = "{B,NULL,SS,BOOL,L,BS,N,NS,S,M}";
    /** The most operands {@code IN} takes after the first. */
    static final int MAX_IN_OPERANDS = 100;

    private static final Set<String> KEYWORDS = Set.of("AND", "OR", "NOT", "BETWEEN", "IN");

    ConditionParser(String source, String parameter, ExpressionContext context) {
        super(source, parameter, context);
    }

    @Override
    Set<String> keywords() {
        return KEYWORDS;
    }

    static Condition parse(String expression, ExpressionContext context, String parameter) {
        ConditionParser parser = new ConditionParser(expression, parameter, context);
        ConditionNode root = parser.parseTree();
        parser.validate(root);
        return root;
    }

    /** Parses the whole expression and reports syntax errors, then the errors DynamoDB reports ahead of others. */
    final ConditionNode parseTree() {
        ConditionNode root;
        try {
            root = parseOr();
            expectEnd();
        } catch (SyntaxError syntax) {
            throw syntaxMessage(syntax);
        }
        limitOperators(OperatorCount.of(root));
        throwDeferred(Deferred.REDUNDANT_PARENTHESES, Deferred.UNKNOWN_FUNCTION, Deferred.MISUSED_FUNCTION,
                Deferred.RESERVED_WORD);
        return root;
    }

    private ConditionNode parseOr() {
        ConditionNode left = parseAnd();
        while (peek().isKeyword("OR")) {
            next();
            left = new ConditionNode.Or(left, parseAnd());
        }
        return left;
    }

    private ConditionNode parseAnd() {
        ConditionNode left = parseNot();
        while (peek().isKeyword("AND")) {
            next();
            left = new ConditionNode.And(left, parseNot());
        }
        return left;
    }

    /** {@code NOT condition} (Developer Guide grammar), so {@code NOT NOT a = b} is valid, each NOT one operator. */
    private ConditionNode parseNot() {
        if (peek().isKeyword("NOT")) {
            next();
            return new ConditionNode.Not(parseNot());
        }
        return parsePrimary();
    }

    /**
     * A parenthesised condition or a simple one. An opening parenthesis may also start a parenthesised
     * operand ({@code (a) = :v}): the condition reading is tried first and the furthest error kept.
     */
    private ConditionNode parsePrimary() {
        if (peek().is("(")) {
            return eitherReading(this::parseParenthesised, this::parseSimple);
        }
        return parseSimple();
    }

    /** {@code ( condition )}, or {@code null} when a comparison follows (the parenthesis held an operand). */
    private ConditionNode parseParenthesised() {
        next();
        ConditionNode inner = parseOr();
        expect(")");
        if (continuesOperand(peek())) {
            return null;
        }
        if (inner.parens > 0) {
            defer(Deferred.REDUNDANT_PARENTHESES, "The expression has redundant parentheses;");
        }
        inner.parens++;
        return inner;
    }

    private boolean continuesOperand(Token token) {
        return (token.kind() == Token.Kind.SYMBOL && COMPARATORS.contains(token.text()))
                || token.isKeyword("BETWEEN") || token.isKeyword("IN");
    }

    private ConditionNode parseSimple() {
        Operand left = parseOperand();
        Token token = peek();
        if (token.kind() == Token.Kind.SYMBOL && COMPARATORS.contains(token.text())) {
            next();
            Operand right = parseOperand();
            misused(left, right);
            return new ConditionNode.Comparison(token, left, right);
        }
        if (token.isKeyword("BETWEEN")) {
            next();
            Operand low = parseOperand();
            if (!peek().isKeyword("AND")) {
                throw syntaxError();
            }
            next();
            Operand high = parseOperand();
            misused(left, low, high);
            return new ConditionNode.Between(token, left, low, high);
        }
        if (token.isKeyword("IN")) {
            next();
            expect("(");
            List<Operand> candidates = new ArrayList<>();
            candidates.add(parseOperand());
            while (peek().is(",")) {
                next();
                candidates.add(parseOperand());
            }
            expect(")");
            List<Operand> all = new ArrayList<>(candidates);
            all.add(0, left);
            misused(all.toArray(new Operand[0]));
            return new ConditionNode.In(token, left, candidates);
        }
        if (left instanceof Operand.Call) {
            Operand.Call call = (Operand.Call) left;
            if ("size".equals(call.name())) {
                defer(Deferred.MISUSED_FUNCTION, misusedMessage(call));
            }
            ConditionNode node = new ConditionNode.FunctionCall(call);
            node.parens = call.parens;
            return node;
        }
        throw syntaxError();
    }

    /** Condition functions other than {@code size} cannot be operands of a comparison, BETWEEN or IN. */
    private void misused(Operand... operands) {
        for (Operand operand : operands) {
            if (operand instanceof Operand.Call && !"size".equals(((Operand.Call) operand).name())) {
                defer(Deferred.MISUSED_FUNCTION, misusedMessage((Operand.Call) operand));
            }
        }
    }

    private static String misusedMessage(Operand.Call call) {
        return "The function is not allowed to be used this way in an expression; function: " + call.name();
    }

    @Override
    void checkFunctionName(Token name) {
        if (!FUNCTIONS.containsKey(name.text())) {
            defer(Deferred.UNKNOWN_FUNCTION, "Invalid function name; function: " + name.text());
        }
    }

    /** Checks the conditions in written order and reports the first problem, as DynamoDB does. */
    void validate(ConditionNode node) {
        if (node instanceof ConditionNode.And) {
            validate(((ConditionNode.And) node).left);
            validate(((ConditionNode.And) node).right);
        } else if (node instanceof ConditionNode.Or) {
            validate(((ConditionNode.Or) node).left);
            validate(((ConditionNode.Or) node).right);
        } else if (node instanceof ConditionNode.Not) {
            validate(((ConditionNode.Not) node).operand);
        } else if (node instanceof ConditionNode.Comparison) {
            ConditionNode.Comparison comparison = (ConditionNode.Comparison) node;
            String operator = comparison.operator.text();
            prepare(operator, List.of(comparison.left, comparison.right));
            if (!"=".equals(operator) && !"<>".equals(operator)) {
                orderable(operator, comparison.left, comparison.right);
            }
        } else if (node instanceof ConditionNode.Between) {
            ConditionNode.Between between = (ConditionNode.Between) node;
            prepare("BETWEEN", List.of(between.value, between.low, between.high));
            orderable("BETWEEN", between.value, between.low, between.high);
            checkBounds(between);
        } else if (node instanceof ConditionNode.In) {
            ConditionNode.In in = (ConditionNode.In) node;
            List<Operand> all = new ArrayList<>(in.candidates);
            all.add(0, in.value);
            resolveAll(all);
            if (in.candidates.size() > MAX_IN_OPERANDS) {
                throw error("The IN operator is provided with too many operands; number of operands: "
                        + in.candidates.size());
            }
            checkCalls(all);
        } else {
            Operand.Call call = ((ConditionNode.FunctionCall) node).call;
            resolveAll(call.arguments);
            checkCall(call);
        }
    }

    /** Resolves the operands, checks nested calls and refuses the same path on both sides. */
    private void prepare(String operator, List<Operand> operands) {
        resolveAll(operands);
        checkCalls(operands);
        distinct(operator, operands.get(0), operands.get(1));
    }

    final void resolveAll(List<Operand> operands) {
        for (Operand operand : operands) {
            operand.resolve(this);
        }
    }

    private void checkCalls(List<Operand> operands) {
        for (Operand operand : operands) {
            if (operand instanceof Operand.Call) {
                checkCall((Operand.Call) operand);
            }
        }
    }

    private void distinct(String operator, Operand first, Operand second) {
        if (first instanceof Operand.Path && second instanceof Operand.Path
                && ((Operand.Path) first).path.equals(((Operand.Path) second).path)) {
            throw error("The first operand must be distinct from the remaining operands for this operator or "
                    + "function; operator: " + operator + ", first operand: " + ((Operand.Path) first).path.describe());
        }
    }

    /** Ordering comparisons and BETWEEN take only strings, numbers and binaries. */
    final void orderable(String operator, Operand... operands) {
        for (Operand operand : operands) {
            String type = operand.staticType();
            if (type != null && !Functions.isOrderable(type)) {
                throw operandType(operator, type);
            }
        }
    }

    /** BETWEEN's constant bounds must have one type and be in order. */
    final void checkBounds(ConditionNode.Between between) {
        if (!(between.low instanceof Operand.Value) || !(between.high instanceof Operand.Value)) {
            return;
        }
        var low = ((Operand.Value) between.low).value;
        var high = ((Operand.Value) between.high).value;
        String bounds = "lower bound operand: AttributeValue: " + AttributeValues.describe(low)
                + ", upper bound operand: AttributeValue: " + AttributeValues.describe(high);
        if (!AttributeValues.typeName(low).equals(AttributeValues.typeName(high))) {
            throw error("The BETWEEN operator requires same data type for lower and upper bounds; " + bounds);
        }
        if (Functions.order(low, high) > 0) {
            throw error("The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                    + bounds);
        }
    }

    /** A condition function's operand count, path operands and operand types. */
    private void checkCall(Operand.Call call) {
        String name = call.name();
        checkCalls(call.arguments);
        int expected = FUNCTIONS.get(name);
        if (call.arguments.size() != expected) {
            throw operandCount(name, call.arguments.size());
        }
        if (expected == 2) {
            distinct(name, call.arguments.get(0), call.arguments.get(1));
        }
        switch (name) {
            case "attribute_exists":
            case "attribute_not_exists":
                if (!(call.arguments.get(0) instanceof Operand.Path)) {
                    throw requiresPath(name);
                }
                break;
            case "begins_with":
                for (Operand argument : call.arguments) {
                    String type = argument.staticType();
                    if (type != null && !"S".equals(type) && !"B".equals(type)) {
                        throw operandType(name, type);
                    }
                }
                break;
            case "attribute_type":
                Operand typeOperand = call.arguments.get(1);
                String type = typeOperand.staticType();
                if (!"S".equals(type)) {
                    throw operandType(name, type == null ? "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}" : type);
                }
                String typeName = ((Operand.Value) typeOperand).value.s();
                if (!Set.of("S", "N", "B", "NULL", "SS", "BOOL", "L", "BS", "NS", "M").contains(typeName)) {
                    throw error("Invalid attribute type name found; type: " + typeName + ", valid types: " + TYPE_NAMES);
                }
                break;
            case "size":
                String argumentType = call.arguments.get(0).staticType();
                if ("N".equals(argumentType) || "BOOL".equals(argumentType) || "NULL".equals(argumentType)) {
                    throw operandType(name, argumentType);
                }
                break;
            default:
                break;
        }
    }
}
