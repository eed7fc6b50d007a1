package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.github.GitHubTable;
import dev.keyway.it.designs.github.Issue;
import dev.keyway.it.designs.github.IssueRepository;
import dev.keyway.it.designs.github.IssueSchema;
import dev.keyway.it.designs.github.IssueStatus;
import dev.keyway.it.designs.github.Repo;
import dev.keyway.it.designs.github.RepoItem;
import dev.keyway.it.designs.github.RepoItemCollection;
import dev.keyway.it.designs.github.RepoRepository;
import dev.keyway.it.designs.github.RepoSchema;
import dev.keyway.it.designs.github.Star;
import dev.keyway.it.designs.github.StarRepository;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The GitHub design from the README only: a repository with its issues as an item
 * collection beside its stars, zero-padded issue numbers, issues by status, starring in a transaction.
 */
class GitHubDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private RepoRepository repos;
    private IssueRepository issues;
    private StarRepository stars;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        repos = new RepoRepository(client);
        issues = new IssueRepository(client);
        stars = new StarRepository(client);
        repos.createTable();
        repos.put(new Repo("alexdebrie", "dynamodb-book", "The book", Set.of("dynamodb", "aws"), 0));
        for (int n = 1; n <= 12; n++) {
            issues.put(new Issue("alexdebrie", "dynamodb-book", n, n % 3 == 0 ? IssueStatus.CLOSED : IssueStatus.OPEN,
                    "Issue " + n, "user" + n, T0.plusSeconds(n)));
        }
        star("ann", 1);
        star("bob", 2);
    }

    private void star(String user, int second) {
        WriteTransaction.on(client)
                .create(stars, new Star("alexdebrie", "dynamodb-book", user, T0.plusSeconds(second)))
                .update(repos.update("alexdebrie", "dynamodb-book").increment(RepoSchema.STAR_COUNT, 1L).onlyIfExists())
                .execute();
    }

    @Test
    void issueNumbersAreZeroPaddedAndSortByValue() {
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(GitHubTable.NAME).key(Map.of(
                "PK", AttributeValue.fromS("REPO#alexdebrie#dynamodb-book"), "SK", AttributeValue.fromS("ISSUE#00000012")))).item();
        assertEquals("ISSUE#001-CLOSED#00000012", item.get("GSI1SK").s());     // an enum in a sort key: ordinal-name
        assertEquals(List.of(12, 11, 10), numbers(issues.issuesOf("alexdebrie", "dynamodb-book").limit(3).page().items()));
        assertEquals(List.of(9, 10), numbers(issues.issuesOf("alexdebrie", "dynamodb-book").number().between(9, 10).ascending()
                .stream().toList()));
        assertEquals(List.of(12, 9, 6, 3), numbers(issues.issuesByStatus("alexdebrie", "dynamodb-book").status().eq(IssueStatus.CLOSED)
                .stream().toList()));
        assertEquals(List.of(11, 10), numbers(issues.issuesByStatus("alexdebrie", "dynamodb-book").status().eq(IssueStatus.OPEN)
                .number().gt(9).stream().toList()));
    }

    @Test
    void theRepositoryAndItsLatestIssuesInOneQuery() {
        RepoItemCollection collection = new RepoItemCollection(client);
        List<RepoItem> items = collection.query("alexdebrie", "dynamodb-book").descending().stream().limit(4).toList();
        Repo repo = assertInstanceOf(Repo.class, items.get(0));                // stars are in the partition, filtered out
        assertEquals(2, repo.starCount());
        assertEquals(List.of(12, 11, 10), numbers(items.subList(1, 4).stream().map(Issue.class::cast).toList()));
        List<RepoItem> all = new ArrayList<>();
        Optional<String> cursor = Optional.empty();
        do {
            Page<RepoItem> page = collection.query("alexdebrie", "dynamodb-book").limit(5).page(cursor);
            assertTrue(page.items().size() <= 5);
            all.addAll(page.items());
            cursor = page.cursor();
        } while (cursor.isPresent());
        assertEquals(13, all.size());
    }

    @Test
    void starringIsOncePerUserAndCounted() {
        TransactionFailedException twice = assertThrows(TransactionFailedException.class, () -> star("ann", 5));
        assertInstanceOf(ItemAlreadyExistsException.class, twice.failed().get(0).cause().orElseThrow());
        assertEquals(2, repos.get("alexdebrie", "dynamodb-book").orElseThrow().starCount());
        assertEquals(List.of("ann", "bob"), stars.stargazers("alexdebrie", "dynamodb-book").stream().map(Star::user).toList());
        assertEquals(List.of("dynamodb-book"), stars.starredBy("ann").stream().map(Star::name).toList());
    }

    @Test
    void closingAnIssueMovesItAndSelectReadsPart() {
        Issue closed = issues.update("alexdebrie", "dynamodb-book", 11).set(IssueSchema.STATUS, IssueStatus.CLOSED).execute();
        assertEquals(IssueStatus.CLOSED, closed.status());
        assertEquals(List.of(12, 11, 9, 6, 3), numbers(issues.issuesByStatus("alexdebrie", "dynamodb-book")
                .status().eq(IssueStatus.CLOSED).stream().toList()));
        Issue partial = issues.issuesOf("alexdebrie", "dynamodb-book").select(IssueSchema.TITLE).limit(1).page().items().get(0);
        assertEquals("Issue 12", partial.title());
        assertEquals(12, partial.number());
        assertEquals("alexdebrie", partial.owner());
        assertNull(partial.author());
        assertNull(partial.openedAt());
        issues.delete("alexdebrie", "dynamodb-book", 12);
        assertEquals(List.of(11), numbers(issues.issuesOf("alexdebrie", "dynamodb-book").limit(1).page().items()));
        repos.update("alexdebrie", "dynamodb-book").add(RepoSchema.TOPICS, "books").execute();
        assertEquals(Set.of("dynamodb", "aws", "books"), repos.get("alexdebrie", "dynamodb-book").orElseThrow().topics());
    }

    private static List<Integer> numbers(List<Issue> list) {
        return list.stream().map(Issue::number).toList();
    }
}
