package dev.keyway.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.shelf.Book;
import dev.keyway.tools.shelf.BookRepository;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code keyway-tools check} against Keyway Local over HTTP: output, JSON and exit status. */
class KeywayToolsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    /** The exit status and what the command printed. */
    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = KeywayTools.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(status, out.toString(), err.toString());
    }

    private static String endpoint() {
        return DYNAMO.database().endpoint().toString();
    }

    @Test
    void aTableAsDesignedExitsWithZero(DynamoDbClient client) {
        BookRepository books = new BookRepository(client);
        books.createTable();
        books.put(new Book("fiction", 42, Optional.of("Austen"), "Emma"));

        Run run = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint());

        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Table Shelf (design Shelf): 1 item read (the whole table)\n"), run.out());
        assertTrue(run.out().endsWith("As designed: no differences.\n"), run.out());
    }

    @Test
    void aTableUnderAnotherNameWithDifferencesIsReportedAsJson(DynamoDbClient client) {
        new BookRepository(client, "Shelf-prod").createTable();
        client.putItem(request -> request.tableName("Shelf-prod").item(java.util.Map.of(
                "PK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("LEGACY#1"),
                "SK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("X"))));

        Run run = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--table", "Shelf-prod",
                "--endpoint", endpoint(), "--region", "eu-west-1", "--json");

        assertEquals(1, run.status(), run.err());
        JsonNode json = JsonMapper.builder().build().readTree(run.out());
        assertEquals("Shelf-prod", json.get("table").asString());
        assertEquals("UNMATCHED_KEYS", json.get("differences").get(0).get("kind").asString());
        assertEquals("PK=LEGACY#1, SK=X", json.get("differences").get(0).get("examples").get(0).asString());
    }

    @Test
    void itemsLeftToOtherCodeAreNoDifference(DynamoDbClient client) {
        // Issue #24 §3: after partial adoption, the item types the design leaves to other code can be silenced
        new BookRepository(client).createTable();
        client.putItem(request -> request.tableName("Shelf").item(java.util.Map.of(
                "PK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("SHELF#fiction"),
                "SK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("NOTE#1"),
                "_type", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("Note"))));
        client.putItem(request -> request.tableName("Shelf").item(java.util.Map.of(
                "PK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("LEGACY#1"),
                "SK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("X"))));
        assertEquals(1, run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint()).status());

        Run run = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint(),
                "--leave-type", "Note", "--leave-key-prefix", "LEGACY#");

        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("Not checked: 0 of Keyway's own (unique guards, checkpoints), 2 left to other code"),
                run.out());
    }

    @Test
    void droppedAndLeftIndexesFromTheCommandLine(DynamoDbClient client) {
        // Issue #24 §6: the keys of an index dropped from the design, already deleted from the table, are found when
        // named; a live index no entity declares is reported unless left to the other code that queries it
        new BookRepository(client).createTable();
        java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> book = new java.util.HashMap<>(
                dev.keyway.tools.shelf.BookSchema.INSTANCE.toItem(new Book("fiction", 42, Optional.of("Austen"), "Emma")));
        book.put("ByOldPK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("OLD#42"));
        client.putItem(request -> request.tableName("Shelf").item(book));
        assertEquals(0, run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint()).status());

        Run dropped = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint(),
                "--dropped-index", "ByOld");
        assertEquals(1, dropped.status(), dropped.err());
        assertTrue(dropped.out().contains("fix: run backfill().dropIndexKeys(\"ByOld\") of Book's repository"),
                dropped.out());

        client.updateTable(request -> request.tableName("Shelf").attributeDefinitions(definition -> definition
                .attributeName("segment").attributeType("S")).globalSecondaryIndexUpdates(update -> update.create(create ->
                create.indexName("Analytics").keySchema(key -> key.attributeName("segment").keyType("HASH"))
                        .projection(projection -> projection.projectionType("KEYS_ONLY")))));
        Run unannounced = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint());
        assertEquals(1, unannounced.status());
        assertTrue(unannounced.out().contains("the table has an index no entity declares [Analytics]"), unannounced.out());
        assertEquals(0, run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", endpoint(),
                "--leave-index", "Analytics").status());
    }

    @Test
    void aClassThatIsNoDesignExitsWithTwo() {
        Run missing = run("check", "--design", "com.example.Nothing", "--endpoint", endpoint());
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("no class com.example.Nothing on the class path"), missing.err());
        Run notTable = run("check", "--design", "java.lang.String", "--endpoint", endpoint());
        assertEquals(2, notTable.status());
        assertTrue(notTable.err().contains("is not a table class Keyway generated"), notTable.err());
        Run badEndpoint = run("check", "--design", "dev.keyway.tools.shelf.ShelfTable", "--endpoint", "localhost");
        assertEquals(2, badEndpoint.status());
        assertTrue(badEndpoint.err().contains("--endpoint must be an http(s) URL with a host"), badEndpoint.err());
        Run noDesign = run("check");
        assertEquals(2, noDesign.status());
        assertTrue(noDesign.err().contains("Missing required option: '--design=CLASS'"), noDesign.err());
    }
}
