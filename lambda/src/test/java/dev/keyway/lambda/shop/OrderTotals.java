package dev.keyway.lambda.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/**
 * What {@link OrderProjection} counts per customer from the {@code Shop} stream: how many order changes it
 * applied, and the quantity of the orders that exist. Exact only if every change is applied exactly once.
 */
@Entity(table = "ShopTotals")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("TOTALS")
public record OrderTotals(String customerId, long changes, long quantity) {}
