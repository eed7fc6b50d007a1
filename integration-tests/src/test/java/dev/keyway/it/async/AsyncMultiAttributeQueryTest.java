package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.multikeys.Match;
import dev.keyway.it.multikeys.MatchAsyncRepository;
import dev.keyway.it.multikeys.MatchRepository;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Access patterns on a {@code @MultiAttributeGsi} through the asynchronous repository: the same
 * Query as the synchronous one, with its sort attributes narrowed left to right by the synchronous
 * query class's conditions, and the same pages and cursors.
 */
class AsyncMultiAttributeQueryTest {

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

    private static List<String> ids(Page<Match> page) {
        return page.items().stream().map(Match::matchId).toList();
    }

    @Test
    void partitionAndNarrowedQueriesAnswerAsTheSynchronousOnes(DynamoDbClient client) throws Exception {
        MatchRepository sync = new MatchRepository(client, "Esports-async");
        sync.createTable();
        sync.put(new Match("m1", "W24", "NA", 1, Optional.of("UPPER")));
        sync.put(new Match("m2", "W24", "NA", 2, Optional.of("LOWER")));
        sync.put(new Match("m4", "W24", "NA", 10, Optional.of("UPPER")));
        sync.put(new Match("m5", "W24", "EU", 2, Optional.of("UPPER")));
        MatchAsyncRepository matches = new MatchAsyncRepository(async, "Esports-async");

        Page<Match> all = matches.byTournamentRegion("W24", "NA").page().get(10, TimeUnit.SECONDS);
        assertEquals(List.of("m1", "m2", "m4"), ids(all));
        Page<Match> later = matches.latestRounds("W24", "NA", q -> q.round().ge(2)).page().get(10, TimeUnit.SECONDS);
        assertEquals(List.of("m4", "m2"), ids(later));

        Page<Match> first = matches.byTournamentRegion("W24", "NA").limit(2).page().get(10, TimeUnit.SECONDS);
        assertEquals(List.of("m1", "m2"), ids(first));
        Page<Match> rest = matches.byTournamentRegion("W24", "NA").limit(2).page(first.cursor())
                .get(10, TimeUnit.SECONDS);
        assertEquals(List.of("m4"), ids(rest));
    }
}
