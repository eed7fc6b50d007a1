package dev.keyway.it.guide.patterns.inverted;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;

/** A bill, in a partition of its own. */
@Entity(table = "Invoicing")
@PartitionKey("BILL#<billId>")
@SortKey("BILL")
@Gsi(index = "Inverted", partitionKey = "BILL", partitionKeyAttribute = "SK",
        sortKey = "BILL#<billId>", sortKeyAttribute = "PK")
@AccessPattern(name = "allBills", index = "Inverted")
public record Bill(String billId, BigDecimal amount) {}
