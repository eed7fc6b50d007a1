package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.ItemSizes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every expression parser shares: the tokens, DynamoDB's syntax error message, document paths,
 * operands and function calls, placeholder resolution, and the errors DynamoDB reports ahead of others.
 *
 * <p>DynamoDB reports a syntax error first; then, in a fixed order, redundant parentheses, unknown
 * functions, misused functions and reserved words anywhere in the expression; then the first problem
 * met walking the expression in written order (an undefined placeholder, a wrong operand...).
 */
abstract class ExpressionParser {

    /** The longest expression DynamoDB accepts, in UTF-8 bytes. */
    static final int MAX_EXPRESSION_BYTES = 4096;

    /** Errors found while parsing, reported after a successful parse in this order. */
    enum Deferred {
        REDUNDANT_PARENTHESES, UNKNOWN_FUNCTION, SECTION, MISUSED_FUNCTION, RESERVED_WORD
    }

    /** A syntax error, carrying how far the parse got so that backtracking reports the furthest one. */
    static final class SyntaxError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int index;

        SyntaxError(int index) {
            super(null, null, false, false);
            this.index = index;
        }
    }

    final String source;
    final String parameter;
    final ExpressionContext context;
    final List<Token> tokens;
    int position;
    private String[] deferred = new String[Deferred.values().length];

    ExpressionParser(String source, String parameter, ExpressionContext context) {
        this.source = source;
        this.parameter = parameter;
        this.context = context;
        long bytes = ItemSizes.utf8Length(source);
        if (bytes > MAX_EXPRESSION_BYTES) {
            throw error("Expression size has exceeded the maximum allowed size; expression size: " + bytes);
        }
        this.tokens = Lexer.tokenize(source);
        if (tokens.size() == 1) {
            throw error("The expression can not be empty;");
        }
    }

    /**
     * Refuses an expression with more operators and functions than DynamoDB allows ({@link OperatorCount}).
     * DynamoDB counts while it parses and stops at the first one too many, so it always reports 301.
     */
    final void limitOperators(int count) {
        if (count > OperatorCount.MAX_OPERATORS) {
            throw error("The expression contains too many operators; operator count: " + (OperatorCount.MAX_OPERATORS + 1));
        }
    }

    /** A {@code ValidationException} naming the expression parameter, as DynamoDB words them. */
    final ServiceError error(String message) {
        return ServiceError.validation("Invalid " + parameter + ": " + message);
    }

    final Token peek() {
        return tokens.get(position);
    }

    final Token peek(int ahead) {
        return tokens.get(Math.min(position + ahead, tokens.size() - 1));
    }

    final Token next() {
        Token token = tokens.get(position);
        if (token.kind() != Token.Kind.EOF) {
            position++;
        }
        return token;
    }

    final SyntaxError syntaxError() {
        return new SyntaxError(position);
    }

    final void expect(String symbol) {
        if (!peek().is(symbol)) {
            throw syntaxError();
        }
        next();
    }

    final void expectEnd() {
        if (peek().kind() != Token.Kind.EOF) {
            throw syntaxError();
        }
    }

    /**
     * DynamoDB's syntax error: the offending token and the source around it, from the token before to
     * the token after ({@code Syntax error; token: "-", near: "user-id"}).
     */
    final ServiceError syntaxMessage(SyntaxError syntax) {
        int index = syntax.index;
        Token token = tokens.get(index);
        Token previous = index > 0 ? tokens.get(index - 1) : null;
        Token following = token.kind() != Token.Kind.EOF ? tokens.get(index + 1) : null;
        int start = previous != null ? previous.start() : token.start();
        int end = token.kind() == Token.Kind.EOF ? source.length()
                : following != null && following.kind() != Token.Kind.EOF ? following.end() : token.end();
        return error("Syntax error; token: \"" + token.shown() + "\", near: \"" + source.substring(start, end) + "\"");
    }

    final void defer(Deferred kind, String message) {
        if (deferred[kind.ordinal()] == null) {
            deferred[kind.ordinal()] = message;
        }
    }

    final String[] saveDeferred() {
        return Arrays.copyOf(deferred, deferred.length);
    }

    final void restoreDeferred(String[] saved) {
        deferred = saved;
    }

    /**
     * Backtracking between two readings of an opening parenthesis: tries {@code parenthesised} first
     * (it returns {@code null} when what follows rules that reading out); when it fails, rewinds the
     * tokens and deferred errors and parses {@code otherwise}, reporting whichever error came further.
     */
    final <T> T eitherReading(Supplier<T> parenthesised, Supplier<T> otherwise) {
        int mark = position;
        String[] saved = saveDeferred();
        SyntaxError failure;
        try {
            T result = parenthesised.get();
            if (result != null) {
                return result;
            }
            failure = syntaxError();
        } catch (SyntaxError e) {
            failure = e;
        }
        position = mark;
        restoreDeferred(saved);
        try {
            return otherwise.get();
        } catch (SyntaxError e) {
            throw e.index >= failure.index ? e : failure;
        }
    }

    /** Throws the first deferred error, in the order DynamoDB reports them for this kind of expression. */
    final void throwDeferred(Deferred... order) {
        for (Deferred kind : order) {
            String message = deferred[kind.ordinal()];
            if (message != null) {
                throw error(message);
            }
        }
    }

    /** The words that structure this kind of expression and so can never be attribute or function names. */
    abstract Set<String> keywords();

    final boolean atKeyword() {
        Token token = peek();
        return token.kind() == Token.Kind.WORD && keywords().contains(token.text().toUpperCase(Locale.ROOT));
    }

    /**
     * A document path: a bare word or {@code #name}, then {@code .word}, {@code .#name} or {@code [n]}
     * steps. A bare word that is a reserved word is refused (after the parse, as DynamoDB orders it).
     */
    final Operand.Path parsePath() {
        List<Token> parts = new ArrayList<>();
        parts.add(pathName());
        while (true) {
            if (peek().is(".")) {
                next();
                parts.add(pathName());
            } else if (peek().is("[")) {
                next();
                Token index = peek();
                if (index.kind() != Token.Kind.NUMBER || index.text().length() > 9) {
                    throw syntaxError();
                }
                next();
                expect("]");
                parts.add(index);
            } else {
                return new Operand.Path(parts);
            }
        }
    }

    private Token pathName() {
        Token token = peek();
        if (token.kind() == Token.Kind.NAME_PLACEHOLDER) {
            return next();
        }
        if (token.kind() != Token.Kind.WORD || atKeyword()) {
            throw syntaxError();
        }
        if (ReservedWords.isReserved(token.text())) {
            defer(Deferred.RESERVED_WORD, "Attribute name is a reserved keyword; reserved keyword: " + token.text());
        }
        return next();
    }

    /** An operand: {@code (operand)}, {@code :value}, {@code function(operands)} or a path. */
    Operand parseOperand() {
        Token token = peek();
        if (token.is("(")) {
            next();
            Operand inner = parseOperand();
            expect(")");
            if (inner.parens > 0) {
                defer(Deferred.REDUNDANT_PARENTHESES, "The expression has redundant parentheses;");
            }
            inner.parens++;
            return inner;
        }
        if (token.kind() == Token.Kind.VALUE_PLACEHOLDER) {
            return new Operand.Value(next());
        }
        if (token.kind() == Token.Kind.WORD && peek(1).is("(") && !atKeyword()) {
            Token name = next();
            next();
            List<Operand> arguments = new ArrayList<>();
            arguments.add(parseOperand());
            while (peek().is(",")) {
                next();
                arguments.add(parseOperand());
            }
            expect(")");
            checkFunctionName(name);
            return new Operand.Call(name, arguments);
        }
        return parsePath();
    }

    /** Defers the error for a function name this kind of expression does not know. */
    abstract void checkFunctionName(Token name);

    /** The attribute name of a {@code #placeholder}; DynamoDB's message when the request does not define it. */
    final String resolveName(String placeholder) {
        String name = context.name(placeholder);
        if (name == null) {
            throw error("An expression attribute name used in the document path is not defined; attribute name: "
                    + placeholder);
        }
        return name;
    }

    /** The value of a {@code :placeholder}; DynamoDB's message when the request does not define it. */
    final AttributeValue resolveValue(String placeholder) {
        AttributeValue value = context.value(placeholder);
        if (value == null) {
            throw error("An expression attribute value used in expression is not defined; attribute value: "
                    + placeholder);
        }
        return value;
    }

    /** DynamoDB's message for an operand whose type the operator or function cannot take. */
    final ServiceError operandType(String function, String type) {
        return error("Incorrect operand type for operator or function; operator or function: " + function
                + ", operand type: " + type);
    }

    final ServiceError operandCount(String function, int count) {
        return error("Incorrect number of operands for operator or function; operator or function: " + function
                + ", number of operands: " + count);
    }

    final ServiceError requiresPath(String function) {
        return error("Operator or function requires a document path; operator or function: " + function);
    }
}
