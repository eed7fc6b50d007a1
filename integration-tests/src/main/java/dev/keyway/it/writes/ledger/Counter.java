package dev.keyway.it.writes.ledger;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An atomic counter, also the latest-value pointer of a device. */
@Entity(table = "Ledger")
@PartitionKey("COUNTER#<name>")
@SortKey("COUNTER")
public record Counter(String name, long value, Long latest) {}
