package dev.keyway.it.catalog;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A product in its category's partition; LSI1 sorts a category by price (read strongly
 * consistent), GSI2 finds products by name holding only keys, GSI3 lists a day's additions
 * holding the name only.
 */
@Entity(table = "Catalog")
@PartitionKey("CATEGORY#<category>")
@SortKey("PRODUCT#<sku>")
@Lsi(index = "LSI1", sortKey = "PRICE#<price>#<sku>")
@Gsi(index = "GSI2", partitionKey = "NAME#<name>", sortKey = "PRODUCT", projection = Projection.KEYS_ONLY)
@Gsi(index = "GSI3", partitionKey = "ADDED#<addedOn>", sortKey = "<sku>", projection = Projection.INCLUDE,
        include = {"name"})
@AccessPattern(name = "inCategory")
@AccessPattern(name = "byPrice", index = "LSI1", consistentRead = true)
@AccessPattern(name = "byName", index = "GSI2")
@AccessPattern(name = "addedOn", index = "GSI3")
public record Product(String category, String sku, String name, BigDecimal price, int stock, LocalDate addedOn,
                      String description) {}
