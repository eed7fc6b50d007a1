package dev.keyway.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW058: a generated class must not replace an existing type. */
class DiagnosticGeneratedNameTest {

    @Test
    void kw058_aTypeAlreadyHasAGeneratedName() {
        Src refund = Src.of("test.Refund",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REFUND#<id>\")",
                "public record Refund(String id) {",
                "}");
        Src taken = Src.of("test.RefundKeys", "package test;", "", "public class RefundKeys {", "}");
        Compilation compilation = compile(refund, taken);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW058] Refund would generate test.RefundKeys, but a type of that name already exists.",
                refund, "@Entity(");
    }
}
