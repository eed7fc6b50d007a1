package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyWarning;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KW068-KW074: where {@code @Version}, {@code @Ttl} and {@code @Unique} may stand and how they
 * combine. A version is in no key; an expiry time in no primary key, and in an index key only as
 * {@code long} epoch seconds; neither is also unique, and a component is not both; a unique value
 * that is the whole primary key is claimed already (a warning); none of them, nor {@code @Convert},
 * is read on a component of a record that is not an entity.
 */
class DiagnosticMarkerTest {

    /** An entity Account of table Shop: class annotations, then one component per line. */
    private static Src account(List<String> annotations, String... components) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")"));
        lines.addAll(annotations);
        lines.add("public record Account(String id,");
        for (int i = 0; i < components.length; i++) {
            lines.add("                      " + components[i] + (i == components.length - 1 ? ") {" : ","));
        }
        lines.add("}");
        return Src.of("test.Account", lines.toArray(String[]::new));
    }

    // ---- KW068 VERSION_IN_KEY -----------------------------------------------------------------

    @Test
    void kw068_theVersionInTheSortKey() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")", "@SortKey(\"V#<version>\")"),
                "@Version long version");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW068] Key template \"V#<version>\" holds the @Version component 'version': every write increments "
                        + "the version, so the key would change under the item and get, update and delete would no "
                        + "longer find it. Keep the version out of keys.",
                source, "@SortKey(", "\"V#<version>\"");
    }

    @Test
    void kw068_theVersionInAnIndexKey() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")",
                        "@Gsi(index = \"ByVersion\", partitionKey = \"V#<version>\")"),
                "@Version long version");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW068] Key template \"V#<version>\" holds the @Version component 'version'",
                source, "@Gsi(", "\"V#<version>\"");
    }

    @Test
    void kw068_theVersionPicksTheShard() {
        Src source = account(List.of("@PartitionKey(value = \"ACCOUNT#<id>\", shards = 4, shardBy = \"version\")",
                        "@SortKey(\"V#<version>\")"),
                "@Version long version");
        Compilation compilation = compile(source);

        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW068] shardBy = \"version\" holds the @Version component 'version'", source,
                "@PartitionKey(", "\"version\"");
        assertErrorAt(compilation, "[KW068] Key template \"V#<version>\"", source, "@SortKey(", "\"V#<version>\"");
    }

    // ---- KW069 TTL_IN_PRIMARY_KEY (a long; an Instant: DiagnosticWriteTest) --------------------

    @Test
    void kw069_anEpochSecondsTtlInThePartitionKey() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>#<expiresAt>\")"), "@Ttl long expiresAt");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW069] Key template \"ACCOUNT#<id>#<expiresAt>\" holds the @Ttl component 'expiresAt', which the "
                        + "primary key cannot hold: extending an item's expiry would move it to another key. Keep the "
                        + "expiry time out of the primary key (an index key may hold it as long epoch seconds).",
                source, "@PartitionKey(", "\"ACCOUNT#<id>#<expiresAt>\"");
    }

    /** An index of what expires soon: its sort key holds the @Ttl as long epoch seconds. */
    @Test
    void anEpochSecondsTtlInAnIndexKey_isAccepted() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")",
                        "@Gsi(index = \"Expiring\", partitionKey = \"EXPIRING\", sortKey = \"<expiresAt>#<id>\")",
                        "@AccessPattern(name = \"expiring\", index = \"Expiring\")"),
                "@Ttl long expiresAt");
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertCodeFor(compilation, "Account");
    }

    // ---- KW071 VERSION_AND_TTL / KW072 UNIQUE_WITH_MARKER --------------------------------------

    @Test
    void kw071_oneComponentBothVersionAndTtl() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")"), "@Version @Ttl long version");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW071] Component 'version' of Account is both @Version and @Ttl: the version 1, 2, 3... read as "
                        + "epoch seconds lies in 1970, so DynamoDB would delete every item at once. Give the expiry time "
                        + "a component of its own.",
                source, "@Version @Ttl long version", "version");
    }

    @Test
    void kw072_aUniqueVersion() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")"), "@Unique @Version long version");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW072] @Unique component 'version' of Account is also its @Version, which every write changes and "
                        + "every new item starts from, so a second create would be refused. Remove @Unique.",
                source, "@Unique @Version long version", "version");
    }

    @Test
    void kw072_aUniqueExpiryTime() {
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")"), "@Unique @Ttl Instant expiresAt");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW072] @Unique component 'expiresAt' of Account is also its @Ttl,",
                source, "@Unique @Ttl Instant expiresAt", "expiresAt");
    }

    // ---- KW073 UNIQUE_IS_PRIMARY_KEY (a warning) -----------------------------------------------

    @Test
    void kw073_aUniqueComponentThatIsThePrimaryKey() {
        Src source = account(List.of("@PartitionKey(\"EMAIL#<email>\")", "@SortKey(\"ACCOUNT\")"),
                "@Unique String email");
        Compilation compilation = compile(source);

        assertOnlyWarning(compilation,
                "[KW073] @Unique on 'email' has no effect: it is the only component of Account's primary key, which "
                        + "already holds one item per value (a put with a taken value replaces that item). Remove "
                        + "@Unique, or use create(...) to refuse taken values.",
                source, "@Unique String email", "email");
    }

    /** A unique value that is one of several primary-key components is not claimed by the key. */
    @Test
    void aUniqueComponentAmongOtherKeyComponents_isAccepted() {
        Src source = account(List.of("@PartitionKey(\"TENANT#<tenant>\")", "@SortKey(\"EMAIL#<email>\")"),
                "String tenant", "@Unique String email");
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
    }

    // ---- KW074 MARKER_WITHOUT_ENTITY -----------------------------------------------------------

    @Test
    void kw074_aVersionInARecordStoredInAnEntity() {
        Src line = Src.of("test.Line",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public record Line(String sku,",
                "                   @Version long revision) {",
                "}");
        Src source = account(List.of("@PartitionKey(\"ACCOUNT#<id>\")"), "Line line");
        Compilation compilation = compile(source, line);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation,
                "[KW074] @Version on component 'revision' of Line has no effect: Keyway reads @Version, @Ttl, @Unique, "
                        + "@Convert and @KeyFormat only on the components of an @Entity record, not on a record stored inside one "
                        + "or any other. Move it to an entity's component, or remove it.",
                line, "@Version long revision", "revision");
    }

    @Test
    void kw074_uniqueAndTtlOnARecordThatIsNoEntity() {
        Src plain = Src.of("test.Plain",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public record Plain(@Unique String email,",
                "                    @Ttl long expiresAt) {",
                "}");
        Compilation compilation = compile(plain);

        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW074] @Unique on component 'email' of Plain has no effect", plain,
                "@Unique String email", "email");
        assertErrorAt(compilation, "[KW074] @Ttl on component 'expiresAt' of Plain has no effect", plain,
                "@Ttl long expiresAt", "expiresAt");
    }
}
