package dev.keyway.processor.write;

import com.palantir.javapoet.CodeBlock;
import java.util.function.Function;

/**
 * Keeps generated lines under 120 columns without breaking the ones that fit: JavaPoet breaks at
 * every {@code $W} past 100 columns, so code that may be long is built twice if need be, first
 * with plain spaces, then, when that line would pass 120 columns, with breaks.
 */
final class Lines {

    static final int MAX = 120;

    /** Where a line may break: spaces ({@code ", "}) or JavaPoet's breaks ({@code ",$W"}, {@code "$Z"}). */
    record Breaks(String space, String none) {

        /** A space, or a place where JavaPoet may break the line. */
        String sp() {
            return space;
        }

        /** Nothing, or a place where JavaPoet may break the line without a space ({@code "(" + zw() + "ENTITY_TYPE"}). */
        String zw() {
            return none;
        }
    }

    static final Breaks WHOLE = new Breaks(" ", "");
    static final Breaks BROKEN = new Breaks("$W", "$Z");


    private Lines() {
    }

    /**
     * The code built whole when its line, starting at {@code column} (indentation and whatever
     * precedes it, e.g. {@code "return "}) and ending {@code column + width + 1} (its {@code ;}),
     * fits; else built with breaks.
     */
    static CodeBlock fit(int column, Function<Breaks, CodeBlock> code) {
        CodeBlock whole = code.apply(WHOLE);
        return column + width(whole) + 1 <= MAX ? whole : code.apply(BROKEN);
    }

    /**
     * The rendered width of code on one line, with imported (simple) type names: each line break
     * and the white space after it counts one space, and the package names before a type's name
     * ({@code java.time.} in {@code java.time.Instant}) count nothing, as the rendered code imports
     * most types. Counted in one pass over the text: this runs for most statements generated.
     */
    static int width(CodeBlock code) {
        return width(code.toString());
    }

    /** The width of rendered code, as {@link #width(CodeBlock)} counts it. */
    static int width(String text) {
        StringBuilder line = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            line.append(c == '\n' ? ' ' : c);
            if (c == '\n') {
                while (i + 1 < text.length() && isSpace(text.charAt(i + 1))) {
                    i++;
                }
            }
        }
        int width = line.length();
        for (int i = 0; i < line.length(); i++) {
            int end = qualifierEnd(line, i);
            if (end > i) {
                width -= end - i;
                i = end - 1;
            }
        }
        return width;
    }

    /**
     * Where the package qualifier starting at {@code start} ends (the index of the type's first,
     * upper-case letter), or {@code start} if none starts there: lower-case names each followed by
     * a dot, not preceded by a name character, a dot or a quote, and followed by an upper-case letter.
     */
    private static int qualifierEnd(CharSequence text, int start) {
        if (start > 0) {
            char before = text.charAt(start - 1);
            if (isWordChar(before) || before == '.' || before == '"') {
                return start;
            }
        }
        int end = start;
        int i = start;
        while (i < text.length() && (isLower(text.charAt(i)) || text.charAt(i) == '_')) {
            i++;
            while (i < text.length() && (isLower(text.charAt(i)) || isDigit(text.charAt(i)) || text.charAt(i) == '_')) {
                i++;
            }
            if (i >= text.length() || text.charAt(i) != '.') {
                break;
            }
            end = ++i;
        }
        return end > start && end < text.length() && text.charAt(end) >= 'A' && text.charAt(end) <= 'Z' ? end : start;
    }

    /** White space as a regular expression's {@code \\s} means it. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    private static boolean isWordChar(char c) {
        return isLower(c) || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
