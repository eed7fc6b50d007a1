package dev.keyway.it.adoptkeys;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A login, keyed by the time as JavaScript's {@code toISOString()} writes it: {@code LOGIN#2024-05-01T10:00:00.123Z}. */
@Entity(table = "LegacyLogins")
@PartitionKey("USER#<userId>")
@SortKey("LOGIN#<at>")
@AccessPattern(name = "loginsOf", descending = true)
public record Login(String userId, @KeyFormat(precision = KeyFormat.Precision.MILLIS) Instant at, String from) {
}
