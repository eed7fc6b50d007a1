package dev.keyway.it.streams.forum;

import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keeps each post's copy under its author and each forum's post count, once per change: the effects and the
 * change's marker commit in one transaction, so a change delivered again changes nothing.
 */
public final class ForumProjections implements Consumer<ForumChange> {

    private final DynamoDbClient client;
    private final AuthorPostRepository copies;
    private final ForumStatsRepository stats;
    private final ProcessedChanges processed;

    public ForumProjections(DynamoDbClient client, ProcessedChanges processed) {
        this.client = client;
        this.copies = new AuthorPostRepository(client);
        this.stats = new ForumStatsRepository(client);
        this.processed = processed;
    }

    @Override
    public void accept(ForumChange change) {
        if (!(change instanceof ForumChange.OfPost ofPost)) {
            return;                                  // the copies and counts this handler writes, and others' items
        }
        Change<Post> post = ofPost.change();
        WriteTransaction effects = WriteTransaction.on(client);
        switch (post.kind()) {
            case INSERT -> effects.put(copies, AuthorPost.of(post.newImage().orElseThrow()))
                    .update(stats.update(post.newImage().orElseThrow().forumId()).increment(ForumStatsSchema.POSTS, 1L));
            case MODIFY -> {
                Post before = post.oldImage().orElseThrow();
                Post after = post.newImage().orElseThrow();
                if (!before.author().equals(after.author())) {
                    effects.delete(copies, AuthorPost.of(before));
                }
                effects.put(copies, AuthorPost.of(after));
            }
            case REMOVE -> effects.delete(copies, AuthorPost.of(post.oldImage().orElseThrow()))
                    .update(stats.update(post.oldImage().orElseThrow().forumId()).decrement(ForumStatsSchema.POSTS, 1L));
        }
        processed.applyOnce(change.event(), effects);
    }
}
