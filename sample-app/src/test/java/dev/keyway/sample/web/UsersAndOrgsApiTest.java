package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import tools.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Users, orgs, members and roles through the HTTP API, with their error cases and the member counter. */
class UsersAndOrgsApiTest extends ApiTest {

    @Test
    void signUpAndFindAUserByEmail() {
        Res created = post("/users", "{\"email\": \"Ada@Example.com\", \"name\": \"Ada Lovelace\"}").is(201);
        String id = created.text("userId");
        assertEquals("ada@example.com", created.text("email"), "e-mails are stored lower case");
        assertEquals("Ada Lovelace", get("/users/" + id).is(200).text("name"));
        assertEquals(id, get("/users?email=ada%40example.com").is(200).text("userId"));
    }

    @Test
    void aTakenEmailIsAConflictWhateverItsCase() {
        user("ada@example.com", "Ada");
        post("/users", "{\"email\": \"ADA@example.com\", \"name\": \"Impostor\"}").isError(409, "duplicate_email");
    }

    @Test
    void badInputIsA400NamingTheProblem() {
        assertTrue(post("/users", "{\"email\": \"ada@example.com\"}").isError(400, "validation_failed")
                .text("message").startsWith("name:"));
        assertTrue(post("/users", "{\"email\": \"not-an-email\", \"name\": \"Ada\"}").isError(400, "validation_failed")
                .text("message").startsWith("email:"));
        assertTrue(post("/users", "{\"email\": \"a@b.io\", \"name\": \"Ada\", \"admin\": true}")
                .isError(400, "validation_failed").text("message").startsWith("admin: unknown field"));
        post("/users", "{\"email\": \"a@b.io\", \"name\": 42}").isError(400, "validation_failed");
        post("/users", "{\"email\": ").isError(400, "invalid_json");
        post("/users", "[1, 2]").isError(400, "validation_failed");
        post("/users", null).isError(400, "validation_failed");
        post("/orgs", "{\"name\": \"   \", \"ownerId\": \"x\"}").isError(400, "validation_failed");
        get("/users?email=").isError(400, "validation_failed");
    }

    @Test
    void unknownIdsAndRoutesAre404s() {
        get("/users/usr_nobody").isError(404, "user_not_found");
        get("/users?email=nobody%40example.com").isError(404, "user_not_found");
        get("/orgs/org_nothing").isError(404, "org_not_found");
        get("/orgs/org_nothing/overview").isError(404, "org_not_found");
        get("/orgs/org_nothing/members").isError(404, "org_not_found");
        post("/orgs", "{\"name\": \"Acme\", \"ownerId\": \"usr_nobody\"}").isError(404, "user_not_found");
        get("/nowhere").isError(404, "not_found");
        delete("/users").isError(405, "method_not_allowed");
    }

    @Test
    void anOrgStartsWithItsOwnerAndTheDefaultRoles() {
        String ada = user("ada@example.com", "Ada");
        Res org = post("/orgs", "{\"name\": \"Acme\", \"ownerId\": \"" + ada + "\"}").is(201);
        String orgId = org.text("orgId");
        assertEquals(1, org.field("memberCount").asInt());
        assertEquals("Acme", get("/orgs/" + orgId).is(200).text("name"));
        assertEquals(List.of("admin", "member", "owner"), texts(all("/orgs/" + orgId + "/roles", 2), "role"));
        List<JsonNode> members = all("/orgs/" + orgId + "/members", 10);
        assertEquals(List.of("owner"), texts(members, "role"));
    }

    @Test
    void membersAreListedPageByPageAndTheCounterFollows() {
        String ada = user("ada@example.com", "Ada");
        String orgId = org("Acme", ada);
        List<String> expected = new ArrayList<>(List.of(ada));
        for (int i = 0; i < 6; i++) {
            String id = user("user" + i + "@example.com", "User " + i);
            post("/orgs/" + orgId + "/members", "{\"userId\": \"" + id + "\", \"role\": \"member\"}").is(201);
            expected.add(id);
        }
        List<String> listed = texts(all("/orgs/" + orgId + "/members", 4), "userId");
        assertEquals(expected.stream().sorted().toList(), listed);
        assertEquals(7, get("/orgs/" + orgId).field("memberCount").asInt());

        delete("/orgs/" + orgId + "/members/" + expected.get(3)).is(204);
        delete("/orgs/" + orgId + "/members/" + expected.get(3)).isError(404, "member_not_found");
        delete("/orgs/" + orgId + "/members/" + ada).isError(409, "owner_cannot_leave");
        assertEquals(6, get("/orgs/" + orgId).field("memberCount").asInt());
        assertEquals(6, all("/orgs/" + orgId + "/members", 100).size());
    }

    @Test
    void aFailedAddChangesNothing() {
        String ada = user("ada@example.com", "Ada");
        String grace = user("grace@example.com", "Grace");
        String orgId = org("Acme", ada);
        String path = "/orgs/" + orgId + "/members";
        post(path, "{\"userId\": \"" + grace + "\", \"role\": \"pilot\"}").isError(404, "role_not_found");
        post(path, "{\"userId\": \"usr_nobody\", \"role\": \"member\"}").isError(404, "user_not_found");
        post(path, "{\"userId\": \"" + grace + "\", \"role\": \"Not A Role\"}").isError(400, "validation_failed");
        post(path, "{\"userId\": \"" + grace + "\", \"role\": \"admin\"}").is(201);
        post(path, "{\"userId\": \"" + grace + "\", \"role\": \"member\"}").isError(409, "already_member");
        post("/orgs/org_nothing/members", "{\"userId\": \"" + grace + "\", \"role\": \"member\"}").isError(404, "org_not_found");
        assertEquals(2, get("/orgs/" + orgId).field("memberCount").asInt());
        assertEquals(2, all(path, 100).size());
    }

    @Test
    void concurrentAddsKeepTheCounterExact() throws Exception {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        List<String> users = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            users.add(user("user" + i + "@example.com", "User " + i));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> adds = new ArrayList<>();
            for (String user : users) {
                String body = "{\"userId\": \"" + user + "\", \"role\": \"member\"}";
                adds.add(pool.submit(() -> post("/orgs/" + orgId + "/members", body).status()));
                adds.add(pool.submit(() -> post("/orgs/" + orgId + "/members", body).status())); // the same user twice
            }
            int added = 0;
            for (Future<Integer> add : adds) {
                int status = add.get();
                assertTrue(status == 201 || status == 409, "status " + status);
                added += status == 201 ? 1 : 0;
            }
            assertEquals(8, added, "each user joined once");
        } finally {
            pool.shutdownNow();
        }
        assertEquals(9, get("/orgs/" + orgId).field("memberCount").asInt());
        assertEquals(9, all("/orgs/" + orgId + "/members", 100).size());
    }

    @Test
    void theOverviewReadsTheOrgAndItsMembersInPages() {
        String ada = user("ada@example.com", "Ada");
        String orgId = org("Acme", ada);
        post("/orgs/" + orgId + "/members", "{\"userId\": \"" + user("b@example.com", "B") + "\", \"role\": \"admin\"}").is(201);
        post("/orgs/" + orgId + "/members", "{\"userId\": \"" + user("c@example.com", "C") + "\", \"role\": \"member\"}").is(201);

        Res first = get("/orgs/" + orgId + "/overview?limit=2").is(200);
        assertEquals("Acme", first.field("org").path("name").asText(), "the org's details item sorts first");
        assertEquals(3, first.field("org").path("memberCount").asInt());
        assertEquals(1, first.field("items").size());
        Res second = get("/orgs/" + orgId + "/overview?limit=2&cursor=" + encode(first.text("cursor"))).is(200);
        assertTrue(second.field("org").isNull());
        assertEquals(2, second.field("items").size());
        assertTrue(second.field("cursor").isNull());
    }

    @Test
    void theOrgsOfAUserByEmail() {
        String ada = user("ada@example.com", "Ada");
        String grace = user("grace@example.com", "Grace");
        String acme = org("Acme", ada);
        String labs = org("Labs", grace);
        post("/orgs/" + labs + "/members", "{\"userId\": \"" + ada + "\", \"role\": \"member\"}").is(201);
        List<JsonNode> orgs = all("/orgs?email=ada%40example.com", 1);
        assertEquals(List.of(acme, labs).stream().sorted().toList(), texts(orgs, "orgId"));
        assertEquals(List.of("Acme", "Labs"), orgs.stream().sorted((a, b) -> a.path("orgName").asText()
                .compareTo(b.path("orgName").asText())).map(o -> o.path("orgName").asText()).toList());
        get("/orgs?email=nobody%40example.com").isError(404, "user_not_found");
        get("/orgs").isError(400, "validation_failed");
    }

    @Test
    void rolesCanBeAddedAndReplaced() {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        Res role = put("/orgs/" + orgId + "/roles/viewer", "{\"permissions\": [\"projects-read\"]}").is(200);
        assertEquals("projects-read", role.field("permissions").get(0).asText());
        put("/orgs/" + orgId + "/roles/viewer", "{\"permissions\": [\"projects-read\", \"tasks-read\"]}").is(200);
        JsonNode viewer = all("/orgs/" + orgId + "/roles", 10).stream()
                .filter(r -> r.path("role").asText().equals("viewer")).findFirst().orElseThrow();
        assertEquals(2, viewer.path("permissions").size());
        put("/orgs/" + orgId + "/roles/viewer", "{}").isError(400, "validation_failed");
        put("/orgs/" + orgId + "/roles/viewer", "{\"permissions\": [\"Read All\"]}").isError(400, "validation_failed");
        put("/orgs/org_nothing/roles/viewer", "{\"permissions\": []}").isError(404, "org_not_found");
    }

    @Test
    void badOrForgedCursorsAndLimitsAre400s() {
        String ada = user("ada@example.com", "Ada");
        String orgId = org("Acme", ada);
        String other = org("Other", user("b@example.com", "B"));
        for (int i = 0; i < 3; i++) {
            post("/orgs/" + orgId + "/members", "{\"userId\": \"" + user("u" + i + "@example.com", "U") + "\", \"role\": \"member\"}").is(201);
        }
        String cursor = get("/orgs/" + orgId + "/members?limit=1").is(200).text("cursor");
        get("/orgs/" + orgId + "/members?limit=1&cursor=" + encode(cursor)).is(200);
        get("/orgs/" + other + "/members?limit=1&cursor=" + encode(cursor)).isError(400, "invalid_cursor");
        get("/orgs/" + orgId + "/roles?limit=1&cursor=" + encode(cursor)).isError(400, "invalid_cursor");
        String forged = cursor.substring(0, cursor.length() - 2) + (cursor.endsWith("AA") ? "BB" : "AA");
        get("/orgs/" + orgId + "/members?limit=1&cursor=" + encode(forged)).isError(400, "invalid_cursor");
        get("/orgs/" + orgId + "/members?cursor=not-a-cursor").isError(400, "invalid_cursor");
        get("/orgs/" + orgId + "/members?limit=0").isError(400, "validation_failed");
        get("/orgs/" + orgId + "/members?limit=101").isError(400, "validation_failed");
        get("/orgs/" + orgId + "/members?limit=ten").isError(400, "validation_failed");
    }
}
