package dev.keyway.it.adopt;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import java.time.LocalDate;

/**
 * A member of an organisation, {@code ORG#acme} / {@code MEMBER#m-1}, found by e-mail in ByEmail,
 * whose e-mail is held by one member only. The table's type attribute is named by {@link Org}.
 */
@Entity(table = "Members", type = "member")
@PartitionKey("ORG#<orgId>")
@SortKey("MEMBER#<memberId>")
@Gsi(index = "ByEmail", partitionKey = "EMAIL#<email>", sortKey = "MEMBER")
@AccessPattern(name = "membersOf")
@AccessPattern(name = "byEmail", index = "ByEmail")
public record Member(String orgId, String memberId, @Unique String email, String name, LocalDate joinedOn) {
}
