package dev.keyway.it.designs.ecommerce;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;

/** A product with its stock. */
@Entity(table = "ECommerce")
@PartitionKey("PRODUCT#<productId>")
@SortKey("PRODUCT")
public record Product(String productId, String name, BigDecimal price, int stock) {}
