package dev.keyway.benchmarks.model;

import java.math.BigDecimal;

/** One line of an order, stored as a map inside a list. */
public record LineItem(String sku, int quantity, BigDecimal unitPrice) {}
