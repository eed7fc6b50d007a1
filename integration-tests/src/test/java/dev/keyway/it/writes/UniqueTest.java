package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** @Unique values are claimed, moved and released with the entity's item, transactionally. */
class UniqueTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private DynamoDbClient client;
    private MemberRepository members;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        members = new MemberRepository(client);
        members.createTable();
    }

    private static Member member(String id, String email, String handle) {
        return new Member(id, email, Optional.ofNullable(handle), "Member " + id, 0);
    }

    @Test
    void aTakenEmailCannotBeCreatedAgain() {
        members.create(member("m1", "ada@example.com", "ada"));
        UniqueConstraintException error = assertThrows(UniqueConstraintException.class,
                () -> members.create(member("m2", "ada@example.com", "other")));
        assertEquals("Member", error.entityType());
        assertEquals("email", error.component());
        assertEquals("ada@example.com", error.value());
        assertEquals(Optional.empty(), members.get("m2"), "nothing of the failed create was written");
        members.create(member("m2", "bob@example.com", "other")); // "other" was not claimed by the failed create
    }

    /** The exception carries the value as the caller gave it (what a sign-up form shows), not its key encoding. */
    @Test
    void aTakenValueIsReportedAsGivenNotAsEncoded() {
        members.create(member("m1", "ada@example.com", "Ada Lovelace #1"));
        UniqueConstraintException create = assertThrows(UniqueConstraintException.class,
                () -> members.create(member("m2", "bob@example.com", "Ada Lovelace #1")));
        assertEquals("handle", create.component());
        assertEquals("Ada Lovelace #1", create.value(), "keys encode it as Ada$20Lovelace$20$231");
        assertTrue(create.getMessage().contains("'Ada Lovelace #1'"), create.getMessage());

        Member bob = members.create(member("m2", "bob@example.com", "bob"));
        assertEquals("Ada Lovelace #1", assertThrows(UniqueConstraintException.class,
                () -> members.put(new Member("m2", "bob@example.com", Optional.of("Ada Lovelace #1"), "Bob", bob.version())))
                .value());
        assertEquals("Ada Lovelace #1", assertThrows(UniqueConstraintException.class,
                () -> members.update("m2").set(MemberSchema.HANDLE, "Ada Lovelace #1").execute()).value());
    }

    @Test
    void guardItemsNameTheirOwner() {
        members.create(member("m1", "ada@example.com", null));
        Map<String, AttributeValue> guard = client.getItem(request -> request.tableName("Club").key(Map.of(
                "PK", AttributeValue.fromS("_unique#Member#email#ada@example.com"),
                "SK", AttributeValue.fromS("_unique")))).item();
        assertEquals("PK=MEMBER#m1, SK=MEMBER", guard.get("owner").s());
        assertEquals(2, scanCount(), "the member and one guard: an empty handle claims nothing");
    }

    @Test
    void putMovesAValueAndReleasesTheOldOne() {
        Member ada = members.create(member("m1", "ada@example.com", "ada"));
        members.put(new Member("m1", "ada@lovelace.org", Optional.of("ada"), "Ada", ada.version()));
        members.create(member("m2", "ada@example.com", "bob")); // the old e-mail is free again
        assertThrows(UniqueConstraintException.class, () -> members.create(member("m3", "ada@lovelace.org", "x")));
        assertEquals(6, scanCount(), "two members, each with an e-mail and a handle guard");
    }

    @Test
    void putToATakenValueFailsAndChangesNothing() {
        members.create(member("m1", "ada@example.com", "ada"));
        Member bob = members.create(member("m2", "bob@example.com", "bob"));
        assertThrows(UniqueConstraintException.class,
                () -> members.put(new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", bob.version())));
        assertEquals("bob@example.com", members.get("m2").orElseThrow().email());
    }

    @Test
    void updateMovesAndRemovesValues() {
        members.create(member("m1", "ada@example.com", "ada"));
        Member updated = members.update("m1").set(MemberSchema.EMAIL, "ada@lovelace.org").remove(MemberSchema.HANDLE).execute();
        assertEquals("ada@lovelace.org", updated.email());
        assertEquals(Optional.empty(), updated.handle());
        members.create(member("m2", "ada@example.com", "ada")); // both old values were released
        assertThrows(UniqueConstraintException.class,
                () -> members.update("m2").set(MemberSchema.EMAIL, "ada@lovelace.org").execute());
        assertEquals("ada@example.com", members.get("m2").orElseThrow().email());
    }

    @Test
    void anUpdateThatLeavesUniqueValuesAloneNeedsNoGuards() {
        members.create(member("m1", "ada@example.com", "ada"));
        assertEquals("Ada L.", members.update("m1").set(MemberSchema.NAME, "Ada L.").execute().name());
        assertEquals(3, scanCount());
    }

    @Test
    void deleteReleasesEveryValue() {
        Member ada = members.create(member("m1", "ada@example.com", "ada"));
        members.delete(ada);
        assertEquals(0, scanCount(), "the member and both guards are gone");
        members.create(member("m2", "ada@example.com", "ada"));
    }

    @Test
    void concurrentClaimsOfOneValueLetExactlyOneWin() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Boolean>> attempts = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                String id = "m" + i;
                attempts.add(pool.submit(() -> {
                    try {
                        members.create(member(id, "same@example.com", id));
                        return true;
                    } catch (UniqueConstraintException taken) {
                        return false;
                    } catch (dev.keyway.runtime.exception.ConditionFailedException conflict) {
                        return false; // a concurrent transaction on the same guard: also lost
                    }
                }));
            }
            int won = 0;
            for (Future<Boolean> attempt : attempts) {
                won += attempt.get() ? 1 : 0;
            }
            assertEquals(1, won);
            assertTrue(scanCount() >= 2);
        } finally {
            pool.shutdownNow();
        }
    }

    private int scanCount() {
        return client.scan(request -> request.tableName("Club")).count();
    }
}
