package dev.keyway.it.evolve.shipments;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** The shipment as a later release keys it: a carrier's shipments by status, then time. */
@Entity(table = "Shipments", type = "Shipment")
@PartitionKey("WAREHOUSE#<warehouseId>")
@SortKey("SHIPMENT#<shipmentId>")
@Gsi(index = "ByCarrier", partitionKey = "CARRIER#<carrier>", sortKey = "<status>#<shippedAt>")
@AccessPattern(name = "byCarrier", index = "ByCarrier")
public record Shipment(String warehouseId, String shipmentId, String carrier, String status, Instant shippedAt) {
}
