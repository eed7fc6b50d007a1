package dev.keyway.spring.shop;

import dev.keyway.annotations.ItemCollection;

@ItemCollection
public sealed interface CustomerItem permits Customer, Order {}
