package dev.keyway.runtime.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No module but the runtime uses {@code dev.keyway.runtime.internal} in its main sources (issue #25):
 * tools, the lambda, the starter and the rest are clients of the API packages like an application,
 * so that the internal packages can change in any release. Tests may use internal; so may generated
 * code, which the processor writes into users' packages (it is not in any module's main sources).
 */
class InternalStaysInRuntimeTest {

    private static final Pattern INTERNAL_IMPORT =
            Pattern.compile("^import\\s+(static\\s+)?dev\\.keyway\\.runtime\\.internal[.;]", Pattern.MULTILINE);

    @Test
    void noMainSourceOutsideTheRuntimeImportsInternal() throws IOException {
        Path root = Path.of(System.getProperty("basedir", ".")).resolve("..").normalize();
        List<String> offenders;
        try (Stream<Path> files = Files.walk(root)) {
            offenders = files.filter(path -> path.toString().endsWith(".java"))
                    .filter(path -> path.toString().replace('\\', '/').contains("/src/main/java/"))
                    .filter(path -> !path.toString().replace('\\', '/').contains("/target/"))
                    .filter(path -> !root.relativize(path).startsWith("runtime"))
                    .filter(path -> INTERNAL_IMPORT.matcher(read(path)).find())
                    .map(path -> root.relativize(path).toString())
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertEquals(List.of(), offenders, "main sources outside runtime/ import dev.keyway.runtime.internal: "
                + "give them what they need as API (marked @InternalApi if only Keyway calls it)");
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
