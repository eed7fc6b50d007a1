package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.sample.model.AuditEntry;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.SaasChange;
import java.math.BigInteger;
import java.util.function.Consumer;

/**
 * The audit log of membership changes, kept from the table's stream: every membership inserted,
 * changed or removed (by any code path: adding a member, accepting an invitation, removing one)
 * becomes an {@link AuditEntry} in the org's audit partition. Idempotent: an entry's key holds the
 * stream event's id, so a redelivered change rewrites the same item.
 */
public final class AuditLog implements Consumer<SaasChange> {

    private final Repositories db;

    public AuditLog(Repositories db) {
        this.db = db;
    }

    @Override
    public void accept(SaasChange change) {
        if (change instanceof SaasChange.OfMembership membership) {
            db.audit().put(entry(membership.change()));
        } else if (change instanceof SaasChange.Undecodable undecodable) {
            throw undecodable.error(); // retried, never skipped: the log would miss a change
        }
        // every other item's changes (the org's counter, users, the audit entries themselves) are not audited
    }

    /** The entry a membership change makes. */
    static AuditEntry entry(Change<Membership> change) {
        ChangeEvent event = change.event();
        Membership member = change.latest().orElseThrow(() -> new IllegalStateException(
                "the stream recorded no image of membership " + change.keys() + ": it must be NEW_AND_OLD_IMAGES"));
        String action = switch (change.kind()) {
            case INSERT -> "member_added";
            case MODIFY -> "member_changed";
            case REMOVE -> "member_removed";
        };
        String previousRole = change.kind() == ChangeKind.MODIFY
                ? change.oldImage().map(Membership::role).orElse(null) : null;
        return new AuditEntry(member.orgId(), event.approximateCreationTime().orElseThrow(() ->
                new IllegalStateException("stream record " + event.eventId() + " has no ApproximateCreationDateTime")),
                new BigInteger(event.sequenceNumber()), event.eventId(), action, member.userId(), member.email(),
                member.role(), previousRole);
    }

    /** A page of the org's audit log, newest first ({@code PK = "AUDIT#<orgId>"}, descending). */
    public Page<AuditEntry> entries(String orgId, PageRequest page) {
        return page.read(db.audit().auditOf(Validation.text(orgId, "orgId", 64)));
    }
}
