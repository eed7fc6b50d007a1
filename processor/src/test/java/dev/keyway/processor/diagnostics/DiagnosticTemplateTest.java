package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertNoSuggestion;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.errors;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** KW010-KW018: key templates of @PartitionKey, @SortKey and @Gsi. */
class DiagnosticTemplateTest {

    private static final String KEY_TYPES = "Key components are String, boolean, byte, short, int, long (or their "
            + "boxes), BigInteger, BigDecimal, Instant, LocalDate, LocalDateTime, UUID or enums, or any type with a key "
            + "converter (@KeyFormat(converter = ...)).";

    /** An Order record with the given key annotations, each on its own line. */
    private static Src order(String... keyAnnotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")"));
        lines.addAll(List.of(keyAnnotations));
        lines.addAll(List.of(
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    Instant placedAt,",
                "                    String status,",
                "                    double total,",
                "                    byte[] thumbnail,",
                "                    java.util.List<String> tags,",
                "                    java.util.Optional<String> coupon) {",
                "}"));
        return Src.of("test.Order", lines.toArray(String[]::new));
    }

    // ---- KW010 EMPTY_TEMPLATE ---------------------------------------------------------------

    @Test
    void kw010_emptyPartitionKeyTemplate() {
        Src source = order("@PartitionKey(\"\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW010] The key template is empty. Write literal text and <component> placeholders, "
                        + "e.g. \"CUSTOMER#<id>\".",
                source, "@PartitionKey(", "\"\"");
    }

    @Test
    void kw010_emptyGsiPartitionKeyTemplate_pointsAtThatMember() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"\", sortKey = \"<placedAt>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW010] The key template is empty.",
                source, "@Gsi(", "\"\"");
    }

    // ---- KW011 UNCLOSED_PLACEHOLDER ---------------------------------------------------------

    @Test
    void kw011_unclosedPlaceholder() {
        Src source = order("@PartitionKey(\"CUSTOMER#<customerId\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW011] Key template \"CUSTOMER#<customerId\": the '<' at index 9 is not closed by '>'.",
                source, "@PartitionKey(", "\"CUSTOMER");
    }

    // ---- KW012 EMPTY_PLACEHOLDER ------------------------------------------------------------

    @Test
    void kw012_emptyPlaceholderInSortKey() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW012] Key template \"ORDER#<>\": empty placeholder '<>' at index 6. "
                        + "Name a record component inside it.",
                source, "@SortKey(", "\"ORDER#<>\"");
    }

    // ---- KW013 STRAY_CLOSE ------------------------------------------------------------------

    @Test
    void kw013_strayClose() {
        Src source = order("@PartitionKey(\"CUSTOMER#customerId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW013] Key template \"CUSTOMER#customerId>\": the '>' at index 19 closes no placeholder. Remove it.",
                source, "@PartitionKey(", "\"CUSTOMER");
    }

    // ---- KW014 NO_DELIMITER_AFTER_PLACEHOLDER -----------------------------------------------

    @Test
    void kw014_placeholderNotFollowedByDelimiter() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<placedAt>-<orderId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW014] Key template \"ORDER#<placedAt>-<orderId>\": <placedAt> must be followed by '#', the key's "
                        + "delimiter, or end the template, so that keys split into their components and cannot be forged. "
                        + "Write \"...<placedAt>#...\", or declare the delimiter the keys use: delimiter = '-'.",
                source, "@SortKey(", "\"ORDER#");
    }

    // ---- KW015 UNKNOWN_PLACEHOLDER ----------------------------------------------------------

    @Test
    void kw015_misspelledPlaceholder_suggestsTheComponent() {
        Src source = order("@PartitionKey(\"CUSTOMER#<custmerId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW015] Key template \"CUSTOMER#<custmerId>\": <custmerId> names no component of Order. "
                        + "Did you mean 'customerId'?",
                source, "@PartitionKey(", "\"CUSTOMER#<custmerId>\"");
    }

    @Test
    void kw015_unknownPlaceholderInGsiSortKey_pointsAtTheSortKeyValueNotThePartitionKey() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", sortKey = \"<placedAtt>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW015] Key template \"<placedAtt>\": <placedAtt> names no component of Order. "
                        + "Did you mean 'placedAt'?",
                source, "@Gsi(", "\"<placedAtt>\"");
    }

    @Test
    void kw015_unknownPlaceholderFarFromEveryComponent_hasNoSuggestion() {
        Src source = order("@PartitionKey(\"CUSTOMER#<zzz>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW015] Key template \"CUSTOMER#<zzz>\": <zzz> names no component of Order.",
                source, "@PartitionKey(", "\"CUSTOMER");
        assertNoSuggestion(compilation, "KW015");
    }

    // ---- KW016 UNSUPPORTED_KEY_TYPE ---------------------------------------------------------

    @Test
    void kw016_doubleInKey() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"TOTAL#<total>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW016] Key template \"TOTAL#<total>\": component 'total' has type double, which cannot be part "
                        + "of a key. " + KEY_TYPES,
                source, "@SortKey(", "\"TOTAL#<total>\"");
    }

    @Test
    void kw016_binaryAndListInGsiKeys() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"THUMB#<thumbnail>\", sortKey = \"<tags>\")");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation,
                "[KW016] Key template \"THUMB#<thumbnail>\": component 'thumbnail' has type byte[], which cannot "
                        + "be part of a key.",
                source, "@Gsi(", "\"THUMB#<thumbnail>\"");
        assertErrorAt(compilation,
                "[KW016] Key template \"<tags>\": component 'tags' has type List<String>, which cannot be part of "
                        + "a key.",
                source, "@Gsi(", "\"<tags>\"");
        assertNoCodeFor(compilation, "Order");
    }

    /**
     * The product spec and {@code @Gsi}'s javadoc promise sparse indexes: "An item whose
     * index-key components are null (or empty optionals) gets no index keys". An
     * {@code Optional<String>} component in a GSI template is therefore meant to be accepted.
     */
    @Test
    void optionalComponentInGsiTemplate_isAcceptedForASparseIndex() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"COUPON#<coupon>\")");
        Compilation compilation = compile(source);

        assertFalse(compilation.errors().stream().anyMatch(error -> error.getMessage(Locale.ROOT).contains("[KW016]")),
                () -> "Optional<String> in a GSI key was rejected:\n" + errors(compilation));
        assertThat(compilation).succeeded();
        assertCodeFor(compilation, "Order");
    }

    // ---- KW019 OPTIONAL_IN_PRIMARY_KEY ------------------------------------------------------

    @Test
    void kw019_optionalInThePrimaryKey() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"COUPON#<coupon>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW019] Key template \"COUPON#<coupon>\": component 'coupon' is an Optional, which only a secondary "
                        + "index's key may hold (an item without it stays out of the index). The table's primary key "
                        + "needs every component: make 'coupon' a plain type.",
                source, "@SortKey(", "\"COUPON#<coupon>\"");
    }

    // ---- KW017 DUPLICATE_PLACEHOLDER --------------------------------------------------------

    @Test
    void kw017_placeholderTwice() {
        Src source = order(
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>#<orderId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW017] Key template \"ORDER#<orderId>#<orderId>\": <orderId> appears more than once. "
                        + "Name each component once.",
                source, "@SortKey(", "\"ORDER#");
    }

    // ---- KW018 NESTED_PLACEHOLDER -----------------------------------------------------------

    @Test
    void kw018_placeholderInsidePlaceholder() {
        Src source = order("@PartitionKey(\"CUSTOMER#<customer<Id>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW018] Key template \"CUSTOMER#<customer<Id>\": '<' at index 18 opens a placeholder inside "
                        + "another. Close the first with '>'.",
                source, "@PartitionKey(", "\"CUSTOMER");
    }

    // ---- several problems, and problems the template parser must stay quiet about -------------

    @Test
    void severalProblemsInOneTemplate_allReportedOnTheSameValue() {
        Src source = order("@PartitionKey(\"CUSTOMER#<custmerId>#<>\")");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW015] Key template \"CUSTOMER#<custmerId>#<>\": <custmerId> names no "
                + "component of Order. Did you mean 'customerId'?", source, "@PartitionKey(", "\"CUSTOMER");
        assertErrorAt(compilation, "[KW012] Key template \"CUSTOMER#<custmerId>#<>\": empty placeholder '<>' at "
                + "index 21.", source, "@PartitionKey(", "\"CUSTOMER");
        assertNoCodeFor(compilation, "Order");
    }

    @Test
    void placeholderNamingAComponentOfUnsupportedType_isReportedOnlyForTheType() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"PAYLOAD#<payload>\")",
                "public record Order(String id,",
                "                    Object payload) {",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[KW020] Component 'payload' has type Object");
        assertNoCodeFor(compilation, "Order");
    }
}
