package dev.keyway.it.guide.patterns.sharding;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.time.LocalDate;

/**
 * A vote for a candidate: the candidate's partition is spread over 4 partitions by the voter (a
 * calculated suffix), and the index of the day's votes over 8 at random.
 */
@Entity(table = "Votes")
@PartitionKey(value = "CANDIDATE#<candidate>", shards = 4, shardBy = "voterId")
@SortKey("VOTER#<voterId>")
@Gsi(index = "ByDay", partitionKey = "DAY#<day>", sortKey = "<castAt>#<voterId>", shards = 8)
@AccessPattern(name = "votesFor")
@AccessPattern(name = "castOn", index = "ByDay")
public record Vote(String candidate, String voterId, LocalDate day, Instant castAt) {}
