package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.gaming.GameScore;
import dev.keyway.it.designs.gaming.GameScoreRepository;
import dev.keyway.it.designs.gaming.GameScoreSchema;
import dev.keyway.it.designs.gaming.GameScoresTable;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.Page;
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
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The GameScores leaderboard from the README only. The leaderboard is a global index
 * ordered by top score, awards a sparse KEYS_ONLY index, and a player's best games a local index.
 */
class GamingLeaderboardDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private GameScoreRepository scores;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        scores = new GameScoreRepository(client);
        scores.createTable();
        scores.put(new GameScore("u1", "Meteor Blasters", 5842, T0, 21, 72, Optional.empty()));
        scores.put(new GameScore("u2", "Meteor Blasters", 9999, T0, 99, 1, Optional.of("Champion")));
        scores.put(new GameScore("u3", "Meteor Blasters", -5, T0, 0, 12, Optional.empty()));
        scores.put(new GameScore("u4", "Meteor Blasters", 1000, T0, 8, 8, Optional.empty()));
        scores.put(new GameScore("u1", "Galaxy Invaders", 9000, T0, 35, 2, Optional.of("Champion")));
        scores.put(new GameScore("u1", "Attack Ships", 300, T0, 3, 40, Optional.empty()));
    }

    @Test
    void theTableHasItsIndexes() {
        TableDescription table = client.describeTable(r -> r.tableName(GameScoresTable.NAME)).table();
        assertEquals(2, table.globalSecondaryIndexes().size());
        assertEquals("ByWins", table.localSecondaryIndexes().get(0).indexName());
        var awards = table.globalSecondaryIndexes().stream().filter(i -> i.indexName().equals("Awards")).findFirst()
                .orElseThrow();
        assertEquals(List.of("_type"), awards.projection().nonKeyAttributes());
    }

    @Test
    void leaderboardTopScoresFirstInPages() {
        assertEquals(List.of("u2", "u1", "u4", "u3"), users(scores.leaderboard("Meteor Blasters").stream().toList()));
        Page<GameScore> top2 = scores.leaderboard("Meteor Blasters").limit(2).page();
        assertEquals(List.of("u2", "u1"), users(top2.items()));
        Page<GameScore> next = scores.leaderboard("Meteor Blasters").limit(2).page(top2.cursor().orElseThrow());
        assertEquals(List.of("u4", "u3"), users(next.items()));
        assertTrue(next.cursor().isEmpty());
        assertEquals(List.of("u2", "u1"), users(scores.leaderboard("Meteor Blasters").topScore().gt(1000).stream().toList()));
        assertEquals(List.of("u4", "u3"), users(scores.leaderboard("Meteor Blasters").topScore().between(-10, 1000).stream().toList()));
        assertEquals(List.of("u3"), users(scores.leaderboard("Meteor Blasters").topScore().lt(0).stream().toList()));
        assertEquals(List.of("u4"), users(scores.leaderboard("Meteor Blasters").topScore().eq(1000).stream().toList()));
        assertEquals(List.of("Attack Ships", "Galaxy Invaders", "Meteor Blasters"), games(scores.gamesOf("u1").stream().toList()));
        assertEquals(List.of("Galaxy Invaders"), games(scores.gamesOf("u1").gameTitle().beginsWith("G").stream().toList()));
    }

    @Test
    void aNewTopScoreMovesThePlayer() {
        GameScore better = scores.update("u3", "Meteor Blasters").set(GameScoreSchema.TOP_SCORE, 12000)
                .set(GameScoreSchema.TOP_SCORE_AT, T0.plusSeconds(60)).when(GameScoreSchema.TOP_SCORE.lt(12000)).execute();
        assertEquals(12000, better.topScore());
        assertEquals(List.of("u3", "u2", "u1", "u4"), users(scores.leaderboard("Meteor Blasters").stream().toList()));
        assertTrue(scores.update("u3", "Meteor Blasters").set(GameScoreSchema.TOP_SCORE, 11000)
                .when(GameScoreSchema.TOP_SCORE.lt(11000)).tryExecute().isEmpty());
    }

    @Test
    void theAwardsIndexIsSparse() {
        assertEquals(List.of("Galaxy Invaders", "Meteor Blasters"), games(scores.awardWinners("Champion").stream().toList()));
        assertEquals(2, scores.scanAwards().count());
        GameScore whole = scores.awardWinners("Champion").stream().findFirst().orElseThrow();
        assertEquals(35, whole.wins());                                     // fetched whole from the table
        scores.update("u4", "Meteor Blasters").set(GameScoreSchema.AWARD, "Champion").execute();
        assertEquals(3, scores.awardWinners("Champion").stream().count());
        scores.update("u2", "Meteor Blasters").remove(GameScoreSchema.AWARD).execute();
        assertEquals(List.of("u1", "u4"), users(scores.awardWinners("Champion").stream().toList()));
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(GameScoresTable.NAME).key(
                Map.of("PK", AttributeValue.fromS("USER#u2"), "SK", AttributeValue.fromS("GAME#Meteor Blasters")))).item();
        assertTrue(item.keySet().stream().noneMatch(name -> name.startsWith("Awards")), item::toString);
        // a global KEYS_ONLY index holds no 'wins': a filter on it is refused when set
        assertThrows(IllegalArgumentException.class, () -> scores.awardWinners("Champion").filter(GameScoreSchema.WINS.gt(3)));
        assertThrows(UnsupportedOperationException.class, () -> scores.leaderboard("Meteor Blasters").consistentRead());
    }

    @Test
    void aPlayersBestGamesThroughTheLocalIndex() {
        assertEquals(List.of("Galaxy Invaders", "Meteor Blasters", "Attack Ships"), games(scores.bestGamesOf("u1").stream().toList()));
        assertEquals(List.of("Galaxy Invaders"), games(scores.bestGamesOf("u1").wins().gt(21).stream().toList()));
        GameScore won = scores.update("u1", "Attack Ships").set(GameScoreSchema.WINS, 50).execute();
        assertEquals(50, won.wins());
        assertEquals("Attack Ships", scores.bestGamesOf("u1").limit(1).page().items().get(0).gameTitle());
    }

    @Test
    void aCounterOnAnIndexKeyComponentIsRefused() {
        // wins is in the local index's sort key: a counter's new value is unknown before the request,
        // so the index key cannot be rewritten with it; the update is refused rather than left stale
        scores.update("u1", "Attack Ships").increment(GameScoreSchema.LOSSES, 1).execute();
        IncompleteKeyUpdateException refused = assertThrows(IncompleteKeyUpdateException.class,
                () -> scores.update("u1", "Attack Ships").increment(GameScoreSchema.WINS, 100).execute());
        assertEquals(List.of("wins"), refused.missing(), refused::getMessage);
        assertTrue(refused.getMessage().contains("it changes wins by a counter"), refused::getMessage);
        assertEquals(41, scores.get("u1", "Attack Ships").orElseThrow().losses());
        assertEquals(3, scores.get("u1", "Attack Ships").orElseThrow().wins());
        scores.delete("u1", "Attack Ships");
        assertTrue(scores.get("u1", "Attack Ships").isEmpty());
        assertEquals(2, scores.bestGamesOf("u1").stream().count());
    }

    private static List<String> users(List<GameScore> list) {
        return list.stream().map(GameScore::userId).toList();
    }

    private static List<String> games(List<GameScore> list) {
        return list.stream().map(GameScore::gameTitle).toList();
    }
}
