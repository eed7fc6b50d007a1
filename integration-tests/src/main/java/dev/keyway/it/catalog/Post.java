package dev.keyway.it.catalog;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A post of a busy feed: the feed's partition is sharded four ways by post id (so get finds a
 * post's shard), and the tag index eight ways at random; both access patterns fan out over
 * the shards and merge in time order.
 */
@Entity(table = "Catalog")
@PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
@SortKey("POST#<postedAt>#<postId>")
@Gsi(index = "GSI4", partitionKey = "TAG#<tag>", sortKey = "<postedAt>#<postId>", shards = 8)
@AccessPattern(name = "feed")
@AccessPattern(name = "byTag", index = "GSI4")
public record Post(String feed, String postId, Instant postedAt, String tag, String text) {}
