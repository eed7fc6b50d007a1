package dev.keyway.it.adoptkeys;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A membership whose legacy items keep orgId and userId only in their keys: {@code ORG#acme} / {@code USER#u-1}. */
@Entity(table = "LegacyMembers", componentsFromKeys = true)
@PartitionKey("ORG#<orgId>")
@SortKey("USER#<userId>")
public record Membership(@KeyFormat(raw = true) String orgId, @KeyFormat(raw = true) String userId, String role) {
}
