package dev.keyway.it.multikeys.season;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.MultiAttributeGsi;
import dev.keyway.annotations.PartitionKey;

/** A match a team plays in a round. */
@Entity(table = "League")
@PartitionKey("FIXTURE#<fixtureId>")
@MultiAttributeGsi(index = "ByTeamSeason", partitionKey = {"team", "season"}, sortKey = {"round"})
@AccessPattern(name = "fixturesOf", index = "ByTeamSeason")
public record Fixture(String fixtureId, String team, int season, int round, String opponent) implements TeamSeason {}
