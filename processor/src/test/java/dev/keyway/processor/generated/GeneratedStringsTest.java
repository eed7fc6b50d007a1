package dev.keyway.processor.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.ItemSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Any character in an annotation string reaches the generated code exactly: quotes, backslashes
 * (also one that reads like a unicode escape), a comment's end, line breaks, the line and
 * paragraph separators U+2028 and U+2029, a byte-order mark, NUL, letters beyond ASCII and a
 * surrogate pair, in a key template, an entity type and an attribute name. The generated
 * sources are pure ASCII (everything else is a unicode escape), so they also mean the same under
 * any source encoding the compiler is given.
 */
class GeneratedStringsTest {

    /** Text with every character javac treats specially, or that an encoding could lose. */
    static final String ODD = "a\"b\\c\\u0041d*/e\n\tf\u2028g\u2029h\uFEFFi\u0000j\u00e9k\uD83D\uDE00l$m{@code}n";

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(GeneratedClasses.source("t.odd.Note", """
                @Entity(table = "Odd", type = %1$s)
                @PartitionKey(%2$s)
                @SortKey(%3$s)
                @AccessPattern(name = "notesOf")
                public record Note(String id, String at, @Attribute(%4$s) String text) {}
                """.formatted(literal(ODD), literal(ODD + "#<id>"), literal("N" + ODD + "#<at>"), literal(ODD + "x"))));
    }

    /** A Java string literal of the text, for a test source (javac reads its unicode escapes first, so line breaks are escaped as such). */
    static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\0' -> out.append("\\0");
                default -> out.append(c >= 0x20 && c < 0x7f ? String.valueOf(c)
                        : String.format(Locale.ROOT, "\\u%04x", (int) c));
            }
        }
        return out.append('"').toString();
    }

    @Test
    void theEntityTypeKeysAndAttributeNamesAreTheAnnotationsText() {
        ItemSchema<Object> schema = classes.schema("t.odd.Note");
        assertEquals(ODD, schema.entityType());
        Map<String, AttributeValue> item = schema.toItem(classes.record("t.odd.Note", "id-1", "at-1", "hello"));
        assertEquals(AttributeValue.fromS(ODD + "#id-1"), item.get("PK"));
        assertEquals(AttributeValue.fromS("N" + ODD + "#at-1"), item.get("SK"));
        assertEquals(AttributeValue.fromS("hello"), item.get(ODD + "x"));
        assertEquals(AttributeValue.fromS(ODD), item.get("_type"));
        assertEquals(ODD + "#id-1", classes.call("t.odd.NoteKeys", "partitionKey", "id-1"));
    }

    @Test
    void generatedSourcesArePureAscii() {
        int sources = 0;
        for (JavaFileObject file : classes.compilation().generatedSourceFiles()) {
            String text;
            try {
                text = file.getCharContent(true).toString();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                int at = i;
                assertTrue(c < 0x80, () -> file.getName() + " holds U+" + Integer.toHexString(c) + " at " + at);
            }
            sources++;
        }
        assertTrue(sources >= 4, "Keys, Schema, Repository and the table class");
    }
}
