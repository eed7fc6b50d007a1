package dev.keyway.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link Lines#width} counts what the two replacements it stands for would leave. */
class LinesTest {

    /** The width as first written: line breaks and their white space to one space, then package names removed. */
    private static final Pattern NEWLINE = Pattern.compile("\\n\\s*");
    private static final Pattern QUALIFIER = Pattern.compile("(?<![\\w.\"])(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])");

    private static int byPatterns(String text) {
        return QUALIFIER.matcher(NEWLINE.matcher(text).replaceAll(" ")).replaceAll("").length();
    }

    @Test
    void countsGeneratedCodeAsTheReplacementsDid() {
        String[] samples = {
            "",
            "java.time.Instant",
            "new dev.keyway.runtime.internal.item.ItemWriter(java.util.Map.of())",
            "KeyParts.ofInstant(OrderSchema.ENTITY_TYPE, \"placedAt\", x)",
            "\"java.time.Instant\" + a.b.C",
            "x.y.z()",
            "_a._b9.C",
            "1a.B",
            "java.util.Map.Entry<java.lang.String, java.util.List<java.lang.String>>",
            "call(\n        java.time.Instant.now(),\n\t\r\n  other.pkg.Type)",
            "value.java.lang.String",
            "a.b.",
            "a.b.c",
            "A.b.C",
        };
        for (String sample : samples) {
            assertEquals(byPatterns(sample), Lines.width(sample), sample);
        }
    }

    @Test
    void countsAnyTextAsTheReplacementsDid() {
        Random random = new Random(13);
        String alphabet = "abz_09AZ.\"\n \t\r\u000b\f(),<>$é";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(24);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertEquals(byPatterns(text.toString()), Lines.width(text.toString()), text.toString());
        }
    }
}
