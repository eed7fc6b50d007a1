package dev.keyway.processor.overlap;

import java.util.HashSet;
import java.util.Set;

/** An enum constant's name when the constants are unknown: a Java identifier that is no keyword. */
final class EnumNameShape extends UnboundedTextShape {
    static final EnumNameShape INSTANCE = new EnumNameShape();

    /** Java's reserved keywords and literals, which no enum constant can be named. */
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "_");

    private static final Set<String> KEYWORD_PREFIXES = keywordPrefixes();

    /** A name that is no keyword's prefix. */
    private static final Object OTHER = new Object() {
        @Override
        public String toString() {
            return "OTHER";
        }
    };

    // state: the name so far while it is a keyword's prefix, else OTHER
    @Override
    Object start() {
        return "";
    }

    @Override
    Object step(Object state, char c) {
        boolean first = "".equals(state);
        if (!(first ? identifierStart(c) : identifierPart(c))) {
            return null;
        }
        if (state == OTHER) {
            return OTHER;
        }
        String next = state + String.valueOf(c);
        return KEYWORD_PREFIXES.contains(next) ? next : OTHER;
    }

    @Override
    boolean accepts(Object state) {
        return state == OTHER || (!"".equals(state) && !KEYWORDS.contains((String) state));
    }

    private static Set<String> keywordPrefixes() {
        Set<String> prefixes = new HashSet<>();
        for (String keyword : KEYWORDS) {
            for (int i = 0; i <= keyword.length(); i++) {
                prefixes.add(keyword.substring(0, i));
            }
        }
        return Set.copyOf(prefixes);
    }

    static boolean identifierStart(char c) {
        return Character.isJavaIdentifierStart(c) && !Character.isIdentifierIgnorable(c);
    }

    static boolean identifierPart(char c) {
        return Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c);
    }
}
