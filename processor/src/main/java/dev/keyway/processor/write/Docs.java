package dev.keyway.processor.write;

/**
 * Javadoc text for generated members, with lines broken at spaces so that no generated line
 * passes 120 columns (JavaPoet breaks code at {@code $W} but never javadoc).
 */
final class Docs {

    /** The longest javadoc text per line: with a nested member's {@code "        * "} it stays under 120. */
    static final int WIDTH = 100;
    /** The longest javadoc text per line of a top-level type, after its {@code " * "}. */
    static final int TOP_LEVEL_WIDTH = 117;

    private Docs() {
    }

    /**
     * The javadoc of a format whose arguments are all {@code $L} (their text), wrapped: pass it to
     * {@code addJavadoc("$L", ...)}. Formatted here rather than through JavaPoet, which renders a
     * whole code block to make the string.
     */
    static String of(String format, Object... arguments) {
        StringBuilder text = new StringBuilder(format.length() + 32 * arguments.length);
        int next = 0;
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c != '$') {
                text.append(c);
                continue;
            }
            char kind = format.charAt(++i);
            if (kind == '$') {
                text.append('$');
            } else if (kind == 'L') {
                text.append(arguments[next++]);
            } else {
                throw new IllegalArgumentException("only $L in javadoc formats: " + format);
            }
        }
        if (next != arguments.length) {
            throw new IllegalArgumentException("unused arguments for " + format);
        }
        return wrap(text.toString());
    }

    /** Every line longer than {@link #WIDTH} broken at spaces, preferably outside inline tags. */
    static String wrap(String text) {
        return wrap(text, WIDTH);
    }

    /** Every line longer than {@code width} broken at spaces, preferably outside inline tags. */
    static String wrap(String text, int width) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            String line = end < 0 ? text.substring(start) : text.substring(start, end);
            wrapLine(line, width, out);
            if (end < 0) {
                break;
            }
            out.append('\n');
            start = end + 1;
        }
        return out.toString();
    }

    private static void wrapLine(String line, int width, StringBuilder out) {
        while (line.length() > width) {
            int cut = breakBefore(line, width);
            if (cut <= 0) {
                break; // one word longer than the width: leave it whole
            }
            out.append(line, 0, cut).append('\n');
            line = line.substring(cut + 1);
        }
        out.append(line);
    }

    /** The last space at or before {@code limit} outside {@code {@...}} tags, else any last space there. */
    private static int breakBefore(String line, int limit) {
        int outside = -1;
        int any = -1;
        int depth = 0;
        for (int i = 0; i < line.length() && i <= limit; i++) {
            char c = line.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && depth > 0) {
                depth--;
            } else if (c == ' ') {
                any = i;
                if (depth == 0) {
                    outside = i;
                }
            }
        }
        return outside > 0 ? outside : any;
    }
}
