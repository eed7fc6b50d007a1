package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.comments.Comment;
import dev.keyway.it.comments.CommentRepository;
import dev.keyway.it.comments.CommentSchema;
import dev.keyway.it.comments.Product;
import dev.keyway.it.comments.ProductCommentsTable;
import dev.keyway.it.comments.ProductRepository;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * The inverted index of the product-comments design: its partition key is the table's sort key
 * attribute and its sort key the table's partition key attribute, written with the same
 * templates, so one attribute holds one text (accepted, KW061 not reported). Every entity of the
 * table declares it (KW063), and it works: the table is created, items are read through both
 * keys, updated and deleted.
 */
class InvertedIndexTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private ProductRepository products;
    private CommentRepository comments;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        products = new ProductRepository(client);
        comments = new CommentRepository(client);
        products.createTable();
        products.put(new Product("p2", "Kettle"));
        products.put(new Product("p1", "Teapot"));
        comments.put(new Comment("p1", "c1", "ann", "Pours well", T0));
        comments.put(new Comment("p1", "c2", "bob", "Lid rattles", T0.plusSeconds(60)));
        comments.put(new Comment("p2", "c3", "cid", "Boils fast", T0.plusSeconds(120)));
    }

    @Test
    void theIndexIsTheTablesKeysSwapped() {
        var index = client.describeTable(request -> request.tableName(ProductCommentsTable.NAME)).table()
                .globalSecondaryIndexes().get(0);
        assertEquals("Inverted", index.indexName());
        assertEquals(List.of("SK", "PK"), index.keySchema().stream().map(KeySchemaElement::attributeName).toList());
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName(ProductCommentsTable.NAME)
                .key(Map.of("PK", AttributeValue.fromS("PRODUCT#p1"), "SK", AttributeValue.fromS("COMMENT#c2")))).item();
        assertEquals(5 + 3, item.size(), () -> "the keys once, the type and the components: " + item);
    }

    @Test
    void bothWaysRound() {
        assertEquals(List.of("c1", "c2"), comments.commentsOf("p1").stream().map(Comment::commentId).toList());
        assertEquals(List.of("p2"), comments.byComment("c3").stream().map(Comment::productId).toList());
        assertEquals(List.of("p1", "p2"), products.allProducts().stream().map(Product::productId).toList());
        assertEquals(List.of("Teapot"), products.allProducts().productId().eq("p1").stream().map(Product::name).toList());
    }

    @Test
    void updatesAndDeletesKeepTheIndexInStep() {
        Comment edited = comments.update("p1", "c2").set(CommentSchema.TEXT, "Lid fixed").execute();
        assertEquals("Lid fixed", edited.text());
        assertEquals("Lid fixed", comments.byComment("c2").stream().findFirst().orElseThrow().text());
        comments.delete("p1", "c2");
        assertTrue(comments.byComment("c2").stream().findFirst().isEmpty());
        assertTrue(comments.get("p1", "c2").isEmpty());
        products.delete("p2");
        assertEquals(List.of("p1"), products.allProducts().stream().map(Product::productId).toList());
    }
}
