package dev.keyway.it.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** An order, in its customer's partition sorted by time, and in GSI1 by status. */
@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "GSI1", descending = true)
public record Order(String customerId, String orderId, Instant placedAt, Status status,
                    BigDecimal total, List<LineItem> lines, Instant expiresAt) implements CustomerItem {}
