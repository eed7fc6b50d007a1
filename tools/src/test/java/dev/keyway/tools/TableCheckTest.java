package dev.keyway.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.shelf.Book;
import dev.keyway.tools.shelf.BookRepository;
import dev.keyway.tools.shelf.Shelf;
import dev.keyway.tools.shelf.ShelfRepository;
import dev.keyway.tools.shelf.ShelfTable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The table check against Keyway Local: a table as designed, and each kind of difference. */
class TableCheckTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final TableCheck CHECK = TableCheck.of(ShelfTable.DEFINITION, ShelfTable.schemas());

    private static Map<String, AttributeValue> item(String... pairs) {
        Map<String, AttributeValue> item = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            String value = pairs[i + 1];
            item.put(pairs[i], value.startsWith("n:") ? AttributeValue.fromN(value.substring(2)) : AttributeValue.fromS(value));
        }
        return item;
    }

    @Test
    void aTableWrittenByTheRepositoriesIsAsDesigned(DynamoDbClient client) {
        BookRepository books = new BookRepository(client);
        books.createTable();
        books.put(new Book("fiction", 9780141439518L, Optional.of("Austen"), "Emma"));
        books.put(new Book("fiction", 9780140449136L, Optional.empty(), "Anonymous"));
        new ShelfRepository(client).put(new Shelf("fiction", 40));

        TableCheckReport report = CHECK.run(client, "Shelf");

        assertTrue(report.clean(), report::toText);
        assertEquals(3, report.itemsRead());
        assertTrue(report.wholeTable());
        assertEquals(List.of(new TableCheckReport.EntityCount("Book", 2, 2), new TableCheckReport.EntityCount("Shelf", 1, 1)),
                report.entities());
        assertTrue(report.toText().contains("As designed: no differences."), report.toText());
    }

    @Test
    void aMissingTableIsOneDifference(DynamoDbClient client) {
        TableCheckReport report = CHECK.run(client, "Nowhere");
        assertEquals(List.of(TableDifference.Kind.MISSING_TABLE), report.differences().stream()
                .map(TableDifference::kind).toList());
    }

    @Test
    void aTableOfHandWrittenItemsShowsEveryDifference(DynamoDbClient client) {
        // The table as older code created it: keys only, no index, no time to live.
        client.createTable(request -> request.tableName("Shelf").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S)
                                .build(),
                        AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build()));
        List<Map<String, AttributeValue>> items = List.of(
                // as designed, but without the type attribute or the index keys
                item("PK", "SHELF#fiction", "SK", "BOOK#9780141439518", "shelf", "fiction", "isbn", "n:9780141439518",
                        "author", "Austen", "title", "Emma"),
                // in the index with a key the components do not give
                item("PK", "SHELF#fiction", "SK", "BOOK#1", "_type", "Book", "shelf", "fiction", "isbn", "n:1",
                        "author", "Austen", "ByAuthorPK", "AUTHOR#Bronte", "ByAuthorSK", "BOOK#1", "title", "Jane"),
                // in the index without an author: reads refuse it (its key names a missing attribute), a backfill removes
                // the key (issue #24 §3: the check reports what the backfill would change, not "does not decode")
                item("PK", "SHELF#fiction", "SK", "BOOK#2", "_type", "Book", "shelf", "fiction", "isbn", "n:2",
                        "ByAuthorPK", "AUTHOR#", "ByAuthorSK", "BOOK#2", "title", "Beowulf"),
                // a key the components do not give (isbn 4 under BOOK#3)
                item("PK", "SHELF#fiction", "SK", "BOOK#3", "_type", "Book", "shelf", "fiction", "isbn", "n:4",
                        "title", "Odd"),
                // a key Book's template never writes (zero-padded), and no title... title is optional: decodes
                item("PK", "SHELF#fiction", "SK", "BOOK#0005", "_type", "Book", "shelf", "fiction", "isbn", "n:5"),
                // does not decode: capacity is text
                item("PK", "SHELF#poetry", "SK", "SHELF", "_type", "Shelf", "name", "poetry", "capacity", "many"),
                // a type no entity has
                item("PK", "SHELF#fiction", "SK", "REVIEW#1", "_type", "Review"),
                // keys of no template, no type
                item("PK", "LEGACY-7", "SK", "X"));
        items.forEach(item -> client.putItem(request -> request.tableName("Shelf").item(item)));

        TableCheckReport report = CHECK.run(client, "Shelf");

        assertFalse(report.clean());
        assertEquals(8, report.itemsRead());
        assertEquals(1, report.count(TableDifference.Kind.MISSING_INDEX), report.toText());
        assertEquals("design: a global index on ByAuthorPK / ByAuthorSK",
                report.differences(TableDifference.Kind.MISSING_INDEX).get(0).detail());
        assertEquals(1, report.count(TableDifference.Kind.MISSING_TYPE), report.toText());
        assertEquals(1, report.count(TableDifference.Kind.MISSING_FROM_INDEX), report.toText());
        assertEquals("ByAuthor", report.differences(TableDifference.Kind.MISSING_FROM_INDEX).get(0).index());
        assertEquals(1, report.count(TableDifference.Kind.STALE_INDEX_KEY), report.toText());
        assertEquals(1, report.count(TableDifference.Kind.UNEXPECTED_INDEX_KEY), report.toText());
        assertEquals(List.of("PK=SHELF#fiction, SK=BOOK#2"),
                report.differences(TableDifference.Kind.UNEXPECTED_INDEX_KEY).get(0).examples());
        assertEquals(1, report.count(TableDifference.Kind.KEY_DIFFERS), report.toText());
        assertEquals(1, report.count(TableDifference.Kind.KEY_MISMATCH), report.toText());
        assertTrue(report.differences(TableDifference.Kind.KEY_MISMATCH).get(0).detail().contains("'0005'"), report.toText());
        assertEquals(1, report.count(TableDifference.Kind.UNDECODABLE), report.toText());
        TableDifference undecodable = report.differences(TableDifference.Kind.UNDECODABLE).get(0);
        assertTrue(undecodable.detail().contains("capacity"), undecodable.detail());
        assertEquals(List.of("PK=SHELF#poetry, SK=SHELF"), undecodable.examples());
        assertEquals(1, report.count(TableDifference.Kind.UNKNOWN_TYPE), report.toText());
        assertEquals("types Review (1)", report.differences(TableDifference.Kind.UNKNOWN_TYPE).get(0).detail());
        assertEquals(1, report.count(TableDifference.Kind.UNMATCHED_KEYS), report.toText());
        assertEquals(List.of(new TableCheckReport.EntityCount("Book", 5, 0), new TableCheckReport.EntityCount("Shelf", 1, 0)),
                report.entities());

        String text = report.toText();
        assertTrue(text.startsWith("Table Shelf (design Shelf): 8 items read (the whole table)\n"), text);
        assertTrue(text.contains("    - an index of the design does not exist [ByAuthor]: design: a global index on "
                + "ByAuthorPK / ByAuthorSK\n"), text);
        assertTrue(text.contains("  Book: 5 items, 0 as designed\n"), text);
        assertTrue(text.contains("    - items whose type attribute names no entity: 1; types Review (1)\n"
                + "      e.g. PK=SHELF#fiction, SK=REVIEW#1\n"), text);
        assertTrue(text.contains("  Shelf: 1 item, 0 as designed\n"), text);

        assertTrue(report.differences().stream().allMatch(d -> d.fix() != null && !d.fix().isEmpty()), text);
        assertTrue(text.contains("    - items without the type attribute: 1; '_type' absent; the keys are Book's\n"
                + "      e.g. PK=SHELF#fiction, SK=BOOK#9780141439518\n"
                + "      fix: run backfill().adoptUntyped() of Book's repository (dryRun() first): it sets '_type' and the "
                + "index keys on the items whose keys are Book's\n"), text);
        assertEquals("run backfill().indexes(\"ByAuthor\") of Book's repository (with adoptUntyped() for its items "
                + "without '_type')", report.differences(TableDifference.Kind.STALE_INDEX_KEY).get(0).fix());
        assertTrue(report.differences(TableDifference.Kind.MISSING_INDEX).get(0).fix().startsWith("create it as designed with UpdateTable: "
                + "<Table>.DEFINITION.updateIndexes(client, tableName)"), text);
        assertTrue(report.differences(TableDifference.Kind.KEY_MISMATCH).get(0).fix().contains("@KeyFormat"), text);
        assertTrue(report.differences(TableDifference.Kind.UNDECODABLE).get(0).fix().contains("by hand"), text);

        JsonNode json = JsonMapper.builder().build().readTree(report.toJson());
        assertEquals(report.differences().get(0).fix(), json.get("differences").get(0).get("fix").asString());
        assertFalse(json.get("clean").asBoolean());
        assertEquals(8, json.get("itemsRead").asLong());
        assertEquals("MISSING_INDEX", json.get("differences").get(0).get("kind").asString());
        assertEquals(report.differences().size(), json.get("differences").size());
        assertEquals(5, json.get("entities").get(0).get("items").asLong());
    }

    @Test
    void itemsThatNameTheirTypeUnderAnotherAttributeAreToldToDeclareIt(DynamoDbClient client) {
        new BookRepository(client).createTable();
        List.of(item("PK", "SHELF#fiction", "SK", "BOOK#1", "entityType", "book", "origin", "import", "shelf", "fiction",
                        "isbn", "n:1", "title", "Emma"),
                item("PK", "SHELF#fiction", "SK", "BOOK#2", "entityType", "book", "origin", "import", "shelf", "fiction",
                        "isbn", "n:2", "title", "Persuasion"),
                item("PK", "SHELF#fiction", "SK", "SHELF", "entityType", "shelf", "name", "fiction", "capacity", "n:40"))
                .forEach(item -> client.putItem(request -> request.tableName("Shelf").item(item)));

        TableCheckReport report = CHECK.run(client, "Shelf");

        Map<String, String> fixes = new java.util.HashMap<>();
        report.differences(TableDifference.Kind.MISSING_TYPE).forEach(d -> fixes.put(d.entity(), d.fix()));
        assertEquals("each holds 'entityType' = \"book\", which the design does not write: if that names its type, "
                + "declare @Entity(typeAttribute = \"entityType\", type = \"book\") and they are read as they are; "
                + "else run backfill().adoptUntyped() of Book's repository (dryRun() first): it sets '_type' and the "
                + "index keys on the items whose keys are Book's", fixes.get("Book"), report.toText());
        assertTrue(fixes.get("Shelf").contains("@Entity(typeAttribute = \"entityType\", type = \"shelf\")"),
                report.toText());
    }

    @Test
    void anAttributeTypedItemsHoldTooOrThatOtherEntitiesShareNamesNoType(DynamoDbClient client) {
        new BookRepository(client).createTable();
        List.of(item("PK", "SHELF#fiction", "SK", "BOOK#1", "_type", "Book", "rev", "2", "shelf", "fiction",
                        "isbn", "n:1", "title", "Emma"),                                     // typed, with a version
                item("PK", "SHELF#fiction", "SK", "BOOK#2", "rev", "2", "shelf", "fiction", "isbn", "n:2",
                        "title", "Persuasion"))
                .forEach(item -> client.putItem(request -> request.tableName("Shelf").item(item)));
        TableCheckReport report = CHECK.run(client, "Shelf");
        String fix = report.differences(TableDifference.Kind.MISSING_TYPE).get(0).fix();
        assertFalse(fix.contains("typeAttribute"), "typed items hold 'rev' too: " + fix);

        List.of(item("PK", "SHELF#poetry", "SK", "BOOK#3", "zkind", "book", "rev", "3", "shelf", "poetry",
                        "isbn", "n:3", "title", "Odes"),
                item("PK", "SHELF#poetry", "SK", "SHELF", "zkind", "shelf", "rev", "3", "name", "poetry", "capacity", "n:9"))
                .forEach(item -> client.putItem(request -> request.tableName("Shelf").item(item)));
        client.deleteItem(request -> request.tableName("Shelf").key(item("PK", "SHELF#fiction", "SK", "BOOK#1")));
        client.deleteItem(request -> request.tableName("Shelf").key(item("PK", "SHELF#fiction", "SK", "BOOK#2")));
        TableCheckReport shared = CHECK.run(client, "Shelf");
        Map<String, String> fixes = new java.util.HashMap<>();
        shared.differences(TableDifference.Kind.MISSING_TYPE).forEach(d -> fixes.put(d.entity(), d.fix()));
        assertTrue(fixes.get("Book").contains("@Entity(typeAttribute = \"zkind\", type = \"book\")"), shared.toText());
        assertTrue(fixes.get("Shelf").contains("@Entity(typeAttribute = \"zkind\", type = \"shelf\")"), shared.toText());
    }

    @Test
    void aSampleReadsOnlySomeItems(DynamoDbClient client) {
        BookRepository books = new BookRepository(client);
        books.createTable();
        for (int i = 0; i < 25; i++) {
            books.put(new Book("s", i, Optional.empty(), "t" + i));
        }
        TableCheckReport report = CHECK.sample(10).run(client, "Shelf");
        assertEquals(10, report.itemsRead());
        assertFalse(report.wholeTable());
        assertTrue(report.clean(), report::toText);
        assertTrue(report.toText().contains("(a sample)"), report.toText());
        assertEquals(25, CHECK.run(client, "Shelf").itemsRead());
    }
}
