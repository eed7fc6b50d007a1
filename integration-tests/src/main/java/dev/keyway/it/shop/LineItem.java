package dev.keyway.it.shop;

import java.math.BigDecimal;

/** One line of an order, stored as a map inside the order item. */
public record LineItem(String sku, int quantity, BigDecimal unitPrice) {}
