package dev.keyway.it.adoptkeys;

import dev.keyway.annotations.Convert;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An invoice whose number is zero-padded text in both its key ({@code INVOICE#00042}) and its attribute ({@code "00042"}). */
@Entity(table = "LegacyInvoices")
@PartitionKey("INVOICE#<number>")
@SortKey("INVOICE")
public record Invoice(@Convert(OrderNumberText.class) @KeyFormat(digits = 5) Integer number, String customer) {
}
