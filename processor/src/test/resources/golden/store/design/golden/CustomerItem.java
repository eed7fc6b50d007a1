package golden;

import dev.keyway.annotations.ItemCollection;

/** A customer's profile and orders, read in one query of their partition. */
@ItemCollection
public sealed interface CustomerItem permits Customer, Order {}
