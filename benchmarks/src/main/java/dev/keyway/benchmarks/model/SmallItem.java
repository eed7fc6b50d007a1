package dev.keyway.benchmarks.model;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** The small shape: five scalar components. */
@Entity(table = "Bench")
@PartitionKey("SMALL#<id>")
@SortKey("SMALL")
public record SmallItem(String id, String name, int count, boolean active, Instant updatedAt) {}
