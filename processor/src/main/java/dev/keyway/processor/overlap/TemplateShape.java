package dev.keyway.processor.overlap;

import java.util.List;

/**
 * The whole text of one key template: its literals, and each placeholder's shape, which ends
 * where the key's delimiter (the first character of the literal after it) comes, since no
 * component's text holds the delimiter. Used to compare keys split at different delimiters,
 * where the templates' pieces do not line up ({@link Equations}).
 */
final class TemplateShape extends Shape {

    /** At piece {@code piece}: {@code offset} characters into a literal, or a placeholder's shape in {@code inner}. */
    private record At(int piece, int offset, Object inner) {
    }

    /** Literal text ({@code String}) and placeholders ({@link Shape}) in template order, no empty literal. */
    private final List<Object> pieces;
    private final char delimiter;

    TemplateShape(List<Object> pieces, char delimiter) {
        this.pieces = List.copyOf(pieces);
        this.delimiter = delimiter;
    }

    @Override
    Object start() {
        return enter(0);
    }

    /** The state at the start of piece {@code piece} (past the end: done). */
    private At enter(int piece) {
        if (piece < pieces.size() && pieces.get(piece) instanceof Shape shape) {
            return new At(piece, 0, shape.start());
        }
        return new At(piece, 0, null);
    }

    @Override
    Object step(Object state, char c) {
        At at = (At) state;
        if (at.piece() >= pieces.size()) {
            return null;
        }
        Object piece = pieces.get(at.piece());
        if (piece instanceof String literal) {
            if (literal.charAt(at.offset()) != c) {
                return null;
            }
            return at.offset() + 1 == literal.length() ? enter(at.piece() + 1) : new At(at.piece(), at.offset() + 1, null);
        }
        Shape shape = (Shape) piece;
        boolean last = at.piece() + 1 == pieces.size();
        if (!last && c == delimiter) { // the placeholder ends here, if its text is complete
            if (!shape.accepts(at.inner())) {
                return null;
            }
            String next = (String) pieces.get(at.piece() + 1);
            return next.length() == 1 ? enter(at.piece() + 2) : new At(at.piece() + 1, 1, null);
        }
        Object inner = shape.step(at.inner(), c);
        return inner == null ? null : new At(at.piece(), 0, inner);
    }

    @Override
    boolean accepts(Object state) {
        At at = (At) state;
        if (at.piece() >= pieces.size()) {
            return true;
        }
        return at.piece() == pieces.size() - 1 && pieces.get(at.piece()) instanceof Shape shape && shape.accepts(at.inner());
    }

    @Override
    int minRemaining(Object state) {
        return (int) Math.min(remaining((At) state, false), UNBOUNDED - 1L);
    }

    @Override
    int maxRemaining(Object state) {
        long most = remaining((At) state, true);
        return most >= UNBOUNDED ? UNBOUNDED : (int) most;
    }

    /** The fewest ({@code most} false) or most characters that can still follow: each piece's, summed. */
    private long remaining(At at, boolean most) {
        long total = 0;
        for (int i = at.piece(); i < pieces.size(); i++) {
            Object piece = pieces.get(i);
            if (piece instanceof String literal) {
                total += literal.length() - (i == at.piece() ? at.offset() : 0);
                continue;
            }
            Shape shape = (Shape) piece;
            Object inner = i == at.piece() ? at.inner() : shape.start();
            int part = most ? shape.maxRemaining(inner) : shape.minRemaining(inner);
            if (part == UNBOUNDED) {
                return UNBOUNDED;
            }
            total += part;
        }
        return total;
    }
}
