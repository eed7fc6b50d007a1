package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.MembershipKeys;
import dev.keyway.sample.model.MembershipSchema;
import dev.keyway.sample.model.OrgItem;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.OrganizationSchema;
import dev.keyway.sample.model.Role;
import dev.keyway.sample.model.RoleKeys;
import dev.keyway.sample.model.RoleSchema;
import dev.keyway.sample.model.User;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Organizations, their members and roles. The org's {@code memberCount} changes in the same
 * transaction as the membership it counts, so it always equals the number of members.
 */
public final class OrgService {

    /** The roles every new organization starts with. */
    public static final Map<String, Set<String>> DEFAULT_ROLES = Map.of(
            "owner", Set.of("org-admin", "members-write", "projects-write", "tasks-write", "api-keys-write"),
            "admin", Set.of("members-write", "projects-write", "tasks-write", "api-keys-write"),
            "member", Set.of("projects-read", "tasks-write"));

    /** An org with a page of its members, read in one query of the org's item collection. */
    public record Overview(Optional<Organization> org, List<Membership> members, Optional<String> cursor) {}

    private final Repositories db;
    private final UserService users;
    private final Ids ids;
    private final Clock clock;

    public OrgService(Repositories db, UserService users, Ids ids, Clock clock) {
        this.db = db;
        this.users = users;
        this.ids = ids;
        this.clock = clock;
    }

    /**
     * Creates an org owned by an existing user, in one transaction: the org (one member), the
     * default roles and the owner's membership.
     */
    public Organization create(String name, String ownerId) {
        String orgName = Validation.text(name, "name", 100);
        User owner = users.get(Validation.text(ownerId, "ownerId", 64));
        Organization org = new Organization(ids.next("org"), orgName, owner.userId(), 1, UserService.now(clock), 0);
        WriteTransaction transaction = WriteTransaction.on(db.client()).create(db.orgs(), org);
        new TreeSet<>(DEFAULT_ROLES.keySet()).forEach(role ->
                transaction.create(db.roles(), new Role(org.orgId(), role, DEFAULT_ROLES.get(role))));
        transaction.create(db.memberships(), membership(org, owner, "owner"));
        return transaction.execute().stored(org);
    }

    /** The org with this id. */
    public Organization get(String orgId) {
        return db.orgs().get(Validation.text(orgId, "orgId", 64))
                .orElseThrow(() -> ServiceException.notFound("org", orgId));
    }

    /**
     * The org and a page of its members in one query of its partition ({@code PK = "ORG#<orgId>"},
     * filtered to the types Org and Membership): the details item sorts first, then the members.
     */
    public Overview overview(String orgId, PageRequest page) {
        Page<OrgItem> items = page.read(db.orgItems().query(Validation.text(orgId, "orgId", 64)));
        Organization org = null;
        List<Membership> members = new ArrayList<>();
        for (OrgItem item : items.items()) {
            if (item instanceof Organization details) {
                org = details;
            } else if (item instanceof Membership membership) {
                members.add(membership);
            }
        }
        if (org == null && page.cursor() == null) {
            throw ServiceException.notFound("org", orgId);
        }
        return new Overview(Optional.ofNullable(org), members, items.cursor());
    }

    /** A page of the org's members, by user id ({@code PK = "ORG#<orgId>" AND begins_with(SK, "MEMBER#")}). */
    public Page<Membership> members(String orgId, PageRequest page) {
        return page.read(db.memberships().membersOf(get(orgId).orgId()));
    }

    /**
     * Adds an existing user to the org with one of its roles. One transaction creates the
     * membership, increments the org's member count and checks that the role exists.
     */
    public Membership addMember(String orgId, String userId, String role) {
        String roleName = Validation.name(role, "role");
        User user = users.get(Validation.text(userId, "userId", 64));
        Organization org = get(orgId);
        Membership membership = membership(org, user, roleName);
        join(WriteTransaction.on(db.client()), membership, new Cancellation());
        return membership;
    }

    /**
     * Adds the membership to a transaction that already holds {@code cancellation}'s first items,
     * with the member-count increment and the role check, and executes it.
     */
    void join(WriteTransaction transaction, Membership membership, Cancellation cancellation) {
        int first = transaction.size();
        transaction.create(db.memberships(), membership)
                .update(db.orgs(), db.orgs().update(membership.orgId())
                        .increment(OrganizationSchema.MEMBER_COUNT, 1L).onlyIfExists())
                .check(db.roles(), RoleKeys.primaryKey(membership.orgId(), membership.role()), RoleSchema.ROLE.exists());
        try {
            transaction.execute();
        } catch (TransactionFailedException cancelled) {
            throw cancellation
                    .on(first, () -> new ServiceException(ServiceException.Kind.CONFLICT, "already_member",
                            "user '" + membership.userId() + "' is already a member of org '" + membership.orgId() + "'"))
                    .on(first + 1, () -> ServiceException.notFound("org", membership.orgId()))
                    .on(first + 2, () -> ServiceException.notFound("role", membership.role()))
                    .explain(cancelled);
        }
    }

    /**
     * Removes a member (not the owner). One transaction deletes the membership, on condition that
     * it exists, and decrements the org's member count.
     */
    public void removeMember(String orgId, String userId) {
        Organization org = get(orgId);
        if (org.ownerId().equals(userId)) {
            throw new ServiceException(ServiceException.Kind.CONFLICT, "owner_cannot_leave",
                    "user '" + userId + "' owns org '" + orgId + "' and cannot be removed");
        }
        try {
            WriteTransaction.on(db.client())
                    .delete(db.memberships(), MembershipKeys.primaryKey(org.orgId(), Validation.text(userId, "userId", 64)),
                            MembershipSchema.USER_ID.exists())
                    .update(db.orgs(), db.orgs().update(org.orgId())
                            .decrement(OrganizationSchema.MEMBER_COUNT, 1L).onlyIfExists())
                    .execute();
        } catch (TransactionFailedException cancelled) {
            throw new Cancellation().on(0, () -> ServiceException.notFound("member", userId)).explain(cancelled);
        }
    }

    /** A page of the org's roles, by name ({@code PK = "ROLES#<orgId>" AND begins_with(SK, "ROLE#")}). */
    public Page<Role> roles(String orgId, PageRequest page) {
        return page.read(db.roles().rolesOf(get(orgId).orgId()));
    }

    /** Creates or replaces a role of the org. */
    public Role putRole(String orgId, String role, Collection<String> permissions) {
        if (permissions == null) {
            throw ServiceException.invalid("permissions", "is required");
        }
        Set<String> checked = new TreeSet<>();
        permissions.forEach(permission -> checked.add(Validation.name(permission, "permissions")));
        return db.roles().put(new Role(get(orgId).orgId(), Validation.name(role, "role"), checked));
    }

    Membership membership(Organization org, User user, String role) {
        return new Membership(org.orgId(), user.userId(), user.email(), user.name(), org.name(), role,
                UserService.now(clock));
    }
}
