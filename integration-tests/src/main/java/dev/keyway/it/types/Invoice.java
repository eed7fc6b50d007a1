package dev.keyway.it.types;

import dev.keyway.annotations.Convert;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An invoice whose total is stored through a converter. */
@Entity(table = "Types")
@PartitionKey("INVOICE#<id>")
@SortKey("INVOICE")
public record Invoice(String id, @Convert(MoneyConverter.class) Money total, @Convert(MoneyConverter.class) Money tax) {}
