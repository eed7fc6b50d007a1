package dev.keyway.it.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigInteger;

/** A big tally: {@code N#12345678901234567890} / {@code P#000000000000000000000000000042}. */
@Entity(table = "Formats")
@PartitionKey("N#<n>")
@SortKey("P#<position>")
@AccessPattern(name = "positionsOf")
public record Tally(@KeyFormat(raw = true) BigInteger n, @KeyFormat(digits = 30) BigInteger position, String label) {
}
