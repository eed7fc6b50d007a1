package dev.keyway.sample.service;

import java.time.Clock;

/** The backend's services, wired on one table. */
public record Services(Repositories db, UserService users, OrgService orgs, InvitationService invitations,
                       ApiKeyService apiKeys, ProjectService projects) {

    /** The services on these repositories, making ids with {@code ids} and reading time from {@code clock}. */
    public static Services of(Repositories db, Ids ids, Clock clock) {
        UserService users = new UserService(db, ids, clock);
        OrgService orgs = new OrgService(db, users, ids, clock);
        return new Services(db, users, orgs, new InvitationService(db, orgs, users, ids, clock),
                new ApiKeyService(db, orgs, ids, clock), new ProjectService(db, orgs, ids, clock));
    }
}
