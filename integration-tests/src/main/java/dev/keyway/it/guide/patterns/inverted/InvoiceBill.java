package dev.keyway.it.guide.patterns.inverted;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;

/** A bill rolled up into an invoice: in the invoice's partition, keyed by the bill. */
@Entity(table = "Invoicing")
@PartitionKey("INVOICE#<invoiceId>")
@SortKey("BILL#<billId>")
@Gsi(index = "Inverted", partitionKey = "BILL#<billId>", partitionKeyAttribute = "SK",
        sortKey = "INVOICE#<invoiceId>", sortKeyAttribute = "PK")
@AccessPattern(name = "billsOf")
@AccessPattern(name = "invoicesOf", index = "Inverted")
public record InvoiceBill(String invoiceId, String billId, BigDecimal amount) {}
