package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.keysonly.InboxChange;
import dev.keyway.it.keysonly.Message;
import dev.keyway.it.keysonly.MessageRepository;
import dev.keyway.it.keysonly.Session;
import dev.keyway.it.keysonly.SessionKeys;
import dev.keyway.it.keysonly.SessionRepository;
import dev.keyway.it.keysonly.SessionsChange;
import dev.keyway.it.keysonly.User;
import dev.keyway.it.keysonly.UserRepository;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Changes the stream recorded no image of, read from Keyway Local's stream: on a {@code KEYS_ONLY}
 * stream every change, and a removal on a {@code NEW_IMAGE} stream, arrive as their entity's typed
 * change, told by their keys, with the keys and no records; keys of no entity stay unrecognized.
 */
class KeysOnlyStreamTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    @Test
    void everyChangeOfAKeysOnlyStreamIsToldByItsKeys(DynamoDbClient client, TableStreams streams) {
        UserRepository users = new UserRepository(client);
        SessionRepository sessions = new SessionRepository(client);
        users.createTable();
        List<SessionsChange> changes = Collections.synchronizedList(new ArrayList<>());
        streams.follow(SessionsChange.DECODER, changes::add);

        users.put(new User("u-1", "Ada", "ada@example.com"));                          // and its e-mail's guard item
        Session session = new Session("u-1", T0, "s-1", "phone");
        sessions.put(session);
        sessions.put(new Session("u-1", T0, "s-1", "laptop"));
        sessions.delete("u-1", T0, "s-1");
        client.putItem(request -> request.tableName("Sessions").item(Map.of(                // other code's item
                "PK", AttributeValue.fromS("USER#u-1"), "SK", AttributeValue.fromS("NOTE#1"))));
        streams.awaitCaughtUp();

        List<String> seen = changes.stream().map(change -> change.accept(new SessionsChange.Visitor<String>() {
            @Override
            public String onUser(Change<User> user) {
                assertEquals(Optional.empty(), user.latest(), "a keys-only stream records no image");
                return "user " + user.kind() + " " + user.keys().get("PK").s();
            }

            @Override
            public String onSession(Change<Session> change) {
                assertEquals(Optional.empty(), change.oldImage());
                assertEquals(Optional.empty(), change.newImage());
                assertEquals(SessionKeys.primaryKey(session).attributes(), change.keys());
                return "session " + change.kind();
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
            public String onUndecodable(SessionsChange.Undecodable undecodable) {
                throw undecodable.error();
            }
        })).toList();

        assertEquals(List.of("session INSERT", "session MODIFY", "session REMOVE", "other INSERT NOTE#1"),
                seen.stream().filter(line -> line.startsWith("session") || line.startsWith("other")).toList());
        assertTrue(seen.containsAll(List.of("user INSERT USER#u-1", "guard INSERT")), seen.toString());
        assertEquals(6, seen.size(), seen.toString());
    }

    @Test
    void aRemovalOnANewImageStreamIsToldByItsKeys(DynamoDbClient client, TableStreams streams) {
        MessageRepository messages = new MessageRepository(client);
        messages.createTable();
        List<InboxChange> changes = Collections.synchronizedList(new ArrayList<>());
        streams.follow(InboxChange.DECODER, changes::add);

        messages.put(new Message("ada", "m-1", "hello"));
        messages.delete("ada", "m-1");
        streams.awaitCaughtUp();

        assertEquals(2, changes.size(), changes.toString());
        Change<Message> insert = assertInstanceOf(InboxChange.OfMessage.class, changes.get(0)).change();
        assertEquals(ChangeKind.INSERT, insert.kind());
        assertEquals(Optional.of(new Message("ada", "m-1", "hello")), insert.newImage());
        Change<Message> removal = assertInstanceOf(InboxChange.OfMessage.class, changes.get(1)).change();
        assertEquals(ChangeKind.REMOVE, removal.kind());
        assertEquals(Optional.empty(), removal.latest(), "a NEW_IMAGE stream records no image of a removal");
        assertEquals("INBOX#ada", removal.keys().get("PK").s());
        assertEquals("MSG#m-1", removal.keys().get("SK").s());
    }
}
