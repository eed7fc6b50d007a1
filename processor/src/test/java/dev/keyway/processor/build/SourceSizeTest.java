package dev.keyway.processor.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source of the project is over {@value #MAX_LINES} lines (issue #13): a class that long
 * does more than one job, and the next engineer meets all of them at once. Split it by job.
 */
class SourceSizeTest {

    static final int MAX_LINES = 600;

    @Test
    void noMainSourceIsOverTheLimit() throws IOException {
        List<String> tooLong;
        try (Stream<Path> files = Files.walk(Path.of(".."))) {
            tooLong = files.filter(path -> path.toString().endsWith(".java"))
                    .filter(path -> path.toString().replace('\\', '/').contains("/src/main/java/"))
                    .filter(path -> !path.toString().contains("/target/"))
                    .filter(path -> lines(path) > MAX_LINES)
                    .map(path -> path.normalize() + " (" + lines(path) + " lines)")
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), tooLong, "split these by job");
    }

    private static long lines(Path path) {
        try (Stream<String> lines = Files.lines(path)) {
            return lines.count();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
