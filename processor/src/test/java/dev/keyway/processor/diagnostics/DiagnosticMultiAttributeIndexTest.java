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
 * KW180-KW188: global indexes with multi-attribute keys (Developer Guide, "Multi-attribute keys
 * pattern": one to four partition and up to four sort attributes of type S, N or B; global indexes only;
 * API Reference, CreateTable: one type per attribute in AttributeDefinitions).
 */
class DiagnosticMultiAttributeIndexTest {

    private static final String COMPONENTS = "String id, String tenant, String region, int round, String bracket, "
            + "String matchId, Status status, boolean live, List<String> tags";

    private static Src entity(String name, String components, String entityOptions, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "",
                "@Entity(table = \"Esports\"" + entityOptions + ")",
                "@PartitionKey(\"" + name.toUpperCase() + "#<id>\")"));
        lines.addAll(List.of(annotations));
        lines.add("public record " + name + "(" + components + ") {");
        lines.add("    public enum Status { OPEN, CLOSED }");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    private static Src match(String... annotations) {
        return entity("Match", COMPONENTS, "", annotations);
    }

    @Test
    void aValidIndexCompiles() {
        Src source = match(
                "@MultiAttributeGsi(index = \"ByTenant\", partitionKey = {\"tenant\", \"region\"}, sortKey = {\"round\", \"bracket\"})",
                "@AccessPattern(name = \"byTenant\", index = \"ByTenant\", descending = true)");
        Compilation compilation = compile(source);
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Match");
    }

    @Test
    void kw180_fivePartitionComponents() {
        Src source = match("@MultiAttributeGsi(index = \"ByAll\", partitionKey = {\"tenant\", \"region\", \"round\", "
                + "\"bracket\", \"matchId\"})");
        assertOnlyError(compile(source), "[KW180] @MultiAttributeGsi \"ByAll\": its partition key names 5 components, "
                + "but a multi-attribute partition key has 1 to 4 attributes. Name at most 4, or keep the others in a "
                + "filter.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw180_noPartitionComponent() {
        Src source = match("@MultiAttributeGsi(index = \"ByNothing\", partitionKey = {}, sortKey = {\"round\"})");
        assertOnlyError(compile(source), "[KW180] @MultiAttributeGsi \"ByNothing\": its partition key names 0 "
                + "components, but a multi-attribute partition key has 1 to 4 attributes. Name at least one partition "
                + "component.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw180_fiveSortComponents() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\", sortKey = {\"region\", "
                + "\"round\", \"bracket\", \"matchId\", \"id\"})");
        assertOnlyError(compile(source), "[KW180] @MultiAttributeGsi \"ByTenant\": its sort key names 5 components, but "
                + "a multi-attribute sort key has 0 to 4 attributes.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw181_unknownComponent() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = {\"tenant\", \"regoin\"})");
        assertOnlyError(compile(source), "[KW181] @MultiAttributeGsi \"ByTenant\": 'regoin' names no component of "
                + "Match. Did you mean 'region'?", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw182_componentTwice() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\", sortKey = {\"round\", "
                + "\"tenant\"})");
        assertOnlyError(compile(source), "[KW182] @MultiAttributeGsi \"ByTenant\": component 'tenant' appears more "
                + "than once in its keys", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw183_aBooleanIsNoKeyType() {
        Src source = match("@MultiAttributeGsi(index = \"ByLive\", partitionKey = \"live\")");
        assertOnlyError(compile(source), "[KW183] @MultiAttributeGsi \"ByLive\": component 'live' has type boolean, "
                + "stored as a boolean (BOOL), which is no key type.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw183_aListIsNoKeyType() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\", sortKey = \"tags\")");
        assertOnlyError(compile(source), "[KW183] @MultiAttributeGsi \"ByTenant\": component 'tags' has type "
                + "List<String>, stored as a list (L), which is no key type.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw184_theNameOfAGsi() {
        Src source = match("@Gsi(index = \"ByTenant\", partitionKey = \"TENANT#<tenant>\")",
                "@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")");
        assertOnlyError(compile(source), "[KW184] Index \"ByTenant\" of Match is declared by @MultiAttributeGsi and "
                + "again by @Gsi.", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw184_anLsiForm() {
        Src source = entity("Match", COMPONENTS, "",
                "@SortKey(\"MATCH\")",
                "@Lsi(index = \"ByRound\", sortKey = \"ROUND#<round>\")",
                "@MultiAttributeGsi(index = \"ByRound\", partitionKey = \"id\", sortKey = {\"round\", \"bracket\"})");
        assertOnlyError(compile(source), "[KW184] Index \"ByRound\" of Match is declared by @MultiAttributeGsi and "
                + "again by @Lsi. An index has one key schema, and multi-attribute keys are for global indexes only",
                source, "@MultiAttributeGsi(");
    }

    @Test
    void kw185_aComponentReadFromTheKey() {
        Src source = entity("Match", COMPONENTS, ", componentsFromKeys = true",
                "@MultiAttributeGsi(index = \"ById\", partitionKey = {\"tenant\", \"id\"})");
        assertOnlyError(compile(source), "[KW185] @MultiAttributeGsi \"ById\": component 'id' is read back from "
                + "Match's primary key (componentsFromKeys = true)", source, "@MultiAttributeGsi(");
    }

    @Test
    void kw186_anotherEntityStoresAKeyAttributeAsAnotherType() {
        Src match = match("@MultiAttributeGsi(index = \"ByRound\", partitionKey = \"tenant\", sortKey = \"round\")");
        Src ticket = entity("Ticket", "String id, String round", "");
        Compilation compilation = compile(match, ticket);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW186] Table Esports: index \"ByRound\" keys attribute 'round' as a number (N) "
                + "(Match.round), but Ticket stores 'round' as a string (S) (component 'round').", ticket,
                "public record Ticket(", "round)");
    }

    @Test
    void kw187_entitiesDeclareTheIndexDifferently() {
        Src match = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\", sortKey = \"round\")");
        Src replay = entity("Replay", "String id, String tenant, String region", "",
                "@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\", sortKey = \"region\")");
        Compilation compilation = compile(match, replay);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW187] Table Esports: Match declares index \"ByTenant\" as tenant:S / round:N (ALL), "
                + "but Replay as tenant:S / region:S (ALL).", replay, "@MultiAttributeGsi(");
    }

    @Test
    void kw187_aGsiOfAnotherEntityWithTheSameName() {
        Src match = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")");
        Src replay = entity("Replay", "String id, String tenant", "",
                "@Gsi(index = \"ByTenant\", partitionKey = \"TENANT#<tenant>\")");
        Compilation compilation = compile(match, replay);
        assertErrorAt(compilation, "[KW187] Table Esports: Match declares index \"ByTenant\" as @MultiAttributeGsi on "
                + "tenant:S, but Replay as @Gsi with keys of text.", match, "@MultiAttributeGsi(");
    }

    @Test
    void kw188_filterOnTypeHasNoEffect() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")",
                "@AccessPattern(name = \"byTenant\", index = \"ByTenant\", filterOnType = true)");
        assertOnlyWarning(compile(source), "[KW188] @AccessPattern 'byTenant' has filterOnType = true, but index "
                + "\"ByTenant\" has a multi-attribute key", source, "@AccessPattern(", "true");
    }

    @Test
    void kw044_noConsistentReadsOnAMultiAttributeIndex() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")",
                "@AccessPattern(name = \"byTenant\", index = \"ByTenant\", consistentRead = true)");
        assertOnlyError(compile(source), "[KW044] Access pattern 'byTenant' asks for consistent reads on global "
                + "secondary index \"ByTenant\"", source, "@AccessPattern(", "true");
    }

    @Test
    void kw086_descendingWithoutSortAttributes() {
        Src source = match("@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")",
                "@AccessPattern(name = \"byTenant\", index = \"ByTenant\", descending = true)");
        assertOnlyWarning(compile(source), "[KW086] Access pattern 'byTenant' has descending = true, but index "
                + "\"ByTenant\" has no sort key", source, "@AccessPattern(", "true");
    }

    @Test
    void kw006_withoutEntity() {
        Src source = Src.of("test.Loose", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@MultiAttributeGsi(index = \"ByTenant\", partitionKey = \"tenant\")",
                "public record Loose(String tenant) {", "}");
        Compilation compilation = compile(source);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation, "[KW006] @MultiAttributeGsi on Loose has no effect without @Entity.", source,
                "@MultiAttributeGsi(");
    }
}
