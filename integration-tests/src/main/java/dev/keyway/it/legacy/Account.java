package dev.keyway.it.legacy;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An account: {@code ACCOUNT#a-1} / {@code PROFILE}, found by e-mail (lower case) in ByEmail. */
@Entity(table = "Billing")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("PROFILE")
@Gsi(index = "ByEmail", partitionKey = "EMAIL#<email>", sortKey = "ACCOUNT")
@AccessPattern(name = "byEmail", index = "ByEmail")
public record Account(@KeyFormat(raw = true) String accountId,
                      @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String email, String name) {
}
