package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.multikeys.season.Fixture;
import dev.keyway.it.multikeys.season.FixtureAsyncRepository;
import dev.keyway.it.multikeys.season.FixtureRepository;
import dev.keyway.it.multikeys.season.Note;
import dev.keyway.it.multikeys.season.NoteRepository;
import dev.keyway.it.multikeys.season.Standing;
import dev.keyway.it.multikeys.season.StandingRepository;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code scanByTeamSeason()} of a {@code @MultiAttributeGsi} through the asynchronous repository: the
 * entity's items in the index, published page by page, without the other entities' items that store
 * the same key attributes (and so are in the index too).
 */
class AsyncMultiAttributeScanTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void client() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @Test
    void theScanPublishesTheEntitysItemsOfTheIndexOnly(DynamoDbClient client) throws Exception {
        FixtureRepository sync = new FixtureRepository(client, "League-async-scan");
        sync.createTable();
        sync.put(new Fixture("f1", "Lions", 2026, 1, "Bears"));
        sync.put(new Fixture("f2", "Lions", 2026, 2, "Wolves"));
        sync.put(new Fixture("f3", "Bears", 2025, 1, "Lions"));
        new StandingRepository(client, "League-async-scan").put(new Standing("Lions", 2026, 1, 3));
        new NoteRepository(client, "League-async-scan").put(new Note("n1", "Lions", 2026, 2, "rain expected"));
        FixtureAsyncRepository fixtures = new FixtureAsyncRepository(async, "League-async-scan");

        List<Fixture> scanned = Subscribers.collect(fixtures.scanByTeamSeason().pageSize(1).items(), 1)
                .get(10, TimeUnit.SECONDS);
        assertEquals(List.of("f1", "f2", "f3"), scanned.stream().map(Fixture::fixtureId).sorted().toList());
    }
}
