package dev.keyway.it.guide.patterns.counters;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;

/** A named counter, changed only by atomic updates that add to it: no read before the write. */
@Entity(table = "Counters")
@PartitionKey("COUNTER#<name>")
public record Counter(String name, long value) {}
