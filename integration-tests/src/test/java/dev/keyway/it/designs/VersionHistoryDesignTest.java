package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.versions.DocumentVersion;
import dev.keyway.it.designs.versions.DocumentVersionKeys;
import dev.keyway.it.designs.versions.DocumentVersionRepository;
import dev.keyway.it.designs.versions.DocumentVersionSchema;
import dev.keyway.it.designs.versions.DocumentsTable;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The v0 / v1..vn version-history design from the README only. Publishing a version
 * replaces v0 (its {@code @Version} checked) and creates the next revision in one transaction.
 */
class VersionHistoryDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private DocumentVersionRepository docs;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        docs = new DocumentVersionRepository(client);
        docs.createTable();
    }

    /** Publishes an edit read from {@code latest} (empty for a new document); returns the stored v0. */
    private DocumentVersion publish(String docId, Optional<DocumentVersion> latest, String body, String editor, int minute) {
        int next = latest.map(v0 -> v0.current() + 1).orElse(1);
        DocumentVersion v0 = new DocumentVersion(docId, 0, next, "Title", body, editor, T0.plusSeconds(60L * minute),
                latest.map(DocumentVersion::version).orElse(0L));
        WriteTransaction transaction = WriteTransaction.on(client);
        if (latest.isPresent()) {
            transaction.put(docs, v0);                  // checks and increments v0's version
        } else {
            transaction.create(docs, v0);
        }
        WriteTransaction.Result result = transaction.create(docs, v0.asRevision(next)).execute();
        return result.stored(v0);
    }

    @Test
    void v0IsTheLatestAndTheHistoryReadsNewestFirst() {
        DocumentVersion v0 = publish("d1", Optional.empty(), "first", "ann", 0);
        assertEquals(1, v0.version());
        v0 = publish("d1", Optional.of(v0), "second", "bob", 1);
        v0 = publish("d1", Optional.of(v0), "third", "ann", 2);
        assertEquals(3, v0.version());

        DocumentVersion latest = docs.get("d1", 0).orElseThrow();
        assertEquals("third", latest.body());
        assertEquals(3, latest.current());
        assertEquals(List.of("third", "second", "first"), docs.versionsOf("d1").revision().gt(0).descending()
                .stream().map(DocumentVersion::body).toList());
        assertEquals("second", docs.get("d1", 2).orElseThrow().body());
        assertEquals(List.of(0, 1, 2, 3), docs.versionsOf("d1").stream().map(DocumentVersion::revision).toList());
        assertEquals(List.of(2, 3), docs.versionsOf("d1").revision().between(2, 3).stream().map(DocumentVersion::revision).toList());

        Page<DocumentVersion> first = docs.versionsOf("d1").revision().gt(0).descending().limit(2).page();
        Page<DocumentVersion> second = docs.versionsOf("d1").revision().gt(0).descending().limit(2)
                .page(first.cursor().orElseThrow());
        assertEquals(List.of(1), second.items().stream().map(DocumentVersion::revision).toList());
        assertTrue(second.cursor().isEmpty());

        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(DocumentsTable.NAME)
                .key(DocumentVersionKeys.primaryKey("d1", 0).attributes())).item();
        assertEquals("v00000000000", item.get("SK").s());
    }

    @Test
    void twoEditorsOfOneVersionOneWins() {
        DocumentVersion v0 = publish("d1", Optional.empty(), "first", "ann", 0);
        DocumentVersion readByAnn = docs.get("d1", 0).orElseThrow();
        DocumentVersion readByBob = docs.get("d1", 0).orElseThrow();
        assertEquals(v0, readByAnn);
        publish("d1", Optional.of(readByAnn), "ann's edit", "ann", 1);
        TransactionFailedException lost = assertThrows(TransactionFailedException.class,
                () -> publish("d1", Optional.of(readByBob), "bob's edit", "bob", 1));
        // Bob's revision 2 collides with Ann's, and his v0 is stale: both reasons are typed
        assertTrue(lost.failed().stream().anyMatch(reason -> reason.cause().orElse(null) instanceof VersionConflictException),
                () -> lost.reasons().toString());
        assertEquals("ann's edit", docs.get("d1", 0).orElseThrow().body());
        assertEquals(2, docs.versionsOf("d1").revision().gt(0).stream().count());
    }

    @Test
    void oneItemTwiceInATransactionIsRefusedWhenAdded() {
        DocumentVersion v0 = publish("d1", Optional.empty(), "first", "ann", 0);
        WriteTransaction transaction = WriteTransaction.on(client).put(docs, v0);
        assertThrows(InvalidTransactionException.class, () -> transaction.update(docs.update("d1", 0)
                .set(DocumentVersionSchema.BODY, "x")));
        assertEquals(1, transaction.size());
    }

    @Test
    void aHundredRevisionsInOneTransactionAndNoMore() {
        WriteTransaction transaction = WriteTransaction.on(client);
        for (int n = 1; n <= 100; n++) {
            transaction.create(docs, new DocumentVersion("big", n, n, "T", "b" + n, "ann", T0, 0));
        }
        assertThrows(InvalidTransactionException.class,
                () -> transaction.create(docs, new DocumentVersion("big", 101, 101, "T", "b", "ann", T0, 0)));
        assertEquals(100, transaction.size());
        transaction.execute();
        assertEquals(100, docs.versionsOf("big").stream().count());
        assertEquals(List.of(100, 99), docs.versionsOf("big").descending().limit(2).page().items().stream()
                .map(DocumentVersion::revision).toList());
    }

    @Test
    void updatesAndDeletesCheckTheVersion() {
        DocumentVersion v0 = publish("d1", Optional.empty(), "first", "ann", 0);
        DocumentVersion retitled = docs.update("d1", 0).set(DocumentVersionSchema.TITLE, "Better").expectVersion(v0.version())
                .execute();
        assertEquals(2, retitled.version());
        VersionConflictException stale = assertThrows(VersionConflictException.class,
                () -> docs.update("d1", 0).set(DocumentVersionSchema.TITLE, "Worse").expectVersion(v0.version()).execute());
        assertTrue(stale.getMessage().contains("1"), stale::getMessage);
        assertThrows(VersionConflictException.class, () -> docs.delete(v0));
        docs.delete(retitled);
        assertTrue(docs.get("d1", 0).isEmpty());
        docs.deleteAll(docs.versionsOf("d1").stream().map(DocumentVersionKeys::primaryKey).toList()).orThrow();
        assertTrue(docs.versionsOf("d1").stream().findAny().isEmpty());
    }
}
