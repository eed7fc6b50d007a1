package golden.sharded;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A sensor reading: a device's partition is sharded eight ways by reading id (a write finds its
 * shard, a query reads all eight), a kind's index partition four ways at random.
 */
@Entity(table = "Telemetry")
@PartitionKey(value = "DEVICE#<deviceId>", shards = 8, shardBy = "readingId")
@SortKey("READING#<takenAt>#<readingId>")
@Gsi(index = "ByKind", partitionKey = "KIND#<kind>", sortKey = "<takenAt>", shards = 4)
@AccessPattern(name = "readingsOf")
@AccessPattern(name = "byKind", index = "ByKind", descending = true)
public record Reading(String deviceId, String readingId, Instant takenAt, String kind, double value) {}
