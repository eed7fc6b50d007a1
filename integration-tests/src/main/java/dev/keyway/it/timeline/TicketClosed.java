package dev.keyway.it.timeline;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A ticket was closed, with a reason. */
@Entity(table = "Timeline")
@PartitionKey("TICKET#<ticketId>")
@SortKey("AT#<at>#CLOSED")
public record TicketClosed(String ticketId, Instant at, String reason) implements TicketEvent {}
