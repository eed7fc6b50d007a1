package dev.keyway.lambda.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** {@link OrderProjection}'s copy of an order: right at the end only if the order's changes were applied in order. */
@Entity(table = "ShopTotals")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("COPY#<orderId>")
public record OrderCopy(String customerId, String orderId, int quantity) {

    static OrderCopy of(Order order) {
        return new OrderCopy(order.customerId(), order.orderId(), order.quantity());
    }
}
