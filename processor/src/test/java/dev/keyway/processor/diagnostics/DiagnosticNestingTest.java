package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * KW093: DynamoDB stores at most 31 lists and maps on any path of a value (32 levels with the
 * value inside); a component whose type always nests deeper is refused, one at the limit compiles,
 * and a recursive record (no bound the compiler knows) compiles with its values checked when written.
 */
class DiagnosticNestingTest {

    /** {@code List<List<...<String>...>>} with {@code lists} lists. */
    private static String nestedLists(int lists) {
        return "java.util.List<".repeat(lists) + "String" + ">".repeat(lists);
    }

    private static Src document(String componentType) {
        return Src.of("test.Doc",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Docs\")",
                "@PartitionKey(\"DOC#<id>\")",
                "public record Doc(String id,",
                "                  " + componentType + " body) {",
                "}");
    }

    @Test
    void kw093_thirtyTwoNestedLists() {
        Src source = document(nestedLists(32));
        assertOnlyError(compile(source),
                "[KW093] Component 'body' of Doc nests 32 lists and maps (body[n][n][n][n][n][n]...[n][n][n][n][n][n], "
                        + "records counted as maps), but DynamoDB stores at most 31 on "
                        + "any path of a value (32 levels with the value inside), so it would refuse every item whose value "
                        + "is that deep. Store the type flatter: fewer nested lists, maps and records.",
                source, " body)", "body");
    }

    @Test
    void kw093_thirtyOneNestedListsAreAccepted() {
        assertThat(compile(document(nestedLists(31)))).succeededWithoutWarnings();
    }

    @Test
    void kw093_recordsAndMapsCountToo() {
        // Level0(Level1 next) ... Level14(Map<String, List<Set<String>>> leaf): 15 maps, a map, a list, a set in it: 18.
        List<JavaFileObject> files = new ArrayList<>();
        StringBuilder levels = new StringBuilder();
        for (int level = 0; level < 15; level++) {
            String inner = level == 14 ? "java.util.Map<String, java.util.List<java.util.Set<String>>> leaf" : "Level" + (level + 1) + " next";
            levels.append("    public record Level").append(level).append("(").append(inner).append(") {}\n");
        }
        Src shallow = Src.of("test.Shallow",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Docs\")",
                "@PartitionKey(\"DOC#<id>\")",
                "public record Shallow(String id, Level0 root) {",
                levels.toString(),
                "}");
        assertThat(compile(shallow)).succeededWithoutWarnings();

        // The same chain 30 records long: 30 maps, then the map, the list and the set: 33.
        StringBuilder deep = new StringBuilder();
        for (int level = 0; level < 30; level++) {
            String inner = level == 29 ? "java.util.Map<String, java.util.List<java.util.Set<String>>> leaf" : "Level" + (level + 1) + " next";
            deep.append("    public record Level").append(level).append("(").append(inner).append(") {}\n");
        }
        Src source = Src.of("test.Deep",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Docs\")",
                "@PartitionKey(\"DOC#<id>\")",
                "public record Deep(String id,",
                "                   Level0 root) {",
                deep.toString(),
                "}");
        assertOnlyError(compile(source), "[KW093] Component 'root' of Deep nests 33 lists and maps (root.next.next.next.",
                source, " root)", "root");
    }

    @Test
    void kw093_aRecursiveRecordCompiles_andItsValuesAreCheckedWhenWritten() {
        Src source = Src.of("test.Folder",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "",
                "@Entity(table = \"Docs\")",
                "@PartitionKey(\"FOLDER#<id>\")",
                "public record Folder(String id, Node root, List<String> tags) {",
                "    public record Node(String name, List<Node> children) {}",
                "}");
        Compilation compilation = compile(source);
        assertThat(compilation).succeededWithoutWarnings();
        String schema = text(compilation, "test.FolderSchema");
        assertTrue(schema.contains("item.putDeep(\"root\", folder.root(), FOLDER_NODE_RECORD);"), schema);
        assertTrue(schema.contains("item.putList(\"tags\""), schema); // a bounded value is not walked again
    }

    /** Found by the fuzz oracle: a recursive record under 30 lists is too deep even where its recursion stops. */
    @Test
    void kw093_aRecursiveRecordTooDeepWhereItsRecursionStops() {
        Src source = forest(30);
        assertOnlyError(compile(source), "[KW093] Component 'trees' of Forest nests 32 lists and maps (trees[n][n]",
                source, " trees)", "trees");
    }

    @Test
    void kw093_aRecursiveRecordThatFitsWhereItsRecursionStopsCompiles() {
        assertThat(compile(forest(29))).succeededWithoutWarnings();
    }

    /** Trees (a record inside itself, a map and a list where its recursion stops) under {@code lists} lists. */
    private static Src forest(int lists) {
        return Src.of("test.Forest",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "",
                "@Entity(table = \"Docs\")",
                "@PartitionKey(\"FOREST#<id>\")",
                "public record Forest(String id, " + "List<".repeat(lists) + "Node" + ">".repeat(lists) + " trees) {",
                "    public record Node(String name, List<Node> children) {}",
                "}");
    }

    private static String text(Compilation compilation, String className) {
        try {
            return compilation.generatedSourceFile(className).orElseThrow().getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
