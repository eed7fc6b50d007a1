package dev.keyway.processor.diagnostics;

import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW028: @Unique needs a type a key can hold. */
class DiagnosticUniqueTest {

    @Test
    void kw028_uniqueOnAListIsRefused() {
        Src source = Src.of("test.User",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Users\")",
                "@PartitionKey(\"USER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "public record User(String id,",
                "                   @Unique java.util.List<String> emails) {",
                "}");
        assertOnlyError(compile(source), "[KW028] @Unique component 'emails' has type List<String>, which a key cannot "
                + "hold, so its values cannot be claimed.", source, "@Unique java.util.List<String> emails");
    }
}
