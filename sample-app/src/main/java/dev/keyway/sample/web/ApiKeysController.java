package dev.keyway.sample.web;

import dev.keyway.sample.model.ApiKey;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Services;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** API keys: the secret shown once, only its hash stored; {@code /whoami} authenticates one. */
@RestController
class ApiKeysController {

    private final Services s;

    ApiKeysController(Services s) {
        this.s = s;
    }

    @PostMapping("/orgs/{orgId}/api-keys")
    @ResponseStatus(HttpStatus.CREATED)
    Views.CreatedApiKey create(@PathVariable String orgId, JsonBody body) {
        return Views.CreatedApiKey.of(s.apiKeys().create(orgId, body.expect("name").text("name")));
    }

    @GetMapping("/orgs/{orgId}/api-keys")
    Views.Listing list(@PathVariable String orgId, PageRequest page) {
        return Views.Listing.of(s.apiKeys().list(orgId, page), Views.ApiKeyView::of);
    }

    @DeleteMapping("/orgs/{orgId}/api-keys/{keyId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void revoke(@PathVariable String orgId, @PathVariable String keyId) {
        s.apiKeys().revoke(orgId, keyId);
    }

    @GetMapping("/whoami")
    Views.Principal whoami(@RequestHeader(name = "Authorization", required = false) String authorization) {
        ApiKey key = s.apiKeys().authenticate(authorization);
        return new Views.Principal(key.orgId(), key.keyId(), key.name());
    }
}
