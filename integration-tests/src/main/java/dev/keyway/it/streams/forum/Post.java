package dev.keyway.it.streams.forum;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** A post of a forum; the table's stream records both images. */
@Entity(table = "Forum", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("FORUM#<forumId>")
@SortKey("POST#<postId>")
@AccessPattern(name = "postsOf")
public record Post(String forumId, String postId, String author, String subject, int likes) {
}
