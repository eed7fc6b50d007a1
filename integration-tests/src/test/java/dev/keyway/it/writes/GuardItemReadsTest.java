package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guards.KindItem;
import dev.keyway.it.guards.KindItemCollection;
import dev.keyway.it.guards.Member;
import dev.keyway.it.guards.MemberRepository;
import dev.keyway.it.guards.Team;
import dev.keyway.it.guards.TeamRepository;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The guard items of {@code @Unique} values share the table, and here an index too (the table's
 * keys swapped, which guard items have): scans, queries and item collections never return them,
 * even when a query reads the very partition they fill.
 */
class GuardItemReadsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private MemberRepository members;
    private TeamRepository teams;

    @BeforeEach
    void fill(DynamoDbClient client) {
        this.client = client;
        members = new MemberRepository(client);
        teams = new TeamRepository(client);
        members.createTable();
        members.create(new Member("m1", "PROFILE", "ada@example.com"));
        members.create(new Member("m2", "PROFILE", "bob@example.com"));
        teams.create(new Team("t1", "PROFILE", "Engines"));
    }

    @Test
    void theGuardItemsAreInTheTableAndInTheIndex() {
        List<Map<String, AttributeValue>> guards = client.query(query -> query.tableName("Guarded").indexName("ByKind")
                .keyConditionExpression("SK = :kind").expressionAttributeValues(Map.of(":kind", AttributeValue.fromS("_unique"))))
                .items();
        assertEquals(Set.of("_unique#Member#email#ada@example.com", "_unique#Member#email#bob@example.com",
                "_unique#Team#name#Engines"), guards.stream().map(item -> item.get("PK").s()).collect(Collectors.toSet()));
        assertEquals(6, client.scan(scan -> scan.tableName("Guarded")).count());
    }

    @Test
    void scansReturnOnlyTheirEntity() {
        assertEquals(Set.of("m1", "m2"), members.scan().stream().map(Member::id).collect(Collectors.toSet()));
        assertEquals(2, members.scan().count());
        Set<String> parallel = java.util.concurrent.ConcurrentHashMap.newKeySet();
        members.scan().segments(3).forEach(member -> parallel.add(member.id()));
        assertEquals(Set.of("m1", "m2"), parallel);
        assertEquals(List.of("t1"), teams.scan().stream().map(Team::id).toList());
        assertEquals(1, teams.scan().count());
    }

    @Test
    void queriesOfTheGuardsPartitionReturnNothing() {
        Page<Member> typeFiltered = members.byKind("_unique").page();
        assertEquals(List.of(), typeFiltered.items());
        assertTrue(typeFiltered.cursor().isEmpty());
        assertEquals(List.of(), teams.teamsByKind("_unique").stream().toList()); // begins_with(PK, "TEAM#")
        assertEquals(List.of(), new KindItemCollection(client).query("_unique").stream().toList());
    }

    @Test
    void queriesOfAnEntitysPartitionReturnItsItems() {
        assertEquals(Set.of("m1", "m2"), members.byKind("PROFILE").stream().map(Member::id).collect(Collectors.toSet()));
        assertEquals(List.of("t1"), teams.teamsByKind("PROFILE").stream().map(Team::id).toList());
        List<KindItem> all = new KindItemCollection(client).query("PROFILE").stream().toList();
        assertEquals(3, all.size());
        assertEquals(2, all.stream().filter(Member.class::isInstance).count());
    }
}
