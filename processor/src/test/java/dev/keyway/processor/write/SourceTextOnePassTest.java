package dev.keyway.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SourceText#of}'s one pass over the lines (javadoc compacted, declarations broken, fields
 * grouped, escaped to ASCII as each line is written) writes what the passes one after the other
 * wrote: the pattern's compaction, then the escape of the whole text.
 */
class SourceTextOnePassTest {

    @Test
    void theOnePassWritesWhatThePassesInTurnWrote() {
        String[] lines = {"/**", "    /**", " * caf\u00e9", "     * The key.", "     * " + "x".repeat(120), " */", "     */",
            "", "    public static final String A = \"\u00e9\";", "    private final String b = \"(\";", "    /** One. */",
            "    /** Caf\u00e9. */", "    void m() {", "  /**", "   * b", "   */", "    */",
            "    public static final class " + "Long".repeat(20) + " extends PartitionQuery<Comment, X> {",
            "    public static final class \u00c9" + "x".repeat(90) + " extends PartitionQuery<Comment, X> {",
            "\"\u2028\"", "\"\ud83d\ude00\""};
        Random random = new Random(25);
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
            assertEquals(SourceText.ascii(SourceText.compactByPattern(source)), SourceText.asWritten(source), source);
        }
    }
}
