package dev.keyway.it.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigInteger;

/**
 * A stock-keeping unit: {@code SKU#AB-12} / {@code WAREHOUSE#7#BIN#40}, the code in upper case,
 * numbers as people write them; by colour in index ByColor ({@code COLOR#red}).
 */
@Entity(table = "Formats")
@PartitionKey("SKU#<code>")
@SortKey("WAREHOUSE#<warehouse>#BIN#<bin>")
@Gsi(index = "ByColor", partitionKey = "COLOR#<color>", sortKey = "SKU#<code>")
@AccessPattern(name = "stockOf")
@AccessPattern(name = "byColor", index = "ByColor")
public record Sku(@KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String code,
                  @KeyFormat(raw = true) int warehouse,
                  @KeyFormat(raw = true) BigInteger bin,
                  @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) Color color,
                  int quantity) {

    /** Colours, written in lower case in keys. */
    public enum Color { RED, GREEN, BLUE }
}
