package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.adjacency.GroupsTable;
import dev.keyway.it.guide.patterns.adjacency.Membership;
import dev.keyway.it.guide.patterns.adjacency.MembershipRepository;
import dev.keyway.it.guide.patterns.adjacency.MembershipSchema;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The many-to-many adjacency list: one item per membership, read from the group and from the user. */
class AdjacencyListPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final LocalDate JAN = LocalDate.of(2024, 1, 1);

    private MembershipRepository memberships;

    @BeforeEach
    void seed(DynamoDbClient client) {
        GroupsTable.createIfMissing(client);
        memberships = new MembershipRepository(client);
        memberships.put(new Membership("hiking", "ann", "owner", JAN));
        memberships.put(new Membership("hiking", "bob", "member", JAN.plusDays(1)));
        memberships.put(new Membership("chess", "ann", "member", JAN.plusDays(2)));
        memberships.put(new Membership("chess", "cid", "owner", JAN.plusDays(3)));
    }

    @Test
    void theMembersOfAGroupFromTheTable() {
        List<String> members = memberships.membersOf("hiking").stream().map(Membership::userId).toList();

        assertEquals(List.of("ann", "bob"), members);
    }

    @Test
    void theGroupsOfAUserFromTheIndex() {
        List<String> groups = memberships.groupsOf("ann").stream().map(Membership::groupId).toList();

        assertEquals(List.of("chess", "hiking"), groups);
        assertEquals(List.of("hiking"), memberships.groupsOf("bob").stream().map(Membership::groupId).toList());
    }

    @Test
    void oneEdgeIsOneItemAndLeavingRemovesItFromBothSides() {
        assertEquals("owner", memberships.get("hiking", "ann").orElseThrow().role());
        assertEquals(List.of("ann"), memberships.membersOf("hiking").userId().beginsWith("a").stream()
                .map(Membership::userId).toList());

        memberships.update("chess", "ann").set(MembershipSchema.ROLE, "owner").execute();
        memberships.delete("hiking", "ann");

        assertEquals(List.of("chess"), memberships.groupsOf("ann").stream().map(Membership::groupId).toList());
        assertEquals("owner", memberships.groupsOf("ann").stream().findFirst().orElseThrow().role());
        assertTrue(memberships.membersOf("hiking").stream().noneMatch(m -> m.userId().equals("ann")));
    }
}
