package dev.keyway.it.designs.iot;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.time.LocalDate;

/** An event of any device, in its date's partition, sharded by the event id over four partitions. */
@Entity(table = "Telemetry")
@PartitionKey(value = "EVENTS#<date>", shards = 4, shardBy = "eventId")
@SortKey("EVENT#<at>#<eventId>")
@AccessPattern(name = "eventsOn")
public record DeviceEvent(LocalDate date, Instant at, String eventId, String deviceId, Severity severity) {}
