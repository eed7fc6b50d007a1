package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.generatedNames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW001-KW006: misuse of the annotated type itself. */
class DiagnosticRecordTest {

    // ---- KW001 NOT_A_RECORD -----------------------------------------------------------------

    @Test
    void kw001_entityOnClass() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "public class Customer {",
                "    String id;",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW001] @Entity applies only to records, but Customer is a class. "
                        + "Declare it as 'record Customer(...)' with the stored values as components.",
                source, "@Entity(", "@Entity(");
    }

    @Test
    void kw001_entityOnInterface() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "public interface Customer {",
                "    String id();",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW001] @Entity applies only to records, but Customer is an interface. "
                        + "Declare it as 'record Customer(...)' with the stored values as components.",
                source, "@Entity(");
    }

    @Test
    void kw001_entityOnEnum() {
        Src source = Src.of("test.Status",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "public enum Status {",
                "    OPEN, SHIPPED",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW001] @Entity applies only to records, but Status is an enum. "
                        + "Declare it as 'record Status(...)' with the stored values as components.",
                source, "@Entity(");
    }

    @Test
    void kw001_entityOnAnnotationType() {
        Src source = Src.of("test.Marker",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "public @interface Marker {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW001] @Entity applies only to records, but Marker is an annotation type.",
                source, "@Entity(");
    }

    // ---- KW002 GENERIC_RECORD ---------------------------------------------------------------

    @Test
    void kw002_genericRecord() {
        Src source = Src.of("test.Box",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"BOX#<id>\")",
                "public record Box<T>(String id) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW002] @Entity record Box has type parameters; an entity must be a concrete "
                        + "record. Remove the type parameters.",
                source, "@Entity(", "@Entity(");
    }

    // ---- KW003 PRIVATE_RECORD ---------------------------------------------------------------

    @Test
    void kw003_privateNestedRecord() {
        Src source = Src.of("test.Outer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public class Outer {",
                "    @Entity(table = \"Shop\")",
                "    @PartitionKey(\"SECRET#<id>\")",
                "    private record Secret(String id) {",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW003] @Entity record Secret is private, so generated code cannot use it. "
                        + "Make it package-private or public.",
                source, "@Entity(", "@Entity(");
    }

    // ---- KW004 MISSING_PARTITION_KEY --------------------------------------------------------

    @Test
    void kw004_missingPartitionKey() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "public record Order(String customerId, String orderId) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW004] @Entity record Order has no @PartitionKey. "
                        + "Add one, e.g. @PartitionKey(\"ORDER#<customerId>\").",
                source, "@Entity(");
    }

    // ---- KW005 EMPTY_TABLE_NAME -------------------------------------------------------------

    @Test
    void kw005_emptyTableName_pointsAtTheValue() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "public record Customer(String id) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW005] @Entity on Customer names no table. Write @Entity(table = \"YourTable\").",
                source, "@Entity(", "\"\"");
    }

    // ---- KW006 KEY_WITHOUT_ENTITY -----------------------------------------------------------

    @Test
    void kw006_partitionKeyWithoutEntity() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "public record Customer(String id) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW006] @PartitionKey on Customer has no effect without @Entity. "
                        + "Add @Entity(table = \"...\").",
                source, "@PartitionKey(", "@PartitionKey(");
    }

    @Test
    void kw006_eachEntityOnlyAnnotationWithoutEntity_reportedOnItsOwnLine() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"ORDER#<orderId>\")",
                "@AccessPattern(name = \"byOrder\", index = \"GSI1\")",
                "public record Order(String customerId, String orderId) {",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(4);
        for (String annotation : new String[] {"PartitionKey", "SortKey", "Gsi", "AccessPattern"}) {
            assertErrorAt(compilation,
                "[KW006] @" + annotation + " on Order has no effect without @Entity.",
                source, "@" + annotation + "(");
        }
        assertNoCodeFor(compilation, "Order");
    }

    @Test
    void kw006_partitionKeyOnClassWithoutEntity() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "public class Customer {",
                "    String id;",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW006] @PartitionKey on Customer has no effect without @Entity.",
                source, "@PartitionKey(");
    }

    /**
     * Repeated {@code @AccessPattern}s without {@code @Entity} reach the processor as one
     * {@code AccessPattern.List} container; the single error belongs on the first of them.
     */
    @Test
    void kw006_repeatedAccessPatternsWithoutEntity_reportedOnTheFirstOne() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@AccessPattern(name = \"first\")",
                "@AccessPattern(name = \"second\")",
                "public record Order(String customerId) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW006] @AccessPattern on Order has no effect without @Entity.",
                source, "@AccessPattern(name = \"first\")");
    }

    // ---- the record with every annotation valid: nothing reported, everything generated ------

    @Test
    void validRecord_generatesItsClassesAndNoDiagnostics() {
        Src source = Src.of("test.Customer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "public record Customer(String id, String email) {",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).succeededWithoutWarnings();
        DiagnosticSources.assertCodeFor(compilation, "Customer");
        assertTrue(generatedNames(compilation).contains("ShopTable"), () -> "generated: " + generatedNames(compilation));
        assertEquals(5, generatedNames(compilation).size(), () -> "generated: " + generatedNames(compilation));
    }
}
