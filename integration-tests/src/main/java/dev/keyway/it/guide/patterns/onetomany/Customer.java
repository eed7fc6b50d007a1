package dev.keyway.it.guide.patterns.onetomany;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** The "one": a customer's profile, the item that sorts after its orders in the partition. */
@Entity(table = "CustomerOrders")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("PROFILE")
public record Customer(String customerId, String name) implements CustomerItem {}
