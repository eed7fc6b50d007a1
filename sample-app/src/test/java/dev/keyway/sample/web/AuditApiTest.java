package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import tools.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The audit log of membership changes, written from the table's stream, read through the API. */
class AuditApiTest extends ApiTest {

    @Test
    void everyMembershipChangeIsInTheOrgsAuditLogNewestFirst() {
        String ada = user("ada@example.com", "Ada");
        String grace = user("grace@example.com", "Grace");
        String acme = org("Acme", ada);
        post("/orgs/" + acme + "/members", "{\"userId\": \"" + grace + "\", \"role\": \"admin\"}").is(201);
        delete("/orgs/" + acme + "/members/" + grace).is(204);
        String other = org("Other", grace);   // another org's log stays apart

        audit.awaitCaughtUp(Duration.ofSeconds(30));
        List<JsonNode> entries = all("/orgs/" + acme + "/audit", 2);
        assertEquals(List.of("member_removed", "member_added", "member_added"), texts(entries, "action"));
        assertEquals(List.of(grace, grace, ada), texts(entries, "userId"));
        assertEquals(List.of("admin", "admin", "owner"), texts(entries, "role"));
        assertEquals(List.of("member_added"), texts(all("/orgs/" + other + "/audit", 20), "action"));
    }

    @Test
    void theAuditLogOfAnUnknownOrgIsNotFound() {
        get("/orgs/org-nope/audit").isError(404, "org_not_found");
    }

    @Test
    void withoutItsStreamReaderTheAuditLogSaysItIsOff() {
        String acme = org("Acme", user("ada@example.com", "Ada"));
        audit.close();
        get("/orgs/" + acme + "/audit").isError(503, "audit_log_off");
    }
}
