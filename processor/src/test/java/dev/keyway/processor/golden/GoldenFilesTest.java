package dev.keyway.processor.golden;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.processor.KeywayProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the processor writes for a set of designs, checked in and compared as text. Each directory
 * {@code src/test/resources/golden/<name>} is one design: {@code design} holds its sources and
 * {@code expected} every file the processor writes for them (sources, the table's design sheet,
 * CloudFormation fragment, Workbench model and HTML sheet, and whatever else it comes to write).
 * The designs: {@code store} (the representative one: an entity with a GSI and an LSI, a versioned
 * one with a unique value, a sharded one, an item collection), {@code sharded}, {@code collection},
 * {@code formats} (key formats of an adopted table), {@code stream} (a stream change type) and
 * {@code indexes} (every index kind). A difference fails with a unified diff;
 * {@code -Dkeyway.golden.update=true} rewrites the expected files instead, adding new ones and
 * deleting those no longer written. A new design needs only its {@code design} directory.
 */
class GoldenFilesTest {

    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
    private static final boolean UPDATE = Boolean.getBoolean("keyway.golden.update");

    private static final Map<String, Map<String, String>> GENERATED = new ConcurrentHashMap<>();

    /** The design directories, by name. */
    static Stream<String> designs() throws IOException {
        try (Stream<Path> directories = Files.list(GOLDEN)) {
            List<String> names = directories.filter(path -> Files.isDirectory(path.resolve("design")))
                    .map(path -> path.getFileName().toString()).sorted().toList();
            assertFalse(names.isEmpty(), "no design under " + GOLDEN.toAbsolutePath());
            return names.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("designs")
    void generatedFilesMatchTheCheckedInOnes(String design) throws IOException {
        Map<String, String> generated = generated(design);
        assertTrue(generated.keySet().stream().anyMatch(path -> path.endsWith("Repository.java")), generated::toString);
        Path expectedRoot = GOLDEN.resolve(design).resolve("expected");
        if (UPDATE) {
            rewrite(expectedRoot, generated);
            return;
        }
        Map<String, String> expected = read(expectedRoot);
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> file : generated.entrySet()) {
            String want = expected.get(file.getKey());
            if (want == null) {
                problems.add("new file, not checked in: " + file.getKey());
            } else if (!want.equals(file.getValue())) {
                problems.add(diff(file.getKey(), want, file.getValue()));
            }
        }
        expected.keySet().stream().filter(path -> !generated.containsKey(path))
                .forEach(path -> problems.add("checked in, no longer generated: " + path));
        if (!problems.isEmpty()) {
            fail("The generated files differ from " + expectedRoot + " (rewrite them with -Dkeyway.golden.update=true"
                    + " if the change is meant):\n" + String.join("\n", problems));
        }
    }

    @ParameterizedTest
    @MethodSource("designs")
    void generatedSourcesStayUnder120Columns(String design) throws IOException {
        List<String> longLines = new ArrayList<>();
        generated(design).forEach((path, text) -> {
            if (path.endsWith(".java")) {
                text.lines().filter(line -> line.length() > 120).forEach(line -> longLines.add(path + ": " + line));
            }
        });
        assertTrue(longLines.isEmpty(), () -> String.join("\n", longLines));
    }

    private static Map<String, String> generated(String design) throws IOException {
        Map<String, String> files = GENERATED.get(design);
        if (files == null) {
            files = generate(GOLDEN.resolve(design).resolve("design"));
            GENERATED.put(design, files);
        }
        return files;
    }

    /** Every file the processor writes for a design, by path relative to its output location. */
    private static Map<String, String> generate(Path design) throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        for (Map.Entry<String, String> source : read(design).entrySet()) {
            String name = source.getKey().replace(".java", "").replace('/', '.');
            sources.add(JavaFileObjects.forSourceString(name, source.getValue()));
        }
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        Map<String, String> files = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            path = path.substring(path.indexOf('/', 1) + 1); // without the output location, e.g. /SOURCE_OUTPUT/
            try (InputStream in = file.openInputStream()) {
                files.put(path, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /** The text files under a directory, by relative path with {@code /}. */
    private static Map<String, String> read(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return files;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(path).toString().replace('\\', '/'), Files.readString(path, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    private static void rewrite(Path expectedRoot, Map<String, String> generated) throws IOException {
        if (Files.isDirectory(expectedRoot)) {
            try (Stream<Path> paths = Files.walk(expectedRoot)) {
                paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                    try {
                        Files.delete(path);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
        for (Map.Entry<String, String> file : generated.entrySet()) {
            Path path = expectedRoot.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
        }
        System.out.println("Rewrote " + generated.size() + " golden files under " + expectedRoot.toAbsolutePath());
    }

    private static String diff(String path, String expected, String actual) {
        List<String> before = expected.lines().toList();
        List<String> after = actual.lines().toList();
        List<String> unified = UnifiedDiffUtils.generateUnifiedDiff("expected/" + path, "generated/" + path, before,
                DiffUtils.diff(before, after), 3);
        return String.join("\n", unified);
    }
}
