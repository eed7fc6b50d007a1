package dev.keyway.it.transactions.warehouse;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.math.BigDecimal;

/** A product, versioned. */
@Entity(table = "Warehouse")
@PartitionKey("SKU#<sku>")
@SortKey("PRODUCT")
public record Product(String sku, String name, BigDecimal price, @Version long version) implements SkuItem {

    public Product withPrice(BigDecimal newPrice) {
        return new Product(sku, name, newPrice, version);
    }
}
