package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.chat.ChannelItem;
import dev.keyway.it.designs.chat.ChannelItemCollection;
import dev.keyway.it.designs.chat.Message;
import dev.keyway.it.designs.chat.MessageRepository;
import dev.keyway.it.designs.chat.Reply;
import dev.keyway.it.designs.chat.ReplyRepository;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Messages with their replies sorted right under them, from the README only. Access
 * patterns of their own are refused (KW043: each would read the other's items); the item collection
 * reads them with the type filter and typed conditions on the shared {@code MSG#<sentAt>#}.
 */
class ChatThreadsDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private ChannelItemCollection channel;
    private MessageRepository messages;
    private ReplyRepository replies;

    @BeforeEach
    void seed(DynamoDbClient client) {
        channel = new ChannelItemCollection(client);
        messages = new MessageRepository(client);
        replies = new ReplyRepository(client);
        messages.createTable();
        for (int i = 0; i < 4; i++) {
            Instant at = T0.plusSeconds(600L * i);
            messages.put(new Message("general", at, "m" + i, "ann", "message " + i));
            for (int r = 0; r < i; r++) {
                replies.put(new Reply("general", at, "m" + i, at.plusSeconds(10L * (r + 1)), "r" + i + r, "bob", "re " + i));
            }
        }
        messages.put(new Message("random", T0, "x", "cid", "elsewhere"));
    }

    @Test
    void eachMessageIsFollowedByItsReplies() {
        List<String> ids = channel.query("general").stream().map(ChatThreadsDesignTest::id).toList();
        assertEquals(List.of("m0", "m1", "r10", "m2", "r20", "r21", "m3", "r30", "r31", "r32"), ids);
        assertEquals(List.of("m2", "r20", "r21"), channel.query("general").sentAt().eq(T0.plusSeconds(1200)).stream()
                .map(ChatThreadsDesignTest::id).toList());
        assertEquals(List.of("m3", "r30", "r31", "r32"), channel.query("general").sentAt().gt(T0.plusSeconds(1200))
                .stream().map(ChatThreadsDesignTest::id).toList());
        List<String> newestFirst = channel.query("general").descending().stream().map(ChatThreadsDesignTest::id).toList();
        assertEquals("r32", newestFirst.get(0));
        Page<ChannelItem> page = channel.query("general").limit(4).page();
        assertEquals(List.of("m0", "m1", "r10", "m2"), page.items().stream().map(ChatThreadsDesignTest::id).toList());
        assertEquals(List.of("r20", "r21", "m3", "r30"), channel.query("general").limit(4).page(page.cursor().orElseThrow())
                .items().stream().map(ChatThreadsDesignTest::id).toList());
    }

    @Test
    void messagesAndRepliesByTheirKeys() {
        assertEquals("message 2", messages.get("general", T0.plusSeconds(1200), "m2").orElseThrow().text());
        Reply reply = replies.get("general", T0.plusSeconds(1200), "m2", T0.plusSeconds(1220), "r21").orElseThrow();
        assertEquals("re 2", reply.text());
        replies.delete(reply);
        messages.delete("general", T0, "m0");
        assertInstanceOf(Message.class, channel.query("general").limit(1).page().items().get(0));
        assertEquals(List.of("m2", "r20"), channel.query("general").sentAt().eq(T0.plusSeconds(1200)).stream()
                .map(ChatThreadsDesignTest::id).toList());
        assertEquals(4, messages.scan().count());
        assertTrue(channel.query("nobody").stream().findAny().isEmpty());
    }

    private static String id(ChannelItem item) {
        return item instanceof Message message ? message.messageId() : ((Reply) item).replyId();
    }
}
