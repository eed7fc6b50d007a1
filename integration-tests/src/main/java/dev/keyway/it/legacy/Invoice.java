package dev.keyway.it.legacy;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * An invoice in its account's partition: {@code INVOICE#42}, the number as the old code wrote it;
 * in ByStatus by status ({@code STATUS#paid}) and day.
 */
@Entity(table = "Billing")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("INVOICE#<number>")
@Gsi(index = "ByStatus", partitionKey = "STATUS#<status>", sortKey = "<issuedOn>#<number>")
@AccessPattern(name = "invoicesOf")
@AccessPattern(name = "byStatus", index = "ByStatus", descending = true)
public record Invoice(@KeyFormat(raw = true) String accountId, @KeyFormat(raw = true) long number,
                      @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) Status status, LocalDate issuedOn,
                      BigDecimal total) {

    /** Where an invoice stands. */
    public enum Status { OPEN, PAID, VOID }
}
