package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An operand of an expression: a document path, an expression attribute value or a function call.
 * Parsed first with its placeholders unresolved, then resolved against the request's
 * {@link ExpressionContext} in the order the expression is written.
 */
abstract class Operand {

    /** How many parentheses directly enclose the operand (two is redundant). */
    int parens;

    /** The operand's value for an item, {@code null} when it has none (a missing attribute). */
    abstract AttributeValue evaluate(Map<String, AttributeValue> item);

    /** Resolves placeholders, marking them used; throws DynamoDB's message for an undefined one. */
    abstract void resolve(ExpressionParser parser);

    /**
     * The type this operand is known to have before any item is seen ({@code N} for {@code size}, the
     * value's type for a value), or {@code null} for a path.
     */
    abstract String staticType();

    /** A path written with bare words, {@code #names} and list indexes. */
    static final class Path extends Operand {
        final List<Token> parts;
        DocumentPath path;

        Path(List<Token> parts) {
            this.parts = parts;
        }

        @Override
        AttributeValue evaluate(Map<String, AttributeValue> item) {
            return path.resolve(item);
        }

        @Override
        void resolve(ExpressionParser parser) {
            if (path != null) {
                return;
            }
            List<Object> elements = new ArrayList<>();
            for (Token part : parts) {
                switch (part.kind()) {
                    case NUMBER:
                        elements.add(Integer.valueOf(part.text()));
                        break;
                    case NAME_PLACEHOLDER:
                        elements.add(parser.resolveName(part.text()));
                        break;
                    default:
                        elements.add(part.text());
                }
            }
            path = new DocumentPath(elements);
        }

        @Override
        String staticType() {
            return null;
        }
    }

    /** An expression attribute value {@code :v}. */
    static final class Value extends Operand {
        final Token token;
        AttributeValue value;

        Value(Token token) {
            this.token = token;
        }

        @Override
        AttributeValue evaluate(Map<String, AttributeValue> item) {
            return value;
        }

        @Override
        void resolve(ExpressionParser parser) {
            if (value == null) {
                value = parser.resolveValue(token.text());
            }
        }

        @Override
        String staticType() {
            return AttributeValues.typeName(value);
        }
    }

    /**
     * A function call: {@code size(path)} in conditions, {@code if_not_exists} and {@code list_append}
     * in updates, and the condition functions when they are (wrongly) used as operands.
     */
    static final class Call extends Operand {
        final Token name;
        final List<Operand> arguments;

        Call(Token name, List<Operand> arguments) {
            this.name = name;
            this.arguments = arguments;
        }

        String name() {
            return name.text();
        }

        @Override
        AttributeValue evaluate(Map<String, AttributeValue> item) {
            if (!"size".equals(name())) {
                throw ServiceError.internal("function " + name() + " is not an operand");
            }
            AttributeValue argument = arguments.get(0).evaluate(item);
            Long size = argument == null ? null : Functions.size(argument);
            return size == null ? null : AttributeValue.fromN(Long.toString(size));
        }

        @Override
        void resolve(ExpressionParser parser) {
            for (Operand argument : arguments) {
                argument.resolve(parser);
            }
        }

        @Override
        String staticType() {
            switch (name()) {
                case "size":
                    return "N";
                case "list_append":
                    return "L";
                case "if_not_exists":
                    return arguments.size() == 2 ? arguments.get(1).staticType() : null;
                default:
                    return "BOOL";
            }
        }
    }

    /** {@code a + b} or {@code a - b} in an update's SET action. */
    static final class Arithmetic extends Operand {
        final Token operator;
        final Operand left;
        final Operand right;

        Arithmetic(Token operator, Operand left, Operand right) {
            this.operator = operator;
            this.left = left;
            this.right = right;
        }

        @Override
        AttributeValue evaluate(Map<String, AttributeValue> item) {
            throw ServiceError.internal("arithmetic is evaluated by the update");
        }

        @Override
        void resolve(ExpressionParser parser) {
            left.resolve(parser);
            right.resolve(parser);
        }

        @Override
        String staticType() {
            return "N";
        }
    }
}
