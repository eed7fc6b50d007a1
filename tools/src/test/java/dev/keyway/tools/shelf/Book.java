package dev.keyway.tools.shelf;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.util.Optional;

/** A book on a shelf, in index ByAuthor when it has an author. */
@Entity(table = "Shelf")
@PartitionKey("SHELF#<shelf>")
@SortKey("BOOK#<isbn>")
@Gsi(index = "ByAuthor", partitionKey = "AUTHOR#<author>", sortKey = "BOOK#<isbn>")
@AccessPattern(name = "booksOn")
@AccessPattern(name = "byAuthor", index = "ByAuthor")
public record Book(String shelf, @KeyFormat(raw = true) long isbn, Optional<String> author, String title) {
}
