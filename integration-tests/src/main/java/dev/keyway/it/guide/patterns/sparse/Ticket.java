package dev.keyway.it.guide.patterns.sparse;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.util.Optional;

/** A support ticket; only the escalated ones, which have an escalation time, are in the index. */
@Entity(table = "SupportTickets")
@PartitionKey("TICKET#<ticketId>")
@SortKey("TICKET")
@Gsi(index = "Escalated", partitionKey = "ESCALATED#<queue>", sortKey = "<escalatedAt>#<ticketId>")
@AccessPattern(name = "escalatedIn", index = "Escalated")
public record Ticket(String ticketId, String queue, String title, Optional<Instant> escalatedAt) {}
