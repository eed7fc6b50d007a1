package dev.keyway.it.commentstream;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A copy of a comment in the partition of one filter combination it matches ({@code all},
 * {@code rating=5}, {@code lang=en}, {@code rating=5,lang=en}), newest first: one query per page
 * whatever the filters.
 */
@Entity(table = "Comments")
@PartitionKey("FILTERED#<productId>#<filter>")
@SortKey("AT#<postedAt>#<commentId>")
@AccessPattern(name = "filtered", descending = true)
public record FilteredComment(String productId, String filter, Instant postedAt, String commentId, int rating,
                              String language, String text) {}
