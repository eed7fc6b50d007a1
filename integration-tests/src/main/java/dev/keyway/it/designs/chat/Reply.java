package dev.keyway.it.designs.chat;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A reply, sorted right under the message it answers. */
@Entity(table = "Chat")
@PartitionKey("CHANNEL#<channelId>")
@SortKey("MSG#<sentAt>#<messageId>#REPLY#<repliedAt>#<replyId>")
public record Reply(String channelId, Instant sentAt, String messageId, Instant repliedAt, String replyId,
                    String author, String text) implements ChannelItem {}
