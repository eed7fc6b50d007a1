package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigInteger;
import java.time.Instant;

/**
 * One change to an org's memberships, written by the audit log from the table's stream, never by a
 * request: in the org's audit partition by the time DynamoDB recorded the change, then its stream
 * sequence number (a number: changes of one second keep their order), newest first. The stream
 * event's id completes the key, so a change delivered again writes the same item.
 */
@Entity(table = "Saas")
@PartitionKey("AUDIT#<orgId>")
@SortKey("EVENT#<at>#<sequence>#<eventId>")
@AccessPattern(name = "auditOf", descending = true)
public record AuditEntry(String orgId, Instant at, BigInteger sequence, String eventId, String action, String userId,
                         String email, String role, String previousRole) {}
