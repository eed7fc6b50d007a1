package dev.keyway.it.guide.patterns.inverted;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An invoice: its partition holds it and the bills it rolls up. */
@Entity(table = "Invoicing")
@PartitionKey("INVOICE#<invoiceId>")
@SortKey("INVOICE")
@Gsi(index = "Inverted", partitionKey = "INVOICE", partitionKeyAttribute = "SK",
        sortKey = "INVOICE#<invoiceId>", sortKeyAttribute = "PK")
@AccessPattern(name = "allInvoices", index = "Inverted")
public record Invoice(String invoiceId, String customer) {}
