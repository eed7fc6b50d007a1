package dev.keyway.it.designs.hrdata;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An employee: PK HR-&lt;id&gt;, SK EMPLOYEE; in GSI1 under EMPLOYEE, sorted by name (Data). */
@Entity(table = "HumanResourcesData", type = "Employee")
@PartitionKey("HR-<employeeId>")
@SortKey("EMPLOYEE")
@Gsi(index = "GSI1", partitionKey = "EMPLOYEE", partitionKeyAttribute = "SK", sortKey = "<name>",
        sortKeyAttribute = "Data")
@AccessPattern(name = "employeesByName", index = "GSI1")
public record Staff(String employeeId, String name, String title) {}
