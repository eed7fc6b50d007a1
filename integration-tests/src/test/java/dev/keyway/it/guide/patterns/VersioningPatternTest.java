package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.versioning.PageRevision;
import dev.keyway.it.guide.patterns.versioning.PageRevisionRepository;
import dev.keyway.it.guide.patterns.versioning.PageRevisionSchema;
import dev.keyway.it.guide.patterns.versioning.WikiTable;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Versioning: optimistic locking on the version number, and the history kept beside revision 0. */
class VersioningPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private PageRevisionRepository pages;

    @BeforeEach
    void createTable(DynamoDbClient client) {
        this.client = client;
        WikiTable.createIfMissing(client);
        pages = new PageRevisionRepository(client);
    }

    /** Publishes a new text over {@code current} (revision 0 as read): both items in one transaction. */
    private PageRevision publish(PageRevision current, String body, String editor) {
        int next = current.latest() + 1;
        PageRevision head = new PageRevision(current.pageId(), 0, next, body, editor, current.version());
        WriteTransaction.Result result = WriteTransaction.on(client)
                .put(pages, head)                                                    // only if v0 is still as read
                .create(pages, new PageRevision(current.pageId(), next, next, body, editor, 0))
                .execute();
        return result.stored(head);
    }

    @Test
    void everyWriteChecksAndIncrementsTheVersion() {
        PageRevision created = pages.put(new PageRevision("home", 0, 0, "Welcome", "ann", 0));
        assertEquals(1L, created.version());

        PageRevision stale = pages.get("home", 0).orElseThrow();
        pages.put(new PageRevision("home", 0, 0, "Welcome!", "bob", stale.version()));

        VersionConflictException conflict = assertThrows(VersionConflictException.class,
                () -> pages.put(new PageRevision("home", 0, 0, "Hello", "cid", stale.version())));
        assertEquals(1L, conflict.expectedVersion());
        assertEquals(2L, conflict.storedVersion().orElseThrow());
        assertEquals("Welcome!", conflict.current(PageRevision.class).orElseThrow().body());
    }

    @Test
    void putRetryingMergesWithTheStoredRecord() {
        pages.put(new PageRevision("home", 0, 0, "Welcome", "ann", 0));
        PageRevision read = pages.get("home", 0).orElseThrow();
        pages.update("home", 0).set(PageRevisionSchema.BODY, "Welcome, all").execute();   // another writer

        PageRevision saved = pages.putRetrying(new PageRevision("home", 0, 0, read.body() + " (ann)", "ann", read.version()),
                (attempted, current) -> new PageRevision("home", 0, 0, current.body() + " (ann)", "ann", current.version()),
                3);

        assertEquals("Welcome, all (ann)", saved.body());
        assertEquals(3L, saved.version());
    }

    @Test
    void theHistoryIsKeptBesideRevisionZero() {
        PageRevision head = pages.create(new PageRevision("home", 0, 0, "", "system", 0));
        head = publish(head, "first", "ann");
        head = publish(head, "second", "bob");
        head = publish(head, "third", "ann");

        assertEquals("third", pages.get("home", 0).orElseThrow().body());
        assertEquals(3, head.latest());
        assertEquals(List.of("third", "second", "first"), pages.revisionsOf("home").revision().gt(0).descending()
                .stream().map(PageRevision::body).toList());
        assertEquals("second", pages.get("home", 2).orElseThrow().body());
    }

    @Test
    void twoEditorsOfOneRevisionOneWins() {
        PageRevision head = publish(pages.create(new PageRevision("home", 0, 0, "", "system", 0)), "first", "ann");
        PageRevision readByAnn = pages.get("home", 0).orElseThrow();
        PageRevision readByBob = pages.get("home", 0).orElseThrow();
        assertEquals(head, readByAnn);

        publish(readByAnn, "ann's edit", "ann");
        TransactionFailedException lost = assertThrows(TransactionFailedException.class,
                () -> publish(readByBob, "bob's edit", "bob"));

        assertTrue(lost.failed().stream().anyMatch(reason -> reason.cause().orElse(null) instanceof VersionConflictException));
        assertInstanceOf(PageRevision.class, lost.failed().get(0).current(PageRevision.class).orElseThrow());
        assertEquals("ann's edit", pages.get("home", 0).orElseThrow().body());
        assertEquals(2, pages.revisionsOf("home").revision().gt(0).stream().count());
    }
}
