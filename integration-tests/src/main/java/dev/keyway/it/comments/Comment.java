package dev.keyway.it.comments;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A comment on a product, in the product's partition. The inverted index finds the product a
 * comment belongs to from the comment's id alone.
 */
@Entity(table = "ProductComments")
@PartitionKey("PRODUCT#<productId>")
@SortKey("COMMENT#<commentId>")
@Gsi(index = "Inverted", partitionKey = "COMMENT#<commentId>", partitionKeyAttribute = "SK",
        sortKey = "PRODUCT#<productId>", sortKeyAttribute = "PK")
@AccessPattern(name = "commentsOf")
@AccessPattern(name = "byComment", index = "Inverted")
public record Comment(String productId, String commentId, String author, String text, Instant postedAt) {}
