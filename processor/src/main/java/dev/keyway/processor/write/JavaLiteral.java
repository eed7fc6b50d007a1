package dev.keyway.processor.write;

import com.palantir.javapoet.CodeBlock;
import java.util.Locale;

/**
 * A Java string literal of user text (templates, attribute names, entity types), for {@code $L}
 * where JavaPoet's {@code $S} would break it: JavaPoet passes a line or paragraph separator
 * (U+2028, U+2029) through raw and then breaks the line there, splitting the literal. Here every
 * character outside printable ASCII is an escape: {@code \n}-style for the controls that have
 * one (a unicode escape of a line break would end the literal before javac reads it), a unicode
 * escape for the others.
 */
final class JavaLiteral {

    private JavaLiteral() {
    }

    /** The literal, quotes included, as a code block. */
    static CodeBlock of(String text) {
        return CodeBlock.of("$L", quoted(text));
    }

    /** The literal's source text: {@code "a\"b\u2028c"}. */
    static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c >= 0x20 && c < 0x7f) {
                        out.append(c);
                    } else {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
