package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.pointer.EmailPointer;
import dev.keyway.it.guide.patterns.pointer.EmailPointerRepository;
import dev.keyway.it.guide.patterns.pointer.User;
import dev.keyway.it.guide.patterns.pointer.UserDirectoryTable;
import dev.keyway.it.guide.patterns.pointer.UserRepository;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The pointer pattern: a user found by e-mail through an index, or through a pointer item. */
class PointerPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private UserRepository users;
    private EmailPointerRepository pointers;

    @BeforeEach
    void createTable(DynamoDbClient client) {
        this.client = client;
        UserDirectoryTable.createIfMissing(client);
        users = new UserRepository(client);
        pointers = new EmailPointerRepository(client);
    }

    private void signUp(User user) {
        WriteTransaction.on(client)
                .create(users, user)
                .create(pointers, new EmailPointer(user.email(), user.userId()))
                .execute();
    }

    @Test
    void theIndexFindsAUserByEmail() {
        User ann = new User("u1", "ann@example.com", "Ann");
        users.put(ann);
        users.put(new User("u2", "bob@example.com", "Bob"));

        List<User> found = users.byEmail("ann@example.com").stream().toList();

        assertEquals(List.of(ann), found);
        assertTrue(users.byEmail("eve@example.com").stream().findAny().isEmpty());
    }

    @Test
    void thePointerHoldsTheUsersKey() {
        User ann = new User("u1", "ann@example.com", "Ann");
        signUp(ann);

        Optional<User> found = pointers.get("ann@example.com").flatMap(pointer -> users.get(pointer.userId()));

        assertEquals(Optional.of(ann), found);
        assertEquals(List.of(ann), users.byEmail("ann@example.com").stream().toList());
    }

    @Test
    void aSecondUserWithTheSameEmailIsRefusedAndNothingIsWritten() {
        signUp(new User("u1", "ann@example.com", "Ann"));

        TransactionFailedException taken = assertThrows(TransactionFailedException.class,
                () -> signUp(new User("u2", "ann@example.com", "Another Ann")));

        assertInstanceOf(ItemAlreadyExistsException.class, taken.failed().get(0).cause().orElseThrow());
        assertTrue(users.get("u2").isEmpty());
        assertEquals("u1", pointers.get("ann@example.com").orElseThrow().userId());
    }

    @Test
    void changingTheEmailMovesThePointerInOneTransaction() {
        User ann = new User("u1", "ann@example.com", "Ann");
        signUp(ann);
        User renamed = new User("u1", "ann@example.org", "Ann");

        WriteTransaction.on(client)
                .put(users, renamed)
                .delete(pointers, new EmailPointer(ann.email(), ann.userId()))
                .create(pointers, new EmailPointer(renamed.email(), renamed.userId()))
                .execute();

        assertTrue(pointers.get("ann@example.com").isEmpty());
        assertEquals(Optional.of(renamed), pointers.get("ann@example.org").flatMap(p -> users.get(p.userId())));
        assertTrue(users.byEmail("ann@example.com").stream().findAny().isEmpty());
    }
}
