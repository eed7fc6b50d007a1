package dev.keyway.it.commentstream;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import java.time.Instant;

/** A comment on a product, as written; the copies per filter follow from the stream. */
@Entity(table = "Comments", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("PRODUCT#<productId>")
@SortKey("COMMENT#<commentId>")
public record Comment(String productId, String commentId, int rating, String language, Instant postedAt, String text) {}
