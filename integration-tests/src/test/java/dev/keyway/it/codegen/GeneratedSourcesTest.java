package dev.keyway.it.codegen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's "What is generated": "Generated lines stay under 120 columns" and "Generated sources
 * are pure ASCII", over every source the processor wrote for this module's designs (long query class
 * names, long include lists and table names among them), not only the golden design. A string literal
 * longer than a line (a 255-character name) cannot be broken and is left out.
 */
class GeneratedSourcesTest {

    private static final Path GENERATED = Path.of("target", "generated-sources", "annotations");

    private static List<Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(GENERATED)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the line holds a string literal or javadoc word that alone passes the width. */
    private static boolean holdsAnUnbreakableWord(String line) {
        return Stream.of(line.trim().split(" ")).anyMatch(word -> word.length() > 80);
    }

    @Test
    void everyGeneratedLineStaysUnder120Columns() throws IOException {
        List<Path> sources = sources();
        assertFalse(sources.isEmpty(), "no generated sources under " + GENERATED.toAbsolutePath());
        List<String> longLines = sources.stream()
                .flatMap(file -> lines(file).stream().filter(line -> line.length() > 120)
                        .filter(line -> !holdsAnUnbreakableWord(line))
                        .map(line -> GENERATED.relativize(file) + ": " + line))
                .toList();
        assertTrue(longLines.isEmpty(), () -> String.join("\n", longLines));
    }

    @Test
    void everyGeneratedSourceIsAscii() throws IOException {
        for (Path file : sources()) {
            byte[] bytes = Files.readAllBytes(file);
            for (byte b : bytes) {
                assertTrue(b >= 0, file + " holds a byte above ASCII");
            }
        }
    }
}
