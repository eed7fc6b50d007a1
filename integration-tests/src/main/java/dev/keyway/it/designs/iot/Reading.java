package dev.keyway.it.designs.iot;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;
import java.time.LocalDate;

/** A sensor's reading; a day's readings of every sensor through a randomly sharded index. */
@Entity(table = "Telemetry")
@PartitionKey("SENSOR#<sensorId>")
@SortKey("READING#<at>")
@Gsi(index = "ByDay", partitionKey = "DAY#<day>", sortKey = "<at>#<sensorId>", shards = 8)
@AccessPattern(name = "readingsOf", descending = true)
@AccessPattern(name = "readingsOn", index = "ByDay")
public record Reading(String sensorId, Instant at, LocalDate day, double value, @Ttl Instant expiresAt) {}
