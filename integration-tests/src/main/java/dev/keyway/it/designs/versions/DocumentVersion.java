package dev.keyway.it.designs.versions;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.time.Instant;

/**
 * One version of a document: revision 0 is the latest (a copy of the newest revision, which
 * {@code current} names), revisions 1..n the history.
 */
@Entity(table = "Documents")
@PartitionKey("DOC#<docId>")
@SortKey("v<revision>")
@AccessPattern(name = "versionsOf")
public record DocumentVersion(String docId, int revision, int current, String title, String body, String editor,
                              Instant editedAt, @Version long version) {

    /** This version stored as revision {@code n}, a new item. */
    public DocumentVersion asRevision(int n) {
        return new DocumentVersion(docId, n, n, title, body, editor, editedAt, 0);
    }
}
