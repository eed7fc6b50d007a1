package dev.keyway.it.designs.deals;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** A deal: newest first per day (sharded), per brand, and a brand's deals by price (local, keys only). */
@Entity(table = "BigTimeDeals")
@PartitionKey("BRAND#<brand>")
@SortKey("DEAL#<dealId>")
@Gsi(index = "ByDay", partitionKey = "DEALS#<day>", sortKey = "DEAL#<createdAt>#<dealId>", shards = 4)
@Gsi(index = "ByCategory", partitionKey = "CATEGORY#<category>", sortKey = "<createdAt>#<dealId>",
        projection = Projection.INCLUDE, include = {"title", "price"})
@Lsi(index = "ByPrice", sortKey = "PRICE#<price>#<dealId>", projection = Projection.KEYS_ONLY)
@AccessPattern(name = "dealsOfBrand")
@AccessPattern(name = "dealsOn", index = "ByDay", descending = true)
@AccessPattern(name = "dealsIn", index = "ByCategory", descending = true)
@AccessPattern(name = "brandDealsByPrice", index = "ByPrice", consistentRead = true)
public record Deal(String brand, String dealId, String title, String category, BigDecimal price, LocalDate day,
                   Instant createdAt, String link) {}
