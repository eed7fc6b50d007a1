package dev.keyway.processor.support;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.processor.KeywayProcessor;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Helpers shared by the {@code Diagnostic*Test} classes: in-memory sources whose lines and
 * columns are looked up by a fragment of their text (so a test names the exact offending
 * annotation value instead of counting lines), one compilation with the Keyway processor, and
 * checks on which classes were generated.
 */
public final class DiagnosticSources {

    /** The three classes generated per entity record. */
    public static final List<String> PER_ENTITY = List.of("Keys", "Schema", "Repository");

    private DiagnosticSources() {
    }

    /** Compiles the sources with the Keyway processor. */
    public static Compilation compile(Src... sources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (Src source : sources) {
            files.add(source.file());
        }
        return Compiler.javac().withProcessors(new KeywayProcessor()).compile(files);
    }

    /**
     * A record of table Shop in package test, importing Keyway's annotations and {@code Instant}:
     * the annotations after {@code @Entity}, one per line, then the components.
     */
    public static Src shopEntity(String name, String components, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")"));
        lines.addAll(List.of(annotations));
        lines.add("public record " + name + "(" + components + ") {");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    /** A source file and its lines, for looking up where a fragment of it is. */
    public record Src(String qualifiedName, List<String> lines, JavaFileObject file) {

        public static Src of(String qualifiedName, String... lines) {
            return new Src(qualifiedName, List.of(lines), JavaFileObjects.forSourceLines(qualifiedName, lines));
        }

        /** The 1-based line holding the fragment; the fragment must occur on exactly one line. */
        public long line(String fragment) {
            return index(fragment) + 1;
        }

        /** The 1-based column where the fragment starts on its (only) line. */
        public long column(String fragment) {
            return lines.get(index(fragment)).indexOf(fragment) + 1;
        }

        /** The 1-based column where {@code fragment} starts on the (only) line holding {@code lineFragment}. */
        public long column(String lineFragment, String fragment) {
            int column = lines.get(index(lineFragment)).indexOf(fragment);
            if (column < 0) {
                fail("'" + fragment + "' is not on the line holding '" + lineFragment + "'");
            }
            return column + 1;
        }

        private int index(String fragment) {
            int found = -1;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(fragment)) {
                    if (found >= 0) {
                        fail("fragment '" + fragment + "' is on lines " + (found + 1) + " and " + (i + 1)
                                + " of " + qualifiedName + "; make it unique");
                    }
                    found = i;
                }
            }
            if (found < 0) {
                fail("fragment '" + fragment + "' is not in " + qualifiedName);
            }
            return found;
        }
    }

    /**
     * Simple names of the generated source files, e.g. {@code OrderRepository}, for failed
     * compilations too. compile-testing 0.23.0 hides generated files of a failed compilation
     * behind a check ({@code generatedFiles()} throws), although it keeps them; so they are read
     * from its field. Wrapping the processor's {@code Filer} instead would break a processor that
     * calls {@code Trees.instance(processingEnv)}.
     */
    @SuppressWarnings("unchecked")
    public static List<String> generatedNames(Compilation compilation) {
        List<JavaFileObject> files;
        if (compilation.status() == Compilation.Status.SUCCESS) {
            files = compilation.generatedFiles();
        } else {
            try {
                Field field = Compilation.class.getDeclaredField("generatedFiles");
                field.setAccessible(true);
                files = (List<JavaFileObject>) field.get(compilation);
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new AssertionError("cannot read the generated files of a failed compilation from this "
                        + "compile-testing version", e);
            }
        }
        return files.stream()
                .filter(file -> file.getKind() == JavaFileObject.Kind.SOURCE)
                .map(file -> {
                    String name = file.getName();
                    name = name.substring(name.lastIndexOf('/') + 1);
                    return name.endsWith(".java") ? name.substring(0, name.length() - 5) : name;
                })
                .sorted()
                .collect(Collectors.toList());
    }

    /** No Keys, Schema or Repository class was generated for the record. */
    public static void assertNoCodeFor(Compilation compilation, String recordSimpleName) {
        List<String> generated = generatedNames(compilation);
        for (String suffix : PER_ENTITY) {
            assertTrue(!generated.contains(recordSimpleName + suffix),
                    () -> "expected no " + recordSimpleName + suffix + " for the invalid record, but generated: " + generated);
        }
    }

    /**
     * The compilation failed with exactly one error: {@code message}, in {@code source} at the
     * line holding {@code lineFragment} (and, when given, the column where
     * {@code columnFragment} starts); and no code was generated for the record of that source.
     */
    public static void assertOnlyError(Compilation compilation, String message, Src source, String lineFragment,
                                String... columnFragment) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        if (columnFragment.length == 0) {
            assertErrorAt(compilation, message, source, lineFragment);
        } else {
            assertErrorAt(compilation, message, source, lineFragment, columnFragment[0]);
        }
        String qualified = source.qualifiedName();
        assertNoCodeFor(compilation, qualified.substring(qualified.lastIndexOf('.') + 1));
    }

    /** Keys, Schema and Repository were generated for the record. */
    public static void assertCodeFor(Compilation compilation, String recordSimpleName) {
        List<String> generated = generatedNames(compilation);
        for (String suffix : PER_ENTITY) {
            assertTrue(generated.contains(recordSimpleName + suffix),
                    () -> "expected " + recordSimpleName + suffix + " to be generated, but generated: " + generated);
        }
    }

    /**
     * An error containing {@code message} is in {@code source} on the line holding
     * {@code lineFragment}; on failure, every error's file, line and column is added to the
     * report so that the observed position is exact.
     */
    public static void assertErrorAt(Compilation compilation, String message, Src source, String lineFragment) {
        try {
            assertThat(compilation).hadErrorContaining(message)
                    .inFile(source.file())
                    .onLine(source.line(lineFragment));
        } catch (AssertionError e) {
            throw withErrors(e, compilation);
        }
    }

    /**
     * As {@link #assertErrorAt(Compilation, String, Src, String)}, and at the column where
     * {@code columnFragment} (e.g. the offending annotation value) starts on that line.
     */
    public static void assertErrorAt(Compilation compilation, String message, Src source, String lineFragment,
                              String columnFragment) {
        try {
            assertThat(compilation).hadErrorContaining(message)
                    .inFile(source.file())
                    .onLine(source.line(lineFragment))
                    .atColumn(source.column(lineFragment, columnFragment));
        } catch (AssertionError e) {
            throw withErrors(e, compilation);
        }
    }

    /**
     * A warning containing {@code message} is in {@code source} on the line holding
     * {@code lineFragment}, at the column where {@code columnFragment} starts on that line.
     */
    public static void assertWarningAt(Compilation compilation, String message, Src source, String lineFragment,
                                String columnFragment) {
        try {
            assertThat(compilation).hadWarningContaining(message)
                    .inFile(source.file())
                    .onLine(source.line(lineFragment))
                    .atColumn(source.column(lineFragment, columnFragment));
        } catch (AssertionError e) {
            AssertionError more = new AssertionError(e.getMessage() + "\nAll warnings of the compilation:\n"
                    + compilation.warnings().stream().map(DiagnosticSources::describe).collect(Collectors.joining("\n")), e);
            more.setStackTrace(e.getStackTrace());
            throw more;
        }
    }

    /**
     * The compilation succeeded, generated the record's classes, and warned once: {@code message},
     * at the line holding {@code lineFragment} and the column where {@code columnFragment} starts.
     */
    public static void assertOnlyWarning(Compilation compilation, String message, Src source, String lineFragment,
                                  String columnFragment) {
        assertThat(compilation).succeeded();
        List<String> keyway = compilation.warnings().stream().map(warning -> warning.getMessage(Locale.ROOT))
                .filter(text -> text.startsWith("[KW")).collect(Collectors.toList());
        assertEquals(1, keyway.size(), () -> "Keyway's warnings: " + keyway);
        assertWarningAt(compilation, message, source, lineFragment, columnFragment);
        String qualified = source.qualifiedName();
        assertCodeFor(compilation, qualified.substring(qualified.lastIndexOf('.') + 1));
    }

    private static AssertionError withErrors(AssertionError e, Compilation compilation) {
        AssertionError more = new AssertionError(e.getMessage()
                + "\nAll errors of the compilation (file:line:column: message):\n" + errors(compilation), e);
        more.setStackTrace(e.getStackTrace());
        return more;
    }

    /** The errors' messages, for a readable failure. */
    public static String errors(Compilation compilation) {
        return compilation.errors().stream()
                .map(DiagnosticSources::describe)
                .collect(Collectors.joining("\n"));
    }

    /** One diagnostic as "file:line:column: message". */
    public static String describe(Diagnostic<? extends JavaFileObject> diagnostic) {
        String file = diagnostic.getSource() == null ? "<no file>" : diagnostic.getSource().getName();
        return file + ":" + diagnostic.getLineNumber() + ":" + diagnostic.getColumnNumber() + ": "
                + diagnostic.getMessage(Locale.ROOT);
    }

    /** Exactly one error has the tag, and its message contains no "Did you mean". */
    public static void assertNoSuggestion(Compilation compilation, String tag) {
        List<String> tagged = compilation.errors().stream()
                .map(error -> error.getMessage(Locale.ROOT))
                .filter(message -> message.contains("[" + tag + "]"))
                .collect(Collectors.toList());
        assertEquals(1, tagged.size(), () -> "errors tagged " + tag + ": " + tagged);
        assertTrue(!tagged.get(0).contains("Did you mean"), () -> "unexpected suggestion in: " + tagged.get(0));
    }
}
