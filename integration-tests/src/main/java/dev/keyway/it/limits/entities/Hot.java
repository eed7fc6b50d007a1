package dev.keyway.it.limits.entities;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A hot partition spread over the most shards KW055 allows, 1,000. */
@Entity(table = "Limits")
@PartitionKey(value = "HOT#<feed>", shards = 1000, shardBy = "postId")
@SortKey("AT#<at>#<postId>")
@AccessPattern(name = "feed")
public record Hot(String feed, Instant at, String postId) {
}
