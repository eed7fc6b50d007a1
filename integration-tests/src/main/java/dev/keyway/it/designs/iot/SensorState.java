package dev.keyway.it.designs.iot;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** The latest reading a sensor sent, written only by a newer sequence number. */
@Entity(table = "Telemetry")
@PartitionKey("SENSOR#<sensorId>")
@SortKey("STATE")
public record SensorState(String sensorId, Long latestSeq, Double latestValue, Instant lastSeen) {}
