package dev.keyway.spring.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("PROFILE")
public record Customer(String customerId, String name) implements CustomerItem {}
