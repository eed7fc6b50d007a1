package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.links.ShortLink;
import dev.keyway.it.designs.links.ShortLinkRepository;
import dev.keyway.it.designs.links.ShortLinkSchema;
import dev.keyway.it.designs.links.ShortLinksTable;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * A key-value table without a sort key from the README only: the key is the code
 * alone, a unique URL's guard item lives in the same table without a sort key, links expire.
 */
class KeyValueDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private ShortLinkRepository links;
    private Instant future;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        links = new ShortLinkRepository(client);
        links.createTable();
        future = Instant.now().plus(30, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS);
        links.create(new ShortLink("abc", "https://example.com/a", "ann", T0, 0, future));
        links.create(new ShortLink("def", "https://example.com/d", "ann", T0.plusSeconds(60), 0, future));
    }

    @Test
    void theTableHasOnlyAPartitionKey() {
        var keys = client.describeTable(r -> r.tableName(ShortLinksTable.NAME)).table().keySchema();
        assertEquals(List.of("PK"), keys.stream().map(KeySchemaElement::attributeName).toList());
        assertEquals("https://example.com/a", links.get("abc").orElseThrow().url());
    }

    @Test
    void codesAndUrlsAreEachTakenOnce() {
        assertThrows(ItemAlreadyExistsException.class,
                () -> links.create(new ShortLink("abc", "https://example.com/other", "bob", T0, 0, future)));
        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> links.create(new ShortLink("xyz", "https://example.com/a", "bob", T0, 0, future)));
        assertEquals("url", taken.component());
        // a code that spells a guard item's key is escaped, so it is a code like any other
        links.create(new ShortLink("_unique#ShortLink#url#https://example.com/a", "https://example.com/g", "eve", T0, 0, future));
        assertEquals("https://example.com/g", links.get("_unique#ShortLink#url#https://example.com/a").orElseThrow().url());
        assertThrows(UniqueConstraintException.class,
                () -> links.create(new ShortLink("xyz", "https://example.com/a", "bob", T0, 0, future)));

        links.update("abc").set(ShortLinkSchema.URL, "https://example.com/a2").execute();
        links.create(new ShortLink("xyz", "https://example.com/a", "bob", T0, 0, future));
        links.delete(links.get("def").orElseThrow());
        links.create(new ShortLink("ghi", "https://example.com/d", "bob", T0, 0, future));
        assertEquals(4, links.scan().count());
    }

    @Test
    void clicksCountAndOwnersListTheirLinks() {
        for (int i = 0; i < 3; i++) {
            links.update("abc").increment(ShortLinkSchema.CLICKS, 1L).execute();
        }
        assertEquals(3, links.get("abc").orElseThrow().clicks());
        assertEquals(List.of("def", "abc"), links.linksOf("ann").stream().map(ShortLink::code).toList());
        assertEquals(List.of("abc"), links.linksOf("ann").createdAt().lt(T0.plusSeconds(1)).stream().map(ShortLink::code).toList());
        assertTrue(links.linksOf("bob").stream().findAny().isEmpty());
    }

    @Test
    void putReturnsTheRecordAsStored() {
        Instant withNanos = Instant.now().plus(1, ChronoUnit.DAYS).plusNanos(123_456_789);
        ShortLink stored = links.put(new ShortLink("nano", "https://example.com/n", "ann", T0, 0, withNanos));
        assertEquals(withNanos.truncatedTo(ChronoUnit.SECONDS), stored.expiresAt());   // time to live: whole seconds
        assertEquals(stored, links.get("nano").orElseThrow());
    }

    @Test
    void anExpiredLinkIsGone() {
        Instant past = Instant.now().minusSeconds(60).truncatedTo(ChronoUnit.SECONDS);
        links.update("def").set(ShortLinkSchema.EXPIRES_AT, past).execute();
        assertTrue(links.get("def").isEmpty());
        assertEquals(List.of("abc"), links.linksOf("ann").stream().map(ShortLink::code).toList());
        assertFalse(links.scan().stream().anyMatch(link -> link.code().equals("def")));
    }
}
