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

/**
 * {@code @Entity(typeAttribute)}: one type attribute per table (KW170), and where the attribute-role
 * map lets it stand, like {@code _type}: no key in it (KW061), no component stored under it (KW021),
 * not the guard items' owner (KW066), a name DynamoDB can project (KW079) and store (KW089).
 */
class DiagnosticTypeAttributeTest {

    /** An entity of table Shop in package test with the {@code @Entity} extras, components and further annotations. */
    private static Src entity(String name, String entityExtras, String components, String... annotations) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\"" + entityExtras + ")",
                "@PartitionKey(\"" + name.toUpperCase(Locale.ROOT) + "#<id>\")"));
        lines.addAll(List.of(annotations));
        lines.add("public record " + name + "(" + components + ") {");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    @Test
    void kw170_twoTypeAttributesInOneTable_reportedOnTheLaterEntitysValue() {
        Src alpha = entity("Alpha", ", typeAttribute = \"entityType\"", "String id");
        Src beta = entity("Beta", ", typeAttribute = \"Type\"", "String id");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW170] Table Shop: Beta stores its entity type in 'Type' but Alpha in 'entityType'. A table's items "
                        + "store their type in one attribute: name the same one, or name it on one entity only (the "
                        + "others leave typeAttribute out).",
                beta, "@Entity(", "\"Type\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void oneEntityNamesTheTypeAttributeForTheWholeTable() {
        Compilation compilation = compile(entity("Alpha", ", typeAttribute = \"__edb_e__\"", "String id"),
                entity("Beta", "", "String id"), entity("Gamma", ", typeAttribute = \"__edb_e__\"", "String id"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void kw061_aKeyWrittenIntoTheNamedTypeAttribute_reportedOnTheName() {
        Src source = entity("Order", ", typeAttribute = \"GSI1PK\"", "String id, String status",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW061] Table Shop: Order writes attribute 'GSI1PK' twice with different text, as the entity type "
                        + "\"Order\" and as @Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                source, "@Entity(", "\"GSI1PK\"");
    }

    @Test
    void kw061_theTablesPartitionKeyAsTypeAttribute() {
        Src source = entity("Order", ", typeAttribute = \"PK\"", "String id");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW061] Table Shop: Order writes attribute 'PK' twice with different text, as the "
                + "entity type \"Order\" and as @PartitionKey(\"ORDER#<id>\")", source, "@Entity(", "\"PK\"");
    }

    @Test
    void kw061_anotherEntityFollowsTheTablesTypeAttributeIntoItsIndexKey() {
        Src alpha = entity("Alpha", ", typeAttribute = \"GSI1PK\"", "String id");
        Src beta = entity("Beta", "", "String id, String status",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")");
        Compilation compilation = compile(alpha, beta);

        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW061] Table Shop: Beta writes attribute 'GSI1PK' twice with different text, as the "
                + "entity type \"Beta\" and as @Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")", beta, "@Gsi(");
    }

    @Test
    void kw021_aComponentStoredUnderTheTypeAttribute() {
        Src source = entity("Order", ", typeAttribute = \"kind\"", "String id, String kind");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW021] Component 'kind' would be stored as 'kind', which is a key or type "
                + "attribute of table Shop. Store it under another name with @Attribute(\"...\").", source,
                "String kind");
    }

    @Test
    void kw021_theDefaultTypeAttributeIsFreeOnceTheTableNamesAnother() {
        Src source = entity("Order", ", typeAttribute = \"entityType\"", "String id, String _type");
        assertThat(compile(source)).succeededWithoutWarnings();
    }

    @Test
    void kw066_theTypeAttributeWhereGuardItemsNameTheirOwner() {
        Src source = entity("Account", ", typeAttribute = \"owner\"", "String id, @Unique String email");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW066] Table Shop: Account stores the entity type \"Account\" in 'owner', where "
                + "the guard items of Account's @Unique values record their owner's key, so a guard item would overwrite "
                + "or enter it. Name the attribute differently.", source, "@Entity(", "\"owner\"");
    }

    @Test
    void kw079_aTypeAttributeTooLongToBeProjected() {
        String name = "t".repeat(256);
        Src source = entity("Order", ", typeAttribute = \"" + name + "\"", "String id, String status",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", projection = Projection.KEYS_ONLY)");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW079] Type attribute '" + "t".repeat(60) + "...' is 256 bytes long in UTF-8, "
                + "but DynamoDB allows 255 bytes in the name of an attribute projected into an index (Keyway adds the "
                + "type attribute to every KEYS_ONLY and INCLUDE index). Choose a shorter name.", source, "@Entity(",
                "\"ttt");
        assertThat(compile(entity("Order", ", typeAttribute = \"" + name + "\"", "String id")))
                .succeededWithoutWarnings();
    }

    @Test
    void kw089_anUnpairedSurrogateInTheTypeAttribute() {
        Src source = entity("Order", ", typeAttribute = \"type\\uD800\"", "String id");
        Compilation compilation = compile(source);

        assertOnlyError(compilation, "[KW089] Type attribute \"type\uD800\" holds an unpaired surrogate (U+D800 at index "
                + "4), which has no UTF-8 form, so DynamoDB cannot store it.", source, "@Entity(", "\"type");
    }
}
