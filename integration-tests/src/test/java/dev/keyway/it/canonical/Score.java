package dev.keyway.it.canonical;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/**
 * A score on an adopted leaderboard table, keyed as the legacy code wrote it: {@code GAME#g1} /
 * {@code score#97#user-x}, the score an unpadded integer; by user in index ByUser.
 */
@Entity(table = "Scores", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("GAME#<game>")
@SortKey("score#<score>#<user>")
@Gsi(index = "ByUser", partitionKey = "USER#<user>", sortKey = "GAME#<game>")
@AccessPattern(name = "scoresOf")
@AccessPattern(name = "byUser", index = "ByUser")
public record Score(@KeyFormat(raw = true) String game, @KeyFormat(raw = true) int score,
                   @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String user, String note)
        implements GameItem {
}
