package dev.keyway.benchmarks.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * An event of a feed whose partition is sharded eight ways (by event id), for the sharded-page
 * benchmark: {@code feed(...)} queries the eight shards in parallel and merges them in time order.
 */
@Entity(table = "Bench")
@PartitionKey(value = "FEED#<feed>", shards = 8, shardBy = "eventId")
@SortKey("EVENT#<at>#<eventId>")
@AccessPattern(name = "feed")
public record FeedEvent(String feed, String eventId, Instant at, String kind, String payload) {}
