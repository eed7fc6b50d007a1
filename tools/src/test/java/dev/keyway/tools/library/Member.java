package dev.keyway.tools.library;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import java.util.Optional;

/** A library member: one e-mail per member, in ByTier (sharded at random) when it has a tier. */
@Entity(table = "Library")
@PartitionKey("MEMBER#<memberId>")
@SortKey("PROFILE")
@Gsi(index = "ByEmail", partitionKey = "EMAIL#<email>", sortKey = "MEMBER")
@Gsi(index = "ByTier", partitionKey = "TIER#<tier>", sortKey = "<memberId>", shards = 4)
@AccessPattern(name = "byEmail", index = "ByEmail")
@AccessPattern(name = "byTier", index = "ByTier")
public record Member(String memberId, @Unique String email, Optional<String> tier, String name) {
}
