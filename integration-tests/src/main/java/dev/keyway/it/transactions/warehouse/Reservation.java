package dev.keyway.it.transactions.warehouse;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** Some units of a SKU held for an order. */
@Entity(table = "Warehouse")
@PartitionKey("SKU#<sku>")
@SortKey("RES#<reservedAt>#<reservationId>")
@AccessPattern(name = "reservationsOf")
public record Reservation(String sku, Instant reservedAt, String reservationId, int quantity) implements SkuItem {}
