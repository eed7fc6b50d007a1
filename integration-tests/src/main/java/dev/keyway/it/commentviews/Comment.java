package dev.keyway.it.commentviews;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/**
 * One copy of a comment on a product. Each comment is written four times, under its language and
 * version and under {@code ~} ("any") for either, so that one query reads the comments of a
 * language, a version, both or neither, newest first:
 * {@code PRODUCT#42/en/1.2.5/0001714557600000/c-1}, {@code PRODUCT#42/~/1.2.5/...},
 * {@code PRODUCT#42/en/~/...}, {@code PRODUCT#42/~/~/...}. {@code language} and {@code version}
 * are the copy's key (a value or {@code ~}); {@code writtenIn} and {@code forVersion} the
 * comment's own, in every copy.
 */
@Entity(table = "CommentViews")
@PartitionKey("PRODUCT#<productId>")
@SortKey(value = "PRODUCT#<productId>/<language>/<version>/<postedAt>/<commentId>", delimiter = '/')
@AccessPattern(name = "comments", descending = true)
public record Comment(@KeyFormat(raw = true) int productId,
                      @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String language,
                      @KeyFormat(raw = true) String version,
                      @KeyFormat(digits = 16) long postedAt,
                      @KeyFormat(raw = true) String commentId,
                      String writtenIn, String forVersion, String author, String text) {

    /** Stands for any language or any version in a key. */
    public static final String ANY = "~";
}
