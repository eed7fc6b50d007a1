package dev.keyway.it.writes;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A named sequence handing out ids by atomic increment (created by the first increment). */
@Entity(table = "Writes")
@PartitionKey("COUNTER#<name>")
@SortKey("COUNTER")
public record Counter(String name, long value) {}
