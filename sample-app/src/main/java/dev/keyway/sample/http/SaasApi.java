package dev.keyway.sample.http;

import dev.keyway.sample.model.ApiKey;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.TaskStatus;
import dev.keyway.sample.service.ApiKeyService;
import dev.keyway.sample.service.InvitationService;
import dev.keyway.sample.service.OrgService;
import dev.keyway.sample.service.Services;
import java.time.Instant;
import java.util.List;

/** The API's endpoints, each a line or two from its service; {@code sample-app/README.md} lists them with examples. */
final class SaasApi {

    /** An API key as lists show it: never the secret, nor its hash. */
    record ApiKeyView(String keyId, String orgId, String name, String prefix, Instant createdAt) {
        static ApiKeyView of(ApiKey key) {
            return new ApiKeyView(key.keyId(), key.orgId(), key.name(), key.prefix(), key.createdAt());
        }
    }

    /** A new API key with its secret, shown this once. */
    record CreatedApiKey(String keyId, String orgId, String name, String prefix, Instant createdAt, String secret) {
        static CreatedApiKey of(ApiKeyService.Created created) {
            ApiKey key = created.key();
            return new CreatedApiKey(key.keyId(), key.orgId(), key.name(), key.prefix(), key.createdAt(), created.secret());
        }
    }

    /** An org with a page of its members: {@code org} is null on pages after the first. */
    record OverviewView(Organization org, List<Membership> items, String cursor) {
        static OverviewView of(OrgService.Overview overview) {
            return new OverviewView(overview.org().orElse(null), overview.members(), overview.cursor().orElse(null));
        }
    }

    /** Who an API key authenticates. */
    record Principal(String orgId, String keyId, String name) {}

    private SaasApi() {
    }

    static Router routes(Services s) {
        InvitationService invitations = s.invitations();
        return new Router()
                .route("POST", "/users", call -> {
                    Body body = call.body("email", "name");
                    return Reply.created(s.users().create(body.text("email"), body.text("name")));
                })
                .route("GET", "/users", call -> Reply.ok(s.users().byEmail(call.query("email"))))
                .route("GET", "/users/{userId}", call -> Reply.ok(s.users().get(call.path("userId"))))
                .route("GET", "/orgs", call -> Reply.page(s.users().orgsOf(call.query("email"), call.page())))
                .route("POST", "/orgs", call -> {
                    Body body = call.body("name", "ownerId");
                    return Reply.created(s.orgs().create(body.text("name"), body.text("ownerId")));
                })
                .route("GET", "/orgs/{orgId}", call -> Reply.ok(s.orgs().get(call.path("orgId"))))
                .route("GET", "/orgs/{orgId}/overview",
                        call -> Reply.ok(OverviewView.of(s.orgs().overview(call.path("orgId"), call.page()))))
                .route("GET", "/orgs/{orgId}/members",
                        call -> Reply.page(s.orgs().members(call.path("orgId"), call.page())))
                .route("POST", "/orgs/{orgId}/members", call -> {
                    Body body = call.body("userId", "role");
                    return Reply.created(s.orgs().addMember(call.path("orgId"), body.text("userId"), body.text("role")));
                })
                .route("DELETE", "/orgs/{orgId}/members/{userId}", call -> {
                    s.orgs().removeMember(call.path("orgId"), call.path("userId"));
                    return Reply.noContent();
                })
                .route("GET", "/orgs/{orgId}/roles", call -> Reply.page(s.orgs().roles(call.path("orgId"), call.page())))
                .route("PUT", "/orgs/{orgId}/roles/{role}", call -> Reply.ok(s.orgs().putRole(call.path("orgId"),
                        call.path("role"), call.body("permissions").texts("permissions"))))
                .route("POST", "/orgs/{orgId}/invitations", call -> {
                    Body body = call.body("email", "role", "expiresInHours");
                    return Reply.created(invitations.invite(call.path("orgId"), body.text("email"), body.text("role"),
                            body.integer("expiresInHours")));
                })
                .route("GET", "/orgs/{orgId}/invitations", call -> {
                    InvitationService.Pending pending = invitations.pending(call.path("orgId"), call.page());
                    return Reply.listing(pending.items(), pending.cursor());
                })
                .route("GET", "/orgs/{orgId}/invitations/{inviteId}",
                        call -> Reply.ok(invitations.get(call.path("orgId"), call.path("inviteId"))))
                .route("POST", "/orgs/{orgId}/invitations/{inviteId}/accept", call -> Reply.created(invitations.accept(
                        call.path("orgId"), call.path("inviteId"), call.body("userId").text("userId"))))
                .route("POST", "/orgs/{orgId}/api-keys", call -> Reply.created(CreatedApiKey.of(
                        s.apiKeys().create(call.path("orgId"), call.body("name").text("name")))))
                .route("GET", "/orgs/{orgId}/api-keys",
                        call -> Reply.page(s.apiKeys().list(call.path("orgId"), call.page()), ApiKeyView::of))
                .route("DELETE", "/orgs/{orgId}/api-keys/{keyId}", call -> {
                    s.apiKeys().revoke(call.path("orgId"), call.path("keyId"));
                    return Reply.noContent();
                })
                .route("GET", "/whoami", call -> {
                    ApiKey key = s.apiKeys().authenticate(call.header("Authorization"));
                    return Reply.ok(new Principal(key.orgId(), key.keyId(), key.name()));
                })
                .route("POST", "/orgs/{orgId}/projects", call -> Reply.created(
                        s.projects().create(call.path("orgId"), call.body("name").text("name"))))
                .route("GET", "/orgs/{orgId}/projects",
                        call -> Reply.page(s.projects().list(call.path("orgId"), call.page())))
                .route("GET", "/orgs/{orgId}/projects/{projectId}",
                        call -> Reply.ok(s.projects().get(call.path("orgId"), call.path("projectId"))))
                .route("POST", "/orgs/{orgId}/projects/{projectId}/tasks", call -> {
                    Body body = call.body("title", "status");
                    return Reply.created(s.projects().createTask(call.path("orgId"), call.path("projectId"),
                            body.text("title"), body.constant("status", TaskStatus.class)));
                })
                .route("GET", "/orgs/{orgId}/projects/{projectId}/tasks", call -> Reply.page(s.projects().tasks(
                        call.path("orgId"), call.path("projectId"), call.constantQuery("status", TaskStatus.class),
                        call.page())))
                .route("PATCH", "/orgs/{orgId}/projects/{projectId}/tasks/{taskId}", call -> {
                    Body body = call.body("status", "title");
                    return Reply.ok(s.projects().updateTask(call.path("orgId"), call.path("projectId"),
                            call.path("taskId"), body.constant("status", TaskStatus.class), body.text("title")));
                });
    }
}
