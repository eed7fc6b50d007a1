package dev.keyway.it.tickets;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An agent working a queue: shares ByQueue with tickets, so a ticket backfill must leave its items alone. */
@Entity(table = "Tickets")
@PartitionKey("AGENT#<name>")
@SortKey("AGENT")
@Gsi(index = "ByQueue", partitionKey = "QUEUE#<queue>", sortKey = "AGENT#<name>")
@AccessPattern(name = "agentsOf", index = "ByQueue")
public record Agent(String name, String queue) {}
