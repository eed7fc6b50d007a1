package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.support.CountingClient;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A taken key and a taken {@code @Unique} value are {@link ConditionFailedException}s, and what
 * Keyway's own code does with a failed condition did not change with it: an update's
 * {@code tryExecute()} still throws a taken value, and a write of an entity with unique values is
 * not sent again as if its item had changed since it was read.
 */
class FailedConditionCatchesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static Member member(String id, String email, String handle) {
        return new Member(id, email, Optional.ofNullable(handle), "Member " + id, 0);
    }

    @Test
    void aCallerCatchesEveryFailedConditionAsConditionFailed(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        members.create(member("m1", "ada@example.com", "ada"));
        ConditionFailedException exists = assertThrows(ConditionFailedException.class,
                () -> members.create(member("m1", "other@example.com", "other")));
        assertInstanceOf(ItemAlreadyExistsException.class, exists);
        ConditionFailedException taken = assertThrows(ConditionFailedException.class,
                () -> members.create(member("m2", "ada@example.com", "bob")));
        assertEquals("email=ada@example.com", assertInstanceOf(UniqueConstraintException.class, taken).key());
    }

    @Test
    void tryExecuteStillThrowsATakenUniqueValue(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        members.create(member("m1", "ada@example.com", "ada"));
        members.create(member("m2", "bob@example.com", "bob"));
        assertThrows(UniqueConstraintException.class,
                () -> members.update("m2").set(MemberSchema.EMAIL, "ada@example.com").tryExecute());
    }

    @Test
    void aTakenValueOrKeyIsNotSentAgain(DynamoDbClient client) {
        new MemberRepository(client).createTable();
        CountingClient counting = new CountingClient(client);
        MemberRepository members = new MemberRepository(counting.client());
        members.create(member("m1", "ada@example.com", "ada"));
        Member bob = members.create(member("m2", "bob@example.com", "bob"));
        int before = counting.calls("transactWriteItems");
        assertThrows(UniqueConstraintException.class,
                () -> members.put(new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", bob.version())));
        assertEquals(before + 1, counting.calls("transactWriteItems"), "one transaction, not resent");
    }
}
