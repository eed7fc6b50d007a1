package dev.keyway.it.writes.club;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;

/** A member's pass, valid until an epoch second, or for ever without one (a {@code Long} {@code @Ttl}). */
@Entity(table = "Club4")
@PartitionKey("MEMBER#<memberId>")
@SortKey("PASS#<passId>")
@AccessPattern(name = "passesOf")
public record Pass(String memberId, String passId, @Ttl Long validUntil) {
}
