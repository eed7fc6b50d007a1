package dev.keyway.it.guards;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/**
 * A member whose e-mail is unique; its index by kind is the table's keys swapped, so the guard
 * items (sort key {@code _unique}) form the partition {@code _unique} of that index.
 */
@Entity(table = "Guarded")
@PartitionKey("<id>")
@SortKey("<kind>")
@Gsi(index = "ByKind", partitionKey = "<kind>", partitionKeyAttribute = "SK", sortKey = "<id>", sortKeyAttribute = "PK")
@AccessPattern(name = "byKind", index = "ByKind")
public record Member(String id, String kind, @Unique String email) implements KindItem {}
