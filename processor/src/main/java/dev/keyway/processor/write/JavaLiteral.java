package dev.keyway.processor.write;

import com.palantir.javapoet.CodeBlock;

/**
 * A Java string literal of user text (templates, attribute names, entity types), for {@code $L}
 * where JavaPoet's {@code $S} would break it: JavaPoet passes a line or paragraph separator
 * (U+2028, U+2029) through raw and then breaks the line there, splitting the literal. Here every
 * character outside printable ASCII is an escape: {@code \n}-style for the controls that have
 * one (a unicode escape of a line break would end the literal before javac reads it), a unicode
 * escape for the others; which are exactly the escapes of a JSON string ({@link JsonText}).
 */
final class JavaLiteral {

    private JavaLiteral() {
    }

    /** The literal, quotes included, as a code block. */
    static CodeBlock of(String text) {
        StringBuilder literal = new StringBuilder(text.length() + 2);
        JsonText.string(literal, text);
        return CodeBlock.of("$L", literal.toString());
    }
}
