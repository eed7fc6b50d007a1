package dev.keyway.it.evolve.shipments;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** The shipment as the first release keyed it: a carrier's shipments by time. */
@Entity(table = "ShipmentsV1", type = "Shipment")
@PartitionKey("WAREHOUSE#<warehouseId>")
@SortKey("SHIPMENT#<shipmentId>")
@Gsi(index = "ByCarrier", partitionKey = "CARRIER#<carrier>", sortKey = "<shippedAt>")
public record ShipmentV1(String warehouseId, String shipmentId, String carrier, String status, Instant shippedAt) {
}
