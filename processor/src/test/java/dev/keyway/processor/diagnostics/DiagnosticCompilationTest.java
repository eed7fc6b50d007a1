package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.generatedNames;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** Whole compilations: every error of a record at once, and valid records beside invalid ones. */
class DiagnosticCompilationTest {

    /**
     * The brief's mix: an unknown placeholder, an unsupported component type, an access pattern
     * on an unknown index and a duplicate access pattern name, all in one compilation, each on
     * its own line. (Two access patterns make the compiler wrap them in AccessPattern.List.)
     */
    @Test
    void severalDifferentErrorsOfOneRecord_allReported_eachOnItsOwnLine() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<custmerId>\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI9\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\")",
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    String status,",
                "                    Object payload) {",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(4);
        assertAll(
                () -> assertErrorAt(compilation,
                        "[KW015] Key template \"CUSTOMER#<custmerId>\": <custmerId> names no component of Order. "
                                + "Did you mean 'customerId'?",
                        source, "@PartitionKey(", "\"CUSTOMER#<custmerId>\""),
                () -> assertErrorAt(compilation,
                        "[KW020] Component 'payload' has type Object, which Keyway cannot store.",
                        source, "Object payload"),
                () -> assertErrorAt(compilation,
                        "[KW030] @AccessPattern 'byStatus' queries index \"GSI9\", which Order does not declare. "
                                + "Did you mean 'GSI1'?",
                        source, "\"GSI9\"", "\"GSI9\""),
                () -> assertErrorAt(compilation,
                        "[KW031] Access pattern 'byStatus' is declared more than once on Order.",
                        source, "index = \"GSI1\")", "\"byStatus\""),
                () -> assertNoCodeFor(compilation, "Order"));
    }

    /** The same idea with annotations written once each and no component errors. */
    @Test
    void severalDifferentErrorsOnSingleAnnotations_allReported_eachOnItsOwnValue() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"\")",
                "@PartitionKey(\"CUSTOMER#<custmerId>\")",
                "@SortKey(\"ORDER#orderId>\")",
                "@Gsi(index = \"\", partitionKey = \"STATUS#<status>\")",
                "@AccessPattern(name = \"by-status\")",
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    String status) {",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(5);
        assertAll(
                () -> assertErrorAt(compilation, "[KW005] @Entity on Order names no table.",
                        source, "@Entity(", "\"\""),
                () -> assertErrorAt(compilation, "[KW015] Key template \"CUSTOMER#<custmerId>\"",
                        source, "@PartitionKey(", "\"CUSTOMER#"),
                () -> assertErrorAt(compilation, "[KW013] Key template \"ORDER#orderId>\": the '>' at index 13",
                        source, "@SortKey(", "\"ORDER#"),
                () -> assertErrorAt(compilation, "[KW035] @Gsi on Order names no index.",
                        source, "@Gsi(", "\"\""),
                () -> assertErrorAt(compilation, "[KW032] Access pattern name 'by-status' is not a Java method name.",
                        source, "@AccessPattern(", "\"by-status\""),
                () -> assertNoCodeFor(compilation, "Order"));
    }

    /** An index whose template failed is still declared: an access pattern on it gets no second, misleading error. */
    @Test
    void errorsDoNotCascade_anAccessPatternOnAnIndexWithABadTemplate() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<statuss>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\")",
                "public record Order(String customerId,",
                "                    String status) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW015] Key template \"STATUS#<statuss>\": <statuss> names no component of Order. "
                + "Did you mean 'status'?", source, "@Gsi(", "\"STATUS#<statuss>\"");
    }

    /** Errors of two records in one compilation, each in its own file. */
    @Test
    void errorsOfTwoRecords_eachInItsOwnFile() {
        Src order = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<custmerId>\")",
                "public record Order(String customerId) {",
                "}");
        Src invoice = Src.of("test.Invoice",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Billing\")",
                "@PartitionKey(\"INVOICE#<numbr>\")",
                "public record Invoice(String number) {",
                "}");
        Compilation compilation = compile(order, invoice);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "<custmerId> names no component of Order. Did you mean 'customerId'?",
                order, "@PartitionKey(", "\"CUSTOMER");
        assertErrorAt(compilation, "<numbr> names no component of Invoice. Did you mean 'number'?",
                invoice, "@PartitionKey(", "\"INVOICE");
        assertNoCodeFor(compilation, "Order");
        assertNoCodeFor(compilation, "Invoice");
    }

    /** A valid record beside an invalid one of the same table still gets its code, and that code compiles. */
    @Test
    void validRecordNextToInvalidOne_stillGetsItsCode() {
        Src customer = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "@AccessPattern(name = \"profileOf\")",
                "public record Customer(String id, String email) {",
                "}");
        Src order = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\")",
                "public record Order(String customerId, String orderId) {",
                "}");
        Compilation compilation = compile(customer, order);

        assertThat(compilation).failed();
        // Only Order's error: the code generated for Customer (and the table) compiled.
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW030] @AccessPattern 'byStatus' queries index \"GSI1\", which Order does not "
                + "declare.", order, "@AccessPattern(", "\"GSI1\"");
        assertCodeFor(compilation, "Customer");
        assertTrue(generatedNames(compilation).contains("ShopTable"), () -> "generated: " + generatedNames(compilation));
        assertNoCodeFor(compilation, "Order");
    }

    /** The same with the two records in different tables and the valid one in the same file as a nested record. */
    @Test
    void validRecordInAnotherTable_stillGetsItsCode() {
        Src source = Src.of("test.Model",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public final class Model {",
                "    @Entity(table = \"Billing\")",
                "    @PartitionKey(\"INVOICE#<number>\")",
                "    public record Invoice(String number) {",
                "    }",
                "",
                "    @Entity(table = \"Shop\")",
                "    @PartitionKey(\"ORDER#<id>\")",
                "    public record Order(String id,",
                "                        Thread worker) {",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[KW020] Component 'worker' has type Thread");
        assertCodeFor(compilation, "Invoice");
        assertTrue(generatedNames(compilation).contains("BillingTable"), () -> "generated: " + generatedNames(compilation));
        assertNoCodeFor(compilation, "Order");
        assertTrue(!generatedNames(compilation).contains("ShopTable"), () -> "generated: " + generatedNames(compilation));
    }
}
