package dev.keyway.it.designs.gaming;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.util.Optional;

/** A player's scores in one game; the leaderboard reads a game's players by top score. */
@Entity(table = "GameScores")
@PartitionKey("USER#<userId>")
@SortKey("GAME#<gameTitle>")
@Gsi(index = "GameTitleIndex", partitionKey = "GAME#<gameTitle>", sortKey = "<topScore>#<userId>")
@Gsi(index = "Awards", partitionKey = "AWARD#<award>", sortKey = "<gameTitle>#<userId>",
        projection = Projection.KEYS_ONLY)
@Lsi(index = "ByWins", sortKey = "WINS#<wins>#<gameTitle>")
@AccessPattern(name = "gamesOf")
@AccessPattern(name = "leaderboard", index = "GameTitleIndex", descending = true)
@AccessPattern(name = "awardWinners", index = "Awards")
@AccessPattern(name = "bestGamesOf", index = "ByWins", descending = true, consistentRead = true)
public record GameScore(String userId, String gameTitle, int topScore, Instant topScoreAt, int wins, int losses,
                        Optional<String> award) {}
