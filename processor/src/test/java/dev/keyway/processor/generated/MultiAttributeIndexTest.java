package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.compileOnly;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.local.KeywayLocal;
import dev.keyway.processor.support.GeneratedClasses;
import java.lang.reflect.Method;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * {@code @MultiAttributeGsi} (Developer Guide, "Multi-attribute keys pattern"): the table definition
 * creates the index with its typed key attributes, the generated query takes the partition
 * components and offers the sort components left to right, comparing stored values (numbers as
 * numbers), and runs against Keyway Local; an item without a key component is not in the index,
 * and another entity's items in the same index are not read as this entity's.
 */
class MultiAttributeIndexTest {

    private static final JavaFileObject MATCH = source("t.multi.Match", """
            @Entity(table = "Esports")
            @PartitionKey("MATCH#<matchId>")
            @MultiAttributeGsi(index = "ByTournamentRegion", partitionKey = {"tournamentId", "region"},
                    sortKey = {"round", "bracket", "matchId"})
            @AccessPattern(name = "byTournamentRegion", index = "ByTournamentRegion")
            @AccessPattern(name = "latestFirst", index = "ByTournamentRegion", descending = true)
            public record Match(String matchId, String tournamentId, String region, int round, Optional<String> bracket) {}
            """);

    private static final JavaFileObject STREAM = source("t.multi.Broadcast", """
            @Entity(table = "Esports")
            @PartitionKey("BROADCAST#<id>")
            @MultiAttributeGsi(index = "ByTournamentRegion", partitionKey = {"tournamentId", "region"},
                    sortKey = {"round", "bracket", "matchId"})
            public record Broadcast(String id, String tournamentId, String region, int round, Optional<String> bracket,
                                    String matchId) {}
            """);

    private static final JavaFileObject CALLER = JavaFileObjects.forSourceString("t.multi.Caller", """
            package t.multi;

            import java.util.List;
            import java.util.Optional;
            import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

            public final class Caller {
                public static List<List<String>> run(DynamoDbClient client) {
                    EsportsTable.DEFINITION.createIfMissing(client, "Esports");
                    MatchRepository matches = new MatchRepository(client);
                    matches.put(new Match("m1", "W24", "NA", 1, Optional.of("UPPER")));
                    matches.put(new Match("m2", "W24", "NA", 2, Optional.of("LOWER")));
                    matches.put(new Match("m3", "W24", "NA", 2, Optional.of("UPPER")));
                    matches.put(new Match("m4", "W24", "NA", 10, Optional.of("UPPER")));
                    matches.put(new Match("m5", "W24", "EU", 2, Optional.of("UPPER")));
                    matches.put(new Match("m6", "W24", "NA", 3, Optional.empty()));
                    new BroadcastRepository(client).put(new Broadcast("b1", "W24", "NA", 2, Optional.of("UPPER"), "m3"));
                    return List.of(
                            ids(matches.byTournamentRegion("W24", "NA").stream().toList()),
                            ids(matches.byTournamentRegion("W24", "NA").round().ge(2).stream().toList()),
                            ids(matches.byTournamentRegion("W24", "NA").round().eq(2).bracket().eq("UPPER").stream().toList()),
                            ids(matches.byTournamentRegion("W24", "NA").round().eq(2).bracket().beginsWith("LOW").stream().toList()),
                            ids(matches.latestFirst("W24", "NA").limit(2).page().items()),
                            ids(matches.byTournamentRegion("W24", "NA").round().between(2, 3).limit(1).stream().toList()),
                            ids(matches.byTournamentRegion("W24", "NA").limit(3).page(
                                    matches.byTournamentRegion("W24", "NA").limit(3).page().cursor().orElseThrow()).items()),
                            refused(() -> matches.byTournamentRegion("W24", "NA").filter(MatchSchema.ROUND.gt(1))));
                }

                private static List<String> refused(Runnable call) {
                    try {
                        call.run();
                        return List.of();
                    } catch (IllegalArgumentException e) {
                        return List.of(e.getMessage());
                    }
                }

                private static List<String> ids(List<Match> found) {
                    return found.stream().map(Match::matchId).toList();
                }
            }
            """);

    private static KeywayLocal local;

    @BeforeAll
    static void start() {
        local = KeywayLocal.inMemory();
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void queriesCompareStoredValuesLeftToRight() throws Exception {
        Compilation compilation = compileOnly(MATCH, STREAM, CALLER);
        assertThat(compilation).succeededWithoutWarnings();
        GeneratedClasses classes = GeneratedClasses.load(compilation);
        String cloudFormation = String.join("", classes.generatedTexts(".cfn.json")).replaceAll("\\s+", "");
        assertTrue(cloudFormation.contains("{\"AttributeName\":\"round\",\"AttributeType\":\"N\"}"), cloudFormation);
        assertTrue(cloudFormation.contains("\"KeySchema\":[{\"AttributeName\":\"tournamentId\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"region\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"round\",\"KeyType\":\"RANGE\"},"
                + "{\"AttributeName\":\"bracket\",\"KeyType\":\"RANGE\"},{\"AttributeName\":\"matchId\",\"KeyType\":\"RANGE\"}]"),
                cloudFormation);
        String sheet = String.join("", classes.generatedTexts("EsportsTable.md"));
        assertTrue(sheet.contains("| `ByTournamentRegion` | global, multi-attribute key | `tournamentId` (S) + `region` (S) | "
                + "`round` (N) + `bracket` (S) + `matchId` (S) |"), sheet);
        assertTrue(sheet.contains("`byTournamentRegion(tournamentId, region)`"), sheet);
        Method run = classes.loadClass("t.multi.Caller").getMethod("run", DynamoDbClient.class);
        List<List<String>> results = (List<List<String>>) run.invoke(null, local.client());
        // Numbers sort as numbers (10 after 2), m6 lacks bracket (sparse), m5 is another region, b1 another entity.
        assertEquals(List.of("m1", "m2", "m3", "m4"), results.get(0));
        assertEquals(List.of("m2", "m3", "m4"), results.get(1));
        assertEquals(List.of("m3"), results.get(2));
        assertEquals(List.of("m2"), results.get(3));
        assertEquals(List.of("m4", "m3"), results.get(4));
        assertEquals(List.of("m2", "m3"), results.get(5), "pages of one item continue through the cursor");
        assertEquals(List.of("m4"), results.get(6), "a signed cursor continues the partition");
        assertTrue(results.get(7).get(0).contains("filters on 'round', a key attribute of index ByTournamentRegion"),
                () -> "a filter on a key attribute, which DynamoDB refuses, is refused before any request: " + results);

        GlobalSecondaryIndexDescription index = local.client().describeTable(DescribeTableRequest.builder()
                .tableName("Esports").build()).table().globalSecondaryIndexes().get(0);
        assertEquals(List.of("tournamentId", "region", "round", "bracket", "matchId"),
                index.keySchema().stream().map(KeySchemaElement::attributeName).toList());
        assertTrue(local.client().describeTable(DescribeTableRequest.builder().tableName("Esports").build()).table()
                .attributeDefinitions().stream().anyMatch(definition -> definition.attributeName().equals("round")
                        && definition.attributeTypeAsString().equals("N")));
    }
}
