package dev.keyway.it.adoptkeys;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An order, keyed {@code CUSTOMER#c-1} / {@code ORDER#00001}: its lines share the prefix ({@link OrderLine}). */
@Entity(table = "LegacyOrders")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
@AccessPattern(name = "ordersOf", filterOnType = true)
public record Order(String customerId, @KeyFormat(digits = 5) int orderId, String status) {
}
