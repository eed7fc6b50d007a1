package dev.keyway.it.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Attribute;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A customer's profile: the item {@code CUSTOMER#<id> / PROFILE}, found by e-mail through GSI1. */
@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<id>")
@SortKey("PROFILE")
@Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
@AccessPattern(name = "byEmail", index = "GSI1")
public record Customer(String id, String email, @Attribute("fullName") String name, long version)
        implements CustomerItem {}
