package dev.keyway.it.canonical;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A label on a shelf: {@code SHELF#s1} / {@code TAG#red}, the tag written by {@link LowerCaseTagKey}. */
@Entity(table = "Labels")
@PartitionKey("SHELF#<shelf>")
@SortKey("TAG#<tag>")
@AccessPattern(name = "labelsOn")
public record Label(String shelf, @KeyFormat(converter = LowerCaseTagKey.class) Tag tag, int count) {
}
