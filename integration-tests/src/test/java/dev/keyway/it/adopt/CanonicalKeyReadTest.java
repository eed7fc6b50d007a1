package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.canonical.GameItemCollection;
import dev.keyway.it.canonical.Score;
import dev.keyway.it.canonical.ScoreRepository;
import dev.keyway.it.canonical.ScoreSchema;
import dev.keyway.it.canonical.ScoresChange;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.NonCanonicalKeyException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.StoredKeys;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24 §2, "An item is read only under the key it can be found by": on an adopted table whose
 * {@code score} is an unpadded integer, a legacy item keyed {@code score#097#user-x} was returned by
 * the access pattern as {@code score=97}, while {@code get("g1", 97, "user-x")} found nothing and an
 * update by the same values wrote a second item. Every read path now refuses such an item with a
 * {@link NonCanonicalKeyException} naming its key (each assertion below failed before the fix: the
 * read returned the record), and {@link StoredKeys} tells where it belongs.
 */
class CanonicalKeyReadTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private ScoreRepository scores;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        this.scores = new ScoreRepository(client);
        scores.createTable();
    }

    /** An item as the legacy code wrote it: typed, every attribute right, the sort key in its own form. */
    private Map<String, AttributeValue> legacy(String sortKey) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("PK", AttributeValue.fromS("GAME#g1"));
        item.put("SK", AttributeValue.fromS(sortKey));
        item.put("ByUserPK", AttributeValue.fromS("USER#user-x"));
        item.put("ByUserSK", AttributeValue.fromS("GAME#g1"));
        item.put("_type", AttributeValue.fromS("Score"));
        item.put("game", AttributeValue.fromS("g1"));
        item.put("score", AttributeValue.fromN("97"));
        item.put("user", AttributeValue.fromS("user-x"));
        item.put("note", AttributeValue.fromS("legacy"));
        client.putItem(request -> request.tableName("Scores").item(item));
        return item;
    }

    /** The key of a stored item, as a result hands one back. */
    private static Key<Score> keyOf(Map<String, AttributeValue> item) {
        return Key.of(ScoreSchema.INSTANCE, Map.of("PK", item.get("PK"), "SK", item.get("SK")));
    }

    private static void refused(String storedKey, String path, Executable read) {
        NonCanonicalKeyException e = assertThrows(NonCanonicalKeyException.class, read, path);
        assertEquals("SK", e.attribute(), path);
        assertEquals(storedKey, e.storedKey(), path);
        assertTrue(e.key().contains("SK=" + storedKey), path + ": " + e.getMessage());
        assertTrue(e.getMessage().contains("Score"), e.getMessage());
    }

    @Test
    void theReportedItemIsRefusedOnEveryReadPath() {
        Score other = scores.put(new Score("g1", 42, "user-y", "right"));
        Map<String, AttributeValue> item = legacy("score#097#user-x");

        assertTrue(scores.get("g1", 97, "user-x").isEmpty(), "its own key does not find it");
        refused("score#097#user-x", "query", () -> scores.scoresOf("g1").stream().toList());
        refused("score#097#user-x", "query page", () -> scores.scoresOf("g1").page());
        refused("score#097#user-x", "index query", () -> scores.byUser("user-x").stream().toList());
        refused("score#097#user-x", "scan", () -> scores.scan().stream().toList());
        refused("score#097#user-x", "item collection", () -> new GameItemCollection(client).query("g1").stream().toList());
        refused("score#097#user-x", "batch get", () -> scores.getAll(List.of(keyOf(item))).orThrow().items());
        refused("score#097#user-x", "read batch", () -> ReadBatch.on(client).get(scores, keyOf(item)).execute());
        refused("score#097#user-x", "read transaction", () -> {
            ReadTransaction reads = ReadTransaction.on(client);
            TransactionRead<Score> read = reads.get(scores, keyOf(item));
            reads.execute();
            read.item();
        });
        refused("score#097#user-x", "fromItem", () -> ScoreSchema.INSTANCE.fromItem(item));
        assertEquals(List.of(other), scores.scoresOf("g1").score().eq(42).stream().toList(),
                "a query that does not reach the item still reads");
    }

    @Test
    void everyPlausibleNonCanonicalFormIsRefused() {
        // Extra zeros, a sign, another case of a lower-case component, a trailing or doubled delimiter: text
        // the template never writes. An escape or a trailing space in the raw user is text the template
        // writes, but for another user than the attribute holds: a query compares the key with the record's.
        for (String sortKey : List.of("score#097#user-x", "score#0097#user-x", "score#+97#user-x",
                "score#97#USER-x", "score#97#user-x#", "score#97#user$2Dx", "score#97#user-x ", "score#97##user-x")) {
            Map<String, AttributeValue> item = legacy(sortKey);
            assertThrows(ItemDecodeException.class, () -> scores.scoresOf("g1").stream().toList(), sortKey);
            assertFalse(StoredKeys.isCanonical(ScoreSchema.INSTANCE, item), sortKey);
            client.deleteItem(request -> request.tableName("Scores").key(keyOf(item).attributes()));
        }
        Map<String, AttributeValue> right = legacy("score#97#user-x");
        assertTrue(StoredKeys.isCanonical(ScoreSchema.INSTANCE, right));
        assertEquals(List.of(new Score("g1", 97, "user-x", "legacy")), scores.scoresOf("g1").stream().toList());
    }

    @Test
    void anItemWhoseKeyHoldsOtherComponentsThanItsAttributesIsFoundByStoredKeys() {
        // canonical text, but not the key of the record the attributes hold (score 97 under score#98)
        Map<String, AttributeValue> item = legacy("score#98#user-x");
        assertEquals(Map.of("PK", AttributeValue.fromS("GAME#g1"), "SK", AttributeValue.fromS("score#97#user-x")),
                StoredKeys.canonicalKey(ScoreSchema.INSTANCE, item));
        NonCanonicalKeyException problem = StoredKeys.problem(ScoreSchema.INSTANCE, item).orElseThrow();
        assertEquals("SK", problem.attribute());
        assertTrue(problem.getMessage().contains("score#97#user-x"), problem.getMessage());
    }

    @Test
    void theRepairTheExceptionSuggestsWorks() {
        Map<String, AttributeValue> item = legacy("score#097#user-x");
        NonCanonicalKeyException e = assertThrows(NonCanonicalKeyException.class,
                () -> scores.scoresOf("g1").stream().toList());
        assertTrue(e.getMessage().contains("write the item under the key its components give"), e.getMessage());

        Map<String, AttributeValue> repaired = new HashMap<>(item);
        repaired.putAll(StoredKeys.canonicalKey(ScoreSchema.INSTANCE, item));
        client.putItem(request -> request.tableName("Scores").item(repaired));
        client.deleteItem(request -> request.tableName("Scores").key(keyOf(item).attributes()));

        Score score = new Score("g1", 97, "user-x", "legacy");
        assertEquals(List.of(score), scores.scoresOf("g1").stream().toList());
        assertEquals(score, scores.get("g1", 97, "user-x").orElseThrow());
        scores.update("g1", 97, "user-x").set(ScoreSchema.NOTE, "updated").execute();
        assertEquals(List.of(new Score("g1", 97, "user-x", "updated")), scores.scan().stream().toList(),
                "the update found the item: no second copy");
    }

    @Test
    void aStreamHandsTheItemOverAsUndecodable(TableStreams streams) {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        streams.follow(ScoresChange.DECODER, change -> seen.add(change.accept(new ScoresChange.Visitor<String>() {
            @Override
            public String onScore(dev.keyway.runtime.stream.Change<Score> score) {
                return "score " + score.latest().orElseThrow().score();
            }

            @Override
            public String onGame(dev.keyway.runtime.stream.Change<dev.keyway.it.canonical.Game> game) {
                return "game";
            }

            @Override
            public String onGuardItem(dev.keyway.runtime.stream.ChangeEvent event) {
                return "guard";
            }

            @Override
            public String onUnrecognized(dev.keyway.runtime.stream.ChangeEvent event) {
                return "unrecognized";
            }

            @Override
            public String onUndecodable(ScoresChange.Undecodable undecodable) {
                return "undecodable " + undecodable.event().keys().get("SK").s() + " "
                        + (undecodable.error() instanceof NonCanonicalKeyException);
            }
        })));
        legacy("score#097#user-x");
        scores.put(new Score("g1", 5, "user-z", "right"));
        streams.awaitCaughtUp();
        assertEquals(List.of("score 5", "undecodable score#097#user-x true"), seen.stream().sorted().toList());
    }
}
