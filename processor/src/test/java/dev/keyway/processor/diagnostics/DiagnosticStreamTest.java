package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** KW150-KW152 and KW058 for the change type of a table with a stream: message, file, line and column. */
class DiagnosticStreamTest {

    /** An entity of table Shop in package {@code pkg}, with the given {@code @Entity} extras. */
    private static Src entity(String pkg, String name, String entityExtras) {
        String prefix = pkg.isEmpty() ? "" : pkg + ".";
        return Src.of(prefix + name,
                pkg.isEmpty() ? "" : "package " + pkg + ";",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\"" + entityExtras + ")",
                "@PartitionKey(\"" + name.toUpperCase(Locale.ROOT) + "#<id>\")",
                "public record " + name + "(String id) {",
                "}");
    }

    @Test
    void kw150_twoStreamViewsInOneTable_reportedOnTheLaterEntitysValue() {
        Src alpha = entity("test", "Alpha", ", stream = StreamView.NEW_AND_OLD_IMAGES");
        Src beta = entity("test", "Beta", ", stream = StreamView.KEYS_ONLY");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW150] Table Shop: Beta asks for a stream of KEYS_ONLY but Alpha for NEW_AND_OLD_IMAGES. A table has "
                        + "one stream: declare the same view, or declare it on one entity only (the others leave stream out).",
                beta, "@Entity(", ".KEYS_ONLY");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void oneEntityDeclaresTheStreamForTheWholeTable() {
        Compilation compilation = compile(entity("test", "Alpha", ", stream = StreamView.NEW_IMAGE"),
                entity("test", "Beta", ""), entity("test", "Gamma", ", stream = StreamView.NEW_IMAGE"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.ShopChange");
    }

    @Test
    void aTableWithoutAStreamGetsNoChangeType() {
        Compilation compilation = compile(entity("test", "Alpha", ""));
        assertThat(compilation).succeededWithoutWarnings();
        assertFalse(DiagnosticSources.generatedNames(compilation).contains("ShopChange"));
    }

    @Test
    void kw151_twoEntitiesOfAStreamedTableWithOneSimpleName() {
        Src first = entity("a", "Note", ", stream = StreamView.NEW_AND_OLD_IMAGES, type = \"NoteA\"");
        Src second = entity("b", "Note", ", type = \"NoteB\"");
        Compilation compilation = compile(first, second);

        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW151] Table Shop has a stream, and its change type ShopChange would name a "
                + "variant OfNote (and a visitor method onNote) for both a.Note and b.Note. Rename one of the records.",
                second, "@Entity(");
    }

    @Test
    void kw152_anEntityOfAStreamedTableInTheUnnamedPackage() {
        Src named = entity("test", "Alpha", ", stream = StreamView.NEW_AND_OLD_IMAGES");
        Src unnamed = entity("", "Beta", "");
        Compilation compilation = compile(named, unnamed);

        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW152] Table Shop has a stream, and its change type, in package test, names every "
                + "entity of the table, but Beta is in the unnamed package. Move it into a named package, or move it "
                + "into package test.", unnamed, "@Entity(");
    }

    @Test
    void kw152_aPackagePrivateEntityOfAStreamedTableInAnotherPackage() {
        Src parent = entity("test", "Alpha", ", stream = StreamView.NEW_AND_OLD_IMAGES");
        Src hidden = Src.of("test.sub.Beta",
                "package test.sub;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"BETA#<id>\")",
                "record Beta(String id) {",
                "}");
        Compilation compilation = compile(parent, hidden);

        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW152] Table Shop has a stream, and its change type, in package test, names every "
                + "entity of the table, but Beta is not public (in package test.sub). Make it public, or move it into "
                + "package test.", hidden, "@Entity(");
        Src sameButPublic = Src.of("test.sub.Beta", hidden.lines().stream()
                .map(line -> line.replace("record Beta", "public record Beta")).toArray(String[]::new));
        assertThat(compile(parent, sameButPublic)).succeededWithoutWarnings();
    }

    @Test
    void kw058_theChangeTypesNameIsTaken() {
        Src alpha = entity("test", "Alpha", ", stream = StreamView.NEW_AND_OLD_IMAGES");
        Src taken = Src.of("test.ShopChange", "package test;", "", "public class ShopChange {", "}");
        Compilation compilation = compile(alpha, taken);

        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW058] Table \"Shop\" would generate test.ShopChange, but a type of that name "
                + "already exists.", alpha, "@Entity(");
        assertTrue(DiagnosticSources.errors(compilation).contains("KW058"));
    }
}
