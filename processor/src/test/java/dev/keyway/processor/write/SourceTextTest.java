package dev.keyway.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@link SourceText#compact} in one pass over the lines writes what the pattern and the field grouping wrote. */
class SourceTextTest {

    @Test
    void compactsTheGoldenSourcesAsThePatternDoes() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/golden"))) { // every design's expected files
            sources = files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> file.toString().replace('\\', '/').contains("/expected/")).toList();
        }
        for (Path source : sources) {
            // The golden files are compacted already: expand their one-line javadoc again to compact it anew.
            String text = Files.readString(source).replaceAll("(?m)^( *)/\\*\\* (.+) \\*/$", "$1/**\n$1 * $2\n$1 */");
            assertEquals(SourceText.compactByPattern(text), SourceText.compact(text), source.toString());
        }
    }

    @Test
    void compactsAnyLinesAsThePatternDoes() {
        String[] lines = {"/**", "    /**", " * a", "     * The key.", "     * " + "x".repeat(120), " */", "     */",
            "", "    public static final int A = 1;", "    private final String b = \"(\";", "    /** One. */",
            "    void m() {", "  /**", "   * b", "   */", "    */"};
        Random random = new Random(13);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            int count = random.nextInt(12);
            for (int i = 0; i < count; i++) {
                text.append(lines[random.nextInt(lines.length)]);
                if (i + 1 < count || random.nextBoolean()) {
                    text.append('\n');
                }
            }
            String source = text.toString();
            assertEquals(SourceText.compactByPattern(source), SourceText.compact(source), source);
        }
    }

    @Test
    void classDeclarationsPastTheWidthBreakBeforeExtends() {
        String longName = "CommentsProductIdLanguageVersionPostedAtQuery";
        String declaration = "    public static final class " + longName + " extends PartitionQuery<Comment, " + longName + "> {";
        assertEquals(List.of("    public static final class " + longName,
                        "            extends PartitionQuery<Comment, " + longName + "> {", "    }"),
                SourceText.breakDeclarations(List.of(declaration, "    }")));
        String fits = "    public static final class OrdersOfQuery extends PartitionQuery<Order, OrdersOfQuery> {";
        assertEquals(List.of(fits), SourceText.breakDeclarations(List.of(fits)));
    }
}
