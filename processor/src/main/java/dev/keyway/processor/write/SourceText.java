package dev.keyway.processor.write;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a generated source file: JavaPoet's rendering, then one pass over its lines that
 * writes every javadoc of one line on one line ({@code /** The schema. *}{@code /}) where it fits
 * in 120 columns, as a person would write it (JavaPoet always spends three lines on it), breaks a
 * class declaration too long for a line before {@code extends}, keeps constants declared on one
 * line each (with at most a one-line javadoc) together without the blank line JavaPoet puts
 * between any two fields, and writes every character above ASCII as a unicode escape.
 */
public final class SourceText {

    private static final int MAX_LINE = 120;
    /** A javadoc of one text line: its indentation, then that line. Text never holds the closing delimiter. */
    private static final Pattern ONE_LINE_JAVADOC = Pattern.compile("(?m)^( *)/\\*\\*\\n\\1 \\* (.+)\\n\\1 \\*/$");

    private SourceText() {
    }

    /** The file as it is written: rendered in memory, then its lines made over in one pass, in ASCII. */
    public static String of(JavaFile file) {
        StringBuilder source = new StringBuilder();
        try {
            file.writeTo(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return lines(source.toString(), true);
    }

    /**
     * The source with every character above ASCII written as a unicode escape ({@code \u00e9}),
     * which javac reads back as that character wherever it stands (in a string literal, a comment
     * or a name): so the file means the same under any source encoding the compiler is given, and
     * a line or paragraph separator, a byte-order mark or a half of a surrogate pair in an
     * annotation string reaches the generated constant exactly. A backslash before such a
     * character stays as it is: JavaPoet writes literals with their backslashes paired.
     */
    static String ascii(String source) {
        StringBuilder out = new StringBuilder(source.length() + 64);
        appendAscii(out, source);
        return out.toString();
    }

    /** What {@link #of} writes for JavaPoet's text {@code source}: the one pass, escaping as it goes. */
    static String asWritten(String source) {
        return lines(source, true);
    }

    private static void appendAscii(StringBuilder out, String text) {
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                out.append(text, start, i).append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                start = i + 1;
            }
        }
        out.append(text, start, text.length());
    }

    /** Each three-line javadoc of one text line as one line, where that fits in 120 columns; one-line fields together. */
    static String compact(String source) {
        return lines(source, false);
    }

    /**
     * The one pass: the lines of {@code source} compacted, broken and grouped, escaped to ASCII if
     * {@code ascii}. Text with a line terminator other than '\n' (the javadoc pattern's lines are
     * not then the text's) goes by the pattern instead.
     */
    private static String lines(String source, boolean ascii) {
        if (hasOtherLineTerminators(source)) {
            String compacted = compactByPattern(source);
            return ascii ? ascii(compacted) : compacted;
        }
        // With '\n' the only line terminator, the pattern's matches are exactly three whole lines.
        String[] lines = source.split("\n", -1);
        Lines out = new Lines(source.length(), ascii);
        for (int i = 0; i < lines.length; i++) {
            String javadoc = i + 2 < lines.length ? oneLineJavadoc(lines[i], lines[i + 1], lines[i + 2]) : null;
            if (javadoc == null) {
                out.add(lines[i]);
                continue;
            }
            if (javadoc.length() <= MAX_LINE) {
                out.add(javadoc);
            } else {
                out.add(lines[i]);
                out.add(lines[i + 1]);
                out.add(lines[i + 2]);
            }
            i += 2;
        }
        return out.finish();
    }

    /**
     * The output lines: a long class declaration broken before {@code extends}, and a blank line
     * between two one-line fields held back until what follows shows whether it stays.
     */
    private static final class Lines {

        private final StringBuilder out;
        private final boolean ascii;
        private boolean first = true;
        private boolean lastWasField;
        private boolean blankHeld;
        private String javadocHeld;

        Lines(int length, boolean ascii) {
            this.out = new StringBuilder(length);
            this.ascii = ascii;
        }

        /** A line after javadoc compaction: broken if it is a declaration too long, then grouped. */
        void add(String line) {
            String[] broken = brokenDeclaration(line);
            if (broken == null) {
                group(line);
            } else {
                group(broken[0]);
                group(broken[1]);
            }
        }

        /**
         * Without the blank line between two one-line fields, or between a one-line field and a
         * one-line javadoc before one: a blank after a field waits for the next line (and a javadoc
         * after it for the line after that) to show whether it stays.
         */
        private void group(String line) {
            if (blankHeld) {
                if (javadocHeld == null && isOneLineJavadoc(line)) {
                    javadocHeld = line;
                    return;
                }
                blankHeld = false;
                if (!isField(line)) {
                    append("");
                }
                if (javadocHeld != null) {
                    append(javadocHeld);
                    javadocHeld = null;
                }
                lastWasField = false;
            }
            if (line.isEmpty() && lastWasField) {
                blankHeld = true;
                return;
            }
            append(line);
            lastWasField = isField(line);
        }

        private void append(String line) {
            if (!first) {
                out.append('\n');
            }
            first = false;
            if (ascii) {
                appendAscii(out, line);
            } else {
                out.append(line);
            }
        }

        String finish() {
            if (blankHeld) {
                append("");
                if (javadocHeld != null) {
                    append(javadocHeld);
                }
            }
            return out.toString();
        }
    }

    /** A class declaration: its indentation and modifiers with the name, then what it extends or implements. */
    private static final Pattern DECLARATION =
            Pattern.compile("^( *)((?:[a-z]+ )*(?:class|interface|record) \\S+) ((?:extends|implements) .*\\{)$");

    /**
     * Class declarations longer than 120 columns (a query class named after several components
     * extending {@code PartitionQuery<Order, ThatName>}) broken before {@code extends}, which JavaPoet
     * never breaks.
     */
    static List<String> breakDeclarations(List<String> lines) {
        List<String> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            String[] broken = brokenDeclaration(line);
            out.addAll(broken == null ? List.of(line) : List.of(broken));
        }
        return out;
    }

    /**
     * The line as two, broken before {@code extends} or {@code implements}, if it is a class
     * declaration too long for a line; else null.
     */
    private static String[] brokenDeclaration(String line) {
        Matcher declaration = line.length() > MAX_LINE ? DECLARATION.matcher(line) : null;
        if (declaration == null || !declaration.matches()) {
            return null;
        }
        String indent = declaration.group(1);
        return new String[] {indent + declaration.group(2), indent + "        " + declaration.group(3)};
    }

    /** {@link #compact} by the pattern: for text with other line terminators, and what the line pass must equal. */
    static String compactByPattern(String source) {
        return groupFields(breakDeclarations(List.of(compactJavadoc(source).split("\n", -1))), source.length());
    }

    /** Whether the text holds a line terminator other than '\n', where the pattern's lines are not the text's. */
    private static boolean hasOtherLineTerminators(String source) {
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code /** text *}{@code /} when the three lines are a javadoc of one text line ({@link #ONE_LINE_JAVADOC}:
     * the opening at some indentation, {@code " * "} and the text, the closing at the same one); else null.
     */
    private static String oneLineJavadoc(String open, String text, String close) {
        int indent = open.length() - 3;
        if (indent < 0 || !open.endsWith("/**") || !isSpaces(open, indent)) {
            return null;
        }
        String spaces = open.substring(0, indent);
        if (!close.equals(spaces + " */") || text.length() <= indent + 3 || !text.startsWith(spaces + " * ")) {
            return null;
        }
        return spaces + "/** " + text.substring(indent + 3) + " */";
    }

    private static boolean isSpaces(String line, int length) {
        for (int i = 0; i < length; i++) {
            if (line.charAt(i) != ' ') {
                return false;
            }
        }
        return true;
    }

    /**
     * Without the blank line between two fields that are each declared on one line (a modifier first,
     * an initializer, no parenthesis before it) after at most a one-line javadoc.
     */
    private static String groupFields(List<String> lines, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isEmpty() && i > 0 && i + 1 < lines.size() && isField(lines.get(i - 1))
                    && (isField(lines.get(i + 1)) || (isOneLineJavadoc(lines.get(i + 1)) && i + 2 < lines.size()
                    && isField(lines.get(i + 2))))) {
                continue;
            }
            out.append(lines.get(i));
            if (i + 1 < lines.size()) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static boolean isField(String line) {
        String code = line.stripLeading();
        int assignment = code.indexOf(" = ");
        int parenthesis = code.indexOf('(');
        return (code.startsWith("public ") || code.startsWith("private ") || code.startsWith("protected ")
                || code.startsWith("static ") || code.startsWith("final "))
                && assignment > 0 && (parenthesis < 0 || parenthesis > assignment) && code.endsWith(";");
    }

    private static boolean isOneLineJavadoc(String line) {
        String code = line.stripLeading();
        return code.startsWith("/** ") && code.endsWith(" */");
    }

    private static String compactJavadoc(String source) {
        Matcher matcher = ONE_LINE_JAVADOC.matcher(source);
        StringBuilder out = new StringBuilder(source.length());
        while (matcher.find()) {
            String indent = matcher.group(1);
            String text = matcher.group(2);
            String compact = indent + "/** " + text + " */";
            matcher.appendReplacement(out, Matcher.quoteReplacement(
                    compact.length() <= MAX_LINE ? compact : matcher.group()));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
