package dev.keyway.it.commentstream;

import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keeps each product's comment count from the stream: +1 per inserted comment, -1 per removed one,
 * each in one transaction with the change's marker, so a change counts once however often it is
 * delivered.
 */
public final class CommentCounter implements Consumer<CommentsChange> {

    private final DynamoDbClient client;
    private final CommentCountRepository counts;
    private final ProcessedChanges processed;

    public CommentCounter(DynamoDbClient client, CommentCountRepository counts, ProcessedChanges processed) {
        this.client = client;
        this.counts = counts;
        this.processed = processed;
    }

    @Override
    public void accept(CommentsChange change) {
        if (!(change instanceof CommentsChange.OfComment comment) || comment.change().kind() == ChangeKind.MODIFY) {
            return;
        }
        Change<Comment> added = comment.change();
        long delta = added.kind() == ChangeKind.INSERT ? 1 : -1;
        String productId = added.latest().orElseThrow().productId();
        processed.applyOnce(change.event(), WriteTransaction.on(client)
                .update(counts.update(productId).increment(CommentCountSchema.COUNT, delta)));
    }
}
