package dev.keyway.processor.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.TableDefinition;
import org.junit.jupiter.api.Test;

/**
 * Entities of one table may be package-private and live in different packages: parent and
 * child packages, and packages with no common prefix. The table class goes to their common
 * package (or the first entity's) and refers to no type it cannot see: it links only the entities
 * of its own package and names the others in code font. Integration tests run such a table
 * against Keyway Local ({@code dev.keyway.it.layout}).
 */
class GeneratedPackageLayoutTest {

    private static String entity(String name, String prefix) {
        return """
                @Entity(table = "Layout")
                @PartitionKey("%s#<id>")
                @SortKey("%s")
                record %s(String id, String text) {}
                """.formatted(prefix, prefix, name);
    }

    @Test
    void parentAndChildPackages() {
        GeneratedClasses classes = GeneratedClasses.compile(
                GeneratedClasses.source("a.b.Parent", entity("Parent", "PARENT")),
                GeneratedClasses.source("a.b.c.Child", entity("Child", "CHILD")));

        assertTrue(classes.has("a.b.LayoutTable"));
        assertEquals("Layout", classes.staticField("a.b.LayoutTable", "NAME"));
        assertEquals(classes.staticField("a.b.LayoutTable", "DEFINITION"), classes.schema("a.b.c.Child").table());
        String table = GeneratedClasses.generatedSource(classes.compilation(), "a/b/LayoutTable.java");
        assertTrue(table.contains("{@link Parent}") && table.contains("{@code a.b.c.Child}"), table);
    }

    @Test
    void packagesWithoutACommonPrefix() {
        GeneratedClasses classes = GeneratedClasses.compile(
                GeneratedClasses.source("a.b.Parent", entity("Parent", "PARENT")),
                GeneratedClasses.source("a.b.c.Child", entity("Child", "CHILD")),
                GeneratedClasses.source("x.y.Other", entity("Other", "OTHER")));

        assertTrue(classes.has("a.b.LayoutTable"));
        TableDefinition definition = (TableDefinition) classes.staticField("a.b.LayoutTable", "DEFINITION");
        assertEquals(definition, classes.schema("x.y.Other").table());
        String table = GeneratedClasses.generatedSource(classes.compilation(), "a/b/LayoutTable.java");
        assertTrue(table.contains("{@code x.y.Other}") && !table.contains("import x.y"), table);
    }
}
