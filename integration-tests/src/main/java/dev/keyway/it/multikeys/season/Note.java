package dev.keyway.it.multikeys.season;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;

/**
 * A coach's note on a round: it stores the index's key attributes, so DynamoDB puts it in the
 * partitions of {@code ByTeamSeason}, but it is not in the collection.
 */
@Entity(table = "League")
@PartitionKey("NOTE#<noteId>")
public record Note(String noteId, String team, int season, int round, String text) {}
