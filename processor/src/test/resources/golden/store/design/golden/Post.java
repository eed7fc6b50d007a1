package golden;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.util.Set;

/** A post of a feed: the feed's partition is sharded four ways, a tag's eight ways at random. */
@Entity(table = "Store")
@PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
@SortKey("POST#<postedAt>#<postId>")
@Gsi(index = "GSI2", partitionKey = "TAG#<tag>", sortKey = "<postedAt>#<postId>", shards = 8)
@AccessPattern(name = "feed")
@AccessPattern(name = "byTag", index = "GSI2")
public record Post(String feed, String postId, Instant postedAt, String tag, String text, Set<String> likes) {}
