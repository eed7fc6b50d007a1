package dev.keyway.spring.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
@AccessPattern(name = "ordersOf")
public record Order(String customerId, String orderId, long cents) implements CustomerItem {}
