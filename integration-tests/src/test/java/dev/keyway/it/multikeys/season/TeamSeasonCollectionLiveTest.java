package dev.keyway.it.multikeys.season;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * README, "Multi-attribute index keys" and "Item collections": an {@code @ItemCollection} read from a
 * {@code @MultiAttributeGsi}. Fixtures and standings of one team and season are read in one query by
 * equality on {@code team} and {@code season}, in round order, each decoded into its own record; a note in
 * the same index partition is skipped, as are other teams' and seasons' items.
 */
class TeamSeasonCollectionLiveTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static TeamSeasonCollection written(DynamoDbClient client, String table) {
        FixtureRepository fixtures = new FixtureRepository(client, table);
        fixtures.createTable();
        fixtures.put(new Fixture("f1", "Lions", 2026, 1, "Bears"));
        fixtures.put(new Fixture("f2", "Lions", 2026, 2, "Wolves"));
        fixtures.put(new Fixture("f10", "Lions", 2026, 10, "Hawks"));
        fixtures.put(new Fixture("f3", "Lions", 2025, 1, "Bears"));
        fixtures.put(new Fixture("f4", "Bears", 2026, 1, "Lions"));
        StandingRepository standings = new StandingRepository(client, table);
        standings.put(new Standing("Lions", 2026, 1, 3));
        standings.put(new Standing("Lions", 2026, 2, 4));
        new NoteRepository(client, table).put(new Note("n1", "Lions", 2026, 2, "rain expected"));
        return new TeamSeasonCollection(client, table);
    }

    private static String describe(TeamSeason item) {
        if (item instanceof Fixture fixture) {
            return "fixture " + fixture.round() + " " + fixture.opponent();
        }
        Standing standing = (Standing) item;
        return "standing " + standing.round() + " " + standing.points();
    }

    @Test
    void aTeamsSeasonIsReadInOneQueryInRoundOrderWithoutTheNote(DynamoDbClient client) {
        TeamSeasonCollection season = written(client, "League-all");
        List<String> read = season.query("Lions", 2026).stream().map(TeamSeasonCollectionLiveTest::describe).toList();
        // Round 10 after round 2: the sort attribute is a number. The note of round 2 is in the partition, not read.
        assertEquals(List.of("fixture 1 Bears", "standing 1 3", "fixture 2 Wolves", "standing 2 4", "fixture 10 Hawks"),
                sorted(read));
        assertEquals(List.of(1, 1, 2, 2, 10), season.query("Lions", 2026).stream().map(TeamSeasonCollectionLiveTest::round)
                .toList());
    }

    @Test
    void theSortAttributeNarrowsTheCollection(DynamoDbClient client) {
        TeamSeasonCollection season = written(client, "League-narrowed");
        assertEquals(List.of(2, 2, 10), season.query("Lions", 2026).round().ge(2).stream()
                .map(TeamSeasonCollectionLiveTest::round).toList());
        assertEquals(List.of(10, 2, 2), season.query("Lions", 2026).descending().round().gt(1).stream()
                .map(TeamSeasonCollectionLiveTest::round).toList());
        assertEquals(List.of("fixture 1 Bears"), season.query("Lions", 2025).stream()
                .map(TeamSeasonCollectionLiveTest::describe).toList());
    }

    @Test
    void pagesFollowEachOther(DynamoDbClient client) {
        TeamSeasonCollection season = written(client, "League-pages");
        List<Integer> rounds = new java.util.ArrayList<>();
        Page<TeamSeason> page = season.query("Lions", 2026).limit(2).page();
        int pages = 1;
        rounds.addAll(page.items().stream().map(TeamSeasonCollectionLiveTest::round).toList());
        while (page.cursor().isPresent()) {
            page = season.query("Lions", 2026).limit(2).page(page.cursor().get());
            rounds.addAll(page.items().stream().map(TeamSeasonCollectionLiveTest::round).toList());
            pages++;
        }
        assertEquals(List.of(1, 1, 2, 2, 10), rounds);
        assertEquals(true, pages > 2, "pages: " + pages);
    }

    /** {@code scanByTeamSeason()}: the fixtures in the index, not the standings and notes that are in it too. */
    @Test
    void theIndexScanReadsTheEntitysItemsOnly(DynamoDbClient client) {
        written(client, "League-scan");
        FixtureRepository fixtures = new FixtureRepository(client, "League-scan");
        assertEquals(List.of("f1", "f10", "f2", "f3", "f4"),
                fixtures.scanByTeamSeason().stream().map(Fixture::fixtureId).sorted().toList());
        java.util.Set<String> segmented = java.util.concurrent.ConcurrentHashMap.newKeySet();
        fixtures.scanByTeamSeason().segments(3).pageSize(1).forEach(fixture -> segmented.add(fixture.fixtureId()));
        assertEquals(List.of("f1", "f10", "f2", "f3", "f4"), segmented.stream().sorted().toList());
        assertEquals(List.of("Lions 2026 1 3", "Lions 2026 2 4"), new StandingRepository(client, "League-scan")
                .scanByTeamSeason().stream().map(standing -> standing.team() + " " + standing.season() + " "
                        + standing.round() + " " + standing.points()).sorted().toList());
    }

    private static int round(TeamSeason item) {
        return item instanceof Fixture fixture ? fixture.round() : ((Standing) item).round();
    }

    /** Items of one round come in the index's order of their table keys, which the test does not fix. */
    private static List<String> sorted(List<String> read) {
        return read.stream().sorted(java.util.Comparator.comparingInt(
                (String line) -> Integer.parseInt(line.split(" ")[1])).thenComparing(line -> line)).toList();
    }
}
