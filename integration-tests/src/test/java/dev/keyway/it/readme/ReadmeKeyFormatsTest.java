package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.commentviews.Comment;
import dev.keyway.it.commentviews.CommentRepository;
import dev.keyway.it.legacy.Account;
import dev.keyway.it.legacy.AccountRepository;
import dev.keyway.it.legacy.BillingTable;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The README's examples of "Key formats for existing tables" and "Checking a live table", as written there. */
class ReadmeKeyFormatsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void theProductCommentsExamples(DynamoDbClient client) {
        CommentRepository comments = new CommentRepository(client);
        comments.createTable();
        long postedAt = 1_714_557_600_000L;
        long since = postedAt - 1;
        for (String language : List.of("en", "~")) {
            for (String version : List.of("1.2.5", "~")) {
                comments.put(new Comment(42, language, version, postedAt, "c-17", "en", "1.2.5", "ada", "Works"));
            }
        }

        Stream<Comment> all = comments.comments(42).language().eq("~").version().eq("~").stream();            // every comment
        Page<Comment> english = comments.comments(42).language().eq("EN").version().eq("~").limit(20).page();   // the key is "en"
        Stream<Comment> recent = comments.comments(42).language().eq("~").version().eq("1.2.5").postedAt().gt(since).stream();
        Optional<Comment> one = comments.get(42, "en", "1.2.5", postedAt, "c-17");

        assertEquals(1, all.count());
        assertEquals(1, english.items().size());
        assertEquals(1, recent.count());
        assertTrue(one.isPresent());
        assertEquals("PRODUCT#42/en/1.2.5/0001714557600000/c-17", dev.keyway.it.commentviews.CommentKeys.sortKey(42, "en",
                "1.2.5", postedAt, "c-17"));
    }

    @Test
    void theLiveTableCheckExample(DynamoDbClient client) {
        new AccountRepository(client, "Billing-prod").createTable();
        new AccountRepository(client, "Billing-prod").put(new Account("a-1", "Ada@example.com", "Ada"));

        TableCheckReport report = TableCheck.of(BillingTable.DEFINITION, BillingTable.schemas())
                .sample(10_000)                      // the first 10,000 items the Scan returns; every item without it
                .run(client, "Billing-prod");
        System.out.print(report.toText());
        assertTrue(report.clean(), report::toText);
        String json = report.toJson();               // the same report for programs
        assertTrue(json.contains("\"clean\" : true"), json);
    }
}
