package dev.keyway.it.designs.hrdata;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;

/** A sales quota per year: in GSI1 under the year's sort key, by amount (Data). */
@Entity(table = "HumanResourcesData")
@PartitionKey("HR-<employeeId>")
@SortKey("QUOTA-<year>")
@Gsi(index = "GSI1", partitionKey = "QUOTA-<year>", partitionKeyAttribute = "SK", sortKey = "<amount>",
        sortKeyAttribute = "Data")
@AccessPattern(name = "quotasOf", index = "GSI1", descending = true)
public record Quota(String employeeId, int year, BigDecimal amount) {}
