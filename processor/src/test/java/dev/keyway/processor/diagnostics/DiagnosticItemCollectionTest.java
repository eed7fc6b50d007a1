package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW050-KW054 and KW060: @ItemCollection on sealed interfaces of entities sharing a partition. */
class DiagnosticItemCollectionTest {

    private static Src entity(String name, String table, String partitionKey, String implementing, String... annotations) {
        java.util.List<String> lines = new java.util.ArrayList<>(java.util.List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"" + table + "\")",
                "@PartitionKey(\"" + partitionKey + "\")",
                "@SortKey(\"" + name.toUpperCase() + "\")"));
        lines.addAll(java.util.List.of(annotations));
        lines.add("public record " + name + "(String id, int count) implements " + implementing + " {");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    /** Entity B of table Shop in collection Items, with its partition key annotation and its id component. */
    private static Src memberB(String partitionKey, String id) {
        return Src.of("test.B", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@Entity(table = \"Shop\")",
                partitionKey,
                "@SortKey(\"B\")",
                "public record B(" + id + ", int count) implements Items {",
                "}");
    }

    private static Src collection(String declaration) {
        return Src.of("test.Items",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@ItemCollection(index = \"\")",
                declaration);
    }

    @Test
    void aCollectionOfTwoEntitiesCompiles() {
        Compilation compilation = compile(collection("public sealed interface Items permits A, B {}"),
                entity("A", "Shop", "USER#<id>", "Items"), entity("B", "Shop", "USER#<id>", "Items"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.ItemsCollection");
    }

    @Test
    void kw050_notASealedInterface() {
        Src items = collection("public interface Items {}");
        Compilation compilation = compile(items, entity("A", "Shop", "USER#<id>", "Items"));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW050] @ItemCollection applies to a sealed interface", items, "@ItemCollection(");
    }

    @Test
    void kw051_permitsARecordThatIsNoEntity() {
        Src items = collection("public sealed interface Items permits A, Plain {}");
        Src plain = Src.of("test.Plain", "package test;", "", "public record Plain(String id) implements Items {}");
        Compilation compilation = compile(items, plain, entity("A", "Shop", "USER#<id>", "Items"));
        assertErrorAt(compilation, "[KW051] @ItemCollection Items permits Plain, which is not an @Entity record.", items,
                "@ItemCollection(");
    }

    @Test
    void kw052_entitiesOfTwoTables() {
        Src items = collection("public sealed interface Items permits A, B {}");
        Compilation compilation = compile(items, entity("A", "Shop", "USER#<id>", "Items"),
                entity("B", "Other", "USER#<id>", "Items"));
        assertErrorAt(compilation, "[KW052] @ItemCollection Items holds A of table Shop and B of table Other.", items,
                "@ItemCollection(");
    }

    @Test
    void kw053_anEntityWithoutTheIndex() {
        Src items = Src.of("test.Items", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@ItemCollection(index = \"GSI1\")", "public sealed interface Items permits A, B {}");
        Compilation compilation = compile(items,
                entity("A", "Shop", "USER#<id>", "Items", "@Gsi(index = \"GSI1\", partitionKey = \"G#<id>\")"),
                entity("B", "Shop", "USER#<id>", "Items"));
        assertErrorAt(compilation, "[KW053] @ItemCollection Items reads index \"GSI1\", which B does not declare.", items,
                "@ItemCollection(", "\"GSI1\"");
    }

    @Test
    void kw054_partitionKeysBuiltDifferently() {
        Src items = collection("public sealed interface Items permits A, B {}");
        Compilation compilation = compile(items, entity("A", "Shop", "USER#<id>", "Items"),
                entity("B", "Shop", "USER#<count>", "Items"));
        assertErrorAt(compilation, "[KW054] @ItemCollection Items: A's partition key \"USER#<id>\" and B's \"USER#<count>\" "
                + "are not built alike", items, "@ItemCollection(");
    }

    /** Found by the fuzz oracle: an upper-cased raw id is other text than the id Keyway encodes; the collection missed it. */
    @Test
    void kw054_partitionKeysInOtherKeyFormats() {
        Src items = collection("public sealed interface Items permits A, B {}");
        Src raw = memberB("@PartitionKey(\"USER#<id>\")", "@KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String id");
        Compilation compilation = compile(items, entity("A", "Shop", "USER#<id>", "Items"), raw);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW054] @ItemCollection Items: A's partition key \"USER#<id>\" and B's \"USER#<id>\" "
                + "are not built alike, so they never share a partition. Give them the same literals, component types and "
                + "key formats.", items, "@ItemCollection(");
    }

    @Test
    void kw060_anEntityShardsThePrimaryPartition() {
        Src items = collection("public sealed interface Items permits A, B {}");
        Src sharded = memberB("@PartitionKey(value = \"USER#<id>\", shards = 4, shardBy = \"id\")", "String id");
        Compilation compilation = compile(items, entity("A", "Shop", "USER#<id>", "Items"), sharded);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW060] @ItemCollection Items: B shards its partition key \"USER#<id>\" into 4 "
                + "partitions, so one query cannot read the collection.", items, "@ItemCollection(");
    }

    @Test
    void kw060_anEntityShardsTheIndexPartition() {
        Src items = Src.of("test.Items", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@ItemCollection(index = \"GSI1\")", "public sealed interface Items permits A, B {}");
        Compilation compilation = compile(items,
                entity("A", "Shop", "USER#<id>", "Items",
                        "@Gsi(index = \"GSI1\", partitionKey = \"G#<id>\", sortKey = \"A\", shards = 8, shardBy = \"id\")"),
                entity("B", "Shop", "USER#<id>", "Items", "@Gsi(index = \"GSI1\", partitionKey = \"G#<id>\", sortKey = \"B\")"));
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW060] @ItemCollection Items: A shards its partition key \"G#<id>\" into 8 partitions",
                items, "@ItemCollection(", "\"GSI1\"");
    }
}
