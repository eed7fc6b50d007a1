package dev.keyway.it.streams.forum;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** How many posts a forum has, counted from the stream. */
@Entity(table = "Forum")
@PartitionKey("FORUM#<forumId>")
@SortKey("STATS")
public record ForumStats(String forumId, long posts) {
}
