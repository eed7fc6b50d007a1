package dev.keyway.it.multikeys;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.MultiAttributeGsi;
import dev.keyway.annotations.PartitionKey;
import java.util.Optional;

/** The README's example of multi-attribute index keys. */
@Entity(table = "Esports")
@PartitionKey("MATCH#<matchId>")
@MultiAttributeGsi(index = "ByTournamentRegion", partitionKey = {"tournamentId", "region"},
        sortKey = {"round", "bracket", "matchId"})
@AccessPattern(name = "byTournamentRegion", index = "ByTournamentRegion")
@AccessPattern(name = "latestRounds", index = "ByTournamentRegion", descending = true)
public record Match(String matchId, String tournamentId, String region, int round, Optional<String> bracket) {}
