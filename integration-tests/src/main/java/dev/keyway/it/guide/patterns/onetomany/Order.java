package dev.keyway.it.guide.patterns.onetomany;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/** The "many": a customer's orders, in the customer's partition, sorted by time. */
@Entity(table = "CustomerOrders")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@AccessPattern(name = "ordersOf")
public record Order(String customerId, Instant placedAt, String orderId, BigDecimal total) implements CustomerItem {}
