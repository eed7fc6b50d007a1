package dev.keyway.it.guards;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/** A team whose name is unique, in the same index by kind; its pattern there has no type filter. */
@Entity(table = "Guarded")
@PartitionKey("TEAM#<id>")
@SortKey("<kind>")
@Gsi(index = "ByKind", partitionKey = "<kind>", partitionKeyAttribute = "SK", sortKey = "TEAM#<id>",
        sortKeyAttribute = "PK")
@AccessPattern(name = "teamsByKind", index = "ByKind")
public record Team(String id, String kind, @Unique String name) implements KindItem {}
