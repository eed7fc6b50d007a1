package dev.keyway.it.keysonly;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** A message in an inbox, {@code INBOX#ada} / {@code MSG#m-1}; its table's stream records new images only. */
@Entity(table = "Inbox", stream = StreamView.NEW_IMAGE)
@PartitionKey("INBOX#<owner>")
@SortKey("MSG#<messageId>")
public record Message(String owner, String messageId, String text) {
}
