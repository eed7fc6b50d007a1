package dev.keyway.it.designs.chat;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A message of a channel (read through the collection: an access pattern of its own would also match replies, KW043). */
@Entity(table = "Chat")
@PartitionKey("CHANNEL#<channelId>")
@SortKey("MSG#<sentAt>#<messageId>")
public record Message(String channelId, Instant sentAt, String messageId, String author, String text)
        implements ChannelItem {}
