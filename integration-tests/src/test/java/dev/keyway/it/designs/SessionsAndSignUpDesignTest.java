package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.sessions.Session;
import dev.keyway.it.designs.sessions.SessionKeys;
import dev.keyway.it.designs.sessions.SessionRepository;
import dev.keyway.it.designs.sessions.SessionSchema;
import dev.keyway.it.designs.sessions.User;
import dev.keyway.it.designs.sessions.UserRepository;
import dev.keyway.it.designs.sessions.UserSchema;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * User sign-up with a unique e-mail and handle, and sessions with a time to live, from
 * the README only: guard items claimed, moved and released with the user; expired sessions never
 * returned; what expires next listed through an index on the epoch-seconds expiry.
 */
class SessionsAndSignUpDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private UserRepository users;
    private SessionRepository sessions;
    private long now;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        users = new UserRepository(client);
        sessions = new SessionRepository(client);
        users.createTable();
        now = Instant.now().getEpochSecond();
    }

    @Test
    void signUpClaimsEmailAndHandle() {
        users.create(new User("u1", "ann@example.com", Optional.of("ann"), "Ann", 0));
        users.create(new User("u2", "bob@example.com", Optional.empty(), "Bob", 0));
        users.create(new User("u3", "cid@example.com", Optional.empty(), "Cid", 0));   // no handle claims nothing

        UniqueConstraintException email = assertThrows(UniqueConstraintException.class,
                () -> users.create(new User("u4", "ann@example.com", Optional.empty(), "Impostor", 0)));
        assertEquals("email", email.component());
        UniqueConstraintException handle = assertThrows(UniqueConstraintException.class,
                () -> users.create(new User("u4", "dee@example.com", Optional.of("ann"), "Impostor", 0)));
        assertEquals("handle", handle.component());
        assertTrue(users.get("u4").isEmpty());

        users.update("u1").set(UserSchema.HANDLE, "annie").execute();                  // moves the claim
        users.update("u2").set(UserSchema.HANDLE, "ann").execute();                    // the old handle is free
        assertThrows(UniqueConstraintException.class, () -> users.update("u3").set(UserSchema.HANDLE, "annie").execute());
        users.update("u2").remove(UserSchema.HANDLE).execute();
        users.create(new User("u5", "eve@example.com", Optional.of("ann"), "Eve", 0));
        users.delete(users.get("u1").orElseThrow());
        users.create(new User("u6", "ann@example.com", Optional.of("annie"), "Ann again", 0));
        assertEquals(4, users.scan().count());                                        // guard items are not users
    }

    @Test
    void signUpAndFirstSessionInOneTransaction() {
        users.create(new User("u1", "ann@example.com", Optional.empty(), "Ann", 0));
        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .create(users, new User("u2", "ann@example.com", Optional.of("bob"), "Bob", 0))
                        .create(sessions, new Session("t-1", "u2", Instant.now(), "phone", now + 3600))
                        .execute());
        assertTrue(cancelled.failed().stream().anyMatch(r -> r.cause().orElse(null) instanceof UniqueConstraintException),
                () -> cancelled.reasons().toString());
        assertTrue(sessions.get("t-1").isEmpty());
        assertTrue(users.get("u2").isEmpty());
        users.create(new User("u7", "x@example.com", Optional.of("bob"), "Bob", 0));   // "bob" was never claimed

        WriteTransaction.Result result = WriteTransaction.on(client)
                .create(users, new User("u2", "bob@example.com", Optional.empty(), "Bob", 0))
                .create(sessions, new Session("t-2", "u2", Instant.now(), "phone", now + 3600))
                .execute();
        assertEquals(1, result.stored(new User("u2", "bob@example.com", Optional.empty(), "Bob", 0)).version());
        assertEquals("u2", sessions.get("t-2").orElseThrow().userId());
    }

    @Test
    void expiredSessionsAreNeverReturned() {
        Instant t0 = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        sessions.put(new Session("live-1", "u1", t0.minusSeconds(30), "laptop", now + 3600));
        sessions.put(new Session("live-2", "u1", t0.minusSeconds(20), "phone", now + 600));
        sessions.put(new Session("dead", "u1", t0.minusSeconds(10), "tablet", now - 60));

        assertTrue(sessions.get("dead").isEmpty());
        ReadTransaction read = ReadTransaction.on(client);
        TransactionRead<Session> dead = read.get(sessions, SessionKeys.primaryKey("dead"));
        TransactionRead<Session> live = read.get(sessions, SessionKeys.primaryKey("live-1"));
        read.execute();
        assertTrue(dead.item().isEmpty());
        assertEquals("laptop", live.item().orElseThrow().device());
        assertEquals(List.of("live-1"), tokens(sessions.getAll(List.of(SessionKeys.primaryKey("dead"),
                SessionKeys.primaryKey("live-1"))).orThrow().items()));
        assertEquals(List.of("live-2", "live-1"), tokens(sessions.sessionsOf("u1").stream().toList()));
        assertEquals(List.of("live-2", "live-1"), tokens(sessions.expiring().stream().toList()));
        assertEquals(List.of("live-2"), tokens(sessions.expiring().expiresAt().lt(now + 1800).stream().toList()));
        assertEquals(2, sessions.scan().count());

        Session extended = sessions.update("live-2").set(SessionSchema.EXPIRES_AT, now + 7200).execute();
        assertEquals(now + 7200, extended.expiresAt());
        assertEquals(List.of("live-1", "live-2"), tokens(sessions.expiring().stream().toList()));
        assertEquals(List.of("live-1"), tokens(sessions.sessionsOf("u1").createdAt().lt(t0.minusSeconds(25)).stream().toList()));

        sessions.delete("live-1");                                                     // log out
        assertEquals(List.of("live-2"), tokens(sessions.sessionsOf("u1").stream().toList()));
    }

    private static List<String> tokens(List<Session> list) {
        return list.stream().map(Session::token).toList();
    }
}
