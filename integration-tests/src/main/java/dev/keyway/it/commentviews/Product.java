package dev.keyway.it.commentviews;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A product's own item, in the partition of its comments. */
@Entity(table = "CommentViews")
@PartitionKey("PRODUCT#<productId>")
@SortKey("DETAILS")
public record Product(@KeyFormat(raw = true) int productId, String name) {
}
