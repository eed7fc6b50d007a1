package dev.keyway.it.codegen.orders;

import java.math.BigDecimal;

/** A line of an order, stored as a map inside the order's item. */
public record LineItem(String sku, int quantity, BigDecimal price) {
}
