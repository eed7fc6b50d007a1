package dev.keyway.it.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A ledger entry: {@code ACCOUNT|acme} / {@code ENTRY|00000042}, the account in lower case, the number zero-padded. */
@Entity(table = "Formats")
@PartitionKey(value = "ACCOUNT|<account>", delimiter = '|')
@SortKey(value = "ENTRY|<seq>", delimiter = '|')
@AccessPattern(name = "entriesOf", descending = true)
public record Entry(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String account,
                    @KeyFormat(digits = 8) long seq, long cents) {
}
