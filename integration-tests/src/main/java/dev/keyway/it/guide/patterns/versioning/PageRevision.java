package dev.keyway.it.guide.patterns.versioning;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;

/**
 * A revision of a wiki page. Revision 0 is the current text, a copy of the newest revision (which
 * {@code latest} numbers); revisions 1..n are the history. Every write checks and increments {@code version}.
 */
@Entity(table = "Wiki")
@PartitionKey("PAGE#<pageId>")
@SortKey("v<revision>")
@AccessPattern(name = "revisionsOf")
public record PageRevision(String pageId, int revision, int latest, String body, String editor,
                           @Version long version) {}
