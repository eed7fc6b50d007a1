package dev.keyway.it.writes.club;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;

/** A member, unique by e-mail, listed per city through a keys-only index. */
@Entity(table = "Club4")
@PartitionKey("MEMBER#<memberId>")
@SortKey("PROFILE")
@Gsi(index = "ByCity", partitionKey = "CITY#<city>", sortKey = "MEMBER#<memberId>", projection = Projection.KEYS_ONLY)
@AccessPattern(name = "byCity", index = "ByCity")
public record Member(String memberId, @Unique String email, String city) implements MemberItem {
}
