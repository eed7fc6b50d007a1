package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import java.time.Instant;

/**
 * A user's membership of an organization with a role: in the org's partition (members of an
 * org) and, inverted, in GSI1 under the user (orgs of a user). The user's e-mail and name and the
 * org's name are copied in so that either list needs no further reads. The table's stream
 * (declared here) feeds the audit log of membership changes ({@link AuditEntry}).
 */
@Entity(table = "Saas", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("ORG#<orgId>")
@SortKey("MEMBER#<userId>")
@Gsi(index = "GSI1", partitionKey = "USER#<userId>", sortKey = "ORG#<orgId>")
@AccessPattern(name = "membersOf")
@AccessPattern(name = "orgsOf", index = "GSI1")
public record Membership(String orgId, String userId, String email, String userName, String orgName, String role,
                         Instant joinedAt) implements OrgItem {}
