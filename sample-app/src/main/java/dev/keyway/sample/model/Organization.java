package dev.keyway.sample.model;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.time.Instant;

/**
 * An organization: the {@code DETAILS} item at the head of the org's partition, followed by its
 * memberships, so that one query reads the org and its members ({@link OrgItem}).
 * {@code memberCount} changes only in the transactions that add or remove a membership.
 */
@Entity(table = "Saas", type = "Org")
@PartitionKey("ORG#<orgId>")
@SortKey("DETAILS")
public record Organization(String orgId, String name, String ownerId, long memberCount, Instant createdAt,
                           @Version long version) implements OrgItem {}
