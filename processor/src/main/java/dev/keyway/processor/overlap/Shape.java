package dev.keyway.processor.overlap;

/**
 * The texts of one encoding, as a deterministic automaton whose states are small values. The
 * solver's search tries only the characters of {@link #ALPHABET}: every shape treats a character
 * outside it like one of those.
 */
abstract class Shape {

    /** No limit on the length of the rest of a text. */
    static final int UNBOUNDED = Integer.MAX_VALUE;

    /**
     * The characters searched: every printable ASCII character and space (Keyway's encodings hold
     * none below {@code '$'}, raw text may) and one character for each other class the shapes
     * tell apart (a non-ASCII identifier start, identifier part, and other character). Every
     * shape treats all characters outside this list like one of the three; a search also tries
     * the characters of the templates' literals ({@link Solver}).
     */
    static final char[] ALPHABET = alphabet();

    abstract Object start();

    /** The state after {@code c}, or {@code null} if no text of the shape goes on so. */
    abstract Object step(Object state, char c);

    abstract boolean accepts(Object state);

    /** The fewest characters that can still follow before the text is accepted. */
    abstract int minRemaining(Object state);

    /** The most characters that can still follow ({@link #UNBOUNDED}: no limit). */
    abstract int maxRemaining(Object state);

    /** The state after {@code text}, or {@code null}. */
    final Object advance(Object state, CharSequence text) {
        for (int i = 0; i < text.length() && state != null; i++) {
            state = step(state, text.charAt(i));
        }
        return state;
    }

    /** Whether the shape holds {@code text}. */
    final boolean holds(String text) {
        Object state = advance(start(), text);
        return state != null && accepts(state);
    }

    static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static char[] alphabet() {
        StringBuilder chars = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            chars.append(c);
        }
        for (char c = 'A'; c <= 'Z'; c++) {
            chars.append(c);
        }
        for (char c = '0'; c <= '9'; c++) {
            chars.append(c);
        }
        for (char c = ' '; c <= '~'; c++) {
            if (!Character.isLetterOrDigit(c)) {
                chars.append(c);
            }
        }
        chars.append('\u0436').append('\u0300').append('\u00a7'); // Cyrillic zhe, combining grave, section sign
        return chars.toString().toCharArray();
    }
}
