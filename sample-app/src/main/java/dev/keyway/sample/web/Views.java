package dev.keyway.sample.web;

import dev.keyway.runtime.Page;
import dev.keyway.sample.model.ApiKey;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.service.ApiKeyService;
import dev.keyway.sample.service.OrgService;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** What the API writes besides the records themselves. */
final class Views {

    private Views() {
    }

    /** A list's page as every list endpoint returns it: {@code {"items": [...], "cursor": "..."|null}}. */
    record Listing(List<?> items, String cursor) {

        static Listing of(List<?> items, Optional<String> cursor) {
            return new Listing(items, cursor.orElse(null));
        }

        static <T> Listing of(Page<T> page) {
            return of(page.items(), page.cursor());
        }

        static <T, V> Listing of(Page<T> page, Function<T, V> view) {
            return of(page.items().stream().map(view).toList(), page.cursor());
        }
    }

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
}
