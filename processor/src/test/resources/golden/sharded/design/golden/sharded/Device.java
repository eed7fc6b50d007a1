package golden.sharded;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A device, unsharded, in the same table as its sharded readings. */
@Entity(table = "Telemetry")
@PartitionKey("DEVICE#<deviceId>")
@SortKey("DEVICE")
public record Device(String deviceId, String model) {}
