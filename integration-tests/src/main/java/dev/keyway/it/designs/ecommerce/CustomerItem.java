package dev.keyway.it.designs.ecommerce;

import dev.keyway.annotations.ItemCollection;

/** A customer's partition: the profile and the orders, read in one query. */
@ItemCollection
public sealed interface CustomerItem permits Customer, ShopOrder {}
