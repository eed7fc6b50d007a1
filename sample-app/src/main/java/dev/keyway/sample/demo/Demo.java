package dev.keyway.sample.demo;

import dev.keyway.runtime.Page;
import dev.keyway.sample.model.ApiKey;
import dev.keyway.sample.model.ApiKeyKeys;
import dev.keyway.sample.model.AuditEntry;
import dev.keyway.sample.model.AuditEntryKeys;
import dev.keyway.sample.model.Invitation;
import dev.keyway.sample.model.InvitationKeys;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.MembershipKeys;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.OrganizationKeys;
import dev.keyway.sample.model.Project;
import dev.keyway.sample.model.ProjectKeys;
import dev.keyway.sample.model.Role;
import dev.keyway.sample.model.RoleKeys;
import dev.keyway.sample.model.SaasTable;
import dev.keyway.sample.model.Task;
import dev.keyway.sample.model.TaskKeys;
import dev.keyway.sample.model.TaskStatus;
import dev.keyway.sample.model.User;
import dev.keyway.sample.model.UserKeys;
import dev.keyway.sample.web.ApiError;
import dev.keyway.sample.service.ApiKeyService;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.Ids;
import dev.keyway.sample.service.InvitationService;
import dev.keyway.sample.service.OrgService;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Repositories;
import dev.keyway.sample.service.Services;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.TreeSet;

/**
 * Walks through every access pattern of the SaaS backend on seeded data: for each, the request
 * and key condition it issues (the keys printed are the ones Keyway's key builders make) and
 * what came back, as a table. It calls the same services as the HTTP API.
 */
public final class Demo {

    private final Repositories db;
    private final AuditFeed audit;
    private final PrintStream out;
    private final Clock clock;

    public Demo(Repositories db, AuditFeed audit, PrintStream out, Clock clock) {
        this.db = db;
        this.audit = audit;
        this.out = out;
        this.clock = clock;
    }

    /** Creates the table if missing, seeds it and runs every access pattern. */
    public void run(String where) {
        out.println("Keyway sample: a multi-tenant SaaS backend on one table, '" + db.tableName() + "', on " + where);
        boolean created = db.createTableIfMissing();
        out.println(created ? "Created the table from SaasTable.DEFINITION (GSI1, LSI1, time to live on purgeAt, "
                + "a stream of NEW_AND_OLD_IMAGES)." : "The table exists; seeding a new set of demo data with random ids.");
        out.println("Started the audit log: " + audit.follow() + ".");
        Seed seed = Seed.write(db, created, clock);
        Services s = Services.of(db, Ids.random(), clock);
        Organization acme = seed.acme();
        String org = acme.orgId();
        User ada = seed.users().get(0);
        User margaret = seed.users().get(3);
        out.println("Seeded 4 users, 2 orgs with members and roles, 2 invitations, 2 API keys, 2 projects, 6 tasks.");

        section("1. get an org", "GetItem " + key(OrganizationKeys.partitionKey(org), OrganizationKeys.sortKey()));
        orgs(List.of(s.orgs().get(org)));

        section("2. get an org with its members in one request (item collection OrgItem)",
                "Query PK = \"" + OrganizationKeys.partitionKey(org) + "\", filter "
                        + SaasTable.DEFINITION.typeAttribute() + " IN (Org, Membership)");
        OrgService.Overview overview = s.orgs().overview(org, PageRequest.first());
        orgs(overview.org().stream().toList());
        members(overview.members());

        section("3. list the members of an org", query("PK", MembershipKeys.partitionKey(org), "SK",
                MembershipKeys.sortKeyPrefix()) + ", Limit 2 + cursor");
        Page<Membership> firstMembers = s.orgs().members(org, PageRequest.first(2));
        members(firstMembers.items());
        out.println("  cursor: " + abbreviate(firstMembers.cursor().orElse("(last page)")) + "  -> next page:");
        members(s.orgs().members(org, new PageRequest(2, firstMembers.cursor().orElseThrow())).items());

        section("4. list the orgs of a user, by e-mail",
                query("GSI1PK", UserKeys.gsi1PartitionKey(ada.email()), "GSI1SK", UserKeys.gsi1SortKey())
                        + "\n   then " + query("GSI1PK", MembershipKeys.gsi1PartitionKey(ada.userId()),
                        "GSI1SK", MembershipKeys.gsi1SortKeyPrefix()));
        TextTable memberships = new TextTable("org", "org name", "role", "joined at");
        s.users().orgsOf(ada.email(), PageRequest.first()).items()
                .forEach(m -> memberships.row(m.orgId(), m.orgName(), m.role(), m.joinedAt()));
        memberships.print(out);

        section("5. list an org's roles", query("PK", RoleKeys.partitionKey(org), "SK", RoleKeys.sortKeyPrefix()));
        TextTable roles = new TextTable("role", "permissions");
        for (Role role : s.orgs().roles(org, PageRequest.first()).items()) {
            roles.row(role.role(), String.join(", ", new TreeSet<>(role.permissions())));
        }
        roles.print(out);

        Instant now = clock.instant().truncatedTo(ChronoUnit.MILLIS);
        section("6. list pending invitations (not yet expired), soonest to expire first",
                "Query LSI1: PK = \"" + InvitationKeys.lsi1PartitionKey(org) + "\" AND LSI1SK BETWEEN (just after \""
                        + InvitationKeys.lsi1SortKeyPrefix(now) + "\") AND (the end of \""
                        + InvitationKeys.lsi1SortKeyPrefix() + "\")");
        invitations(s.invitations().pending(org, PageRequest.first()).items());

        section("7. accept an invitation: one transaction deletes it, adds the member, counts +1, checks the role",
                "TransactWriteItems: Delete " + key(InvitationKeys.partitionKey(org), InvitationKeys.sortKey(seed.invitation().inviteId()))
                        + ", Put " + key(MembershipKeys.partitionKey(org), MembershipKeys.sortKey(margaret.userId()))
                        + ",\n   Update " + key(OrganizationKeys.partitionKey(org), OrganizationKeys.sortKey())
                        + " ADD memberCount 1, ConditionCheck " + key(RoleKeys.partitionKey(org), RoleKeys.sortKey("member")));
        s.invitations().accept(org, seed.invitation().inviteId(), margaret.userId());
        counter(s, org);

        Clock later = Clock.offset(clock, Duration.ofDays(4));
        Invitation alan = s.invitations().pending(org, PageRequest.first()).items().get(0);
        section("8. an invitation read after it expired (four days later) is gone, not unknown",
                "GetItem " + key(InvitationKeys.partitionKey(org), InvitationKeys.sortKey(alan.inviteId()))
                        + ", expiresAt checked at read time (time to live deletes it a week later)");
        InvitationService inFourDays = Services.of(db, Ids.random(), later).invitations();
        refusal(() -> inFourDays.get(org, alan.inviteId()));
        refusal(() -> s.invitations().get(org, "inv-unknown"));

        section("9. an e-mail is held by one user only (@Unique)",
                "TransactWriteItems: Put PK = \"USER#<new id>\", SK = \"" + UserKeys.sortKey() + "\""
                        + " + Put guard PK = \"_unique#User#email#" + ada.email() + "\", both attribute_not_exists");
        refusal(() -> s.users().create(ada.email(), "Someone Else"));

        String hash = ApiKeyService.hash(seed.apiKey());
        section("10. authenticate an API key by its hash",
                query("GSI1PK", ApiKeyKeys.gsi1PartitionKey(hash).substring(0, 24) + "...", "GSI1SK",
                        ApiKeyKeys.gsi1SortKey()));
        ApiKey key = s.apiKeys().authenticate("Bearer " + seed.apiKey());
        new TextTable("org", "key", "name", "prefix").row(key.orgId(), key.keyId(), key.name(), key.prefix()).print(out);
        refusal(() -> s.apiKeys().authenticate("Bearer kw_not-a-real-key"));

        section("11. list an org's API keys", query("PK", ApiKeyKeys.partitionKey(org), "SK", ApiKeyKeys.sortKeyPrefix()));
        TextTable keys = new TextTable("key", "name", "prefix", "created at");
        s.apiKeys().list(org, PageRequest.first()).items().forEach(k -> keys.row(k.keyId(), k.name(), k.prefix(), k.createdAt()));
        keys.print(out);

        section("12. list an org's projects", query("PK", ProjectKeys.partitionKey(org), "SK", ProjectKeys.sortKeyPrefix()));
        TextTable projects = new TextTable("project", "name", "created at");
        for (Project project : s.projects().list(org, PageRequest.first()).items()) {
            projects.row(project.projectId(), project.name(), project.createdAt());
        }
        projects.print(out);

        String project = seed.website().projectId();
        section("13. list a project's tasks by creation time, newest first, three a page",
                query("PK", TaskKeys.partitionKey(project), "SK", TaskKeys.sortKeyPrefix()) + ", descending, Limit 3 + cursor");
        Page<Task> newest = s.projects().tasks(org, project, null, PageRequest.first(3));
        tasks(newest.items());
        out.println("  cursor: " + abbreviate(newest.cursor().orElse("(last page)")) + "  -> next page:");
        tasks(s.projects().tasks(org, project, null, new PageRequest(3, newest.cursor().orElseThrow())).items());

        section("14. list a project's tasks by status (LSI1), newest first",
                query("PK", TaskKeys.lsi1PartitionKey(project), "LSI1SK",
                        TaskKeys.lsi1SortKeyPrefix(TaskStatus.TODO)) + ", descending");
        tasks(s.projects().tasks(org, project, TaskStatus.TODO, PageRequest.first()).items());

        Task first = newest.items().get(0);
        section("15. finish a task: the update rewrites its LSI1 key",
                "UpdateItem " + key(TaskKeys.partitionKey(project), TaskKeys.sortKey(first.createdAt(), first.taskId()))
                        + " SET status, LSI1SK = \"" + TaskKeys.lsi1SortKey(TaskStatus.DONE, first.createdAt(), first.taskId()) + "\"");
        s.projects().updateTask(org, project, first.taskId(), TaskStatus.DONE, null);
        out.println("  DONE now:");
        tasks(s.projects().tasks(org, project, TaskStatus.DONE, PageRequest.first()).items());

        section("16. remove a member: one transaction deletes the membership and counts -1",
                "TransactWriteItems: Delete " + key(MembershipKeys.partitionKey(org),
                        MembershipKeys.sortKey(seed.users().get(2).userId())) + " if it exists, Update "
                        + key(OrganizationKeys.partitionKey(org), OrganizationKeys.sortKey()) + " ADD memberCount -1");
        s.orgs().removeMember(org, seed.users().get(2).userId());
        counter(s, org);
        refusal(() -> s.orgs().removeMember(org, seed.users().get(2).userId()));

        section("17. the org's audit log, written from the table's stream (SaasChange.OfMembership -> AuditEntry)",
                "Query table: PK = \"" + AuditEntryKeys.partitionKey(org) + "\" AND begins_with(SK, \""
                        + AuditEntryKeys.sortKeyPrefix() + "\"), descending");
        try {
            audit.awaitCaughtUp(Duration.ofSeconds(30));
            audit(audit.log().entries(org, PageRequest.first(PageRequest.MAX_LIMIT)).items());
        } catch (RuntimeException off) {
            out.println("  " + ApiError.of(off).describe());
        }

        out.println();
        out.println("The table design Keyway generated: dev/keyway/sample/model/SaasTable.md in the jar (and in sample-app/README.md).");
        out.println("Done.");
    }

    private void section(String title, String keyCondition) {
        out.println();
        out.println("== " + title);
        out.println("   " + keyCondition);
    }

    private static String key(String pk, String sk) {
        return "PK = \"" + pk + "\", SK = \"" + sk + "\"";
    }

    private static String query(String pkName, String pk, String skName, String skPrefix) {
        String index = pkName.equals("PK") ? skName.equals("SK") ? "table" : skName.replace("SK", "") : pkName.replace("PK", "");
        return "Query " + index + ": " + pkName + " = \"" + pk + "\" AND begins_with(" + skName + ", \"" + skPrefix + "\")";
    }

    private static String abbreviate(String cursor) {
        return cursor.length() > 24 ? cursor.substring(0, 24) + "..." : cursor;
    }

    private void orgs(List<Organization> found) {
        TextTable table = new TextTable("org", "name", "owner", "members", "version");
        found.forEach(o -> table.row(o.orgId(), o.name(), o.ownerId(), o.memberCount(), o.version()));
        table.print(out);
    }

    private void members(List<Membership> found) {
        TextTable table = new TextTable("user", "name", "e-mail", "role");
        found.forEach(m -> table.row(m.userId(), m.userName(), m.email(), m.role()));
        table.print(out);
    }

    private void invitations(List<Invitation> found) {
        TextTable table = new TextTable("invitation", "e-mail", "role", "expires at");
        found.forEach(i -> table.row(i.inviteId(), i.email(), i.role(), i.expiresAt()));
        table.print(out);
    }

    private void tasks(List<Task> found) {
        TextTable table = new TextTable("task", "title", "status", "created at");
        found.forEach(t -> table.row(t.taskId(), t.title(), t.status(), t.createdAt()));
        table.print(out);
    }

    private void audit(List<AuditEntry> found) {
        TextTable table = new TextTable("recorded at", "action", "user", "role");
        found.forEach(e -> table.row(e.at(), e.action(), e.userId(), e.role()));
        table.print(out);
    }

    private void counter(Services s, String org) {
        long listed = s.orgs().members(org, PageRequest.first(PageRequest.MAX_LIMIT)).items().size();
        out.println("  memberCount = " + s.orgs().get(org).memberCount() + ", members listed = " + listed);
    }

    private void refusal(Runnable attempt) {
        try {
            attempt.run();
            out.println("  unexpected: no refusal");
        } catch (RuntimeException refused) {
            out.println("  refused, as the API answers it: " + ApiError.of(refused).describe());
        }
    }
}
