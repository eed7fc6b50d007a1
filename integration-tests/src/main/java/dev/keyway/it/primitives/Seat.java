package dev.keyway.it.primitives;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/** A seat held by one holder at a time, with a primitive row. */
@Entity(table = "Primitives")
@PartitionKey("SEAT#<id>")
@SortKey("SEAT")
public record Seat(String id, @Unique String holder, int row) {}
