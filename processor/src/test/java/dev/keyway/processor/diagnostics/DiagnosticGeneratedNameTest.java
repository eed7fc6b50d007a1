package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/**
 * KW058 and KW059: every generated class name is checked before anything is written, against
 * existing types and against the other names of the round; names that generated code would
 * misread are qualified.
 */
class DiagnosticGeneratedNameTest {

    @Test
    void kw058_aTypeAlreadyHasAGeneratedName() {
        Src refund = Src.of("test.Refund",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REFUND#<id>\")",
                "public record Refund(String id) {",
                "}");
        Src taken = Src.of("test.RefundKeys", "package test;", "", "public class RefundKeys {", "}");
        Compilation compilation = compile(refund, taken);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW058] Refund would generate test.RefundKeys, but a type of that name already exists.",
                refund, "@Entity(");
    }
    private static Src entity(String qualifiedName, String table, String partitionKey, String components) {
        int dot = qualifiedName.lastIndexOf('.');
        String simple = qualifiedName.substring(dot + 1);
        return Src.of(qualifiedName,
                dot < 0 ? "" : "package " + qualifiedName.substring(0, dot) + ";",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"" + table + "\")",
                "@PartitionKey(\"" + partitionKey + "\")",
                "public record " + simple + "(" + components + ") {",
                "}");
    }

    @Test
    void kw058_aTypeHasTheTableClassName() {
        Src refund = entity("test.Refund", "Shop", "REFUND#<id>", "String id");
        Src taken = Src.of("test.ShopTable", "package test;", "", "public class ShopTable {", "}");
        Compilation compilation = compile(refund, taken);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW058] Table \"Shop\" would generate test.ShopTable, but a type of that name already exists.",
                refund, "@Entity(");
    }

    @Test
    void kw058_aTypeHasTheCollectionClassName() {
        Src items = Src.of("test.Items", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@ItemCollection", "public sealed interface Items permits Refund {}");
        Src refund = Src.of("test.Refund", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@Entity(table = \"Shop\")", "@PartitionKey(\"REFUND#<id>\")", "@SortKey(\"REFUND\")",
                "public record Refund(String id) implements Items {", "}");
        Src taken = Src.of("test.ItemsCollection", "package test;", "", "public class ItemsCollection {", "}");
        Compilation compilation = compile(items, refund, taken);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW058] @ItemCollection Items would generate test.ItemsCollection, but a type of that "
                + "name already exists.", items, "@ItemCollection");
    }

    @Test
    void kw059_twoTablesWhoseNamesDifferInCase() {
        Src refund = entity("test.Refund", "Shop", "REFUND#<id>", "String id");
        Src order = entity("test.Order", "shop", "ORDER#<id>", "String id");
        Compilation compilation = compile(refund, order);
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW059] Table \"Shop\" would generate test.ShopTable, and so would Table \"shop\".",
                refund, "@Entity(");
        assertErrorAt(compilation, "[KW059] Table \"shop\" would generate test.ShopTable, and so would Table \"Shop\".",
                order, "@Entity(");
    }

    @Test
    void kw059_aNestedEntityWithTheSimpleNameOfAnother() {
        Src counter = entity("test.Counter", "Bank", "COUNTER#<name>", "String name, long value");
        Src account = Src.of("test.Account", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@Entity(table = \"Bank\")",
                "@PartitionKey(\"ACCOUNT#<id>\")",
                "public record Account(String id) {",
                "    @Entity(table = \"Bank\", type = \"AccountCounter\")",
                "    @PartitionKey(\"ACCOUNTCOUNTER#<name>\")",
                "    public record Counter(String name, long value) {",
                "    }",
                "}");
        Compilation compilation = compile(counter, account);
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW059] Counter would generate test.CounterKeys, and so would Account.Counter.", counter,
                "@Entity(");
        assertErrorAt(compilation, "[KW059] Account.Counter would generate test.CounterKeys, and so would Counter.", account,
                "@Entity(table = \"Bank\", type");
    }

    @Test
    void sameNamedTypesInThePackageAreQualified() {
        Src customer = entity("test.Customer", "Shop", "CUSTOMER#<id>", "String id, long version");
        Src override = Src.of("test.Override", "package test;", "", "public record Override(String a) {", "}");
        Src number = Src.of("test.Long", "package test;", "", "public record Long(String a) {", "}");
        Compilation compilation = compile(customer, override, number);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CustomerSchema").contentsAsUtf8String()
                .contains("@java.lang.Override");
    }

    @Test
    void keyComponentsNamedLikeTypesOrTheShardParameter() {
        Src session = entity("test.Session", "Writes", "SESSION#<Map>", "String Map, String user");
        Src post = Src.of("test.Post", "package test;", "", "import dev.keyway.annotations.*;", "import java.time.Instant;", "",
                "@Entity(table = \"Feed\")",
                "@PartitionKey(value = \"FEED#<shard>\", shards = 4, shardBy = \"postId\")",
                "@SortKey(\"POST#<postedAt>#<postId>\")",
                "@AccessPattern(name = \"feed\")",
                "public record Post(String shard, String postId, Instant postedAt, String text) {",
                "}");
        Compilation compilation = compile(session, post);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.PostKeys").contentsAsUtf8String()
                .contains("partitionKey(String shard, int shardNumber)");
    }

    @Test
    void oneTableFromTheUnnamedPackageAndANamedOne() {
        Src counter = entity("Counter", "Writes", "COUNTER#<name>", "String name, long value");
        Src pointer = entity("a.b.Pointer", "Writes", "DEVICE#<deviceId>", "String deviceId, long latestSequence");
        Compilation compilation = compile(counter, pointer);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("a.b.WritesTable");
    }
}
