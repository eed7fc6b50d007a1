package dev.keyway.sample;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** A customer: the profile item of the customer's partition, found by e-mail through GSI1. */
@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<id>")
@SortKey("PROFILE")
@Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
@AccessPattern(name = "byEmail", index = "GSI1")
public record Customer(String id, String email, String name, LocalDate since) {}
