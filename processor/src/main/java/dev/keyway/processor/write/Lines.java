package dev.keyway.processor.write;

import com.palantir.javapoet.CodeBlock;
import java.util.function.Function;
import java.util.regex.Pattern;

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

    /** Package names before a simple type name: the rendered code imports most types. */
    private static final Pattern NEWLINE = Pattern.compile("\\n\\s*");
    private static final Pattern QUALIFIER = Pattern.compile("(?<![\\w.\"])(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])");

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

    /** The rendered width of code on one line, with imported (simple) type names. */
    static int width(CodeBlock code) {
        String text = NEWLINE.matcher(code.toString()).replaceAll(" ");
        return QUALIFIER.matcher(text).replaceAll("").length();
    }
}
