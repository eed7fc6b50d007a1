package dev.keyway.it.types.edges;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** One reading of a sensor: its sort key holds an enum, a long, an instant and free text. */
@Entity(table = "Edges")
@PartitionKey("SENSOR#<sensor>")
@SortKey("R#<level>#<value>#<at>#<label>")
@Gsi(index = "ByLabel", partitionKey = "LABEL#<label>", sortKey = "<amount>#<big>#<day>")
@AccessPattern(name = "readings")
@AccessPattern(name = "latestReadings", descending = true)
@AccessPattern(name = "byLabel", index = "ByLabel")
public record Reading(UUID sensor, Level level, long value, Instant at, String label,
                      BigDecimal amount, BigInteger big, LocalDate day, double ratio, float small, byte[] blob,
                      Set<String> tags, Set<Long> counts, List<String> notes, Map<String, Integer> scores,
                      Optional<String> memo, boolean flag) {}
