package dev.keyway.it.transactions.warehouse;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** How many of a SKU one site holds. */
@Entity(table = "Warehouse")
@PartitionKey("SKU#<sku>")
@SortKey("STOCK#<site>")
public record Stock(String sku, String site, int quantity) implements SkuItem {}
