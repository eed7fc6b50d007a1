package dev.keyway.sample;

import java.math.BigDecimal;

/** One line of an order, stored inside the order item as a map. */
public record LineItem(String product, int quantity, BigDecimal unitPrice) {

    /** The line's total. */
    public BigDecimal total() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
