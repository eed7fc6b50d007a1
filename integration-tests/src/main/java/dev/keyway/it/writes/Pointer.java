package dev.keyway.it.writes;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** The latest reading of a device: written only by an event with a greater sequence number. */
@Entity(table = "Writes")
@PartitionKey("DEVICE#<deviceId>")
@SortKey("LATEST")
public record Pointer(String deviceId, long latestSequence, String latestValue) {}
