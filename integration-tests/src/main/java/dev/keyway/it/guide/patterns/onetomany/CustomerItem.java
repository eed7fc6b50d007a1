package dev.keyway.it.guide.patterns.onetomany;

import dev.keyway.annotations.ItemCollection;

/** A customer's partition: the profile and the orders, read together in one query. */
@ItemCollection
public sealed interface CustomerItem permits Customer, Order {}
