package dev.keyway.sample;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * An order: in its customer's partition, sorted by the time it was placed; in GSI1 under its
 * status, newest first.
 */
@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "GSI1", descending = true)
public record Order(String customerId, String orderId, Instant placedAt, OrderStatus status, List<LineItem> lines) {

    /** The order's total. */
    public BigDecimal total() {
        return lines.stream().map(LineItem::total).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
