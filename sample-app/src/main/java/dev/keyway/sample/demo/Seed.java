package dev.keyway.sample.demo;

import dev.keyway.sample.model.Invitation;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.Project;
import dev.keyway.sample.model.TaskStatus;
import dev.keyway.sample.model.User;
import dev.keyway.sample.service.Ids;
import dev.keyway.sample.service.Repositories;
import dev.keyway.sample.service.Services;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Demo data, written through the services: four users, two orgs with members and roles,
 * invitations, an API key, a project with tasks. Seeded times lie in the hour before now.
 *
 * @param acme   the org the walk-through looks at
 * @param users  Ada (owner of Acme), Grace (owner of Hopper Labs), Linus, Margaret (invited to Acme)
 * @param apiKey the secret of Acme's API key "CI pipeline" (shown once, as the API would)
 */
public record Seed(Organization acme, Organization hopper, Project website, List<User> users, Invitation invitation,
                   String apiKey) {

    /**
     * Seeds the table. On a table this run created, ids are readable ({@code org-1}) and e-mails
     * plain; on an existing table ids are random and e-mails carry a tag
     * ({@code ada+k3j9@example.com}) so that a second run does not collide with the first.
     */
    public static Seed write(Repositories db, boolean freshTable, Clock clock) {
        Ids ids = freshTable ? Ids.sequential() : Ids.random();
        String tag = freshTable ? "" : "+" + Ids.random().next("r").substring(2, 7);
        Services s = Services.of(db, ids, new TickingClock(clock.instant().minus(Duration.ofHours(1))));
        User ada = s.users().create("ada" + tag + "@example.com", "Ada Lovelace");
        User grace = s.users().create("grace" + tag + "@example.com", "Grace Hopper");
        User linus = s.users().create("linus" + tag + "@example.com", "Linus Torvalds");
        User margaret = s.users().create("margaret" + tag + "@example.com", "Margaret Hamilton");
        Organization acme = s.orgs().create("Acme Analytics", ada.userId());
        Organization hopper = s.orgs().create("Hopper Labs", grace.userId());
        s.orgs().putRole(acme.orgId(), "viewer", Set.of("projects-read"));
        s.orgs().addMember(acme.orgId(), grace.userId(), "admin");
        s.orgs().addMember(acme.orgId(), linus.userId(), "member");
        s.orgs().addMember(hopper.orgId(), ada.userId(), "member");
        Invitation invitation = s.invitations().invite(acme.orgId(), margaret.email(), "member", 72);
        s.invitations().invite(acme.orgId(), "alan" + tag + "@example.com", "viewer", 24);
        String apiKey = s.apiKeys().create(acme.orgId(), "CI pipeline").secret();
        s.apiKeys().create(acme.orgId(), "Billing export");
        Project website = s.projects().create(acme.orgId(), "Website relaunch");
        s.projects().create(acme.orgId(), "Data warehouse");
        String[][] tasks = {{"Pick a CMS", "DONE"}, {"Draft the sitemap", "DONE"}, {"Design the home page", "IN_PROGRESS"},
                {"Write the copy", "TODO"}, {"Set up redirects", "TODO"}, {"Load test", "TODO"}};
        for (String[] task : tasks) {
            s.projects().createTask(acme.orgId(), website.projectId(), task[0], TaskStatus.valueOf(task[1]));
        }
        return new Seed(s.orgs().get(acme.orgId()), s.orgs().get(hopper.orgId()), website,
                List.of(ada, grace, linus, margaret), invitation, apiKey);
    }
}
