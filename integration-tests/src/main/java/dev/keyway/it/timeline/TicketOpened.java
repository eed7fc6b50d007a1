package dev.keyway.it.timeline;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A ticket was opened (or opened again) by someone. */
@Entity(table = "Timeline")
@PartitionKey("TICKET#<ticketId>")
@SortKey("AT#<at>#OPENED#<by>")
public record TicketOpened(String ticketId, Instant at, String by) implements TicketEvent {}
