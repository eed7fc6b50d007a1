package dev.keyway.it.multikeys.season;

import dev.keyway.annotations.ItemCollection;

/** A team's season: its fixtures and standings, by round, in one query of index {@code ByTeamSeason}. */
@ItemCollection(index = "ByTeamSeason")
public sealed interface TeamSeason permits Fixture, Standing {
}
