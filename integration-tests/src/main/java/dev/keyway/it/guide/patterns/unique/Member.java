package dev.keyway.it.guide.patterns.unique;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import java.util.Optional;

/** A member: no two members have the same e-mail, nor the same handle (a member may have none). */
@Entity(table = "Community")
@PartitionKey("MEMBER#<memberId>")
@SortKey("MEMBER")
public record Member(String memberId, @Unique String email, @Unique Optional<String> handle, String name) {}
