package dev.keyway.tools.shelf;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A shelf's own item, in its partition. */
@Entity(table = "Shelf")
@PartitionKey("SHELF#<name>")
@SortKey("SHELF")
public record Shelf(String name, int capacity) {
}
