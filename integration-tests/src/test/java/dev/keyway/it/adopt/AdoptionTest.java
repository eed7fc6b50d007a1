package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.adopt.Member;
import dev.keyway.it.adopt.MemberRepository;
import dev.keyway.it.adopt.MembersChange;
import dev.keyway.it.adopt.Org;
import dev.keyway.it.adopt.OrgRepository;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A table other code filled, adopted without rewriting its data: items that name their type in
 * their own attribute ({@code @Entity(typeAttribute = "entityType")}) are read as they are; items
 * with no type at all are adopted by a backfill that tells their entity by their keys.
 */
class AdoptionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private OrgRepository orgs;
    private MemberRepository members;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        orgs = new OrgRepository(client);
        members = new MemberRepository(client);
        orgs.createTable();
    }

    /** An item as the old code wrote it: attribute, value pairs; a value {@code null} leaves it out. */
    private void putTheOldWay(String... pairs) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i + 1] != null) {
                item.put(pairs[i], AttributeValue.fromS(pairs[i + 1]));
            }
        }
        client.putItem(request -> request.tableName("Members").item(item));
    }

    private void member(String type, String org, String sortKey, String memberId, String email, String joinedOn) {
        putTheOldWay("PK", "ORG#" + org, "SK", sortKey, "entityType", type, "orgId", org, "memberId", memberId,
                "email", email, "name", "Name of " + memberId, "joinedOn", joinedOn);
    }

    private Map<String, AttributeValue> raw(String partitionKey, String sortKey) {
        return client.getItem(request -> request.tableName("Members").consistentRead(true).key(Map.of(
                "PK", AttributeValue.fromS(partitionKey), "SK", AttributeValue.fromS(sortKey)))).item();
    }

    @Test
    void itemsThatNameTheirTypeInTheirOwnAttributeAreReadAsTheyAre() {
        putTheOldWay("PK", "ORG#acme", "SK", "PROFILE", "entityType", "org", "orgId", "acme", "name", "Acme");
        member("member", "acme", "MEMBER#m-1", "m-1", "ada@example.com", "2024-01-02");
        member("member", "acme", "MEMBER#m-2", "m-2", "grace@example.com", "2024-02-03");
        member("visitor", "acme", "MEMBER#m-3", "m-3", "alan@example.com", "2024-03-04"); // a type of no entity

        assertEquals(Optional.of(new Org("acme", "Acme")), orgs.get("acme"));
        assertEquals(List.of("m-1", "m-2"), members.membersOf("acme").stream().map(Member::memberId).toList());
        assertEquals(2, members.scan().count(), "the scan filters on entityType = \"member\"");
        assertEquals(Optional.empty(), members.get("acme", "m-3"));

        members.put(new Member("acme", "m-4", "edsger@example.com", "Edsger", LocalDate.of(2024, 4, 5)));
        Map<String, AttributeValue> written = raw("ORG#acme", "MEMBER#m-4");
        assertEquals("member", written.get("entityType").s(), "Keyway writes the type where the old code did");
        assertFalse(written.containsKey("_type"));
        assertEquals(List.of("m-4"), members.byEmail("edsger@example.com").stream().map(Member::memberId).toList());
        assertEquals("_Unique", raw("_unique#member#email#edsger@example.com", "_unique").get("entityType").s(),
                "the guard item of the e-mail names its type there too");
    }

    @Test
    void untypedItemsAreAdoptedByTheirKeysAndWhatCannotBeIsReported() {
        putTheOldWay("PK", "ORG#acme", "SK", "PROFILE", "orgId", "acme", "name", "Acme");
        putTheOldWay("PK", "ORG#initech", "SK", "PROFILE", "orgId", "initech", "name", "Initech");
        member(null, "acme", "MEMBER#m-1", "m-1", "ada@example.com", "2024-01-02");
        member(null, "acme", "MEMBER#m-2", "m-2", "grace@example.com", "2024-02-03");
        member(null, "initech", "MEMBER#m-5", "m-5", "ada@example.com", "2024-05-06");      // the e-mail of m-1
        member(null, "acme", "MEMBER#m-3", "m-9", "alan@example.com", "2024-03-04");        // key and attribute disagree
        member(null, "acme", "MEMBER#m-4", "m-4", "edsger@example.com", "in spring");       // does not decode
        putTheOldWay("PK", "ORG#acme", "SK", "NOTE#1", "text", "call back");                // no entity's keys
        assertEquals(List.of(), members.membersOf("acme").stream().toList(), "until adopted, reads leave them out");

        BackfillReport preview = members.backfill().adoptUntyped().dryRun().run();
        assertEquals(3, preview.adopted(), "m-1, m-2 and m-5: a value another item holds shows when it is claimed");
        assertEquals(2, preview.failed(), "m-3, whose key is not its components', and m-4, which does not decode");
        assertFalse(raw("ORG#acme", "MEMBER#m-1").containsKey("entityType"), "a dry run writes nothing");

        BackfillReport report = members.backfill().adoptUntyped().segments(2).run();

        assertTrue(report.adoptsUntyped());
        assertEquals(2, report.adopted(), report.toString());
        assertEquals(2, report.changed());
        assertEquals(3, report.failed());
        assertEquals(5, report.scanned(), "the items whose keys are a member's");
        assertEquals(2, report.otherEntities(), "the two organisations, left for their own adoption");
        assertEquals(1, report.unmatched());
        assertEquals(List.of("PK=ORG#acme, SK=NOTE#1"), report.unmatchedKeys());
        Map<String, BackfillReport.Failure> failures = report.failures().stream()
                .collect(Collectors.toMap(BackfillReport.Failure::key, failure -> failure));
        assertTrue(failures.keySet().containsAll(Set.of("PK=ORG#acme, SK=MEMBER#m-3", "PK=ORG#acme, SK=MEMBER#m-4")),
                failures.keySet().toString());
        assertInstanceOf(ItemDecodeException.class, failures.get("PK=ORG#acme, SK=MEMBER#m-3").cause());
        assertTrue(failures.get("PK=ORG#acme, SK=MEMBER#m-3").reason().contains("not the one its components give"));
        assertEquals("joinedOn", ((ItemDecodeException) failures.get("PK=ORG#acme, SK=MEMBER#m-4").cause()).attribute());
        // m-1 and m-5 hold one e-mail: whichever was adopted first holds it, the other is reported.
        List<BackfillReport.Failure> taken = report.failures().stream()
                .filter(failure -> failure.cause() instanceof UniqueConstraintException).toList();
        assertEquals(1, taken.size(), report.failures().toString());

        assertEquals(1, members.byEmail("ada@example.com").stream().count(), "one holder of the e-mail, in ByEmail");
        String adaFailed = taken.get(0).key();
        assertTrue(Set.of("PK=ORG#acme, SK=MEMBER#m-1", "PK=ORG#initech, SK=MEMBER#m-5").contains(adaFailed), adaFailed);
        assertEquals(adaFailed.endsWith("m-1") ? List.of("m-2") : List.of("m-1", "m-2"),
                members.membersOf("acme").stream().map(Member::memberId).toList());
        assertEquals("member", raw("ORG#acme", "MEMBER#m-2").get("entityType").s());
        assertEquals("EMAIL#grace@example.com", raw("ORG#acme", "MEMBER#m-2").get("ByEmailPK").s());
        assertFalse(raw("ORG#acme", "MEMBER#m-3").containsKey("entityType"), "left as it was");
        assertThrows(UniqueConstraintException.class, () -> members.create(
                new Member("acme", "m-6", "grace@example.com", "Grace again", LocalDate.of(2024, 6, 7))),
                "the adopted member's e-mail is claimed");

        BackfillReport orgReport = orgs.backfill().adoptUntyped().run();
        assertEquals(2, orgReport.adopted());
        assertEquals(3, orgReport.otherEntities(), "the members that could not be adopted");
        assertEquals(List.of("acme", "initech"), orgs.scan().stream().map(Org::orgId).sorted().toList());

        BackfillReport again = members.backfill().adoptUntyped().run();
        assertEquals(0, again.adopted());
        assertEquals(2, again.unchanged(), "the adopted members are typed now, and right");
        assertEquals(3, again.failed(), "the three still need a person");
    }

    /** A value whose guard names an item deleted without Keyway is claimed by the item adopted with it. */
    @Test
    void anAdoptedItemClaimsAValueWhoseOwnerIsGone() {
        members.create(new Member("acme", "m-1", "ada@example.com", "Ada", LocalDate.of(2024, 1, 2)));
        client.deleteItem(request -> request.tableName("Members").key(Map.of(
                "PK", AttributeValue.fromS("ORG#acme"), "SK", AttributeValue.fromS("MEMBER#m-1"))));
        member(null, "initech", "MEMBER#m-5", "m-5", "ada@example.com", "2024-05-06");

        BackfillReport report = members.backfill().adoptUntyped().run();

        assertEquals(1, report.adopted(), report.failures().toString());
        assertEquals("PK=ORG#initech, SK=MEMBER#m-5", raw("_unique#member#email#ada@example.com", "_unique")
                .get("owner").s());
    }
    @Test
    void anAdoptionNeverOverwritesAWriteThatCameBetweenItsReadAndItsWrite() {
        for (int i = 0; i < 6; i++) {
            putTheOldWay("PK", "ORG#o" + i, "SK", "PROFILE", "orgId", "o" + i, "name", "Org " + i);
        }
        // Before the adoption's write of each of four organisations, another writer changes it: the
        // new service through the repository (which gives it the type), or the old code (still untyped).
        Set<String> raced = ConcurrentHashMap.newKeySet();
        DynamoDbClient racing = beforeEachUpdate(client, update -> {
            String id = update.key().get("PK").s().substring("ORG#".length());
            int n = raced.size();
            if (n >= 4 || !raced.add(id)) {
                return;
            }
            if (n % 2 == 0) {
                orgs.put(new Org(id, "Renamed by the new service"));
            } else {
                putTheOldWay("PK", "ORG#" + id, "SK", "PROFILE", "orgId", id, "name", "Renamed by the old code");
            }
        });

        BackfillReport report = new OrgRepository(racing).backfill().adoptUntyped().run();

        assertEquals(6, report.scanned());
        assertEquals(2, report.conflicts(), "the new service's writes typed the items: the adoption's condition failed,"
                + " and they were planned again as typed");
        assertEquals(4, report.adopted(), "two not raced, two written again by the old code (which only sets the type)");
        assertEquals(2, report.unchanged(), "typed by the new service: right as they are");
        assertTrue(report.complete());
        Map<String, Long> renamed = orgs.scan().stream().map(Org::name).filter(name -> name.startsWith("Renamed"))
                .collect(Collectors.groupingBy(name -> name, Collectors.counting()));
        assertEquals(Map.of("Renamed by the new service", 2L, "Renamed by the old code", 2L), renamed,
                "no write in between was lost");
        assertEquals(6, orgs.scan().count());
    }

    @Test
    void anAdoptionResumesOnlyFromItsOwnCheckpoints() {
        for (int i = 0; i < 12; i++) {
            putTheOldWay("PK", "ORG#o" + i, "SK", "PROFILE", "orgId", "o" + i, "name", "Org " + i);
        }
        List<String> saved = new ArrayList<>();
        assertThrows(IllegalStateException.class, () -> orgs.backfill().adoptUntyped().pageSize(4).progress(progress -> {
            saved.add(progress.checkpoint().token());
            throw new IllegalStateException("the process died after its first page");
        }).run());
        BackfillCheckpoint checkpoint = BackfillCheckpoint.parse(saved.get(0));
        assertTrue(checkpoint.adoptsUntyped());
        assertThrows(InvalidCheckpointException.class, () -> orgs.backfill().resumeFrom(List.of(checkpoint)).run(),
                "a plain backfill would not adopt the rest");

        BackfillReport rest = orgs.backfill().adoptUntyped().pageSize(4).resumeFrom(List.of(checkpoint)).run();

        assertEquals(8, rest.adopted(), "the first page was adopted before the stop");
        assertEquals(12, orgs.scan().count());
        BackfillCheckpoint plain = orgs.backfill().run().checkpoints().get(0);
        assertFalse(plain.adoptsUntyped());
        assertThrows(InvalidCheckpointException.class,
                () -> orgs.backfill().adoptUntyped().resumeFrom(List.of(plain)).run());
    }

    /** A client that runs {@code before} ahead of each UpdateItem it passes on. */
    private static DynamoDbClient beforeEachUpdate(DynamoDbClient delegate, Consumer<UpdateItemRequest> before) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("updateItem") && args != null && args[0] instanceof UpdateItemRequest update) {
                        before.accept(update);
                    }
                    try {
                        return method.invoke(delegate, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** README: the adoption example, as written there. */
    @Test
    void theReadmeExample() {
        putTheOldWay("PK", "ORG#acme", "SK", "PROFILE", "orgId", "acme", "name", "Acme");
        member(null, "acme", "MEMBER#m-1", "m-1", "ada@example.com", "2024-01-02");
        putTheOldWay("PK", "ORG#acme", "SK", "NOTE#1", "text", "call back");

        BackfillReport preview = members.backfill().adoptUntyped().dryRun().run();   // counts, no writes
        BackfillReport report = members.backfill().adoptUntyped().segments(4).run();
        report.adopted();            // the items given the type attribute (counted in changed() too)
        report.otherEntities();      // untyped items whose keys are another entity's: run its adoption too
        report.unmatchedKeys();      // untyped items whose keys are no entity's: PK=ORG#acme, SK=NOTE#1

        assertEquals(1, preview.adopted());
        assertEquals(1, report.adopted());
        assertEquals(1, report.otherEntities());
        assertEquals(List.of("PK=ORG#acme, SK=NOTE#1"), report.unmatchedKeys());
        assertEquals(List.of("m-1"), members.membersOf("acme").stream().map(Member::memberId).toList());
    }

    @Test
    void theStreamTellsEntitiesByTheTablesTypeAttribute(TableStreams streams) {
        List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
        streams.follow(MembersChange.DECODER, change -> seen.add(change.accept(new MembersChange.Visitor<String>() {
            @Override
            public String onOrg(dev.keyway.runtime.stream.Change<Org> org) {
                return "org " + org.kind() + " " + org.latest().map(Org::name).orElseThrow();
            }

            @Override
            public String onMember(dev.keyway.runtime.stream.Change<Member> member) {
                return "member " + member.kind() + " " + member.latest().map(Member::memberId).orElseThrow();
            }

            @Override
            public String onGuardItem(dev.keyway.runtime.stream.ChangeEvent event) {
                return "guard " + event.kind();
            }

            @Override
            public String onUnrecognized(dev.keyway.runtime.stream.ChangeEvent event) {
                return "other " + event.kind() + " " + event.keys().get("SK").s();
            }

            @Override
            public String onUndecodable(MembersChange.Undecodable undecodable) {
                throw undecodable.error();
            }
        })));

        putTheOldWay("PK", "ORG#acme", "SK", "PROFILE", "entityType", "org", "orgId", "acme", "name", "Acme");
        member("visitor", "acme", "MEMBER#m-3", "m-3", "alan@example.com", "2024-03-04");
        member(null, "acme", "MEMBER#m-1", "m-1", "ada@example.com", "2024-01-02");
        members.backfill().adoptUntyped().run();           // the untyped member typed: a change of a member
        streams.awaitCaughtUp();

        assertEquals(List.of("org INSERT Acme", "other INSERT MEMBER#m-3", "other INSERT MEMBER#m-1"), seen.subList(0, 3));
        assertEquals(Set.of("member MODIFY m-1", "guard INSERT"), Set.copyOf(seen.subList(3, seen.size())),
                "the adoption's transaction: the member typed, and its e-mail's guard item");
    }
}
