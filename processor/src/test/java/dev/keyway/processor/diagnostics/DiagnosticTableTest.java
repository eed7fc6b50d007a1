package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.errors;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * KW036-KW039 and KW021 across entities: what only the whole table shows, with two entities of
 * one table in two source files. Entities are checked in name order, so Alpha is the reference
 * and Beta gets the error; Alpha's code is still generated.
 */
class DiagnosticTableTest {

    /** An entity of table Shop in package test, with the given annotations after @Entity, each on its own line. */
    private static Src entityWith(String name, String entityAnnotation, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                entityAnnotation));
        lines.addAll(List.of(annotations));
        lines.addAll(List.of(
                "public record " + name + "(String id,",
                "                    String sku,",
                "                    String tag) {",
                "}"));
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    private static Src entity(String name, String... annotations) {
        return entityWith(name, "@Entity(table = \"Shop\")", annotations);
    }

    // ---- table names given by constants ------------------------------------------------------

    /** A table name that is a constant of the user's own class is its value: one table, one ShopTable. */
    @Test
    void tableNamedByAConstant_isTheConstantsValue() {
        Src names = Src.of("test.Names", "package test;", "", "final class Names {", "    static final String SHOP = \"Shop\";",
                "}");
        Src alpha = entity("Alpha", "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = entityWith("Beta", "@Entity(table = Names.SHOP)", "@PartitionKey(\"BETA#<id>\")");
        Compilation compilation = compile(names, alpha, beta);

        assertThat(compilation).succeeded();
        assertThat(compilation).generatedSourceFile("test.ShopTable").contentsAsUtf8String().contains("{@link Alpha}, {@link Beta}");
    }

    /**
     * A table name given by a constant of the table class Keyway generates from that very table
     * ({@code ShopTable.NAME}) cannot exist before the class does: javac reports it on the value.
     * Keyway waits for it instead of reading javac's placeholder text {@code <error>} as the name
     * (which generated an {@code ErrorTable} named "<error>" that DynamoDB refuses).
     */
    @Test
    void tableNamedByAConstantOfItsOwnGeneratedClass_isLeftToJavac() {
        Src alpha = entity("Alpha", "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = entityWith("Beta", "@Entity(table = ShopTable.NAME)", "@PartitionKey(\"BETA#<id>\")");
        Compilation compilation = compile(alpha, beta);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(beta.file())
                .onLine(beta.line("ShopTable.NAME"));
        assertTrue(DiagnosticSources.generatedNames(compilation).stream().noneMatch(name -> name.startsWith("Error")),
                () -> "generated " + DiagnosticSources.generatedNames(compilation));
        assertTrue(compilation.errors().stream().noneMatch(error -> error.getMessage(Locale.ROOT).contains("[KW")),
                () -> errors(compilation));
    }

    // ---- KW036 INDEX_SHAPE_CONFLICT ---------------------------------------------------------

    @Test
    void kw036_indexWithSortKeyForOneEntityAndWithoutForAnother() {
        Src alpha = entity("Alpha",
                "@PartitionKey(\"ALPHA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", sortKey = \"<sku>\")");
        Src beta = entity("Beta",
                "@PartitionKey(\"BETA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW036] Index \"GSI1\" of table Shop has a sort key for Alpha but not for Beta. Every entity that "
                        + "uses an index must agree on whether it has a sort key.",
                beta, "@Gsi(", "@Gsi(");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw036_theLaterEntityHasTheSortKey_pointsAtItsSortKeyValue() {
        Src alpha = entity("Alpha",
                "@PartitionKey(\"ALPHA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\")");
        Src beta = entity("Beta",
                "@PartitionKey(\"BETA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", sortKey = \"<sku>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW036] Index \"GSI1\" of table Shop has a sort key for Beta but not for Alpha.",
                beta, "@Gsi(", "\"<sku>\"");
        assertCodeFor(compilation, "Alpha");
    }

    // ---- KW037 KEY_ATTRIBUTE_CONFLICT -------------------------------------------------------

    @Test
    void kw037_partitionKeyAttributes() {
        Src alpha = entity("Alpha", "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = entity("Beta", "@PartitionKey(value = \"BETA#<id>\", attribute = \"pk\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW037] Table Shop: Beta stores its partition key in 'pk', but Alpha stores it in 'PK'. "
                        + "Entities of one table must use the same key attributes.",
                beta, "@PartitionKey(", "\"pk\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw037_sortKeyAttributes() {
        Src alpha = entity("Alpha", "@PartitionKey(\"ALPHA#<id>\")", "@SortKey(\"A\")");
        Src beta = entity("Beta", "@PartitionKey(\"BETA#<id>\")", "@SortKey(value = \"B\", attribute = \"sk\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW037] Table Shop: Beta stores its sort key in 'sk', but Alpha stores it in 'SK'.",
                beta, "@SortKey(", "\"sk\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw037_indexKeyAttributes() {
        Src alpha = entity("Alpha",
                "@PartitionKey(\"ALPHA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\")");
        Src beta = entity("Beta",
                "@PartitionKey(\"BETA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", partitionKeyAttribute = \"GSI1_PK\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW037] Table Shop: Beta stores its index GSI1 partition key in 'GSI1_PK', but Alpha stores it "
                        + "in 'GSI1PK'.",
                beta, "@Gsi(", "\"GSI1_PK\"");
        assertCodeFor(compilation, "Alpha");
    }

    // ---- KW038 SORT_KEY_PRESENCE_CONFLICT ---------------------------------------------------

    @Test
    void kw038_oneEntityWithSortKeyOneWithout() {
        Src alpha = entity("Alpha", "@PartitionKey(\"ALPHA#<id>\")", "@SortKey(\"PROFILE\")");
        Src beta = entity("Beta", "@PartitionKey(\"BETA#<id>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW038] Table Shop: Alpha has a @SortKey but Beta has none. Within a table either every entity has "
                        + "a sort key or none has; add @SortKey(\"...\") (a constant such as \"PROFILE\" will do).",
                beta, "@Entity(", "@Entity(");
        assertCodeFor(compilation, "Alpha");
    }

    // ---- KW039 DUPLICATE_ENTITY_TYPE --------------------------------------------------------

    @Test
    void kw039_sameExplicitEntityType() {
        Src alpha = entityWith("Alpha", "@Entity(table = \"Shop\", type = \"Item\")", "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = entityWith("Beta", "@Entity(table = \"Shop\", type = \"Item\")", "@PartitionKey(\"BETA#<id>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW039] Entity type \"Item\" is used by both test.Alpha and test.Beta in table Shop, so their items could not "
                        + "be told apart. Give one of them another @Entity(type = \"...\").",
                beta, "@Entity(", "\"Item\"");
        assertCodeFor(compilation, "Alpha");
    }

    /** Two records named Order in two packages share the default type "Order". */
    @Test
    void kw039_sameDefaultEntityTypeFromTwoPackages() {
        Src first = orderIn("test.a", "A#<id>");
        Src second = orderIn("test.b", "B#<id>");
        Compilation compilation = compile(first, second);

        // Both records are named Order: the one in test.a still gets its code, so check no count of files.
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW039] Entity type \"Order\" is used by both ", second, "@Entity(", "@Entity(");
    }

    /**
     * The message must tell the two records apart; "used by both Order and Order" does not.
     */
    @Test
    void kw039_sameSimpleNames_messageNamesBothRecordsDistinctly() {
        Compilation compilation = compile(orderIn("test.a", "A#<id>"), orderIn("test.b", "B#<id>"));

        String message = compilation.errors().stream()
                .map(error -> error.getMessage(Locale.ROOT))
                .filter(text -> text.contains("[KW039]"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no KW039:\n" + errors(compilation)));
        assertTrue(message.contains("a.Order") && message.contains("b.Order"),
                () -> "KW039 does not say which two records clash: " + message);
    }

    private static Src orderIn(String packageName, String partitionKey) {
        return Src.of(packageName + ".Order",
                "package " + packageName + ";",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"" + partitionKey + "\")",
                "public record Order(String id) {",
                "}");
    }

    // ---- KW021 across entities: a component stored in another entity's index key attribute ------

    @Test
    void kw021_componentStoredInAnIndexAttributeThatAnotherEntityDeclares() {
        Src alpha = entity("Alpha",
                "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = Src.of("test.Beta",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"BETA#<id>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\")",
                "public record Beta(String id,",
                "                   String tag) {",
                "}");
        Src gamma = Src.of("test.Gamma",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"GAMMA#<id>\")",
                "public record Gamma(String id,",
                "                    @Attribute(\"GSI1PK\") String label) {",
                "}");
        Compilation compilation = compile(alpha, beta, gamma);

        String message = "[KW021] Component 'label' would be stored as 'GSI1PK', which is a key or type attribute of "
                + "table Shop. Store it under another name with @Attribute(\"...\").";
        assertCodeFor(compilation, "Alpha");
        assertCodeFor(compilation, "Beta");
        assertOnlyError(compilation, message, gamma, "@Attribute(\"GSI1PK\")");
    }

    @Test
    void kw021_componentNamedLikeAnIndexSortKeyOfAnEarlierEntity() {
        Src alpha = entity("Alpha",
                "@PartitionKey(\"ALPHA#<id>\")",
                "@Gsi(index = \"byTag\", partitionKey = \"TAG#<tag>\", sortKey = \"<sku>\")");
        Src beta = Src.of("test.Beta",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"BETA#<id>\")",
                "public record Beta(String id,",
                "                   String byTagSK) {",
                "}");
        Compilation compilation = compile(alpha, beta);

        String message = "[KW021] Component 'byTagSK' would be stored as 'byTagSK', which is a key or type attribute "
                + "of table Shop.";
        assertCodeFor(compilation, "Alpha");
        assertOnlyError(compilation, message, beta, "String byTagSK)");
    }
}
