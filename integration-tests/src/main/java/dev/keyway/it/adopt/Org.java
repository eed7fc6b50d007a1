package dev.keyway.it.adopt;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An organisation: {@code ORG#acme} / {@code PROFILE}, type {@code org} in {@code entityType}. */
@Entity(table = "Members", typeAttribute = "entityType", type = "org")
@PartitionKey("ORG#<orgId>")
@SortKey("PROFILE")
public record Org(String orgId, String name) {
}
