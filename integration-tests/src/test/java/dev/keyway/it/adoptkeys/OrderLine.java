package dev.keyway.it.adoptkeys;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A line of an order, keyed under it: {@code ORDER#00001#ITEM#sku-1}. */
@Entity(table = "LegacyOrders")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>#ITEM#<sku>")
@AccessPattern(name = "linesOf", filterOnType = true)
public record OrderLine(String customerId, @KeyFormat(digits = 5) int orderId, @KeyFormat(raw = true) String sku,
                        int quantity) {
}
