package dev.keyway.it.multikeys.season;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.MultiAttributeGsi;
import dev.keyway.annotations.PartitionKey;

/** A team's points after a round. */
@Entity(table = "League")
@PartitionKey("STANDING#<team>#<season>#<round>")
@MultiAttributeGsi(index = "ByTeamSeason", partitionKey = {"team", "season"}, sortKey = {"round"})
public record Standing(String team, int season, Integer round, long points) implements TeamSeason {}
