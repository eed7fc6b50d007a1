package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.links.ShortLink;
import dev.keyway.it.designs.links.ShortLinkRepository;
import dev.keyway.it.designs.links.ShortLinkSchema;
import dev.keyway.it.designs.links.ShortLinksTable;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A @Unique value whose owner no longer holds it — deleted by time to live or by other code,
 * expired, or changed by a write without Keyway — can be claimed again; a live owner keeps it.
 */
class StaleUniqueGuardsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final String URL = "https://example.com/a";

    private DynamoDbClient client;
    private final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    private ShortLinkRepository links;
    private MemberRepository members;

    @BeforeEach
    void tables(DynamoDbClient client) {
        this.client = client;
        RequestListener listener = requests::add;
        links = new ShortLinkRepository(client, ShortLinksTable.NAME, listener);
        members = new MemberRepository(client);
        // Created without time to live: DynamoDB deletes an expired item within days (Developer Guide, "Time to
        // Live"), at a moment no test controls, and these tests need one still there (where they mean that time to live deleted
        // it, they delete it themselves)
        client.createTable(ShortLinksTable.DEFINITION.createTableRequest(ShortLinksTable.NAME));
        members.createTable();
        requests.clear();
    }

    @AfterEach
    void dropTables() {
        client.deleteTable(r -> r.tableName(ShortLinksTable.NAME));
        client.deleteTable(r -> r.tableName("Club"));
    }

    private static ShortLink link(String code, Instant expiresAt) {
        return new ShortLink(code, URL, "ann", Instant.now(), 0, expiresAt);
    }

    private static Instant past() {
        return Instant.now().minusSeconds(60);
    }

    private static Instant future() {
        return Instant.now().plusSeconds(3600);
    }

    private String urlOwner() {
        Map<String, AttributeValue> guard = client.getItem(r -> r.tableName(ShortLinksTable.NAME).consistentRead(true)
                .key(Map.of("PK", AttributeValue.fromS("_unique#ShortLink#url#" + URL)))).item();
        return guard.get("owner").s();
    }

    private void deleteWithoutKeyway(String code) {
        client.deleteItem(r -> r.tableName(ShortLinksTable.NAME).key(Map.of("PK", AttributeValue.fromS(code))));
    }

    @Test
    void theValueOfAnItemTimeToLiveDeletedIsClaimedAgain() {
        links.create(link("abc", past()));
        deleteWithoutKeyway("abc"); // what time to live does, sooner or later: the item goes, its guard stays
        links.create(link("xyz", future()));
        assertEquals("PK=xyz", urlOwner());
        assertEquals(URL, links.get("xyz").orElseThrow().url());
    }

    @Test
    void theValueOfAnExpiredItemNotYetDeletedIsClaimedAgain() {
        links.create(link("abc", past()));
        links.create(link("xyz", future()));
        assertEquals("PK=xyz", urlOwner());
    }

    @Test
    void theStaleGuardIsReadAndReleasedThroughTheListener() {
        links.create(link("abc", past()));
        requests.clear();
        links.create(link("xyz", future()));
        List<String> kinds = new ArrayList<>();
        requests.forEach(event -> kinds.add(event.operation() + " " + event.request()));
        assertEquals(List.of("CREATE TRANSACT_WRITE_ITEMS", "CREATE GET_ITEM", "CREATE GET_ITEM",
                "CREATE TRANSACT_WRITE_ITEMS", "CREATE TRANSACT_WRITE_ITEMS"), kinds,
                "the failed claim, the guard and its owner read, the release, the claim again");
    }

    @Test
    void theValueOfAnItemDeletedByOtherCodeIsClaimedAgainByPutAndUpdate() {
        links.create(link("abc", future()));
        links.create(new ShortLink("other", "https://example.com/other", "bob", Instant.now(), 0, future()));
        deleteWithoutKeyway("abc");
        links.update("other").set(ShortLinkSchema.URL, URL).execute();
        assertEquals("PK=other", urlOwner());
        deleteWithoutKeyway("other");
        links.put(link("third", future()));
        assertEquals("PK=third", urlOwner());
    }

    @Test
    void anItemPutAgainUnderItsOwnKeyTakesBackItsStaleValue() {
        links.create(link("abc", future()));
        deleteWithoutKeyway("abc");
        links.put(link("abc", future()));
        assertEquals("PK=abc", urlOwner());
        links.create(new ShortLink("xyz", "https://example.com/b", "bob", Instant.now(), 0, future()));
        assertThrows(UniqueConstraintException.class, () -> links.create(link("other", future())));
    }

    @Test
    void theValueAnOwnerNoLongerHoldsAfterARawWriteIsClaimedAgain() {
        members.create(new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 0));
        client.updateItem(r -> r.tableName("Club")
                .key(Map.of("PK", AttributeValue.fromS("MEMBER#m1"), "SK", AttributeValue.fromS("MEMBER")))
                .updateExpression("SET email = :other")
                .expressionAttributeValues(Map.of(":other", AttributeValue.fromS("ada@lovelace.org"))));
        members.create(new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", 0));
        assertEquals("ada@example.com", members.get("m2").orElseThrow().email());
        assertEquals("ada", members.get("m1").orElseThrow().handle().orElseThrow(), "m1's other value stays its own");
        assertThrows(UniqueConstraintException.class,
                () -> members.create(new Member("m3", "x@example.com", Optional.of("ada"), "X", 0)));
    }

    @Test
    void aLiveOwnerKeepsItsValue() {
        links.create(link("abc", future()));
        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> links.create(link("xyz", future())));
        assertEquals(URL, taken.value());
        assertEquals("PK=abc", urlOwner());
        assertEquals(Optional.empty(), links.get("xyz"));

        members.create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0));
        Member bob = members.create(new Member("m2", "bob@example.com", Optional.empty(), "Bob", 0));
        assertThrows(UniqueConstraintException.class,
                () -> members.update("m2").set(MemberSchema.EMAIL, "ada@example.com").execute());
        assertThrows(UniqueConstraintException.class, () -> members.put(bob.withEmail("ada@example.com")));
        assertEquals("ada@example.com", members.get("m1").orElseThrow().email());
    }

    @Test
    void ofTwoRacingClaimersOfAStaleValueExactlyOneWins() throws Exception {
        for (int round = 0; round < 5; round++) {
            String stale = "stale" + round;
            links.create(link(stale, past()));
            deleteWithoutKeyway(stale);
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Future<Boolean>> claimers = new ArrayList<>();
                for (String code : List.of("a" + round, "b" + round)) {
                    Callable<Boolean> claim = () -> {
                        start.await();
                        try {
                            links.create(link(code, future()));
                            return true;
                        } catch (UniqueConstraintException taken) {
                            return false;
                        } catch (KeywayException conflict) { // a concurrent transaction on the guard: also lost
                            return false;
                        }
                    };
                    claimers.add(pool.submit(claim));
                }
                start.countDown();
                int won = 0;
                String winner = null;
                for (int i = 0; i < 2; i++) {
                    if (claimers.get(i).get()) {
                        won++;
                        winner = (i == 0 ? "a" : "b") + round;
                    }
                }
                assertEquals(1, won, "one owner of the value in round " + round);
                assertEquals("PK=" + winner, urlOwner());
                assertEquals(URL, links.get(winner).orElseThrow().url());
                // whoever holds it now, the value is held once: the loser, if any, left nothing behind
                for (String code : List.of("a" + round, "b" + round)) {
                    if (!("PK=" + code).equals(urlOwner())) {
                        assertEquals(Optional.empty(), links.get(code));
                    }
                }
                deleteWithoutKeyway(urlOwner().substring("PK=".length()));
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aWriteTransactionClaimsAStaleValueByResendingOnce() {
        links.create(link("abc", past()));
        WriteTransaction.on(client).create(links, link("xyz", future())).create(links,
                new ShortLink("second", "https://example.com/second", "bob", Instant.now(), 0, future())).execute();
        assertEquals("PK=xyz", urlOwner());
        assertEquals(URL, links.get("xyz").orElseThrow().url());
    }

    @Test
    void aWriteTransactionWithATokenReleasesTheStaleValueButIsNotResent() {
        links.create(link("abc", past()));
        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).clientRequestToken("claim-1").create(links, link("xyz", future()))
                        .execute());
        assertTrue(cancelled.getMessage().contains("unique url"), cancelled.getMessage());
        assertEquals(Optional.empty(), links.get("xyz"));
        WriteTransaction.on(client).clientRequestToken("claim-2").create(links, link("xyz", future())).execute();
        assertEquals("PK=xyz", urlOwner());
    }

    @Test
    void aWriteTransactionDoesNotTakeALiveOwnersValue() {
        links.create(link("abc", future()));
        assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).create(links, link("xyz", future())).execute());
        assertEquals("PK=abc", urlOwner());
        assertEquals(Optional.empty(), links.get("xyz"));
    }

    @Test
    void anExpiredItemBroughtBackByAnUpdateClaimsItsValuesAgain() {
        links.create(link("abc", past()));
        links.update("abc").set(ShortLinkSchema.EXPIRES_AT, future()).execute();
        assertEquals("PK=abc", urlOwner());
        assertEquals(URL, links.get("abc").orElseThrow().url());
        assertThrows(UniqueConstraintException.class, () -> links.create(link("xyz", future())));
    }

    @Test
    void anExpiredItemWhoseValueWasClaimedSinceCannotBeBroughtBack() {
        links.create(link("abc", past()));
        links.create(link("xyz", future()));
        assertThrows(UniqueConstraintException.class,
                () -> links.update("abc").set(ShortLinkSchema.EXPIRES_AT, future()).execute());
        assertThrows(UniqueConstraintException.class, () -> links.put(link("abc", future())));
        assertEquals(Optional.empty(), links.get("abc"));
        assertEquals("PK=xyz", urlOwner());
        links.delete("abc"); // releases nothing of the expired item: the value stays xyz's
        assertEquals("PK=xyz", urlOwner());
    }
}
