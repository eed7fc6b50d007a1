package dev.keyway.it.codegen.orders;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.util.List;

/** The README's order, with lines, and a local index by status in its customer's partition. */
@Entity(table = "Shop4")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@Lsi(index = "ByStatus", sortKey = "STATUS#<status>#<placedAt>")
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "GSI1", descending = true)
@AccessPattern(name = "ordersByStatus", index = "ByStatus")
public record Order(String customerId, String orderId, Instant placedAt, Status status, List<LineItem> lines) {
}
