package dev.keyway.it.canonical;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/**
 * A badge with a unique code, keyed by its tag ({@code BADGE#b1} / {@code TAG#red}): its writes
 * bring the guard item of the code into a transaction.
 */
@Entity(table = "Labels")
@PartitionKey("BADGE#<id>")
@SortKey("TAG#<tag>")
public record Badge(String id, @KeyFormat(converter = LowerCaseTagKey.class) Tag tag, @Unique String code) {
}
