package dev.keyway.it.transactions.warehouse;

import dev.keyway.annotations.ItemCollection;

/** Everything about one SKU, read in one query. */
@ItemCollection
public sealed interface SkuItem permits Product, Stock, Reservation {}
