package dev.keyway.it.multikeys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.schema.IndexUpdateReport;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * The README's "Multi-attribute index keys" on a live table: created from the design and checked clean;
 * added to a table that holds items by {@code updateIndexes}, which DynamoDB fills from the attributes the
 * items store (nothing to backfill, and a backfill of only that index is refused); and a live index with
 * other keys reported by the live-table check.
 */
class MultiAttributeIndexLiveTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static List<String> ids(List<Match> matches) {
        return matches.stream().map(Match::matchId).toList();
    }

    private static void write(MatchRepository matches) {
        matches.put(new Match("m1", "W24", "NA", 1, Optional.of("UPPER")));
        matches.put(new Match("m2", "W24", "NA", 2, Optional.of("LOWER")));
        matches.put(new Match("m4", "W24", "NA", 10, Optional.of("UPPER")));
        matches.put(new Match("m6", "W24", "NA", 3, Optional.empty()));
    }

    @Test
    void aTableCreatedFromTheDesignIsCleanAndQueried(DynamoDbClient client) {
        MatchRepository matches = new MatchRepository(client, "Esports-created");
        matches.createTable();
        write(matches);
        assertEquals(List.of("m1", "m2", "m4"), ids(matches.byTournamentRegion("W24", "NA").stream().toList()));
        assertEquals(List.of("m4", "m2"), ids(matches.latestRounds("W24", "NA").round().ge(2).stream().toList()));
        TableCheckReport report = TableCheck.of(EsportsTable.DEFINITION, EsportsTable.schemas()).run(client, "Esports-created");
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void anIndexAddedLaterHoldsTheItemsWrittenBefore(DynamoDbClient client) {
        CreateTableRequest full = EsportsTable.DEFINITION.createTableRequest("Esports-later");
        client.createTable(full.toBuilder().globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
                .attributeDefinitions(full.attributeDefinitions().stream()
                        .filter(definition -> definition.attributeName().equals("PK")).toList())
                .build());
        MatchRepository matches = new MatchRepository(client, "Esports-later");
        write(matches);
        IndexUpdateReport update = EsportsTable.DEFINITION.updateIndexes(client, "Esports-later");
        assertEquals(List.of("ByTournamentRegion"), update.created(), update::toText);
        assertEquals(List.of("ByTournamentRegion"), update.nothingToBackfill(), update::toText);
        assertTrue(update.toText().contains("nothing to backfill"), update::toText);
        assertEquals(List.of("m1", "m2", "m4"), ids(matches.byTournamentRegion("W24", "NA").stream().toList()));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> matches.backfill().indexes("ByTournamentRegion"));
        assertTrue(refused.getMessage().contains("nothing to backfill"), refused.getMessage());
        assertEquals(0, matches.backfill().run().changed());
    }

    @Test
    void aLiveIndexWithOtherKeysIsReported(DynamoDbClient client) {
        CreateTableRequest full = EsportsTable.DEFINITION.createTableRequest("Esports-other");
        GlobalSecondaryIndex designed = full.globalSecondaryIndexes().get(0);
        client.createTable(full.toBuilder().globalSecondaryIndexes(designed.toBuilder().keySchema(
                KeySchemaElement.builder().attributeName("tournamentId").keyType(KeyType.HASH).build(),
                KeySchemaElement.builder().attributeName("round").keyType(KeyType.RANGE).build()).build())
                .attributeDefinitions(full.attributeDefinitions().stream()
                        .filter(definition -> List.of("PK", "tournamentId", "round").contains(definition.attributeName()))
                        .toList())
                .build());
        TableCheckReport report = TableCheck.of(EsportsTable.DEFINITION, EsportsTable.schemas()).run(client, "Esports-other");
        assertTrue(report.toText().contains("tournamentId + region / round + bracket + matchId"), report::toText);
        assertTrue(report.toText().contains("tournamentId / round"), report::toText);
    }
}
