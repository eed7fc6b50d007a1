package dev.keyway.tools.library;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;
import java.time.LocalDate;

/** A loan of a member's, numbered, in ByDue by its due date; it expires once returned. */
@Entity(table = "Library")
@PartitionKey("MEMBER#<memberId>")
@SortKey("LOAN#<loanNo>")
@Gsi(index = "ByDue", partitionKey = "DUE#<due>", sortKey = "<loanNo>")
@AccessPattern(name = "loansOf")
@AccessPattern(name = "byDue", index = "ByDue")
public record Loan(String memberId, long loanNo, LocalDate due, String title, @Ttl Instant expiresAt) {
}
