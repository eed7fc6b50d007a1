package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/**
 * An invitation to join an organization with a role, valid until {@code expiresAt}. LSI1 sorts
 * an org's invitations by expiry, so "pending" is a key condition ({@code > now}), not a filter.
 * DynamoDB's time to live removes the item at {@code purgeAt}, a week after it expired: until
 * then the app can still tell an expired invitation (410) from one that never existed (404).
 */
@Entity(table = "Saas")
@PartitionKey("INVITES#<orgId>")
@SortKey("INVITE#<inviteId>")
@Lsi(index = "LSI1", sortKey = "EXPIRES#<expiresAt>#<inviteId>")
@AccessPattern(name = "invitationsOf")
@AccessPattern(name = "pendingInvitations", index = "LSI1", consistentRead = true)
public record Invitation(String orgId, String inviteId, String email, String role, Instant invitedAt,
                         Instant expiresAt, @Ttl Instant purgeAt) {}
