package dev.keyway.it.adopt;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** An organisation: {@code ORG#acme} / {@code PROFILE}, type {@code org} in {@code entityType}; the table has a stream. */
@Entity(table = "Members", typeAttribute = "entityType", type = "org",
        stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("ORG#<orgId>")
@SortKey("PROFILE")
public record Org(String orgId, String name) {
}
