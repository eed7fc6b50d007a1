package dev.keyway.it.transactions.warehouse;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/** A warehouse worker, whose badge number is theirs alone. */
@Entity(table = "Warehouse")
@PartitionKey("PICKER#<pickerId>")
@SortKey("PICKER")
public record Picker(String pickerId, @Unique String badge, String name) {}
