package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * KW024-KW027 and KW041: @Version and @Ttl, plus the repository's write methods reserved for
 * access-pattern names (KW033) and a @Ttl Instant in a key (KW069, KW070). A component error belongs on
 * the component's own line (each component is on its own line here), at the component's name:
 * javac 17 drops annotations that target only RECORD_COMPONENT (as @Version, @Ttl and @Attribute
 * do) from the record field's tree before processors run, so the annotation has no tree to point at.
 */
class DiagnosticWriteTest {

    /** An Order entity of table Shop with the given extra components (one per line) and class annotations. */
    private static Src order(List<String> annotations, String... components) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "import java.time.LocalDate;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>\")"));
        lines.addAll(annotations);
        lines.add("public record Order(String customerId,");
        lines.add("                    String orderId" + (components.length == 0 ? ") {" : ","));
        for (int i = 0; i < components.length; i++) {
            lines.add("                    " + components[i] + (i == components.length - 1 ? ") {" : ","));
        }
        lines.add("}");
        return Src.of("test.Order", lines.toArray(String[]::new));
    }

    private static Src order(String... components) {
        return order(List.of(), components);
    }

    // ---- KW024 VERSION_TYPE -----------------------------------------------------------------

    @Test
    void kw024_versionOnAString_reportedOnTheComponent() {
        Src source = order("String name", "@Version String revision");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW024] @Version component 'revision' has type String. A version is a long, int, Long or Integer.",
                source, "@Version String revision", "revision");
    }

    // ---- KW025 DUPLICATE_VERSION ------------------------------------------------------------

    @Test
    void kw025_twoVersions_reportedAtTheSecond() {
        Src source = order("@Version long version", "@Version Integer revision");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW025] @Version is on both 'version' and 'revision' of Order. An entity has one version: keep one.",
                source, "@Version Integer revision", "revision");
    }

    // ---- KW026 TTL_TYPE ---------------------------------------------------------------------

    @ParameterizedTest(name = "kw026_ttlType: {0}")
    @ValueSource(strings = {"String", "LocalDate", "int"})
    void kw026_ttlOfAnotherType_reportedOnTheComponent(String type) {
        String component = "@Ttl " + type + " expiresAt";
        Src source = order("String name", component);
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW026] @Ttl component 'expiresAt' has type " + type + ". An expiry time is an Instant, or epoch "
                        + "seconds as a long or Long.",
                source, component, "expiresAt");
    }

    // ---- KW027 DUPLICATE_TTL ----------------------------------------------------------------

    @Test
    void kw027_twoTtls_reportedAtTheSecond() {
        Src source = order("@Ttl Instant expiresAt", "@Ttl long purgeAt");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW027] @Ttl is on both 'expiresAt' and 'purgeAt' of Order. An item has one expiry time: keep one.",
                source, "@Ttl long purgeAt", "purgeAt");
    }

    // ---- KW041 TTL_ATTRIBUTE_CONFLICT --------------------------------------------------------

    /** An entity of table Shop in its own file; entities are checked in name order, so Alpha is the reference. */
    private static Src entity(String name, String ttlComponent) {
        return Src.of("test." + name,
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"" + name.toUpperCase(Locale.ROOT) + "#<id>\")",
                "public record " + name + "(String id,",
                "        " + ttlComponent + ") {",
                "}");
    }

    @Test
    void kw041_ttlStoredUnderTwoNamesInOneTable_reportedOnTheLaterEntity() {
        Src alpha = entity("Alpha", "@Ttl Instant expiresAt");
        Src beta = entity("Beta", "@Ttl long expiry");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW041] Table Shop: Beta stores its @Ttl in 'expiry' but Alpha in 'expiresAt'. DynamoDB reads time "
                        + "to live from one attribute per table: store both under one name with @Attribute(\"...\").",
                beta, "@Ttl long expiry", "expiry");
        assertCodeFor(compilation, "Alpha");
    }

    // ---- KW033 RESERVED_ACCESS_PATTERN_NAME: the write and batch methods ----------------------

    @ParameterizedTest(name = "kw033_reservedWriteMethod: {0}")
    @ValueSource(strings = {"update", "putAll", "deleteAll", "getAll", "entityTable"})
    void kw033_writeAndBatchMethodNamesAreReserved(String name) {
        Src source = order(List.of("@AccessPattern(name = \"" + name + "\")"));
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW033] Access pattern name '" + name + "' clashes with the repository's own " + name
                        + "(...) method. Choose another name.",
                source, "@AccessPattern(", "\"" + name + "\"");
    }

    // ---- KW070 / KW069: a @Ttl Instant is stored as whole epoch seconds, not as key text -----

    @ParameterizedTest(name = "kw070_ttlInstantInIndexKey: {0}")
    @CsvSource(delimiter = '|', value = {
            "@Gsi(index = \"GSI1\", partitionKey = \"EXPIRY\", sortKey = \"EXP#<expiresAt>\")|\"EXP#<expiresAt>\"",
            "@Gsi(index = \"GSI1\", partitionKey = \"EXP#<expiresAt>\")|\"EXP#<expiresAt>\""})
    void kw070_ttlInstantInAnIndexKeyTemplate_isRejected(String gsi, String value) {
        Src source = order(List.of(gsi), "@Ttl Instant expiresAt");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW070] Key template \"EXP#<expiresAt>\" holds the @Ttl component 'expiresAt', an "
                        + "Instant stored in whole epoch seconds, so the key would hold a time the item does not. Declare "
                        + "it as long epoch seconds to use it in an index key.",
                source, "@Gsi(", value);
    }

    @Test
    void kw069_ttlInstantInThePrimaryKey_isRejected() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"EXP#<expiresAt>\")",
                "public record Order(String customerId,",
                "                    @Ttl Instant expiresAt) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW069] Key template \"EXP#<expiresAt>\" holds the @Ttl component 'expiresAt', "
                        + "which the primary key cannot hold: extending an item's expiry would move it to another key.",
                source, "@SortKey(", "\"EXP#<expiresAt>\"");
    }

    // ---- the valid counterpart ----------------------------------------------------------------

    /**
     * Every supported @Version and @Ttl type, and two entities of one table whose @Ttl components
     * are stored under one name; in one compilation, since each successful one compiles the
     * generated code too.
     */
    @Test
    void versionAndTtlOfEverySupportedType_compile() {
        String[][] pairs = {
                {"@Version long version", "@Ttl Instant expiresAt"},
                {"@Version int version", "@Ttl long expiresAt"},
                {"@Version Long version", "@Ttl Long expiresAt"},
                {"@Version Integer version", "@Ttl @Attribute(\"ttl\") Instant expiresAt"}};
        List<Src> sources = new ArrayList<>();
        for (int i = 0; i < pairs.length; i++) {
            sources.add(Src.of("test.V" + i,
                    "package test;",
                    "",
                    "import dev.keyway.annotations.*;",
                    "import java.time.Instant;",
                    "",
                    "@Entity(table = \"Tab" + i + "\")",
                    "@PartitionKey(\"V#<id>\")",
                    "public record V" + i + "(String id, " + pairs[i][0] + ", " + pairs[i][1] + ") {",
                    "}"));
        }
        sources.add(entity("Alpha", "@Ttl Instant expiresAt"));
        sources.add(entity("Beta", "@Ttl @Attribute(\"expiresAt\") long expiry")); // KW041 satisfied by renaming
        Compilation compilation = compile(sources.toArray(Src[]::new));

        assertThat(compilation).succeeded();
        for (String entity : List.of("V0", "V1", "V2", "V3", "Alpha", "Beta")) {
            assertCodeFor(compilation, entity);
        }
    }

    /** The first @Version of a wrong type is not "the" version: the second is not reported as a duplicate. */
    @Test
    void kw024_thenAValidVersion_onlyTheTypeIsReported() {
        Src source = order("@Version String label", "@Version long version");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW024] @Version component 'label' has type String.", source,
                "@Version String label", "label");
    }
}
