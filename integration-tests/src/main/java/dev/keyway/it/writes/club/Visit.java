package dev.keyway.it.writes.club;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A member's visit. */
@Entity(table = "Club4")
@PartitionKey("MEMBER#<memberId>")
@SortKey("VISIT#<at>")
@AccessPattern(name = "visitsOf")
public record Visit(String memberId, Instant at) implements MemberItem {
}
