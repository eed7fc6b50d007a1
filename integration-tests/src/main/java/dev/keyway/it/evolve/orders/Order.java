package dev.keyway.it.evolve.orders;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The order a later release declares: new components of every kind, orders by status, a sparse index of coupons. */
@Entity(table = "Orders", type = "Order")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
@Gsi(index = "ByStatus", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@Gsi(index = "ByCoupon", partitionKey = "COUPON#<coupon>", sortKey = "ORDER#<orderId>")
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "ByStatus")
@AccessPattern(name = "byCoupon", index = "ByCoupon")
public record Order(String customerId, String orderId, String status, Instant placedAt, BigDecimal total,
                    String coupon,
                    Optional<String> giftNote,
                    Set<String> tags,
                    List<String> lines,
                    Map<String, Integer> quantities,
                    Address shipTo,
                    Channel channel,
                    Integer items,
                    @Ttl Instant expiresAt) {

    /** Where an order is shipped: a nested record. */
    public record Address(String street, String city) {
    }

    /** Where the order was placed. */
    public enum Channel { WEB, STORE }
}
