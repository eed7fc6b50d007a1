package dev.keyway.it.streams.forum;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** The copy of a post in its author's item collection, kept from the stream. */
@Entity(table = "Forum")
@PartitionKey("AUTHOR#<author>")
@SortKey("POST#<forumId>#<postId>")
@AccessPattern(name = "postsBy")
public record AuthorPost(String author, String forumId, String postId, String subject, int likes) {

    /** The copy of a post. */
    public static AuthorPost of(Post post) {
        return new AuthorPost(post.author(), post.forumId(), post.postId(), post.subject(), post.likes());
    }
}
