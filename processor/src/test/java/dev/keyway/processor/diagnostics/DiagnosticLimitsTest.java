package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyWarning;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.shopEntity;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * KW075-KW082: DynamoDB's published limits, checked where the design already decides them, so
 * that neither {@code createTable} nor the generated CloudFormation is refused for them: table and
 * index names, the number of local and global indexes, attribute-name lengths, projected
 * attributes per index and per table, and the length of a key's literal text.
 */
class DiagnosticLimitsTest {

    /** An entity Item of the table, with class annotations and components {@code a0..a<n-1>} after {@code id}. */
    private static Src item(String table, List<String> annotations, int components) {
        return item(table, annotations, components, null);
    }

    /** As {@link #item(String, List, int)}, with one more component declaration after them, if given. */
    private static Src item(String table, List<String> annotations, int components, String more) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"" + table + "\")"));
        lines.addAll(annotations);
        lines.add("public record Item(String id, String sk"
                + IntStream.range(0, components).mapToObj(i -> ", String a" + i).collect(Collectors.joining())
                + (more == null ? "" : ", " + more) + ") {");
        lines.add("}");
        return Src.of("test.Item", lines.toArray(String[]::new));
    }

    private static List<String> keys(String... more) {
        List<String> annotations = new ArrayList<>(List.of("@PartitionKey(\"ITEM#<id>\")", "@SortKey(\"S#<sk>\")"));
        annotations.addAll(List.of(more));
        return annotations;
    }

    /** An entity Item with a {@code tag} and a {@code note} stored under the given name, and more class annotations. */
    private static Src noteStoredAs(String name, String... annotations) {
        List<String> all = new ArrayList<>(List.of("@PartitionKey(\"ITEM#<id>\")"));
        all.addAll(List.of(annotations));
        return shopEntity("Item", "String id, String tag, @Attribute(\"" + name + "\") String note",
                all.toArray(String[]::new));
    }

    // ---- KW075 INVALID_TABLE_NAME / KW076 INVALID_INDEX_NAME ----------------------------------

    @Test
    void kw075_aTableNameWithASpace() {
        Src source = item("My Shop", keys(), 0);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW075] Table name \"My Shop\" holds ' ' at index 2. DynamoDB table names are 3 to 255 characters of "
                        + "a-z, A-Z, 0-9, '_', '-' and '.'.",
                source, "@Entity(", "\"My Shop\"");
    }

    @Test
    void kw075_aTableNameTooShort() {
        Src source = item("T1", keys(), 0);
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW075] Table name \"T1\" is 2 characters long.", source, "@Entity(", "\"T1\"");
    }

    @Test
    void kw076_anIndexNameWithASlash() {
        Src source = item("Shop", keys("@Gsi(index = \"by/tag\", partitionKey = \"TAG#<a0>\")"), 1);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW076] Index name \"by/tag\" holds '/' at index 2. DynamoDB index names are 3 to 255 characters of "
                        + "a-z, A-Z, 0-9, '_', '-' and '.'.",
                source, "@Gsi(", "\"by/tag\"");
    }

    @Test
    void kw076_anIndexNameTooShort() {
        Src source = item("Shop", keys("@Lsi(index = \"L1\", sortKey = \"A#<a0>\")"), 1);
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW076] Index name \"L1\" is 2 characters long.", source, "@Lsi(", "\"L1\"");
    }

    // ---- KW077 TOO_MANY_LOCAL_INDEXES / KW078 MANY_GLOBAL_INDEXES ----------------------------

    @Test
    void kw077_sixLocalIndexes() {
        List<String> annotations = keys();
        for (int i = 1; i <= 6; i++) {
            annotations.add("@Lsi(index = \"Local" + i + "\", sortKey = \"A#<a" + i + ">\")");
        }
        Src source = item("Shop", annotations, 7);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW077] Table Shop would have 6 local secondary indexes (Local1, Local2, Local3, Local4, Local5, "
                        + "Local6), but DynamoDB allows 5 per table. Make one of them a global index (@Gsi), or drop one.",
                source, "\"Local6\"", "\"Local6\"");
    }

    @Test
    void kw078_twentyOneGlobalIndexes_isAWarning() {
        List<String> annotations = keys();
        for (int i = 1; i <= 21; i++) {
            annotations.add("@Gsi(index = \"Global" + i + "\", partitionKey = \"A#<a" + i + ">\")");
        }
        Src source = item("Shop", annotations, 22);
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW078] Table Shop has 21 global secondary indexes, more than DynamoDB's default quota of 20 per table: "
                        + "createTable fails unless the account's quota was raised (Service Quotas).",
                source, "\"Global21\"", "\"Global21\"");
    }

    // ---- KW079 ATTRIBUTE_NAME_TOO_LONG ---------------------------------------------------------

    @Test
    void kw079_aKeyAttributeNameOver255Bytes() {
        String name = "é".repeat(128); // 128 characters, 256 bytes in UTF-8
        Src source = item("Shop", keys("@Gsi(index = \"GSI1\", partitionKey = \"A#<a0>\", partitionKeyAttribute = \""
                + name + "\")"), 1);
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW079] Key attribute '" + "é".repeat(60) + "...' is 256 bytes long in UTF-8, but "
                        + "DynamoDB allows 255 bytes in the name of a key attribute. Choose a shorter name.",
                source, "@Gsi(", "\"" + name + "\"");
    }

    @Test
    void kw079_aProjectedAttributeNameOver255Bytes() {
        Src source = noteStoredAs("x".repeat(256),
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", projection = Projection.INCLUDE, include = \"note\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW079] Attribute '" + "x".repeat(60) + "...' is 256 bytes long in UTF-8, but "
                        + "DynamoDB allows 255 bytes in the name of the time-to-live attribute or of one projected into "
                        + "an index.",
                source, "String note", "note");
    }


    @Test
    void kw079_aNameDynamoDbTakesButNoJavaConstantHolds() {
        // 65,535 bytes is less than DynamoDB's 64 KB, but javac writes string constants of 65,534 at most
        Src source = noteStoredAs("x".repeat(65_535));
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW079] Attribute '" + "x".repeat(60) + "...' is 65535 bytes long in UTF-8, but "
                        + "DynamoDB allows less than 64 KB in an attribute name, and the generated code holds at most "
                        + "65,534 bytes (in Java's modified UTF-8) in a string constant. Choose a shorter name.",
                source, "String note", "note");
    }

    @Test
    void kw079_charactersOutsideTheBmpCountAsJavaStoresThem() {
        // 11,000 emoji: 44,000 bytes in UTF-8, 66,000 in the modified UTF-8 of a class file
        Src source = noteStoredAs("\ud83d\ude00".repeat(11_000));
        assertThat(compile(source)).hadErrorContaining("[KW079]");
    }

    @Test
    void aNameOfTheLongestJavaConstantIsAcceptedAndCompiles() {
        assertThat(compile(noteStoredAs("x".repeat(65_534)))).succeededWithoutWarnings();
    }

    // ---- KW080 TOO_MANY_PROJECTED_ATTRIBUTES / KW081 TOO_MANY_INDEX_ATTRIBUTES ---------------

    @Test
    void kw081_twentyIncludedAttributesAndTheTypeInOneIndex() {
        String included = IntStream.range(0, 20).mapToObj(i -> "\"a" + i + "\"").collect(Collectors.joining(", "));
        Src source = item("Shop", keys("@Gsi(index = \"GSI1\", partitionKey = \"A#<a0>\", projection = Projection.INCLUDE,",
                "     include = {" + included + "})"), 20);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW081] Index \"GSI1\" of table Shop would project 21 non-key attributes (a0, a1, a2, a3, a4, a5, a6, "
                        + "a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, _type), but DynamoDB allows 20 "
                        + "per index, counting '_type', the type attribute Keyway adds. Project ALL, or include fewer.",
                source, "include = {", "{");
    }

    @Test
    void kw080_moreThanAHundredProjectedAttributesOverAllIndexes() {
        List<String> annotations = keys();
        for (int index = 0; index < 6; index++) {
            int from = index * 18;
            String included = IntStream.range(from, from + 18).mapToObj(i -> "\"a" + i + "\"")
                    .collect(Collectors.joining(", "));
            annotations.add("@Gsi(index = \"GSI" + index + "\", partitionKey = \"A#<a" + from + ">\", "
                    + "projection = Projection.INCLUDE, include = {" + included + "})");
        }
        Src source = item("Shop", annotations, 108);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW080] Table Shop would project 114 non-key attributes into its indexes (GSI0: 19, GSI1: 19, GSI2: 19, "
                        + "GSI3: 19, GSI4: 19, GSI5: 19), but DynamoDB allows 100 over all indexes of a table, counting "
                        + "each index's '_type', the type attribute Keyway adds to every KEYS_ONLY and INCLUDE index. "
                        + "Project ALL into some of them, or include fewer.",
                source, "\"GSI5\"", "{");
    }

    @Test
    void kw081_aMultiAttributeIndexIncludingTwentyAttributesAndTheType() {
        String included = IntStream.range(1, 21).mapToObj(i -> "\"a" + i + "\"").collect(Collectors.joining(", "));
        Src source = item("Shop", keys("@MultiAttributeGsi(index = \"ByA\", partitionKey = \"a0\",",
                "     projection = Projection.INCLUDE, include = {" + included + "})"), 21);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW081] Index \"ByA\" of table Shop would project 21 non-key attributes (a1, a2, a3, a4, a5, a6, a7, "
                        + "a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, _type), but DynamoDB allows 20 "
                        + "per index, counting '_type', the type attribute Keyway adds. Project ALL, or include fewer.",
                source, "projection = Projection.INCLUDE, include = {", "{");
    }

    @Test
    void kw081_aVectorIndexIncludingTwentyOneAttributes() {
        String included = IntStream.range(0, 21).mapToObj(i -> "\"a" + i + "\"").collect(Collectors.joining(", "));
        Src source = vectorItem(21, "@VectorIndex(index = \"Emb\", component = \"embedding\", dimensions = 3,",
                "     projection = Projection.INCLUDE, include = {" + included + "})");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW081] Index \"Emb\" of table Shop would project 21 non-key attributes (a0, a1, a2, a3, a4, a5, a6, "
                        + "a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20), but DynamoDB allows 20 "
                        + "per index. Project ALL, or include fewer.",
                source, "projection = Projection.INCLUDE, include = {", "{");
    }

    @Test
    void kw081_aVectorIndexIncludingTwentyAttributesCompiles() {
        String included = IntStream.range(0, 20).mapToObj(i -> "\"a" + i + "\"").collect(Collectors.joining(", "));
        Src source = vectorItem(20, "@VectorIndex(index = \"Emb\", component = \"embedding\", dimensions = 3,",
                "     projection = Projection.INCLUDE, include = {" + included + "})");

        assertThat(compile(source)).succeededWithoutWarnings();
    }

    @Test
    void kw080_aMultiAttributeIndexCountsTowardsTheHundredOfTheTable() {
        List<String> annotations = keys();
        for (int index = 0; index < 6; index++) {
            int from = index * 18;
            String included = IntStream.range(from, from + 18).mapToObj(i -> "\"a" + i + "\"")
                    .collect(Collectors.joining(", "));
            annotations.add(index < 5
                    ? "@Gsi(index = \"GSI" + index + "\", partitionKey = \"A#<a" + from + ">\", "
                            + "projection = Projection.INCLUDE, include = {" + included + "})"
                    : "@MultiAttributeGsi(index = \"ByB\", partitionKey = \"b\", "
                            + "projection = Projection.INCLUDE, include = {" + included + "})");
        }
        Src source = item("Shop", annotations, 108, "String b");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW080] Table Shop would project 114 non-key attributes into its indexes (GSI0: 19, GSI1: 19, GSI2: 19, "
                        + "GSI3: 19, GSI4: 19, ByB: 19), but DynamoDB allows 100 over all indexes of a table, counting "
                        + "each index's '_type', the type attribute Keyway adds to every KEYS_ONLY and INCLUDE index. "
                        + "Project ALL into some of them, or include fewer.",
                source, "\"ByB\"", "{");
    }

    @Test
    void kw080_aVectorIndexDoesNotCountTowardsTheHundredOfTheTable() {
        List<String> annotations = new ArrayList<>();
        for (int index = 0; index < 5; index++) {
            int from = index * 18;
            String included = IntStream.range(from, from + 18).mapToObj(i -> "\"a" + i + "\"")
                    .collect(Collectors.joining(", "));
            annotations.add("@Gsi(index = \"GSI" + index + "\", partitionKey = \"A#<a" + from + ">\", "
                    + "projection = Projection.INCLUDE, include = {" + included + "})");
        }
        String included = IntStream.range(90, 108).mapToObj(i -> "\"a" + i + "\"").collect(Collectors.joining(", "));
        annotations.add("@VectorIndex(index = \"Emb\", component = \"embedding\", dimensions = 3, "
                + "projection = Projection.INCLUDE, include = {" + included + "})");
        Src source = vectorItem(108, annotations.toArray(String[]::new));

        assertThat(compile(source)).succeededWithoutWarnings();
    }

    /** An entity Item with {@code components} strings a0, a1... and an embedding, with more class annotations. */
    private static Src vectorItem(int components, String... annotations) {
        List<String> all = keys(annotations);
        all.add(0, "@Entity(table = \"Shop\")");
        List<String> lines = new ArrayList<>(List.of("package test;", "", "import dev.keyway.annotations.*;",
                "import java.util.List;", ""));
        lines.addAll(all);
        lines.add("public record Item(String id, String sk"
                + IntStream.range(0, components).mapToObj(i -> ", String a" + i).collect(Collectors.joining())
                + ", List<Float> embedding) {");
        lines.add("}");
        return Src.of("test.Item", lines.toArray(String[]::new));
    }

    // ---- KW082 KEY_TOO_LONG --------------------------------------------------------------------

    @Test
    void kw082_aSortKeyWhoseLiteralTextPassesTheLimit() {
        String literal = "X".repeat(1030);
        Src source = item("Shop", List.of("@PartitionKey(\"ITEM#<id>\")", "@SortKey(\"" + literal + "#<a0>\")"), 1);
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW082] Key template \"" + "X".repeat(60) + "...\" writes at least 1031 bytes in "
                        + "UTF-8 before any value, but DynamoDB allows 1024 bytes in a sort key. Shorten its literal text.",
                source, "@SortKey(", "\"" + literal);
    }

    @Test
    void theLimitsThemselves_areAccepted() {
        List<String> annotations = new ArrayList<>(List.of("@PartitionKey(\"ITEM#<id>\")", "@SortKey(\"S#<sk>\")"));
        for (int i = 1; i <= 5; i++) {
            annotations.add("@Lsi(index = \"Local" + i + "\", sortKey = \"A#<a" + i + ">\")");
        }
        for (int i = 1; i <= 20; i++) {
            annotations.add("@Gsi(index = \"Global" + i + "\", partitionKey = \"A#<a" + i + ">\")");
        }
        annotations.add("@Gsi(index = \"" + "G".repeat(255) + "\", partitionKey = \"B#<a0>\", partitionKeyAttribute = \""
                + "k".repeat(255) + "\")");
        Src source = item("abc", annotations, 21);
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1); // the 21st global index
    }
}
