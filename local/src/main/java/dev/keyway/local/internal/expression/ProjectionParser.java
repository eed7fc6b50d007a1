package dev.keyway.local.internal.expression;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses a {@code ProjectionExpression} (Developer Guide, "Using projection expressions in DynamoDB"):
 * document paths separated by commas, none overlapping another.
 */
final class ProjectionParser extends ExpressionParser {

    private ProjectionParser(String source, ExpressionContext context) {
        super(source, "ProjectionExpression", context);
    }

    @Override
    Set<String> keywords() {
        return Set.of();
    }

    @Override
    void checkFunctionName(Token name) {
        // paths only: a function is a syntax error before this is reached
    }

    static Projection parse(String expression, ExpressionContext context) {
        ProjectionParser parser = new ProjectionParser(expression, context);
        List<Operand.Path> parsed = new ArrayList<>();
        try {
            parsed.add(parser.parsePath());
            while (parser.peek().is(",")) {
                parser.next();
                parsed.add(parser.parsePath());
            }
            parser.expectEnd();
        } catch (SyntaxError syntax) {
            throw parser.syntaxMessage(syntax);
        }
        parser.throwDeferred(Deferred.RESERVED_WORD);
        List<DocumentPath> paths = new ArrayList<>();
        for (Operand.Path path : parsed) {
            path.resolve(parser);
            paths.add(path.path);
        }
        for (int j = 1; j < paths.size(); j++) {
            for (int i = 0; i < j; i++) {
                String clash = DocumentPath.clash(paths.get(i), paths.get(j));
                if (clash != null) {
                    throw parser.error(clash);
                }
            }
        }
        return new ParsedProjection(paths);
    }
}
