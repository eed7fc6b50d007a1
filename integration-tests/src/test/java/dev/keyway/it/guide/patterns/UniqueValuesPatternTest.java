package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.unique.CommunityTable;
import dev.keyway.it.guide.patterns.unique.Member;
import dev.keyway.it.guide.patterns.unique.MemberRepository;
import dev.keyway.it.guide.patterns.unique.MemberSchema;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Unique values: each e-mail and handle is held by one member, claimed, moved and released in transactions. */
class UniqueValuesPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private MemberRepository members;

    @BeforeEach
    void createTable(DynamoDbClient client) {
        this.client = client;
        CommunityTable.createIfMissing(client);
        members = new MemberRepository(client);
    }

    private Map<String, AttributeValue> guard(String value) {
        return client.getItem(r -> r.tableName(CommunityTable.NAME).key(Map.of(
                "PK", AttributeValue.fromS("_unique#Member#email#" + value), "SK", AttributeValue.fromS("_unique")))).item();
    }

    @Test
    void aTakenEmailIsRefusedNamingTheComponentAndValue() {
        members.create(new Member("m1", "ann@example.com", Optional.of("ann"), "Ann"));

        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> members.create(new Member("m2", "ann@example.com", Optional.empty(), "Another Ann")));

        assertEquals("email", taken.component());
        assertEquals("ann@example.com", taken.value());
        assertTrue(members.get("m2").isEmpty());
        assertTrue(guard("ann@example.com").containsKey("owner"));
    }

    @Test
    void anEmptyHandleClaimsNothingAndATakenHandleIsRefused() {
        members.create(new Member("m1", "ann@example.com", Optional.empty(), "Ann"));
        members.create(new Member("m2", "bob@example.com", Optional.empty(), "Bob"));
        members.update("m1").set(MemberSchema.HANDLE, "ace").execute();

        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> members.update("m2").set(MemberSchema.HANDLE, "ace").execute());

        assertEquals("handle", taken.component());
        assertTrue(members.get("m2").orElseThrow().handle().isEmpty());
    }

    @Test
    void changingTheEmailReleasesTheOldOneAndDeletingReleasesTheNew() {
        members.create(new Member("m1", "ann@example.com", Optional.empty(), "Ann"));

        members.update("m1").set(MemberSchema.EMAIL, "ann@example.org").execute();
        members.create(new Member("m2", "ann@example.com", Optional.empty(), "Another Ann"));   // free again
        members.delete("m1");
        members.create(new Member("m3", "ann@example.org", Optional.empty(), "Third Ann"));     // free again

        assertEquals("ann@example.com", members.get("m2").orElseThrow().email());
        assertEquals("ann@example.org", members.get("m3").orElseThrow().email());
        assertEquals(2, members.scan().count());                               // guard items are never read as members
    }
}
