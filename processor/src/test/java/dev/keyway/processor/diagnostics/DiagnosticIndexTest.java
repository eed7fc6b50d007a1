package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertNoSuggestion;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.errors;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * KW030-KW035: @Gsi and @AccessPattern, written once or repeated (the compiler wraps repeated
 * ones in Gsi.List / AccessPattern.List; the error still belongs on the specific annotation).
 */
class DiagnosticIndexTest {

    /** An Order entity with the given index and access-pattern annotations, each on its own line. */
    private static Src orderKeyedBy(String partitionKey, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"" + partitionKey + "\")",
                "@SortKey(\"ORDER#<orderId>#<day>\")"));
        lines.addAll(List.of(annotations));
        lines.addAll(List.of(
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    String day,",
                "                    String status) {",
                "}"));
        return Src.of("test.Order", lines.toArray(String[]::new));
    }

    private static Src order(String... annotations) {
        return orderKeyedBy("CUSTOMER#<customerId>", annotations);
    }

    // ---- KW030 UNKNOWN_INDEX ----------------------------------------------------------------

    @Test
    void kw030_misspelledIndex_suggestsTheDeclaredOne() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI2\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW030] @AccessPattern 'byStatus' queries index \"GSI2\", which Order does not declare. "
                        + "Did you mean 'GSI1'? Declare it with @Gsi(index = \"GSI2\", partitionKey = \"...\") "
                        + "or leave index empty for the table's primary key.",
                source, "@AccessPattern(", "\"GSI2\"");
    }

    @Test
    void kw030_indexInOtherCase_suggestsTheDeclaredSpelling() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"byStatus\", index = \"gsi1\")");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertErrorAt(compilation,
                "[KW030] @AccessPattern 'byStatus' queries index \"gsi1\", which Order does not declare. "
                        + "Did you mean 'GSI1'?",
                source, "@AccessPattern(", "\"gsi1\"");
        assertNoCodeFor(compilation, "Order");
    }

    @Test
    void kw030_noIndexDeclaredAtAll_hasNoSuggestion() {
        Src source = order("@AccessPattern(name = \"byStatus\", index = \"GSI1\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW030] @AccessPattern 'byStatus' queries index \"GSI1\", which Order does not declare. "
                        + "Declare it with @Gsi(index = \"GSI1\", partitionKey = \"...\")",
                source, "@AccessPattern(", "\"GSI1\"");
        assertNoSuggestion(compilation, "KW030");
    }

    // ---- KW031 DUPLICATE_ACCESS_PATTERN (repeated by nature) --------------------------------

    @Test
    void kw031_duplicateAccessPatternName_reportedOnTheSecondAnnotation() {
        Src source = order(
                "@AccessPattern(name = \"ordersOf\")",
                "@AccessPattern(name = \"ordersOf\", descending = true)");
        Compilation compilation = compile(source);

        String message = "[KW031] Access pattern 'ordersOf' is declared more than once on Order. "
                + "Give each access pattern its own name.";
        assertOnlyError(compilation, message, source, "descending = true", "\"ordersOf\"");
    }

    // ---- KW032 INVALID_ACCESS_PATTERN_NAME --------------------------------------------------

    @ParameterizedTest(name = "kw032_invalidAccessPatternName: \"{0}\"")
    @ValueSource(strings = {"by-status", "class", "2ndPage", "", "by\u200Bstatus", "by\uFEFFstatus"})
    void kw032_invalidAccessPatternName(String name) {
        Src source = order("@AccessPattern(name = \"" + name + "\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW032] Access pattern name '" + name + "' is not a Java method name. "
                        + "Use a name like 'ordersByStatus'.",
                source, "@AccessPattern(", "\"" + name + "\"");
    }

    // ---- KW033 RESERVED_ACCESS_PATTERN_NAME -------------------------------------------------

    @ParameterizedTest(name = "kw033_reservedAccessPatternName: {0}")
    @ValueSource(strings = {"put", "create", "get", "delete", "createTable", "hashCode", "backfill"})
    void kw033_reservedAccessPatternName(String name) {
        Src source = order("@AccessPattern(name = \"" + name + "\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW033] Access pattern name '" + name + "' clashes with the repository's own " + name
                        + "(...) method. Choose another name.",
                source, "@AccessPattern(", "\"" + name + "\"");
    }

    /** Each index of the entity gives the repository a scan method: {@code scanGsi1()} for GSI1. */
    @Test
    void kw033_theScanMethodOfAnIndexIsARepositoryMethodToo() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"scanGsi1\", index = \"GSI1\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW033] Access pattern name 'scanGsi1' clashes with the repository's own scanGsi1(...) method. "
                        + "Choose another name.",
                source, "@AccessPattern(", "\"scanGsi1\"");
    }

    /**
     * Every generated repository has {@code public String tableName()}; an access pattern of that
     * name on a constant partition key generates a second {@code tableName()}. It belongs with
     * the reserved names of KW033 (or must be generated under a name that compiles).
     */
    @Test
    void kw033_tableNameIsARepositoryMethodToo() {
        Src source = orderKeyedBy("ORDERS", "@AccessPattern(name = \"tableName\")");
        Compilation compilation = compile(source);

        assertNoErrorInGeneratedCode(compilation);
        assertThat(compilation).failed();
        assertErrorAt(compilation,
                "[KW033] Access pattern name 'tableName' clashes with the repository's own tableName(...) method.",
                source, "@AccessPattern(", "\"tableName\"");
        assertNoCodeFor(compilation, "Order");
    }

    // ---- KW034 DUPLICATE_INDEX (repeated by nature) -----------------------------------------

    @Test
    void kw034_duplicateIndex_reportedOnTheSecondGsi() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"DAY#<day>\")");
        Compilation compilation = compile(source);

        String message = "[KW034] Index \"GSI1\" is declared more than once on Order. Declare each index once.";
        assertOnlyError(compilation, message, source, "\"DAY#<day>\"", "\"GSI1\"");
    }

    // ---- KW035 EMPTY_INDEX_NAME -------------------------------------------------------------

    @Test
    void kw035_emptyIndexName() {
        Src source = order("@Gsi(index = \"\", partitionKey = \"STATUS#<status>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW035] @Gsi on Order names no index. Write @Gsi(index = \"GSI1\", partitionKey = \"...\").",
                source, "@Gsi(", "\"\"");
    }

    // ---- KW040 INDEX_NAME_CLASH (repeated by nature) ---------------------------------------

    /** Index names GSI1 and gsi1 are distinct in DynamoDB but both give OrderKeys.gsi1PartitionKey(..). */
    @Test
    void kw040_indexNamesGivingTheSameKeyMethods_reportedOnTheSecondGsi() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"gsi1\", partitionKey = \"DAY#<day>\")");
        Compilation compilation = compile(source);

        String message = "[KW040] Index \"gsi1\" would generate the same key methods (gsi1PartitionKey) as index "
                + "\"GSI1\" on Order. Rename one of them.";
        assertNoErrorInGeneratedCode(compilation);
        assertOnlyError(compilation, message, source, "\"gsi1\"", "\"gsi1\"");
    }

    // ---- repeated annotations: each error on the line of its own annotation ------------------

    @Test
    void repeatedGsiAndAccessPatterns_eachErrorOnItsOwnAnnotation() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"GSI2\", partitionKey = \"DAY#<dayy>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\")",
                "@AccessPattern(name = \"byDay\", index = \"GSI3\")",
                "@AccessPattern(name = \"delete\")");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(3);
        assertAll(
                () -> assertErrorAt(compilation,
                        "[KW015] Key template \"DAY#<dayy>\": <dayy> names no component of Order. Did you mean 'day'?",
                        source, "\"DAY#<dayy>\"", "\"DAY#<dayy>\""),
                () -> assertErrorAt(compilation,
                        "[KW030] @AccessPattern 'byDay' queries index \"GSI3\", which Order does not declare. "
                                + "Did you mean 'GSI1'?",
                        source, "\"byDay\"", "\"GSI3\""),
                () -> assertErrorAt(compilation,
                        "[KW033] Access pattern name 'delete' clashes with the repository's own delete(...) method.",
                        source, "\"delete\"", "\"delete\""),
                () -> assertNoCodeFor(compilation, "Order"));
    }

    @Test
    void repeatedGsi_emptyIndexNameOnTheSecond() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"\", partitionKey = \"DAY#<day>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW035] @Gsi on Order names no index.", source, "\"DAY#<day>\"", "\"\"");
    }

    // ---- names that clash only in generated code: reported on the annotation, or generated so that they compile --

    /** Two access patterns whose names differ only in case would both want a nested {@code AllQuery} class. */
    @Test
    void accessPatternNamesDifferingOnlyInCase_neverGenerateCodeThatDoesNotCompile() {
        Src source = orderKeyedBy("ORDERS",
                "@AccessPattern(name = \"all\")",
                "@AccessPattern(name = \"All\")");
        assertReportedOnOrCompiles(compile(source), source, "\"All\"");
    }

    /**
     * With sort key {@code ORDER#<orderId>#<day>}, pattern {@code all} has the query classes
     * {@code AllQuery} and {@code AllOrderIdQuery}; pattern {@code allOrderId} wants
     * {@code AllOrderIdQuery} as well.
     */
    @Test
    void accessPatternNameLikeAnotherPatternsQueryLevel_neverGeneratesCodeThatDoesNotCompile() {
        Src source = orderKeyedBy("ORDERS",
                "@AccessPattern(name = \"all\")",
                "@AccessPattern(name = \"allOrderId\")");
        assertReportedOnOrCompiles(compile(source), source, "\"allOrderId\"");
    }

    /**
     * Either the compilation succeeds (the generator found names that compile), or the processor
     * reported the clash on the offending annotation and generated nothing for the record; never
     * an error inside generated code.
     */
    private static void assertReportedOnOrCompiles(Compilation compilation, Src source, String lineFragment) {
        assertNoErrorInGeneratedCode(compilation);
        if (compilation.status() == Compilation.Status.SUCCESS) {
            assertThat(compilation).succeeded();
            return;
        }
        assertNoCodeFor(compilation, "Order");
        assertErrorAt(compilation, "[KW", source, lineFragment);
    }

    /** Every error is in a source the user wrote; none in generated code. */
    static void assertNoErrorInGeneratedCode(Compilation compilation) {
        List<String> inGenerated = compilation.errors().stream()
                .filter(error -> error.getSource() != null && error.getSource().getName().contains("SOURCE_OUTPUT"))
                .map(DiagnosticSources::describe)
                .toList();
        assertTrue(inGenerated.isEmpty(), () -> "the processor generated code that does not compile:\n"
                + String.join("\n", inGenerated) + "\nAll errors:\n" + errors(compilation));
    }
}
