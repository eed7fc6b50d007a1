package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.processor.KeywayProcessor;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** KW100: a value of a Keyway processor option that means nothing is refused, naming the values that do. */
class DiagnosticOptionTest {

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceString("t.opt.Order", """
            package t.opt;

            import dev.keyway.annotations.*;

            @Entity(table = "Shop")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("ORDER#<orderId>")
            public record Order(String customerId, String orderId) {}
            """);

    /** The one error of a compilation with the option. */
    private static String refused(String option) {
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).withOptions(option).compile(ORDER);
        assertThat(compilation).failed();
        List<? extends Diagnostic<? extends JavaFileObject>> errors = compilation.errors();
        assertEquals(1, errors.size(), errors.toString());
        return errors.get(0).getMessage(Locale.ROOT);
    }

    @Test
    void anUnknownArtifactIsRefused() {
        assertEquals("[KW100] Processor option -Akeyway.design=sheet,pdf is refused: 'pdf' is no design artifact."
                        + " Write all, none, or a comma-separated list of sheet, cloudformation, workbench, html.",
                refused("-Akeyway.design=sheet,pdf"));
    }

    @Test
    void anEmptyNameInTheListIsRefused() {
        assertTrue(refused("-Akeyway.design=sheet,,html").startsWith(
                "[KW100] Processor option -Akeyway.design=sheet,,html is refused: an empty name is no design artifact."));
    }

    @Test
    void aRelativeDirectoryIsRefused() {
        String message = refused("-Akeyway.design.output=target/design");
        assertTrue(message.startsWith("[KW100] Processor option -Akeyway.design.output=target/design is refused:"
                + " a relative directory would depend on the compiler's working directory."), message);
        assertTrue(message.contains("class-output") && message.contains("source-output"), message);
    }

    @Test
    void aPlaceOfSpacesIsRefused() {
        assertTrue(refused("-Akeyway.design.output= ").contains("is refused: no place is named."));
    }
}
