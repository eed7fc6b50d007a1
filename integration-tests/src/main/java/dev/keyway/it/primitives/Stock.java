package dev.keyway.it.primitives;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;

/** A stock level: two primitives besides the version, and a nullable note. */
@Entity(table = "Primitives")
@PartitionKey("STOCK#<sku>")
@SortKey("STOCK")
public record Stock(String sku, int quantity, boolean active, String note, @Version long version) {}
