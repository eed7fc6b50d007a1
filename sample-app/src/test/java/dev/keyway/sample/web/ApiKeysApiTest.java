package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import tools.jackson.databind.JsonNode;
import dev.keyway.sample.model.ApiKey;
import java.util.List;
import org.junit.jupiter.api.Test;

/** API keys: shown once, stored as a hash, authenticated through GSI1, revocable. */
class ApiKeysApiTest extends ApiTest {

    @Test
    void aKeyIsShownOnceAndAuthenticatesByItsHash() {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        Res created = post("/orgs/" + orgId + "/api-keys", "{\"name\": \"CI\"}").is(201);
        String secret = created.text("secret");
        assertTrue(secret.startsWith("kw_") && secret.length() > 40, secret);
        assertTrue(secret.startsWith(created.text("prefix")));

        List<JsonNode> listed = all("/orgs/" + orgId + "/api-keys", 10);
        assertEquals(1, listed.size());
        assertFalse(listed.get(0).has("secret"), "lists never show the secret");
        assertFalse(listed.get(0).has("secretHash"));
        ApiKey stored = db.apiKeys().get(orgId, created.text("keyId")).orElseThrow();
        assertFalse(stored.toString().contains(secret), "the table holds only the hash");
        assertEquals(64, stored.secretHash().length());

        Res me = get("/whoami", "Bearer " + secret).is(200);
        assertEquals(orgId, me.text("orgId"));
        assertEquals("CI", me.text("name"));
    }

    @Test
    void aMissingWrongOrRevokedKeyIs401() {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        Res created = post("/orgs/" + orgId + "/api-keys", "{\"name\": \"CI\"}").is(201);
        get("/whoami").isError(401, "missing_api_key");
        get("/whoami", "Basic abc").isError(401, "missing_api_key");
        get("/whoami", "Bearer kw_wrong").isError(401, "invalid_api_key");
        get("/whoami", "Bearer " + created.text("secret") + "x").isError(401, "invalid_api_key");
        delete("/orgs/" + orgId + "/api-keys/" + created.text("keyId")).is(204);
        get("/whoami", "Bearer " + created.text("secret")).isError(401, "invalid_api_key");
        delete("/orgs/" + orgId + "/api-keys/" + created.text("keyId")).isError(404, "api_key_not_found");
    }

    @Test
    void keysArePagedAndCheckTheirInput() {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        for (int i = 0; i < 5; i++) {
            post("/orgs/" + orgId + "/api-keys", "{\"name\": \"key " + i + "\"}").is(201);
        }
        assertEquals(5, all("/orgs/" + orgId + "/api-keys", 2).size());
        post("/orgs/" + orgId + "/api-keys", "{}").isError(400, "validation_failed");
        post("/orgs/org_nothing/api-keys", "{\"name\": \"x\"}").isError(404, "org_not_found");
        get("/orgs/org_nothing/api-keys").isError(404, "org_not_found");
    }
}
