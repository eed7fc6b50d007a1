package dev.keyway.it.commentstream;

import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Keeps the copies of each comment, one per filter combination: an insert or edit writes the copies
 * it now matches and deletes those it no longer does (an edited rating moves it), a removal deletes
 * them all. Idempotent by construction: applying a change again writes the same copies, so a
 * redelivered stream ends in the same state.
 */
public final class CommentFanOut implements Consumer<CommentsChange> {

    private final FilteredCommentRepository copies;

    public CommentFanOut(FilteredCommentRepository copies) {
        this.copies = copies;
    }

    @Override
    public void accept(CommentsChange change) {
        change.accept(new CommentsChange.Visitor<Void>() {
            @Override
            public Void onComment(Change<Comment> comment) {
                List<FilteredComment> before = comment.oldImage().map(CommentFanOut::copies).orElse(List.of());
                List<FilteredComment> after = comment.newImage().map(CommentFanOut::copies).orElse(List.of());
                Set<String> kept = after.stream().map(CommentFanOut::key).collect(Collectors.toSet());
                after.forEach(copies::put);
                before.stream().filter(copy -> !kept.contains(key(copy))).forEach(copies::delete);
                return null;
            }

            @Override
            public Void onFilteredComment(Change<FilteredComment> change) {
                return null;   // the copies' own changes
            }

            @Override
            public Void onCommentCount(Change<CommentCount> change) {
                return null;
            }

            @Override
            public Void onGuardItem(ChangeEvent event) {
                return null;
            }

            @Override
            public Void onUnrecognized(ChangeEvent event) {
                return null;
            }

            @Override
            public Void onUndecodable(CommentsChange.Undecodable undecodable) {
                throw undecodable.error();   // stop here: retried until fixed
            }
        });
    }

    /** The filter combinations a comment matches. */
    public static List<String> filters(Comment comment) {
        List<String> filters = new ArrayList<>(List.of("all", "rating=" + comment.rating(), "lang=" + comment.language()));
        filters.add("rating=" + comment.rating() + ",lang=" + comment.language());
        return filters;
    }

    static List<FilteredComment> copies(Comment comment) {
        return filters(comment).stream().map(filter -> new FilteredComment(comment.productId(), filter,
                comment.postedAt(), comment.commentId(), comment.rating(), comment.language(), comment.text())).toList();
    }

    private static String key(FilteredComment copy) {
        return FilteredCommentKeys.partitionKey(copy.productId(), copy.filter()) + " "
                + FilteredCommentKeys.sortKey(copy.postedAt(), copy.commentId());
    }
}
