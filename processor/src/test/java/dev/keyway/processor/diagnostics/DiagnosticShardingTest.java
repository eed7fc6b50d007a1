package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW055-KW057: sharded partition keys; KW042 with their {@code #<shard>} suffix. */
class DiagnosticShardingTest {

    private static Src post(String... annotations) {
        java.util.List<String> lines = new java.util.ArrayList<>(java.util.List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Feed\")"));
        lines.addAll(java.util.List.of(annotations));
        lines.add("@SortKey(\"POST#<postId>\")");
        lines.add("public record Post(String feed, String postId, String tag, java.util.List<String> words) {");
        lines.add("}");
        return Src.of("test.Post", lines.toArray(String[]::new));
    }

    @Test
    void shardedKeysCompile() {
        Compilation compilation = compile(post(
                "@PartitionKey(value = \"FEED#<feed>\", shards = 4, shardBy = \"postId\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", sortKey = \"<postId>\", shards = 8)",
                "@AccessPattern(name = \"feedPosts\")",
                "@AccessPattern(name = \"byTag\", index = \"GSI1\")"));
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Post");
    }

    @Test
    void kw055_shardCountOutOfRange() {
        Src source = post("@PartitionKey(value = \"FEED#<feed>\", shards = 0, shardBy = \"postId\")");
        assertOnlyError(compile(source), "[KW055] @PartitionKey shards = 0: a partition is sharded into 2 to 1000 partitions",
                source, "@PartitionKey(", "0");
    }

    @Test
    void kw056_aShardedPrimaryKeyNeedsAKeyComponent() {
        Src source = post("@PartitionKey(value = \"FEED#<feed>\", shards = 4)");
        assertOnlyError(compile(source), "[KW056] @PartitionKey shards = 4 of Post needs shardBy naming a component of "
                + "the primary key", source, "@PartitionKey(", "4");
    }

    @Test
    void kw056_shardByMustBeAPrimaryKeyComponent() {
        Src source = post("@PartitionKey(value = \"FEED#<feed>\", shards = 4, shardBy = \"tag\")");
        assertOnlyError(compile(source), "[KW056] @PartitionKey shards = 4 of Post needs shardBy naming a component of "
                + "the primary key (feed, postId)", source, "@PartitionKey(", "\"tag\"");
    }

    @Test
    void kw057_shardByNamesNoKeyableComponent() {
        Src source = post("@PartitionKey(\"FEED#<feed>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"TAG#<tag>\", shards = 8, shardBy = \"tags\")");
        assertOnlyError(compile(source), "[KW057] @Gsi shardBy = \"tags\" names no component of Post that a key can hold. "
                + "Did you mean 'tag'?", source, "@Gsi(", "\"tags\"");
    }

    // ---- KW042 with the #<shard> suffix of a sharded partition key ---------------------------

    private static Src entry(String partitionKey, String sortKey) {
        return Src.of("test.Entry",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Feed\")",
                "@PartitionKey(\"" + partitionKey + "\")",
                "@SortKey(\"" + sortKey + "\")",
                "public record Entry(String a, String b, String c) {",
                "}");
    }

    @Test
    void kw042_aShardedKeyMeetsAKeyWithOneMoreSegment() {
        Src post = post("@PartitionKey(value = \"FEED#<feed>\", shards = 4, shardBy = \"postId\")");
        Src entry = entry("FEED#<a>#<b>", "POST#<c>");
        Compilation compilation = compile(post, entry);

        assertOnlyError(compilation, "[KW042] Table Feed: Post's primary key (FEED#<feed> / POST#<postId>) and Entry's "
                + "(FEED#<a>#<b> / POST#<c>) can be the same key", post, "@PartitionKey(", "\"FEED#<feed>\"");
        assertCodeFor(compilation, "Entry");
    }

    @Test
    void theSameTemplateShardedAndNot_isAccepted() {
        Src post = post("@PartitionKey(value = \"FEED#<feed>\", shards = 4, shardBy = \"postId\")");
        Src entry = entry("FEED#<a>", "POST#<c>");
        Compilation compilation = compile(post, entry);

        assertThat(compilation).succeededWithoutWarnings();
    }
}
