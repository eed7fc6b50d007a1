package dev.keyway.it.comments;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/**
 * A product: the head of its partition. Its items fill the inverted index's attributes too, so it
 * declares the index (with the templates it writes there), which lists every product by id.
 */
@Entity(table = "ProductComments")
@PartitionKey("PRODUCT#<productId>")
@SortKey("PRODUCT")
@Gsi(index = "Inverted", partitionKey = "PRODUCT", partitionKeyAttribute = "SK",
        sortKey = "PRODUCT#<productId>", sortKeyAttribute = "PK")
@AccessPattern(name = "allProducts", index = "Inverted")
public record Product(String productId, String name) {}
