package dev.keyway.it.evolve.orders;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/** The order as the first release wrote it: its customer's item collection, no index. */
@Entity(table = "OrdersV1", type = "Order")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
public record OrderV1(String customerId, String orderId, String status, Instant placedAt, BigDecimal total) {
}
