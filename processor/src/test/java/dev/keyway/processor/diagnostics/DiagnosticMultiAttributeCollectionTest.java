package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW220-KW223: an @ItemCollection read from an index with a multi-attribute key. */
class DiagnosticMultiAttributeCollectionTest {

    private static final String INDEX = "@MultiAttributeGsi(index = \"ByTeam\", partitionKey = {\"team\", \"region\"}, "
            + "sortKey = {\"round\"})";

    /** Entity {@code name} of table Games in collection Items, its components and its annotations. */
    private static Src entity(String name, String components, String... annotations) {
        java.util.List<String> lines = new java.util.ArrayList<>(java.util.List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Games\")",
                "@PartitionKey(\"" + name.toUpperCase() + "#<id>\")"));
        lines.addAll(java.util.List.of(annotations));
        lines.add("public record " + name + "(" + components + ") implements Items {");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    private static Src items() {
        return Src.of("test.Items", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@ItemCollection(index = \"ByTeam\")", "public sealed interface Items permits Match, Score {}");
    }

    @Test
    void aCollectionOfMembersDeclaringTheIndexAlikeCompiles() {
        Compilation compilation = compile(items(),
                entity("Match", "String id, String team, String region, int round", INDEX),
                entity("Score", "String id, String team, String region, Integer round, long points", INDEX));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void kw220_aMemberDoesNotDeclareTheIndex() {
        Src items = items();
        Compilation compilation = compile(items,
                entity("Match", "String id, String team, String region, int round", INDEX),
                entity("Score", "String id, String team, long points"));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW220] @ItemCollection Items reads index \"ByTeam\", which Match declares with "
                + "@MultiAttributeGsi (partition team + region), but Score does not declare it. One query reads the "
                + "collection by equality on every partition attribute: declare @MultiAttributeGsi(index = \"ByTeam\", "
                + "partitionKey = {\"team\", \"region\"}, ...) on Score too, or remove Score from the collection.", items,
                "@ItemCollection(", "\"ByTeam\"");
    }

    @Test
    void kw221_theIndexHoldsKeysOnly() {
        Src items = items();
        String keysOnly = "@MultiAttributeGsi(index = \"ByTeam\", partitionKey = {\"team\", \"region\"}, "
                + "projection = Projection.KEYS_ONLY)";
        Compilation compilation = compile(items,
                entity("Match", "String id, String team, String region", keysOnly),
                entity("Score", "String id, String team, String region", keysOnly));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW221] @ItemCollection Items reads index \"ByTeam\", whose @MultiAttributeGsi "
                + "projection is KEYS_ONLY, but a collection decodes whole items of several types from the index. Give "
                + "@MultiAttributeGsi \"ByTeam\" projection = Projection.ALL, or read the collection from another index.",
                items, "@ItemCollection(", "\"ByTeam\"");
    }

    @Test
    void kw222_aPartitionAttributeOfAnotherJavaType() {
        Src items = items();
        Compilation compilation = compile(items,
                entity("Match", "String id, String team, String region, int round", INDEX),
                entity("Score", "String id, String team, java.time.LocalDate region, int round", INDEX));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW222] @ItemCollection Items reads index \"ByTeam\" by partition attribute 'region', "
                + "which Match stores from region (String) but Score from region (LocalDate). The collection's query takes "
                + "one value per partition attribute, written as every member writes it: give the components the same "
                + "type.", items, "@ItemCollection(", "\"ByTeam\"");
    }

    @Test
    void kw223_aSortAttributeOfAnotherJavaType() {
        Src items = items();
        Compilation compilation = compile(items,
                entity("Match", "String id, String team, String region, int round", INDEX),
                entity("Score", "String id, String team, String region, java.math.BigDecimal round", INDEX));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW223] @ItemCollection Items reads index \"ByTeam\" sorted by attribute 'round', "
                + "which Match stores from round (Integer) but Score from round (BigDecimal), so one sort condition cannot "
                + "be written as both store it. Give the components the same type.", items, "@ItemCollection(",
                "\"ByTeam\"");
    }

    /** Other attributes, types or order are a conflict of the index itself, reported where it is declared. */
    @Test
    void membersDeclaringTheIndexWithOtherAttributesAreKw187() {
        Src items = items();
        Src score = entity("Score", "String id, String team, String region, int round",
                "@MultiAttributeGsi(index = \"ByTeam\", partitionKey = {\"region\", \"team\"}, sortKey = {\"round\"})");
        Compilation compilation = compile(items,
                entity("Match", "String id, String team, String region, int round", INDEX), score);
        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW187] Table Games: Match declares index \"ByTeam\" as team:S + region:S / round:N "
                + "(ALL), but Score as region:S + team:S / round:N (ALL).", score, "@MultiAttributeGsi(", "\"ByTeam\"");
    }
}
