package dev.keyway.spring.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;

/** In a table of its own, to see names per table. */
@Entity(table = "Audit")
@PartitionKey("EVENT#<eventId>")
public record Audit(String eventId, String what) {}
