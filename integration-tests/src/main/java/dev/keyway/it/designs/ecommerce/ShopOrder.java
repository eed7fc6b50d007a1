package dev.keyway.it.designs.ecommerce;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** An order, in its customer's partition; orders by status across customers in GSI1. */
@Entity(table = "ECommerce", type = "Order")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>#<orderId>")
@AccessPattern(name = "ordersOf", descending = true)
@AccessPattern(name = "byStatus", index = "GSI1")
public record ShopOrder(String customerId, String orderId, Instant placedAt, OrderStatus status, BigDecimal total,
                        List<String> history, Integer attempts) implements CustomerItem {}
