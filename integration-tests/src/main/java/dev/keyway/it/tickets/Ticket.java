package dev.keyway.it.tickets;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Attribute;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.time.Instant;
import java.util.Optional;

/**
 * A support ticket, versioned: listed per queue by priority through ByQueue (built from a
 * component stored under another name), and in the sparse, keys-only Flagged index while it
 * carries a flag. The backfill tests write its items as an older design did (no index keys,
 * keys in an old format) and let the backfill bring them up to date.
 */
@Entity(table = "Tickets")
@PartitionKey("TICKET#<id>")
@SortKey("TICKET")
@Gsi(index = "ByQueue", partitionKey = "QUEUE#<queue>", sortKey = "<priority>#<openedAt>")
@Gsi(index = "Flagged", partitionKey = "FLAG#<flag>", sortKey = "<openedAt>", projection = Projection.KEYS_ONLY)
@AccessPattern(name = "inQueue", index = "ByQueue")
@AccessPattern(name = "flagged", index = "Flagged")
public record Ticket(String id, @Attribute("q") String queue, int priority, Instant openedAt, Optional<String> flag,
                     String title, @Version long version) {

    /** The ticket with another priority, same version (a put stores the next one). */
    public Ticket withPriority(int newPriority) {
        return new Ticket(id, queue, newPriority, openedAt, flag, title, version);
    }
}
