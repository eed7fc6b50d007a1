package dev.keyway.it.queries.feed;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A post in a feed: the feed's partition is spread over four shards by post id. */
@Entity(table = "Feeds")
@PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
@SortKey("POST#<postedAt>#<postId>")
@Gsi(index = "ByTag", partitionKey = "TAG#<tag>", sortKey = "<postedAt>#<postId>", shards = 3)
@Gsi(index = "ByAuthor", partitionKey = "AUTHOR#<author>", sortKey = "<likes>#<postId>",
        projection = Projection.KEYS_ONLY)
@AccessPattern(name = "feed")
@AccessPattern(name = "byTag", index = "ByTag", descending = true)
@AccessPattern(name = "byAuthor", index = "ByAuthor")
public record Post(String feed, String postId, Instant postedAt, String tag, String author, int likes, String text) {}
