package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.commentviews.Comment;
import dev.keyway.it.commentviews.CommentRepository;
import dev.keyway.it.commentviews.CommentSchema;
import dev.keyway.it.commentviews.CommentViewsTable;
import dev.keyway.it.commentviews.Product;
import dev.keyway.it.commentviews.ProductRepository;
import dev.keyway.it.support.CountingClient;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The product-comments design with its original keys ({@code PK = PRODUCT#42},
 * {@code SK = PRODUCT#42/en/1.2.5/...}, split at '/', '~' for "any"): items the design's own code
 * wrote by hand are read by the generated repository, which writes new ones under the very same
 * keys, and queries each view of a product's comments newest first.
 */
class ProductCommentsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final long MAY_1 = 1_714_557_600_000L; // 2024-05-01T10:00:00Z in epoch milliseconds

    private DynamoDbClient client;
    private CommentRepository comments;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        comments = new CommentRepository(client);
        comments.createTable();
    }

    /** The code that wrote the table before Keyway: each comment under its four keys, with {@code _type} as OneTable writes it. */
    private void writeByHand(int productId, String language, String version, long postedAt, String id, String text) {
        writeByHand(productId, language, version, postedAt, id, text, true);
    }

    /** As {@link #writeByHand(int, String, String, long, String, String)}, {@code typed}: with the type attribute. */
    private void writeByHand(int productId, String language, String version, long postedAt, String id, String text,
                             boolean typed) {
        for (String keyLanguage : List.of(language, "~")) {
            for (String keyVersion : List.of(version, "~")) {
                Map<String, AttributeValue> item = new LinkedHashMap<>();
                item.put("PK", AttributeValue.fromS("PRODUCT#" + productId));
                item.put("SK", AttributeValue.fromS(String.format(Locale.ROOT, "PRODUCT#%d/%s/%s/%016d/%s", productId,
                        keyLanguage.toLowerCase(Locale.ROOT), keyVersion, postedAt, id)));
                item.put("productId", AttributeValue.fromN(Integer.toString(productId)));
                item.put("language", AttributeValue.fromS(keyLanguage));
                item.put("version", AttributeValue.fromS(keyVersion));
                item.put("postedAt", AttributeValue.fromN(Long.toString(postedAt)));
                item.put("commentId", AttributeValue.fromS(id));
                item.put("writtenIn", AttributeValue.fromS(language));
                item.put("forVersion", AttributeValue.fromS(version));
                item.put("author", AttributeValue.fromS("ada"));
                item.put("text", AttributeValue.fromS(text));
                if (typed) {
                    item.put("_type", AttributeValue.fromS("Comment"));
                }
                client.putItem(request -> request.tableName("CommentViews").item(item));
            }
        }
    }

    /** The same comment through the repository: four records, one per key. */
    private void write(int productId, String language, String version, long postedAt, String id, String text) {
        for (String keyLanguage : List.of(language, Comment.ANY)) {
            for (String keyVersion : List.of(version, Comment.ANY)) {
                comments.put(new Comment(productId, keyLanguage, keyVersion, postedAt, id, language, version, "ada", text));
            }
        }
    }

    private static List<String> texts(List<Comment> page) {
        return page.stream().map(Comment::text).toList();
    }

    @Test
    void itemsWrittenByHandReadThroughTheRepository() {
        writeByHand(42, "en", "1.2.5", MAY_1, "c-1", "Works");
        writeByHand(42, "de", "1.2.5", MAY_1 + 60_000, "c-2", "Geht");
        writeByHand(42, "en", "1.3.0", MAY_1 + 120_000, "c-3", "Better");
        writeByHand(7, "en", "1.2.5", MAY_1, "c-4", "Other product");

        assertEquals(List.of("Better", "Geht", "Works"),
                texts(comments.comments(42).language().eq("~").version().eq("~").stream().toList()));        // AP1: all, newest first
        assertEquals(List.of("Better", "Works"),
                texts(comments.comments(42).language().eq("EN").version().eq("~").stream().toList()));       // AP2: a language
        assertEquals(List.of("Geht", "Works"),
                texts(comments.comments(42).language().eq("~").version().eq("1.2.5").stream().toList()));    // AP3: a version
        assertEquals(List.of("Works"), texts(comments.comments(42).language().eq("en").version().eq("1.2.5").stream().toList()));
        assertEquals(List.of("Better"), texts(comments.comments(42).language().eq("~").version().eq("~")
                .postedAt().gt(MAY_1 + 60_000).stream().toList()));
        assertEquals(List.of("Better", "Works"), texts(comments.comments(42).language().eq("~").version().eq("~")
                .limit(1).stream().filter(comment -> comment.writtenIn().equals("en")).toList()));

        Comment found = comments.get(42, "En", "1.2.5", MAY_1, "c-1").orElseThrow();        // "En" is the key "en"
        assertEquals(new Comment(42, "en", "1.2.5", MAY_1, "c-1", "en", "1.2.5", "ada", "Works"), found);
        assertEquals(List.of("1.2.5", "1.3.0", "~"), comments.comments(42).language().eq("en").stream()
                .map(Comment::version).distinct().sorted().toList());
    }

    @Test
    void theRepositoryWritesTheKeysTheHandWrittenCodeWrote() {
        write(42, "en", "1.2.5", MAY_1, "c-1", "Works");

        for (String sortKey : List.of("PRODUCT#42/en/1.2.5/0001714557600000/c-1", "PRODUCT#42/~/1.2.5/0001714557600000/c-1",
                "PRODUCT#42/en/~/0001714557600000/c-1", "PRODUCT#42/~/~/0001714557600000/c-1")) {
            Map<String, AttributeValue> item = client.getItem(request -> request.tableName("CommentViews").key(Map.of(
                    "PK", AttributeValue.fromS("PRODUCT#42"), "SK", AttributeValue.fromS(sortKey)))).item();
            assertEquals("Works", item.get("text").s(), sortKey);
            assertEquals("Comment", item.get("_type").s());
        }
        new ProductRepository(client).put(new Product(42, "Keyway"));
        assertEquals("PRODUCT#42", client.getItem(request -> request.tableName("CommentViews").key(Map.of(
                "PK", AttributeValue.fromS("PRODUCT#42"), "SK", AttributeValue.fromS("DETAILS")))).item().get("PK").s());
    }

    @Test
    void aValueThatWouldForgeKeyStructureIsRefusedBeforeAnyRequest() {
        CountingClient counting = new CountingClient(client);
        CommentRepository refusing = new CommentRepository(counting.client());
        InvalidKeyValueException slash = assertThrows(InvalidKeyValueException.class, () -> refusing.put(
                new Comment(42, "en/../de", "1.2.5", MAY_1, "c-1", "en", "1.2.5", "ada", "Sneaky")));
        assertEquals("language", slash.component());
        assertThrows(InvalidKeyValueException.class, () -> refusing.comments(42).language().eq("en/1.2.5"));
        assertThrows(InvalidKeyValueException.class, () -> refusing.get(42, "en", "1.2.5", -1, "c-1"));
        assertEquals(0, counting.calls("putItem") + counting.calls("query") + counting.calls("getItem"));
        assertTrue(refusing.comments(42).language().eq("~").version().eq("~").stream().toList().isEmpty());
    }

    @Test
    void itemsWithoutTheTypeAttributeAreReadOnceAnUpdateGivesItToThem() {
        writeByHand(42, "en", "1.2.5", MAY_1, "c-1", "Works", false);
        assertTrue(comments.comments(42).language().eq("~").version().eq("~").stream().toList().isEmpty(), "not a Comment yet");

        int given = 0;
        for (Map<String, AttributeValue> item : client.scanPaginator(request -> request.tableName("CommentViews")).items()) {
            if (!item.containsKey("_type") && CommentSchema.INSTANCE.keyTemplates().get(1).matches(item.get("SK").s())) {
                client.updateItem(request -> request.tableName("CommentViews")
                        .key(Map.of("PK", item.get("PK"), "SK", item.get("SK")))
                        .updateExpression("SET #type = :type")
                        .expressionAttributeNames(Map.of("#type", "_type"))
                        .expressionAttributeValues(Map.of(":type", AttributeValue.fromS("Comment"))));
                given++;
            }
        }

        assertEquals(4, given);
        assertEquals(List.of("Works"), texts(comments.comments(42).language().eq("~").version().eq("~").stream().toList()));
    }

    @Test
    void theLiveTableCheckFindsOnlyTheMissingTypeAttribute() {
        writeByHand(42, "en", "1.2.5", MAY_1, "c-1", "Works", false);
        write(42, "de", "1.2.5", MAY_1 + 1, "c-2", "Geht");

        TableCheckReport report = TableCheck.of(CommentViewsTable.DEFINITION, CommentViewsTable.schemas())
                .run(client, "CommentViews");

        assertEquals(List.of(TableDifference.Kind.MISSING_TYPE), report.differences().stream().map(TableDifference::kind)
                .toList(), report.toText());
        assertEquals(4, report.count(TableDifference.Kind.MISSING_TYPE));
        assertEquals(List.of(new TableCheckReport.EntityCount("Comment", 8, 4), new TableCheckReport.EntityCount("Product", 0, 0)),
                report.entities());
    }
}
