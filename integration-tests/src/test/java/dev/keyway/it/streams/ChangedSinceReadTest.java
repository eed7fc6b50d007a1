package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.designs.links.ShortLink;
import dev.keyway.it.designs.links.ShortLinkRepository;
import dev.keyway.it.designs.links.ShortLinkSchema;
import dev.keyway.it.designs.links.ShortLinksTable;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write of an entity with unique values reads the stored item, then writes on condition that its
 * unique values are still the ones read. When the item changes in between (another writer, DynamoDB's
 * time to live deleting it) and the caller gave no condition, the write reads and is sent again.
 */
class ChangedSinceReadTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final String A = "https://example.com/a";
    private static final String B = "https://example.com/b";
    private static final String C = "https://example.com/c";

    private DynamoDbClient client;
    private ShortLinkRepository links;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        links = new ShortLinkRepository(client);
        links.createTable();
    }

    @AfterEach
    void dropTable() {
        client.deleteTable(r -> r.tableName(ShortLinksTable.NAME));
    }

    private static ShortLink link(String code, String url, Instant expiresAt) {
        return new ShortLink(code, url, "ann", Instant.now(), 0, expiresAt);
    }

    /** Links whose client runs {@code meanwhile} once, just before its first request named {@code method}. */
    private ShortLinkRepository linksWhere(String method, Runnable meanwhile) {
        AtomicBoolean ran = new AtomicBoolean();
        DynamoDbClient racing = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, m, args) -> {
                    if (m.getName().equals(method) && ran.compareAndSet(false, true)) {
                        meanwhile.run();
                    }
                    try {
                        return m.invoke(client, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        return new ShortLinkRepository(racing);
    }

    private Optional<String> owner(String url) {
        Map<String, AttributeValue> guard = client.getItem(r -> r.tableName(ShortLinksTable.NAME).consistentRead(true)
                .key(Map.of("PK", AttributeValue.fromS("_unique#ShortLink#url#" + url)))).item();
        return guard == null || guard.isEmpty() ? Optional.empty() : Optional.of(guard.get("owner").s());
    }

    private void deleteWithoutKeyway(String code) {
        client.deleteItem(r -> r.tableName(ShortLinksTable.NAME).key(Map.of("PK", AttributeValue.fromS(code))));
    }

    @Test
    void aDeleteOfAnExpiredItemThatTimeToLiveDeletesMeanwhileSucceeds() {
        links.create(link("abc", A, Instant.now().minusSeconds(60)));
        linksWhere("deleteItem", () -> deleteWithoutKeyway("abc")).delete("abc");
        assertEquals(Optional.empty(), links.get("abc"));
    }

    @Test
    void aDeleteOfAnItemDeletedMeanwhileSucceedsAndLeavesItsValueClaimable() {
        links.create(link("abc", A, Instant.now().plusSeconds(3600)));
        linksWhere("transactWriteItems", () -> deleteWithoutKeyway("abc")).delete("abc");
        assertEquals(Optional.empty(), links.get("abc"));
        links.create(link("xyz", A, Instant.now().plusSeconds(3600))); // the guard left behind is stale
        assertEquals(Optional.of("PK=xyz"), owner(A));
    }

    @Test
    void aPutOfAnItemWhoseValueChangedMeanwhileReleasesTheValueItHoldsNow() {
        links.create(link("abc", A, Instant.now().plusSeconds(3600)));
        linksWhere("transactWriteItems", () -> links.put(link("abc", B, Instant.now().plusSeconds(3600))))
                .put(link("abc", C, Instant.now().plusSeconds(3600)));
        assertEquals(C, links.get("abc").orElseThrow().url());
        assertEquals(Optional.empty(), owner(A));
        assertEquals(Optional.empty(), owner(B));
        assertEquals(Optional.of("PK=abc"), owner(C));
    }

    @Test
    void anUpdateOfAValueChangedMeanwhileReleasesTheValueItHoldsNow() {
        links.create(link("abc", A, Instant.now().plusSeconds(3600)));
        ShortLink updated = linksWhere("transactWriteItems",
                () -> links.update("abc").set(ShortLinkSchema.URL, B).execute())
                .update("abc").set(ShortLinkSchema.URL, C).increment(ShortLinkSchema.CLICKS, 1L).execute();
        assertEquals(C, updated.url());
        assertEquals(1, updated.clicks());
        assertEquals(Optional.empty(), owner(A));
        assertEquals(Optional.empty(), owner(B));
        assertEquals(Optional.of("PK=abc"), owner(C));
    }

    @Test
    void aConditionOfTheCallersThatFailsStands() {
        links.create(link("abc", A, Instant.now().plusSeconds(3600)));
        assertThrows(ConditionFailedException.class, () -> links.put(link("abc", C, Instant.now().plusSeconds(3600)),
                ShortLinkSchema.CLICKS.eq(5L)));
        assertEquals(Optional.of("PK=abc"), owner(A));
    }
}
