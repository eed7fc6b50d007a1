package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.Models.entity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.ProjectionModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rules over a table's physical attributes and DynamoDB's limits, on hand-built models
 * without javac: each finding's message, location and arguments. {@code Diagnostic*Test} check
 * the same messages end to end, on the exact source position.
 */
class AttributeRulesTest {

    private static TableEntities shop(EntityModel... entities) {
        return new TableEntities("Shop", List.of(entities));
    }

    // ---- the map of roles ----------------------------------------------------------------------

    @Test
    void everyRoleOfAnEntityIsInTheMapInOrder() {
        EntityModel order = entity("Order").pk("O#<id>").sk("X").gsi("GSI1", "S#<status>", "<at>").lsi("LSI1", "T#<at>")
                .ttl("expiresAt", "ttl").model();
        TableAttributes attributes = TableAttributes.of(shop(order));
        assertEquals(List.of("_type", "PK", "SK", "GSI1PK", "GSI1SK", "LSI1SK", "id", "status", "at", "ttl"),
                attributes.roles(order).stream().map(role -> role.attribute()).toList());
        assertEquals(List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "LSI1SK"), List.copyOf(attributes.keyAttributes().keySet()));
        assertEquals("@Gsi(index = \"GSI1\", partitionKey = \"S#<status>\")", attributes.roles(order).get(3).describe());
        assertEquals("@Lsi(index = \"LSI1\", sortKey = \"T#<at>\")", attributes.roles(order).get(5).describe());
        assertEquals(Location.index(order, "GSI1", "sortKeyAttribute"), attributes.roles(order).get(4).location());
    }

    @Test
    void keysWriteTheSameTextOnlyWhenBuiltAlike() {
        EntityModel task = entity("Task").pk("T#<id>").sk("S#<n:int>").gsi("Same", "S#<n:int>", null)
                .gsi("Other", "S#<id>", null).model();
        KeyModel sortKey = task.sortKey().orElseThrow();
        assertTrue(AttributeRole.sameText(sortKey, task.index("Same").orElseThrow().partitionKey()));
        assertFalse(AttributeRole.sameText(sortKey, task.index("Other").orElseThrow().partitionKey()));
        KeyModel random = new KeyModel("PK", sortKey.template(), false,
                Optional.of(new KeyModel.Sharding(4, Optional.empty())));
        assertFalse(AttributeRole.sameText(random, random), "a shard picked at random differs per write");
    }

    // ---- KW061-KW064 ---------------------------------------------------------------------------

    @Test
    void twoRolesOfAnEntityOnOneAttribute() {
        EntityModel order = entity("Order").pk("O#<id>").sk("X")
                .gsi("GSI1", "S#<status>", null, "PK", "GSI1SK", ProjectionModel.ALL)
                .gsi("Inverted", "X", "O#<id>", "SK", "PK", ProjectionModel.ALL).model();
        assertEquals(List.of(
                Finding.of(Message.ATTRIBUTE_WRITTEN_TWICE, Location.index(order, "GSI1", "partitionKeyAttribute"), "Shop",
                        "Order", "PK", "@PartitionKey(\"O#<id>\")", "@Gsi(index = \"GSI1\", partitionKey = \"S#<status>\")"),
                // the inverted index writes the table's texts, but not GSI1's
                Finding.of(Message.ATTRIBUTE_WRITTEN_TWICE, Location.index(order, "Inverted", "sortKeyAttribute"), "Shop",
                        "Order", "PK", "@Gsi(index = \"GSI1\", partitionKey = \"S#<status>\")",
                        "@Gsi(index = \"Inverted\", sortKey = \"O#<id>\")")),
                new AttributeRoleRule().check(shop(order)));
    }

    @Test
    void keySchemasOfOneAttribute() {
        EntityModel order = entity("Order").pk("O#<id>").sk("X", "PK")
                .gsi("GSI1", "S#<status>", "<at>", "G", "G", ProjectionModel.ALL)
                .lsi("ByAt", "A#<at>", "PK", ProjectionModel.ALL)
                .lsi("BySk", "B#<at>", "PK", ProjectionModel.ALL).model();
        List<Finding> findings = new AttributeRoleRule().check(shop(order));
        assertEquals(List.of(
                Finding.of(Message.KEY_SCHEMA_ONE_ATTRIBUTE, Location.sortKey(order, "attribute"), "The table", "Order", "PK"),
                Finding.of(Message.KEY_SCHEMA_ONE_ATTRIBUTE, Location.index(order, "GSI1", "sortKeyAttribute"),
                        "Index \"GSI1\"", "Order", "G"),
                Finding.of(Message.KEY_SCHEMA_ONE_ATTRIBUTE, Location.index(order, "ByAt", "sortKeyAttribute"),
                        "Index \"ByAt\"", "Order", "PK"),
                Finding.of(Message.KEY_SCHEMA_ONE_ATTRIBUTE, Location.index(order, "BySk", "sortKeyAttribute"),
                        "Index \"BySk\"", "Order", "PK")), findings);
        EntityModel local = entity("Local").pk("L#<id>").sk("X").lsi("Again", "X", "SK", ProjectionModel.ALL).model();
        assertEquals(List.of(Finding.of(Message.LSI_ON_TABLE_SORT_KEY, Location.index(local, "Again", "sortKeyAttribute"),
                "Again", "Local", "SK")), new AttributeRoleRule().check(shop(local)));
    }

    @Test
    void anEntityFillingAnIndexItDoesNotDeclare() {
        EntityModel enrollment = entity("Enrollment").pk("S#<studentId>").sk("C#<courseId>")
                .gsi("Inverted", "C#<courseId>", "S#<studentId>", "SK", "PK", ProjectionModel.ALL).model();
        EntityModel student = entity("Student").pk("S#<studentId>").sk("PROFILE").model();
        assertEquals(List.of(Finding.of(Message.UNDECLARED_INDEX_MEMBER, Location.entity(student), "Shop", "Student",
                        "'SK' and 'PK'", "Inverted", "Student", "Student")),
                new AttributeRoleRule().check(shop(enrollment, student)));
        // an index with a key attribute of its own holds only the entities that write it
        EntityModel tagged = entity("Tagged").pk("T#<id>").sk("X").gsi("ByTag", "TAG#<tag>", "X", "TagPK", "SK",
                ProjectionModel.ALL).model();
        assertEquals(List.of(), new AttributeRoleRule().check(shop(tagged, student)));
    }

    // ---- KW065-KW067 ---------------------------------------------------------------------------

    @Test
    void numbersWhereTimeToLiveReads() {
        EntityModel session = entity("Session").pk("S#<id>").ttl("expiresAt", "expiresAt").model();
        EntityModel counter = entity("Counter").pk("C#<id>").component("expiresAt", "expiresAt", Models.LONG).model();
        EntityModel label = entity("Label").pk("L#<id>").component("expiresAt", "expiresAt", Models.STRING).model();
        assertEquals(List.of(Finding.of(Message.TTL_ATTRIBUTE_SHARED, Location.storedName(counter, "expiresAt"), "Shop",
                        "Counter", "expiresAt", "as a number", "expiresAt", "Session")),
                new TtlAttributeRule().check(shop(session, counter, label)));
    }

    @Test
    void theGuardItemsAttributesAndType() {
        EntityModel member = entity("Member").pk("M#<id>").sk("X").unique("email")
                .gsi("ByTeam", "T#<team>", null, "owner", "ByTeamSK", ProjectionModel.ALL).model();
        EntityModel odd = entity("Odd").pk("O#<id>").sk("Y").type("_Unique").model();
        assertEquals(List.of(
                Finding.of(Message.GUARD_OWNER_ATTRIBUTE, Location.index(member, "ByTeam", "partitionKeyAttribute"), "Shop",
                        "Member", "@Gsi(index = \"ByTeam\", partitionKey = \"T#<team>\")", "owner", "Member"),
                Finding.of(Message.RESERVED_ENTITY_TYPE, Location.entity(odd, "type"), "_Unique", "Odd", "Odd")),
                new UniqueGuardRule().check(shop(member, odd)));
        EntityModel plain = entity("Plain").pk("P#<id>").gsi("ByOwner", "O#<x>", null, "owner", "S", ProjectionModel.ALL)
                .model();
        assertEquals(List.of(), new UniqueGuardRule().check(shop(plain)), "no guard items without @Unique");
    }

    // ---- DynamoDB's limits ---------------------------------------------------------------------

    @Test
    void tableAndIndexNames() {
        assertNull(DynamoDbNames.problem("Shop"));
        assertNull(DynamoDbNames.problem("my-app.prod_2"));
        assertNull(DynamoDbNames.problem("x".repeat(255)));
        assertEquals("is 2 characters long", DynamoDbNames.problem("ab"));
        assertEquals("is 256 characters long", DynamoDbNames.problem("x".repeat(256)));
        assertEquals("holds ' ' at index 2", DynamoDbNames.problem("My Shop"));
        assertEquals("holds U+00E9 at index 3", DynamoDbNames.problem("Caf\u00e9"));
    }

    @Test
    void indexCountsAndProjections() {
        Models.Entity many = entity("Many").pk("M#<id>").sk("X");
        for (int i = 1; i <= 6; i++) {
            many.lsi("Local" + i, "L#<a" + i + ">");
        }
        for (int i = 1; i <= 21; i++) {
            many.gsi("Global" + i, "G#<b" + i + ">", null);
        }
        EntityModel model = many.model();
        List<Finding> findings = new TableLimitsRule().check(shop(model));
        assertEquals(List.of(
                Finding.of(Message.TOO_MANY_LOCAL_INDEXES, Location.index(model, "Local6", "index"), "Shop", 6,
                        "Local1, Local2, Local3, Local4, Local5, Local6"),
                Finding.of(Message.MANY_GLOBAL_INDEXES, Location.index(model, "Global21", "index"), "Shop", 21)), findings);

        List<String> twenty = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            twenty.add("a" + i);
        }
        EntityModel wide = entity("Wide").pk("W#<id>").sk("X").gsi("GSI1", "G#<g>", null, "GSI1PK", "GSI1SK",
                new ProjectionModel(ProjectionModel.Kind.INCLUDE, twenty)).model();
        assertEquals(Message.TOO_MANY_INDEX_ATTRIBUTES, new TableLimitsRule().check(shop(wide)).get(0).message());
        EntityModel nineteen = entity("Narrow").pk("N#<id>").sk("X").gsi("GSI1", "G#<g>", null, "GSI1PK", "GSI1SK",
                new ProjectionModel(ProjectionModel.Kind.INCLUDE, twenty.subList(0, 19))).model();
        assertEquals(List.of(), new TableLimitsRule().check(shop(nineteen)));
    }

    @Test
    void namesAndKeyLengths() {
        EntityModel item = entity("Item").pk("I#<id>").sk("S".repeat(1020) + "#<n:int>")
                .gsi("GSI1", "G#<g>", null, "k".repeat(256), "GSI1SK", ProjectionModel.ALL).model();
        List<Finding> findings = new NameLengthRule().check(shop(item));
        assertEquals(List.of(
                Finding.of(Message.KEY_TOO_LONG, Location.sortKey(item, "value"), "S".repeat(60) + "...", 1032, 1024, "sort"),
                Finding.of(Message.ATTRIBUTE_NAME_TOO_LONG, Location.index(item, "GSI1", "partitionKeyAttribute"),
                        "Key attribute", "k".repeat(60) + "...", 256, "255 bytes in the name of a key attribute")), findings);
        assertEquals(2, NameLengthRule.minimumBytes(entity("A").pk("A#<id>").model().partitionKey())); // "A#" + ""
        assertEquals(1, NameLengthRule.minimumBytes(entity("B").pk("<id>").model().partitionKey())); // never empty
        assertEquals(13, NameLengthRule.minimumBytes(entity("C").pk("C#<n:int>").model().partitionKey()));
        assertEquals(32, NameLengthRule.minimumBytes(entity("D").pk("<at:Instant>").model().partitionKey()) + 2);
        assertEquals(4, NameLengthRule.minimumBytes(entity("E").shardedPk("E#<id>", 4).model().partitionKey())); // #0
    }
}
