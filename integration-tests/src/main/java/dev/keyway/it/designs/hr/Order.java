package dev.keyway.it.designs.hr;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/** A customer's order: by customer and date, and open orders by date across customers (GSI1 overloaded). */
@Entity(table = "HumanResources")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "ORDERED#<orderedAt>#<orderId>")
@AccessPattern(name = "ordersOf", descending = true)
@AccessPattern(name = "byStatus", index = "GSI1")
public record Order(String customerId, String orderId, Instant orderedAt, OrderStatus status, BigDecimal amount,
                    String salesRep) {}
