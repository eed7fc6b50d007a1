package dev.keyway.opentelemetry.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** An order, in a table with a stream: the traced requests and change handlers. */
@Entity(table = "Shop", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
@AccessPattern(name = "ordersOf")
public record Order(String customerId, String orderId, long cents) {}
