package dev.keyway.benchmarks.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** The same events as {@link FeedEvent} in one unsharded partition: the sharded page's baseline. */
@Entity(table = "Bench")
@PartitionKey("LOG#<feed>")
@SortKey("EVENT#<at>#<eventId>")
@AccessPattern(name = "log")
public record LogEvent(String feed, String eventId, Instant at, String kind, String payload) {}
