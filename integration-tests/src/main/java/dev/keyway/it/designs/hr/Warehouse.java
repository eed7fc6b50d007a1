package dev.keyway.it.designs.hr;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A warehouse; it shares GSI2's partition with the employees working there. */
@Entity(table = "HumanResources")
@PartitionKey("WAREHOUSE#<warehouseId>")
@SortKey("WAREHOUSE")
@Gsi(index = "GSI2", partitionKey = "WAREHOUSE#<warehouseId>", sortKey = "A#WAREHOUSE")
@AccessPattern(name = "warehouse", index = "GSI2")
public record Warehouse(String warehouseId, String city) {}
