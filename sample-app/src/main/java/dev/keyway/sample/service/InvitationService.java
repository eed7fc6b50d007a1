package dev.keyway.sample.service;

import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.sample.model.Invitation;
import dev.keyway.sample.model.InvitationSchema;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.User;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Invitations to join an org. An invitation is valid until {@code expiresAt}; DynamoDB's time to
 * live removes it a week later ({@code purgeAt}), so until then an expired invitation is told
 * apart from an unknown one: 410 instead of 404.
 */
public final class InvitationService {

    /** How long an invitation stays in the table after it expired. */
    public static final Duration PURGE_AFTER = Duration.ofDays(7);
    /** The longest validity an invitation may ask for. */
    public static final int MAX_HOURS = 24 * 30;

    /** A page of pending invitations; its cursor carries the time the first page was read at. */
    public record Pending(List<Invitation> items, Optional<String> cursor) {}

    private final Repositories db;
    private final OrgService orgs;
    private final UserService users;
    private final Ids ids;
    private final Clock clock;

    public InvitationService(Repositories db, OrgService orgs, UserService users, Ids ids, Clock clock) {
        this.db = db;
        this.ids = ids;
        this.orgs = orgs;
        this.users = users;
        this.clock = clock;
    }

    /** Invites an e-mail address to the org with one of its roles, valid for {@code hours} (1 to 720). */
    public Invitation invite(String orgId, String email, String role, Integer hours) {
        Organization org = orgs.get(orgId);
        String roleName = Validation.name(role, "role");
        int validity = hours == null ? 72 : hours;
        if (validity < 1 || validity > MAX_HOURS) {
            throw ServiceException.invalid("expiresInHours", "must be between 1 and " + MAX_HOURS);
        }
        if (db.roles().get(org.orgId(), roleName).isEmpty()) {
            throw ServiceException.notFound("role", roleName);
        }
        Instant now = UserService.now(clock);
        Instant expiresAt = now.plus(Duration.ofHours(validity));
        return db.invitations().create(new Invitation(org.orgId(), ids.next("inv"), Validation.email(email, "email"),
                roleName, now, expiresAt, expiresAt.plus(PURGE_AFTER)));
    }

    /** The invitation, if it is still valid: 404 if unknown, 410 if expired. */
    public Invitation get(String orgId, String inviteId) {
        Invitation invitation = db.invitations().get(Validation.text(orgId, "orgId", 64),
                        Validation.text(inviteId, "inviteId", 64))
                .orElseThrow(() -> ServiceException.notFound("invitation", inviteId));
        if (!invitation.expiresAt().isAfter(clock.instant())) {
            throw new ServiceException(ServiceException.Kind.GONE, "invitation_expired",
                    "invitation '" + inviteId + "' expired at " + invitation.expiresAt());
        }
        return invitation;
    }

    /**
     * The org's pending invitations, soonest to expire first: a query of LSI1 with the key condition
     * {@code PK = "INVITES#<orgId>" AND LSI1SK > "EXPIRES#<now>"}. A Keyway cursor continues only
     * the query that made it, sort-key condition included, so the cursor handed out here carries
     * the first page's {@code now} ({@code <epoch millis>.<keyway cursor>}); a changed time makes
     * another query, which Keyway refuses.
     */
    public Pending pending(String orgId, PageRequest page) {
        Organization org = orgs.get(orgId);
        Instant asOf = UserService.now(clock);
        String keywayCursor = null;
        if (page.cursor() != null) {
            int dot = page.cursor().indexOf('.');
            try {
                asOf = Instant.ofEpochMilli(Long.parseLong(page.cursor().substring(0, Math.max(dot, 0))));
            } catch (NumberFormatException e) {
                throw new InvalidCursorException("malformed cursor: no time before '.'", e);
            }
            keywayCursor = page.cursor().substring(dot + 1);
            if (keywayCursor.isEmpty()) {
                throw new InvalidCursorException("malformed cursor: nothing after '.'", null);
            }
        }
        long millis = asOf.toEpochMilli();
        Page<Invitation> invitations = new PageRequest(page.limit(), keywayCursor)
                .read(db.invitations().pendingInvitations(org.orgId()).expiresAt().gt(asOf));
        return new Pending(invitations.items(), invitations.cursor().map(cursor -> millis + "." + cursor));
    }

    /**
     * Accepts a valid invitation for the user it was sent to. One transaction deletes the
     * invitation, creates the membership, increments the org's member count and checks the role.
     */
    public Membership accept(String orgId, String inviteId, String userId) {
        Invitation invitation = get(orgId, inviteId);
        User user = users.get(Validation.text(userId, "userId", 64));
        if (!user.email().equals(invitation.email())) {
            throw new ServiceException(ServiceException.Kind.FORBIDDEN, "invitation_email_mismatch",
                    "invitation '" + inviteId + "' was sent to another e-mail address");
        }
        Membership membership = orgs.membership(orgs.get(orgId), user, invitation.role());
        WriteTransaction transaction = WriteTransaction.on(db.client())
                .delete(db.invitations(), invitation, InvitationSchema.INVITE_ID.exists());
        orgs.join(transaction, membership, new Cancellation()
                .on(0, () -> ServiceException.notFound("invitation", inviteId)));
        return membership;
    }
}
