package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Invitations: pending lists, acceptance in one transaction with the counter, expiry as 410. */
class InvitationsApiTest extends ApiTest {

    private String orgId;
    private String margaret;

    @BeforeEach
    void org() {
        orgId = org("Acme", user("ada@example.com", "Ada"));
        margaret = user("margaret@example.com", "Margaret");
    }

    private String invite(String email, String role, int hours) {
        return post("/orgs/" + orgId + "/invitations", "{\"email\": \"" + email + "\", \"role\": \"" + role
                + "\", \"expiresInHours\": " + hours + "}").is(201).text("inviteId");
    }

    @Test
    void anAcceptedInvitationMakesAMemberAndCountsIt() {
        String inviteId = invite("Margaret@example.com", "admin", 48);
        assertEquals(List.of(inviteId), texts(all("/orgs/" + orgId + "/invitations", 10), "inviteId"));
        Res member = post("/orgs/" + orgId + "/invitations/" + inviteId + "/accept", "{\"userId\": \"" + margaret + "\"}").is(201);
        assertEquals("admin", member.text("role"));
        assertEquals("Acme", member.text("orgName"));
        assertEquals(2, get("/orgs/" + orgId).field("memberCount").asInt());
        assertEquals(0, all("/orgs/" + orgId + "/invitations", 10).size(), "an accepted invitation is no longer pending");
        post("/orgs/" + orgId + "/invitations/" + inviteId + "/accept", "{\"userId\": \"" + margaret + "\"}")
                .isError(404, "invitation_not_found");
    }

    @Test
    void anExpiredInvitationIsGone() {
        String shortOne = invite("margaret@example.com", "member", 1);
        String longOne = invite("alan@example.com", "member", 72);
        assertEquals(2, all("/orgs/" + orgId + "/invitations", 10).size());
        clock.advance(Duration.ofHours(2));
        get("/orgs/" + orgId + "/invitations/" + shortOne).isError(410, "invitation_expired");
        post("/orgs/" + orgId + "/invitations/" + shortOne + "/accept", "{\"userId\": \"" + margaret + "\"}")
                .isError(410, "invitation_expired");
        assertEquals(List.of(longOne), texts(all("/orgs/" + orgId + "/invitations", 10), "inviteId"),
                "only the invitation that has not expired is pending");
        get("/orgs/" + orgId + "/invitations/" + longOne).is(200);
        assertEquals(1, get("/orgs/" + orgId).field("memberCount").asInt());
    }

    @Test
    void pendingInvitationsComePageByPageSoonestToExpireFirst() {
        String third = invite("c@example.com", "member", 30);
        String first = invite("a@example.com", "member", 10);
        String second = invite("b@example.com", "member", 20);
        String path = "/orgs/" + orgId + "/invitations";
        Res page = get(path + "?limit=2").is(200);
        clock.advance(Duration.ofHours(15)); // the next page continues the listing as of the first page
        Res next = get(path + "?limit=2&cursor=" + encode(page.text("cursor"))).is(200);
        assertEquals(List.of(first, second), List.of(page.field("items").get(0).path("inviteId").asText(),
                page.field("items").get(1).path("inviteId").asText()));
        assertEquals(third, next.field("items").get(0).path("inviteId").asText());
        assertTrue(next.field("cursor").isNull());
        String cursor = page.text("cursor");
        String shifted = (Long.parseLong(cursor.substring(0, cursor.indexOf('.'))) + 1) + cursor.substring(cursor.indexOf('.'));
        get(path + "?limit=2&cursor=" + encode(shifted)).isError(400, "invalid_cursor");
        get(path + "?limit=2&cursor=x.y").isError(400, "invalid_cursor");
        get(path + "?limit=2&cursor=0.").isError(400, "invalid_cursor");
    }

    @Test
    void invitationsCheckTheirInput() {
        String path = "/orgs/" + orgId + "/invitations";
        post(path, "{\"email\": \"m@example.com\", \"role\": \"pilot\"}").isError(404, "role_not_found");
        post(path, "{\"email\": \"m@example.com\", \"role\": \"member\", \"expiresInHours\": 0}").isError(400, "validation_failed");
        post(path, "{\"email\": \"m@example.com\", \"role\": \"member\", \"expiresInHours\": \"soon\"}").isError(400, "validation_failed");
        post(path, "{\"email\": \"nope\", \"role\": \"member\"}").isError(400, "validation_failed");
        post("/orgs/org_nothing/invitations", "{\"email\": \"m@example.com\", \"role\": \"member\"}").isError(404, "org_not_found");
        get(path + "/inv_nothing").isError(404, "invitation_not_found");
    }

    @Test
    void onlyTheInviteeCanAccept() {
        String inviteId = invite("margaret@example.com", "member", 24);
        String alan = user("alan@example.com", "Alan");
        String accept = "/orgs/" + orgId + "/invitations/" + inviteId + "/accept";
        post(accept, "{\"userId\": \"" + alan + "\"}").isError(403, "invitation_email_mismatch");
        post(accept, "{\"userId\": \"usr_nobody\"}").isError(404, "user_not_found");
        post(accept, "{}").isError(400, "validation_failed");
        post(accept, "{\"userId\": \"" + margaret + "\"}").is(201);
    }

    @Test
    void anInviteeWhoIsAlreadyAMemberKeepsTheInvitation() {
        post("/orgs/" + orgId + "/members", "{\"userId\": \"" + margaret + "\", \"role\": \"member\"}").is(201);
        String inviteId = invite("margaret@example.com", "admin", 24);
        post("/orgs/" + orgId + "/invitations/" + inviteId + "/accept", "{\"userId\": \"" + margaret + "\"}")
                .isError(409, "already_member");
        get("/orgs/" + orgId + "/invitations/" + inviteId).is(200);
        assertEquals(2, get("/orgs/" + orgId).field("memberCount").asInt());
    }
}
