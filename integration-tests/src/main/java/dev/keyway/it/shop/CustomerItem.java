package dev.keyway.it.shop;

import dev.keyway.annotations.ItemCollection;

/** A customer's partition read as one collection: the profile and the orders (refunds are left out). */
@ItemCollection
public sealed interface CustomerItem permits Customer, Order {
}
