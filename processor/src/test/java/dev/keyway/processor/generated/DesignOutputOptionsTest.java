package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.processor.KeywayProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor options {@code -Akeyway.design} (which design artifacts) and
 * {@code -Akeyway.design.output} (where): each artifact present, absent or at the other place,
 * and the generated code and the repository index where they always are.
 */
class DesignOutputOptionsTest {

    private static final List<String> ARTIFACTS = List.of("ShopTable.md", "ShopTable.cfn.json",
            "ShopTable.workbench.json", "ShopTable.html");

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceString("t.opt.Order", """
            package t.opt;

            import dev.keyway.annotations.*;

            @Entity(table = "Shop")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("ORDER#<orderId>")
            @AccessPattern(name = "ordersOf")
            public record Order(String customerId, String orderId, long total) {}
            """);

    private static Compilation compile(String... options) {
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).withOptions((Object[]) options)
                .compile(ORDER);
        assertThat(compilation).succeededWithoutWarnings();
        return compilation;
    }

    /** The artifacts of ShopTable found at the location, by file name. */
    private static Set<String> artifactsIn(Compilation compilation, StandardLocation location) {
        return ARTIFACTS.stream()
                .filter(name -> compilation.generatedFile(location, "t.opt", name).isPresent())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static void assertCodeAndIndexWritten(Compilation compilation) {
        assertThat(compilation).generatedSourceFile("t.opt.ShopTable");
        assertThat(compilation).generatedSourceFile("t.opt.OrderRepository");
        assertTrue(compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/keyway/repositories").isPresent(),
                "the repository index stays in the class output");
    }

    @Test
    void withoutOptionsEveryArtifactIsInTheClassOutput() {
        Compilation compilation = compile();
        assertEquals(new TreeSet<>(ARTIFACTS), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.SOURCE_OUTPUT));
    }

    @Test
    void theDefaultsWrittenOutAreTheDefaults() {
        Compilation compilation = compile("-Akeyway.design=all", "-Akeyway.design.output=class-output");
        assertEquals(new TreeSet<>(ARTIFACTS), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
    }

    @Test
    void noneWritesNoArtifactButAllTheCode() {
        Compilation compilation = compile("-Akeyway.design=none");
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.SOURCE_OUTPUT));
        assertCodeAndIndexWritten(compilation);
    }

    @Test
    void eachArtifactIsSwitchedOnByItsName() {
        List<String> names = List.of("sheet", "cloudformation", "workbench", "html");
        for (int i = 0; i < names.size(); i++) {
            Compilation compilation = compile("-Akeyway.design=" + names.get(i));
            assertEquals(Set.of(ARTIFACTS.get(i)), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT), names.get(i));
            assertCodeAndIndexWritten(compilation);
        }
    }

    @Test
    void aListSwitchesOnSeveral() {
        Compilation compilation = compile("-Akeyway.design= sheet,CloudFormation ");
        assertEquals(Set.of("ShopTable.cfn.json", "ShopTable.md"), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
    }

    @Test
    void sourceOutputKeepsTheArtifactsOutOfTheClassOutput() throws IOException {
        Compilation compilation = compile("-Akeyway.design.output=source-output");
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
        assertEquals(new TreeSet<>(ARTIFACTS), artifactsIn(compilation, StandardLocation.SOURCE_OUTPUT));
        assertCodeAndIndexWritten(compilation);
        String sheet = compilation.generatedFile(StandardLocation.SOURCE_OUTPUT, "t.opt", "ShopTable.md").orElseThrow()
                .getCharContent(false).toString();
        assertTrue(sheet.contains("CUSTOMER#<customerId>"), sheet);
    }

    @Test
    void aDirectoryReceivesTheArtifactsInPackageDirectories(@TempDir Path directory) throws IOException {
        Path target = directory.resolve("keyway-design");
        Compilation compilation = compile("-Akeyway.design.output=" + target, "-Akeyway.design=sheet,html");
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.CLASS_OUTPUT));
        assertEquals(Set.of(), artifactsIn(compilation, StandardLocation.SOURCE_OUTPUT));
        assertCodeAndIndexWritten(compilation);
        Set<String> written;
        try (Stream<Path> files = Files.walk(target)) {
            written = files.filter(Files::isRegularFile).map(file -> target.relativize(file).toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(Set.of("t/opt/ShopTable.html", "t/opt/ShopTable.md"), written);
        // The same bytes the class output would hold.
        Optional<JavaFileObject> inClassOutput = compile().generatedFile(StandardLocation.CLASS_OUTPUT, "t.opt", "ShopTable.md");
        assertEquals(inClassOutput.orElseThrow().getCharContent(false).toString(),
                Files.readString(target.resolve("t/opt/ShopTable.md")));
    }

    @Test
    void theOptionsAreKnownToJavac() {
        Compilation compilation = compile("-Akeyway.design=all", "-Akeyway.design.output=class-output");
        assertFalse(compilation.warnings().stream().anyMatch(warning -> warning.getMessage(null).contains("not recognized")));
    }
}
