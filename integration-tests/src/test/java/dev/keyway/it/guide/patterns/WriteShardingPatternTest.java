package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.sharding.Vote;
import dev.keyway.it.guide.patterns.sharding.VoteKeys;
import dev.keyway.it.guide.patterns.sharding.VoteRepository;
import dev.keyway.it.guide.patterns.sharding.VotesTable;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Write sharding: one candidate's votes over 4 partitions, the day's votes over 8, read back merged. */
class WriteShardingPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final LocalDate DAY = LocalDate.of(2024, 11, 5);
    private static final Instant OPEN = Instant.parse("2024-11-05T07:00:00Z");

    private DynamoDbClient client;
    private VoteRepository votes;
    private final List<Vote> cast = new ArrayList<>();

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        VotesTable.createIfMissing(client);
        votes = new VoteRepository(client);
        for (int i = 0; i < 60; i++) {
            Vote vote = new Vote(i % 3 == 0 ? "bob" : "ann", String.format("v%03d", i), DAY, OPEN.plusSeconds(59L * i));
            votes.put(vote);
            cast.add(vote);
        }
    }

    @Test
    void theCandidatesPartitionIsSpreadOverFourByTheVoter() {
        Set<String> partitions = client.scan(r -> r.tableName(VotesTable.NAME)).items().stream()
                .filter(item -> item.get("PK").s().startsWith("CANDIDATE#ann#"))
                .map(item -> item.get("PK").s()).collect(Collectors.toSet());

        assertEquals(Set.of("CANDIDATE#ann#0", "CANDIDATE#ann#1", "CANDIDATE#ann#2", "CANDIDATE#ann#3"), partitions);
        assertEquals(VoteKeys.partitionKeyShard("v001"), Integer.parseInt(
                client.getItem(r -> r.tableName(VotesTable.NAME).key(VoteKeys.primaryKey("ann", "v001").attributes()))
                        .item().get("PK").s().substring("CANDIDATE#ann#".length())));
    }

    @Test
    void getFindsTheShardByTheVoter() {
        assertEquals(cast.get(1), votes.get("ann", "v001").orElseThrow());
        votes.delete("ann", "v001");
        assertTrue(votes.get("ann", "v001").isEmpty());
    }

    @Test
    void theCandidatesVotesComeFromEveryShardMergedInSortKeyOrder() {
        List<String> voters = votes.votesFor("ann").stream().map(Vote::voterId).toList();

        assertEquals(40, voters.size());
        assertEquals(voters.stream().sorted().toList(), voters);
        Page<Vote> first = votes.votesFor("ann").limit(15).page();
        Page<Vote> second = votes.votesFor("ann").limit(15).page(first.cursor().orElseThrow());
        assertEquals(voters.subList(0, 15), first.items().stream().map(Vote::voterId).toList());
        assertEquals(voters.subList(15, 30), second.items().stream().map(Vote::voterId).toList());
    }

    @Test
    void theDaysVotesFromEightRandomShardsInTimeOrder() {
        List<Vote> latest = votes.castOn(DAY).descending().limit(10).page().items();
        List<Vote> expected = cast.stream().sorted(Comparator.comparing(Vote::castAt).reversed()).limit(10).toList();

        assertEquals(expected, latest);
        assertEquals(60, votes.castOn(DAY).stream().count());
        Set<String> indexPartitions = client.scan(r -> r.tableName(VotesTable.NAME)).items().stream()
                .map(item -> item.get("ByDayPK")).map(AttributeValue::s).collect(Collectors.toSet());
        assertTrue(indexPartitions.size() > 1 && indexPartitions.stream().allMatch(pk -> pk.matches("DAY#2024-11-05#[0-7]")),
                indexPartitions::toString);
    }
}
