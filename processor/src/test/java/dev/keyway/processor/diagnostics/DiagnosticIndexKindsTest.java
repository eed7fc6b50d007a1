package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** KW044-KW049: local indexes, projections and consistent reads. */
class DiagnosticIndexKindsTest {

    private static Src entity(String name, String sortKey, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"" + name.toUpperCase() + "#<id>\")"));
        if (sortKey != null) {
            lines.add("@SortKey(\"" + sortKey + "\")");
        }
        lines.addAll(List.of(annotations));
        lines.add("public record " + name + "(String id, String status, int total) {");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    @Test
    void kw044_consistentReadOnAGlobalIndex() {
        Src source = entity("Order", "ORDER",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\", consistentRead = true)");
        assertOnlyError(compile(source),
                "[KW044] Access pattern 'byStatus' asks for consistent reads on global secondary index \"GSI1\", which "
                        + "DynamoDB reads only eventually consistently.",
                source, "@AccessPattern(", "true");
    }

    @Test
    void kw044_consistentReadOnAGlobalIndexWhoseNameClashes() {
        Src source = entity("Order", "ORDER",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"gsi1\", partitionKey = \"TOTAL#<total>\")",
                "@AccessPattern(name = \"byTotal\", index = \"gsi1\", consistentRead = true)");
        Compilation compilation = compile(source);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("[KW040] Index \"gsi1\" would generate the same key methods");
        assertThat(compilation).hadErrorContaining("[KW044] Access pattern 'byTotal' asks for consistent reads on global "
                + "secondary index \"gsi1\"");
    }

    @Test
    void consistentReadOnTheTableAndALocalIndexCompiles() {
        Src source = entity("Order", "ORDER#<id>",
                "@Lsi(index = \"LSI1\", sortKey = \"TOTAL#<total>\")",
                "@AccessPattern(name = \"orders\", consistentRead = true)",
                "@AccessPattern(name = \"byTotal\", index = \"LSI1\", consistentRead = true)");
        Compilation compilation = compile(source);
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Order");
    }

    @Test
    void kw045_entitiesDisagreeOnAProjection() {
        Src alpha = entity("Alpha", "A", "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")");
        Src beta = entity("Beta", "B",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", projection = Projection.KEYS_ONLY)");
        Compilation compilation = compile(alpha, beta);
        assertOnlyError(compilation, "[KW045] Index \"GSI1\" of table Shop projects ALL for Alpha but KEYS_ONLY for Beta.",
                beta, "@Gsi(");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw046_localIndexWithoutATableSortKey() {
        Src source = entity("Order", null, "@Lsi(index = \"LSI1\", sortKey = \"TOTAL#<total>\")");
        assertOnlyError(compile(source), "[KW046] @Lsi \"LSI1\" on Order needs a table with a sort key", source,
                "@Lsi(", "\"LSI1\"");
    }

    @Test
    void kw047_includeNamesNoComponent() {
        Src source = entity("Order", "ORDER",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", projection = Projection.INCLUDE, include = {\"totl\"})");
        assertOnlyError(compile(source),
                "[KW047] Index \"GSI1\" includes 'totl', which names no component of Order. Did you mean 'total'?",
                source, "@Gsi(");
    }

    @Test
    void kw048_includeWithoutTheIncludeProjection() {
        Src source = entity("Order", "ORDER",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", include = {\"total\"})");
        assertOnlyError(compile(source), "[KW048] Index \"GSI1\" lists components in include but projects ALL.", source,
                "@Gsi(");
    }

    @Test
    void kw049_oneNameForALocalAndAGlobalIndex() {
        Src alpha = entity("Alpha", "A#<id>", "@Lsi(index = \"IDX\", sortKey = \"TOTAL#<total>\")");
        Src beta = entity("Beta", "B#<id>", "@Gsi(index = \"IDX\", partitionKey = \"STATUS#<status>\", sortKey = \"X\")");
        Compilation compilation = compile(alpha, beta);
        assertOnlyError(compilation, "[KW049] Index \"IDX\" of table Shop is a local index for Alpha but a global index for Beta.",
                beta, "@Gsi(");
        assertCodeFor(compilation, "Alpha");
    }
}
