package dev.keyway.it.designs.ecommerce;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;

/** One product of an order; the inverted index lists the orders of a product. */
@Entity(table = "ECommerce")
@PartitionKey("ORDER#<orderId>")
@SortKey("PRODUCT#<productId>")
@Gsi(index = "GSI2", partitionKey = "PRODUCT#<productId>", sortKey = "ORDER#<orderId>")
@AccessPattern(name = "linesOf")
@AccessPattern(name = "ordersWith", index = "GSI2")
public record OrderLine(String orderId, String productId, int quantity, BigDecimal price) {}
