package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyWarning;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.generatedNames;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * KW083-KW089: nothing is silently ignored, and every message names the real cause. An option
 * without effect where it stands is an error (or, where the design still works, a warning); an
 * entity Keyway cannot generate for says which declaration hides it; a template written in
 * another placeholder syntax is a warning with the template it probably means; a string DynamoDB
 * cannot store is refused.
 */
class DiagnosticIgnoredTest {

    /** An entity Post of table Shop with the given class annotations. */
    private static Src post(String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")"));
        lines.addAll(List.of(annotations));
        lines.add("public record Post(String feed, String postId, String tag) {");
        lines.add("}");
        return Src.of("test.Post", lines.toArray(String[]::new));
    }

    // ---- KW083 SHARD_BY_WITHOUT_SHARDS ---------------------------------------------------------

    @Test
    void kw083_shardByWithoutShards() {
        Src source = post("@PartitionKey(value = \"FEED#<feed>\", shardBy = \"postId\")", "@SortKey(\"POST#<postId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW083] @PartitionKey shardBy = \"postId\" has no effect: shards is 1, so the key is not sharded. Set "
                        + "shards = 2 to 1000, or remove shardBy.",
                source, "@PartitionKey(", "\"postId\"");
    }

    @Test
    void kw083_shardByWithoutShardsOnAGlobalIndex() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#<postId>\")",
                "@Gsi(index = \"ByTag\", partitionKey = \"TAG#<tag>\", shardBy = \"postId\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW083] @Gsi shardBy = \"postId\" has no effect", source, "@Gsi(", "\"postId\"");
    }

    // ---- KW084 SORT_KEY_ATTRIBUTE_WITHOUT_SORT_KEY ---------------------------------------------

    @Test
    void kw084_aSortKeyAttributeWithoutASortKey() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#<postId>\")",
                "@Gsi(index = \"ByTag\", partitionKey = \"TAG#<tag>\", sortKeyAttribute = \"TagSK\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW084] @Gsi(index = \"ByTag\") names sortKeyAttribute = \"TagSK\" but has no sortKey, so nothing is "
                        + "stored there. Add sortKey = \"...\", or remove sortKeyAttribute.",
                source, "@Gsi(", "\"TagSK\"");
    }

    // ---- KW085 DUPLICATE_INCLUDE / KW086 DESCENDING_WITHOUT_SORT_KEY (warnings) --------------

    @Test
    void kw085_anAttributeIncludedTwice() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#<postId>\")",
                "@Gsi(index = \"ByTag\", partitionKey = \"TAG#<tag>\", projection = Projection.INCLUDE,",
                "     include = {\"feed\", \"feed\"})");
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW085] Index \"ByTag\" includes 'feed' more than once; it is projected once. Remove the repetition.",
                source, "include = {", "{");
    }

    @Test
    void kw086_descendingOnAnIndexWithoutASortKey() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#<postId>\")",
                "@Gsi(index = \"ByTag\", partitionKey = \"TAG#<tag>\")",
                "@AccessPattern(name = \"byTag\", index = \"ByTag\", descending = true)");
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW086] Access pattern 'byTag' has descending = true, but index \"ByTag\" has no sort key, so its items "
                        + "come in no order and descending has no effect. Remove descending, or query an index with a "
                        + "sort key.",
                source, "@AccessPattern(", "true");
    }

    // ---- KW087 UNREACHABLE_DECLARATION ---------------------------------------------------------

    @Test
    void kw087_anEntityInsideAPrivateClass_namesTheClass() {
        Src source = Src.of("test.Outer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public class Outer {",
                "    private static class Hidden {",
                "        @Entity(table = \"Shop\")",
                "        @PartitionKey(\"NOTE#<id>\")",
                "        record Note(String id) {",
                "        }",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW087] @Entity record Note is declared inside private class Hidden, so the code Keyway generates "
                        + "beside it cannot use it. Make Hidden package-private or public.",
                source, "@Entity(table", "@Entity");
    }

    @Test
    void kw087_aLocalEntityRecord() {
        Src source = Src.of("test.Service",
                "package test;",
                "",
                "import dev.keyway.annotations.Entity;",
                "import dev.keyway.annotations.PartitionKey;",
                "",
                "public class Service {",
                "    void run() {",
                "        @Entity(table = \"Shop\")",
                "        @PartitionKey(\"NOTE#<id>\")",
                "        record Note(String id) {",
                "        }",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation,
                "[KW087] @Entity record Note is declared in method run(), so the code Keyway generates beside it cannot "
                        + "use it. Declare it at the top level, or as a member of a class.",
                source, "@Entity(table", "@Entity");
    }

    @Test
    void kw087_aLocalEntityRecordAnnotatedWithTheQualifiedName() {
        Src source = Src.of("test.Service",
                "package test;",
                "",
                "public class Service {",
                "    void run() {",
                "        @dev.keyway.annotations.Entity(table = \"Shop\")",
                "        @dev.keyway.annotations.PartitionKey(\"NOTE#<id>\")",
                "        record Note(String id) {",
                "        }",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation,
                "[KW087] @Entity record Note is declared in method run(), so the code Keyway generates beside it cannot "
                        + "use it. Declare it at the top level, or as a member of a class.",
                source, "@dev.keyway.annotations.Entity(table", "@dev.keyway.annotations.Entity");
    }

    @Test
    void kw087_aLocalRecordInAFileThatImportsOtherKeywayTypes_qualifiedInALambda() {
        Src source = Src.of("test.Jobs",
                "package test;",
                "",
                "import dev.keyway.runtime.Page;",
                "",
                "public class Jobs {",
                "    Runnable job = () -> {",
                "        @dev.keyway.annotations.ItemCollection",
                "        interface Items {",
                "        }",
                "    };",
                "    Page<String> none;",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW087] @ItemCollection interface Items is declared in a lambda", source,
                "@dev.keyway.annotations.ItemCollection", "@dev.keyway.annotations.ItemCollection");
    }

    @Test
    void kw087_anAnnotationOfAnotherPackageNamedEntity_isNotKeyways() {
        Src entity = Src.of("other.Entity",
                "package other;",
                "",
                "public @interface Entity {",
                "    String table();",
                "}");
        Src source = Src.of("test.Service",
                "package test;",
                "",
                "public class Service {",
                "    void run() {",
                "        @other.Entity(table = \"Shop\")",
                "        record Note(String id) {",
                "        }",
                "    }",
                "}");
        assertThat(compile(entity, source)).succeededWithoutWarnings();
    }

    @Test
    void kw087_anEntityInAnAnonymousClass() {
        Src source = Src.of("test.Holder",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public class Holder {",
                "    static final Object SOMETHING = new Object() {",
                "        @Entity(table = \"Shop\") @PartitionKey(\"NOTE#<id>\")",
                "        record Note(String id) {",
                "        }",
                "    };",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW087] @Entity record Note is declared inside an anonymous class", source,
                "@Entity(table", "@Entity");
    }

    @Test
    void kw087_aPrivateItemCollection() {
        Src source = Src.of("test.Outer",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public class Outer {",
                "    @ItemCollection",
                "    private sealed interface Items permits Note {",
                "    }",
                "",
                "    @Entity(table = \"Shop\")",
                "    @PartitionKey(\"NOTE#<id>\")",
                "    record Note(String id) implements Items {",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation,
                "[KW087] @ItemCollection interface Items is declared private, so the code Keyway generates beside it "
                        + "cannot use it. Make it package-private or public.",
                source, "@ItemCollection");
        assertEquals(List.of("NoteAsyncRepository", "NoteKeys", "NoteRepository", "NoteSchema", "ShopTable"),
                generatedNames(compilation));
    }

    // ---- KW088 TEMPLATE_LOOKALIKE (a warning, in an index key) ---------------------------------

    @ParameterizedTest(name = "kw088: {0}")
    @CsvSource(delimiter = '|', value = {
            "TAG#{tag}|{tag}|TAG#<tag>",
            "TAG#${tag}|${tag}|TAG#<tag>",
            "TAG#:tag|:tag|TAG#<tag>",
            "TAG#{{tag}}|{{tag}}|TAG#<tag>"})
    void kw088_aPlaceholderOfAnotherSyntaxInAnIndexKey(String template, String fragment, String meant) {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#<postId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"" + template + "\", sortKey = \"<postId>\")");
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW088] Key template \"" + template + "\": '" + fragment + "' looks like a placeholder of another "
                        + "syntax, but Keyway reads it as literal text. Did you mean \"" + meant + "\"?",
                source, "@Gsi(", "\"" + template + "\"");
    }

    // ---- KW094 PRIMARY_KEY_LOOKALIKE -----------------------------------------------------------

    @ParameterizedTest(name = "kw094: {0}")
    @CsvSource(delimiter = '|', value = {
            "FEED#{feed}|{feed}|feed|FEED#<feed>",
            "FEED#${feed}|${feed}|feed|FEED#<feed>",
            "FEED#:feed|:feed|feed|FEED#<feed>",
            "FEED#{{feed}}|{{feed}}|feed|FEED#<feed>"})
    void kw094_aPlaceholderOfAnotherSyntaxInThePartitionKey(String template, String fragment, String component,
                                                            String meant) {
        Src source = post("@PartitionKey(\"" + template + "\")", "@SortKey(\"POST#<postId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW094] Key template \"" + template + "\" of the primary key: '" + fragment + "' looks like a "
                        + "placeholder of another syntax, but Keyway reads it as literal text, so records that differ "
                        + "only in '" + component + "' would be written under one key, each put replacing the other. "
                        + "Write \"" + meant + "\".",
                source, "@PartitionKey(", "\"" + template + "\"");
    }

    @Test
    void kw094_aPlaceholderOfAnotherSyntaxInTheSortKey() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")", "@SortKey(\"POST#{postId}\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW094] Key template \"POST#{postId}\" of the primary key: '{postId}' looks like a placeholder of "
                        + "another syntax, but Keyway reads it as literal text, so records that differ only in 'postId' "
                        + "would be written under one key, each put replacing the other. Write \"POST#<postId>\".",
                source, "@SortKey(", "\"POST#{postId}\"");
    }

    @Test
    void kw088_aLookalikeOfAComponentTheOtherPrimaryKeyHolds_isAWarningOnly() {
        Src source = post("@PartitionKey(\"FEED#{postId}\")", "@SortKey(\"POST#<postId>\")");
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW088] Key template \"FEED#{postId}\": '{postId}' looks like a placeholder of another syntax, but "
                        + "Keyway reads it as literal text. Did you mean \"FEED#<postId>\"?",
                source, "@PartitionKey(", "\"FEED#{postId}\"");
    }

    @Test
    void kw088_textNamingNoComponent_isLeftAlone() {
        Src source = post("@PartitionKey(\"FEED#{all}#<feed>\")", "@SortKey(\"POST:main#<postId>\")");
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
    }

    // ---- KW089 UNPAIRED_SURROGATE --------------------------------------------------------------

    @Test
    void kw089_anUnpairedSurrogateInATemplate() {
        Src source = post("@PartitionKey(\"FEED\\uD800#<feed>\")", "@SortKey(\"POST#<postId>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW089] Key template \"FEED", source, "@PartitionKey(", "\"FEED");
        assertThat(compilation).hadErrorContaining("holds an unpaired surrogate (U+D800 at index 4), which has no UTF-8 "
                + "form, so DynamoDB cannot store it. Remove it, or write the whole character (a surrogate pair).");
    }

    @Test
    void kw089_anUnpairedSurrogateInTheEntityType() {
        Src source = Src.of("test.Note",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\", type = \"Note\\uDC00\")",
                "@PartitionKey(\"NOTE#<id>\")",
                "public record Note(String id) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW089] Entity type \"Note", source, "@Entity(", "\"Note");
    }

    @Test
    void kw089_anUnpairedSurrogateInAnAttributeName() {
        Src source = Src.of("test.Note",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"NOTE#<id>\")",
                "public record Note(String id,",
                "                   @Attribute(\"text\\uD83D\") String text) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW089] Attribute name \"text", source, "String text", "text)");
    }
}
