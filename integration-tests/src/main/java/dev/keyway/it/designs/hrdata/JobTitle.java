package dev.keyway.it.designs.hrdata;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** An employee's job title since a date: in GSI1 under the title's sort key, by start date (Data). */
@Entity(table = "HumanResourcesData")
@PartitionKey("HR-<employeeId>")
@SortKey("JOB-<title>")
@Gsi(index = "GSI1", partitionKey = "JOB-<title>", partitionKeyAttribute = "SK", sortKey = "<startedOn>",
        sortKeyAttribute = "Data")
@AccessPattern(name = "holdersOf", index = "GSI1")
public record JobTitle(String employeeId, String title, LocalDate startedOn) {}
