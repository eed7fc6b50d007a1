package dev.keyway.it.commentstream;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** How many comments a product has: an aggregate kept from the stream, exact under redelivery. */
@Entity(table = "Comments")
@PartitionKey("PRODUCT#<productId>")
@SortKey("COUNT")
public record CommentCount(String productId, long count) {}
