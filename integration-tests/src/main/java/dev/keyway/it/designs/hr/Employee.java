package dev.keyway.it.designs.hr;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** An employee: by id, by current title since a hire date, and by warehouse. */
@Entity(table = "HumanResources")
@PartitionKey("HR#<employeeId>")
@SortKey("EMPLOYEE")
@Gsi(index = "GSI1", partitionKey = "TITLE#<title>", sortKey = "HIRED#<hiredOn>#<employeeId>")
@Gsi(index = "GSI2", partitionKey = "WAREHOUSE#<warehouseId>", sortKey = "EMPLOYEE#<name>")
@AccessPattern(name = "byTitle", index = "GSI1", descending = true)
@AccessPattern(name = "inWarehouse", index = "GSI2")
public record Employee(String employeeId, String name, String title, String warehouseId, LocalDate hiredOn) {}
