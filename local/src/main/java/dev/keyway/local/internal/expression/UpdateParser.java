package dev.keyway.local.internal.expression;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parses an {@code UpdateExpression} (Developer Guide, "Using update expressions in DynamoDB"): SET,
 * REMOVE, ADD and DELETE sections, each at most once and in any order; SET values with {@code +},
 * {@code -}, {@code if_not_exists} and {@code list_append}.
 */
final class UpdateParser extends ExpressionParser {

    private static final String PARAMETER = "UpdateExpression";
    /** The update functions and how many operands each takes. */
    static final Map<String, Integer> FUNCTIONS = Map.of("if_not_exists", 2, "list_append", 2);
    private static final Set<String> KEYWORDS = Set.of("SET", "REMOVE", "ADD", "DELETE");

    /** The four kinds of update action. */
    enum Kind {
        SET, REMOVE, ADD, DELETE
    }

    /** One action: its kind, the path it writes, and its value (none for REMOVE). */
    static final class Action {
        final Kind kind;
        final Operand.Path target;
        final Operand value;

        Action(Kind kind, Operand.Path target, Operand value) {
            this.kind = kind;
            this.target = target;
            this.value = value;
        }
    }

    private UpdateParser(String source, ExpressionContext context) {
        super(source, PARAMETER, context);
    }

    @Override
    Set<String> keywords() {
        return KEYWORDS;
    }

    static Update parse(String expression, ExpressionContext context) {
        UpdateParser parser = new UpdateParser(expression, context);
        List<Action> actions = parser.parseActions();
        parser.validate(actions);
        return new ParsedUpdate(actions);
    }

    private List<Action> parseActions() {
        List<Action> actions = new ArrayList<>();
        Set<Kind> seen = EnumSet.noneOf(Kind.class);
        try {
            while (peek().kind() != Token.Kind.EOF) {
                Kind kind = section(peek());
                if (kind == null) {
                    throw syntaxError();
                }
                next();
                if (!seen.add(kind)) {
                    defer(Deferred.SECTION, "The \"" + kind + "\" section can only be used once in an update expression;");
                }
                actions.add(parseAction(kind));
                while (peek().is(",")) {
                    next();
                    actions.add(parseAction(kind));
                }
            }
        } catch (SyntaxError syntax) {
            throw syntaxMessage(syntax);
        }
        int operators = 0;
        for (Action action : actions) {
            operators += action.value == null ? 0 : OperatorCount.of(action.value);
        }
        limitOperators(operators);
        throwDeferred(Deferred.RESERVED_WORD, Deferred.UNKNOWN_FUNCTION, Deferred.SECTION);
        return actions;
    }

    private static Kind section(Token token) {
        for (Kind kind : Kind.values()) {
            if (token.isKeyword(kind.name())) {
                return kind;
            }
        }
        return null;
    }

    private Action parseAction(Kind kind) {
        Operand.Path target = parsePath();
        switch (kind) {
            case SET:
                expect("=");
                return new Action(kind, target, parseSetValue());
            case REMOVE:
                return new Action(kind, target, null);
            default:
                if (peek().kind() != Token.Kind.VALUE_PLACEHOLDER) {
                    throw syntaxError();
                }
                return new Action(kind, target, new Operand.Value(next()));
        }
    }

    /** {@code operand}, {@code operand + operand} or {@code operand - operand}, optionally in parentheses. */
    private Operand parseSetValue() {
        if (peek().is("(")) {
            return eitherReading(this::parseParenthesisedValue, this::parseArithmetic);
        }
        return parseArithmetic();
    }

    /** {@code ( value )}, or {@code null} when {@code +} or {@code -} follows (the parenthesis held an operand). */
    private Operand parseParenthesisedValue() {
        next();
        Operand value = parseArithmetic();
        expect(")");
        return peek().is("+") || peek().is("-") ? null : value;
    }

    private Operand parseArithmetic() {
        Operand left = parseOperand();
        if (peek().is("+") || peek().is("-")) {
            Token operator = next();
            return new Operand.Arithmetic(operator, left, parseOperand());
        }
        return left;
    }

    @Override
    void checkFunctionName(Token name) {
        if (FUNCTIONS.containsKey(name.text())) {
            return;
        }
        if (ConditionParser.FUNCTIONS.containsKey(name.text())) {
            defer(Deferred.UNKNOWN_FUNCTION, "The function is not allowed in an update expression; function: " + name.text());
        } else {
            defer(Deferred.UNKNOWN_FUNCTION, "Invalid function name; function: " + name.text());
        }
    }

    /**
     * DynamoDB's order: undefined names anywhere, then undefined values, then overlapping paths, then
     * ADD and DELETE operand types, then function operands.
     */
    private void validate(List<Action> actions) {
        List<Operand> operands = new ArrayList<>();
        for (Action action : actions) {
            operands.add(action.target);
            if (action.value != null) {
                flatten(action.value, operands);
            }
        }
        for (Operand operand : operands) {
            if (operand instanceof Operand.Path) {
                operand.resolve(this);
            }
        }
        for (Operand operand : operands) {
            if (operand instanceof Operand.Value) {
                operand.resolve(this);
            }
        }
        for (int j = 1; j < actions.size(); j++) {
            for (int i = 0; i < j; i++) {
                String clash = DocumentPath.clash(actions.get(i).target.path, actions.get(j).target.path);
                if (clash != null) {
                    throw error(clash);
                }
            }
        }
        for (Action action : actions) {
            if (action.kind == Kind.ADD || action.kind == Kind.DELETE) {
                checkSetOperand(action);
            }
        }
        for (Operand operand : operands) {
            checkFunction(operand);
        }
    }

    private static void flatten(Operand operand, List<Operand> into) {
        into.add(operand);
        if (operand instanceof Operand.Call) {
            for (Operand argument : ((Operand.Call) operand).arguments) {
                flatten(argument, into);
            }
        } else if (operand instanceof Operand.Arithmetic) {
            flatten(((Operand.Arithmetic) operand).left, into);
            flatten(((Operand.Arithmetic) operand).right, into);
        }
    }

    /** ADD takes a number or a set, DELETE a set. */
    private void checkSetOperand(Action action) {
        String type = action.value.staticType();
        boolean set = type.equals("SS") || type.equals("NS") || type.equals("BS");
        boolean allowed = set || (action.kind == Kind.ADD && type.equals("N"));
        if (!allowed) {
            throw error("Incorrect operand type for operator or function; operator: " + action.kind + ", operand type: "
                    + longTypeName(type) + ", typeSet: ALLOWED_FOR_" + action.kind + "_OPERAND");
        }
    }

    private static String longTypeName(String type) {
        switch (type) {
            case "S":
                return "STRING";
            case "N":
                return "NUMBER";
            case "B":
                return "BINARY";
            case "BOOL":
                return "BOOLEAN";
            case "L":
                return "LIST";
            case "M":
                return "MAP";
            default:
                return type;
        }
    }

    private void checkFunction(Operand operand) {
        if (operand instanceof Operand.Arithmetic) {
            Operand.Arithmetic arithmetic = (Operand.Arithmetic) operand;
            for (Operand side : List.of(arithmetic.left, arithmetic.right)) {
                if (side instanceof Operand.Value && !"N".equals(side.staticType())) {
                    throw operandType(arithmetic.operator.text(), side.staticType());
                }
            }
            return;
        }
        if (!(operand instanceof Operand.Call)) {
            return;
        }
        Operand.Call call = (Operand.Call) operand;
        String name = call.name();
        if (call.arguments.size() != FUNCTIONS.get(name)) {
            throw operandCount(name, call.arguments.size());
        }
        if ("if_not_exists".equals(name)) {
            if (!(call.arguments.get(0) instanceof Operand.Path)) {
                throw requiresPath(name);
            }
        } else {
            for (Operand argument : call.arguments) {
                if (argument instanceof Operand.Value && !"L".equals(argument.staticType())) {
                    throw operandType(name, argument.staticType());
                }
            }
        }
    }
}
